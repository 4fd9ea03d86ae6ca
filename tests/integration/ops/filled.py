"""Fill the indexer database the way production does: a real crawl over sockets, then a real build pass."""

from __future__ import annotations

from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import build, compose, crawl
from usenet_ops.store.db import Conn


def crawl_and_build(conn: Conn, server_url: str, groups: list[str], *, backbone: str = "a",
                    run_id: str = "filled") -> tuple[list[crawl.GroupReport], build.BuildReport]:
    """Crawl every group from the news server at ``server_url``, then run one build pass; return the reports."""
    provider = ProviderConfig.from_url(server_url, backbone=backbone)
    settings = compose.load_settings(conn)
    filters = compose.load_filters(conn)
    reports = []
    with Pool(provider) as pool:
        for name in groups:
            target = crawl.CrawlTarget(provider=server_url, backbone=backbone, group=name,
                                       indexed_groups=compose.indexed_groups(conn))
            reports.append(crawl.crawl_group(target, conn=conn, pool=pool, settings=settings, filters=filters,
                                             owner="test", run_id=run_id, staging=compose.staging_backend(settings)))
    report = build.build_pass(conn, settings=settings, sink=compose.release_sink(),
                              filters=compose.load_build_filters(conn), budget_sec=60, staging=compose.staging_backend(settings))
    return reports, report
