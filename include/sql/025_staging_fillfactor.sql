-- Every staged batch updates the rows of the files it touches (their part
-- bitmap and counters) and often the same file again in the next batch. With
-- full pages each of those updates moved the row to a new page and added an
-- entry to both of the table's indexes (measured: 2% of updates were HOT).
-- Room on each page lets Postgres keep the new version beside the old one and
-- skip the indexes (a HOT update): none of those columns is indexed. New pages
-- get the room; staging churns, so old ones are replaced as sets build.
ALTER TABLE staged_files SET (fillfactor = 70);
