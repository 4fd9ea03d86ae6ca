"""What is staged, read the same way from either backend: what tests on both backends compare."""

from __future__ import annotations

from usenet_ops.store import staging


def staged_message_ids(db) -> set[str]:  # type: ignore[no-untyped-def]
    """Return every staged segment's message-id, from the active backend."""
    backend = staging.active()
    if backend is None:
        return {r["message_id"] for r in db.execute("SELECT message_id FROM usenet.staged_segments")}
    out: set[str] = set()
    for ids in backend.all_set_ids():
        for s in backend.load_sets(ids):
            for f in s.files:
                out.update(seg.message_id for seg in f.segments)
    return out


def staged_sets(db) -> dict[str, tuple]:  # type: ignore[no-untyped-def]
    """Return {set_id: (group, base, file_total, files, segments)} from the active backend."""
    backend = staging.active()
    if backend is None:
        ids = [r["set_id"] for r in db.execute("SELECT set_id FROM usenet.staged_sets")]
        from usenet_ops.store import building
        sets = building.load_sets(db, ids)
    else:
        sets = [s for ids in backend.all_set_ids() for s in backend.load_sets(ids)]
    return {s.set_id: (s.group, s.base, s.file_total, len(s.files), sum(len(f.segments) for f in s.files))
            for s in sets}
