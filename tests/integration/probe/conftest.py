"""Fixtures for probe tests: a corpus with probe truth, served over NNTP, its releases catalogued and enqueued."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver

sys.path.insert(0, str(Path(__file__).resolve().parent))
from probekit import catalogue, enqueue_all  # noqa: E402


@pytest.fixture(scope="session")
def probe_corpus(scratch_dir: Path):
    """A generated corpus and its manifest (enough obfuscated, NFO and archive releases to score)."""
    manifest = corpus_mod.generate(articles=15000, seed=19, out=scratch_dir / "probe-corpus")
    return corpus_mod.load(manifest.directory), manifest.read()


@pytest.fixture
def servers(probe_corpus):
    """News servers for backbones a and b."""
    with newsserver.serve(probe_corpus[0], backbone="a") as a, newsserver.serve(probe_corpus[0], backbone="b") as b:
        yield {"a": a, "b": b}


@pytest.fixture
def queued(db, probe_corpus) -> dict[int, int]:
    """Catalogue the scorable releases and enqueue their candidates; return {release id: manifest id}."""
    corpus, manifest = probe_corpus
    ids = catalogue(db, corpus, manifest)
    assert enqueue_all(db, ids, manifest) > 0
    return ids
