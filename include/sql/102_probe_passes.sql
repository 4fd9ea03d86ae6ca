-- One row per probe task (a batch on one provider): what it read and learned,
-- for `usenet-ops probes status` (rates, bytes per named release) and the
-- status page. Pruned with the other pass tables.
CREATE TABLE IF NOT EXISTS probe_passes (
    id          bigserial PRIMARY KEY,
    provider    text NOT NULL,
    run_id      text NOT NULL DEFAULT '',
    started_at  timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz,
    seconds     real NOT NULL DEFAULT 0,
    articles    integer NOT NULL DEFAULT 0,
    bytes_read  bigint NOT NULL DEFAULT 0,
    releases    integer NOT NULL DEFAULT 0,
    named       integer NOT NULL DEFAULT 0,
    ids         integer NOT NULL DEFAULT 0,
    passworded  integer NOT NULL DEFAULT 0,
    failures    integer NOT NULL DEFAULT 0,
    hostile     integer NOT NULL DEFAULT 0,
    ended       text NOT NULL DEFAULT 'running',
    report      jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS probe_passes_started ON probe_passes (started_at DESC);
