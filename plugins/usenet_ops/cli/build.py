"""`usenet-ops build`: run a build pass outside Airflow (same pass the DAG runs)."""

from __future__ import annotations

import argparse

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "build", "assemble complete staged sets into catalogue releases")
    p = common.add_verb(verbs, "run", _run, "run one build pass (with catch-up) and print its report")
    common.add_dsn_option(p)
    p.add_argument("--budget-sec", type=float, default=600.0, help="catch-up time budget (default 600)")
    p.add_argument("--json", action="store_true", help="one JSON object: the pass report")
    p = common.add_verb(verbs, "outcomes", _outcomes, "build outcomes per day and reason, with one sample each")
    common.add_dsn_option(p)
    p.add_argument("--days", type=int, default=7, help="how many days back, today included (1: the last day)")
    p.add_argument("--reason", help="one reason and its per-rule lines (unnamed, rejected, parse_error, junk, ...)")
    p.add_argument("--samples", action="store_true", help="after the table, every kept sample (up to 5 per line)")
    p.add_argument("--json", action="store_true", help="one JSON object per (day, reason) line, with its samples")
    p = common.add_verb(verbs, "failures", _failures,
                        "sets whose assembly raised (retrying) or that were set aside (rejected), with the reason")
    common.add_dsn_option(p)
    p.add_argument("--rejected", action="store_true", help="only sets set aside, not those still being retried")
    p.add_argument("--limit", type=int, default=100, help="most recent first (default 100)")
    p.add_argument("--json", action="store_true", help="one JSON object per set")


def _run(args: argparse.Namespace) -> int:
    from usenet_ops.passes import build, compose
    from usenet_ops.store import db

    try:
        with db.connect(args.dsn, autocommit=True) as conn:
            settings = compose.load_settings(conn)
            report = build.build_pass(conn, settings=settings, sink=compose.release_sink(),
                                      filters=compose.load_build_filters(conn), staging=compose.staging_backend(settings),
                                      budget_sec=args.budget_sec)
    except db.DatabaseUnavailable as exc:
        raise common.CLIError(str(exc)) from exc
    if args.json:
        common.print_json(report.as_dict())
    else:
        print(f"{report.candidates} candidates, {report.built} built ({report.segments} segments), "
              f"outcomes {dict(report.outcomes)}, {report.ready_left} ready left, {report.seconds:.1f}s")
    return 0


def _outcomes(args: argparse.Namespace) -> int:
    from usenet_ops.store import building, db

    try:
        with db.session(args.dsn) as conn:
            rows = building.outcomes_since(conn, max(1, args.days))
    except db.DatabaseUnavailable as exc:
        raise common.CLIError(str(exc)) from exc
    if args.reason:
        rows = [r for r in rows if r["reason"] == args.reason or r["reason"].startswith(args.reason + ":")]
    if args.json:
        for r in rows:
            common.print_json({"day": r["day"].isoformat(), "reason": r["reason"], "count": r["count"],
                               "sample": r["sample"], "samples": list(r["samples"] or [])})
        return 0
    common.print_table(["day", "reason", "count", "sample"],
                       [(r["day"], r["reason"], r["count"], r["sample"][:70]) for r in rows])
    if args.samples:
        for r in rows:
            for sample in r["samples"] or []:
                print(f"{r['day']}  {r['reason']}: {sample}")
    return 0


def _failures(args: argparse.Namespace) -> int:
    from usenet_ops.store import building, db

    if args.limit < 1:
        raise common.CLIError("--limit must be at least 1")
    try:
        with db.session(args.dsn) as conn:
            rows = building.failures(conn, rejected_only=args.rejected, limit=args.limit)
    except db.DatabaseUnavailable as exc:
        raise common.CLIError(str(exc)) from exc
    if args.json:
        for r in rows:
            common.print_json({"set_id": r["set_id"], "group": r["group_name"], "base": r["base"],
                               "reason": r["reason"], "detail": r["detail"], "attempts": r["attempts"],
                               "first_failed": r["first_failed"].isoformat(), "last_failed": r["last_failed"].isoformat(),
                               "rejected_at": r["rejected_at"].isoformat() if r["rejected_at"] else None})
        return 0
    common.print_table(["last failed", "state", "reason", "tries", "group", "base", "detail"],
                       [(r["last_failed"].isoformat(timespec="seconds"), "rejected" if r["rejected_at"] else "retrying",
                         r["reason"], r["attempts"], r["group_name"], r["base"][:50], r["detail"][:70]) for r in rows])
    return 0
