-- Accounts and sessions for the private endpoints (LOGIN-10, SEC-4).
-- Registration and login (a later migration) add rows here; emails are kept
-- lower-case, `uid` is the public numeric-string id.
create table users (
  id bigserial primary key,
  uid text not null unique,
  email text unique,
  mobile text,
  country_code text,
  username text not null,
  password_hash text,
  lang text not null default 'en',
  status smallint not null default 1,
  email_verified boolean not null default false,
  mobile_verified boolean not null default false,
  has_google2fa boolean not null default false,
  kyc_person_level integer not null default 0,
  member_tag jsonb not null default '{}',
  created_at timestamptz not null default now()
);

-- One session per login: only the SHA-256 (hex) of the token is stored, never
-- the token itself.
create table sessions (
  token_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_id_idx on sessions (user_id);
create index sessions_expires_at_idx on sessions (expires_at);

-- SEC-4 one-person bind: the uid of another account of the same person.
create table one_people_bind (
  user_id bigint primary key references users (id) on delete cascade,
  bind_uid text not null,
  updated_at timestamptz not null default now()
);
