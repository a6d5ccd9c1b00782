-- /x-api/health writes this row: storage that answers reads but cannot be
-- written (disk full, read-only) is reported, not called healthy.
create table health_probe (
  id integer primary key check (id = 1),
  checked_at timestamptz not null
);
insert into health_probe (id, checked_at) values (1, now());
