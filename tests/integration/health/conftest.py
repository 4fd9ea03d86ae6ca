"""Fixtures for health tests: a corpus served on two backbones, its takedown plan, and its releases catalogued.

The catalogue is filled straight from the manifest (one release per expected
manifest release, its compact NZB holding exactly the posted segments), so
these tests exercise the sweep, not the crawl; tests/e2e runs the whole
pipeline through Airflow.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver
from usenet_ops.corpus import takedown
from usenet_ops.domain.identity import content_hash
from usenet_ops.domain.nzb import NzbFile, NzbSegment, encode_compact
from usenet_ops.domain.release import CatalogueRelease
from usenet_ops.nntp.pool import Pool, PoolSettings
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.nntp.values import Timeouts
from usenet_ops.settings import Settings
from usenet_ops.store.catalogue import PostgresCatalogue

FAST_POOL = PoolSettings(keepalive_s=0, cooldown_s=60, timeouts=Timeouts(dial=3.0, command=5.0, stat=2.0))


@pytest.fixture(scope="session")
def health_corpus(scratch_dir: Path):
    """A generated corpus, its manifest and its takedown plan (written to takedown.json)."""
    manifest = corpus_mod.generate(articles=2500, seed=21, out=scratch_dir / "health-corpus")
    loaded = corpus_mod.load(manifest.directory)
    data = manifest.read()
    plan = takedown.plan(loaded, data, seed=21)
    plan.write(manifest.directory)
    return loaded, data, plan


@pytest.fixture
def servers(health_corpus):
    """News servers for backbones a and b, both serving the whole corpus until a test applies the plan."""
    with newsserver.serve(health_corpus[0], backbone="a") as a, newsserver.serve(health_corpus[0], backbone="b") as b:
        yield {"a": a, "b": b}


def apply_takedown(servers: dict, plan: takedown.TakedownPlan) -> None:
    for bb, srv in servers.items():
        srv.faults.take_down(plan.remove.get(bb, ()))
        srv.faults.expire_before = plan.expire_before.get(bb)


def release_of(entry: dict[str, Any], corpus: Any) -> CatalogueRelease:
    """Return the catalogue release a correct build makes of a manifest release (its posted segments)."""
    files = []
    times = []
    for i, f in enumerate(entry["files"], 1):
        segs = tuple(NzbSegment(s["number"], s["bytes"], s["message_id"]) for s in f["segments"])
        for s in f["segments"]:
            idx = corpus.lookup_message_id(s["message_id"])
            when = takedown.posted_epoch(corpus.overview_fields(idx)[2]) if idx is not None else None
            if when is not None:
                times.append(when)
        files.append(NzbFile(f'[{i}/{len(entry["files"])}] - "{f["name"]}" yEnc (1/{f["segments_expected"]})',
                             entry["poster"], int(min(times or [0])), tuple(entry["newsgroups"]), segs))
    ids = [s.message_id for f in files for s in f.segments]
    return CatalogueRelease(
        content_hash=content_hash(ids), title=entry["name"], search_name=entry["name"].replace(".", " "),
        groups=tuple(entry["newsgroups"]), poster=entry["poster"],
        posted_at=datetime.fromtimestamp(min(times), UTC), size=entry["size"], files=len(files), segments=len(ids),
        par2=any(f["role"] in ("par2", "par2vol") for f in entry["files"]), completion=100.0,
        category=entry["category"], tags=(), series=None, season=None, episode=None, air_date=None, pack=False,
        imdb=None, tvdb=None, origin="crawl", broken=False, series_key=None, nzb=encode_compact(files),
    )


@pytest.fixture
def catalogued(db, health_corpus) -> dict[str, int]:
    """Catalogue every release the plan has a verdict for; return {content_hash: manifest release id}.

    added_at is set an hour back: the sweep seeds only releases whose build
    transaction is surely over.
    """
    corpus, manifest, plan = health_corpus
    by_id = {r["id"]: r for r in manifest["releases"]}
    releases = {rid: release_of(by_id[rid], corpus) for rid in plan.expected}
    PostgresCatalogue().add(db, list(releases.values()))
    db.execute("UPDATE usenet.releases SET added_at = now() - interval '1 hour'")
    return {r.content_hash: rid for rid, r in releases.items()}


def knobs(**overrides: Any) -> Settings:
    base = {"health_min_age_hours": 0, "health_batch_size": 1000, "health_budget_sec": 600}
    return Settings.from_overrides({**base, **overrides})


def pool_for(server: Any, **changes: Any) -> Pool:
    cfg = ProviderConfig.from_url(server.url, compression=False, backbone=f"synthetic-{server.backbone}",
                                  name=f"nntp_{server.backbone}").with_(**changes)
    return Pool(cfg, FAST_POOL)
