-- Health (issue 18): whether each release's articles are still on the
-- servers, checked by pipelined STAT per backbone (article numbers are per
-- backbone, message-ids are global, so one check per backbone is enough).
--
-- release_checks: one row per (release, backbone), seeded by the sweep's
-- planner from a cursor over releases.id (health_cursors). verdict is NULL
-- until a check concludes; an inconclusive check (the server answered, but
-- not usably) is stamped in attempted_at and leaves the verdict alone, so it
-- sorts behind never-attempted rows instead of leading every batch.
CREATE TABLE IF NOT EXISTS release_checks (
    release_id          bigint NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
    backbone            text NOT NULL,
    verdict             text CHECK (verdict IN ('healthy', 'repairable', 'broken', 'dead')),
    mode                text NOT NULL DEFAULT '',   -- full | sample | sample+par2 | par2
    provider            text NOT NULL DEFAULT '',
    segments            integer NOT NULL DEFAULT 0,
    checked             integer NOT NULL DEFAULT 0, -- STATs answered usably
    missing             integer NOT NULL DEFAULT 0,
    unusable            integer NOT NULL DEFAULT 0,
    data_checked        integer NOT NULL DEFAULT 0,
    missing_data        integer NOT NULL DEFAULT 0,
    recovery_blocks     integer NOT NULL DEFAULT 0, -- named by the par2 volume files
    recovery_available  integer NOT NULL DEFAULT 0, -- of those, in volumes found there
    missing_pct         real NOT NULL DEFAULT 0,
    checked_at          timestamptz,                -- the last check with a verdict
    attempted_at        timestamptz,                -- the last check, with a verdict or stamped inconclusive
    next_check_at       timestamptz NOT NULL,       -- never attempted: posted_at (the min-age guard applies on top)
    checks              integer NOT NULL DEFAULT 0,
    inconclusive        integer NOT NULL DEFAULT 0,
    note                text NOT NULL DEFAULT '',
    PRIMARY KEY (release_id, backbone)
);
CREATE INDEX IF NOT EXISTS release_checks_due ON release_checks (backbone, next_check_at);
CREATE INDEX IF NOT EXISTS release_checks_never ON release_checks (backbone, next_check_at) WHERE attempted_at IS NULL;

-- The release's verdict over the configured backbones: the best any of them
-- reached (a release one provider lost and another serves stays available).
CREATE TABLE IF NOT EXISTS release_health (
    release_id   bigint PRIMARY KEY REFERENCES releases (id) ON DELETE CASCADE,
    verdict      text NOT NULL CHECK (verdict IN ('healthy', 'repairable', 'broken', 'dead')),
    available    boolean NOT NULL,
    missing_pct  real NOT NULL DEFAULT 0,
    backbones    integer NOT NULL DEFAULT 0,        -- backbones with a verdict
    checked_at   timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS release_health_verdict ON release_health (verdict);

-- Where each backbone's seeding of release_checks has got to.
CREATE TABLE IF NOT EXISTS health_cursors (
    backbone        text PRIMARY KEY,
    seeded_through  bigint NOT NULL DEFAULT 0,
    updated_at      timestamptz NOT NULL DEFAULT now()
);

-- One row per health check task: its costs (STATs, time holding a
-- connection), what it concluded and why it ended; the census it saw last.
CREATE TABLE IF NOT EXISTS health_passes (
    id             bigserial PRIMARY KEY,
    run_id         text NOT NULL DEFAULT '',
    provider       text NOT NULL DEFAULT '',
    backbone       text NOT NULL DEFAULT '',
    started_at     timestamptz NOT NULL DEFAULT now(),
    finished_at    timestamptz,
    state          text NOT NULL DEFAULT 'running',
    ended          text NOT NULL DEFAULT '',
    releases       integer NOT NULL DEFAULT 0,
    verdicts       jsonb NOT NULL DEFAULT '{}',
    skips          jsonb NOT NULL DEFAULT '{}',
    stats          bigint NOT NULL DEFAULT 0,
    lease_seconds  double precision NOT NULL DEFAULT 0,
    seconds        double precision NOT NULL DEFAULT 0,
    message        text NOT NULL DEFAULT '',
    census         jsonb
);
CREATE INDEX IF NOT EXISTS health_passes_recent ON health_passes (started_at DESC);

-- A release dead on every configured backbone leaves search, feeds and
-- browse (knob health_hide_dead). The flag is written only when it flips.
ALTER TABLE releases ADD COLUMN IF NOT EXISTS dead boolean NOT NULL DEFAULT false;
