"""`usenet-ops groups`: the curated newsgroup list."""

from __future__ import annotations

import argparse
import dataclasses

from usenet_ops.cli import common
from usenet_ops.passes import actions
from usenet_ops.store import db, groups


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "groups", "the curated newsgroup list: seed, list, add, tune, remove")
    p = common.add_verb(verbs, "seed", _seed, "load include/seed/newsgroups.tsv (idempotent; keeps your tuning)")
    common.add_dsn_option(p)
    p = common.add_verb(verbs, "list", _list, "groups in crawl order")
    common.add_dsn_option(p)
    p.add_argument("--active", action="store_true", help="only active groups")
    p.add_argument("--json", action="store_true", help="one JSON object per line")
    p = common.add_verb(verbs, "add", _add, "add a group")
    common.add_dsn_option(p)
    p.add_argument("name")
    p.add_argument("--tier", choices=[t.value for t in groups.Tier], default="normal")
    p.add_argument("--order", type=int, default=0, help="manual order within the tier (lower first)")
    p.add_argument("--description", default="")
    p.add_argument("--inactive", action="store_true", help="add it without crawling it yet")
    p = common.add_verb(verbs, "tune", _tune, "change a group's tier, order, activity, crawl depth or throttle")
    common.add_dsn_option(p)
    p.add_argument("name")
    p.add_argument("--tier", choices=[t.value for t in groups.Tier])
    p.add_argument("--order", type=int)
    state = p.add_mutually_exclusive_group()
    state.add_argument("--activate", action="store_true")
    state.add_argument("--deactivate", action="store_true")
    p.add_argument("--depth-days", help="crawl depth override in days, or 'none' to clear it "
                                        "(stored for the backfill, which is not built yet: no pass reads it today)")
    p.add_argument("--throttle", help="max articles per crawl pass, or 'none'")
    p = common.add_verb(verbs, "remove", _remove, "remove a group from the list (indexed data is kept)")
    common.add_dsn_option(p)
    p.add_argument("name")


def _optional_int(label: str, raw: str | None) -> object:
    if raw is None:
        return groups._UNSET
    if raw.lower() == "none":
        return None
    try:
        return int(raw)
    except ValueError:
        raise common.CLIError(f"--{label} takes a whole number or 'none'; got {raw!r}") from None


def _run(dsn: str | None, fn):
    # Autocommit: an action's change and its audit row commit together, and a refusal's audit row stays.
    try:
        with db.connect(dsn, autocommit=True) as conn:
            return fn(conn)
    except (db.DatabaseUnavailable, groups.GroupError) as exc:
        raise common.CLIError(str(exc)) from exc


def _seed(args: argparse.Namespace) -> int:
    added = _run(args.dsn, groups.seed)
    print(f"seeded {added} new group(s) from include/seed/newsgroups.tsv")
    return 0


def _list(args: argparse.Namespace) -> int:
    rows = _run(args.dsn, lambda c: groups.list_groups(c, active_only=args.active))
    if args.json:
        for g in rows:
            common.print_json({**dataclasses.asdict(g), "tier": g.tier.value})
        return 0
    common.print_table(
        ["name", "active", "tier", "order", "depth_days", "throttle"],
        [(g.name, "yes" if g.active else "no", g.tier.value, g.manual_order, g.crawl_depth_days or "-", g.throttle or "-")
         for g in rows],
    )
    return 0


def _add(args: argparse.Namespace) -> int:
    added = _run(args.dsn, lambda c: actions.add_group(c, common.actor(), args.name, tier=groups.Tier(args.tier),
                                                       manual_order=args.order, description=args.description,
                                                       active=not args.inactive))
    print(f"added {args.name}" if added else f"{args.name} is already in the list (use `groups tune` to change it)")
    return 0


def _tune(args: argparse.Namespace) -> int:
    active = True if args.activate else False if args.deactivate else None
    group = _run(
        args.dsn,
        lambda c: actions.tune_group(
            c, common.actor(), args.name, active=active, tier=groups.Tier(args.tier) if args.tier else None,
            manual_order=args.order,
            crawl_depth_days=_optional_int("depth-days", args.depth_days), throttle=_optional_int("throttle", args.throttle),
        ),
    )
    print(f"{group.name}: active={group.active} tier={group.tier.value} order={group.manual_order} "
          f"depth_days={group.crawl_depth_days} throttle={group.throttle}")
    return 0


def _remove(args: argparse.Namespace) -> int:
    _run(args.dsn, lambda c: actions.remove_group(c, common.actor(), args.name))
    print(f"removed {args.name} (its crawl state and indexed releases are kept)")
    return 0
