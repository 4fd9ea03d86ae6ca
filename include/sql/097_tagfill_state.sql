-- Tag fill's walk (docs/adr/0020-tag-fill.md). One row: the classifier
-- version being walked to, the next release id the plan hands out, and
-- verified_below: every crawl release with id below it was found at the
-- version (a walk ends by checking the whole range once; afterwards only
-- ids above it are checked, through the primary key).
CREATE TABLE IF NOT EXISTS tagfill_state (
    singleton      boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    version        text NOT NULL,
    next_id        bigint NOT NULL DEFAULT 0,
    verified_below bigint NOT NULL DEFAULT 0,
    walk_started   timestamptz NOT NULL DEFAULT now(),
    planned_at     timestamptz,
    finished_at    timestamptz
);

-- One row per tag fill batch (a mapped task, or a CLI run): what it read,
-- changed and removed (per rule), what it could not judge, how fast.
CREATE TABLE IF NOT EXISTS tagfill_passes (
    id           bigserial PRIMARY KEY,
    run_id       text NOT NULL DEFAULT '',
    version      text NOT NULL,
    id_lo        bigint NOT NULL,
    id_hi        bigint NOT NULL,
    started_at   timestamptz NOT NULL DEFAULT now(),
    finished_at  timestamptz,
    state        text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'done', 'failed')),
    examined     bigint NOT NULL DEFAULT 0,
    changed      bigint NOT NULL DEFAULT 0,
    removed      bigint NOT NULL DEFAULT 0,
    unjudgeable  bigint NOT NULL DEFAULT 0,
    by_rule      jsonb NOT NULL DEFAULT '{}',
    sample       text NOT NULL DEFAULT '',
    seconds      real NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS tagfill_passes_started ON tagfill_passes (started_at DESC);
