-- CAP-9: magpie (proof-of-work) captcha tokens already spent. A solved
-- challenge is accepted once; its signature is kept until the challenge
-- would have expired anyway, then purged.
create table captcha_used_tokens (
  signature text primary key,
  expires_at timestamptz not null
);
create index captcha_used_tokens_expires_at on captcha_used_tokens (expires_at);
