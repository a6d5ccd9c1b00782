-- LOGIN-4: an RSA-encrypted password (password + millisecond timestamp) is
-- accepted once. The keyed digest of what was decrypted is kept until the
-- timestamp's 5-minute window closes; the primary key makes the insert the
-- check, across every api process on this database.
create table used_encrypted_passwords (
  digest text primary key,
  expires_at timestamptz not null
);
create index used_encrypted_passwords_expiry_idx on used_encrypted_passwords (expires_at);
