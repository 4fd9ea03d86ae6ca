"""The Newznab API service: a Flask application factory over the Postgres catalogue.

``create_app()`` builds the app; nothing connects at import time. The app
reads the catalogue through ``usenet_ops.store`` and never imports Airflow,
so it runs on any host that can reach the indexer's Postgres (a read replica
included). gunicorn, the CLI (``usenet-ops api serve``) and the tests all load
this same factory; the top-level ``api/`` directory only holds deploy entry
points (``api/wsgi.py``, ``api/gunicorn.conf.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from flask import Flask

    from usenet_ops.api.config import ApiConfig


def create_app(config: ApiConfig | None = None) -> Flask:
    """Build the Flask app; configuration comes from USENET_API_* unless given."""
    from usenet_ops.api.app import build

    return build(config)


__all__ = ["create_app"]
