"""`usenet-ops api serve`: run the Newznab API under gunicorn."""

from __future__ import annotations

import argparse
import os
from typing import Any

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "api", "the Newznab API service (Flask under gunicorn)")
    p = common.add_verb(verbs, "serve", _serve, "serve /api, /rss and /getnzb with gunicorn until stopped")
    p.add_argument("--host", default=os.environ.get("USENET_API_HOST", "127.0.0.1"),
                   help="address to bind (default: $USENET_API_HOST or 127.0.0.1)")
    p.add_argument("--port", type=int, default=int(os.environ.get("USENET_API_PORT", "8080")),
                   help="port to bind (default: $USENET_API_PORT or 8080)")
    p.add_argument("--workers", type=int, default=int(os.environ.get("USENET_API_WORKERS", "2")),
                   help="worker processes (default: $USENET_API_WORKERS or 2)")
    p.add_argument("--threads", type=int, default=int(os.environ.get("USENET_API_THREADS", "4")),
                   help="threads per worker (default: $USENET_API_THREADS or 4)")
    p.add_argument("--open", action="store_true",
                   help="demo mode: accept any key or none (same as USENET_API_OPEN=1)")
    common.add_dsn_option(p)


def _serve(args: argparse.Namespace) -> int:
    from gunicorn.app.base import BaseApplication

    from usenet_ops.api.accesslog import gunicorn_options
    from usenet_ops.api.config import ApiConfig, ConfigError

    if args.workers < 1 or args.threads < 1:
        raise common.CLIError("--workers and --threads must be at least 1")
    if args.dsn:
        os.environ["USENET_DSN"] = args.dsn
    if args.open:
        os.environ["USENET_API_OPEN"] = "1"
    try:
        config = ApiConfig.from_env()  # fail here, with the variable's name, not in every worker
    except ConfigError as exc:
        raise common.CLIError(str(exc)) from exc

    class Server(BaseApplication):  # type: ignore[misc]
        def __init__(self, options: dict[str, Any]) -> None:
            self.options = options
            super().__init__()

        def load_config(self) -> None:
            for key, value in self.options.items():
                self.cfg.set(key, value)

        def load(self) -> Any:
            from usenet_ops.api import create_app

            return create_app()

    Server(
        {
            "bind": f"{args.host}:{args.port}",
            "workers": args.workers,
            "threads": args.threads,
            "worker_class": "gthread",
            "timeout": 30,
            "keepalive": 5,
            "proc_name": "usenet-ops-api",
            "errorlog": "-",
            **gunicorn_options(config.access_log),
        }
    ).run()
    return 0
