-- Every API listing now says "AND r.named" (092). The newest-first walks
-- (030's releases_posted, releases_category_posted; 081's releases_posted_live)
-- would meet every unnamed row and filter it on the heap; on real groups
-- obfuscated uploads are most posts, so the walk would read most rows for
-- nothing. Partial indexes over the named rows keep each listing an ordered
-- index walk that never meets an unnamed row (measured: bench/api_latency.py,
-- README). No INCLUDE, for 070's reason (the heap row is fetched anyway).
CREATE INDEX IF NOT EXISTS releases_posted_named ON releases (posted_at DESC, id DESC) WHERE named;
CREATE INDEX IF NOT EXISTS releases_posted_live_named ON releases (posted_at DESC, id DESC) WHERE named AND NOT dead;
CREATE INDEX IF NOT EXISTS releases_category_posted_named ON releases (category, posted_at DESC, id DESC) WHERE named;
-- Only the API walked these two; the named ones above replace them (030's
-- releases_posted stays: retention deletes by posted_at over every row).
DROP INDEX IF EXISTS releases_posted_live;
DROP INDEX IF EXISTS releases_category_posted;
