"""`usenet-ops releases list|nzb`: read the catalogue as an operator."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "releases", "the release catalogue: newest releases and their NZBs")
    p = common.add_verb(verbs, "list", _list, "list the newest releases, optionally of one group")
    p.add_argument("--group", default=None, help="only releases posted to this newsgroup")
    p.add_argument("--limit", type=int, default=50, help="how many (default 50, at most 10000)")
    p.add_argument("--json", action="store_true", help="one JSON object per release")
    common.add_dsn_option(p)
    p = common.add_verb(verbs, "nzb", _nzb, "write a release's NZB exactly as the API serves it")
    p.add_argument("guid", help="the release's guid (as `releases list` and the API show it)")
    p.add_argument("-o", "--output", default=None, help="file to write (default: stdout)")
    common.add_dsn_option(p)


def _list(args: argparse.Namespace) -> int:
    from usenet_ops.store import db
    from usenet_ops.store.catalogue import PostgresCatalogue

    if not 1 <= args.limit <= 10_000:
        raise common.CLIError("--limit must be between 1 and 10000")
    try:
        with db.session(args.dsn) as conn:
            rows = PostgresCatalogue().latest(conn, group=args.group, limit=args.limit)
    except db.DatabaseUnavailable as exc:
        raise common.CLIError(str(exc)) from exc
    if args.json:
        for r in rows:
            common.print_json(
                {
                    "guid": r.guid,
                    "title": r.title,
                    "groups": list(r.groups),
                    "size": r.size,
                    "files": r.files,
                    "segments": r.segments,
                    "category": r.category,
                    "posted_at": r.posted_at.isoformat(),
                    "content_hash": r.content_hash,
                }
            )
        return 0
    common.print_table(
        ["guid", "posted_at", "category", "size", "files", "title"],
        [(r.guid, r.posted_at.strftime("%Y-%m-%d %H:%M"), r.category, r.size, r.files, r.title) for r in rows],
    )
    return 0


def _nzb(args: argparse.Namespace) -> int:
    from usenet_ops.api.feed import nzb_document
    from usenet_ops.store import db
    from usenet_ops.store.catalogue import PostgresCatalogue

    try:
        with db.session(args.dsn) as conn:
            stored = PostgresCatalogue().nzb(conn, args.guid.strip().lower())
    except db.DatabaseUnavailable as exc:
        raise common.CLIError(str(exc)) from exc
    if stored is None:
        raise common.CLIError(f"no release with guid {args.guid!r}; `usenet-ops releases list` shows guids")
    body = nzb_document(stored)
    if args.output and args.output != "-":
        Path(args.output).write_bytes(body)
    else:
        sys.stdout.buffer.write(body)
        sys.stdout.flush()
    return 0
