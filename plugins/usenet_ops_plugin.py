"""Airflow plugin entry: the only file under plugins/ that Airflow's plugin scan imports.

Registers the Usenet status page (a nav entry in the Airflow UI) and the
admin-gated status.json under the api-server's /usenet prefix.
"""

from __future__ import annotations

from airflow.plugins_manager import AirflowPlugin

from usenet_ops.adapters.plugin import app


class UsenetOpsPlugin(AirflowPlugin):
    name = "usenet_ops"
    fastapi_apps = [{"app": app, "url_prefix": "/usenet", "name": "usenet-ops status"}]
    external_views = [
        {"name": "Usenet status", "href": "usenet/", "destination": "nav", "category": "browse",
         "url_route": "usenet-status"},
    ]
