"""`usenet-ops posters`: watch posters and report every outcome for them."""

from __future__ import annotations

import argparse

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "posters", "poster watch: what happened to everything a poster put out")
    p = common.add_verb(verbs, "watch", _watch, "watch a poster (case-insensitive substring of From)")
    common.add_dsn_option(p)
    p.add_argument("pattern", help="part of the From header, e.g. an address or a display name")
    p.add_argument("--note", default="", help="why it is watched")
    p = common.add_verb(verbs, "unwatch", _unwatch, "stop watching a poster (its tallies are removed)")
    common.add_dsn_option(p)
    p.add_argument("pattern", help="the watched pattern")
    p = common.add_verb(verbs, "report", _report, "outcomes per (poster, stage, reason), successes included")
    common.add_dsn_option(p)
    p.add_argument("pattern", nargs="?", default=None, help="only this watched pattern")
    p.add_argument("--json", action="store_true", help="one JSON object")


def _watch(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store import filters

    with common.database(args, filters.FilterStoreError) as conn:
        stored = actions.watch_poster(conn, common.actor(), args.pattern, args.note)
    print(f"watching posters matching {stored!r}")
    return 0


def _unwatch(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store import filters

    with common.database(args, filters.FilterStoreError) as conn:
        actions.unwatch_poster(conn, common.actor(), args.pattern)
    print(f"stopped watching {args.pattern.strip().lower()!r}")
    return 0


def _report(args: argparse.Namespace) -> int:
    from usenet_ops.store import filters

    with common.database(args) as conn:
        rows = filters.poster_report(conn, args.pattern)
    if args.pattern and not rows:
        raise common.CLIError(f"{args.pattern!r} is not watched; add it with `usenet-ops posters watch`")
    if args.json:
        posters: dict[str, dict] = {}
        for r in rows:
            entry = posters.setdefault(r["pattern"], {"pattern": r["pattern"], "note": r["note"], "total": 0, "outcomes": []})
            if r["stage"] is not None:
                entry["total"] += r["count"]
                entry["outcomes"].append(
                    {"stage": r["stage"], "reason": r["reason"], "count": r["count"], "sample": r["sample"],
                     "first_seen": r["first_seen"], "last_seen": r["last_seen"]}
                )
        common.print_json({"posters": list(posters.values())})
        return 0
    common.print_table(
        ["pattern", "stage", "reason", "count", "last_seen", "sample"],
        [(r["pattern"], r["stage"] or "-", r["reason"] or "(nothing seen yet)", r["count"] or 0, r["last_seen"] or "",
          r["sample"] or "") for r in rows],
    )
    return 0
