-- LOGIN-7: what the server saw of the device that showed a QR code, for the
-- confirming device: its address, kept masked (the last part of an IPv4
-- address, all but the first three groups of an IPv6 one, are never stored).
alter table qr_logins add column ip_masked text not null default '';
