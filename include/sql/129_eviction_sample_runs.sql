-- Which watchdog run took each eviction sample (issue 32). A retry of the
-- run that found the figures climbing must compare with the run BEFORE it,
-- not with its own first try's sample: otherwise the retry sees no climb,
-- the run ends green and the alert never fires.
ALTER TABLE staging_eviction_samples ADD COLUMN IF NOT EXISTS run_id text NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS staging_eviction_samples_run ON staging_eviction_samples (run_id);
