-- Phase 2's probe queue (REBUILD part 5): one small row per probe candidate,
-- the few articles per release that can name an obfuscated upload (the first
-- article of the smallest .par2, of the first archive volume, of a lone
-- file, the NFO) or tell a passworded archive (a 7z set's last volume).
--
-- Filled at build (one row per (release, kind, message-id); a rebuilt
-- release adds nothing), drained by the probe pass in priority order (lower
-- first: unnamed and settled releases, then by kind). A claim is a lease:
-- a task that dies leaves claimed rows that another claim takes back after
-- the lease. A failed article records the provider that failed it, so the
-- retry goes to another provider; after max attempts it ends 'failed'.
CREATE TABLE IF NOT EXISTS probe_queue (
    id               bigserial PRIMARY KEY,
    release_id       bigint NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
    kind             text NOT NULL CHECK (kind IN ('par2_index', 'archive_first', 'archive_last', 'lone_file', 'nfo')),
    message_id       text NOT NULL CHECK (length(message_id) BETWEEN 3 AND 512),
    file_name        text NOT NULL DEFAULT '' CHECK (length(file_name) <= 1024),
    size             bigint NOT NULL DEFAULT 0 CHECK (size >= 0),
    priority         smallint NOT NULL DEFAULT 100,
    state            text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'claimed', 'done', 'failed')),
    attempts         smallint NOT NULL DEFAULT 0,
    failed_providers text[] NOT NULL DEFAULT '{}',
    claimed_by       text NOT NULL DEFAULT '',
    claimed_at       timestamptz,
    finished_at      timestamptz,
    bytes_read       bigint NOT NULL DEFAULT 0,
    note             text NOT NULL DEFAULT '',
    created_at       timestamptz NOT NULL DEFAULT now(),
    UNIQUE (release_id, kind, message_id)
);
-- The drain's order: ready rows by priority then age.
CREATE INDEX IF NOT EXISTS probe_queue_ready ON probe_queue (priority, id) WHERE state IN ('queued', 'claimed');
CREATE INDEX IF NOT EXISTS probe_queue_release ON probe_queue (release_id);
