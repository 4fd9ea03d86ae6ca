"""`usenet-ops provider`: list the accounts and their roles, test one, and fingerprint its backbone.

``list`` answers "what is each account doing": its role (primary / fill /
backup), its backbone and what that means now (crawls its share of the
groups, stands by behind an answering primary, or only completes).

``test`` answers "does this account work, and how fast": greeting,
capabilities, login, negotiated compression, a group's bounds and a measured
OVER rate. ``probe`` answers "do these two accounts share a backbone": it
STATs message-ids sampled from the reference provider and compares article
numbers, since article numbers are per backbone while message-ids are global.
"""

from __future__ import annotations

import argparse
import ssl
import time
from collections import Counter
from typing import Any

from usenet_ops.cli import common
from usenet_ops.domain.redaction import redact_urls
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.errors import NNTPError
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.nntp.values import Timeouts


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "provider", "NNTP provider accounts: roles, connection test and backbone probe")
    p = common.add_verb(verbs, "list", _list, "each account (USENET_NNTP_CONN_IDS): backbone, role and what it is doing")
    common.add_dsn_option(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p = common.add_verb(verbs, "test", _test, "connect, log in, report capabilities, compression and an OVER rate")
    p.add_argument("url", help="nntp://[user:pass@]host[:port], nntps://..., or an Airflow conn id")
    p.add_argument("--group", help="a group to select and sample OVER from")
    p.add_argument("--sample", type=int, default=2000, help="articles to read with OVER (default 2000)")
    p.add_argument("--batch", type=int, default=500, help="articles per OVER command (default 500)")
    p.add_argument("--timeout", type=float, default=30.0, help="dial and command timeout in seconds (default 30)")
    p.add_argument("--ca-file", help="PEM file of CA certificates to trust for TLS (default: the system's)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p = common.add_verb(verbs, "probe", _probe, "compare article numbering with a reference provider (same backbone?)")
    p.add_argument("url", help="the provider to fingerprint (URL or Airflow conn id)")
    p.add_argument("--reference", required=True, help="the reference provider (URL or Airflow conn id)")
    p.add_argument("--group", required=True, help="a group both providers carry")
    p.add_argument("--sample", type=int, default=200, help="message-ids to compare (default 200)")
    p.add_argument("--timeout", type=float, default=30.0, help="dial and command timeout in seconds (default 30)")
    p.add_argument("--json", action="store_true", help="print one JSON object")


def provider_list(conn: Any, conn_ids: list[str]) -> dict[str, Any]:
    """Return the ``provider list --json`` object: one row per account, in USENET_NNTP_CONN_IDS order."""
    from usenet_ops.adapters import provider_duties
    from usenet_ops.store import provider_checks

    with common.airflow_output_to_stderr():
        fleet = provider_duties.read_fleet(conn, conn_ids)
    described = provider_duties.describe(conn, fleet)
    checks = provider_checks.latest_checks(conn)
    rows = []
    for conn_id in conn_ids:
        cfg = fleet.configs.get(conn_id)
        check = checks.get(conn_id)
        rows.append({
            "conn_id": conn_id,
            "server": None if cfg is None else cfg.redacted_url(),
            "connections": None if cfg is None else cfg.connections,
            **described[conn_id],
            "last_check": None if check is None else {"at": check["at"], "ok": check["ok"],
                                                      "message": redact_urls(check["message"])},
        })
    return {"providers": rows}


def _list(args: argparse.Namespace) -> int:
    from usenet_ops.adapters import dagconfig

    with common.database(args) as conn:
        report = provider_list(conn, dagconfig.provider_conn_ids())
    if args.json:
        common.print_json(report)
        return 0
    common.print_table(
        ["conn id", "server", "backbone", "role", "priority", "connections", "doing"],
        [[r["conn_id"], r["server"] or "-", r["backbone"] or "-", r["role"] or "-", r["priority"],
          r["connections"], r["doing"]] for r in report["providers"]])
    return 0


def resolve_provider(target: str) -> ProviderConfig:
    """Return the provider for a URL, or for an Airflow conn id (env var, secrets backend or metadata DB)."""
    if "://" in target:
        try:
            return ProviderConfig.from_url(target)
        except ValueError as exc:
            raise common.CLIError(str(exc)) from exc
    try:
        from usenet_ops.adapters.nntp_hook import NotAnNNTPConnection, provider_config_from_conn_id

        try:
            return provider_config_from_conn_id(target)
        except NotAnNNTPConnection as exc:
            raise common.CLIError(str(exc)) from exc
    except common.CLIError:
        raise
    except Exception as exc:  # noqa: BLE001 - any lookup failure becomes an operator message
        raise common.CLIError(
            f"{redact_urls(target)!r} is neither an nntp:// URL nor a readable Airflow connection "
            f"({type(exc).__name__}: {redact_urls(str(exc))}); "
            "pass nntp://user:pass@host:port or set AIRFLOW_CONN_<ID>"
        ) from exc


def _error(exc: NNTPError) -> dict[str, Any]:
    return {"class": type(exc).__name__, "code": exc.code, "message": redact_urls(str(exc))}


def measure_over(client: NNTPClient, low: int, high: int, batch: int) -> dict[str, Any]:
    """Read OVER low..high in batches; return lines, bytes and rates."""
    lines = 0
    plain_before, wire_before = client.counters.plain_in, client.counters.wire_in
    started = time.perf_counter()
    start = low
    while start <= high:
        end = min(high, start + batch - 1)
        lines += len(client.over(start, end))
        start = end + 1
    elapsed = max(time.perf_counter() - started, 1e-9)
    plain = client.counters.plain_in - plain_before
    wire = client.counters.wire_in - wire_before
    return {
        "low": low,
        "high": high,
        "lines": lines,
        "seconds": round(elapsed, 4),
        "lines_per_s": round(lines / elapsed, 1),
        "mb_per_s": round(plain / elapsed / 1e6, 3),
        "wire_bytes": wire,
        "plain_bytes": plain,
    }


def provider_test(
    cfg: ProviderConfig,
    group: str | None,
    sample: int,
    batch: int,
    timeout: float,
    ssl_context: ssl.SSLContext | None = None,
) -> dict[str, Any]:
    """Run the connection test and return the report (the --json object)."""
    report: dict[str, Any] = {
        "provider": cfg.redacted_url(),
        "backbone": cfg.backbone,
        "ok": False,
        "greeting": None,
        "capabilities": [],
        "tls": False,
        "auth": None,
        "compression": None,
        "group": None,
        "over": None,
        "error": None,
    }
    client = NNTPClient(cfg, Timeouts(dial=timeout, command=timeout, stat=min(timeout, 10.0)), ssl_context)
    try:
        client.connect()
        report["greeting"] = client.greeting.status_line if client.greeting else None
        report["capabilities"] = sorted(client.caps.labels)
        report["tls"] = client.tls_active
        report["auth"] = client.authenticated if cfg.username else None
        report["compression"] = client.compression.value
        if group:
            info = client.group(group)
            if info is None:
                report["group"] = {"name": group, "exists": False}
            else:
                report["group"] = {"name": info.name, "exists": True, "count": info.count, "low": info.low,
                                   "high": info.high}
                if info.high >= info.low and sample > 0:
                    low = max(info.low, info.high - sample + 1)
                    report["over"] = measure_over(client, low, info.high, max(1, batch))
        report["ok"] = True
    except NNTPError as exc:
        report["error"] = _error(exc)
        if report["auth"] is None and cfg.username and "AUTH" in type(exc).__name__.upper():
            report["auth"] = False
    finally:
        client.quit()
    return report


def _test(args: argparse.Namespace) -> int:
    cfg = resolve_provider(args.url)
    context = None
    if args.ca_file:
        try:
            context = ssl.create_default_context(cafile=args.ca_file)
        except (OSError, ssl.SSLError) as exc:
            raise common.CLIError(f"cannot read --ca-file {args.ca_file}: {exc}") from exc
    report = provider_test(cfg, args.group, args.sample, args.batch, args.timeout, context)
    if args.json:
        common.print_json(report)
    else:
        print(f"provider     {report['provider']} (backbone {report['backbone']})")
        print(f"greeting     {report['greeting']}")
        print(f"capabilities {' '.join(report['capabilities'])}")
        print(f"tls          {'yes' if report['tls'] else 'no'}")
        print(f"auth         {({None: 'not configured', True: 'ok', False: 'REFUSED'})[report['auth']]}")
        print(f"compression  {report['compression']}")
        if report["group"]:
            g = report["group"]
            found = f"{g['count']} articles, {g['low']}-{g['high']}" if g["exists"] else "no such group"
            print(f"group        {g['name']}: {found}")
        if report["over"]:
            o = report["over"]
            print(f"over         {o['lines']} lines in {o['seconds']}s: {o['lines_per_s']} lines/s, {o['mb_per_s']} MB/s "
                  f"({o['wire_bytes']} wire bytes for {o['plain_bytes']} plain)")
        if report["error"]:
            print(f"error        {report['error']['class']}: {report['error']['message']}")
    return 0 if report["ok"] else 1


def provider_probe(cfg: ProviderConfig, ref: ProviderConfig, group: str, sample: int, timeout: float) -> dict[str, Any]:
    """Compare article numbers of shared message-ids between two providers; return the report."""
    timeouts = Timeouts(dial=timeout, command=timeout, stat=min(timeout, 10.0))
    report: dict[str, Any] = {
        "provider": cfg.redacted_url(),
        "reference": ref.redacted_url(),
        "group": group,
        "sampled": 0,
        "shared": 0,
        "same_number": 0,
        "offsets": {},
        "same_backbone": None,
        "verdict": "unknown",
        "error": None,
    }
    try:
        with NNTPClient(ref, timeouts) as rc:
            info = rc.group(group)
            if info is None:
                raise common.CLIError(f"the reference provider has no group {group!r}")
            low = max(info.low, info.high - sample + 1)
            ref_numbers = {r.message_id.decode("latin-1"): r.number for r in rc.over(low, info.high)}
        report["sampled"] = len(ref_numbers)
        with NNTPClient(cfg, timeouts) as pc:
            if pc.group(group) is None:
                report["verdict"] = "group missing on provider"
                return report
            numbers = pc.stat_numbers(list(ref_numbers))
            # RFC 3977 lets a server answer 0 for STAT by message-id; then ask Xref.
            if numbers and all(n in (0, None) for n in numbers.values()):
                for msgid, n in list(numbers.items())[:100]:
                    if n == 0:
                        numbers[msgid] = _xref_number(pc, msgid, group)
    except NNTPError as exc:
        report["error"] = _error(exc)
        return report
    offsets: Counter[int] = Counter()
    for msgid, theirs in numbers.items():
        if theirs is None:
            continue
        report["shared"] += 1
        if theirs:
            offsets[theirs - ref_numbers[msgid]] += 1
    report["same_number"] = offsets.get(0, 0)
    report["offsets"] = {str(k): v for k, v in offsets.most_common(5)}
    comparable = sum(offsets.values())
    if comparable:
        report["same_backbone"] = report["same_number"] / comparable >= 0.9
        report["verdict"] = "same backbone" if report["same_backbone"] else "different backbone"
    elif report["sampled"] and not report["shared"]:
        report["verdict"] = "no shared articles"
    return report


def _xref_number(client: NNTPClient, msgid: str, group: str) -> int | None:
    values = client.hdr("Xref", msgid)
    for _, value in values:
        for entry in value.split()[1:]:
            name, _, num = entry.partition(b":")
            if name.decode("latin-1") == group and num.isdigit():
                return int(num)
    return None


def _probe(args: argparse.Namespace) -> int:
    cfg = resolve_provider(args.url)
    ref = resolve_provider(args.reference)
    report = provider_probe(cfg, ref, args.group, args.sample, args.timeout)
    if args.json:
        common.print_json(report)
    else:
        print(f"provider   {report['provider']}")
        print(f"reference  {report['reference']}")
        print(f"group      {report['group']}: {report['sampled']} sampled, {report['shared']} shared, "
              f"{report['same_number']} with the same article number")
        print(f"offsets    {report['offsets']}")
        print(f"verdict    {report['verdict']}")
        if report["error"]:
            print(f"error      {report['error']['class']}: {report['error']['message']}")
    return 0 if report["error"] is None else 1
