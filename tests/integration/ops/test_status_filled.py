"""status.json on a database filled by a real crawl and build (sums come back from Postgres as Decimal)."""

from __future__ import annotations

import json

from filled import crawl_and_build

from usenet_ops import settings
from usenet_ops.adapters import status


def test_report_after_a_real_crawl_and_build_has_the_passes_numbers(crawl_db, server_a, corpus_groups) -> None:
    reports, built = crawl_and_build(crawl_db, server_a.url, corpus_groups)
    assert built.built > 0
    report = status.report(crawl_db, settings.Settings())
    json.dumps(report)  # every value serialises: no Decimal, no datetime left
    crawl = report["crawl"]
    assert crawl["articles"] == sum(r.articles for r in reports) > 0
    assert crawl["staged"] == sum(r.staged for r in reports)
    assert crawl["groups"] == crawl["groups_done"] == len(corpus_groups)
    assert isinstance(crawl["articles_per_second"], float) and crawl["articles_per_second"] > 0
    assert report["total_nzbs"] == crawl_db.execute("SELECT count(*) AS n FROM usenet.releases").fetchone()["n"]
