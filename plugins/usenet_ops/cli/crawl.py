"""`usenet-ops crawl`: run a forward crawl pass outside Airflow; list and retry quarantined ranges."""

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

    q = common.add_verb(verbs, "quarantine", _quarantine_help,
                        "article ranges Postgres refused to stage, set aside so their groups moved on")
    q.set_defaults(noun_parser=q)
    qverbs = q.add_subparsers(dest="quarantine_verb", metavar="VERB", title="verbs")
    ql = common.add_verb(qverbs, "list", _quarantine_list, "list quarantined ranges (open ones unless --all)")
    common.add_dsn_option(ql)
    ql.add_argument("--id", type=int, default=None, metavar="N", help="only this quarantine row")
    ql.add_argument("--group", default=None, metavar="G", help="only this group")
    ql.add_argument("--all", action="store_true", help="also the ranges already cleared")
    ql.add_argument("--json", action="store_true", help="one JSON object per range per line")
    qr = common.add_verb(qverbs, "retry", _quarantine_retry,
                         "read quarantined ranges again through the normal staging path; clear each that stages "
                         "(takes the group's fencing token: a crawl of that group running now stops, fenced)")
    common.add_dsn_option(qr)
    which = qr.add_mutually_exclusive_group(required=True)
    which.add_argument("--id", type=int, default=None, metavar="N", help="retry this quarantine row")
    which.add_argument("--group", default=None, metavar="G", help="retry every open range of this group")
    qr.add_argument("--provider", default=None,
                    help="nntp://user:pass@host:port or an Airflow nntp conn id (default: the provider that "
                         "quarantined the range, when it was an Airflow connection)")
    qr.add_argument("--json", action="store_true", help="one JSON report per range per line")


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
        staging = compose.staging_backend(settings)
        names = args.groups or plan.plan_crawl(conn, settings, backbone=provider.backbone).groups
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
                                           throttle=row.throttle if row else None,
                                           depth_days=row.crawl_depth_days if row else None)
                try:
                    report = crawl.crawl_group(target, conn=conn, pool=pool, settings=settings, filters=filters,
                                               owner=owner, budget_sec=args.budget_sec, staging=staging,
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
                for q in report.quarantined if not args.json else ():
                    print(f"  quarantined articles {q['lo']}-{q['hi']} ({q['articles']} articles, id {q['id']}): "
                          f"{q['error']}; `usenet-ops crawl quarantine list --id {q['id']}`")
                if report.state is crawl.CrawlState.FAILED or report.failed_batches or report.quarantined:
                    status = 1
    return status


def _quarantine_help(args: argparse.Namespace) -> int:
    args.noun_parser.print_help()
    return 2


def _quarantine_list(args: argparse.Namespace) -> int:
    from usenet_ops.store import quarantine

    with common.database(args) as conn:
        rows = quarantine.entries(conn, entry_id=args.id, group=args.group, include_cleared=args.all)
    if args.json:
        for row in rows:
            common.print_json(row.as_dict())
        return 0
    if not rows:
        print("no quarantined ranges" + (" (open ones; --all shows cleared ones too)" if not args.all else ""))
        return 0
    common.print_table(
        ["id", "group", "backbone", "articles", "range", "quarantined", "retries", "state", "error"],
        [(r.id, r.group, r.backbone, r.articles, f"{r.lo}-{r.hi}", r.quarantined_at.strftime("%Y-%m-%d %H:%M"),
          r.attempts, "open" if r.open else "cleared", (r.last_error or r.error)[:80]) for r in rows])
    for r in rows:
        if r.sample:
            print(f"  {r.id} sample: {r.sample[:200]}")
    return 0


def _quarantine_retry(args: argparse.Namespace) -> int:
    from usenet_ops.cli.provider import resolve_provider
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.passes import compose, quarantine_retry
    from usenet_ops.store import quarantine

    status = 0
    owner = f"cli/quarantine-retry/{socket.gethostname()}/{os.getpid()}"
    with common.database(args) as conn:
        rows = quarantine.entries(conn, entry_id=args.id, group=args.group)
        rows = [r for r in rows if r.open]
        if not rows:
            raise common.CLIError(f"no open quarantined range {'with id ' + str(args.id) if args.id else 'in ' + args.group}"
                                  " (`usenet-ops crawl quarantine list --all` shows every one)")
        settings = compose.load_settings(conn)
        staging = compose.staging_backend(settings)
        filters = compose.load_filters(conn)
        indexed = compose.indexed_groups(conn)
        for row in rows:
            name = args.provider or row.provider
            if not args.provider and "://" in name:
                raise common.CLIError(
                    f"range {row.id} was quarantined by {name}, whose password is not stored: "
                    "pass --provider nntp://user:pass@host:port (or an Airflow nntp conn id)")
            provider = resolve_provider(name)
            if provider.backbone != row.backbone:
                raise common.CLIError(
                    f"{name} is on backbone {provider.backbone!r} but range {row.id} is numbered on "
                    f"{row.backbone!r}: article numbers differ between backbones; pass a provider of {row.backbone!r}")
            with Pool(provider, PoolSettings.from_knobs(settings)) as pool:
                report = quarantine_retry.retry(row, conn=conn, pool=pool, settings=settings, filters=filters,
                                                indexed_groups=indexed | {row.group}, owner=owner, staging=staging)
            if args.json:
                common.print_json(report.as_dict())
            else:
                print(f"{row.id} {row.group} {row.lo}-{row.hi}: {report.state.value}; {report.articles} articles "
                      f"read, {report.staged} staged" + (f" ({report.message})" if report.message else ""))
            if report.state is not quarantine_retry.RetryState.CLEARED:
                status = 1
    return status
