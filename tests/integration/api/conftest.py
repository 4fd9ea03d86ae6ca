"""Fixtures for API tests: the Flask app over this session's real catalogue, a key, helpers."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "catalogue"))

NS = {"newznab": "http://www.newznab.com/DTD/2010/feeds/attributes/"}


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


@pytest.fixture
def client(db, make_app):
    return make_app().test_client()


@pytest.fixture
def apikey(db):
    from usenet_ops.api.keys import KeyStore

    return KeyStore().create(db, "tests").key


@pytest.fixture
def add(db):
    from usenet_ops.store.catalogue import PostgresCatalogue

    def adder(*releases):
        PostgresCatalogue().add(db, list(releases))
        return releases

    return adder


def parse_feed(response):
    """Parse an RSS response strictly (lxml, no recovery) and return the root."""
    from lxml import etree

    assert response.status_code == 200, response.data[:500]
    assert response.headers["Content-Type"].startswith("application/rss+xml"), response.headers["Content-Type"]
    return etree.fromstring(response.data, etree.XMLParser(recover=False, resolve_entities=False))


def items(root):
    return root.findall("./channel/item")


def attrs(item, name):
    return [a.get("value") for a in item.findall("newznab:attr", NS) if a.get("name") == name]


def error_of(response):
    from lxml import etree

    root = etree.fromstring(response.data)
    assert root.tag == "error", response.data[:300]
    return int(root.get("code")), root.get("description")
