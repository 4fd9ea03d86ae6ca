-- The junk-filter rule set, seeded from include/seed/junk_rules.tsv.
-- The shipped columns (name, kind, pattern, stage, size_band, reason) are
-- owned by the TSV and refreshed by every seed; enabled and position are the
-- operator's and are never overwritten by a reseed.
CREATE TABLE IF NOT EXISTS junk_rules (
    id         integer PRIMARY KEY,
    name       text NOT NULL UNIQUE,
    kind       text NOT NULL CHECK (kind IN ('regex', 'heuristic')),
    pattern    text NOT NULL,
    stage      text NOT NULL CHECK (stage IN ('ingest', 'build')),
    size_band  text NOT NULL DEFAULT '-',
    enabled    boolean NOT NULL DEFAULT true,
    position   integer NOT NULL,
    reason     text NOT NULL CHECK (reason <> ''),
    updated_at timestamptz NOT NULL DEFAULT now()
);

-- Evaluation order is read whole on every (re)load.
CREATE INDEX IF NOT EXISTS junk_rules_position ON junk_rules (position, id);
