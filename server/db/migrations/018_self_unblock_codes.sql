-- SEC-3: one live unblock code per account, whichever browser asked for it.
-- Tokens (self_unblock_requests) only prove the password was right; the code,
-- its sends and the wrong guesses at it are the account's, so more logins
-- (more tokens) never mean more codes or more guesses.
create table self_unblock_codes (
  user_id bigint primary key references users (id) on delete cascade,
  code_hash text not null,
  code_sent_at timestamptz not null,
  -- sends in the day that began at sends_since
  sends integer not null default 1,
  sends_since timestamptz not null default now(),
  -- wrong or right tries at the live code
  attempts integer not null default 0
);

alter table self_unblock_requests
  drop column code_hash,
  drop column code_sent_at,
  drop column sends,
  drop column attempts;
