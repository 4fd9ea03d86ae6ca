"""Fixtures the end-to-end tests share.

The probe and quality pipelines run on the same generated corpus (5,000
articles, seed 7): it is generated once per session, and each test gets its
own news server on backbone a as Airflow's ``nntp_default`` (its faults are
the test's own).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver


@pytest.fixture(scope="session")
def seed7_corpus(scratch_dir: Path):  # type: ignore[no-untyped-def]
    manifest = corpus_mod.generate(articles=5000, seed=7, out=scratch_dir / "e2e-seed7-corpus")
    return corpus_mod.load(manifest.directory), manifest.read()


@pytest.fixture
def provider(seed7_corpus, monkeypatch: pytest.MonkeyPatch) -> Iterator[newsserver.ServerHandle]:
    with newsserver.serve(seed7_corpus[0], backbone="a") as srv:
        conn = {"conn_type": "nntp", "host": srv.host, "port": srv.port,
                "extra": {"backbone": "synthetic-a", "connections": 4}}
        monkeypatch.setenv("AIRFLOW_CONN_NNTP_DEFAULT", json.dumps(conn))
        yield srv
