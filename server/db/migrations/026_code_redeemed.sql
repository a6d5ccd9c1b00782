-- Issue 39: a security code that was redeemed is told apart from one that
-- was replaced by a newer send (both have used_at): typing a redeemed code
-- again answers "already used, wait for the next code" (30057), which is
-- not counted as a wrong code; a replaced one stays a wrong code.
alter table security_codes add column redeemed_at timestamptz;
