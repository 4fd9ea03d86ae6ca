"""usenet_spots: import Spotnet spots (free.pt) with verified signatures and trust labels into the catalogue.

index -> fetch, both in the spot provider's pool (USENET_SPOT_CONN_ID, default
the first provider). ``index`` reads the spot group forward from its read
position and then backfills its history (``spot_max_batches`` XOVER round
trips per pass), HEADs new spots, verifies them against the key ring and
applies moderation; it runs every ``spot_interval_min`` (live knob; the DAG
wakes every 5 minutes) and at every wake-up while unread articles remain.
``fetch`` downloads the NZBs of up to ``spot_fetch_batch`` pending spots and
imports them; it runs at every wake-up, after the index task whatever its
outcome, and updates the catalogue Asset when it imported something.
"""

from __future__ import annotations

from datetime import timedelta

from airflow.sdk import dag

from usenet_ops.adapters import assets, dagconfig
from usenet_ops.adapters.operators import SpotFetchOperator, SpotIndexOperator

PROVIDER = dagconfig.spot_conn_id()


@dag(
    dag_id="usenet_spots",
    schedule=timedelta(minutes=5),
    start_date=dagconfig.START_DATE,
    catchup=False,
    max_active_runs=1,
    tags=dagconfig.TAGS,
    default_args=dagconfig.default_args(),
    doc_md=__doc__,
)
def usenet_spots() -> None:
    index = SpotIndexOperator(task_id="index", nntp_conn_id=PROVIDER, pool=dagconfig.pool_for(PROVIDER),
                              pool_slots=1, budget_sec=45 * 60, execution_timeout=timedelta(hours=1))
    fetch = SpotFetchOperator(task_id="fetch", nntp_conn_id=PROVIDER, pool=dagconfig.pool_for(PROVIDER),
                              pool_slots=1, budget_sec=45 * 60, execution_timeout=timedelta(hours=1),
                              outlets=[assets.CATALOGUE], trigger_rule="all_done")
    index >> fetch


usenet_spots()
