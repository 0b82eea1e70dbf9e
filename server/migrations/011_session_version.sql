-- 011_session_version: ending a user's sessions (issue 15). Every token carries the user's
-- session_version as its `ver` claim and the guard refuses a token whose `ver` is not the stored one.
-- A password change or reset adds one, so every token issued before it stops working at once.
-- Existing users start at 0, the value the guard reads for tokens signed before this migration,
-- so nobody is signed out by the upgrade.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;
