-- Unnamed releases (issue 16): an upload whose names are machine-made (hashed
-- or random) is stored complete, with its NZB and probe candidates, but is
-- hidden from search, feeds and browse until phase 2 names it from its par2
-- or NFO (store.catalogue.set_named flips it). A constant default: adding
-- the column rewrites no row.
ALTER TABLE releases ADD COLUMN IF NOT EXISTS named boolean NOT NULL DEFAULT true;
