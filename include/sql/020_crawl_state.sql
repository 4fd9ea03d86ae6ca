-- Crawl state per (backbone, group). Article numbers are per backbone, so
-- nothing here is ever shared across backbones (invariant 3).
CREATE TABLE IF NOT EXISTS group_state (
    backbone        text NOT NULL,
    group_name      text NOT NULL,
    -- Next article number the forward crawl reads. Everything below it (down
    -- to the first pass's start) is covered; it only advances in the same
    -- transaction that stages the batch (invariant 1).
    next_article    bigint,
    first_article   bigint,            -- where the first pass started
    server_low      bigint,
    server_high     bigint,
    server_count    bigint,
    bounds_at       timestamptz,
    -- Fencing: a task takes a new token when it starts and checks it inside
    -- every write transaction; a task that lost ownership writes nothing.
    fence_token     bigint NOT NULL DEFAULT 0,
    fence_owner     text NOT NULL DEFAULT '',
    fence_taken_at  timestamptz,
    stalled_passes  integer NOT NULL DEFAULT 0,
    last_crawl_at   timestamptz,
    last_progress_at timestamptz,
    PRIMARY KEY (backbone, group_name)
);

-- Fetched article-number coverage per (backbone, group): closed ranges
-- [lo, hi], merged when adjacent. The walk-past sweep reasons from it.
CREATE TABLE IF NOT EXISTS coverage (
    backbone   text NOT NULL,
    group_name text NOT NULL,
    lo         bigint NOT NULL,
    hi         bigint NOT NULL CHECK (hi >= lo),
    PRIMARY KEY (backbone, group_name, lo)
);

-- One row per group per crawl task run: live progress while it runs, the
-- summary after. status.json and `usenet-ops staging status` read these.
CREATE TABLE IF NOT EXISTS crawl_passes (
    id              bigserial PRIMARY KEY,
    run_id          text NOT NULL DEFAULT '',
    provider        text NOT NULL,
    backbone        text NOT NULL,
    group_name      text NOT NULL,
    started_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    finished_at     timestamptz,
    state           text NOT NULL DEFAULT 'running',  -- running | done | failed | fenced | held
    batches         integer NOT NULL DEFAULT 0,
    failed_batches  integer NOT NULL DEFAULT 0,
    articles        bigint NOT NULL DEFAULT 0,
    staged          bigint NOT NULL DEFAULT 0,
    duplicates      bigint NOT NULL DEFAULT 0,
    dropped         jsonb NOT NULL DEFAULT '{}',
    wire_bytes      bigint NOT NULL DEFAULT 0,
    backlog         bigint NOT NULL DEFAULT 0,
    articles_per_sec double precision NOT NULL DEFAULT 0,
    parse_sample    text,
    message         text NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS crawl_passes_recent ON crawl_passes (started_at DESC);
CREATE INDEX IF NOT EXISTS crawl_passes_group ON crawl_passes (backbone, group_name, started_at DESC);
