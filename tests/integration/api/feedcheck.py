"""Assertions on Newznab responses shared by the API tests (strict XML parsing)."""

from __future__ import annotations

NS = {"newznab": "http://www.newznab.com/DTD/2010/feeds/attributes/"}


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
