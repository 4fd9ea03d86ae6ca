-- usenet-ops: no-transaction
-- The words of named releases' names, for partial words (ADR 0022,
-- "Partial words from the words"): a query word that is no whole word
-- ("terstel") is looked up here, among the distinct words, by trigram, and
-- the releases are then found by the words it is part of ("interstellar")
-- through the finder's index, as a whole-word search is. At 10 M releases
-- the trigram index over every name (133's releases_finder_trgm) answered a
-- partial word in 161 ms at p99: a 4-letter fragment's trigrams are in
-- hundreds of thousands of names; the words holding it are a handful.
--
-- A superset, never fewer: a trigger adds the words of every release that
-- is inserted named or becomes named (or is renamed); a pruned or renamed
-- release's old words stay (a word that matches nothing costs one empty
-- posting list). No unique index on purpose: two builds inserting the same
-- new word would wait on each other's uncommitted entry, and, in two
-- orders, deadlock; a word at most repeats when two transactions add it at
-- once, and the lookup reads DISTINCT words.
--
-- Order (no-transaction: every statement re-runnable, the version row after
-- the last): the table and the trigger first, so every release written from
-- then on adds its words; then the words already there (one read of the
-- catalogue, no lock beyond the trigger's brief one); the trigram index
-- last, CONCURRENTLY. store.catalogue reads the words only once that index
-- is valid, which is only after the fill: until then a partial word takes
-- the trigram path as before.
CREATE TABLE IF NOT EXISTS release_words (word text NOT NULL);
CREATE INDEX CONCURRENTLY IF NOT EXISTS release_words_word ON release_words (word);
CREATE OR REPLACE FUNCTION release_words_add() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    INSERT INTO release_words (word)
    SELECT w FROM unnest(tsvector_to_array(NEW.search_vector)) w
    WHERE NOT EXISTS (SELECT 1 FROM release_words x WHERE x.word = w);
    RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER releases_words_insert AFTER INSERT ON releases
    FOR EACH ROW WHEN (NEW.named) EXECUTE FUNCTION release_words_add();
CREATE OR REPLACE TRIGGER releases_words_update AFTER UPDATE OF search_name, named ON releases
    FOR EACH ROW WHEN (NEW.named AND (NOT OLD.named OR OLD.search_name IS DISTINCT FROM NEW.search_name))
    EXECUTE FUNCTION release_words_add();
INSERT INTO release_words (word)
SELECT s.w FROM (SELECT DISTINCT unnest(tsvector_to_array(search_vector)) AS w FROM releases WHERE named) s
WHERE NOT EXISTS (SELECT 1 FROM release_words x WHERE x.word = s.w);
CREATE INDEX CONCURRENTLY IF NOT EXISTS release_words_trgm ON release_words USING gin (word gin_trgm_ops);
