-- UI-6: /v3/config/web answers values as strings. 001 stored them JSON-encoded;
-- from here on a value is the plain string the front end receives (a JSON
-- document when the key holds a list or an object). Decode the JSON strings
-- the first seed wrote ('"newCode"' → 'newCode'); 'true'/'false' stay as they are.
update app_config set value = value::jsonb #>> '{}' where value ~ '^".*"$';

-- UI-6 / REG-12: /v3/config/banner, one row per banner key and language
-- ('en' is the fallback language).
create table banners (
  key text not null,
  language text not null,
  title text not null,
  content text not null,
  link text not null default '',
  updated_at timestamptz not null default now(),
  primary key (key, language)
);

-- REDIR-8: origins a redirect_url may point to besides the page's own
-- (with the `white_hosts` key of app_config).
create table white_hosts (
  host text primary key,
  created_at timestamptz not null default now()
);
