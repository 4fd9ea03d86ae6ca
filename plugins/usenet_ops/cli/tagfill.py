"""`usenet-ops tagfill`: the tag fill walk's state, a run outside Airflow, and the sweep's removals (list, restore)."""

from __future__ import annotations

import argparse

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "tagfill", "re-derive releases an older classifier built; the junk sweep's removals")
    p = common.add_verb(verbs, "status", _status,
                        "the classifier version, the walk, releases left to re-derive, removals per rule")
    common.add_dsn_option(p)
    p.add_argument("--json", action="store_true", help="one JSON object")
    p = common.add_verb(verbs, "run", _run, "plan and run tag fill batches until the catalogue is current (the DAG's "
                                            "pass, outside Airflow)")
    common.add_dsn_option(p)
    p.add_argument("--budget-sec", type=float, default=3600.0, help="stop planning new batches after this (default 3600)")
    p.add_argument("--json", action="store_true", help="one JSON object: the run's report")
    p = common.add_verb(verbs, "removed", _removed, "releases the sweep removed (restorable until tagfill_grace_days)")
    common.add_dsn_option(p)
    p.add_argument("--rule", type=int, default=None, help="only removals by this rule id")
    p.add_argument("--limit", type=int, default=100, help="newest first (default 100)")
    p.add_argument("--json", action="store_true", help="one JSON object per removal")
    p = common.add_verb(verbs, "restore", _restore, "put removed releases back (same id, guid and NZB); the sweep never "
                                                    "removes them again")
    common.add_dsn_option(p)
    p.add_argument("release_id", type=int, nargs="+", help="release ids (`tagfill removed` lists them)")
    p.add_argument("--json", action="store_true", help="one JSON object per release: its id and what happened")


def _status(args: argparse.Namespace) -> int:
    from usenet_ops.passes import compose, tagfill

    with common.database(args) as conn:
        report = tagfill.status(conn, compose.classifier_version(conn))
    if args.json:
        common.print_json(report)
        return 0
    walk = report["walk"] or {}
    state = "current" if report["current"] else ("walking" if walk else "never run")
    print(f"classifier {report['version']}: {state}; {report['outdated']} crawl release(s) left to re-derive")
    if walk:
        print(f"walk to {walk['version']}: next id {walk['next_id']}, verified below {walk['verified_below']}, "
              f"started {walk['walk_started']}, finished {walk['finished_at'] or '-'}")
    print(f"{report['recoverable']} removed release(s) restorable")
    if report["removed_by_rule"]:
        common.print_table(["family", "rule", "name", "removed", "last"],
                           [(r["family"], r["rule_id"], r["rule_name"][:60], r["removed"], r["last_removed"])
                            for r in report["removed_by_rule"]])
    return 0


def _run(args: argparse.Namespace) -> int:
    from usenet_ops.passes import compose, tagfill

    with common.database(args) as conn:
        report = tagfill.run(conn, settings=compose.load_settings(conn), filters=compose.load_build_filters(conn),
                             budget_sec=args.budget_sec, run_id="cli")
    if args.json:
        common.print_json(report.as_dict())
    else:
        print(f"classifier {report.version}: {report.ranges} batch(es), {report.examined} examined, {report.changed} "
              f"changed, {report.removed} removed {dict(report.by_rule)}, {report.unjudgeable} unjudgeable, "
              f"{report.seconds:.1f}s")
    return 0


def _removed(args: argparse.Namespace) -> int:
    from usenet_ops.store import tagfill_state

    if args.limit < 1:
        raise common.CLIError("--limit must be at least 1")
    with common.database(args) as conn:
        rows = tagfill_state.removed(conn, limit=args.limit, rule_id=args.rule)
    if args.json:
        for r in rows:
            common.print_json(r)
        return 0
    common.print_table(["id", "guid", "rule", "removed", "restored", "title"],
                       [(r["release_id"], r["content_hash"], f"{r['family']}:{r['rule_id']}", r["removed_at"],
                         r["restored_at"] or "", r["title"][:60]) for r in rows])
    return 0


def _restore(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions

    failed = False
    with common.database(args) as conn:
        for release_id in args.release_id:
            outcome = actions.restore_release(conn, common.actor(), release_id)
            failed = failed or outcome == "absent"
            if args.json:
                common.print_json({"release_id": release_id, "outcome": outcome})
            else:
                print(f"{release_id}: {outcome}")
    return 1 if failed else 0
