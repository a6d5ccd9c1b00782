-- TG-5, TG-6: a Telegram account is linked to at most one exchange account,
-- and an exchange account to at most one Telegram account.
create table telegram_links (
  user_id bigint primary key references users (id) on delete cascade,
  telegram_id bigint not null unique,
  telegram_username text,
  linked_at timestamptz not null default now()
);

-- TG-8: mini-app tasks a Telegram user completed, once each.
create table miniapp_task_completions (
  telegram_id bigint not null,
  campaign_id text not null,
  task_id text not null,
  user_id bigint references users (id) on delete set null,
  completed_at timestamptz not null default now(),
  primary key (telegram_id, campaign_id, task_id)
);
