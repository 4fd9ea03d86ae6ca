"""WSGI entry point for deployments: ``gunicorn -c api/gunicorn.conf.py api.wsgi:app``.

The application itself lives in the package (``usenet_ops.api``) so the CLI,
the tests and gunicorn run the same code; this file only instantiates it.
"""

from usenet_ops.api import create_app

app = create_app()
