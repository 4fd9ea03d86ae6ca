-- usenet-ops: no-transaction
-- The finder's index again, over the movie tree's named releases only: a
-- search confined to that tree (Radarr's t=movie by title, cat=2000 or any
-- of its subcategories) reads posting lists of that tree's releases, not of
-- the whole catalogue. A film's title is often made of the commonest words
-- ("It", "Us", "The Room"): in the whole index such a word's list holds a
-- tenth of the catalogue, and a finder pass decodes it (or the tree's
-- '#p2000' list it is ANDed with) whatever the window, because the heap is
-- not in posting-time order (docs/capacity.md C6: 87 ms at p99 at 10 M, two
-- or three passes). Here the same word's list holds only films, and the tree
-- token is implied by the index's predicate, so it is not read at all.
--
-- store.catalogue (TREE_FINDERS) asks a tree-confined query with the same
-- predicate written as literals, so the planner proves the partial index
-- usable (a prepared statement's generic plan too); the expressions are
-- 136's. Until this index is valid such a query is still answered, by 136's
-- index and the predicate tested on the heap.
CREATE INDEX CONCURRENTLY IF NOT EXISTS releases_finder_movies ON releases
    USING gin (release_finder_tokens(search_vector, category, season, episode, groups, imdb, tvdb),
               release_finder_times(posted_at))
    WITH (gin_pending_list_limit = 256) WHERE named AND category >= 2000 AND category < 3000;
