-- The newest-first walk over the releases that are not dead: the same keys
-- as 070's releases_posted, over the live rows only, so hiding dead releases
-- (NOT r.dead, health_hide_dead) costs the walk nothing: dead rows are not in
-- it. No INCLUDE columns: a btree row is capped at 2,704 bytes, and the
-- API's page reads every column from the heap anyway (docs/adr/0018).
-- Replaces releases_posted_search from 033 (070 drops it too).
CREATE INDEX IF NOT EXISTS releases_posted_live ON releases (posted_at DESC, id DESC) WHERE NOT dead;
DROP INDEX IF EXISTS releases_posted_search;
