-- AFF-2, AFF-3: affiliates whose landings introduce them (open-info) unless
-- they chose to stay anonymous. Ids are all digits (AFF-4). Head images are
-- https URLs or site-relative paths, never another scheme, '//' or '/\'
-- (a browser reads both as another host), so a landing can show them as
-- they are.
create table affiliates (
  id text primary key check (id ~ '^[0-9]{1,20}$'),
  nickname text not null,
  headimg text not null default '' check (headimg = '' or headimg ~ '^(https://[^/\\]|/[^/\\])'),
  personal_signature text not null default '',
  content text not null default '',
  -- the code a sign-up through the affiliate's link carries (AFF-3 `code`)
  code text not null default '',
  anonymous boolean not null default false,
  created_at timestamptz not null default now()
);

-- AFF-2: the group items [{type, content}] an affiliate's landing shows, per
-- group of the link (group_id); '' is the affiliate's default group.
create table affiliate_groups (
  affiliate_id text not null references affiliates (id) on delete cascade,
  group_id text not null default '' check (group_id ~ '^[A-Za-z0-9_-]{0,32}$'),
  items jsonb not null default '[]' check (jsonb_typeof(items) = 'array'),
  primary key (affiliate_id, group_id)
);

-- AFF-5, AFF-6: a referral code (scene 2) names the person who invites with
-- it: their id (digits), nickname, country and head image. All or nothing.
alter table referral_codes
  add column inviter_id text check (inviter_id ~ '^[0-9]{1,20}$'),
  add column inviter_nickname text check (char_length(inviter_nickname) between 1 and 64),
  add column inviter_country text check (inviter_country ~ '^[A-Z]{2}$'),
  add column inviter_headimg text not null default ''
    check (inviter_headimg = '' or inviter_headimg ~ '^(https://[^/\\]|/[^/\\])'),
  add constraint referral_codes_inviter_check check (
    (inviter_id is null and inviter_nickname is null and inviter_country is null and inviter_headimg = '')
    or (inviter_id is not null and inviter_nickname is not null and inviter_country is not null and scene = 2)
  );
create index referral_codes_inviter_idx on referral_codes (inviter_id);

-- AFF-6: what a share link's token stands for (common-share-info).
create table share_infos (
  token text primary key check (token ~ '^[A-Za-z0-9_-]{1,64}$'),
  value text not null,
  created_at timestamptz not null default now()
);

-- AFF-8: growth activities the landings advertise (korea_home: the Korea
-- new-user activity). The reward amount is a decimal string, as answered.
create table growth_activities (
  name text primary key,
  enabled boolean not null default false,
  reward_amount text not null check (reward_amount ~ '^[0-9]{1,18}(\.[0-9]{1,18})?$'),
  reward_currency text not null check (reward_currency ~ '^[A-Z0-9]{2,12}$'),
  ends_at timestamptz not null,
  updated_at timestamptz not null default now()
);

-- SEC-6: events the pages' monitoring client reports (a missing script, a
-- slow request); kept 30 days. Each client address may send a limited number
-- (auth_attempts kind 'monitor').
create table monitor_events (
  id bigserial primary key,
  name text not null,
  data jsonb not null default '{}',
  page text not null default '',
  created_at timestamptz not null default now()
);
create index monitor_events_name_idx on monitor_events (name, id);
create index monitor_events_created_idx on monitor_events (created_at);

alter table auth_attempts drop constraint auth_attempts_kind_check;
alter table auth_attempts add constraint auth_attempts_kind_check
  check (kind in ('login_fail', 'register', 'qrcode', 'monitor'));
