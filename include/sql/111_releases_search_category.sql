-- Words within a category list (t=movie&q=Title, t=search&q=..&cat=2000,
-- every *arr searching by title in its categories) on a large catalogue.
--
-- Measured on 10M releases (bench.catalogue_scale, docs/capacity.md C3): the
-- planner answered a title word in the movie categories by a BitmapAnd of
-- the full-text index (27,687 rows, 19 ms) with releases_category_posted_named
-- over every movie (1.5M rows, 415 ms, 7,400 buffers): 546-711 ms per request.
-- This index holds each named release's words plus one token for its
-- category ('#2040': the text parser never makes a lexeme with '#', so no
-- title word can collide with it), and the query becomes one tsquery,
-- word & ('#2000' | '#2030' | ...): GIN's fast scan walks the rare word's
-- posting list and skips through the categories' long ones inside the index.
-- The same requests took 49-92 ms (EXPLAIN ANALYZE 22-48 ms), 192 MB at 10M
-- (19 bytes a release). store.catalogue._where writes the expression exactly
-- as indexed (the planner matches the expression, not the name).
CREATE INDEX IF NOT EXISTS releases_search_category ON releases
    USING gin ((search_vector || array_to_tsvector(ARRAY['#' || category::text]))) WHERE named;
