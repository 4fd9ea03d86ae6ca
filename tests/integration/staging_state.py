"""Everything staging wrote, without timestamps: what two runs that must agree are compared on."""

from __future__ import annotations

QUERIES = {
    "segments": "SELECT file_id, part, message_id, bytes FROM usenet.staged_segments ORDER BY file_id, part",
    "files": """SELECT file_id, set_id, file_name, file_index, part_total, posted, parts_have, bytes, parts_bits
                FROM usenet.staged_files ORDER BY file_id""",
    "sets": """SELECT set_id, group_name, base, poster, groups, file_total, files_seen, files_complete, segments_have,
                      segments_total, bytes, art_lo, art_hi, posted_min, posted_max, status, name_only
               FROM usenet.staged_sets ORDER BY set_id""",
    "coverage": "SELECT backbone, group_name, lo, hi FROM usenet.coverage ORDER BY backbone, group_name, lo",
    "watermarks": "SELECT backbone, group_name, next_article FROM usenet.group_state ORDER BY backbone, group_name",
    "counts": "SELECT group_name, segments FROM usenet.staging_counts ORDER BY group_name",
}

STAGING_TABLES = ("staged_files", "staged_sets", "staged_chunks", "coverage", "group_state", "staging_counts")


def snapshot(db) -> dict:  # type: ignore[no-untyped-def]
    return {name: [dict(r) for r in db.execute(sql)] for name, sql in QUERIES.items()}


def clear(db) -> None:  # type: ignore[no-untyped-def]
    """Empty staging and the crawl state (fences included), as before a first crawl."""
    db.execute("TRUNCATE " + ", ".join(f"usenet.{t}" for t in STAGING_TABLES))
