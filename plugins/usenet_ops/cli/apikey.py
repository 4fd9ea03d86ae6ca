"""`usenet-ops apikey create|list|revoke`: keys for the Newznab API."""

from __future__ import annotations

import argparse

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "apikey", "API keys of the Newznab service (stored hashed)")
    p = common.add_verb(verbs, "create", _create, "create a key; it is printed once and cannot be shown again")
    p.add_argument("name", help="who or what the key is for (e.g. sonarr)")
    p.add_argument("--requests-per-day", type=int, default=None, help="daily API request limit (default: none)")
    p.add_argument("--grabs-per-day", type=int, default=None, help="daily NZB download limit (default: none)")
    p.add_argument("--json", action="store_true", help="one JSON object with the key and its record")
    common.add_dsn_option(p)
    p = common.add_verb(verbs, "list", _list, "list keys with today's usage (never the keys themselves)")
    p.add_argument("--all", action="store_true", help="include revoked keys")
    p.add_argument("--json", action="store_true", help="one JSON object per key")
    common.add_dsn_option(p)
    p = common.add_verb(verbs, "revoke", _revoke, "revoke a key by its id or its 8-character prefix")
    p.add_argument("key", help="key id or prefix, as `apikey list` shows them")
    p.add_argument("--json", action="store_true", help="one JSON object with the revoked key's record")
    common.add_dsn_option(p)


def _record(key: object) -> dict:
    from dataclasses import asdict

    return asdict(key)  # type: ignore[call-overload]


def _create(args: argparse.Namespace) -> int:
    from usenet_ops.store import db
    from usenet_ops.store.apikeys import KeyStore

    for flag in ("requests_per_day", "grabs_per_day"):
        value = getattr(args, flag)
        if value is not None and value < 0:
            raise common.CLIError(f"--{flag.replace('_', '-')} must be >= 0 (omit it for no limit)")
    if not args.name.strip():
        raise common.CLIError("give the key a name, e.g. `usenet-ops apikey create sonarr`")
    try:
        with db.session(args.dsn) as conn:
            new = KeyStore().create(conn, args.name.strip(), requests_per_day=args.requests_per_day,
                                    grabs_per_day=args.grabs_per_day)
    except db.DatabaseUnavailable as exc:
        raise common.CLIError(str(exc)) from exc
    if args.json:
        common.print_json({"key": new.key, **_record(new.record)})
    else:
        print(new.key)
        print(f"(id {new.record.id}, name {new.record.name!r}; store it now: only its hash is kept)")
    return 0


def _list(args: argparse.Namespace) -> int:
    from usenet_ops.store import db
    from usenet_ops.store.apikeys import KeyStore

    try:
        with db.session(args.dsn) as conn:
            keys = KeyStore().list(conn, include_revoked=args.all)
    except db.DatabaseUnavailable as exc:
        raise common.CLIError(str(exc)) from exc
    if args.json:
        for key in keys:
            common.print_json(_record(key))
        return 0
    common.print_table(
        ["id", "prefix", "name", "requests today", "grabs today", "requests/day", "grabs/day", "revoked"],
        [
            (k.id, k.prefix, k.name, k.requests_today, k.grabs_today,
             k.requests_per_day if k.requests_per_day is not None else "-",
             k.grabs_per_day if k.grabs_per_day is not None else "-",
             k.revoked_at.isoformat(timespec="seconds") if k.revoked_at else "")
            for k in keys
        ],
    )
    return 0


def _revoke(args: argparse.Namespace) -> int:
    from usenet_ops.store import db
    from usenet_ops.store.apikeys import KeyNotFound, KeyStore

    try:
        with db.session(args.dsn) as conn:
            record = KeyStore().revoke(conn, args.key)
    except db.DatabaseUnavailable as exc:
        raise common.CLIError(str(exc)) from exc
    except KeyNotFound as exc:
        raise common.CLIError(str(exc)) from exc
    if args.json:
        common.print_json(_record(record))
    else:
        print(f"revoked key {record.id} ({record.prefix}..., {record.name!r})")
    return 0
