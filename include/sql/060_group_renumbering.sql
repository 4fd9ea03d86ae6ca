-- A group whose server renumbered its articles (docs/adr/0008): the crawl
-- stops reading it (so nothing is skipped or re-read silently) and alerts
-- until an operator runs `usenet-ops groups reset-watermark`, which clears
-- these columns. renumbered_at is the first detection; the evidence holds
-- the bounds and watermark that showed it.
ALTER TABLE group_state ADD COLUMN IF NOT EXISTS renumbered_at timestamptz;
ALTER TABLE group_state ADD COLUMN IF NOT EXISTS renumbered_reason text;
ALTER TABLE group_state ADD COLUMN IF NOT EXISTS renumbered_evidence jsonb;
