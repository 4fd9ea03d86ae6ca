-- Poison ranges: article-number ranges of a group whose overview Postgres
-- refused even after ingest's bounds (docs/adr/0009). The crawl bisects a
-- refused batch down to the smallest refused range, records it here, and
-- moves the group's watermark past it in the same transaction. Such a range
-- is never recorded as coverage (the walk-past sweep must not judge a set
-- across articles it never saw); `usenet-ops crawl quarantine retry` reads it
-- again through the normal staging path and clears it when it stages.
CREATE TABLE IF NOT EXISTS quarantine (
    id              bigserial PRIMARY KEY,
    backbone        text NOT NULL,
    group_name      text NOT NULL,
    lo              bigint NOT NULL,
    hi              bigint NOT NULL CHECK (hi >= lo),
    articles        integer NOT NULL DEFAULT 0,     -- overview lines numbered lo..hi when it was refused
    error           text NOT NULL,                  -- class [SQLSTATE]: first line of the message
    sample          text NOT NULL DEFAULT '',       -- the first such line, unprintable bytes as \xNN
    provider        text NOT NULL DEFAULT '',       -- the crawl's provider (conn id or redacted URL): retry reads there
    run_id          text NOT NULL DEFAULT '',
    quarantined_at  timestamptz NOT NULL DEFAULT now(),
    attempts        integer NOT NULL DEFAULT 0,     -- retries so far
    last_retry_at   timestamptz,
    last_error      text NOT NULL DEFAULT '',
    cleared_at      timestamptz                     -- set when a retry staged the range
);
CREATE INDEX IF NOT EXISTS quarantine_open ON quarantine (backbone, group_name, lo) WHERE cleared_at IS NULL;
