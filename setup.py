"""Build the optional C overview scanner (and the rebuild chunk's body); everything else is in pyproject.toml.

optional=True: without a C compiler the install still succeeds and the crawl
uses its pure-Python path (slower, same results): see
plugins/usenet_ops/fastpath.py (the one import of the extension) and its
callers, plugins/usenet_ops/domain/ingest.py and
plugins/usenet_ops/store/staging.py; the chunk body's, domain/rebuild/chunk_codec.py.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "usenet_ops._overview_scan",
            sources=["plugins/usenet_ops/_native/overview_scan.c", "plugins/usenet_ops/_native/chunk_codec.c"],
            extra_compile_args=["-O2"],
            optional=True,
        )
    ]
)
