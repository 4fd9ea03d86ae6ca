"""Assets the DAGs exchange (kept out of DAG files: importing a DAG file from another re-registers its DAG)."""

from __future__ import annotations

from airflow.sdk import Asset

# Updated by every crawl run that staged something; the build DAG is scheduled on it.
STAGING = Asset("usenet://indexer/staging")
# Updated by every build pass that stored releases (the seed's release-indexed event); extra carries counts.
CATALOGUE = Asset("usenet://indexer/catalogue")
