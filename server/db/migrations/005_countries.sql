-- REG-9 / REG-10 / SEC-5: countries for the country-code list and the IP
-- country lookup. is_disable marks a restricted country (registration refused);
-- group_country is the group a country belongs to ('EEA' or its own code).
create table countries (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name text not null,
  dial_code text not null,
  is_disable boolean not null default false,
  group_country text not null
);
