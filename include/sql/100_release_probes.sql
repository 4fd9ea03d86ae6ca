-- What phase 2 learned about each probed release (issue 19, docs/adr/0016):
-- the name its par2 or archive listing gave, IMDb / TheTVDB / TVmaze ids from
-- its NFO, the password verdict (0 none, 1 passworded, 2 possibly, as
-- Newznab's password attr), the NFO text itself (bounded: t=getnfo serves it)
-- and when. One row per release, rewritten when a later probe of the same
-- release learns more; the release row keeps its identity (content_hash).
CREATE TABLE IF NOT EXISTS release_probes (
    release_id      bigint PRIMARY KEY REFERENCES releases (id) ON DELETE CASCADE,
    learned_name    text CHECK (learned_name IS NULL OR length(learned_name) <= 1024),
    name_source     text,
    previous_title  text CHECK (previous_title IS NULL OR length(previous_title) <= 1024),
    imdb            text CHECK (imdb IS NULL OR imdb ~ '^[0-9]{7,}$'),
    tvdb            integer,
    tvmaze          integer,
    password        smallint NOT NULL DEFAULT 0 CHECK (password IN (0, 1, 2)),
    password_reason text NOT NULL DEFAULT '' CHECK (length(password_reason) <= 500),
    nfo             text CHECK (nfo IS NULL OR length(nfo) <= 65536),
    nfo_encoding    text,
    inner_names     text[] NOT NULL DEFAULT '{}',
    outcome         text NOT NULL,
    bytes_read      bigint NOT NULL DEFAULT 0 CHECK (bytes_read >= 0),
    articles        integer NOT NULL DEFAULT 0,
    probed_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS release_probes_probed ON release_probes (probed_at DESC);
