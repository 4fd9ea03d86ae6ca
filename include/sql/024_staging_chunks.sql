-- Segments are staged in chunks, one row per (file, batch), not one row per
-- article: an index entry per article capped the crawl at about 60,000
-- staged articles/s in Postgres, whatever the client did (bench.crawl_ingest;
-- see docs/adr/0005-staging-chunks.md). Dedup moves from a unique index on
-- message-id to a bitmap of the parts each file holds, read and written under
-- the file row's lock in the staging transaction: re-reads, other providers
-- and other backbones, whose articles parse to the same (file, part), still
-- add nothing twice.
CREATE TABLE IF NOT EXISTS staged_chunks (
    file_id      text NOT NULL,
    parts        integer[] NOT NULL,   -- (p/t) numbers, each new to its file when written
    sizes        integer[] NOT NULL,   -- :bytes of each part, same order
    message_ids  text NOT NULL         -- without angle brackets, same order, one per line: a text
                                       -- array costs Postgres a parse per element, a string none
);
CREATE INDEX IF NOT EXISTS staged_chunks_file ON staged_chunks (file_id);
-- A chunk's ids run to kilobytes, so they are compressed; lz4 does it at a
-- fifth of pglz's cost, which was most of the insert (where the server was
-- built without lz4, the default stays).
DO $$
BEGIN
    ALTER TABLE staged_chunks ALTER COLUMN message_ids SET COMPRESSION lz4,
                              ALTER COLUMN parts SET COMPRESSION lz4,
                              ALTER COLUMN sizes SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
    RAISE NOTICE 'lz4 is not available; staged chunks use the default compression';
END $$;

-- Bit (p - 1) of byte (p - 1) / 8, least significant bit first, is set when
-- part p is staged.
ALTER TABLE staged_files ADD COLUMN IF NOT EXISTS parts_bits bytea NOT NULL DEFAULT ''::bytea;

-- Carry over what the per-article table holds, then replace it with a view of
-- the same shape for readers (tests, ad-hoc queries).
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'staged_segments') THEN
        INSERT INTO staged_chunks (file_id, parts, sizes, message_ids)
        SELECT file_id, array_agg(part ORDER BY part), array_agg(bytes ORDER BY part),
               string_agg(message_id, E'\n' ORDER BY part)
        FROM staged_segments GROUP BY file_id;
        UPDATE staged_files f SET parts_bits = m.bits
        FROM (SELECT n.file_id,
                     decode(string_agg(lpad(to_hex(COALESCE(b.v, 0)), 2, '0'), '' ORDER BY i.i), 'hex') AS bits
              FROM (SELECT file_id, max(part) AS mx FROM staged_segments GROUP BY file_id) n
              CROSS JOIN LATERAL generate_series(0, (n.mx - 1) / 8) AS i(i)
              LEFT JOIN (SELECT file_id, (part - 1) / 8 AS i, bit_or(1 << ((part - 1) % 8)) AS v
                         FROM staged_segments GROUP BY 1, 2) b ON b.file_id = n.file_id AND b.i = i.i
              GROUP BY n.file_id) m
        WHERE f.file_id = m.file_id;
        DROP TABLE staged_segments;
    END IF;
END $$;

CREATE OR REPLACE VIEW staged_segments AS
SELECT c.file_id, u.part, u.bytes, u.message_id
FROM staged_chunks c
CROSS JOIN LATERAL unnest(c.parts, c.sizes, string_to_array(c.message_ids, E'\n')) AS u(part, bytes, message_id);
