-- usenet-ops: no-transaction
-- The finder's indexes (132, ADR 0022), built CONCURRENTLY (ADR 0019
-- decision 10): at 10 M releases each takes minutes; the API keeps
-- answering and the build keeps inserting meanwhile.
--
-- releases_finder: a named release's words and filter tokens, and its
-- posting hour's buckets, in one GIN index; store.catalogue asks it
-- "tokens @@ filter AND times @@ window", both columns answered inside the
-- index. It replaces 111's words-plus-category index.
CREATE INDEX CONCURRENTLY IF NOT EXISTS releases_finder ON releases
    USING gin (release_tokens(search_vector, category, season, episode, groups, imdb, tvdb), release_times(posted_at))
    WHERE named;
-- releases_finder_trgm: partial words (the trigram fallback) by window the
-- same way. Over every row, so it also replaces 030's trigram index for
-- the operator's searches that include unnamed releases.
CREATE INDEX CONCURRENTLY IF NOT EXISTS releases_finder_trgm ON releases
    USING gin (search_name gin_trgm_ops, release_times(posted_at));
DROP INDEX CONCURRENTLY IF EXISTS releases_search_category;
DROP INDEX CONCURRENTLY IF EXISTS releases_search_trgm;
