"""Fixtures for API tests: the Flask app over this session's real catalogue, a key, helpers."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "catalogue"))


@pytest.fixture
def make_app(pg_dsn):
    from usenet_ops.api import create_app
    from usenet_ops.api.config import ApiConfig

    apps = []

    def factory(**overrides):
        overrides.setdefault("dsn", pg_dsn)
        config = ApiConfig(**overrides)
        app = create_app(config)
        apps.append(app)
        return app

    yield factory
    for app in apps:
        app.extensions["usenet_catalogue"].close()
        buckets = app.extensions.get("usenet_burst_buckets")
        if buckets is not None:
            buckets.close()


@pytest.fixture
def client(db, make_app):
    return make_app().test_client()


@pytest.fixture
def apikey(db):
    from usenet_ops.store.apikeys import KeyStore

    return KeyStore().create(db, "tests").key


@pytest.fixture
def add(db):
    from usenet_ops.store.catalogue import PostgresCatalogue

    def adder(*releases):
        PostgresCatalogue().add(db, list(releases))
        return releases

    return adder
