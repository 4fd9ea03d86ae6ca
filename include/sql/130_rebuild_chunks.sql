-- REBUILD parts 3-4 (issue 30): the chunk store and the release catalogue of
-- header-first history. Written by plugins/usenet_ops/store/rebuild_chunks.py.
--
-- rb_chunks: one write-once row per set per batch of a backfill range (the
-- edge worker's SetChunk, its files and segments encoded by
-- domain.rebuild.chunk_codec). A re-run of a range deletes that range's rows
-- and writes them again; nothing is ever updated in place. Partitioned by the
-- month of the chunk's first posting so the bulk (~3 TB at full scale) ages
-- by month and a month can move to cheaper disk; months are attached by the
-- store on their first write. posted_month 1970-01-01 means "no date" and
-- stays in the default partition, as do months the store chose not to attach
-- (see _ensure_months there).
--
-- The primary key leads with the range key, so it is also the index a re-run
-- deletes a range by; it must hold the partition key (posted_month) to be
-- unique across partitions. Column order puts the fixed-width columns first:
-- no alignment padding between them, a few bytes less WAL per row.
CREATE TABLE IF NOT EXISTS rb_chunks (
    part_size    bigint   NOT NULL,
    block        bigint   NOT NULL,
    size         bigint   NOT NULL,
    posted_min   bigint   NOT NULL,  -- unix seconds, 0 unknown
    posted_max   bigint   NOT NULL,
    art_lo       bigint   NOT NULL,
    art_hi       bigint   NOT NULL,
    batch        integer  NOT NULL CHECK (batch >= 0),
    files        integer  NOT NULL,
    segments     integer  NOT NULL,
    file_total   integer  NOT NULL,  -- the largest [i/N] total this chunk saw, 0 none
    posted_month date     NOT NULL,
    backbone     text     NOT NULL,
    group_name   text     NOT NULL,
    set_id       text     NOT NULL,
    payload      bytea    NOT NULL,
    PRIMARY KEY (backbone, group_name, part_size, block, batch, set_id, posted_month)
) PARTITION BY RANGE (posted_month);

-- The payload is zstd already: a second (pglz) compression only burns CPU.
ALTER TABLE rb_chunks ALTER COLUMN payload SET STORAGE EXTERNAL;

CREATE TABLE IF NOT EXISTS rb_chunks_default PARTITION OF rb_chunks DEFAULT;

-- Settling and NZB building read one set's chunks.
CREATE INDEX IF NOT EXISTS rb_chunks_set ON rb_chunks (set_id);
-- Attaching a month asks whether the default already holds rows of it.
CREATE INDEX IF NOT EXISTS rb_chunks_default_month ON rb_chunks_default (posted_month);

-- rb_sets: the release catalogue of history, one row per set (release
-- candidate), its aggregates added up once per set per batch. Every
-- aggregate equals what the set's chunk rows add up to (begin_range
-- recomputes them from the chunks a re-run leaves), except groups, which is a
-- union that never shrinks (chunk rows do not carry it; a re-run writes the
-- same groups again). 0 in posted_min/max and art_lo/hi means unknown.
CREATE TABLE IF NOT EXISTS rb_sets (
    set_id        text PRIMARY KEY,
    group_name    text NOT NULL,
    poster        text NOT NULL,
    base          text NOT NULL,
    groups        text[] NOT NULL DEFAULT '{}',
    file_total    integer NOT NULL DEFAULT 0,
    segments      bigint NOT NULL DEFAULT 0,
    size          bigint NOT NULL DEFAULT 0,
    posted_min    bigint NOT NULL DEFAULT 0,
    posted_max    bigint NOT NULL DEFAULT 0,
    art_lo        bigint NOT NULL DEFAULT 0,
    art_hi        bigint NOT NULL DEFAULT 0,
    chunks        integer NOT NULL DEFAULT 0,
    last_chunk_at timestamptz NOT NULL DEFAULT now(),
    state         text NOT NULL DEFAULT 'open'
                  CHECK (state IN ('open', 'settled', 'promoted', 'incomplete', 'dropped')),
    content_hash  text,
    release_id    bigint,
    settled_at    timestamptz
);
CREATE INDEX IF NOT EXISTS rb_sets_settling ON rb_sets (state, last_chunk_at);

-- rb_ranges: chunk rows and payload bytes per range, added to by each batch
-- and dropped by a re-run, so an operator's "how big is the chunk store"
-- reads a few hundred thousand small rows instead of scanning terabytes.
CREATE TABLE IF NOT EXISTS rb_ranges (
    backbone      text    NOT NULL,
    group_name    text    NOT NULL,
    part_size     bigint  NOT NULL,
    block         bigint  NOT NULL,
    chunks        bigint  NOT NULL DEFAULT 0,
    payload_bytes bigint  NOT NULL DEFAULT 0,
    updated_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (backbone, group_name, part_size, block)
);
