-- Sets whose subjects name only the file ("[01/12] - "01-track.flac" yEnc"):
-- an album's tracks and its par2 share no text, so each lands in a set of its
-- own. The build merges such siblings (same group, poster and [i/N] total,
-- disjoint slots, adjacent article numbers) before drawing ready sets.
ALTER TABLE staged_sets ADD COLUMN IF NOT EXISTS name_only boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS staged_sets_name_only
    ON staged_sets (group_name, poster, file_total, backbone, art_lo)
    WHERE name_only AND status = 'forming';
