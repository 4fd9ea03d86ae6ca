"""`usenet-ops health`: the census of the catalogue's health, and a health pass outside Airflow (same pass the DAG runs)."""

from __future__ import annotations

import argparse
from typing import Any

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "health", "are the catalogue's articles still there: census and STAT checks")
    p = common.add_verb(verbs, "status", _status, "the census (checked, healthy, repairable, broken, dead, overdue) "
                                                  "and the check rate")
    common.add_dsn_option(p)
    p.add_argument("--json", action="store_true", help="one JSON object (the same fields status.json's health has)")
    p = common.add_verb(verbs, "run", _run, "check due releases (or one release) on each provider's backbone now")
    common.add_dsn_option(p)
    p.add_argument("--provider", action="append", dest="providers", metavar="P",
                   help="nntp://... URL or Airflow nntp conn id (repeatable; default: USENET_NNTP_CONN_IDS)")
    p.add_argument("--release", metavar="GUID", help="check this release now, due or not, and print its checks")
    p.add_argument("--json", action="store_true", help="one JSON report per provider per line (and the release's "
                                                       "checks with --release)")


def _status(args: argparse.Namespace) -> int:
    from usenet_ops.passes import compose
    from usenet_ops.store import health_records

    with common.database(args) as conn:
        report = health_records.status(conn, min_age_hours=compose.load_settings(conn).health_min_age_hours)
    if args.json:
        common.print_json(report)
        return 0
    c = report["census"]
    print(f"releases: {report['releases']}   checked: {c['checked']}   unchecked: {report['unchecked']}   "
          f"overdue: {c['overdue']}" + ("" if report["census_exact"] else f" (as of the pass at {report['census_at']})"))
    print("   ".join(f"{v}: {c[v]}" for v in health_records.VERDICTS))
    r = report["rate"]
    print(f"last hour: {r['passes']} check task(s), {r['releases_per_hour']} releases concluded, {r['stats']} STATs "
          f"({r['stats_per_second']}/s of task time), a connection held {r['lease_seconds']}s")
    return 0


def _providers(args: argparse.Namespace) -> list[Any]:
    from usenet_ops.adapters import dagconfig
    from usenet_ops.cli.provider import resolve_provider

    out = []
    for target in args.providers or dagconfig.provider_conn_ids():
        provider = resolve_provider(target)
        # A URL's provider is named by its URL (never with the password): two accounts on one host stay apart.
        out.append(provider.with_(name=provider.redacted_url()) if "://" in target else provider)
    return out


def _run(args: argparse.Namespace) -> int:
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.passes import compose, health
    from usenet_ops.store import health_records

    providers = _providers(args)
    checkers = health.choose_checkers(providers)
    backbones = tuple(sorted(checkers))
    status = 0
    with common.database(args) as conn:
        settings = compose.load_settings(conn)
        release_id = None
        if args.release:
            release_id = health_records.release_id(conn, args.release.strip().lower())
            if release_id is None:
                raise common.CLIError(f"no release with guid {args.release!r}; `usenet-ops releases list` shows them")
        for provider in providers:
            if checkers.get(provider.backbone) != provider.name:
                continue
            target = health.HealthTarget(provider=provider.name, backbone=provider.backbone, backbones=backbones,
                                         run_id="cli")
            if release_id is not None:
                ids, only_due = [release_id], False
            else:
                ids, only_due = [i for b in health.plan(conn, provider.backbone, settings).batches for i in b], True
            with Pool(provider, PoolSettings.from_knobs(settings)) as pool:
                try:
                    report = health.check_releases(conn, pool, target, ids, settings, only_due=only_due)
                except health.HealthProviderSick as exc:
                    print(f"usenet-ops: {exc} (check: {exc.hint})")
                    status = 1
                    continue
            if args.json:
                common.print_json(report.as_dict())
            else:
                print(f"{provider.name} [{provider.backbone}]: {report.concluded} of {report.planned} concluded "
                      f"{dict(report.verdicts)}, skips {dict(report.skips)}; {report.stats} STATs in "
                      f"{report.seconds:.1f}s ({report.stats_per_second:.0f}/s); ended {report.ended.value}"
                      + (f" ({report.message})" if report.message else ""))
        if release_id is not None:
            checks = health_records.checks_of(conn, release_id)
            if args.json:
                common.print_json({"guid": args.release.strip().lower(), "checks": checks})
            else:
                common.print_table(
                    ["backbone", "verdict", "mode", "checked", "missing", "data missing", "recovery", "missing %",
                     "checked at", "note"],
                    [(c["backbone"], c["verdict"] or "-", c["mode"], c["checked"], c["missing"], c["missing_data"],
                      f"{c['recovery_available']}/{c['recovery_blocks']}", c["missing_pct"], c["checked_at"],
                      c["note"][:40]) for c in checks])
    return status
