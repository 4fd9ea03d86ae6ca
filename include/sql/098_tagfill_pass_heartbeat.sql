-- A tag fill batch's liveness (docs/adr/0020-tag-fill.md): the batch stamps
-- heartbeat_at (and its running counts) with every chunk it commits, so a
-- batch killed mid-run (SIGKILL, OOM, a lost worker) is recognisable: the
-- next plan marks a 'running' row whose heartbeat is older than the lease
-- 'abandoned', and status stops reporting a dead batch as running. Nullable
-- without a default: adding it rewrites no row.
ALTER TABLE tagfill_passes ADD COLUMN IF NOT EXISTS heartbeat_at timestamptz;
ALTER TABLE tagfill_passes DROP CONSTRAINT IF EXISTS tagfill_passes_state_check;
ALTER TABLE tagfill_passes ADD CONSTRAINT tagfill_passes_state_check
    CHECK (state IN ('running', 'done', 'failed', 'abandoned'));
-- The plan's stale check reads only running rows.
CREATE INDEX IF NOT EXISTS tagfill_passes_running ON tagfill_passes (id) WHERE state = 'running';
