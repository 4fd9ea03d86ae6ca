-- Every build candidate's fate, per day and reason, with one sample subject
-- (invariant 4). Incomplete and duplicate are usually the largest reasons and
-- are counted like the rest.
CREATE TABLE IF NOT EXISTS build_outcomes (
    day     date NOT NULL,
    reason  text NOT NULL,
    count   bigint NOT NULL DEFAULT 0,
    sample  text NOT NULL DEFAULT '',
    PRIMARY KEY (day, reason)
);

-- Persistent cursors of the bounded sweeps (walk-past), so a large staging
-- area is worked down across rounds instead of re-reading its head.
CREATE TABLE IF NOT EXISTS sweep_cursors (
    sweep       text NOT NULL,
    group_name  text NOT NULL,
    cursor      text NOT NULL DEFAULT '',
    updated_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (sweep, group_name)
);

-- One row per build pass: the stretch between "staged" and "released" made observable.
CREATE TABLE IF NOT EXISTS build_passes (
    id           bigserial PRIMARY KEY,
    run_id       text NOT NULL DEFAULT '',
    started_at   timestamptz NOT NULL DEFAULT now(),
    finished_at  timestamptz,
    rounds       integer NOT NULL DEFAULT 0,
    candidates   integer NOT NULL DEFAULT 0,
    built        integer NOT NULL DEFAULT 0,
    segments     bigint NOT NULL DEFAULT 0,
    outcomes     jsonb NOT NULL DEFAULT '{}',
    ready_left   integer NOT NULL DEFAULT 0,
    staged_left  bigint NOT NULL DEFAULT 0,
    seconds      double precision NOT NULL DEFAULT 0,
    state        text NOT NULL DEFAULT 'running'
);
CREATE INDEX IF NOT EXISTS build_passes_recent ON build_passes (started_at DESC);
