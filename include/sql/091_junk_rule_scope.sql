-- What a junk rule judges (issue 16): the release's name ('title', a hit drops
-- it), each file's own name with its extension ('file': executable bait hid
-- behind a base that never carries the extension), or a machine-made name
-- ('obfuscation': an upload whose articles group into files is kept as an
-- unnamed release for phase 2 to name). Owned by the TSV like the other
-- shipped columns; rows seeded before it judge titles until the next seed.
ALTER TABLE junk_rules ADD COLUMN IF NOT EXISTS scope text NOT NULL DEFAULT 'title'
    CHECK (scope IN ('title', 'file', 'obfuscation'));
