-- The newest-first covering index also carries search_name, so a partial
-- word (trigram fallback: search_name ILIKE '%part%') is tested from the
-- index too when it matches too many releases for the bitmap path.
-- Replaces releases_posted_cover from 032.
CREATE INDEX IF NOT EXISTS releases_posted_search
    ON releases (posted_at DESC, id DESC) INCLUDE (search_vector, category, search_name);
DROP INDEX IF EXISTS releases_posted_cover;
