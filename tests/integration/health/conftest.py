"""Fixtures for health tests: a corpus served on two backbones, its takedown plan, and its releases catalogued.

The catalogue is filled straight from the manifest (one release per expected
manifest release, its compact NZB holding exactly the posted segments), so
these tests exercise the sweep, not the crawl; tests/e2e runs the whole
pipeline through Airflow. Helpers live in healthkit.py (a module name no
other test folder uses).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver
from usenet_ops.corpus import takedown
from usenet_ops.store.catalogue import PostgresCatalogue

sys.path.insert(0, str(Path(__file__).resolve().parent))
from healthkit import release_of  # noqa: E402


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
