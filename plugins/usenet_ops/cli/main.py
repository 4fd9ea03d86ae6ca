"""The `usenet-ops` operator CLI: one sub-command group per noun.

Each module in this package that defines ``register(subparsers)`` contributes
one noun (``db``, ``groups``, ``settings``, ``provider`` ...). Modules are
discovered rather than listed so that adding a noun never edits this file.
The commands and their ``--json`` outputs are a contract: scripts, tests and
benchmarks build on them, so change them deliberately and say so in README.md.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import pkgutil
import sys
from collections.abc import Sequence

from usenet_ops import __version__
from usenet_ops.cli import common
from usenet_ops.domain.redaction import redact_urls

DESCRIPTION = """\
usenet-ops: operate the Usenet indexer.

The indexer's own Postgres is found from USENET_DSN; the API's burst-limit
Redis from USENET_REDIS_URL. Every command that prints data accepts --json
where it says so; those outputs are stable.
"""


def build_parser() -> argparse.ArgumentParser:
    """Build the parser with every discovered noun."""
    parser = argparse.ArgumentParser(
        prog="usenet-ops",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"usenet-ops {__version__}")
    parser.add_argument("-v", "--verbose", action="count", default=0, help="more logging (-vv for debug)")
    nouns = parser.add_subparsers(dest="noun", metavar="COMMAND", title="commands")
    import usenet_ops.cli as package

    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if info.name in {"main", "common"} or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"usenet_ops.cli.{info.name}")
        register = getattr(module, "register", None)
        if register is not None:
            register(nouns)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; return the process exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    level = logging.WARNING - 10 * min(args.verbose, 2)
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    handler = getattr(args, "handler", None)
    if handler is None:
        # A noun without a verb: show that noun's help rather than a traceback.
        (getattr(args, "noun_parser", None) or parser).print_help()
        return 2
    try:
        return int(handler(args) or 0)
    except common.CLIError as exc:
        print(f"usenet-ops: error: {redact_urls(str(exc))}", file=sys.stderr)  # an error may quote a URL
        return exc.exit_code
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
