-- The months a range's chunks were stored under (issue 30; ADR 0021 decision
-- 16): the least and greatest posted_month of its dated chunks, kept by the
-- same statement that writes them (store.rebuild_chunks._WRITE). With a
-- partition a month, a lookup of a range's chunks by its key alone probes
-- every month's primary-key index; narrowed to these months (and the
-- default partition, where undated chunks are), Postgres skips the rest.
-- NULL: no dated chunk yet. Ranges written before this migration get the
-- widest window ('-infinity' .. 'infinity'): their months are not known, and
-- a later batch's LEAST/GREATEST keeps them unknown.
ALTER TABLE rb_ranges ADD COLUMN IF NOT EXISTS month_lo date, ADD COLUMN IF NOT EXISTS month_hi date;
UPDATE rb_ranges SET month_lo = '-infinity', month_hi = 'infinity' WHERE month_lo IS NULL AND chunks > 0;
