"""`usenet-ops filters`: the junk rules — list, test, reorder, toggle, audit, seed."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from usenet_ops.cli import common
from usenet_ops.domain import junk, junk_traffic


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "filters", "junk rules: evaluation order, hit counts, tests and audits")

    p = common.add_verb(verbs, "seed", _seed,
                        "load include/seed/junk_rules.tsv into junk_rules (idempotent; keeps enable/order edits)")
    common.add_dsn_option(p)
    p.add_argument("--file", type=Path, default=None, help="rules TSV (default: the shipped one)")
    p.add_argument("--json", action="store_true", help="one JSON object")

    p = common.add_verb(verbs, "list", _list, "rules in evaluation order with lifetime hits, share and drift")
    common.add_dsn_option(p)
    p.add_argument("--json", action="store_true", help="one JSON object with rules and problems")

    p = common.add_verb(verbs, "test", _test, "say which rule fires for a title, and why")
    common.add_dsn_option(p)
    p.add_argument("title", nargs="?", help="the title (or subject) to judge")
    p.add_argument("--size", type=int, default=None, help="total release size in bytes (enables size-banded rules)")
    p.add_argument("--group", default=None, help="newsgroup (blocked executables are allowed in software groups)")
    p.add_argument("--stage", choices=[s.value for s in junk.Stage], default="build",
                   help="ingest runs only the unsized ingest rules; build runs all (default)")
    p.add_argument("--stdin", action="store_true",
                   help="judge one title per input line (TITLE[<TAB>SIZE[<TAB>GROUP]] or a JSON object); "
                        "prints one JSON object per line")
    p.add_argument("--from-seed", action="store_true", help="use the shipped TSV instead of the database")
    p.add_argument("--json", action="store_true", help="one JSON object")

    for name, enabled in (("enable", True), ("disable", False)):
        p = common.add_verb(verbs, name, _toggle, f"{name} a rule (by id or name); running engines pick it up on refresh")
        common.add_dsn_option(p)
        p.add_argument("rule", help="rule id or name")
        p.set_defaults(enabled=enabled)

    p = common.add_verb(verbs, "move", _move, "move a rule to a 1-based place in evaluation order")
    common.add_dsn_option(p)
    p.add_argument("rule", help="rule id or name")
    p.add_argument("position", type=int, help="new place (1 = evaluated first)")

    p = common.add_verb(verbs, "audit", _audit,
                        "report what each rule would drop from a title list, or (--days N) what it caught on real "
                        "traffic: hits per day, share, trend and samples")
    common.add_dsn_option(p)
    p.add_argument("file", nargs="?", default=None,
                   help="titles, one per line: TITLE[<TAB>SIZE|-[<TAB>GROUP]]; - for stdin (not with --days)")
    p.add_argument("--days", type=int, default=None,
                   help="audit real traffic instead: what each rule dropped on the last N days (UTC, today included)")
    p.add_argument("--rule", default=None, help="with --days: only this rule (id or name), shown even without hits")
    p.add_argument("--from-seed", action="store_true", help="use the shipped TSV instead of the database")
    p.add_argument("--samples", type=int, default=3, help="sample titles per rule (default 3)")
    p.add_argument("--json", action="store_true", help="one JSON object")

    _register_reset(verbs)

    p = common.add_verb(verbs, "instruments", _instruments, "page through instrument counters of one kind, busiest first")
    common.add_dsn_option(p)
    p.add_argument("kind", help="instrument kind, e.g. ungrouped, merge_suspect, parse_dropped")
    p.add_argument("--limit", type=int, default=50, help="rows per page (default 50)")
    p.add_argument("--after", default=None, help="COUNT:KEY of the previous page's last row")
    p.add_argument("--json", action="store_true", help="one JSON object")


def _engine(args: argparse.Namespace) -> junk.JunkEngine:
    from usenet_ops.store import filters

    if getattr(args, "from_seed", False):
        return junk.JunkEngine(junk.load_tsv(filters.default_tsv()))
    with common.database(args) as conn:
        engine = filters.load_engine(conn)
    if not engine.rules:
        raise common.CLIError("junk_rules is empty; run `usenet-ops filters seed` (or pass --from-seed)")
    return engine


def _seed(args: argparse.Namespace) -> int:
    from usenet_ops.store import filters

    try:
        with common.database(args) as conn:
            changed = filters.seed_rules(conn, args.file)
            total = len(filters.load_rules(conn))
    except junk.RuleError as exc:
        raise common.CLIError(f"{exc}; nothing was seeded") from exc
    if args.json:
        common.print_json({"changed": changed, "rules": total})
    else:
        print(f"seeded junk rules: {changed} inserted or refreshed, {total} in the table")
    return 0


def _list(args: argparse.Namespace) -> int:
    from usenet_ops.store import filters

    with common.database(args) as conn:
        stats = filters.rule_stats(conn)
        problems = filters.load_engine(conn).problems
    if not stats:
        raise common.CLIError("junk_rules is empty; run `usenet-ops filters seed`")
    if args.json:
        common.print_json(
            {
                "rules": [
                    {
                        "place": s.place, "id": s.rule.id, "name": s.rule.name, "kind": s.rule.kind.value,
                        "stage": s.rule.stage.value, "size_band": str(s.rule.size_band) if s.rule.size_band else None,
                        "enabled": s.rule.enabled, "hits": s.hits, "share": round(s.share, 6), "drift": s.drift,
                        "reason": s.rule.reason, "scope": s.rule.scope.value,
                    }
                    for s in stats
                ],
                "problems": [{"id": p.rule_id, "name": p.name, "problem": p.problem} for p in problems],
            }
        )
        return 0
    common.print_table(
        ["#", "id", "name", "stage", "band", "on", "hits", "share", "drift"],
        [
            (s.place, s.rule.id, s.rule.name, s.rule.stage.value, str(s.rule.size_band) if s.rule.size_band else "-",
             "yes" if s.rule.enabled else "no", s.hits, f"{s.share:.1%}",
             "" if s.drift is None else f"{s.drift:+d}")
            for s in stats
        ],
    )
    for p in problems:
        print(f"problem: rule {p.rule_id} {p.name}: {p.problem}", file=sys.stderr)
    return 0


def _verdict_json(entry: junk.AuditEntry, stage: junk.Stage, verdict: junk.Verdict | None) -> dict:
    return {
        "title": entry.title, "size": entry.size, "group": entry.group, "stage": stage.value,
        "junk": verdict is not None,
        "rule_id": verdict.rule_id if verdict else None,
        "rule": verdict.name if verdict else None,
        "reason": verdict.reason if verdict else None,
        "detail": verdict.detail if verdict else None,
    }


def _stdin_entries(stream: IO[str]) -> Iterator[tuple[int, junk.AuditEntry | None, str | None]]:
    for lineno, line in enumerate(stream, start=1):
        text = line.rstrip("\r\n")
        if not text.strip():
            continue
        try:
            if text.lstrip().startswith("{"):
                obj = json.loads(text)
                size = obj.get("size")
                yield lineno, junk.AuditEntry(str(obj["title"]), int(size) if size is not None else None, obj.get("group")), None
            else:
                parts = text.split("\t")
                size = int(parts[1]) if len(parts) > 1 and parts[1].strip() not in ("", "-") else None
                group = parts[2] if len(parts) > 2 and parts[2].strip() else None
                yield lineno, junk.AuditEntry(parts[0], size, group), None
        except (ValueError, KeyError, TypeError) as exc:
            yield lineno, None, f"line {lineno}: {exc}"


def _test(args: argparse.Namespace) -> int:
    stage = junk.Stage(args.stage)
    if args.stdin == (args.title is not None):
        raise common.CLIError("give either a TITLE or --stdin (one title per line)")
    engine = _engine(args)
    if args.stdin:
        # One memoising evaluator per group: a stream of subjects repeats bases.
        evaluators: dict[str | None, junk.BatchEvaluator] = {}
        for lineno, entry, error in _stdin_entries(sys.stdin):
            if entry is None:
                common.print_json({"line": lineno, "error": error})
                continue
            group = entry.group or args.group
            evaluator = evaluators.setdefault(group, engine.evaluator(stage, group=group))
            verdict = evaluator.check(entry.title, entry.size)
            common.print_json(_verdict_json(junk.AuditEntry(entry.title, entry.size, group), stage, verdict))
        return 0
    entry = junk.AuditEntry(args.title, args.size, args.group)
    verdict = engine.evaluate(entry.title, size=entry.size, group=entry.group, stage=stage)
    if args.json:
        common.print_json(_verdict_json(entry, stage, verdict))
    elif verdict is None:
        skipped = "" if args.size is not None or stage is junk.Stage.INGEST else " (size-banded rules skipped: no --size)"
        print(f"KEEP: no {stage.value}-stage rule fires{skipped}")
    else:
        print(f"JUNK: rule {verdict.rule_id} {verdict.name}: {verdict.detail}")
        print(f"  why: {verdict.reason}")
    return 0


def _toggle(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store import filters

    with common.database(args, filters.FilterStoreError) as conn:
        rule_id = actions.set_rule_enabled(conn, common.actor(), args.rule, args.enabled)
    print(f"rule {rule_id} {'enabled' if args.enabled else 'disabled'}")
    return 0


def _move(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store import filters

    with common.database(args, filters.FilterStoreError) as conn:
        order = actions.move_rule(conn, common.actor(), args.rule, args.position)
    print(f"moved; evaluation order is now: {' '.join(map(str, order))}")
    return 0


def _audit(args: argparse.Namespace) -> int:
    if args.days is not None:
        if args.file is not None:
            raise common.CLIError("give a title list FILE or --days N (real traffic), not both")
        return _audit_traffic(args)
    if args.file is None:
        raise common.CLIError("give a title list FILE (- for stdin), or --days N to audit what the rules caught on "
                              "real traffic")
    if args.rule is not None:
        raise common.CLIError("--rule goes with --days N; a title list is audited against every rule")
    engine = _engine(args)
    try:
        stream = sys.stdin if args.file == "-" else open(args.file, encoding="utf-8")
    except OSError as exc:
        raise common.CLIError(f"cannot read {args.file}: {exc.strerror}; give a readable title list or - for stdin") from exc
    with stream:
        try:
            entries = [e for e in (junk.parse_audit_line(line) for line in stream) if e is not None]
        except ValueError as exc:
            raise common.CLIError(f"{args.file}: {exc}") from exc
    report = junk.audit(engine, entries, samples=args.samples)
    if args.json:
        common.print_json(
            {
                "total": report.total, "dropped": report.dropped, "kept": report.kept,
                "rules": [
                    {"id": r.rule_id, "name": r.name, "count": r.count,
                     "share": round(r.count / report.total, 6) if report.total else 0.0, "samples": list(r.samples)}
                    for r in report.by_rule
                ],
            }
        )
        return 0
    print(f"{report.total} titles: {report.dropped} would be dropped, {report.kept} kept")
    common.print_table(
        ["id", "rule", "drops", "share", "sample"],
        [(r.rule_id, r.name, r.count, f"{r.count / report.total:.1%}", r.samples[0] if r.samples else "")
         for r in report.by_rule],
    )
    return 0


def _audit_traffic(args: argparse.Namespace) -> int:
    """Report what each rule caught on the last N days of real traffic (store.junk_samples)."""
    from usenet_ops.store import filters, junk_samples

    if args.days < 1:
        raise common.CLIError("--days counts whole UTC days, today included: give 1 or more")
    if args.from_seed:
        raise common.CLIError("--from-seed has no traffic: --days reads what the crawl and the build recorded")
    if args.samples < 0:
        raise common.CLIError("--samples is a count of titles per rule: give 0 or more")
    with common.database(args) as conn:
        rules = {r.id: r for r in filters.load_rules(conn)}
        only = _traffic_rule(rules, args.rule) if args.rule is not None else None
        report = junk_samples.traffic(conn, rules, days=args.days, samples=args.samples, only=only)
    entries = [r for r in report.rules if only is None or r.rule_id == only]
    if args.json:
        common.print_json(junk_traffic.report_json(report, rules, entries))
        return 0
    totals = ", ".join(f"{stage} {report.dropped.get(stage, 0):,} {unit}" for stage, unit in junk_traffic.UNITS.items())
    print(f"junk drops {report.first_day}..{report.last_day} ({report.days} days, UTC, today so far): {totals}")
    if not entries:
        print("no rule caught anything in the window" if only is None else f"rule {args.rule} caught nothing")
        return 0
    common.print_table(
        ["trend", "id", "rule", "stage", "hits", "share", "today", "mean/day", "per day (oldest first)"],
        [(r.trend.value, r.rule_id, junk_traffic.rule_name(r.rule_id, rules.get(r.rule_id)), r.stage, r.hits,
          f"{r.share:.1%}", r.last_day, "-" if r.mean is None else f"{r.mean:.1f}",
          " ".join(str(n) for _, n in r.daily))
         for r in entries],
    )
    for r in entries:
        if r.samples:
            print(f"\n{r.rule_id} {junk_traffic.rule_name(r.rule_id, rules.get(r.rule_id))} [{r.stage}]:")
            for sample in r.samples:
                print(f"    {sample}")
    return 0


def _traffic_rule(rules: dict[int, junk.JunkRule], key: str) -> int:
    """Return the id of a rule named by id or name; an id no longer in junk_rules is kept (its days may be)."""
    for rule in rules.values():
        if rule.name == key:
            return rule.id
    try:
        return int(key)
    except ValueError:
        raise common.CLIError(f"no junk rule {key!r}; `usenet-ops filters list` shows ids and names") from None


def _instruments(args: argparse.Namespace) -> int:
    from usenet_ops.store import filters

    after = None
    if args.after:
        count, _, key = args.after.partition(":")
        try:
            after = (int(count), key)
        except ValueError as exc:
            raise common.CLIError("--after takes COUNT:KEY from the previous page's last row") from exc
    with common.database(args) as conn:
        rows = filters.list_instruments(conn, args.kind, limit=args.limit, after=after)
    if args.json:
        common.print_json(
            {"kind": args.kind, "rows": [{"key": r.key, "count": r.count, "sample": r.sample,
                                          "first_seen": r.first_seen, "last_seen": r.last_seen} for r in rows],
             "next": f"{rows[-1].count}:{rows[-1].key}" if len(rows) == args.limit else None}
        )
        return 0
    common.print_table(["count", "key", "last_seen", "sample"], [(r.count, r.key, r.last_seen, r.sample) for r in rows])
    return 0


# --- counter reset (issue 32: the seed's filter-reset) -------------------------------------------------------


def _register_reset(verbs: argparse._SubParsersAction) -> None:
    p = common.add_verb(verbs, "reset", _reset,
                        "reset rule hit counters: one junk rule, one blacklist rule, or all (audited with what "
                        "they held; the per-day traffic of `filters audit --days` is kept)")
    common.add_dsn_option(p)
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--rule", help="a junk rule, by id or name")
    which.add_argument("--blacklist-rule", type=int, metavar="ID", help="a blacklist rule, by id")
    which.add_argument("--all", choices=["junk", "blacklist", "both"], help="every counter of a family, or both")
    p.add_argument("--json", action="store_true", help="one JSON object")


def _reset(args: argparse.Namespace) -> int:
    from usenet_ops.passes import maintenance
    from usenet_ops.store import filters

    family: filters.RuleFamily | None
    rule: str | int | None = None
    if args.rule is not None:
        family, rule = filters.RuleFamily.JUNK, args.rule
    elif args.blacklist_rule is not None:
        family, rule = filters.RuleFamily.BLACKLIST, args.blacklist_rule
    else:
        family = None if args.all == "both" else filters.RuleFamily(args.all)
    with common.database(args, filters.FilterStoreError) as conn:
        rows = maintenance.reset_filter_counters(conn, common.actor(), family=family, rule=rule)
    if args.json:
        common.print_json({"reset": [{"kind": r["kind"], "rule_id": r["rule_id"], "hits": r["hits"],
                                      "since": r["first_seen"]} for r in rows]})
        return 0
    total = sum(int(r["hits"]) for r in rows)
    print(f"reset {len(rows)} counter(s) holding {total:,} hit(s); the audit log keeps what each held")
    return 0

