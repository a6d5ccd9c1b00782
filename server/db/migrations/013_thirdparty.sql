-- LOGIN-6: a third-party sign-in's round trip through the provider (the
-- authorization-code flow with PKCE). The state is kept hashed; the browser
-- that started it holds a secret cookie whose hash is kept here; used once.
create table thirdparty_flows (
  state_hash text primary key,
  provider text not null,
  browser_secret_hash text not null,
  nonce text not null,
  code_verifier text not null,
  redirect_uri text not null,
  attribution jsonb not null default '{}',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index thirdparty_flows_expires_idx on thirdparty_flows (expires_at);

-- LOGIN-6: an identity whose email already has an account links only with
-- that account's password: the pending request, used once.
create table thirdparty_link_requests (
  token_hash text primary key,
  provider text not null,
  subject text not null,
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- REG-5, REDIR-11: the attribution a sign-up without the registration form kept
alter table users add column signup_payload jsonb;

-- an account links one identity per provider
create unique index user_identities_user_provider_idx on user_identities (user_id, provider);
