"""What the DAGs' small @task functions run: summaries of mapped reports, and the setup DAG's two steps.

Why here and not in the DAG files: a DAG file stays a declaration that
reaches the package through the adapters only (tests/unit/platform/
test_import_layers.py), like the operators, which import their pass inside
execute. Each function imports its pass or store module when the task runs,
so the dag-processor, which imports every DAG file every few seconds, loads
no database driver.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any


def summarize_health(reports: Iterable[Sequence[Mapping[str, Any] | None]]) -> dict[str, Any]:
    """Fold a health run's check reports, per provider, into one summary (a check that returned nothing is left out)."""
    from usenet_ops.passes.health import summarize_reports

    return summarize_reports([report for per_provider in reports for report in per_provider])


def summarize_tagfill(reports: Iterable[dict[str, Any] | None]) -> dict[str, Any]:
    """Fold a tag-fill run's batch reports into one summary."""
    from usenet_ops.passes.tagfill import summarize

    return summarize(list(reports))


def migrate() -> list[str]:
    """Apply the indexer's pending migrations; return their names (``NNN_name``), none when up to date."""
    from usenet_ops.store import migrations

    return [f"{m.version:03d}_{m.name}" for m in migrations.migrate()]


def seed_groups() -> int:
    """Load the curated groups, keeping existing rows; return how many were added."""
    from usenet_ops.store import db, groups

    with db.session() as conn:
        return groups.seed(conn)
