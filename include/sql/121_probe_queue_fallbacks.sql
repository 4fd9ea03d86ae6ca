-- Issue 28: candidates by what files are, not what they are called. New kinds:
-- 'smallest_file' (the smallest file whose name says nothing, read always),
-- and the fallbacks an unnamed release reads one at a time while it stays
-- unnamed: 'next_file' (the next smallest such file), 'par2_other' (another
-- par2-named file), 'par2_tail' (a volume's last article, where par2cmdline
-- and ParPar repeat the critical packets). `content` records what a read
-- article's bytes were (par2, par2_partial, rar4, 7z, text, ...), so a re-run
-- after a crash knows what was tried and what it was without reading it again.
ALTER TABLE probe_queue DROP CONSTRAINT IF EXISTS probe_queue_kind_check;
ALTER TABLE probe_queue ADD CONSTRAINT probe_queue_kind_check CHECK (kind IN (
    'par2_index', 'archive_first', 'archive_last', 'lone_file', 'nfo',
    'smallest_file', 'next_file', 'par2_other', 'par2_tail'));
ALTER TABLE probe_queue ADD COLUMN IF NOT EXISTS content text NOT NULL DEFAULT '' CHECK (length(content) <= 32);
