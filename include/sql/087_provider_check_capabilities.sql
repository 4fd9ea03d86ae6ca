-- A provider's connection test also records what the server advertised
-- (CAPABILITIES labels) and who asked for it (the watchdog, the view's Test
-- button, the CLI), so the Providers tab shows latency and capabilities
-- beside the last result.
ALTER TABLE provider_checks ADD COLUMN IF NOT EXISTS capabilities text[] NOT NULL DEFAULT '{}';
ALTER TABLE provider_checks ADD COLUMN IF NOT EXISTS source text NOT NULL DEFAULT 'watchdog';
