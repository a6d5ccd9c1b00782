-- Registration and login (REG-*, LOGIN-3..13).

-- Accounts: the wrong-password counter and its lock (LOGIN-5), the ban
-- (status 2, LOGIN-12), the trading environment switch (LOGIN-13) and the
-- site the account registered on. A mobile number is unique per country
-- (country_code is the ISO alpha-2 code, mobile the national digits).
alter table users
  add column pass_err_count integer not null default 0,
  add column locked_until timestamptz,
  add column banned_at timestamptz,
  add column self_help_ban boolean not null default false,
  add column trade_env smallint not null default 0,
  add column site_id text not null default 'BYBIT';
create unique index users_mobile_key on users (country_code, mobile) where mobile is not null;

-- LOGIN-3: the device fingerprint (tx-id header) the session was opened with.
alter table sessions add column tx_id text;

-- REG-9 mobile numbers: national number length per country (null: 6..15 digits).
alter table countries
  add column mobile_min smallint,
  add column mobile_max smallint;

-- Every mail and SMS the api sends. There is no mail/SMS gateway in the
-- reference server: this table is the transport, readable in development
-- through GET /x-api/dev/outbox.
create table outbox (
  id bigserial primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null,
  body text not null,
  code text,
  link text,
  created_at timestamptz not null default now()
);
create index outbox_recipient_idx on outbox (recipient, id desc);

-- REG-2/REG-4: a registration in progress. The account (email, or mobile with
-- its country) is verified by a 6-digit code or an activation link, then the
-- password step creates the user (user_id set). Codes and link tokens are
-- kept only as SHA-256 hashes.
create table registrations (
  uuid text primary key,
  variant text not null check (variant in ('newCode', 'newLink', 'oldCode', 'oldLink')),
  type smallint not null check (type in (1, 5, 44)),
  channel text not null check (channel in ('email', 'sms')),
  method text not null check (method in ('code', 'link')),
  email text,
  mobile text,
  country_code text,
  site_id text not null default 'BYBIT',
  lang text not null default 'en',
  platform text not null default 'pc',
  secret_hash text not null,
  secret_expires_at timestamptz not null,
  attempts integer not null default 0,
  sends integer not null default 1,
  last_sent_at timestamptz not null default now(),
  verified_at timestamptz,
  user_id bigint references users (id) on delete set null,
  ip text not null default '',
  payload jsonb not null default '{}',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check ((channel = 'email' and email is not null) or (channel = 'sms' and mobile is not null))
);
create index registrations_email_idx on registrations (email, created_at desc);
create index registrations_mobile_idx on registrations (country_code, mobile, created_at desc);

-- Rate limits: failed logins (per IP, and per login name for accounts that
-- do not exist) and registration attempts per IP (REG-8).
create table auth_attempts (
  id bigserial primary key,
  kind text not null check (kind in ('login_fail', 'register')),
  ip text not null,
  login_name text,
  created_at timestamptz not null default now()
);
create index auth_attempts_ip_idx on auth_attempts (kind, ip, created_at);
create index auth_attempts_login_idx on auth_attempts (kind, login_name, created_at);

-- LOGIN-6: single-use quick-login tokens (hash only), 2 minutes.
create table quick_tokens (
  token_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- REG-11: post-register notices of the cabital channel.
create table post_register_events (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  channel text not null,
  uuid text not null,
  status text not null,
  created_at timestamptz not null default now()
);

-- REG-11 / AFF-5: referral codes and their scene (0 normal, 1 affiliate,
-- 2 referral, 3 broker).
create table referral_codes (
  code text primary key,
  scene smallint not null check (scene between 0 and 3),
  tpl text not null default '',
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);

-- LOGIN-6: accounts linked to a third-party identity (provider + subject).
create table user_identities (
  provider text not null,
  subject text not null,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);
