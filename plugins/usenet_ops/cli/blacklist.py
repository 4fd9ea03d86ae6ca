"""`usenet-ops blacklist`: the operator's editorial blacklist (regex per field)."""

from __future__ import annotations

import argparse

from usenet_ops.cli import common
from usenet_ops.domain.blacklist import FIELD_NAMES, Blacklist


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "blacklist", "operator blacklist: regexes per field (subject, poster, group, name)")
    p = common.add_verb(verbs, "add", _add, "add a case-insensitive regex for one field (validated before it is stored)")
    common.add_dsn_option(p)
    p.add_argument("field", help=f"one of {', '.join(sorted(FIELD_NAMES))}")
    p.add_argument("pattern", help="Python regex, matched anywhere in the field, case-insensitive")
    p.add_argument("--note", default="", help="why this rule exists")
    p.add_argument("--json", action="store_true", help="one JSON object")
    p = common.add_verb(verbs, "list", _list, "list rules with lifetime hits and any problems (unknown field, bad regex)")
    common.add_dsn_option(p)
    p.add_argument("--json", action="store_true", help="one JSON object")
    p = common.add_verb(verbs, "remove", _remove, "remove a rule by id (its hit counter goes with it)")
    common.add_dsn_option(p)
    p.add_argument("id", type=int, help="rule id from `blacklist list`")
    for name, enabled in (("enable", True), ("disable", False)):
        p = common.add_verb(verbs, name, _toggle, f"{name} a rule by id (its hit counter is kept)")
        common.add_dsn_option(p)
        p.add_argument("id", type=int, help="rule id from `blacklist list`")
        p.set_defaults(enabled=enabled)


def _add(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store import filters

    with common.database(args, filters.FilterStoreError) as conn:
        rule_id = actions.add_blacklist(conn, common.actor(), args.field, args.pattern, args.note)
    if args.json:
        common.print_json({"id": rule_id, "field": args.field, "pattern": args.pattern})
    else:
        print(f"blacklist rule {rule_id} added: {args.field} ~* {args.pattern}")
    return 0


def _list(args: argparse.Namespace) -> int:
    from usenet_ops.store import filters

    with common.database(args) as conn:
        rules = filters.load_blacklist_rules(conn)
        hits = filters.read_rule_hits(conn, filters.RuleFamily.BLACKLIST)
    problems = {p.rule_id: p.problem for p in Blacklist(rules).problems}
    if args.json:
        common.print_json(
            {
                "rules": [
                    {"id": r.id, "field": r.field, "pattern": r.pattern, "enabled": r.enabled, "note": r.note,
                     "hits": hits.get(r.id, 0), "problem": problems.get(r.id)}
                    for r in rules
                ]
            }
        )
        return 0
    common.print_table(
        ["id", "field", "pattern", "on", "hits", "problem"],
        [(r.id, r.field, r.pattern, "yes" if r.enabled else "no", hits.get(r.id, 0), problems.get(r.id, ""))
         for r in rules],
    )
    return 0


def _remove(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store import filters

    with common.database(args, filters.FilterStoreError) as conn:
        actions.remove_blacklist(conn, common.actor(), args.id)
    print(f"blacklist rule {args.id} removed")
    return 0


def _toggle(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store import filters

    with common.database(args, filters.FilterStoreError) as conn:
        actions.set_blacklist_enabled(conn, common.actor(), args.id, args.enabled)
    print(f"blacklist rule {args.id} {'enabled' if args.enabled else 'disabled'}")
    return 0
