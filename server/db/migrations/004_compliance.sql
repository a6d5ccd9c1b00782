-- CMP-4: regulation of the visitor's country. A country absent here is not
-- restricted and is its own regulation country.
create table country_regulation (
  country text primary key,
  regulation_country text not null,
  restrict_operate boolean not null default false
);

-- CMP-1 / CMP-2: rule entries the compliance SDK evaluates in the browser.
-- Empty site_id, account or rc lists match everything.
create table compliance_rules (
  id text primary key,
  element text not null,
  action text not null,
  ext jsonb not null default '{}',
  priority integer not null default 0,
  site_id text not null default '',
  account jsonb not null default '[]',
  rc jsonb not null default '[]',
  logic text not null default 'or' check (logic in ('or', 'and')),
  enabled boolean not null default true
);

-- CMP-5: the named entries of the static compliance config
-- (redeemAmount, hideRedeemSite, zhHostnameList), each a JSON object.
create table compliance_static (
  name text primary key,
  value jsonb not null
);

-- CMP-6: per site, the regulation countries its KYC accepts and whether KYC is required.
create table kyc_rc_config (
  site_id text primary key,
  rc_list jsonb not null default '[]',
  need_kyc boolean not null default false
);
