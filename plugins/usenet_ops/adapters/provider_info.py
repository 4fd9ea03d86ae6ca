"""Declare usenet-ops as an Airflow provider: the "nntp" connection type and its form.

Why: a custom connection type shows in the Airflow UI only when an installed
distribution exposes it through the ``apache_airflow_provider`` entry point
(declared in pyproject). The form fields are declarative (Airflow >= 3.2);
values land in the connection's ``extra`` under these exact names, which the
hook reads from an allowlist.
"""

from __future__ import annotations

from typing import Any


def get_provider_info() -> dict[str, Any]:
    """Return the provider metadata Airflow reads at discovery (no I/O)."""
    return {
        "package-name": "usenet-ops",
        "name": "Usenet indexer",
        "description": "NNTP providers for the usenet-ops indexer: hook, connection type, pools.",
        "versions": ["0.1.0"],
        "connection-types": [
            {
                "connection-type": "nntp",
                "hook-class-name": "usenet_ops.adapters.nntp_hook.NNTPHook",
                "hook-name": "NNTP (Usenet provider)",
                "conn-fields": {
                    "tls": {
                        "label": "TLS",
                        "description": "on (implicit TLS, port 563), off, starttls (upgrade required: the session "
                                       "closes before login if it is not offered or fails), or starttls-optional "
                                       "(upgrade when offered, else plain text, credentials included)",
                        "schema": {"type": ["string", "null"], "enum": ["on", "off", "starttls", "starttls-optional", None],
                                   "default": "on"},
                    },
                    "connections": {
                        "label": "Max connections",
                        "description": "the account's concurrent connection cap; also the size of its Airflow pool",
                        "schema": {"type": ["integer", "null"], "minimum": 1, "default": 4},
                    },
                    "backbone": {
                        "label": "Backbone",
                        "description": "server farm that numbers the articles; default: the host's domain",
                        "schema": {"type": ["string", "null"]},
                    },
                    "role": {
                        "label": "Role",
                        "schema": {"type": ["string", "null"], "enum": ["primary", "fill", "backup", None],
                                   "default": "primary"},
                    },
                    "priority": {
                        "label": "Priority",
                        "description": "lower is tried first among providers of the same role",
                        "schema": {"type": ["integer", "null"], "default": 0},
                    },
                    "compression": {
                        "label": "Compression",
                        "description": "negotiate COMPRESS DEFLATE or XFEATURE COMPRESS GZIP when offered",
                        "schema": {"type": ["string", "null"], "enum": ["on", "off", None], "default": "on"},
                    },
                    "allow_plaintext_login": {
                        "label": "Allow login without TLS",
                        "description": "send the username and password over a plain-text connection (tls=off) to a "
                                       "host that is not this machine; off: the login is refused before it is sent",
                        "schema": {"type": ["string", "null"], "enum": ["on", "off", None], "default": "off"},
                    },
                },
                "ui-field-behaviour": {
                    "hidden-fields": ["schema"],
                    "relabeling": {"login": "Username", "host": "News server"},
                    "placeholders": {"host": "news.example.com", "port": "563", "login": "account name"},
                },
            }
        ],
    }
