-- A salvaged release's health from the moment it is built (issue 32 item 6).
-- The walk-past sweep builds a set whose data gaps par2 can repair marked
-- broken; until now neither the API nor the health records read that, so
-- clients saw it as whole until a sweep reached it. The build writes its
-- verdict here (source 'build') with what it knows is missing; a check that
-- concludes replaces it (source 'check'), filling what STAT can tell.
ALTER TABLE release_health ADD COLUMN IF NOT EXISTS source text NOT NULL DEFAULT 'check';
ALTER TABLE release_health DROP CONSTRAINT IF EXISTS release_health_source_check;
ALTER TABLE release_health ADD CONSTRAINT release_health_source_check CHECK (source IN ('build', 'check'));
ALTER TABLE release_health ADD COLUMN IF NOT EXISTS missing_files integer;       -- whole files never seen (build)
ALTER TABLE release_health ADD COLUMN IF NOT EXISTS missing_segments integer;    -- data articles missing
ALTER TABLE release_health ADD COLUMN IF NOT EXISTS recovery_blocks integer;     -- par2 blocks there
ALTER TABLE release_health ADD COLUMN IF NOT EXISTS recovery_needed integer;     -- par2 blocks a repair needs

-- When the complete upload of a salvaged release is built, the salvaged one
-- moves to release_removals like tag fill's removals (the seed's nzb-heal
-- purge, made restorable): family 'superseded', rule_id the id of the
-- release that completes it.
ALTER TABLE release_removals DROP CONSTRAINT IF EXISTS release_removals_family_check;
ALTER TABLE release_removals ADD CONSTRAINT release_removals_family_check
    CHECK (family IN ('junk', 'blacklist', 'superseded'));

-- The build looks for salvaged releases of a new release's poster: few rows,
-- one probe per chunk of new releases.
CREATE INDEX IF NOT EXISTS releases_broken_poster ON releases (poster) WHERE broken;
