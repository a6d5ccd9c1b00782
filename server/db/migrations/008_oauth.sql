-- OAUTH-1..3, OAUTH-7: the authorization server (RFC 6749 authorization-code
-- grant with the RFC 9700 rules: exact redirect URIs, PKCE S256, single-use
-- short-lived codes). See docs/oauth.md.

-- Registered clients. redirect_uris are compared as exact strings; a public
-- client has no secret and must use PKCE, a confidential one authenticates
-- with a secret kept only as its SHA-256 (hex): secrets are 256 random bits,
-- so a slow hash would add nothing. allowed_scopes and redirect_uris are JSON
-- arrays of strings.
create table oauth_clients (
  client_id text primary key,
  name text not null,
  logo_url text not null default '',
  client_type text not null check (client_type in ('public', 'confidential')),
  secret_hash text,
  allowed_scopes jsonb not null default '[]',
  redirect_uris jsonb not null default '[]',
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  check ((client_type = 'public') = (secret_hash is null))
);

-- Authorization codes, kept as the SHA-256 (hex) of the code only, bound to
-- the client, the redirect URI, the account, the scopes and the PKCE
-- challenge. used_at is set by the first token request that names the code;
-- a second one is a replay and revokes the tokens issued from it.
create table oauth_codes (
  code_hash text primary key,
  client_id text not null references oauth_clients (client_id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  redirect_uri text not null,
  scope text not null,
  code_challenge text,
  code_challenge_method text check (code_challenge_method = 'S256'),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  check ((code_challenge is null) = (code_challenge_method is null))
);
create index oauth_codes_expires_at_idx on oauth_codes (expires_at);

-- Bearer access tokens (hash only), with the code they came from so that a
-- replayed code can revoke them.
create table oauth_access_tokens (
  token_hash text primary key,
  client_id text not null references oauth_clients (client_id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  scope text not null,
  code_hash text,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index oauth_access_tokens_code_hash_idx on oauth_access_tokens (code_hash);
create index oauth_access_tokens_expires_at_idx on oauth_access_tokens (expires_at);

-- What an account has approved for a client (the union of the scopes of its
-- approvals), so the consent page can say "you allowed this before".
create table oauth_consents (
  user_id bigint not null references users (id) on delete cascade,
  client_id text not null references oauth_clients (client_id) on delete cascade,
  scopes jsonb not null default '[]',
  updated_at timestamptz not null default now(),
  primary key (user_id, client_id)
);
