-- LOGIN-7: QR-code logins. One browser shows the code (it holds a secret
-- cookie whose hash is kept here); a signed-in account on another device
-- scans and confirms it; the showing browser then uses it, once.
create table qr_logins (
  uuid text primary key,
  browser_secret_hash text not null,
  status text not null default 'new' check (status in ('new', 'scanned', 'confirmed', 'cancelled', 'used')),
  -- the device that showed the code, as the confirming person is told
  device text not null default '',
  country text not null default '',
  scanned_by bigint references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  scanned_at timestamptz,
  confirmed_at timestamptz,
  used_at timestamptz
);
create index qr_logins_expires_idx on qr_logins (expires_at);

alter table auth_attempts drop constraint auth_attempts_kind_check;
alter table auth_attempts add constraint auth_attempts_kind_check check (kind in ('login_fail', 'register', 'qrcode'));
