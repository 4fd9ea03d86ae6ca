"""usenet-ops: a Usenet indexer as an Airflow-orchestrated batch ETL.

Importing this package must never touch a database or the network: Airflow's
dag-processor re-imports DAG files (and therefore this package) every few
seconds.
"""

from __future__ import annotations

__version__ = "0.1.0"
