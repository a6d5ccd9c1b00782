-- A registration belongs to the browser that started it: the hash of a secret
-- kept in that browser's HttpOnly cookie (as a QR code's is). The password
-- step and recall need it; the uuid alone, which travels in URLs and mail,
-- grants nothing. Registrations opened before this have none, and no browser
-- can finish them.
alter table registrations add column browser_secret_hash text not null default '';
