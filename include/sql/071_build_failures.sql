-- Build candidates that failed: a set whose assembly raised (a parser bug)
-- waits here between retries, and any set given up on is recorded with its
-- reason, so a bad set is neither retried forever nor lost without a trace.
--
-- A set whose assembly raises stays staged and is retried on later passes
-- (the bug may be fixed by then); after build_error_retries attempts it is
-- set aside: rejected_at is set and its staged rows are removed. A release
-- the catalogue refuses even with bounded text is set aside at once.
-- Rows of sets that build after all, or expire, are removed with them;
-- the prune pass deletes the rest after diag_keep_days.
CREATE TABLE IF NOT EXISTS build_failures (
    set_id       text PRIMARY KEY,
    group_name   text NOT NULL,
    base         text NOT NULL,                -- bounded (domain/bounds.py)
    reason       text NOT NULL,                -- what failed: parse_error (assembly raised) | catalogue_refused
    detail       text NOT NULL DEFAULT '',     -- the exception and where it was raised, or the database's refusal
    attempts     integer NOT NULL DEFAULT 1,
    first_failed timestamptz NOT NULL DEFAULT now(),
    last_failed  timestamptz NOT NULL DEFAULT now(),
    rejected_at  timestamptz                   -- set aside: its staged rows are gone
);
CREATE INDEX IF NOT EXISTS build_failures_recent ON build_failures (last_failed DESC);
