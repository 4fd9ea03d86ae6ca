-- Newznab's password attr on the release row (0 none, 1 passworded, 2 possibly),
-- so search and feeds read it without a join (the probe pass sets it from
-- release_probes). A constant default: adding it rewrites nothing.
ALTER TABLE releases ADD COLUMN IF NOT EXISTS password smallint NOT NULL DEFAULT 0;
DO $$ BEGIN
    ALTER TABLE releases ADD CONSTRAINT releases_password_check CHECK (password IN (0, 1, 2));
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
