-- The seed's remaining admin actions (issue 32, item 8).
--
-- health_rechecks: a person asked for one release to be checked again (the
-- Usenet view's Recheck button, the API's t=details&recheck=1). One row per
-- release; the request is serviced on a backbone once that backbone's
-- release_checks row was attempted (a verdict, or stamped inconclusive: the
-- seed's row skip) at or after requested_at, so the health pass writes
-- nothing extra. A transport or pool skip writes nothing, so the request
-- stays queued, as the seed says: that check never really happened. The
-- plan takes pending requests first, whatever their due date.
CREATE TABLE IF NOT EXISTS health_rechecks (
    release_id   bigint PRIMARY KEY REFERENCES releases (id) ON DELETE CASCADE,
    requested_at timestamptz NOT NULL DEFAULT now(),
    requested_by text NOT NULL DEFAULT '',
    source       text NOT NULL DEFAULT '' CHECK (source IN ('', 'view', 'cli', 'api'))
);
CREATE INDEX IF NOT EXISTS health_rechecks_requested ON health_rechecks (requested_at);

-- staging_evictions: hopeless sets our own Redis eviction shed, per UTC day.
-- The backend object that sheds them lives for one pass, so its counter
-- alone said nothing; the day rows make "since" and "per day" readable from
-- any process (status.json, the Builder tab).
CREATE TABLE IF NOT EXISTS staging_evictions (
    day            date PRIMARY KEY,
    hopeless_sets  bigint NOT NULL DEFAULT 0 CHECK (hopeless_sets >= 0),
    updated_at     timestamptz NOT NULL DEFAULT now()
);

-- staging_eviction_samples: what the watchdog read each run (Redis' own
-- evicted_keys from INFO stats, and our hopeless total), so "climbing" is a
-- difference between two samples, not a guess. Kept 14 days, like the
-- seed's staging_census.
CREATE TABLE IF NOT EXISTS staging_eviction_samples (
    id             bigserial PRIMARY KEY,
    at             timestamptz NOT NULL DEFAULT now(),
    backend        text NOT NULL,
    evicted_keys   bigint,            -- NULL: not a Redis backend, or Redis did not answer
    hopeless_sets  bigint NOT NULL DEFAULT 0,
    policy         text NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS staging_eviction_samples_at ON staging_eviction_samples (at DESC);
