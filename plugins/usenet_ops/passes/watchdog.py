"""Checks that turn silent trouble into alerts: providers, crawl progress, build backlog.

Each check returns findings; the watchdog DAG's task raises ``WatchdogAlarm``
for any, so the one failure callback alerts with the job, the error and what
to check. A stall is a failed check that alerts, never a log line nobody reads.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Callable
from dataclasses import dataclass

from usenet_ops.domain.hints import OperatorHint
from usenet_ops.settings import Settings
from usenet_ops.store import groups, pass_log, provider_checks
from usenet_ops.store.db import Conn
from usenet_ops.store.staging import StagingBackend

# The build is "behind" when a set has waited this long in the ready state.
BUILD_LAG_MIN = 60
# A group is reported once it made no progress for this many passes in a row.
STALLED_PASSES = 3


class WatchdogAlarm(OperatorHint):
    """One or more checks failed; the message lists them, the hint says what to check."""


class Check(str, enum.Enum):
    """What a finding is about."""

    PROVIDER = "provider"
    CRAWL = "crawl"
    BUILD = "build"
    STAGING = "staging"


@dataclass(frozen=True)
class Finding:
    check: Check
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
        provider_checks.record_check(conn, name, ok=ok, message=message, seconds=time.monotonic() - started)
        if not ok:
            findings.append(Finding(Check.PROVIDER, f"provider {name} failed its connection test: {message}",
                                    f"the {name} connection's host, port, TLS and credentials "
                                    f"(`usenet-ops provider test {name}`)"))
    return findings


def check_crawl(conn: Conn, settings: Settings) -> list[Finding]:
    """Report a crawl that stopped running and groups stalled for several passes."""
    findings = []
    activity = pass_log.crawl_activity(conn, late_after_min=3 * settings.crawl_interval_min + 5)
    if activity.late and activity.last_started is not None:
        findings.append(Finding(Check.CRAWL,
                                f"no crawl pass has started since {activity.last_started:%Y-%m-%d %H:%M} UTC "
                                f"(crawl_interval_min={settings.crawl_interval_min})",
                                "that usenet_crawl is unpaused and the scheduler is running"))
    for s in groups.stalled_groups(conn, at_least=STALLED_PASSES, limit=20):
        findings.append(Finding(Check.CRAWL, f"{s['group_name']} on {s['backbone']} made no progress for "
                                             f"{s['stalled_passes']} passes",
                                "the provider's OVER answers for that group and the crawl task's log"))
    return findings


def check_build(conn: Conn, settings: Settings, staging: StagingBackend) -> list[Finding]:
    """Report a build that is falling behind: ready sets waiting too long."""
    waiting, oldest = staging.ready_backlog(conn, BUILD_LAG_MIN)
    if not waiting:
        return []
    return [Finding(Check.BUILD, f"{waiting} complete set(s) have waited more than {BUILD_LAG_MIN} minutes to be built "
                                 f"(oldest since {oldest:%Y-%m-%d %H:%M} UTC)",
                    f"that usenet_build runs and succeeds; if it runs but cannot keep up, raise build_parallelism "
                    f"(now {settings.build_parallelism}: build tasks side by side, each a process) and "
                    f"build_drain_per_pass (now {settings.build_drain_per_pass})")]


def check_staging(conn: Conn, staging: StagingBackend, *, run_id: str = "") -> list[Finding]:
    """Sample staging's eviction figures and report them climbing since the previous run (passes/eviction_figures.py)."""
    from usenet_ops.passes import eviction_figures

    return [Finding(Check.STAGING, message,
                    "Redis' maxmemory and policy (noeviction refuses a write instead of destroying staged sets), "
                    "crawl_pressure_high_pct, the build's drain (build_parallelism, build_drain_per_pass) and "
                    "evict_staleness_secs; the Builder tab and status.json's staging_evictions show the figures")
            for message in eviction_figures.sample(conn, staging, run_id=run_id)]


# Every check, in the order check_all runs them (the watchdog task's report names them).
CHECKS = ("providers", "crawl", "build", "staging")


def check_all(conn: Conn, settings: Settings, tests: dict[str, Callable[[], tuple[bool, str]]], *,
              staging: StagingBackend, run_id: str = "") -> list[Finding]:
    """Run every check (providers, crawl, build, staging evictions) and return all their findings."""
    findings = check_providers(conn, tests)
    findings += check_crawl(conn, settings)
    findings += check_build(conn, settings, staging)
    findings += check_staging(conn, staging, run_id=run_id)
    return findings


def raise_for(findings: list[Finding]) -> None:
    """Raise one WatchdogAlarm carrying every finding, or return when there are none."""
    if findings:
        raise WatchdogAlarm("; ".join(f.message for f in findings), hint="; ".join(dict.fromkeys(f.hint for f in findings)))
