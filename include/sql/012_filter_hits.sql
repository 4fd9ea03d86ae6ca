-- Two populations kept apart, because reading them together made the Filters
-- page's cost grow with the diagnostics and buried the rules (an operator
-- read the merged list as "we now have 100k rules").
--
-- filter_hits: rule counters. One row per configured rule (kind junk or
-- blacklist), lifetime totals, never pruned, read whole.
CREATE TABLE IF NOT EXISTS filter_hits (
    kind       text NOT NULL CHECK (kind IN ('junk', 'blacklist')),
    rule_id    bigint NOT NULL,
    hits       bigint NOT NULL DEFAULT 0 CHECK (hits >= 0),
    first_seen timestamptz NOT NULL DEFAULT now(),
    last_seen  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (kind, rule_id)
);

-- filter_instruments: instrument counters (ungrouped, merge_suspect,
-- parse_dropped, ...). One row per distinct observation: unbounded (the
-- grouping watch's first day produced 2,260 stems against 26 rules), so it is
-- paged by kind and pruned by last_seen on the diagnostics horizon.
CREATE TABLE IF NOT EXISTS filter_instruments (
    kind       text NOT NULL,
    key        text NOT NULL,
    count      bigint NOT NULL DEFAULT 0 CHECK (count >= 0),
    sample     text NOT NULL DEFAULT '',
    first_seen timestamptz NOT NULL DEFAULT now(),
    last_seen  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (kind, key)
);

-- Paging within a kind, busiest first (keyset on count, key).
CREATE INDEX IF NOT EXISTS filter_instruments_kind_count ON filter_instruments (kind, count DESC, key);
-- Pruning on the diagnostics horizon.
CREATE INDEX IF NOT EXISTS filter_instruments_last_seen ON filter_instruments (last_seen);
