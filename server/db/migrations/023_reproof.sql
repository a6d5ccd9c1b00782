-- Issue 36: re-proof before a security change. A session remembers when it
-- last proved who holds it again, and how: 'password' (the account had no
-- second factor on), 'factor' (the password and a second factor's code), or
-- 'passkey' (a passkey assertion, as strong as both).
alter table sessions add column reproved_at timestamptz;
alter table sessions add column reproof_kind text check (reproof_kind in ('password', 'factor', 'passkey'));

-- A passkey request may now be a re-proof of a signed-in session.
alter table passkey_ceremonies drop constraint passkey_ceremonies_purpose_check;
alter table passkey_ceremonies add constraint passkey_ceremonies_purpose_check
  check (purpose in ('register', 'login', 'reproof'));
