"""The view's Providers tab data: each account's role and what it is doing (panels.providers' "duty")."""

from __future__ import annotations

from usenet_ops.adapters import panels
from usenet_ops.store import groups, provider_checks

FLEET = [
    {"name": "nntp_main", "host": "news.example.com", "port": 563, "backbone": "example.com", "role": "primary",
     "priority": 0, "connections": 8, "tls": "implicit", "enabled": True},
    {"name": "nntp_spare", "host": "news2.example.com", "port": 563, "backbone": "example.com", "role": "backup",
     "priority": 1, "connections": 4, "tls": "implicit", "enabled": True},
    {"name": "nntp_blocks", "host": "fill.example.net", "port": 563, "backbone": "example.net", "role": "fill",
     "priority": 0, "connections": 4, "tls": "implicit", "enabled": True},
    {"name": "nntp_broken", "enabled": False, "error": "ValueError: a provider needs a host"},
]


def _sources() -> panels.Sources:
    return panels.Sources(provider_ids=lambda: [p["name"] for p in FLEET], fleet=lambda ids: FLEET,
                          pools=lambda ids: {})


def test_the_providers_tab_says_what_each_account_is_doing(db) -> None:
    groups.add(db, "alt.binaries.a")
    groups.add(db, "alt.binaries.b")
    rows = {r["name"]: r for r in panels.jsonable(panels.providers(db, _sources()))["providers"]}
    assert rows["nntp_main"]["duty"]["doing"] == "crawls 2 of 2 groups on backbone example.com"
    assert rows["nntp_spare"]["duty"]["doing"] == "backup: standing by while nntp_main answers"
    assert rows["nntp_blocks"]["duty"]["crawls"] is False
    assert rows["nntp_blocks"]["duty"]["doing"] == "fill: probes and health only, never crawls"
    assert rows["nntp_broken"]["duty"]["doing"].startswith("unusable connection")


def test_the_providers_tab_shows_the_backup_crawling_while_the_primary_fails(db) -> None:
    groups.add(db, "alt.binaries.a")
    provider_checks.record_check(db, "nntp_main", ok=False, message="481 authentication failed", seconds=0.1)
    rows = {r["name"]: r for r in panels.providers(db, _sources())["providers"]}
    assert rows["nntp_spare"]["duty"]["crawls"] and rows["nntp_spare"]["duty"]["failing"] is False
    assert rows["nntp_spare"]["duty"]["doing"].startswith("backup: crawls 1 of 1 groups on backbone example.com")
    assert rows["nntp_main"]["duty"]["failing"] is True and not rows["nntp_main"]["duty"]["crawls"]
