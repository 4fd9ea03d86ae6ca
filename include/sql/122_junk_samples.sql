-- What each junk rule caught on real traffic, per day (issue 28, deliverable 4):
-- `usenet-ops filters audit --days N` reads it to show an operator a new spam
-- family before users do. filter_hits keeps lifetime totals only, and the
-- titles a rule dropped were kept nowhere.
--
-- One row per (day, stage, rule): the drops the stage counted (ingest:
-- articles, build: releases) and up to ten distinct sample titles, bounded in
-- length by the writer (store/junk_samples.py). Written once per staging
-- transaction (ingest, beside filter_hits) or build chunk, never per article;
-- deleted with the other diagnostic series on the diagnostics horizon
-- (store/retention.py).
CREATE TABLE IF NOT EXISTS junk_samples (
    day        date NOT NULL,
    stage      text NOT NULL CHECK (stage IN ('ingest', 'build')),
    rule_id    bigint NOT NULL,
    count      bigint NOT NULL DEFAULT 0 CHECK (count >= 0),
    samples    text[] NOT NULL DEFAULT '{}',
    first_seen timestamptz NOT NULL DEFAULT now(),
    last_seen  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (day, stage, rule_id)
);
