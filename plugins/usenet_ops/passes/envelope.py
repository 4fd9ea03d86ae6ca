"""One way every pass ends: its state, its telemetry row, its summary line, what a failure does.

Why: the crawl, the backfill, the build, the health check, the probes, the
two Spotnet passes and tag fill each wrote the same ending by hand (set the
state, redact the message, record the pass row without letting a database
error hide the pass's own, log one summary line, re-raise), and each copy
drifted a little: one recorded before cleaning up its connection, one logged
nothing on failure. Written once, the ending is the same everywhere:

1. an exception the pass expects (``endings``: a lost fence, staging full,
   another runner's move) ends it in its own state with the exception's
   words (and hint) as the message; it is re-raised only when the ending
   says so (a renumbered group fails its task);
2. any other exception ends it ``failed`` with ``Type: words`` (passwords
   redacted) unless the pass already said why, runs ``on_failure`` (the
   crawl's stall count) and is re-raised: a run in which work failed is
   never green;
3. whatever happened, ``close`` releases what the pass holds (its
   connection, its committer), then the report's seconds are set, ``record``
   writes the pass row (a database error there is logged, never raised over
   the pass's own outcome) and ``summary`` logs the one line.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

from usenet_ops.domain.hints import OperatorHint
from usenet_ops.domain.redaction import redact_urls
from usenet_ops.store.db_errors import DatabaseError

log = logging.getLogger(__name__)


class Reported(Protocol):
    """What the envelope writes on a pass's report."""

    state: Any
    message: str
    seconds: float


@dataclass(frozen=True)
class EndsAs:
    """What an expected exception means for a pass: the state it leaves, whether the task fails anyway."""

    state: Any
    fails: bool = False  # re-raise after recording: only an operator can change what it says
    with_hint: bool = False  # the message carries the exception's hint (what to check)
    keeps_message: bool = False  # the pass set the message before raising it: its words stay


def _nothing() -> None:
    return None


@contextmanager
def pass_envelope(report: Reported, what: str, *, failed: Any, record: Callable[[], None],
                  summary: Callable[[], None], close: Callable[[], None] = _nothing,
                  endings: Mapping[type[BaseException], EndsAs] | None = None,
                  on_failure: Callable[[BaseException], None] | None = None,
                  clock: Callable[[], float] = time.monotonic, started: float | None = None) -> Iterator[None]:
    """Run a pass's body inside the envelope (see the module); an expected ending returns normally."""
    began = clock() if started is None else started
    try:
        yield
    except BaseException as exc:
        ending = next((e for kind, e in (endings or {}).items() if isinstance(exc, kind)), None)
        if ending is not None:
            report.state = ending.state
            hint = getattr(exc, "hint", "") if ending.with_hint and isinstance(exc, OperatorHint) else ""
            words = redact_urls(f"{exc}; {hint}" if hint else str(exc))
            report.message = (report.message or words) if ending.keeps_message else words
            log.warning("%s: %s", what, report.message)
            if ending.fails:
                raise
            return
        report.state = failed
        report.message = redact_urls(f"{type(exc).__name__}: {exc}")
        if on_failure is not None and isinstance(exc, Exception):
            on_failure(exc)
        raise
    finally:
        close()
        report.seconds = clock() - began
        try:
            record()
        except DatabaseError as exc:
            log.warning("could not record the pass of %s: %s", what, exc)
        summary()
