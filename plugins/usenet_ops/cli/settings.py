"""`usenet-ops settings`: list, read and change knobs live (no deploy)."""

from __future__ import annotations

import argparse

from usenet_ops import settings
from usenet_ops.cli import common
from usenet_ops.store import db
from usenet_ops.store import settings as settings_store


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "settings", "typed knobs: defaults in code, live overrides in the database")
    p = common.add_verb(verbs, "list", _list, "every knob with its value, default and allowed range")
    common.add_dsn_option(p)
    p.add_argument("--group", help="only knobs of this group (crawl, nntp, build, staging, health, ...)")
    p.add_argument("--json", action="store_true", help="one JSON object: {knob: {value, default, allowed, overridden}}")
    p = common.add_verb(verbs, "get", _get, "one knob's effective value")
    common.add_dsn_option(p)
    p.add_argument("name")
    p.add_argument("--json", action="store_true")
    p = common.add_verb(verbs, "set", _set, "override a knob (validated; takes effect at the next pass)")
    common.add_dsn_option(p)
    p.add_argument("name")
    p.add_argument("value")
    p = common.add_verb(verbs, "unset", _unset, "drop an override (back to the default)")
    common.add_dsn_option(p)
    p.add_argument("name")
    p = common.add_verb(verbs, "docs", _docs, "print the knob table as Markdown (docs/settings.md is generated from it)")


def _live(dsn: str | None) -> tuple[settings.Settings, dict]:
    try:
        with db.session(dsn) as conn:
            return settings_store.load(conn), settings_store.overrides(conn)
    except (db.DatabaseUnavailable, settings.SettingsError) as exc:
        raise common.CLIError(str(exc)) from exc


def _list(args: argparse.Namespace) -> int:
    live, stored = _live(args.dsn)
    values = live.as_dict()
    specs = [s for s in settings.KNOBS.values() if not args.group or s.group == args.group]
    if args.group and not specs:
        groups = sorted({s.group for s in settings.KNOBS.values()})
        raise common.CLIError(f"no knobs in group {args.group!r}; groups are: {', '.join(groups)}")
    if args.json:
        common.print_json(
            {
                s.name: {
                    "value": values[s.name],
                    "default": s.default,
                    "allowed": s.allowed,
                    "group": s.group,
                    "overridden": s.name in stored,
                }
                for s in specs
            }
        )
        return 0
    common.print_table(
        ["knob", "value", "default", "allowed", "group"],
        [
            (s.name + (" *" if s.name in stored else ""), values[s.name], s.default, s.allowed, s.group)
            for s in specs
        ],
    )
    print("\n* = overridden in the database; `usenet-ops settings unset NAME` restores the default.")
    return 0


def _get(args: argparse.Namespace) -> int:
    if args.name not in settings.KNOBS:
        try:
            settings.coerce(args.name, None)
        except settings.SettingsError as exc:
            raise common.CLIError(str(exc)) from exc
    live, stored = _live(args.dsn)
    value = live.as_dict()[args.name]
    if args.json:
        common.print_json({"name": args.name, "value": value, "overridden": args.name in stored})
    else:
        print(value)
    return 0


def _set(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions

    # Autocommit: the override and its audit row commit together, and a refusal's audit row stays.
    with common.database(args, settings.SettingsError) as conn:
        actions.change_settings(conn, common.actor(), {args.name: args.value})
    value = settings.coerce(args.name, args.value)
    spec = settings.KNOBS[args.name]
    print(f"{args.name} = {value}")
    if spec.boot:
        print("note: this is boot configuration; restart the workers for it to take effect")
    if spec.destructive and value:
        print("warning: this setting DELETES data on the next prune pass")
    return 0


def _unset(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions

    with common.database(args, settings.SettingsError) as conn:
        changes = actions.change_settings(conn, common.actor(), {}, [args.name])
    print(f"{args.name} back to its default" if changes else f"{args.name} had no override")
    return 0


def _docs(args: argparse.Namespace) -> int:
    print(settings.markdown_table())
    return 0
