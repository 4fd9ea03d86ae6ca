"""`usenet-ops probes`: what phase 2 learned (queue depth, bytes, named/ids/passworded, rate), and a probe pass now."""

from __future__ import annotations

import argparse
import os

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "probes", "phase 2: read a few articles per release to name it, find ids, "
                                             "flag passwords")
    p = common.add_verb(verbs, "status", _status, "queue depth, bytes read, named / ids / passworded counts, rate")
    common.add_dsn_option(p)
    p.add_argument("--json", action="store_true", help="one JSON object: {queue: ..., learned: ...}")
    p = common.add_verb(verbs, "run", _run, "drain probe candidates on each provider now (the pass the DAG runs)")
    common.add_dsn_option(p)
    p.add_argument("--provider", action="append", dest="providers", metavar="P",
                   help="nntp://... URL or Airflow nntp conn id (repeatable; default: USENET_NNTP_CONN_IDS)")
    p.add_argument("--json", action="store_true", help="one JSON report per provider per line")


def _status(args: argparse.Namespace) -> int:
    from usenet_ops.store import probe_queue, probes

    with common.database(args) as conn:
        report = {"queue": probe_queue.depth(conn), "learned": probes.status(conn)}
    if args.json:
        common.print_json(report)
        return 0
    q, s, d = report["queue"], report["learned"], report["learned"]["last_day"]
    print("queue: " + "   ".join(f"{k}: {v}" for k, v in q["states"].items())
          + f"   releases pending: {q['releases_pending']}   bytes read: {q['bytes_read']}")
    print(f"learned: {s['probed_releases']} releases probed, {s['named']} named, {s['with_ids']} with ids, "
          f"{s['passworded']} passworded ({s['possibly_passworded']} possibly), {s['nfos']} NFOs; "
          f"{s['bytes_per_named_release']} bytes per named release; {s['unnamed']} unnamed (hidden), "
          f"{s['unnamed_unsolved']} of them with nothing left to read")
    print(f"last day: {d['passes']} task(s), {d['articles']} articles, {d['bytes_read']} bytes "
          f"({d['articles_per_second']} articles/s, {d['bytes_per_second']} B/s), {d['failures']} failed, "
          f"{d['hostile']} hostile")
    return 0


def _run(args: argparse.Namespace) -> int:
    from usenet_ops.cli.health import _providers
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.passes import compose, probe

    status = 0
    with common.database(args) as conn:
        settings = compose.load_settings(conn)
        for provider in _providers(args):
            with Pool(provider, PoolSettings.from_knobs(settings)) as pool:
                try:
                    report = probe.run_probes(conn, pool, settings, provider=provider.name,
                                              claimant=f"cli/{os.getpid()}/{provider.name}"[:200], run_id="cli")
                except probe.ProbeProviderSick as exc:
                    print(f"usenet-ops: {exc} (check: {exc.hint})")
                    status = 1
                    continue
            if args.json:
                common.print_json(report.as_dict())
            else:
                r = report.as_dict()
                print(f"{provider.name}: {r['articles']} articles, {r['bytes_read']} bytes ({r['bytes_per_second']} B/s);"
                      f" {r['releases']} releases: {r['named']} named ({r['still_unnamed']} stay unnamed),"
                      f" {r['ids']} with ids, {r['passworded']} passworded; {r['hostile']} hostile,"
                      f" {r['failures']} failed, {r['handed_back']} handed back;"
                      f" ended {r['ended']}")
    return status
