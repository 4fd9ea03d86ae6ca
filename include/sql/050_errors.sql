-- Alerts and recorded errors: every task failure routed through the one
-- notifier (usenet_ops.adapters.alerts) lands here, so status.json and the
-- operator see recent errors from any process.
CREATE TABLE IF NOT EXISTS errors (
    id          bigserial PRIMARY KEY,
    at          timestamptz NOT NULL DEFAULT now(),
    job         text NOT NULL,           -- DAG id
    task        text NOT NULL DEFAULT '',
    run_id      text NOT NULL DEFAULT '',
    map_index   integer NOT NULL DEFAULT -1,
    try_number  integer NOT NULL DEFAULT 0,
    kind        text NOT NULL DEFAULT 'task_failure',
    message     text NOT NULL,
    hint        text NOT NULL DEFAULT '',
    delivered   text[] NOT NULL DEFAULT '{}'   -- channels that accepted the alert: log, webhook, smtp
);
CREATE INDEX IF NOT EXISTS errors_recent ON errors (at DESC);
