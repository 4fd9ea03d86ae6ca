"""Checks that turn silent trouble into alerts: providers, crawl progress, build backlog.

Each check returns findings; the watchdog DAG's task raises ``WatchdogAlarm``
for any, so the one failure callback alerts with the job, the error and what
to check. A stall is a failed check that alerts, never a log line nobody reads.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import psycopg

from usenet_ops.domain.errors import OperatorHint
from usenet_ops.settings import Settings
from usenet_ops.store.db import Conn, one

# The build is "behind" when a set has waited this long in the ready state.
BUILD_LAG_MIN = 60


class WatchdogAlarm(OperatorHint):
    """One or more checks failed; the message lists them, the hint says what to check."""


@dataclass(frozen=True)
class Finding:
    check: str
    message: str
    hint: str


def check_providers(conn: Conn, tests: dict[str, Callable[[], tuple[bool, str]]]) -> list[Finding]:
    """Run each provider's connection test, record it, and report the failures."""
    findings = []
    for name, test in tests.items():
        started = time.monotonic()
        try:
            ok, message = test()
        except Exception as exc:  # a test that raises is a failed test
            ok, message = False, f"{type(exc).__name__}: {exc}"
        conn.execute("INSERT INTO usenet.provider_checks (provider, ok, message, seconds) VALUES (%s, %s, %s, %s)",
                     (name, ok, message[:2000], time.monotonic() - started))
        if not ok:
            findings.append(Finding("provider", f"provider {name} failed its connection test: {message}",
                                    f"the {name} connection's host, port, TLS and credentials "
                                    f"(`usenet-ops provider test {name}`)"))
    return findings


def check_crawl(conn: Conn, settings: Settings) -> list[Finding]:
    """Report a crawl that stopped running and groups stalled for several passes."""
    findings = []
    row = one(conn.execute(
        """SELECT (SELECT count(*) FROM usenet.newsgroups WHERE active) AS active,
                  (SELECT max(started_at) FROM usenet.crawl_passes) AS last"""))
    if row["active"] and row["last"] is not None:
        late = one(conn.execute("SELECT %s < now() - make_interval(mins => %s) AS late",
                            (row["last"], 3 * settings.crawl_interval_min + 5)))["late"]
        if late:
            findings.append(Finding("crawl", f"no crawl pass has started since {row['last']:%Y-%m-%d %H:%M} UTC "
                                             f"(crawl_interval_min={settings.crawl_interval_min})",
                                    "that usenet_crawl is unpaused and the scheduler is running"))
    for s in conn.execute("SELECT backbone, group_name, stalled_passes FROM usenet.group_state "
                          "WHERE stalled_passes >= 3 ORDER BY stalled_passes DESC LIMIT 20"):
        findings.append(Finding("crawl", f"{s['group_name']} on {s['backbone']} made no progress for "
                                         f"{s['stalled_passes']} passes",
                                "the provider's OVER answers for that group and the crawl task's log"))
    return findings


def check_build(conn: Conn, settings: Settings) -> list[Finding]:
    """Report a build that is falling behind: ready sets waiting too long."""
    row = one(conn.execute(
        """SELECT count(*) AS n, min(ready_since) AS oldest FROM usenet.staged_sets
           WHERE status = 'ready' AND ready_since < now() - make_interval(mins => %s)""", (BUILD_LAG_MIN,)))
    if not row["n"]:
        return []
    return [Finding("build", f"{row['n']} complete set(s) have waited more than {BUILD_LAG_MIN} minutes to be built "
                             f"(oldest since {row['oldest']:%Y-%m-%d %H:%M} UTC)",
                    f"that usenet_build runs and succeeds; raise build_drain_per_pass "
                    f"(now {settings.build_drain_per_pass}) if it runs but cannot keep up")]


def raise_for(findings: list[Finding]) -> None:
    """Raise one WatchdogAlarm carrying every finding, or return when there are none."""
    if findings:
        raise WatchdogAlarm("; ".join(f.message for f in findings), hint="; ".join(dict.fromkeys(f.hint for f in findings)))
