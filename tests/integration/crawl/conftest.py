"""Fixtures for crawl tests: a generated corpus, its manifest, and news servers on two backbones."""

from __future__ import annotations

from pathlib import Path

import pytest

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver, settings
from usenet_ops.store import groups


@pytest.fixture(scope="session")
def crawl_corpus(scratch_dir: Path):
    out = scratch_dir / "crawl-corpus"
    manifest = corpus_mod.generate(articles=4000, seed=11, out=out)
    return corpus_mod.load(manifest.directory), manifest.read()


@pytest.fixture(scope="session")
def corpus_groups(crawl_corpus) -> list[str]:
    _, manifest = crawl_corpus
    return sorted({g for r in manifest["releases"] for g in r["newsgroups"]})


@pytest.fixture
def server_a(crawl_corpus):
    with newsserver.serve(crawl_corpus[0], backbone="a") as srv:
        yield srv


@pytest.fixture
def server_b(crawl_corpus):
    with newsserver.serve(crawl_corpus[0], backbone="b") as srv:
        yield srv


@pytest.fixture
def crawl_db(db, corpus_groups):
    """The emptied indexer database with the corpus groups curated and crawl knobs set for a small corpus."""
    for name in corpus_groups:
        groups.add(db, name, tier=groups.Tier.CRITICAL)
    for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 1_000_000, "batch": 400}.items():
        settings.set_value(db, knob, value)
    return db
