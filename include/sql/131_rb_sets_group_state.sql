-- Issue 30 deliverable 7: operators' per-group figures of the history catalogue.
--
-- `usenet-ops backfill status`, status.json and the Usenet view count rb_sets
-- per (group, state). rb_sets may hold ~115 M rows (REBUILD "Target"); its
-- only other indexes lead with set_id and with state, so a per-group count
-- would read every row of a state. With this index each (group, state) count
-- is an index-only range scan of that group's rows of that state (measured
-- with EXPLAIN: store/rebuild_chunks.py group_set_counts).
CREATE INDEX IF NOT EXISTS rb_sets_group_state ON rb_sets (group_name, state);
