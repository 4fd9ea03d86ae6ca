-- Live overrides of the typed settings (usenet_ops.settings). Code holds the
-- defaults; a row here overrides one knob without a deploy. Values are JSON
-- so a knob keeps its type; they are validated on every load.
CREATE TABLE IF NOT EXISTS settings (
    key        text PRIMARY KEY,
    value      jsonb NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    updated_by text NOT NULL DEFAULT current_user
);
