"""Exceptions that carry what an operator should check.

Why here: passes raise them and the Airflow alert callback reads their
``hint``; both layers sit above ``domain``, so the type lives below both.
"""

from __future__ import annotations


class OperatorHint(Exception):
    """An exception that carries what the operator should check.

    Passes raise subclasses (or set ``hint``) so the alert names the fix, e.g.
    a stalled crawl: "the provider's GROUP high water mark is not moving".
    """

    hint: str = ""

    def __init__(self, message: str, hint: str = "") -> None:
        super().__init__(message)
        if hint:
            self.hint = hint
