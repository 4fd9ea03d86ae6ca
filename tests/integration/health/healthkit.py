"""Helpers for the health tests: serve a takedown plan, catalogue manifest releases, knobs, pools."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from usenet_ops.corpus import takedown
from usenet_ops.domain.assembly.release import CatalogueRelease
from usenet_ops.domain.identity import content_hash
from usenet_ops.domain.nzb import NzbFile, NzbSegment, encode_compact
from usenet_ops.nntp.pool import Pool, PoolSettings
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.nntp.values import Timeouts
from usenet_ops.settings import Settings

FAST_POOL = PoolSettings(keepalive_s=0, cooldown_s=60, timeouts=Timeouts(dial=3.0, command=5.0, stat=2.0))


def apply_takedown(servers: dict, plan: takedown.TakedownPlan) -> None:
    """Switch each backbone's takedown and retention on, on its live listener."""
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


def knobs(**overrides: Any) -> Settings:
    """Return settings for a test sweep: no min age, one big batch, a long budget."""
    base = {"health_min_age_hours": 0, "health_batch_size": 1000, "health_budget_sec": 600}
    return Settings.from_overrides({**base, **overrides})


def pool_for(server: Any, **changes: Any) -> Pool:
    """Return a pool to a news server listener, named and backboned after it."""
    cfg = ProviderConfig.from_url(server.url, compression=False, backbone=f"synthetic-{server.backbone}",
                                  name=f"nntp_{server.backbone}").with_(**changes)
    return Pool(cfg, FAST_POOL)
