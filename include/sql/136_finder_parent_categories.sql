-- usenet-ops: no-transaction
-- The finder's tokens with each release's top category too ('#p2000' for a
-- release in 2040): a client asking for a whole tree (Radarr's movies,
-- cat=2000 or 2000,2010,...,2090) is one posting list, not the tree's
-- eleven. Measured on the 10 M catalogue (docs/capacity.md C6): one common
-- word within the movie tree's tokens, 110.8 ms a pass; within one token,
-- 35.5 ms. A GIN pass checks every candidate of its rarest list against
-- each other list it ANDs; eleven ORed lists are eleven skips a candidate.
--
-- release_finder_tokens is 132's release_tokens plus '#p<category / 1000 *
-- 1000>'; a new function and a new index, because an index's expression may
-- not change under it. Built CONCURRENTLY, then 133's is dropped. Like
-- 132's, the bodies call pg_catalog functions only.
--
-- release_finder_times is 132's release_times under its own name: 133's
-- trigram index holds release_times too, and a finder step asking for the
-- posting hours could be planned on that index alone, the words tested on
-- every row of the window (a test's 500-row catalogue was). With its own
-- expression a step can only be answered by this index.
CREATE OR REPLACE FUNCTION release_finder_tokens(
    words tsvector, category integer, season integer, episode integer, groups text[], imdb text, tvdb integer
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(words, ''::tsvector) || coalesce(array_to_tsvector(array_agg(DISTINCT t)), ''::tsvector)
    FROM unnest(ARRAY['#' || category::text, '#p' || (category / 1000 * 1000)::text, '#s' || season::text,
                      '#e' || episode::text, '#x' || season::text || '.' || episode::text, '#i' || imdb,
                      '#t' || tvdb::text] || ARRAY(SELECT '#g' || g FROM unnest(groups) g)) t
    WHERE t IS NOT NULL AND t <> '#g' AND octet_length(t) < 2000
$$;
CREATE OR REPLACE FUNCTION release_finder_times(posted_at timestamptz) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT array_to_tsvector(ARRAY['@0:' || h, '@1:' || (h >> 3), '@2:' || (h >> 6),
                                   '@3:' || (h >> 9), '@4:' || (h >> 12), '@5:' || (h >> 15)])
    FROM (SELECT greatest(0, coalesce(floor(extract(epoch FROM posted_at) / 3600), 0))::bigint AS h) t
$$;
CREATE INDEX CONCURRENTLY IF NOT EXISTS releases_finder_parents ON releases
    USING gin (release_finder_tokens(search_vector, category, season, episode, groups, imdb, tvdb),
               release_finder_times(posted_at))
    WITH (gin_pending_list_limit = 256) WHERE named;
DROP INDEX CONCURRENTLY IF EXISTS releases_finder;
