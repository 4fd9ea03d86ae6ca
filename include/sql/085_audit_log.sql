-- Who changed what, and when: every operator action (from the Usenet view in
-- the Airflow UI or from the CLI) goes through one function in
-- usenet_ops.passes.actions, which records it here in the same transaction as
-- the change. Refused and failed attempts are recorded too (outcome), so the
-- log answers "who tried" as well as "who did".
CREATE TABLE IF NOT EXISTS audit_log (
    id       bigserial PRIMARY KEY,
    at       timestamptz NOT NULL DEFAULT now(),
    actor    text NOT NULL,                      -- the Airflow user name, or the OS user for the CLI
    source   text NOT NULL CHECK (source IN ('view', 'cli', 'monitor')),
    action   text NOT NULL,                      -- e.g. group.add, junk.disable, dag.run
    target   text NOT NULL DEFAULT '',
    detail   jsonb NOT NULL DEFAULT '{}',
    outcome  text NOT NULL CHECK (outcome IN ('ok', 'refused', 'failed')),
    message  text NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS audit_log_recent ON audit_log (at DESC, id DESC);
