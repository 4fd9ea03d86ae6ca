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
    p.add_argument("--days", type=int, default=7)
    p.add_argument("--json", action="store_true", help="one JSON object per (day, reason) line")


def _run(args: argparse.Namespace) -> int:
    from usenet_ops.passes import build, compose
    from usenet_ops.store import db

    try:
        with db.connect(args.dsn, autocommit=True) as conn:
            report = build.build_pass(conn, settings=compose.load_settings(conn), sink=compose.release_sink(),
                                      filters=compose.load_build_filters(conn), budget_sec=args.budget_sec)
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
    if args.json:
        for r in rows:
            common.print_json({"day": r["day"].isoformat(), "reason": r["reason"], "count": r["count"],
                               "sample": r["sample"]})
        return 0
    common.print_table(["day", "reason", "count", "sample"],
                       [(r["day"], r["reason"], r["count"], r["sample"][:70]) for r in rows])
    return 0
