-- Issue 36 item 8: devices and sessions on the account page.
--
-- A session gains what its owner is shown of it: a public id to end it by
-- (the token's hash is never shown), the browser and system it began on
-- (ua-parser-js names: 'Chrome', 'Windows'; '' when unknown; the page says
-- "Chrome on Windows" in its language), its network masked ("203.0.113.*"),
-- the visitor's country, and when it was last used (written at most once a
-- minute).
alter table sessions add column public_id text not null default replace(gen_random_uuid()::text, '-', '');
create unique index sessions_public_id_idx on sessions (public_id);
alter table sessions add column browser text not null default '';
alter table sessions add column os text not null default '';
alter table sessions add column network text not null default '';
alter table sessions add column country text not null default '';
alter table sessions add column last_used_at timestamptz not null default now();
update sessions set last_used_at = created_at;

-- A device of the account (issue 26's trust) gains a public id to forget it
-- by (its GUID stays unshown) and the browser and system it was last seen as.
alter table account_devices add column public_id text not null default replace(gen_random_uuid()::text, '-', '');
create unique index account_devices_public_id_idx on account_devices (public_id);
alter table account_devices add column browser text not null default '';
alter table account_devices add column os text not null default '';

-- Every login of an account, as its owner reads it in the login history:
-- the way in (the gate's proof: password, passkey, qrcode, telegram,
-- thirdParty, quickToken, secondStep, registration), how it ended (success,
-- a second step asked, a wrong password, refused: locked, banned, closed,
-- upgrading, another site's account), and from where. Kept 90 days, at most
-- 100 per account (server/security/login-events.ts prunes as it writes).
create table login_events (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  at timestamptz not null default now(),
  method text not null check (
    method in ('password', 'passkey', 'qrcode', 'telegram', 'thirdParty', 'quickToken', 'secondStep', 'registration')
  ),
  result text not null check (
    result in ('success', 'secondStep', 'wrongPassword', 'locked', 'banned', 'closed', 'upgrading', 'otherSite')
  ),
  browser text not null default '',
  os text not null default '',
  network text not null default '',
  country text not null default ''
);
create index login_events_user_idx on login_events (user_id, at desc, id desc);
