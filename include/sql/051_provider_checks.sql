-- The watchdog's provider connection tests, latest first; status.json shows
-- each provider's last result.
CREATE TABLE IF NOT EXISTS provider_checks (
    id        bigserial PRIMARY KEY,
    provider  text NOT NULL,
    at        timestamptz NOT NULL DEFAULT now(),
    ok        boolean NOT NULL,
    message   text NOT NULL DEFAULT '',
    seconds   double precision NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS provider_checks_latest ON provider_checks (provider, at DESC);
