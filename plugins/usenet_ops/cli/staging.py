"""`usenet-ops staging`: what is staged, what is ready, and why nothing is building."""

from __future__ import annotations

import argparse
import dataclasses

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "staging", "staged articles waiting for their releases to complete")
    p = common.add_verb(verbs, "status", _status, "staged articles, sets, ready sets and the largest incomplete sets")
    common.add_dsn_option(p)
    p.add_argument("--largest", type=int, default=10, help="how many incomplete sets to list (default 10)")
    p.add_argument("--json", action="store_true", help="one JSON object")


def _status(args: argparse.Namespace) -> int:
    from usenet_ops.store import db, staging

    try:
        with db.session(args.dsn) as conn:
            info = staging.staging_info(conn, largest=max(0, min(args.largest, 1000)))
    except db.DatabaseUnavailable as exc:
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
