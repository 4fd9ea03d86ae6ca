"""Shared CLI plumbing: the error type, noun/verb registration, output."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from usenet_ops.store.db import Conn

Handler = Callable[[argparse.Namespace], int | None]


class CLIError(Exception):
    """An operator-facing failure: the message says what to do next."""

    def __init__(self, message: str, exit_code: int = 1) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def add_noun(nouns: argparse._SubParsersAction, name: str, help: str) -> argparse._SubParsersAction:
    """Add a noun (``usenet-ops NAME``) and return the sub-parsers for its verbs."""
    parser = nouns.add_parser(name, help=help, description=help)
    parser.set_defaults(noun_parser=parser)
    return parser.add_subparsers(dest="verb", metavar="VERB", title="verbs")


def add_verb(
    verbs: argparse._SubParsersAction, name: str, handler: Handler, help: str
) -> argparse.ArgumentParser:
    """Add a verb under a noun, bound to its handler."""
    parser = verbs.add_parser(name, help=help, description=help)
    parser.set_defaults(handler=handler)
    return parser


def add_dsn_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--dsn`` (default: USENET_DSN) to a verb that touches the database."""
    parser.add_argument(
        "--dsn",
        default=None,
        help="indexer Postgres DSN (default: $USENET_DSN)",
    )


@contextmanager
def database(args: argparse.Namespace, *refusals: type[Exception]) -> Iterator[Conn]:
    """Yield an autocommit connection to ``--dsn``; turn an unreachable database or a refusal into a CLIError.

    ``refusals`` are the store's own errors for a request it declines (a bad
    pattern, an unknown rule); their message already says what to do next.
    """
    from usenet_ops.store import db  # here, not at import: `usenet-ops --help` needs no driver

    caught: tuple[type[Exception], ...] = (db.DatabaseUnavailable, *refusals)
    try:
        with db.connect(args.dsn, autocommit=True) as conn:
            yield conn
    except caught as exc:
        raise CLIError(str(exc)) from exc


def actor() -> Any:
    """Return the CLI's actor for the audit log: the OS user running the command (``passes.actions.Actor``)."""
    import getpass

    from usenet_ops.passes.actions import Actor
    from usenet_ops.store.audit import Source

    try:
        name = getpass.getuser()
    except (KeyError, OSError):  # no passwd entry (a container's anonymous uid)
        name = "uid-unknown"
    return Actor(name=name, source=Source.CLI)


@contextmanager
def airflow_output_to_stderr() -> Iterator[None]:
    """Send what Airflow prints while a connection is looked up to stderr, so stdout holds only our output.

    Airflow's connection lookup logs to stdout (e.g. "Skipping masking for a
    secret as it's too short" for a short login): under ``--json`` that line
    made the output unparseable.
    """
    import contextlib

    with contextlib.redirect_stdout(sys.stderr):
        yield


def print_json(value: Any) -> None:
    """Print one JSON document on one line (the stable machine format)."""
    json.dump(value, sys.stdout, default=str, ensure_ascii=False, sort_keys=False)
    sys.stdout.write("\n")


def print_table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
    """Print rows as an aligned plain-text table."""
    materialised = [["" if c is None else str(c) for c in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in materialised:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(cell))
    print("  ".join(h.ljust(widths[i]) for i, h in enumerate(headers)).rstrip())
    for row in materialised:
        print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip())
