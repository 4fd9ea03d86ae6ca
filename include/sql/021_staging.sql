-- pg staging: article overviews waiting for their release to complete.
-- Three levels, written in bulk per batch (never one statement per article):
-- sets (a release candidate), files, segments. No foreign keys: the crawl's
-- hot path and the build's deletes stay cheap, and the three are always
-- written and deleted together in one transaction.
CREATE TABLE IF NOT EXISTS staged_sets (
    set_id          text PRIMARY KEY,          -- hash of (group, poster, base)
    group_name      text NOT NULL,
    base            text NOT NULL,
    poster          text NOT NULL,
    groups          text[] NOT NULL DEFAULT '{}', -- every group the set's articles were crossposted to
    file_total      integer NOT NULL DEFAULT 0, -- N of [i/N]; 0 = the subjects carry no file counter
    files_seen      integer NOT NULL DEFAULT 0,
    files_complete  integer NOT NULL DEFAULT 0,
    segments_have   bigint NOT NULL DEFAULT 0,
    segments_total  bigint NOT NULL DEFAULT 0,  -- sum of (p/t) totals over the files seen
    bytes           bigint NOT NULL DEFAULT 0,
    backbone        text NOT NULL,              -- the backbone whose numbers art_lo/art_hi are in
    art_lo          bigint NOT NULL,
    art_hi          bigint NOT NULL,
    posted_min      bigint NOT NULL DEFAULT 0,  -- unix seconds
    posted_max      bigint NOT NULL DEFAULT 0,
    first_seen      timestamptz NOT NULL DEFAULT now(),
    last_seen       timestamptz NOT NULL DEFAULT now(),
    -- forming | settling (no file counter, every seen file complete) | ready | collision
    status          text NOT NULL DEFAULT 'forming',
    ready_since     timestamptz
);
CREATE INDEX IF NOT EXISTS staged_sets_ready ON staged_sets (ready_since) WHERE status = 'ready';
CREATE INDEX IF NOT EXISTS staged_sets_settling ON staged_sets (last_seen) WHERE status = 'settling';
CREATE INDEX IF NOT EXISTS staged_sets_forming ON staged_sets (group_name, last_seen) WHERE status IN ('forming', 'collision');

CREATE TABLE IF NOT EXISTS staged_files (
    file_id     text PRIMARY KEY,              -- hash of (set_id, file key)
    set_id      text NOT NULL,
    file_name   text NOT NULL,
    subject     text NOT NULL,                 -- as first seen (decoded), for the NZB
    file_index  integer,
    part_total  integer NOT NULL,
    parts_have  integer NOT NULL DEFAULT 0,
    bytes       bigint NOT NULL DEFAULT 0,
    posted      bigint NOT NULL DEFAULT 0      -- unix seconds of the earliest segment seen
);
CREATE INDEX IF NOT EXISTS staged_files_set ON staged_files (set_id);

CREATE TABLE IF NOT EXISTS staged_segments (
    message_id  text PRIMARY KEY,              -- without angle brackets; dedup across providers and re-reads
    file_id     text NOT NULL,
    part        integer NOT NULL,
    bytes       integer NOT NULL,
    UNIQUE (file_id, part)                      -- a segment counts once even if reposted under another id
);

-- Exact count of staged segments per group, kept in the same transactions
-- that stage (crawl) and remove (build, prune) them: the pressure gates read
-- it, so it must not be a planner estimate.
CREATE TABLE IF NOT EXISTS staging_counts (
    group_name  text PRIMARY KEY,
    segments    bigint NOT NULL DEFAULT 0
);
