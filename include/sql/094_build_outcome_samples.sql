-- A build report an operator can act on (issue 16): up to five distinct
-- samples per (day, reason), not only the first, and per-rule reasons
-- ("junk:<rule>", "blocked_ext:<rule>") beside the totals, so `usenet-ops
-- build outcomes` and the Builder tab show which rule dropped what.
ALTER TABLE build_outcomes ADD COLUMN IF NOT EXISTS samples text[] NOT NULL DEFAULT '{}';
