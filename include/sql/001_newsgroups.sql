-- The curated newsgroup list and its per-group tuning.
-- tier decides crawl ORDER (critical, normal, low), not entitlement.
CREATE TABLE IF NOT EXISTS newsgroups (
    name             text PRIMARY KEY,
    active           boolean NOT NULL DEFAULT true,
    tier             text NOT NULL DEFAULT 'normal' CHECK (tier IN ('critical', 'normal', 'low')),
    manual_order     integer NOT NULL DEFAULT 0,
    -- Crawl depth in days for this group; NULL follows the retention_days setting.
    crawl_depth_days integer CHECK (crawl_depth_days IS NULL OR crawl_depth_days > 0),
    -- Max articles per crawl pass for this group; NULL means no throttle.
    throttle         integer CHECK (throttle IS NULL OR throttle > 0),
    description      text NOT NULL DEFAULT '',
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    CHECK (name ~ '^[a-z0-9][a-z0-9+_.-]*$')
);

CREATE INDEX IF NOT EXISTS newsgroups_crawl_order
    ON newsgroups (active, (CASE tier WHEN 'critical' THEN 0 WHEN 'normal' THEN 1 ELSE 2 END), manual_order, name);
