-- Tokens for monitoring systems that read status.json without an Airflow
-- login (a JWT from /auth/token expires; a monitor wants a long-lived,
-- read-only, revocable credential). Only a SHA-256 of each token is stored:
-- tokens are 256 random bits, so a fast hash leaves nothing to brute-force.
-- Sent only as the X-Usenet-Monitor-Token header, never in a URL.
CREATE TABLE IF NOT EXISTS monitor_tokens (
    id           bigserial PRIMARY KEY,
    name         text NOT NULL UNIQUE CHECK (name <> ''),
    token_hash   text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    revoked_at   timestamptz
);
