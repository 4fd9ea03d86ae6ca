"""Airflow plugin entry: the only file under plugins/ that Airflow's plugin scan imports.

Registers the Usenet view (a nav entry in the Airflow UI, shown in an iframe
from the api-server's /usenet prefix, behind the UI's own login) and its
JSON: the tabs, the audited actions and status.json (docs/adr/0013).
"""

from __future__ import annotations

from airflow.plugins_manager import AirflowPlugin

from usenet_ops.adapters.plugin import app


class UsenetOpsPlugin(AirflowPlugin):
    name = "usenet_ops"
    fastapi_apps = [{"app": app, "url_prefix": "/usenet", "name": "usenet-ops view"}]
    external_views = [
        {"name": "Usenet", "href": "usenet/", "destination": "nav", "category": "browse",
         "url_route": "usenet"},
    ]
