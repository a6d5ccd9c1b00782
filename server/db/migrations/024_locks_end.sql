-- Issue 36 items 3 and 6: locks that end, and a daily cap on recovery sends.

-- A login name no account has (`email:…`, `mobile:GB:…`) counts wrong
-- passwords and codes and locks exactly as an account's row does
-- (server/security/account-lock.ts), so that its answers, the lock's end
-- included, never tell whether the account exists. Rows nobody touched for
-- 30 days are forgotten.
create table account_name_locks (
  account_key text primary key,
  pass_err_count integer not null default 0,
  code_err_count integer not null default 0,
  locked_until timestamptz,
  updated_at timestamptz not null default now()
);
create index account_name_locks_updated_idx on account_name_locks (updated_at);

-- A code count left at its limit with no lock (an ended lock cleared by a
-- password attempt that left the code count behind) refused the right code
-- for good: such counts start afresh.
update users set code_err_count = 0 where locked_until is null and code_err_count >= 5;

-- Codes sent by the password reset (per account name, whether or not an
-- account has it) and by the lost-factor recovery (per account): how many in
-- the day that began at `day_started_at`, capped in one statement.
create table recovery_send_days (
  send_key text primary key,
  day_started_at timestamptz not null,
  sends integer not null
);
