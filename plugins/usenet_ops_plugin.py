"""Airflow plugin entry: the only file under plugins/ that Airflow's plugin scan imports.

Registers the Usenet view (a nav entry in the Airflow UI, shown in an iframe
from the api-server's /usenet prefix, behind the UI's own login) and its
JSON: the tabs, the audited actions and status.json (docs/adr/0013).

Why the view's app is imported on its first request, not here: Airflow
loads every plugin in every task process too (the task runner integrates
plugin macros when it builds a task's context), and the view pulls in
FastAPI, the passes and the Redis client, about 30 s of wall clock per task
on a loaded 2-core box and more than every DAG import together. Only the
api-server ever serves it.
"""

from __future__ import annotations

from typing import Any

from airflow.plugins_manager import AirflowPlugin


class LazyViewApp:
    """An ASGI app that imports the Usenet view (usenet_ops.adapters.plugin.app) on its first call."""

    def __init__(self) -> None:
        self._app: Any = None

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if self._app is None:
            from usenet_ops.adapters.plugin import app

            self._app = app
        await self._app(scope, receive, send)


class UsenetOpsPlugin(AirflowPlugin):
    name = "usenet_ops"
    fastapi_apps = [{"app": LazyViewApp(), "url_prefix": "/usenet", "name": "usenet-ops view"}]
    external_views = [
        {"name": "Usenet", "href": "usenet/", "destination": "nav", "category": "browse",
         "url_route": "usenet"},
    ]
