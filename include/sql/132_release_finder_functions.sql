-- The finder (ADR 0022): every filter a Newznab request sends, as tokens in
-- one GIN index, and the posting time as tokens too, so the API finds the
-- newest matches of any filter inside the index, window by window, without
-- trusting a planner estimate (docs/capacity.md C3: the estimate-driven
-- requests grew 10-30x from 50 k to 10 M releases; the indexes themselves
-- did not).
--
-- release_tokens: a named release's words plus one token per filter value:
-- '#<category>', '#s<season>', '#e<episode>', '#x<season>.<episode>' (one
-- episode: a GIN pass costs its rarest posting list, and an episode's is
-- ~24x shorter than its episode number's), '#i<imdb>', '#t<tvdb>' and
-- '#g<group>' per group. The text parser never makes a lexeme with '#'
-- (111), so no title can forge one.
--
-- release_times: the posting hour h (hours since 1970, clamped at 0) at six
-- levels, '@0:<h>', '@1:<h >> 3>' ... '@5:<h >> 15>' (buckets of 1, 8, 64,
-- 512, 4,096 and 32,768 hours): any window of hours is the OR of a few
-- buckets (store.catalogue.window_tokens), which GIN reads lazily, so a
-- window costs what its rows or the filter's rarest token cost, whichever
-- is smaller, whatever its age.
--
-- Both bodies call pg_catalog functions only: an index expression is
-- evaluated by autovacuum and ANALYZE under their own search_path.
-- IMMUTABLE holds: a timestamptz's epoch does not depend on the time zone.
CREATE OR REPLACE FUNCTION release_times(posted_at timestamptz) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT array_to_tsvector(ARRAY['@0:' || h, '@1:' || (h >> 3), '@2:' || (h >> 6),
                                   '@3:' || (h >> 9), '@4:' || (h >> 12), '@5:' || (h >> 15)])
    FROM (SELECT greatest(0, coalesce(floor(extract(epoch FROM posted_at) / 3600), 0))::bigint AS h) t
$$;

CREATE OR REPLACE FUNCTION release_tokens(
    words tsvector, category integer, season integer, episode integer, groups text[], imdb text, tvdb integer
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    -- A lexeme holds at most 2,046 bytes: a longer value (no newsgroup name or id is) gets no token rather
    -- than refusing the row.
    SELECT coalesce(words, ''::tsvector) || coalesce(array_to_tsvector(array_agg(DISTINCT t)), ''::tsvector)
    FROM unnest(ARRAY['#' || category::text, '#s' || season::text, '#e' || episode::text,
                      '#x' || season::text || '.' || episode::text, '#i' || imdb,
                      '#t' || tvdb::text] || ARRAY(SELECT '#g' || g FROM unnest(groups) g)) t
    WHERE t IS NOT NULL AND t <> '#g' AND octet_length(t) < 2000
$$;
