"""The optional C extension (plugins/usenet_ops/_native), imported in one place.

``scanner`` is the compiled ``usenet_ops._overview_scan`` module, or None
when the install had no C compiler; every caller keeps a pure-Python path
that defines the result (docs/adr/0005).
"""

from __future__ import annotations

try:
    from usenet_ops import _overview_scan as scanner
except ImportError:  # pragma: no cover - a build without a C compiler
    scanner = None  # type: ignore[assignment]

__all__ = ["scanner"]
