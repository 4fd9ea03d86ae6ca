"""Build the optional C overview scanner; everything else is in pyproject.toml.

optional=True: without a C compiler the install still succeeds and the crawl
uses its pure-Python path (slower, same results): see passes/ingest.py.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "usenet_ops._overview_scan",
            sources=["plugins/usenet_ops/_native/overview_scan.c"],
            extra_compile_args=["-O2"],
            optional=True,
        )
    ]
)
