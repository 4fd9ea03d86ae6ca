"""`usenet-ops crawl`: run a forward crawl pass outside Airflow (operators, scripts, tests)."""

from __future__ import annotations

import argparse
import os
import socket

from usenet_ops.cli import common
from usenet_ops.domain.redaction import redact_urls


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "crawl", "run the forward crawl outside Airflow (same pass the DAG runs)")
    p = common.add_verb(verbs, "run", _run, "crawl groups from one provider into staging, then print the reports")
    common.add_dsn_option(p)
    p.add_argument("provider", help="nntp://[user:pass@]host[:port], nntps://..., or an Airflow nntp conn id")
    p.add_argument("--group", action="append", dest="groups", metavar="G",
                   help="group to crawl (repeatable; default: the active curated groups in crawl order)")
    p.add_argument("--budget-sec", type=float, default=None, help="catch-up time budget (default: crawl_budget_sec)")
    p.add_argument("--json", action="store_true", help="one JSON report per group per line")


def _run(args: argparse.Namespace) -> int:
    from usenet_ops.cli.provider import resolve_provider
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.passes import compose, crawl, plan
    from usenet_ops.store import db, groups

    provider = resolve_provider(args.provider)
    try:
        conn = db.connect(args.dsn, autocommit=True)
    except db.DatabaseUnavailable as exc:
        raise common.CLIError(str(exc)) from exc
    status = 0
    with conn:
        settings = compose.load_settings(conn)
        names = args.groups or plan.plan_crawl(conn, settings).groups
        if not names:
            raise common.CLIError("no groups to crawl: pass --group or add groups (`usenet-ops groups seed`)")
        indexed = compose.indexed_groups(conn) | {g.lower() for g in names}
        filters = compose.load_filters(conn)
        owner = f"cli/{socket.gethostname()}/{os.getpid()}"
        # One pool for every group: the connection is reused from group to group,
        # and a provider benched by one group's failures is not dialled again by the next.
        with Pool(provider, PoolSettings.from_knobs(settings)) as pool:
            for name in names:
                row = groups.get(conn, name)
                target = crawl.CrawlTarget(provider=provider.redacted_url(), backbone=provider.backbone,
                                           group=name.lower(), indexed_groups=frozenset(indexed),
                                           throttle=row.throttle if row else None)
                try:
                    report = crawl.crawl_group(target, conn=conn, pool=pool, settings=settings, filters=filters,
                                               owner=owner, budget_sec=args.budget_sec,
                                               stage_connect=lambda: db.connect(args.dsn, autocommit=True))
                except (crawl.CrawlStalled, crawl.GroupRenumbered) as exc:
                    print(f"usenet-ops: {name}: {redact_urls(str(exc))} (check: {exc.hint})")
                    status = 1
                    continue
                if args.json:
                    common.print_json(report.as_dict())
                else:
                    print(f"{name}: {report.state.value}; {report.articles} articles read, {report.staged} staged, "
                          f"{report.duplicates} duplicate, {report.ready_sets} ready sets, backlog {report.backlog}, "
                          f"{report.rate:.0f} articles/s" + (f" ({report.message})" if report.message else ""))
                if report.state is crawl.CrawlState.FAILED or report.failed_batches:
                    status = 1
    return status
