"""Airflow provider metadata: registers the ``nntp`` connection type.

Airflow discovers this through the ``apache_airflow_provider`` entry point in
pyproject.toml; "package-name" must equal the distribution name. Extras are
declared as form fields (the Airflow >= 3.2 declarative way) so the
Connections page shows them and the hook reads them by name.
"""

from __future__ import annotations

from typing import Any


def get_provider_info() -> dict[str, Any]:
    """Return the provider description Airflow's ProvidersManager reads."""
    return {
        "package-name": "usenet-ops",
        "name": "Usenet indexer",
        "description": "NNTP hook, operators and connection type of the usenet-ops indexer.",
        "versions": ["0.1.0"],
        "connection-types": [
            {
                "connection-type": "nntp",
                "hook-class-name": "usenet_ops.adapters.nntp_hook.NNTPHook",
                "hook-name": "NNTP (Usenet provider)",
                "conn-fields": {
                    "tls": {"label": "Implicit TLS (port 563)", "schema": {"type": ["boolean", "null"], "default": False}},
                    "connections": {"label": "Max connections", "schema": {"type": ["integer", "null"], "default": 4}},
                    "backbone": {"label": "Backbone (default: from the hostname)", "schema": {"type": ["string", "null"]}},
                    "role": {
                        "label": "Role",
                        "schema": {"type": ["string", "null"], "enum": ["primary", "fill", "backup", None], "default": "primary"},
                    },
                    "priority": {"label": "Priority (lower first)", "schema": {"type": ["integer", "null"], "default": 0}},
                    "compression": {
                        "label": "Header compression",
                        "schema": {"type": ["string", "null"], "enum": ["on", "off", None], "default": "on"},
                    },
                },
                "ui-field-behaviour": {
                    "hidden-fields": ["schema"],
                    "relabeling": {"login": "Username"},
                    "placeholders": {"host": "news.example.com", "port": "119 (563 with TLS)"},
                },
            }
        ],
    }
