"""gunicorn settings for the Newznab API, overridable from the environment.

USENET_API_HOST / USENET_API_PORT / USENET_API_WORKERS / USENET_API_THREADS.
Workers are processes (the catalogue pool is opened per worker after the
fork); a few threads per worker let slow clients not block fast ones.
USENET_API_ACCESS_LOG (true/false) writes the access log to stdout, in the
format of usenet_ops.api.accesslog: without query strings, which carry the
API keys.
"""

import os

from usenet_ops.api.accesslog import gunicorn_options
from usenet_ops.api.config import access_log_enabled

bind = f"{os.environ.get('USENET_API_HOST', '127.0.0.1')}:{os.environ.get('USENET_API_PORT', '8080')}"
workers = int(os.environ.get("USENET_API_WORKERS", "2"))
threads = int(os.environ.get("USENET_API_THREADS", "4"))
worker_class = "gthread"
timeout = 30
graceful_timeout = 20
keepalive = 5
_access = gunicorn_options(access_log_enabled())
accesslog = _access["accesslog"]
access_log_format = _access["access_log_format"]
logger_class = _access["logger_class"]
errorlog = "-"
proc_name = "usenet-ops-api"
