"""The store's error types, for callers above the store that must not import the driver.

Only store/ talks to psycopg (ARCHITECTURE.md, "Layers"); a pass or a CLI
command that has to survive a failed query catches ``DatabaseError`` instead,
and asks ``refused_data`` whether Postgres refused the data itself.
"""

from __future__ import annotations

import psycopg
from psycopg import errors as pg_errors

# Every failed query or connection raises a subclass of the driver's base
# error (psycopg.Error, not only its DatabaseError branch); naming that class
# here, not wrapping it, keeps what is caught exactly what the driver raises.
DatabaseError = psycopg.Error

# A statement refused for what its values hold: a value out of range or not
# storable as text (SQLSTATE class 22), a constraint (23), a size limit such
# as an index row over its page's capacity (54000). The same values fail
# again on retry while other rows are unaffected, so a caller sets that row
# aside instead of failing the pass. A lost connection or a server fault is
# none of these: it fails the pass, and the task retries.
RowRefused = (pg_errors.DataError, pg_errors.IntegrityError, pg_errors.ProgramLimitExceeded)

# Refusals that depend on the values written, not on the server's state or
# our SQL: the same rows fail the same way every time, so retrying the batch
# can never help, and a batch without the offending rows would commit.
# DataError is SQLSTATE class 22 (NumericValueOutOfRange, CharacterNotInRepertoire,
# UntranslatableCharacter, InvalidTextRepresentation, ... and psycopg's own
# "text fields cannot contain NUL" before sending); ProgramLimitExceeded is
# class 54 (an index row past btree's 2,704 bytes); CheckViolation a value a
# table's CHECK refuses. UnicodeEncodeError is psycopg failing to encode a
# lone surrogate.
_REFUSED_DATA: tuple[type[BaseException], ...] = (
    psycopg.DataError, pg_errors.ProgramLimitExceeded, pg_errors.CheckViolation, UnicodeEncodeError)


def refused_data(exc: BaseException) -> bool:
    """Return whether ``exc`` is Postgres (or the driver) refusing the values written: a poison batch.

    Connection losses, lock timeouts, deadlocks and SQL errors are not: they
    do not follow the data, so the batch is retried or the pass fails.
    """
    return isinstance(exc, _REFUSED_DATA)


def describe(exc: BaseException) -> str:
    """Return the error as an operator reads it: class, SQLSTATE when there is one, first line of the message."""
    state = getattr(exc, "sqlstate", None)
    first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}" + (f" [{state}]" if state else "") + (f": {first}" if first else "")
