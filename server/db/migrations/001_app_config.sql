-- Configuration the web front end reads through /v3/config/web (UI-6):
-- one row per (project, key), the value kept as JSON text.
create table app_config (
  project text not null,
  name text not null,
  value text not null,
  updated_at timestamptz not null default now(),
  primary key (project, name)
);
