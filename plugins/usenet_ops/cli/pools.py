"""`usenet-ops pools`: keep one Airflow pool per NNTP provider."""

from __future__ import annotations

import argparse

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "pools", "Airflow pools: one per NNTP provider connection (nntp_<conn_id>)")
    p = common.add_verb(
        verbs, "sync", _sync,
        "create or resize nntp_<conn_id> pools from the nntp connections (metadata DB and AIRFLOW_CONN_* env vars); "
        "needs AIRFLOW__DATABASE__SQL_ALCHEMY_CONN",
    )
    p.add_argument("--json", action="store_true", help='one JSON object: {"pools": [{"name", "slots", "action"}]}')


def _sync(args: argparse.Namespace) -> int:
    from usenet_ops.adapters import pools

    try:
        changes = pools.sync_pools()
    except Exception as exc:  # noqa: BLE001 - surfaced as an operator message
        raise common.CLIError(
            f"could not sync pools ({type(exc).__name__}: {exc}); check AIRFLOW__DATABASE__SQL_ALCHEMY_CONN points at a "
            "migrated Airflow metadata DB (airflow db migrate)"
        ) from exc
    if args.json:
        common.print_json({"pools": [{"name": c.name, "slots": c.slots, "action": c.action} for c in changes]})
        return 0
    if not changes:
        print("no nntp connections found; nothing to sync")
        return 0
    common.print_table(["pool", "slots", "action"], [(c.name, c.slots, c.action) for c in changes])
    return 0
