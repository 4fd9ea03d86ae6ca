-- The release catalogue: one row per built release, its search index and its
-- NZB in compact form (message-ids and sizes, zstd; rendered to NZB XML on
-- request). content_hash is the identity (first 16 hex of sha256 over the
-- sorted message-ids) and doubles as the public guid, so a re-run of the build
-- pass inserts nothing (ON CONFLICT DO NOTHING) and URLs never change.
--
-- pg_trgm ships with Postgres' contrib package (postgresql-15 on Debian
-- includes it). It goes to schema public so every schema can use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE TABLE IF NOT EXISTS releases (
    id           bigserial PRIMARY KEY,
    content_hash text NOT NULL UNIQUE CHECK (content_hash ~ '^[0-9a-f]{16}$'),
    title        text NOT NULL,
    search_name  text NOT NULL,
    groups       text[] NOT NULL,
    poster       text NOT NULL,
    posted_at    timestamptz NOT NULL,
    added_at     timestamptz NOT NULL DEFAULT now(),
    size         bigint NOT NULL CHECK (size >= 0),
    files        integer NOT NULL CHECK (files >= 0),
    segments     integer NOT NULL CHECK (segments >= 0),
    par2         boolean NOT NULL,
    completion   real NOT NULL CHECK (completion >= 0 AND completion <= 100),
    category     integer NOT NULL,
    tags         text[] NOT NULL DEFAULT '{}',
    series       text,
    series_key   text,
    season       integer,
    episode      integer,
    air_date     date,
    pack         boolean NOT NULL DEFAULT false,
    -- IMDb id as digits without "tt", zero-padded to at least 7 (the form
    -- Newznab's imdb attr and Radarr's imdbid use).
    imdb         text CHECK (imdb IS NULL OR imdb ~ '^[0-9]{7,}$'),
    tvdb         integer,
    origin       text NOT NULL,
    broken       boolean NOT NULL DEFAULT false,
    nzb          bytea NOT NULL,
    -- 'simple' config: release names are not natural language (no stemming,
    -- no stop words: "the", "it", "us" are titles too); punctuation becomes a
    -- space first, or the parser keeps "show.name.s01e02" as one host-name token.
    search_vector tsvector GENERATED ALWAYS AS (
        to_tsvector('simple'::regconfig, regexp_replace(search_name, '[[:punct:][:space:]]+', ' ', 'g'))) STORED
);

-- Browse / RSS: newest first, by posted_at, ties broken by id.
CREATE INDEX IF NOT EXISTS releases_posted ON releases (posted_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS releases_category_posted ON releases (category, posted_at DESC, id DESC);
-- q: whole and prefix words through the full-text index, partial words
-- (infix) through trigrams.
CREATE INDEX IF NOT EXISTS releases_search_vector ON releases USING gin (search_vector);
CREATE INDEX IF NOT EXISTS releases_search_trgm ON releases USING gin (search_name gin_trgm_ops);
-- tvsearch / movie by id and parsed episode fields.
CREATE INDEX IF NOT EXISTS releases_tvdb ON releases (tvdb, season, episode) WHERE tvdb IS NOT NULL;
CREATE INDEX IF NOT EXISTS releases_series ON releases (series_key, season, episode) WHERE series_key IS NOT NULL;
CREATE INDEX IF NOT EXISTS releases_air_date ON releases (air_date) WHERE air_date IS NOT NULL;
CREATE INDEX IF NOT EXISTS releases_imdb ON releases (imdb) WHERE imdb IS NOT NULL;
CREATE INDEX IF NOT EXISTS releases_groups ON releases USING gin (groups);

-- Grab counts live apart from the release row so a download never rewrites
-- (and bloats) the wide, otherwise immutable catalogue row.
CREATE TABLE IF NOT EXISTS release_grabs (
    release_id   bigint PRIMARY KEY REFERENCES releases (id) ON DELETE CASCADE,
    grabs        bigint NOT NULL DEFAULT 0,
    last_grab_at timestamptz NOT NULL DEFAULT now()
);
