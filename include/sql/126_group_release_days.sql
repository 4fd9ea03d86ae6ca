-- Releases built per group per UTC day (issue 32): the Groups tab and
-- `groups list` show releases built in 1/7/30 days and the last release's
-- time, so a quiet group and a dead one look different. Counting the
-- catalogue per group on each poll would scan it (groups is an array; its
-- GIN index cannot bound a time range), so the counts are rolled up here:
-- store/dashboard.refresh_release_days reads only releases above the
-- cursor, a bounded number per call, in id order.
-- Days older than 32 are pruned except each group's newest, which keeps the
-- last release's time of a group that went dead long ago.
CREATE TABLE IF NOT EXISTS group_release_days (
    group_name    text NOT NULL,
    day           date NOT NULL,
    built         bigint NOT NULL DEFAULT 0,
    last_added_at timestamptz NOT NULL,
    PRIMARY KEY (group_name, day)
);

-- Every release with id <= rolled_to is counted above.
CREATE TABLE IF NOT EXISTS group_release_cursor (
    singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    rolled_to  bigint NOT NULL DEFAULT 0,
    rolled_at  timestamptz
);

-- The catalogue as it stands, counted once here (one pass over releases);
-- later releases are rolled up by the refresh.
INSERT INTO group_release_days (group_name, day, built, last_added_at)
SELECT g, (r.added_at AT TIME ZONE 'UTC')::date, count(*), max(r.added_at)
FROM releases r CROSS JOIN LATERAL unnest(r.groups) AS g
GROUP BY 1, 2
ON CONFLICT (group_name, day) DO NOTHING;

DELETE FROM group_release_days d
WHERE d.day < (now() AT TIME ZONE 'UTC')::date - 32
  AND d.day < (SELECT max(x.day) FROM group_release_days x WHERE x.group_name = d.group_name);

INSERT INTO group_release_cursor (singleton, rolled_to, rolled_at)
SELECT true, COALESCE(max(id), 0), now() FROM releases
ON CONFLICT (singleton) DO NOTHING;
