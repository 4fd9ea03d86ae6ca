"""`usenet-ops spots`: the Spotnet import as an operator sees it: status, runs, the key ring, the queue."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "spots", "the Spotnet import: status, passes, the key ring, spots")
    p = common.add_verb(verbs, "status", _status, "read positions, queue, outcomes by reason, last passes, keys")
    common.add_dsn_option(p)
    p.add_argument("--days", type=int, default=7, help="outcome window in days (default 7)")
    p.add_argument("--json", action="store_true", help="one JSON object (status.json's `spots`)")

    p = common.add_verb(verbs, "run", _run, "run the index and fetch passes outside Airflow (the DAG's passes)")
    common.add_dsn_option(p)
    p.add_argument("provider", help="nntp://[user:pass@]host[:port], nntps://..., or an Airflow nntp conn id")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--index-only", action="store_true", help="read the spot group, fetch no NZB")
    which.add_argument("--fetch-only", action="store_true", help="fetch pending NZBs, read no new spots")
    p.add_argument("--budget-sec", type=float, default=1800.0, help="time budget of each pass (default 1800)")
    p.add_argument("--json", action="store_true", help="one JSON report per pass per line")

    p = common.add_verb(verbs, "list", _list, "the newest spots, optionally of one state or trust label")
    common.add_dsn_option(p)
    p.add_argument("--state", choices=["pending", "imported", "failed", "deleted"], default=None)
    p.add_argument("--trust", choices=["moderator", "self-signed", "unsigned"], default=None)
    p.add_argument("--limit", type=int, default=50, help="how many (default 50, at most 10000)")
    p.add_argument("--json", action="store_true", help="one JSON object per spot")

    p = common.add_verb(verbs, "keys", _keys, "the key ring the import verifies with (shipped and operator keys)")
    common.add_dsn_option(p)
    p.add_argument("--json", action="store_true", help="one JSON object per key")

    p = common.add_verb(verbs, "set-key", _set_key, "replace the key of one key id (an operator override)")
    common.add_dsn_option(p)
    p.add_argument("key_id", type=int, help="the Spotnet key id (2 moderator; 3, 4 signing service)")
    p.add_argument("modulus", help="the RSA modulus, base64 (plain or Spotnet-escaped)")
    p.add_argument("--exponent", default="AQAB", help="the exponent, base64 (default AQAB = 65537)")
    p.add_argument("--role", default="moderator", help="what the key signs (default moderator)")
    p.add_argument("--note", default="", help="why it was set")

    p = common.add_verb(verbs, "reset-key", _reset_key, "drop an operator key; the shipped one applies again")
    common.add_dsn_option(p)
    p.add_argument("key_id", type=int)

    p = common.add_verb(verbs, "retry", _retry, "put spots whose NZB failed back in the fetch queue")
    common.add_dsn_option(p)
    p.add_argument("--reason", default=None, help="only spots that failed for this reason (e.g. payload_truncated)")


def _status(args: argparse.Namespace) -> int:
    from usenet_ops.store import spot_records

    with common.database(args) as conn:
        report = spot_records.summary(conn, days=max(1, args.days))
    if args.json:
        common.print_json(report)
        return 0
    for p in report["positions"]:
        print(f"{p['group']} on {p['backbone']}: read {p['back_article']}..{p['next_article'] - 1} of the server's "
              f"{p['server_low']}..{p['server_high']}; backlog {p['backlog']}, history left {p['history_left']}")
    if not report["positions"]:
        print("no spot group read yet (the usenet_spots DAG, or `usenet-ops spots run PROVIDER`)")
    accepted = ", ".join(f"{k} {v}" for k, v in sorted(report["accepted"].items())) or "none"
    print(f"last {report['days']} days: accepted {accepted}; imported {report['imported']}, joined an existing "
          f"release {report['joined']}, deleted {report['deleted']}; pending NZB fetches {report['pending']}")
    for kind in ("index", "fetch"):
        last = report[f"last_{kind}"]
        if last is None:
            print(f"{kind}: never run")
            continue
        r = last["report"]
        print(f"{kind}: {last['state']} at {last['started_at']} via {last['provider']} [{last['backbone']}]: "
              f"{r.get('spots', r.get('imported', 0))} {'new spots' if kind == 'index' else 'imported'}, "
              f"{r.get('spots_per_sec', 0)} spots/s" + (f" ({r['message']})" if r.get("message") else ""))
    rows = [(k, v) for k, v in report["outcomes"].items()]
    if rows:
        common.print_table(["outcome", "count"], rows)
    for k in report["keys"]:
        flag = " WEAK" if k["weak"] else ""
        print(f"key {k['key_id']} {k['role']} ({k['source']}): {k['bits'] or '?'} bits{flag}"
              + (f" PROBLEM: {k['problem']}" if k["problem"] else ""))
    return 0


def _run(args: argparse.Namespace) -> int:
    from usenet_ops.cli.provider import resolve_provider
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.passes import compose, spot_fetch, spot_index
    from usenet_ops.passes.spot_pass import SpotPassFailed, SpotPassState

    provider = resolve_provider(args.provider)
    status = 0
    run_id = f"cli-{int(time.time())}"
    with common.database(args) as conn:
        settings = compose.load_settings(conn)
        with Pool(provider, PoolSettings.from_knobs(settings)) as pool:
            reports: list[spot_index.IndexReport | spot_fetch.FetchReport] = []
            passes: list[Callable[[], spot_index.IndexReport | spot_fetch.FetchReport]] = []
            if not args.fetch_only:
                passes.append(lambda: spot_index.index_spots(
                    conn, pool, settings=settings, keyring=compose.load_keyring(conn),
                    provider=provider.redacted_url(), backbone=provider.backbone, run_id=run_id,
                    budget_sec=args.budget_sec))
            if not args.index_only:
                passes.append(lambda: spot_fetch.fetch_spots(
                    conn, pool, settings=settings, sink=compose.release_sink(), provider=provider.redacted_url(),
                    backbone=provider.backbone, blacklist=compose.load_build_filters(conn).blacklist,
                    run_id=run_id, budget_sec=args.budget_sec))
            for run in passes:  # the fetch runs even when the index failed, as in the DAG
                try:
                    reports.append(run())
                except SpotPassFailed as exc:
                    print(f"usenet-ops: {exc} (check: {exc.hint})")
                    status = 1
    for report in reports:
        if args.json:
            common.print_json(report.as_dict())
        elif isinstance(report, spot_index.IndexReport):
            print(f"index {report.group}: {report.state.value}; {report.batches} batches, {report.articles} articles, "
                  f"{report.spots} new spots, {report.commands} commands, {report.deleted} deleted, backlog "
                  f"{report.backlog}, history left {report.history_left}" + (f" ({report.message})" if report.message else ""))
        else:
            print(f"fetch: {report.state.value}; {report.imported} imported, {report.joined} joined an existing release, "
                  f"{report.failed} failed, {report.pending_left} pending" + (f" ({report.message})" if report.message else ""))
        if report.state in (SpotPassState.FAILED, SpotPassState.MOVED):
            status = 1
    return status


def _list(args: argparse.Namespace) -> int:
    from usenet_ops.store import spot_records

    if not 1 <= args.limit <= 10_000:
        raise common.CLIError("--limit must be between 1 and 10000")
    with common.database(args) as conn:
        rows = spot_records.list_spots(conn, state=args.state, trust=args.trust, limit=args.limit)
    if args.json:
        for r in rows:
            common.print_json({**r, "posted_at": r["posted_at"].isoformat()})
        return 0
    common.print_table(["posted_at", "trust", "weak", "state", "category", "guid", "title"],
                       [(r["posted_at"].strftime("%Y-%m-%d %H:%M"), r["trust"], "yes" if r["weak_key"] else "",
                         r["state"] + (f" ({r['reason']})" if r["reason"] else ""), r["category"],
                         r["content_hash"] or "", r["title"][:70]) for r in rows])
    return 0


def _keys(args: argparse.Namespace) -> int:
    from usenet_ops.passes import compose
    from usenet_ops.store import spot_records

    with common.database(args, spot_records.SpotKeyError) as conn:
        compose.load_keyring(conn)  # seeds the shipped keys on a fresh install
        rows = spot_records.summary(conn)["keys"]
    if args.json:
        for r in rows:
            common.print_json(r)
        return 0
    common.print_table(["key_id", "role", "source", "bits", "weak", "problem"],
                       [(r["key_id"], r["role"], r["source"], r["bits"], "yes" if r["weak"] else "", r["problem"] or "")
                        for r in rows])
    return 0


def _key_summary(conn: Any, key_id: int) -> dict[str, Any] | None:
    """Return what the audit log keeps of one stored key: where it came from, its size and a fingerprint."""
    import hashlib

    from usenet_ops.store import spot_records

    for row in spot_records.key_rows(conn):
        if row.key_id == key_id:
            try:
                bits: int | None = row.public_key().bits
            except spot_records.SpotKeyError:
                bits = None
            return {"role": row.role, "source": row.source, "bits": bits,
                    "sha256": hashlib.sha256(f"{row.modulus.strip()}:{row.exponent.strip()}".encode()).hexdigest()[:16]}
    return None


def _set_key(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store import spot_records

    with common.database(args, spot_records.SpotKeyError) as conn:
        if not spot_records.has_keys(conn):
            spot_records.seed_keys(conn)
        old = _key_summary(conn, args.key_id)
        row = actions.audited(conn, common.actor(), actions.Action.SPOT_KEY_SET, f"key {args.key_id}",
                              lambda: spot_records.set_key(conn, args.key_id, args.modulus, role=args.role,
                                                           exponent=args.exponent, note=args.note),
                              {"key_id": args.key_id, "role": args.role, "note": args.note, "old": old},
                              describe=lambda r: {"new": _key_summary(conn, r.key_id)})
    print(f"key {row.key_id} ({row.role}) set by the operator: {row.public_key().bits} bits; "
          "the next spot pass verifies with it (`usenet-ops spots reset-key` restores the shipped one)")
    return 0


def _reset_key(args: argparse.Namespace) -> int:
    from usenet_ops.passes import actions
    from usenet_ops.store import spot_records

    with common.database(args, spot_records.SpotKeyError) as conn:
        old = _key_summary(conn, args.key_id)
        dropped = actions.audited(conn, common.actor(), actions.Action.SPOT_KEY_RESET, f"key {args.key_id}",
                                  lambda: spot_records.reset_key(conn, args.key_id), {"key_id": args.key_id, "old": old},
                                  describe=lambda d: {"dropped": d, "new": _key_summary(conn, args.key_id)})
    print(f"key {args.key_id}: " + ("operator key dropped; the shipped key applies" if dropped
                                    else "no operator key was set; nothing changed"))
    return 0


def _retry(args: argparse.Namespace) -> int:
    from usenet_ops.store import spot_records

    with common.database(args) as conn:
        n = spot_records.retry_failed(conn, args.reason)
    print(f"{n} spot(s) back in the fetch queue")
    return 0
