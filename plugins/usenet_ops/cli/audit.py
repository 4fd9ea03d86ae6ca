"""`usenet-ops audit`: who changed what, when (the view's Audit tab, from the terminal)."""

from __future__ import annotations

import argparse

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "audit", "the audit log: every operator action from the view or the CLI")
    p = common.add_verb(verbs, "list", _list, "actions newest first: when, who, from where, what, outcome")
    common.add_dsn_option(p)
    p.add_argument("--limit", type=int, default=50, help="rows (default 50, at most 1000)")
    p.add_argument("--before", type=int, default=None, help="only rows with an id below this (the next page)")
    p.add_argument("--json", action="store_true", help="one JSON object per line")


def _list(args: argparse.Namespace) -> int:
    from usenet_ops.store import audit

    with common.database(args) as conn:
        rows = audit.recent(conn, limit=args.limit, before_id=args.before)
    if args.json:
        for r in rows:
            common.print_json({**r, "at": r["at"].isoformat()})
        return 0
    common.print_table(["id", "at", "actor", "source", "action", "target", "outcome", "message"],
                       [(r["id"], f"{r['at']:%Y-%m-%d %H:%M:%S}", r["actor"], r["source"], r["action"],
                         r["target"][:50], r["outcome"], r["message"][:60]) for r in rows])
    return 0
