"""`usenet-ops db`: schema migrations of the indexer database."""

from __future__ import annotations

import argparse

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "db", "the indexer database: migrations and status")
    p = common.add_verb(verbs, "migrate", _migrate, "apply pending migrations (safe to run twice or concurrently)")
    common.add_dsn_option(p)
    p.add_argument("--json", action="store_true", help="print the applied versions as JSON")
    p = common.add_verb(verbs, "status", _status, "list applied and pending migrations")
    common.add_dsn_option(p)
    p.add_argument("--json", action="store_true", help="one JSON object with applied and pending lists")


def _migrate(args: argparse.Namespace) -> int:
    from usenet_ops.store import db, migrations

    try:
        applied = migrations.migrate(args.dsn)
    except (db.DatabaseUnavailable, migrations.MigrationError) as exc:
        raise common.CLIError(str(exc)) from exc
    if args.json:
        common.print_json({"applied": [f"{m.version:03d}_{m.name}" for m in applied]})
    elif applied:
        for m in applied:
            print(f"applied {m.version:03d}_{m.name}")
    else:
        print("schema is up to date; nothing to apply")
    return 0


def _status(args: argparse.Namespace) -> int:
    from usenet_ops.store import db, migrations

    try:
        states = migrations.status(args.dsn)
    except (db.DatabaseUnavailable, migrations.MigrationError) as exc:
        raise common.CLIError(str(exc)) from exc
    if args.json:
        common.print_json(
            {
                "applied": [
                    {"version": s.migration.version, "name": s.migration.name, "applied_at": s.applied_at,
                     "checksum_ok": s.checksum_ok}
                    for s in states if s.applied_at
                ],
                "pending": [{"version": s.migration.version, "name": s.migration.name} for s in states if not s.applied_at],
            }
        )
        return 0
    common.print_table(
        ["version", "name", "state", "applied_at"],
        [
            (f"{s.migration.version:03d}", s.migration.name,
             ("applied" if s.checksum_ok else "EDITED AFTER APPLY") if s.applied_at else "pending", s.applied_at or "")
            for s in states
        ],
    )
    return 1 if any(not s.checksum_ok for s in states) else 0
