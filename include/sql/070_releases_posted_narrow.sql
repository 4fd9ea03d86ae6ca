-- The newest-first index goes back to its key columns alone: (posted_at, id).
--
-- 033's INCLUDE (search_vector, category, search_name) made a release's row
-- in this btree as large as its search name twice over, and a btree row is
-- capped at 2,704 bytes: a post whose subject held a few KB of words failed
-- the catalogue insert, and with it the build chunk, pass after pass.
-- The included columns bought nothing for the API: its newest-first page
-- reads every column of the release, so Postgres runs a plain index scan
-- and tests the words on the heap row either way (EXPLAIN (ANALYZE, BUFFERS)
-- on a 1M-release catalogue: one heap buffer per rejected row with and
-- without them; docs/adr/0018). Titles and search names are bounded at 512
-- characters besides (domain/bounds.py), and no btree carries them.
--
-- The same definition as 030's releases_posted, which 032 replaced.
CREATE INDEX IF NOT EXISTS releases_posted ON releases (posted_at DESC, id DESC);
DROP INDEX IF EXISTS releases_posted_search;
