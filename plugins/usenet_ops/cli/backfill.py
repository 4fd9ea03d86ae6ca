"""`usenet-ops backfill`: the history's progress, the partitions a run would map, and forgetting coverage."""

from __future__ import annotations

import argparse
import datetime as dt
import sys

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "backfill", "the backfill of groups' history: status, plan, reset")
    p = common.add_verb(verbs, "status", _status, "per (backbone, group): articles left, covered %, rate and ETA; "
                                                  "chunk bytes and history sets by state (rebuild path)")
    common.add_dsn_option(p)
    p.add_argument("--group", help="only this group")
    p.add_argument("--backbone", help="only this backbone")
    p.add_argument("--json", action="store_true", help="one JSON object per line")
    p = common.add_verb(verbs, "plan", _plan, "the partitions a backfill run would map now, without reading "
                                              "(date windows from cached boundaries only)")
    common.add_dsn_option(p)
    p.add_argument("--group", help="only this group")
    p.add_argument("--backbone", help="only this backbone (default: every backbone with crawl state)")
    p.add_argument("--from", dest="start", help="posting-date window start (ISO date or time, UTC)")
    p.add_argument("--to", dest="end", help="posting-date window end (exclusive)")
    p.add_argument("--limit", type=int, help="at most this many partitions per backbone (default: "
                                              "backfill_batches_per_run; 0 = all)")
    p.add_argument("--json", action="store_true", help="one JSON object per line (a partition each)")
    p = common.add_verb(verbs, "reset", _reset, "forget a group's backfill coverage below N on one backbone "
                                                "(staged rows stay; on the rebuild path the chunks of those ranges "
                                                "go; the next runs read that history again)")
    common.add_dsn_option(p)
    p.add_argument("name", metavar="GROUP")
    p.add_argument("--backbone", required=True, help="article numbers are per backbone")
    p.add_argument("--below", type=int, metavar="N", help="only coverage below article N (default: all history "
                                                          "below the forward crawl's first article)")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    p.add_argument("--json", action="store_true", help="print what was removed as one JSON object")


def _when(raw: str | None, flag: str) -> dt.datetime | None:
    if raw is None:
        return None
    try:
        value = dt.datetime.fromisoformat(raw)
    except ValueError:
        raise common.CLIError(f"{flag} takes an ISO date or time (2025-11-03 or 2025-11-03T06:00); got {raw!r}") \
            from None
    return value if value.tzinfo else value.replace(tzinfo=dt.UTC)


def _status(args: argparse.Namespace) -> int:
    from usenet_ops.passes import backfill, compose

    with common.database(args) as conn:
        rows = backfill.status(conn, compose.load_settings(conn), backbone=args.backbone, group=args.group)
    _warn_waiting_backfills()
    if args.json:
        for row in rows:
            common.print_json(row)
        return 0
    # The rebuild path's columns, once it is chosen or has left chunks: a staging-only operator sees no zeros.
    history = any(r["path"] == "rebuild" or r["chunk_bytes"] for r in rows)
    common.print_table(
        ["backbone", "group", "depth", "floor date", "floor", "ceiling", "remaining", "covered%", "done", "running",
         "art/s", "eta"] + (["chunk bytes", "B/line", "sets open (waiting)", "promoted"] if history else []),
        [[r["backbone"], r["group"], _depth(r), r["floor_date"] or "-",
          # A floor date not searched on the server yet: the floor shown is the server's low water mark.
          f"{r['floor']}{'' if r['floor_resolved'] is not False else '?'}" if r["floor"] is not None else None,
          r["ceiling"], r["remaining"], r["covered_pct"], r["partitions_done"],
          r["partitions_running"], r["articles_per_sec"], _eta(r["eta_sec"])]
         + ([r["chunk_bytes"], r["chunk_bytes_per_line"] if r["chunk_bytes_per_line"] is not None else "-",
             f"{r['sets_open']} ({r['sets_waiting']})", r["sets_promoted"]] if history else [])
         for r in rows])
    return 0


def _depth(row: dict) -> str:
    """Return a group's depth as ``7d (group)`` / ``3000d (retention_days)``, or ``-`` for everything the server holds."""
    if not row["depth_days"]:
        return "-"
    return f"{row['depth_days']}d ({'group' if row['depth_source'] == 'group' else 'retention_days'})"


