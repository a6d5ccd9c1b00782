-- Issue 26: two-step verification at login, new-device checks.

-- The second factors of an account: an authenticator app (TOTP, RFC 6238),
-- whose key is kept encrypted (server/security/secret-box.ts), and codes by
-- email or SMS. `totp_pending_secret` is a key being set up, until a code
-- from it confirms it. `totp_last_step` is the newest time step a code was
-- accepted for: a code is accepted once. `code_err_count` counts wrong
-- second-step codes towards the account's lock (locked_until, the same lock
-- as the password's).
alter table users
  add column totp_secret text,
  add column totp_pending_secret text,
  add column totp_last_step bigint not null default 0,
  add column email_2fa boolean not null default false,
  add column sms_2fa boolean not null default false,
  add column code_err_count integer not null default 0;

-- Recovery codes: shown once, kept as SHA-256 hashes, each usable once.
create table recovery_codes (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index recovery_codes_user_idx on recovery_codes (user_id);

-- A login waiting for its second step: the proof was right, the session is
-- not open yet. Only the token's hash is kept.
create table login_challenges (
  token_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  reason text not null check (reason in ('twoStep', 'newDevice')),
  methods text[] not null,
  entry jsonb not null,
  extras jsonb not null default '{}',
  guid text not null default '',
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index login_challenges_user_idx on login_challenges (user_id);

-- Codes sent by email or SMS for a security purpose (a login's second step,
-- a new device, recovering a lost factor, turning a channel on): the hash
-- only, used once, the newest of a purpose and channel only.
create table security_codes (
  id bigserial primary key,
  purpose text not null,
  user_id bigint not null references users (id) on delete cascade,
  channel text not null check (channel in ('email', 'sms')),
  code_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index security_codes_purpose_idx on security_codes (purpose, channel, id desc);

-- The devices (Guid header) an account has had a session on, and those the
-- person chose to trust for 30 days: trust needs the browser's secret
-- (an HttpOnly cookie), whose hash is kept.
create table account_devices (
  user_id bigint not null references users (id) on delete cascade,
  guid text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  trust_hash text,
  trusted_until timestamptz,
  primary key (user_id, guid)
);
