-- usenet-ops: no-transaction
-- 137's partial finder index again, for the TV tree: Sonarr's t=tvsearch by
-- name (no tvdbid), or any cat=50xx with words, reads posting lists of TV
-- releases only. A third of the catalogue, so the gain is smaller than the
-- movie tree's, but the commonest words are a show's name as often as a
-- film's: measured at 10 M, A/B through the API, tvsearch by name p99 67.1
-- -> 42.1 ms (docs/capacity.md C7). store.catalogue's TREE_FINDERS names the
-- trees; until this index is valid a TV query reads 136's, the tree tested on
-- the heap.
CREATE INDEX CONCURRENTLY IF NOT EXISTS releases_finder_tv ON releases
    USING gin (release_finder_tokens(search_vector, category, season, episode, groups, imdb, tvdb),
               release_finder_times(posted_at))
    WITH (gin_pending_list_limit = 256) WHERE named AND category >= 5000 AND category < 6000;
