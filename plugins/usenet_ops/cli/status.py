"""`usenet-ops status`: the same report as status.json, from the indexer database."""

from __future__ import annotations

import argparse

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "status", "what the indexer is doing: crawl, staging, catalogue, jobs, errors")
    p = common.add_verb(verbs, "show", _show, "print the status report (status.json's fields)")
    common.add_dsn_option(p)
    p.add_argument("--json", action="store_true", help="one JSON object, as status.json serves it")


def _show(args: argparse.Namespace) -> int:
    from usenet_ops.adapters import dagconfig, status
    from usenet_ops.passes import compose
    from usenet_ops.store import db

    try:
        with db.connect(args.dsn, autocommit=True) as conn, common.airflow_output_to_stderr():
            report = status.report(conn, compose.load_settings(conn),
                                   providers=status.provider_fleet(dagconfig.provider_conn_ids()))
    except db.DatabaseUnavailable as exc:
        raise common.CLIError(str(exc)) from exc
    if args.json:
        common.print_json(report)
        return 0
    c = report["crawl"]
    print(f"catalogue: {report['total_nzbs']} releases{'' if report['total_nzbs_exact'] else ' (estimate)'}   "
          f"staged articles: {report['staged_articles']}   ready sets: {report['ready_groups']}   "
          f"active groups: {report['active_groups']}")
    print(f"crawl: {'running' if c.get('running') else 'idle'}; last run {c.get('run_id', '-')}: "
          f"{c.get('groups_done', 0)}/{c.get('groups', 0)} groups, {c.get('articles', 0)} articles, "
          f"{c.get('staged', 0)} staged, {c.get('articles_per_second', 0)} articles/s, backlog {c.get('backlog', 0)}")
    h = report["health"]
    hc = h["census"]
    print(f"health: {hc['checked']} checked ({hc['healthy']} healthy, {hc['repairable']} repairable, {hc['broken']} "
          f"broken, {hc['dead']} dead), {h['unchecked']} unchecked, {hc['overdue']} overdue; "
          f"{h['rate']['releases_per_hour']} releases/hour")
    for job in report["jobs"]:
        print(f"job {job['name']}: {job['status']}, last run {job['last_run'] or '-'}, duty {job['duty_pct']}%")
    for p in report["providers"]:
        check = p.get("last_check")
        state = "DOWN" if p.get("down") else ("ok" if check else "not checked")
        print(f"provider {p['name']}: {p.get('host', p.get('error', '?'))} [{p.get('backbone', '-')}] {state}")
    for s in report["stalled"]:
        print(f"STALLED {s['group_name']} on {s['backbone']}: {s['stalled_passes']} passes without progress")
    for e in report["errors"][:5]:
        print(f"error {e['at']} {e['op']}: {e['message']}" + (f" -- check: {e['hint']}" if e["hint"] else ""))
    return 0
