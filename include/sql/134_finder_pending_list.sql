-- The finder's GIN indexes (133) and the full-text one (030) keep new
-- entries in a pending list until it holds gin_pending_list_limit (4 MB by
-- default) or a vacuum merges it, and every search scans that list
-- whole: measured on the 10 M catalogue after 5,000 build inserts, 424
-- pending pages added ~30 ms to every finder step (ADR 0022). A build that
-- inserts all day keeps the list near its limit, so the limit is what a
-- search pays: 256 kB bounds it at ~32 pages, and inserts merge small
-- lists more often (their cost is in bench.catalogue_scale's insert row).
-- A storage parameter: no rewrite, a short lock.
ALTER INDEX IF EXISTS releases_finder SET (gin_pending_list_limit = 256);
ALTER INDEX IF EXISTS releases_finder_trgm SET (gin_pending_list_limit = 256);
ALTER INDEX IF EXISTS releases_search_vector SET (gin_pending_list_limit = 256);
