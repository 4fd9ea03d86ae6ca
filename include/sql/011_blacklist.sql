-- The operator's editorial blacklist: one regex per row, matched against one
-- field (subject, poster, group, name). field is deliberately NOT constrained:
-- rows adopted from elsewhere may name a field we do not know, and such a row
-- must fail closed (match nothing) and be reported, not break the load.
CREATE TABLE IF NOT EXISTS blacklist (
    id          bigserial PRIMARY KEY,
    field       text NOT NULL,
    pattern     text NOT NULL,
    enabled     boolean NOT NULL DEFAULT true,
    note        text NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (field, pattern)
);
