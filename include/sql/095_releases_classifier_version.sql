-- The version of the classifier that derived a release's category, tags and
-- episode fields and judged it against the junk rules and blacklist
-- (domain.classifier.version: a short hash over the classifier's code
-- revision, its regexes, the enabled junk rules and the blacklist). The tag
-- fill pass re-derives every crawl release whose version differs from the
-- current one (docs/adr/0020-tag-fill.md). NULL: built before versions were
-- recorded, re-derived by the first walk. Nullable without a default: adding
-- it rewrites no row. No index: tag fill walks by id range (the primary key)
-- and tests the version on the rows it reads.
ALTER TABLE releases ADD COLUMN IF NOT EXISTS classifier_version text
    CHECK (classifier_version IS NULL OR length(classifier_version) <= 64);
