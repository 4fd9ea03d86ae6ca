"""Fixtures for crawl tests: a generated corpus, its manifest, and news servers on two backbones."""

from __future__ import annotations

from pathlib import Path

import pytest

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver
from usenet_ops.store import groups, settings


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


@pytest.fixture(scope="session")
def phase1_expected():
    """Return a predicate: must header-first indexing (phase 1) catalogue this manifest release?

    The manifest's expect_in_catalogue, narrowed by what phase 1 deliberately
    leaves to later phases or drops by rule (REBUILD spec, docs/subjects.md):
    - obfuscated uploads (hashed names) are catalogued too, unnamed (issue 16:
      the obfuscation-scope rules keep them for phase 2's probes);
    - releases the shipped junk rules drop on their true name and size (the
      synthetic corpus is scaled down, so size bands catch some of its "HD"
      posts) are the junk engine's call, audited by its own corpus tests.
    """
    from usenet_ops.domain import junk
    from usenet_ops.store import filters

    engine = junk.JunkEngine(junk.load_tsv(filters.default_tsv()))

    def expected(release: dict) -> bool:
        if not release.get("expect_in_catalogue"):
            return False
        group = release["newsgroups"][0]
        verdict = engine.evaluate(release["name"], size=release["size"], group=group, stage=junk.Stage.BUILD)
        return verdict is None or verdict.unnamed

    return expected


@pytest.fixture(params=["pg", "redis"])
def staging_backend(request, db, monkeypatch):  # type: ignore[no-untyped-def]
    """Run the test on each staging backend: pg, and redis (a real Redis, a key prefix of the test's own).

    The knob is set in the settings table, as `usenet-ops staging switch` does, and the backend is composed
    from the settings as the operators and the CLI compose it (``compose.staging_backend``), so passes that
    compose their own select the same one. Yields the backend.
    """
    from usenet_ops.passes import compose
    from usenet_ops.store import settings as settings_store

    if request.param == "redis":
        url = request.getfixturevalue("redis_url")
        monkeypatch.setenv("USENET_REDIS_URL", url)
        monkeypatch.setenv("USENET_STAGING_REDIS_PREFIX", request.getfixturevalue("redis_prefix"))
        settings_store.set_value(db, "staging", "redis", guarded_ok=True)
    return compose.staging_backend(settings_store.load(db))
