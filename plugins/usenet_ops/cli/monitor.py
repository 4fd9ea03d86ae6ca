"""`usenet-ops monitor`: tokens that let a monitoring system read status.json without an Airflow login."""

from __future__ import annotations

import argparse

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "monitor", "read-only tokens for monitoring systems (status.json)")
    p = common.add_verb(verbs, "create", _create, "create a token (printed once; send it as X-Usenet-Monitor-Token)")
    common.add_dsn_option(p)
    p.add_argument("name", help="what uses it, e.g. prometheus")
    p.add_argument("--json", action="store_true", help="one JSON object: name and token")
    p = common.add_verb(verbs, "list", _list, "tokens with their creation, last use and revocation (never the token)")
    common.add_dsn_option(p)
    p.add_argument("--json", action="store_true", help="one JSON object per line")
    p = common.add_verb(verbs, "revoke", _revoke, "revoke a token by name")
    common.add_dsn_option(p)
    p.add_argument("name")


def _create(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store import monitor_tokens

    with common.database(args, monitor_tokens.TokenError) as conn:
        token = actions.create_monitor_token(conn, common.actor(), args.name)
    if args.json:
        common.print_json({"name": args.name.strip(), "token": token})
    else:
        print(f"monitor token {args.name.strip()!r} (shown once; send it as the X-Usenet-Monitor-Token header of "
              f"GET /usenet/status.json):\n{token}")
    return 0


def _list(args: argparse.Namespace) -> int:
    from usenet_ops.store import monitor_tokens

    with common.database(args) as conn:
        rows = monitor_tokens.list_tokens(conn)
    if args.json:
        for r in rows:
            common.print_json({k: (v.isoformat() if hasattr(v, "isoformat") else v) for k, v in r.items()})
        return 0
    common.print_table(["name", "created", "last used", "revoked"],
                       [(r["name"], r["created_at"], r["last_used_at"] or "-", r["revoked_at"] or "-") for r in rows])
    return 0


def _revoke(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store import monitor_tokens

    with common.database(args, monitor_tokens.TokenError) as conn:
        actions.revoke_monitor_token(conn, common.actor(), args.name)
    print(f"monitor token {args.name.strip()!r} revoked")
    return 0
