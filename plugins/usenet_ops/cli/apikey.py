"""`usenet-ops apikey create|list|limit|revoke`: keys for the Newznab API and their limits."""

from __future__ import annotations

import argparse

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "apikey", "API keys of the Newznab service (stored hashed)")
    p = common.add_verb(verbs, "create", _create, "create a key; it is printed once and cannot be shown again")
    p.add_argument("name", help="who or what the key is for (e.g. sonarr)")
    p.add_argument("--requests-per-day", type=int, default=None, help="daily API request limit (default: none)")
    p.add_argument("--grabs-per-day", type=int, default=None, help="daily NZB download limit (default: none)")
    p.add_argument("--burst-rate", type=float, default=None,
                   help="burst limit: requests per second the key's bucket refills at (0 = none; default: the "
                        "service's USENET_API_BURST_RATE)")
    p.add_argument("--burst-size", type=int, default=None,
                   help="burst limit: requests the key may send at once (default: USENET_API_BURST_SIZE)")
    p.add_argument("--json", action="store_true", help="one JSON object with the key and its record")
    common.add_dsn_option(p)
    p = common.add_verb(verbs, "limit", _limit, "change the limits of a key (by id or prefix); `unset` clears one")
    p.add_argument("key", help="key id or prefix, as `apikey list` shows them")
    p.add_argument("--requests-per-day", metavar="N|unset", help="daily API request limit (unset: none)")
    p.add_argument("--grabs-per-day", metavar="N|unset", help="daily NZB download limit (unset: none)")
    p.add_argument("--burst-rate", metavar="R|unset",
                   help="requests per second of the burst limit (0: none; unset: the service's default)")
    p.add_argument("--burst-size", metavar="N|unset", help="requests at once of the burst limit (unset: the default)")
    p.add_argument("--json", action="store_true", help="one JSON object with the key's record")
    common.add_dsn_option(p)
    p = common.add_verb(verbs, "list", _list, "list keys with today's usage (never the keys themselves)")
    p.add_argument("--all", action="store_true", help="include revoked keys")
    p.add_argument("--json", action="store_true", help="one JSON object per key")
    common.add_dsn_option(p)
    p = common.add_verb(verbs, "revoke", _revoke, "revoke a key by its id or its 8-character prefix")
    p.add_argument("key", help="key id or prefix, as `apikey list` shows them")
    p.add_argument("--json", action="store_true", help="one JSON object with the revoked key's record")
    common.add_dsn_option(p)


def _logged(ident: str) -> str:
    """Return how the audit log names a key given by id or prefix: a whole key pasted by mistake is cut to its prefix."""
    ident = ident.strip()
    return ident if ident.isdigit() and len(ident) <= 18 else ident[:8]


def _record(key: object) -> dict:
    from dataclasses import asdict

    return asdict(key)  # type: ignore[call-overload]


def _create(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store.apikeys import KeyStore

    for flag in ("requests_per_day", "grabs_per_day", "burst_rate"):
        value = getattr(args, flag)
        if value is not None and not value >= 0:
            raise common.CLIError(f"--{flag.replace('_', '-')} must be >= 0 (omit it for no limit)")
    if args.burst_size is not None and args.burst_size < 1:
        raise common.CLIError("--burst-size must be >= 1 (omit it for the service's default)")
    if not args.name.strip():
        raise common.CLIError("give the key a name, e.g. `usenet-ops apikey create sonarr`")
    limits = {"requests_per_day": args.requests_per_day, "grabs_per_day": args.grabs_per_day,
              "burst_rate": args.burst_rate, "burst_size": args.burst_size}
    # The audit row names the key by id and prefix, never the key itself.
    with common.database(args) as conn:
        new = actions.audited(conn, common.actor(), actions.Action.APIKEY_CREATE, args.name.strip(),
                              lambda: KeyStore().create(conn, args.name.strip(), **limits), {"new": limits},
                              describe=lambda made: {"id": made.record.id, "prefix": made.record.prefix})
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
        ["id", "prefix", "name", "requests today", "grabs today", "requests/day", "grabs/day", "burst", "revoked"],
        [
            (k.id, k.prefix, k.name, k.requests_today, k.grabs_today,
             k.requests_per_day if k.requests_per_day is not None else "-",
             k.grabs_per_day if k.grabs_per_day is not None else "-",
             _burst(k.burst_rate, k.burst_size),
             k.revoked_at.isoformat(timespec="seconds") if k.revoked_at else "")
            for k in keys
        ],
    )
    return 0


def _burst(rate: float | None, size: int | None) -> str:
    if rate == 0:
        return "none"
    if rate is None and size is None:
        return "default"
    return f"{'default' if rate is None else f'{rate:g}/s'}, {'default' if size is None else size} at once"


def _limit(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store.apikeys import KeyNotFound, KeyStore

    changes: dict[str, int | float | None] = {}
    for flag, kind, least in (("requests_per_day", int, 0), ("grabs_per_day", int, 0), ("burst_rate", float, 0),
                              ("burst_size", int, 1)):
        raw = getattr(args, flag)
        if raw is None:
            continue
        option = f"--{flag.replace('_', '-')}"
        if raw.strip().lower() == "unset":
            changes[flag] = None
            continue
        try:
            value = kind(raw)
        except ValueError:
            raise common.CLIError(f"{option} takes a number or `unset`, got {raw!r}") from None
        if not value >= least:
            raise common.CLIError(f"{option} must be >= {least} (or `unset`)")
        changes[flag] = value
    if not changes:
        raise common.CLIError("say what to change: --requests-per-day, --grabs-per-day, --burst-rate, --burst-size")
    with common.database(args, KeyNotFound) as conn:
        store = KeyStore()
        before = {k.id: k for k in store.list(conn)}  # the old limits, for the audit row's detail
        record = actions.audited(conn, common.actor(), actions.Action.APIKEY_LIMIT, _logged(args.key),
                                 lambda: store.set_limits(conn, args.key, changes),
                                 {"new": changes}, describe=lambda key: {
                                     "id": key.id, "prefix": key.prefix, "name": key.name,
                                     "old": {c: getattr(before[key.id], c) for c in changes} if key.id in before
                                     else None}, refused=(KeyNotFound,))
    if args.json:
        common.print_json(_record(record))
    else:
        requests = record.requests_per_day if record.requests_per_day is not None else "-"
        grabs = record.grabs_per_day if record.grabs_per_day is not None else "-"
        print(f"key {record.id} ({record.prefix}..., {record.name!r}): requests/day {requests}, grabs/day {grabs}, "
              f"burst {_burst(record.burst_rate, record.burst_size)}")
    return 0


def _revoke(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store.apikeys import KeyNotFound, KeyStore

    with common.database(args, KeyNotFound) as conn:
        record = actions.audited(conn, common.actor(), actions.Action.APIKEY_REVOKE, _logged(args.key),
                                 lambda: KeyStore().revoke(conn, args.key),
                                 describe=lambda key: {"id": key.id, "prefix": key.prefix, "name": key.name,
                                                       "old": {"revoked_at": None},
                                                       "new": {"revoked_at": key.revoked_at}},
                                 refused=(KeyNotFound,))
    if args.json:
        common.print_json(_record(record))
    else:
        print(f"revoked key {record.id} ({record.prefix}..., {record.name!r})")
    return 0
