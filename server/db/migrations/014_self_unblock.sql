-- SEC-3, LOGIN-12: a self-help-banned person who proved the password gets a
-- self-unbind token (its hash here); with it they receive a code at the
-- account's email or phone and, 24 hours after the ban began, lift the ban.
create table self_unblock_requests (
  token_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  code_hash text,
  code_sent_at timestamptz,
  sends integer not null default 0,
  attempts integer not null default 0,
  used_at timestamptz
);
create index self_unblock_requests_user_idx on self_unblock_requests (user_id);

-- SEC-3: every lifted ban, for the record
create table self_unblocks (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  banned_at timestamptz,
  unblocked_at timestamptz not null default now(),
  ip text not null
);
