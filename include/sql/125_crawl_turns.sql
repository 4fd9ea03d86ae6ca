-- Crawl turns (issue 32): when each group was last given a turn in a crawl
-- run on a backbone. With max_groups below the active groups the plan gives
-- the slots left after the critical groups to the least recently crawled
-- groups (domain/crawl_turns.py), so every active group is read within
-- ceil(others / slots) runs instead of the same first max_groups forever.
-- Per backbone: article numbers, and so crawl progress, are per backbone.
-- Written by the plan under a per-backbone advisory lock, so two accounts
-- on one backbone planning at once take different groups.
CREATE TABLE IF NOT EXISTS crawl_turns (
    backbone    text NOT NULL,
    group_name  text NOT NULL,
    turn_at     timestamptz NOT NULL,
    PRIMARY KEY (backbone, group_name)
);
