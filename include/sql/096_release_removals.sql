-- Releases the tag fill's junk sweep took out of the catalogue
-- (docs/adr/0020-tag-fill.md): the current junk rules or blacklist reject a
-- release an older rule set let through. The row moves here whole (release
-- as jsonb, and the rows that hang off it: grabs, probes, probe queue), so
-- it is gone from every API read yet restorable with its id, guid and NZB
-- (`usenet-ops tagfill restore`) until the prune pass purges it after
-- tagfill_grace_days. A restored release keeps its row here with restored_at
-- set and its copy dropped: the operator said "keep it", and the sweep never
-- removes it again.
CREATE TABLE IF NOT EXISTS release_removals (
    release_id         bigint PRIMARY KEY,
    content_hash       text NOT NULL,
    title              text NOT NULL,
    family             text NOT NULL CHECK (family IN ('junk', 'blacklist')),
    rule_id            bigint NOT NULL,
    rule_name          text NOT NULL,
    detail             text NOT NULL DEFAULT '',
    classifier_version text NOT NULL,
    removed_at         timestamptz NOT NULL DEFAULT now(),
    restored_at        timestamptz,
    release            jsonb,
    dependents         jsonb NOT NULL DEFAULT '{}'
);
-- Per-rule counts and the grace purge read by time; the listing is newest first.
CREATE INDEX IF NOT EXISTS release_removals_removed ON release_removals (removed_at DESC);
CREATE INDEX IF NOT EXISTS release_removals_hash ON release_removals (content_hash);
