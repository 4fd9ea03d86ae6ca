-- The newest-first covering index also carries the dead flag, so hiding dead
-- releases (NOT r.dead) is tested from the index like the search vector and
-- the category: a filter on a column outside it would turn the index-only
-- walk into a heap visit per candidate (~4 us instead of ~0.3 us each, see
-- 032). Replaces releases_posted_search from 033.
CREATE INDEX IF NOT EXISTS releases_posted_live
    ON releases (posted_at DESC, id DESC) INCLUDE (search_vector, category, search_name, dead);
DROP INDEX IF EXISTS releases_posted_search;
