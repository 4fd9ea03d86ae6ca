"""The app factory and its one error handler: every failure becomes a Newznab error document (no database)."""

from __future__ import annotations

import logging

import psycopg
import pytest
from lxml import etree

from usenet_ops.api import create_app
from usenet_ops.api.app import CATALOGUE, CONFIG, KEYS, RELEASES
from usenet_ops.api.config import ApiConfig
from usenet_ops.api.errors import ApiError, ErrorCode
from usenet_ops.store.pool import CatalogueBusy, CataloguePool

# Nothing listens here; building the app must not try.
NOWHERE = "postgresql://postgres@127.0.0.1:1/nowhere?connect_timeout=1"


@pytest.fixture
def app():
    app = create_app(ApiConfig(dsn=NOWHERE))

    def raiser(error: Exception):
        def view():
            raise error
        return view

    app.add_url_rule("/lost", "lost", raiser(psycopg.OperationalError("server closed the connection")))
    app.add_url_rule("/bug", "bug", raiser(KeyError("boom")))
    app.add_url_rule("/refused", "refused", raiser(ApiError(ErrorCode.REQUEST_LIMIT, "Request limit reached",
                                                            status=429, retry_after=60)))
    yield app
    app.extensions[CATALOGUE].close()


def error(response) -> tuple[int, str]:
    root = etree.fromstring(response.data, etree.XMLParser(recover=False))
    assert root.tag == "error"
    return int(root.get("code")), root.get("description")


def test_the_factory_shares_settings_pool_and_stores_through_extensions_and_connects_to_nothing():
    app = create_app(ApiConfig(dsn=NOWHERE, pool_max=7))
    assert app.name == "usenet_ops.api" and "newznab" in app.blueprints
    assert app.extensions[CONFIG].pool_max == 7 and isinstance(app.extensions[CATALOGUE], CataloguePool)
    assert {RELEASES, KEYS} <= set(app.extensions)
    assert app.test_client().get("/api?t=caps").status_code == 200  # caps needs no database


def test_a_lost_database_is_error_900_and_one_log_line_without_traceback(app, caplog):
    with caplog.at_level(logging.ERROR, logger="usenet_ops.api.app"):
        response = app.test_client().get("/lost")
    assert response.status_code == 200 and response.headers["Content-Type"] == "application/xml; charset=utf-8"
    assert error(response) == (900, "Catalogue unavailable; retry later")
    assert [r.getMessage() for r in caplog.records] == ["catalogue unavailable: server closed the connection"]
    assert caplog.records[0].exc_info is None


def test_an_unexpected_error_is_900_to_the_client_and_a_traceback_in_the_log(app, caplog):
    with caplog.at_level(logging.ERROR, logger="usenet_ops.api.app"):
        response = app.test_client().get("/bug?o=json")
    assert response.status_code == 200 and response.headers["Content-Type"] == "application/json; charset=utf-8"
    assert response.get_json() == {"error": {"@attributes": {
        "code": "900", "description": "Internal error; the server log has the details"}}}
    assert b"boom" not in response.data
    (record,) = caplog.records
    assert record.getMessage() == "unexpected error answering /bug" and record.exc_info[0] is KeyError


def test_a_refusal_keeps_its_status_and_retry_after(app):
    response = app.test_client().get("/refused")
    assert response.status_code == 429 and response.headers["Retry-After"] == "60"
    assert error(response) == (500, "Request limit reached")


def test_http_errors_are_202_for_unknown_paths_and_methods_and_keep_their_status(app):
    client = app.test_client()
    assert client.get("/nothing").status_code == 404 and error(client.get("/nothing"))[0] == 202
    response = client.post("/api?t=caps")
    assert response.status_code == 405 and error(response)[0] == 202


def test_a_catalogue_that_cannot_be_reached_in_time_is_error_900_busy():
    app = create_app(ApiConfig(dsn=NOWHERE, open_mode=True, pool_min=0, pool_timeout=1.0))
    try:
        response = app.test_client().get("/api?t=search")
        assert error(response) == (900, "Catalogue busy or unreachable; retry shortly")
        with pytest.raises(CatalogueBusy):
            app.extensions[CATALOGUE].acquire()
    finally:
        app.extensions[CATALOGUE].close()
