-- Spotnet import (ADR 0017): the key ring, the spots read from free.pt, the
-- moderation commands, the read position per backbone, outcome counters and
-- pass telemetry.

-- The trusted keys by Spotnet key id. Rows with source 'shipped' are seeded
-- (and refreshed) from include/seed/spotnet_moderators.tsv; an operator row
-- ('operator') replaces the shipped key of its id and a reseed never touches
-- it (Spotweb seeded its copy once and a rotated key never reached old
-- installs: here the table is data, and the operator can always override).
CREATE TABLE IF NOT EXISTS spot_keys (
    key_id     integer PRIMARY KEY CHECK (key_id BETWEEN 0 AND 9),
    role       text NOT NULL CHECK (role <> ''),
    modulus    text NOT NULL,                 -- base64 (plain or Spotnet-escaped), big-endian
    exponent   text NOT NULL DEFAULT 'AQAB',  -- base64
    note       text NOT NULL DEFAULT '',
    source     text NOT NULL CHECK (source IN ('shipped', 'operator')),
    updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per spot accepted from the spot group (the columns a SpotRelease
-- carries), keyed by message-id: a spot re-read after a crash, an overlap or
-- from another provider is the same row. ``state`` is the import queue:
--   pending  -> the NZB is still to be fetched (the fetch task's work);
--   imported -> content_hash names the catalogue release it became or joined;
--   failed   -> ``reason`` says why no release (nzb_missing, payload_*);
--   deleted  -> a moderation command removed it; never fetched again.
CREATE TABLE IF NOT EXISTS spots (
    message_id     text PRIMARY KEY,
    backbone       text NOT NULL,
    article        bigint,
    title          text NOT NULL,
    poster         text NOT NULL,
    tag            text NOT NULL DEFAULT '',
    description    text NOT NULL DEFAULT '',
    category       integer NOT NULL,
    categories     integer[] NOT NULL DEFAULT '{}',
    subcats        text NOT NULL DEFAULT '',
    size           bigint NOT NULL DEFAULT 0,
    posted_at      timestamptz NOT NULL,
    trust          text NOT NULL CHECK (trust IN ('moderator', 'self-signed', 'unsigned')),
    key_id         integer NOT NULL,
    spotter_id     text,
    signer_bits    integer,
    weak_key       boolean NOT NULL DEFAULT false,
    xml_signature  text NOT NULL DEFAULT 'not-checked',
    nzb_segments   text[] NOT NULL DEFAULT '{}',
    image_segments text[] NOT NULL DEFAULT '{}',
    image_url      text,
    website        text NOT NULL DEFAULT '',
    state          text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'imported', 'failed', 'deleted')),
    reason         text,
    attempts       integer NOT NULL DEFAULT 0,
    content_hash   text CHECK (content_hash IS NULL OR content_hash ~ '^[0-9a-f]{16}$'),
    read_at        timestamptz NOT NULL DEFAULT now(),
    imported_at    timestamptz,
    deleted_at     timestamptz
);
-- The fetch queue, oldest first; bounded by the backlog, not by the table.
CREATE INDEX IF NOT EXISTS spots_pending ON spots (read_at, message_id) WHERE state = 'pending';
-- The API's labels for a page of releases, and deletes of a spot's release.
CREATE INDEX IF NOT EXISTS spots_content_hash ON spots (content_hash) WHERE content_hash IS NOT NULL;
-- The operator's newest-first listing (`usenet-ops spots list`).
CREATE INDEX IF NOT EXISTS spots_posted ON spots (posted_at DESC);

-- Verified moderation commands (key id 2): moderator deletes and personal
-- disposes. Kept whatever their target, because a backfill reads a command
-- before the (older) spot it removes: the spot is then never fetched.
CREATE TABLE IF NOT EXISTS spot_commands (
    message_id text PRIMARY KEY,
    verb       text NOT NULL,
    target     text NOT NULL,
    issuer     text NOT NULL CHECK (issuer IN ('moderator', 'poster')),
    spotter_id text,
    stamp      bigint NOT NULL,
    read_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS spot_commands_target ON spot_commands (target);

-- How far the spot group has been read, per (backbone, group): article
-- numbers are per backbone (invariant 3). [back_article, next_article) is
-- covered; the forward pass reads from next_article up, the backfill from
-- back_article - 1 down. Both move only in the transaction that stores their
-- batch (invariant 1).
CREATE TABLE IF NOT EXISTS spot_state (
    backbone      text NOT NULL,
    group_name    text NOT NULL,
    next_article  bigint NOT NULL,
    back_article  bigint NOT NULL CHECK (back_article <= next_article),
    server_low    bigint,
    server_high   bigint,
    updated_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (backbone, group_name)
);

-- Every candidate's fate, per day (invariant 4): rejections by reason,
-- accepted spots by trust label, imports, duplicates, payload failures,
-- deletions. Written in the transaction that acts on them, so exactly once.
CREATE TABLE IF NOT EXISTS spot_outcomes (
    day     date NOT NULL,
    outcome text NOT NULL,
    count   bigint NOT NULL DEFAULT 0,
    sample  text NOT NULL DEFAULT '',
    PRIMARY KEY (day, outcome)
);

-- One row per spot pass (index or fetch): progress while it runs, the report
-- after. The cadence check, `usenet-ops spots status` and status.json read it.
CREATE TABLE IF NOT EXISTS spot_passes (
    id          bigserial PRIMARY KEY,
    run_id      text NOT NULL DEFAULT '',
    kind        text NOT NULL CHECK (kind IN ('index', 'fetch')),
    provider    text NOT NULL,
    backbone    text NOT NULL,
    started_at  timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz,
    state       text NOT NULL DEFAULT 'running',
    report      jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS spot_passes_recent ON spot_passes (kind, started_at DESC);
