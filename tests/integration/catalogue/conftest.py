"""Fixtures for catalogue tests: the sink and the release factory on sys.path."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture
def catalogue():
    from usenet_ops.store.catalogue import PostgresCatalogue

    return PostgresCatalogue()
