-- The tail above the headroom that the forward crawl staged without coverage
-- (issue 29): the articles up to tail_staged_to are staged and wait either for
-- their Dates to settle (tail_settles_at, unix seconds: the first unsettled
-- line's Date plus crawl_settle_delay_min) or for the headroom rule to pass
-- them. Until then the crawl reads only what arrived above them, instead of
-- reading and staging the same tail again every pass (6,000 duplicate lines a
-- pass per busy group at the shipped settings). NULL tail_settles_at: no Date
-- will settle it (unreadable, or the delay is off); only the headroom does.
-- Nullable without defaults: adding them rewrites no row.
ALTER TABLE group_state ADD COLUMN IF NOT EXISTS tail_staged_to bigint;
ALTER TABLE group_state ADD COLUMN IF NOT EXISTS tail_settles_at bigint;
