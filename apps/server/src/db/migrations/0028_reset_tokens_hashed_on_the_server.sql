-- The browser sends a reset link's token as its SHA-256 (spec), and that was what was stored, so
-- a copy of the table (a backup) could reset a password by itself. The server now stores the
-- SHA-256 of what the browser sends. Links not yet used keep working: their stored value is
-- hashed once more, as the server now hashes what arrives.
UPDATE "password_reset_tokens" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');
