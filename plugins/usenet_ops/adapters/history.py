"""History by posting date through Airflow's own backfill: the usenet_history DAG's window and its plan task.

Why a DAG apart from the walker (issue 32; docs/adr/0010 decision 4 chose one DAG):
Airflow's backfill makes one run per data interval of the DAG's timetable.
The walker, usenet_backfill, wakes every 10 minutes, so a backfill of it was
144 runs a day (~52,600 a year, ~1.3 s of scheduling each with nothing to
read). usenet_history's interval is ``HISTORY_WINDOW`` (a week): a year of
history is 53 runs, each mapping its window's partitions. The walker admits
no backfill runs (``WALKER_RUN_TYPES``), so the 10-minute kind cannot be
created by mistake: Airflow refuses it by name.

A backfill's runs wait, without a word, while their DAG or the backfill is
paused, and no task of that DAG runs to log it; the DAG is therefore created
unpaused (its own wake-ups plan nothing), and
``backfill_window.waiting_backfills`` tells `usenet-ops backfill status` and
status.json when someone paused it.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING, Any

from airflow.sdk import Context
from airflow.sdk.exceptions import AirflowFailException

from usenet_ops.adapters.backfill_window import run_type, run_window
from usenet_ops.adapters.operators import PlanBackfillOperator

if TYPE_CHECKING:
    from usenet_ops.passes.compose import Composition

# A week: a year is 53 runs, REBUILD's 7,000 days 1,000; a window rarely holds more partitions than one run maps
# (backfill.MAX_MAPPED, 1,000 of 2 M articles each), and what it cannot map the walker reads by number.
HISTORY_WINDOW = timedelta(days=7)
# The walker's runs: its own wake-ups and manual triggers. Not "backfill": history by date is usenet_history's.
WALKER_RUN_TYPES = ("scheduled", "manual")


class PlanHistoryOperator(PlanBackfillOperator):
    """Plan one provider's share of a usenet_history run: the partitions of its posting-date window, or nothing.

    A backfill run's window is its data interval (a week); a manual run's is
    its conf ``{"from": ISO, "to": ISO}``. A run without a window (the DAG's
    own weekly wake-up, a manual trigger without dates) plans nothing and
    says why: walking the remaining gap is the walker's (usenet_backfill), so
    this DAG can stay unpaused for backfills at no cost.
    """

    def run(self, context: Context, deps: Composition) -> list[dict[str, Any]]:
        kind = run_type(context)
        try:
            window = run_window(kind, context)
        except ValueError as exc:  # an empty window: a retry would meet the same DAG
            raise AirflowFailException(str(exc)) from exc
        if window is None:
            self.log.info("%s run without a posting-date window: nothing planned (history by date: `airflow "
                          "backfill create --dag-id usenet_history --from-date ... --to-date ...`, or a manual run "
                          "with conf {\"from\": ISO, \"to\": ISO}; the remaining gap is walked by usenet_backfill)",
                          kind or "a")
            return []
        return super().run(context, deps)
