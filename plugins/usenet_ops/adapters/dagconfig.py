"""Shared DAG declarations: defaults, tags, providers, pools, assets.

DAG files import from here so they stay declarative. Nothing here touches a
database or the network: the dag-processor imports it every few seconds.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import pendulum

from usenet_ops.adapters import alerts

if TYPE_CHECKING:
    from airflow.sdk import BaseOperator, XComArg

OWNER = "usenet-ops"
TAGS = ["usenet"]
START_DATE = pendulum.datetime(2026, 1, 1, tz="UTC")


def default_args(**overrides: object) -> dict:
    """Return default_args every usenet DAG uses: retries, backoff, the one alert callback."""
    args: dict = {
        "owner": OWNER,
        "retries": 2,
        "retry_delay": timedelta(seconds=30),
        "retry_exponential_backoff": True,
        "max_retry_delay": timedelta(minutes=10),
        "on_failure_callback": alerts.on_task_failure,
    }
    args.update(overrides)
    return args


# Priority weights inside a provider's Airflow pool: when slots are scarce, queued crawl tasks run
# before backfill, and both before health checks, which only ever take what is left.
POOL_PRIORITY = {"crawl": 100, "backfill": 50, "probe": 10, "health": 1}


def pool_priority(job: str) -> dict[str, object]:
    """Return the task arguments that rank ``job`` in its provider's pool (absolute weights, not summed downstream)."""
    return {"priority_weight": POOL_PRIORITY[job], "weight_rule": "absolute"}


def provider_conn_ids() -> list[str]:
    """Return the NNTP connection ids the DAGs crawl with.

    Read from USENET_NNTP_CONN_IDS (comma-separated, default ``nntp_default``)
    at parse time because an Airflow pool is fixed per task: each provider gets
    its own mapped task bound to its own pool, and the list of providers must
    therefore be known when the DAG is parsed, without touching the database.
    """
    raw = os.environ.get("USENET_NNTP_CONN_IDS", "nntp_default")
    ids = [part.strip() for part in raw.split(",") if part.strip()]
    return ids or ["nntp_default"]


def backfill_tasks_per_run() -> int:
    """Return how many crawl_range tasks one backfill run may run at once (USENET_BACKFILL_TASKS_PER_RUN, default 4).

    Parse time, like the providers: Airflow fixes ``max_active_tis_per_dagrun``
    when the DAG is parsed. The provider's pool still caps connections
    cluster-wide; this only lets one run use more of them (bench.rebuild_sim
    --airflow maps one task per simulated connection).
    """
    raw = os.environ.get("USENET_BACKFILL_TASKS_PER_RUN", "").strip()
    return max(1, int(raw)) if raw.isdigit() else 4


def backfill_leases_per_task() -> int:
    """Return how many partitions (leases) one crawl_range task reads side by side (USENET_BACKFILL_LEASES_PER_TASK).

    Default 1: one task per partition. Above 1 the plan hands each task that
    many leases, read in threads of one process over as many connections of
    the provider's pool (the task takes as many of its Airflow pool's slots),
    so 50 connections need 50 / N task processes instead of 50 (each ~190
    MiB of RSS, the Airflow task runner and our imports). Parse time, like
    the providers: the task's pool_slots is fixed when the DAG is parsed.
    Capped at 64.
    """
    raw = os.environ.get("USENET_BACKFILL_LEASES_PER_TASK", "").strip()
    return min(64, max(1, int(raw))) if raw.isdigit() else 1


def spot_conn_id() -> str:
    """Return the NNTP connection id the Spotnet import reads from (parse time, like the providers).

    USENET_SPOT_CONN_ID names it; by default the first provider. Spots are
    global (message-ids), so one provider that carries free.pt and
    alt.binaries.ftd is enough; reading them from every provider would only
    repeat the work.
    """
    return os.environ.get("USENET_SPOT_CONN_ID", "").strip() or provider_conn_ids()[0]


def pool_for(conn_id: str) -> str:
    """Return the Airflow pool of a provider: ``nntp_<conn_id>`` (created by `usenet-ops pools sync`)."""
    from usenet_ops.adapters.pools import pool_name

    return pool_name(conn_id)


def per_provider(job: str, plan: Callable[[str], BaseOperator], work: type[BaseOperator], *, task_id: str,
                 expand: str, **partial: Any) -> list[tuple[BaseOperator, XComArg]]:
    """Declare, for every provider, a plan task and one mapped ``work`` task per item the plan returns.

    The shape of the crawl, backfill, health and probe DAGs: inside a
    TaskGroup named for the connection, ``plan(conn_id)`` builds the plan
    task; ``work.partial(task_id=..., **partial).expand(<expand>=plan's
    output)`` runs in the provider's pool, one slot each (``pool_slots`` in
    ``partial`` for a task that holds several connections), at ``job``'s
    priority (POOL_PRIORITY). Returns (plan, mapped output) per provider,
    for the DAG's summary and check tasks.
    """
    from airflow.sdk import TaskGroup

    out = []
    for conn_id in provider_conn_ids():
        with TaskGroup(group_id=conn_id):
            planned = plan(conn_id)
            slots = partial.get("pool_slots", 1)
            rest = {k: v for k, v in partial.items() if k != "pool_slots"}
            mapped = work.partial(task_id=task_id, nntp_conn_id=conn_id, pool=pool_for(conn_id), pool_slots=slots,
                                  **pool_priority(job), **rest).expand(**{expand: planned.output})
            out.append((planned, mapped.output))
    return out

