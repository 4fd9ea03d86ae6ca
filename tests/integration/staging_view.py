"""What is staged, read the same way from either backend: what tests on both backends compare."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from usenet_ops.domain.assembly.assemble import StagedSet
from usenet_ops.store.staging import StagingBackend, StagingMode
from usenet_ops.store.staging_pg import PgStaging
from usenet_ops.store.staging_redis import RedisStaging


def backend_of(db) -> StagingBackend:  # type: ignore[no-untyped-def]
    """Return the backend the settings name, composed as the passes compose it."""
    from usenet_ops.passes import compose

    return compose.staging_backend(compose.load_settings(db))


def all_sets(db, backend: StagingBackend | None = None) -> list[StagedSet]:  # type: ignore[no-untyped-def]
    """Return every staged set with its files and segments, from ``backend`` (default: the one the settings name)."""
    backend = backend or backend_of(db)
    if backend.mode is StagingMode.PG:
        from usenet_ops.store import staging_pg

        return staging_pg.load_sets(db, [r["set_id"] for r in db.execute("SELECT set_id FROM usenet.staged_sets")])
    assert isinstance(backend, RedisStaging)
    return [s for ids in backend.all_set_ids() for s in backend.load_sets(ids)]


def staged_message_ids(db, backend: StagingBackend | None = None) -> set[str]:  # type: ignore[no-untyped-def]
    """Return every staged segment's message-id."""
    return {seg.message_id for s in all_sets(db, backend) for f in s.files for seg in f.segments}


def staged_sets(db, backend: StagingBackend | None = None) -> dict[str, tuple]:  # type: ignore[no-untyped-def]
    """Return {set_id: (group, base, file_total, files, segments)}."""
    return {s.set_id: (s.group, s.base, s.file_total, len(s.files), sum(len(f.segments) for f in s.files))
            for s in all_sets(db, backend)}


def hook_stage_batch(monkeypatch, hook: Callable[..., Any]) -> None:  # type: ignore[no-untyped-def]
    """Wrap every backend's ``stage_batch`` with ``hook(real, backend, conn, **kw)`` for the test's duration."""
    for cls in (PgStaging, RedisStaging):
        real = cls.stage_batch

        def hooked(self, conn, _real=real, **kw):  # type: ignore[no-untyped-def]
            return hook(_real, self, conn, **kw)

        monkeypatch.setattr(cls, "stage_batch", hooked)


def age(db, backend: StagingBackend, seconds: float) -> None:  # type: ignore[no-untyped-def]
    """Make every staged set look idle for ``seconds`` (its last article that long ago), on either backend."""
    if backend.mode is StagingMode.PG:
        db.execute("UPDATE usenet.staged_sets SET last_seen = now() - make_interval(secs => %s)", (seconds,))
        return
    assert isinstance(backend, RedisStaging)
    import time

    when = int((time.time() - seconds) * 1000)
    client = backend.client
    for ids in backend.all_set_ids():
        for set_id in ids:
            group = client.hget(backend.key(f"s:{set_id}"), "group")
            if group is None:
                continue
            client.hset(backend.key(f"s:{set_id}"), "last_seen", when)
            client.zadd(backend.key("all"), {set_id: when})
            client.zadd(backend.key(f"grp:{group}"), {set_id: when})
