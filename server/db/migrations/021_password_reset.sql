-- Issue 27: password reset (/app/user/retrieve) and the recovery of a lost
-- second factor (/app/user/security-item-find).

-- One request of either: only its token's hash is kept. A password reset is
-- answered alike whether or not the account exists, so its row may name no
-- account (user_id null); `wrong_codes` then counts the guesses at the code
-- that was never sent, as an account's lock counts them (the same answers).
-- `verified_at`: the reset's code was right, the password may be set.
-- `code_channel`: where the reset's code went. Used once (`used_at`).
create table account_recoveries (
  token_hash text primary key,
  kind text not null check (kind in ('password', 'secondFactor')),
  user_id bigint references users (id) on delete cascade,
  account_key text not null,
  code_channel text check (code_channel in ('email', 'sms')),
  verified_at timestamptz,
  wrong_codes integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index account_recoveries_user_idx on account_recoveries (user_id);

-- The last password-reset request per account name (`email:…`, `mobile:GB:…`),
-- existing or not: one a minute, decided in one statement.
create table password_reset_sends (
  account_key text primary key,
  sent_at timestamptz not null
);

-- Reset requests per network count as registration sends do (REG-8's limit).
alter table auth_attempts drop constraint auth_attempts_kind_check;
alter table auth_attempts add constraint auth_attempts_kind_check
  check (kind in ('login_fail', 'register', 'qrcode', 'monitor', 'password_reset'));
