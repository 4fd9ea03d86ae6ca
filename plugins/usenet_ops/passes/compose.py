"""Compose a pass's dependencies from the database: settings, filters, indexed groups, staging, sink, spot keys.

Kept apart from the passes themselves so they stay plain functions of their
inputs, and shared by the Airflow operators and the CLI so both run a pass
with exactly the same configuration. No Airflow here: the CLI runs passes
without it. ``Composition`` is the one way an operator gets them: each is
loaded on first use, once, so an operator pays only for what its pass takes.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING

from usenet_ops import settings as settings_mod
from usenet_ops.domain.ingest import IngestFilters
from usenet_ops.store import filters as filter_store
from usenet_ops.store import groups
from usenet_ops.store import settings as settings_store
from usenet_ops.store.db import Conn

if TYPE_CHECKING:
    from usenet_ops.domain.junk import JunkEngine
    from usenet_ops.domain.spotnet.signature import KeyRing
    from usenet_ops.passes.build import BuildFilters
    from usenet_ops.store.catalogue import ReleaseSink
from usenet_ops.store.backfill_state import PartitionKey
from usenet_ops.store.staging import BatchSink, StagingBackend, StagingMode
from usenet_ops.store.staging_pg import PgStaging


def load_settings(conn: Conn) -> settings_mod.Settings:
    """Return the live settings (defaults overridden by the settings table)."""
    return settings_store.load(conn)


def load_filters(conn: Conn) -> IngestFilters:
    """Return the junk engine, blacklist and poster watch as configured now.

    The junk rules are seeded from the shipped TSV when the table is empty,
    so a fresh install filters from its first pass.
    """
    if not filter_store.has_rules(conn):
        filter_store.seed_rules(conn)
    watch = filter_store.load_poster_watch(conn)
    blacklist = filter_store.load_blacklist(conn)
    return IngestFilters(
        junk=filter_store.load_engine(conn),
        blacklist=blacklist if len(blacklist) else None,
        posters=watch if watch else None,
    )


def load_build_filters(conn: Conn, ingest_filters: IngestFilters | None = None) -> BuildFilters:
    """Return the build-stage filters (junk engine with every rule, blacklist) and the classifier version they make.

    ``ingest_filters``: the ones already loaded (the rules are read once).
    """
    from usenet_ops.passes.build import BuildFilters

    if ingest_filters is None:
        ingest_filters = load_filters(conn)
    return BuildFilters(junk=ingest_filters.junk, blacklist=ingest_filters.blacklist,
                        classifier_version=classifier_version(conn, ingest_filters.junk))


def classifier_version(conn: Conn, engine: JunkEngine | None = None) -> str:
    """Return the current classifier version (domain.classifier.version over the stored rules and the code).

    Without ``engine`` the rules are loaded as the build loads them (seeded
    first on an empty table), so a planner and the batches it plans agree.
    """
    from usenet_ops.domain import classifier

    if engine is None:
        engine = load_filters(conn).junk
    rules = engine.rules if engine is not None else ()
    return classifier.version(rules, filter_store.load_blacklist_rules(conn))


def indexed_groups(conn: Conn) -> frozenset[str]:
    """Return the names of the active curated groups (the crosspost rule's 'indexed')."""
    return frozenset(g.name for g in groups.list_groups(conn, active_only=True))



def staging_backend(settings: settings_mod.Settings, mode: StagingMode | None = None) -> StagingBackend:
    """Return the staging backend the ``staging`` knob names (or ``mode``).

    Every pass that stages, builds or prunes takes it as an argument, so no
    caller can forget to choose it. Redis is named by USENET_REDIS_URL
    (``RedisNotConfigured`` when unset: a refusal, never a silent fallback
    to pg), and its module is imported only when Redis stages: redis-py
    costs ~0.3 s of start-up that a pg crawl need not pay.
    """
    if StagingMode(mode or settings.staging) is StagingMode.PG:
        return PgStaging()
    from usenet_ops.store import staging_redis

    return staging_redis.from_environment(ttl_hours=settings.staging_ttl_hours,
                                          evict_staleness_secs=settings.evict_staleness_secs)


def backfill_sink(settings: settings_mod.Settings, key: PartitionKey, lo: int,
                  staging: Callable[[], StagingBackend]) -> BatchSink:
    """Return where one backfill partition's batches go: the ``backfill_path`` knob's choice.

    ``staging`` (the live path) stages them like the crawl; ``rebuild``
    writes one chunk per set per batch (``store.rebuild_sink``; settling
    promotes them, ``passes.rebuild_settle``). ``staging`` is called only on
    the staging path, so a rebuild task never connects to Redis.
    """
    if settings.backfill_path == "rebuild":
        from usenet_ops.store.rebuild_sink import ChunkSink

        return ChunkSink(key, lo)
    return staging()


def release_sink() -> ReleaseSink:
    """Return where the build pass stores releases: the internal Postgres catalogue (the only sink so far)."""
    from usenet_ops.store.catalogue import PostgresCatalogue

    return PostgresCatalogue()


def load_keyring(conn: Conn) -> KeyRing:
    """Return the Spotnet key ring as configured now (shipped keys, operator overrides in their place).

    The shipped keys are seeded from include/seed/spotnet_moderators.tsv
    when the table is empty, so a fresh install verifies from its first pass.
    """
    from usenet_ops.store import spot_records

    if not spot_records.has_keys(conn):
        spot_records.seed_keys(conn)
    return spot_records.keyring(conn)


class Composition:
    """A pass's dependencies read through one connection: each loaded on first use, and once.

    What the operators and the CLI hand a pass. Nothing is loaded up front,
    so a prune task does not read junk rules and a build task does not build
    a key ring; what one pass needs twice (the rules for the ingest and the
    build filters) is read once.
    """

    def __init__(self, conn: Conn) -> None:
        self.conn = conn

    @cached_property
    def settings(self) -> settings_mod.Settings:
        return load_settings(self.conn)

    @cached_property
    def filters(self) -> IngestFilters:
        return load_filters(self.conn)

    @cached_property
    def build_filters(self) -> BuildFilters:
        return load_build_filters(self.conn, self.filters)

    @cached_property
    def staging(self) -> StagingBackend:
        return staging_backend(self.settings)

    @cached_property
    def indexed_groups(self) -> frozenset[str]:
        return indexed_groups(self.conn)

    @cached_property
    def sink(self) -> ReleaseSink:
        return release_sink()

    @cached_property
    def keyring(self) -> KeyRing:
        return load_keyring(self.conn)

    @cached_property
    def classifier_version(self) -> str:
        return classifier_version(self.conn, self.filters.junk)
