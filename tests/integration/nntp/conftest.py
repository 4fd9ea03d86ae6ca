"""Fixtures for NNTP socket tests: the scripted server and a TLS pair."""

from __future__ import annotations

import ssl
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from scripted import self_signed_tls  # noqa: E402


@pytest.fixture(scope="session")
def tls_pair() -> tuple[ssl.SSLContext, ssl.SSLContext]:
    return self_signed_tls()


@pytest.fixture(scope="session")
def news_corpus(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """A small deterministic corpus for the test news server."""
    from usenet_ops import corpus

    manifest = corpus.generate(articles=1500, seed=11, out=tmp_path_factory.mktemp("nntp-corpus"))
    return corpus.load(manifest.directory)