def _warn_waiting_backfills() -> None:
    """Say on stderr which Airflow backfills of the usenet DAGs wait on a pause (their runs never start otherwise).

    Read from Airflow's metadata where AIRFLOW__DATABASE__SQL_ALCHEMY_CONN
    names it; stdout (the table, the JSON lines) is unchanged.
    """
    from usenet_ops.adapters.backfill_window import waiting_backfills

    for b in waiting_backfills() or []:
        if b["warning"]:
            print(f"WARNING: {b['warning']}", file=sys.stderr)


def _eta(seconds: int | None) -> str:
    if seconds is None:
        return "-"
    return str(dt.timedelta(seconds=int(seconds)))


def _plan(args: argparse.Namespace) -> int:
    from usenet_ops.passes import backfill, compose
    from usenet_ops.store import backfill_state

    start, end = _when(args.start, "--from"), _when(args.end, "--to")
    if (start is None) != (end is None):
        raise common.CLIError("--from and --to go together (a posting-date window)")
    window = (start, end) if start is not None and end is not None else None
    with common.database(args) as conn:
        settings = compose.load_settings(conn)
        limit = settings.backfill_batches_per_run if args.limit is None else (args.limit or None)
        backbones = [args.backbone] if args.backbone else sorted({r["backbone"] for r in backfill_state.group_rows(conn)})
        plans = [p for bb in backbones for p in backfill.plan_provider(conn, settings, bb, probe_for=None,
                                                                        window=window, group=args.group, limit=limit)]
    mapped = backfill.mapped_partitions(plans, settings.backfill_partition_articles)
    if args.json:
        for part in mapped:
            common.print_json(part)
        return 0
    common.print_table(["backbone", "group", "block", "lo", "hi", "articles"],
                       [[m["backbone"], m["group"], m["block"], m["lo"], m["hi"], m["articles"]] for m in mapped])
    for p in plans:
        if p.note:
            print(f"{p.group} [{p.backbone}]: {p.note}", file=sys.stderr)
    return 0


def _reset(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions, backfill, compose
    from usenet_ops.store import backfill_state, telemetry
    from usenet_ops.store.audit import Outcome

    actor, target = common.actor(), f"{args.name} [{args.backbone}]"
    with common.database(args) as conn:
        state = telemetry.group_state(conn, args.backbone, args.name)
        if not state:
            message = f"no crawl state for {args.name} on backbone {args.backbone}: nothing to reset"
            actions.record(conn, actor, actions.Action.BACKFILL_RESET, target, outcome=Outcome.REFUSED,
                           message=message, detail={"below": args.below})
            raise common.CLIError(message)
        if not args.yes:
            where = f"below article {args.below}" if args.below is not None else "of its whole history"
            if not sys.stdin.isatty():
                raise common.CLIError("backfill reset needs a confirmation: run it in a terminal or pass --yes")
            chunks = " and delete its history chunks" if compose.load_settings(conn).backfill_path == "rebuild" else ""
            if input(f"{args.name} [{args.backbone}]: forget the backfill coverage {where}{chunks}? The next runs "
                     "read it again. [y/N] ").strip().lower() not in {"y", "yes"}:
                raise common.CLIError("not reset")

        def reset() -> dict:
            # The coverage below the cut as it was: what the reset made the next runs read again.
            before = backfill_state.coverage_in(conn, args.backbone, args.name, 0, 2**62)
            removed = backfill.reset(conn, compose.load_settings(conn), args.backbone, args.name, below=args.below)
            return {**removed, "coverage_before": [[lo, hi] for lo, hi in before if lo < removed["below"]][:100]}

        removed = actions.audited(conn, actor, actions.Action.BACKFILL_RESET, target, reset,
                                  {"backbone": args.backbone, "group": args.name, "asked_below": args.below},
                                  describe=lambda r: r)
        removed.pop("coverage_before")
    if args.json:
        common.print_json({"backbone": args.backbone, "group": args.name, **removed})
        return 0
    print(f"{args.name} [{args.backbone}]: coverage below {removed['below']} forgotten "
          f"({removed['coverage_ranges_removed']} range(s) removed, {removed['coverage_ranges_trimmed']} trimmed, "
          f"{removed['partitions_removed']} partition row(s) removed"
          + (f"; {removed['chunks_removed']} history chunk(s) of {removed['chunk_ranges_replaced']} range(s) deleted, "
             "written again as they are re-read" if removed["chunk_ranges_replaced"] else "") + ")")
    return 0
