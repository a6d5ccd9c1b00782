-- DLG-2: the country of residence an account proved in identity verification
-- (KYC), which decides the regional site it belongs to.
alter table users add column kyc_country text check (kyc_country is null or kyc_country ~ '^[A-Z]{2}$');
