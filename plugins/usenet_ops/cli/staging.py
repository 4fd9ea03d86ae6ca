"""`usenet-ops staging`: what is staged, what is ready, and why nothing is building."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "staging", "staged articles waiting for their releases to complete")
    p = common.add_verb(verbs, "status", _status, "staged articles, sets, ready sets and the largest incomplete sets")
    common.add_dsn_option(p)
    p.add_argument("--largest", type=int, default=10, help="how many incomplete sets to list (default 10)")
    p.add_argument("--json", action="store_true", help="one JSON object")
    p = common.add_verb(verbs, "switch", _switch, "make pg or redis the staging backend; refuses while the current one "
                                                  "holds staged sets unless --migrate moves them")
    common.add_dsn_option(p)
    p.add_argument("backend", choices=("pg", "redis"), help="the backend to stage in from now on")
    p.add_argument("--migrate", action="store_true", help="move the staged sets to the new backend first")
    p.add_argument("--json", action="store_true", help="one JSON object")


def _status(args: argparse.Namespace) -> int:
    from usenet_ops.passes import compose
    from usenet_ops.store import db, staging

    try:
        with db.session(args.dsn) as conn:
            backend = compose.staging_backend(compose.load_settings(conn))
            info = backend.census(conn, largest=max(0, min(args.largest, 1000)))
    except (db.DatabaseUnavailable, staging.RedisNotConfigured) as exc:
        raise common.CLIError(str(exc)) from exc
    if args.json:
        data = dataclasses.asdict(info)
        for item, p in zip(data["pending"], info.pending, strict=True):
            item["pct"] = p.pct
        common.print_json(data)
        return 0
    print(f"staged articles: {info.staged_articles}   sets: {info.sets}   ready: {info.ready}   "
          f"settling: {info.settling}   collisions: {info.collisions}")
    if info.pending:
        print("\nlargest incomplete sets:")
        common.print_table(
            ["group", "progress", "segments", "span", "status", "base"],
            [(p.group, f"{p.have}/{p.need} {'files' if p.multi else 'segments'} ({p.pct}%)",
              f"{p.segments_have}/{p.segments_total}", p.span, p.status, p.base[:70]) for p in info.pending],
        )
    return 0


def _switch(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions, compose, staging_switch
    from usenet_ops.store import db, staging
    from usenet_ops.store.audit import Outcome
    from usenet_ops.store.db_errors import DatabaseError

    actor, detail = common.actor(), {"to": args.backend, "migrate": args.migrate}
    try:
        with db.connect(args.dsn, autocommit=True) as conn:
            settings = compose.load_settings(conn)
            detail["from"] = settings.staging
            # Recorded after the switch, not in its transaction: moving sets spans Redis and many commits
            # (staging_switch re-runs safely), so the row says how the switch ended, refusals and failures too.
            try:
                report = staging_switch.switch(conn, staging.StagingMode(args.backend), migrate=args.migrate,
                                               backend_for=lambda mode: compose.staging_backend(settings, mode))
            except (staging_switch.SwitchRefused, staging.RedisNotConfigured) as exc:
                actions.record(conn, actor, actions.Action.STAGING_SWITCH, args.backend, outcome=Outcome.REFUSED,
                               message=str(exc), detail=detail)
                raise
            except Exception as exc:
                with contextlib.suppress(DatabaseError):  # a lost connection: the original error is what matters
                    actions.record(conn, actor, actions.Action.STAGING_SWITCH, args.backend, outcome=Outcome.FAILED,
                                   message=f"{type(exc).__name__}: {exc}", detail=detail)
                raise common.CLIError(f"staging switch to {args.backend} failed ({type(exc).__name__}: {exc}); "
                                      "check USENET_REDIS_URL and Postgres, then run it again (it resumes)") from exc
            actions.record(conn, actor, actions.Action.STAGING_SWITCH, args.backend,
                           detail={**detail, "old": report.previous, "new": report.current, **report.as_dict()})
    except (db.DatabaseUnavailable, staging_switch.SwitchRefused, staging.RedisNotConfigured) as exc:
        raise common.CLIError(str(exc)) from exc
    if args.json:
        common.print_json(report.as_dict())
        return 0
    if report.previous == report.current:
        print(f"staging is already {report.current}")
    else:
        print(f"staging switched from {report.previous} to {report.current}"
              + (f" ({report.moved_sets} sets, {report.moved_segments} segments moved)" if report.moved_sets else ""))
    return 0
