-- Backfill (docs/adr/0010): a group's history read as range partitions.
--
-- backfill_partitions: one row per (backbone, group, partition size, block)
-- where block = lo / size, so every run that plans the same history names
-- the same row (domain/backfill.py). The row is the partition's claim and
-- its fence: a crawl_range task takes a new fence_token when it claims it
-- and every staging transaction checks that token under the row's lock, so
-- a task that lost the partition (zombie, takeover) writes nothing. The
-- same transaction records the batch's coverage (usenet.coverage) and this
-- row's progress: rows, coverage and progress commit together. A live
-- claim (state running, heartbeat recent) is never taken by another run:
-- overlapping runs do not read one range twice.
CREATE TABLE IF NOT EXISTS backfill_partitions (
    backbone      text NOT NULL,
    group_name    text NOT NULL,
    size          bigint NOT NULL CHECK (size > 0),
    block         bigint NOT NULL,
    lo            bigint NOT NULL,
    hi            bigint NOT NULL CHECK (hi >= lo),
    state         text NOT NULL DEFAULT 'planned',  -- planned | running | done | pressure | failed | expired
    fence_token   bigint NOT NULL DEFAULT 0,
    owner         text NOT NULL DEFAULT '',         -- dag/run/task[map] of the claim (a retry of it may take over)
    run_id        text NOT NULL DEFAULT '',
    worker        text NOT NULL DEFAULT '',         -- the machine (or Celery worker) that holds the claim
    claimed_at    timestamptz,
    heartbeat_at  timestamptz,
    finished_at   timestamptz,
    read_to       bigint,                           -- last article number committed by the current claim
    articles      bigint NOT NULL DEFAULT 0,        -- overview lines read, all claims
    staged        bigint NOT NULL DEFAULT 0,
    seconds       double precision NOT NULL DEFAULT 0,
    message       text NOT NULL DEFAULT '',
    PRIMARY KEY (backbone, group_name, size, block)
);
CREATE INDEX IF NOT EXISTS backfill_partitions_recent ON backfill_partitions (heartbeat_at DESC);

-- Date -> article number boundaries, found by binary search over article
-- dates (OVER probes) once and kept: a posting-date window's edges are
-- shared by neighbouring windows, so each is searched once. ``article`` is
-- the first article number posted at or after ``at`` (server_high + 1 when
-- none is); article numbers are per backbone (invariant 3).
CREATE TABLE IF NOT EXISTS backfill_boundaries (
    backbone    text NOT NULL,
    group_name  text NOT NULL,
    at          timestamptz NOT NULL,
    article     bigint NOT NULL,
    probes      integer NOT NULL DEFAULT 0,
    searched_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (backbone, group_name, at)
);

-- The back-pressure gate's hysteresis (backfill_pressure_high_pct pauses,
-- the low mark resumes): one row, shared by every backfill task.
CREATE TABLE IF NOT EXISTS backfill_gate (
    id         boolean PRIMARY KEY DEFAULT true CHECK (id),
    paused     boolean NOT NULL DEFAULT false,
    changed_at timestamptz NOT NULL DEFAULT now()
);
