"""Fixtures for the Spotnet import: the generated spot corpus served beside a small crawl corpus, and pass runners.

Tests verify with the corpus's TEST key ring (``SpotCorpus.keyring``), never the
shipped one: real moderator keys sign nothing here. Through the database the
ring is installed as operator keys (``store.spot_records.set_key``), as an operator
would install a rotated key.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from spot_helpers import Runner, install_keys

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver
from usenet_ops.corpus.spots import SpotCorpus, generate_spots
from usenet_ops.store import settings as settings_store
from usenet_ops.store import spot_records


@pytest.fixture(scope="session")
def spot_corpus() -> SpotCorpus:
    return generate_spots(1)


@pytest.fixture(scope="session")
def small_corpus(scratch_dir: Path):
    """A small crawl corpus (the server needs one; the spot groups are served beside it)."""
    manifest = corpus_mod.generate(articles=400, seed=23, out=scratch_dir / "spots-small-corpus")
    return corpus_mod.load(manifest.directory), manifest.read()


@pytest.fixture
def spot_server(small_corpus, spot_corpus) -> Iterator[newsserver.ServerHandle]:
    with newsserver.serve(small_corpus[0], spots=newsserver.SpotSource.from_corpus(spot_corpus)) as srv:
        yield srv


@pytest.fixture
def spot_db(db, spot_corpus):
    """The emptied indexer database, with the corpus's key ring installed and small spot batches."""
    spot_records.seed_keys(db)
    install_keys(db, spot_corpus)
    settings_store.set_value(db, "spot_batch_size", 10)
    return db


@pytest.fixture
def runner(spot_db, spot_server, spot_corpus) -> Runner:
    return Runner(spot_db, spot_server.url, spot_corpus.now)
