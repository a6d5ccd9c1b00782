-- Passkeys (WebAuthn): an account's credentials, and the requests (ceremonies)
-- a browser answers with one.

-- A passkey: the credential id and COSE public key the authenticator made
-- (base64url, so both drivers read them as text), its signature counter (0
-- for authenticators without one; otherwise it must increase at every use),
-- the transports it named, the account's WebAuthn user handle (random, the
-- same for all of an account's passkeys), and the name the person gave it.
create table passkeys (
  credential_id text primary key,
  user_id bigint not null references users (id) on delete cascade,
  user_handle text not null,
  public_key text not null,
  counter bigint not null default 0 check (counter >= 0),
  transports text[] not null default '{}',
  device_type text not null default 'singleDevice',
  backed_up boolean not null default false,
  name text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkeys_user_idx on passkeys (user_id, created_at desc);

-- A registration or login request: its challenge, the relying party and
-- origin it was made for, and the browser it was given to (the hash of the
-- secret in that browser's HttpOnly cookie). Answered once, within 5 minutes.
create table passkey_ceremonies (
  id text primary key,
  purpose text not null check (purpose in ('register', 'login')),
  -- registration: the signed-in account, and the user handle its new passkey gets
  user_id bigint references users (id) on delete cascade,
  user_handle text,
  challenge text not null,
  rp_id text not null,
  origin text not null,
  browser_hash text not null,
  ip text not null default '',
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index passkey_ceremonies_ip_idx on passkey_ceremonies (ip, created_at);
create index passkey_ceremonies_expiry_idx on passkey_ceremonies (expires_at);
