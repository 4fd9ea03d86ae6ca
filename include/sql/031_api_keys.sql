-- API keys for the Newznab service. Only a SHA-256 of the key is stored: keys
-- are 32 random bytes, so a fast hash is enough (no dictionary to attack) and
-- keeps the per-request lookup to one index probe. `prefix` (the first 8
-- characters) lets an operator recognise a key in `usenet-ops apikey list`.
CREATE TABLE IF NOT EXISTS api_keys (
    id               bigserial PRIMARY KEY,
    name             text NOT NULL,
    key_hash         text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
    prefix           text NOT NULL,
    -- NULL = unlimited.
    requests_per_day integer CHECK (requests_per_day IS NULL OR requests_per_day >= 0),
    grabs_per_day    integer CHECK (grabs_per_day IS NULL OR grabs_per_day >= 0),
    created_at       timestamptz NOT NULL DEFAULT now(),
    revoked_at       timestamptz
);

-- Usage per key per UTC day; one upsert per request.
CREATE TABLE IF NOT EXISTS api_usage (
    key_id   bigint NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
    day      date NOT NULL,
    requests integer NOT NULL DEFAULT 0,
    grabs    integer NOT NULL DEFAULT 0,
    PRIMARY KEY (key_id, day)
);
