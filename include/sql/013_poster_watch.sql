-- Poster watch: filter_hits answers "which rule drops the most"; this answers
-- "what happened to everything this poster put out". Patterns are stored
-- casefolded and matched as substrings of From; every outcome (successes
-- included) is tallied per (pattern, stage, reason), because "nothing at all
-- for this poster" and "all of it junked at ingest" look identical from the
-- outside and have opposite fixes.
CREATE TABLE IF NOT EXISTS poster_watch (
    pattern    text PRIMARY KEY CHECK (pattern <> '' AND pattern = lower(pattern)),
    note       text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS poster_hits (
    pattern    text NOT NULL REFERENCES poster_watch (pattern) ON DELETE CASCADE,
    stage      text NOT NULL,
    reason     text NOT NULL,
    count      bigint NOT NULL DEFAULT 0 CHECK (count >= 0),
    sample     text NOT NULL DEFAULT '',
    first_seen timestamptz NOT NULL DEFAULT now(),
    last_seen  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (pattern, stage, reason)
);
