"""Hostile and malformed requests get the protocol's own errors: never a 500, never a stack trace."""

from __future__ import annotations

import pytest
from feedcheck import error_of
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree
from releasefactory import make_release

FUNCTIONS = ["caps", "search", "tvsearch", "movie", "music", "book", "details", "get", "getnfo", "CAPS", "x", ""]
NAMES = ["t", "q", "cat", "limit", "offset", "season", "ep", "imdbid", "tvdbid", "rid", "maxage", "minsize",
         "maxsize", "o", "id", "guid", "group", "artist", "album", "title", "author", "apikey", "extended", "T", "Q"]


def assert_protocol_answer(response):
    assert response.status_code in (200, 429), (response.status_code, response.data[:300])
    assert b"Traceback" not in response.data
    ctype = response.headers["Content-Type"]
    assert "text/html" not in ctype
    if ctype.startswith("application/json"):
        assert response.get_json() is not None
    elif ctype.startswith("application/x-nzb"):
        assert b"<nzb" in response.data
    else:
        root = etree.fromstring(response.data, etree.XMLParser(recover=False))
        assert root.tag in {"rss", "caps", "error"}


@pytest.fixture
def seeded(client, apikey, add):
    add(make_release("Seeded.Show.S01E01-GRP", season=1, episode=1, tvdb=1))
    return client, apikey


@pytest.mark.parametrize(
    "query, code",
    [
        ("t=search&q=%27%3B%20DROP%20TABLE%20releases%3B--", None),
        ("t=search&q=a%25b_c%5C", None),
        ("t=search&cat=5000%27%20OR%201%3D1", 201),
        ("t=search&limit=99999999999999999999999", 201),
        ("t=search&limit=100000000", None),
        ("t=search&offset=99999999999999", 201),
        ("t=search&offset=-5", 201),
        ("t=search&q=%FF%FE%FD", 201),
        ("t=search&q=" + "a" * 10_000, 201),
        ("t=search&q=" + "a" * 300, 201),
        ("t=search&t=get", 201),
        ("t=tvsearch&season=1;DROP", 201),
        ("t=tvsearch&ep=%00", 201),
        ("t=movie&imdbid=tt%27OR", 201),
        ("t=details&id=%27%20OR%201%3D1--", 300),
        ("t=get&id=../../etc/passwd", 300),
        ("t=search&maxage=99999999", None),
        ("t=search&o=xml&o=json", 201),
    ],
)
def test_hostile_query_gets_a_protocol_answer(seeded, query, code):
    client, key = seeded
    response = client.get(f"/api?{query}&apikey={key}")
    assert_protocol_answer(response)
    if code is None:
        assert etree.fromstring(response.data).tag == "rss"
    else:
        assert error_of(response)[0] == code


def test_catalogue_survives_the_injection_attempts(seeded, db):
    client, key = seeded
    client.get(f"/api?t=search&q=x%27);DELETE%20FROM%20releases;--&apikey={key}")
    assert db.execute("SELECT count(*) AS n FROM releases").fetchone()["n"] == 1


def test_unknown_path_and_method_answer_newznab_errors_not_html(client):
    response = client.get("/nothing-here")
    assert response.status_code == 404 and "text/html" not in response.headers["Content-Type"]
    assert error_of(response)[0] == 202
    response = client.post("/api?t=caps")
    assert response.status_code == 405 and b"<error" in response.data


def test_database_outage_is_error_900_not_a_500(make_app, apikey):
    client = make_app(open_mode=True, dsn="postgresql://postgres@127.0.0.1:1/nowhere?connect_timeout=1",
                      pool_min=0, pool_timeout=1.0).test_client()
    response = client.get("/api?t=search")
    assert response.status_code == 200 and error_of(response)[0] == 900


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    function=st.sampled_from(FUNCTIONS),
    extra=st.lists(
        st.tuples(st.sampled_from(NAMES), st.one_of(st.text(max_size=40), st.integers(-10**12, 10**20).map(str),
                                                    st.sampled_from(["S01", "E05", "03/15", "tt0944947", "5000,5040",
                                                                     "json", "xml", "00", "%FF", "\x00"]))),
        max_size=6,
    ),
    raw_tail=st.binary(max_size=20),
)
def test_fuzzed_parameters_never_produce_a_500(seeded, function, extra, raw_tail):
    from urllib.parse import quote

    client, key = seeded
    parts = [f"t={quote(function)}", f"apikey={key}"]
    parts += [f"{quote(name)}={quote(value, safe='')}" for name, value in extra]
    query = "&".join(parts).encode() + b"&z=" + raw_tail.replace(b"#", b"").replace(b"&", b"")
    response = client.get("/api", environ_overrides={"QUERY_STRING": query.decode("latin-1")})
    assert_protocol_answer(response)
