"""Typed settings: every knob the indexer reads, with defaults in code.

Defaults live here; live overrides live in the ``usenet.settings`` table (one
JSON value per key, read and written by ``usenet_ops.store.settings``) and are
applied every time a pass loads its settings, so an operator retunes the
indexer without a deploy (``usenet-ops settings set``). The table was chosen
over Airflow Variables because the API service and the CLI read settings too
and must not depend on Airflow's metadata database.

Validation happens on load and on set: an unknown key or an out-of-range
value is an error naming the knob and its allowed range. A knob that deletes
data (``nzb_retention_days``) defaults to off.

No knob without a reader: a knob is declared here only once code outside
this module reads it (tests/unit/platform/test_settings.py walks the package
to hold this). The seed's knobs of features not built yet are not offered;
``NOT_BUILT`` names the feature each belongs to, so ``settings set`` says so
instead of "unknown", and a stored override of one is ignored with a warning.

This module is pure (it imports nothing but the standard library): every
layer may import it.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


class SettingsError(ValueError):
    """A setting is unknown or out of range; the message names the knob and the fix."""


# The seed's knobs whose feature is not built yet, by name or by prefix
# (ending in "_"): name -> the feature. An error message, not a knob: each
# comes back as a field of Settings together with the code that reads it.
NOT_BUILT: dict[str, str] = {
    "backfill_no_catchup": "a catch-up loop in the backfill (a crawl_range task reads its partition within "
                           "backfill_budget_sec; the next run resumes the rest)",
    "nfo_": "the NFO pass",
    "image_": "the proof-image pass",
    "junk_probe_": "the junk probe",
    "rot18_repair_interval_min": "the ROT18 repair of titles already in the catalogue (a release built now is "
                                 "repaired at build: rot18_repair_enabled)",
    "rot18_repair_max_min": "the ROT18 repair of titles already in the catalogue (a release built now is repaired at "
                            "build: rot18_repair_enabled)",
    "spot_fetch_interval_min": "a separate cadence for the spot NZB fetch (usenet_spots fetches on every wake-up, "
                               "after the index task)",
    "prune_interval_min": "a configurable prune cadence (usenet_prune runs daily)",
    "ready_reap_per_pass": "the ready-queue reaper",
    "sink": "release sinks besides the internal catalogue",
    "assign_term_min": "the seed's worker leases (Airflow's scheduler assigns the work here)",
    "lease_ttl_min": "the seed's worker leases (Airflow's scheduler assigns the work here)",
    "connections": "a fleet-wide connection default (set `connections` in each provider's connection extras)",
}


def not_built(name: str) -> str | None:
    """Return the feature not built yet that a withdrawn knob belongs to, or None (never for a live knob)."""
    if name in KNOBS:
        return None
    for key, feature in NOT_BUILT.items():
        if name == key or (key.endswith("_") and name.startswith(key)):
            return feature
    return None


def knob(default: Any, help: str, *, min: int | None = None, max: int | None = None, group: str = "general",
         boot: bool = False, destructive: bool = False, choices: tuple[str, ...] = ()) -> Any:
    """Declare a knob: its default, allowed range (or, for a word, its choices) and the reason it exists."""
    return field(
        default=default,
        metadata={"help": help, "min": min, "max": max, "group": group, "boot": boot, "destructive": destructive,
                  "choices": choices},
    )


@dataclass(frozen=True)
class Settings:
    """Every tunable of the indexer. Construct with ``Settings.from_overrides``."""

    # --- crawl -------------------------------------------------------------
    crawl_interval_min: int = knob(15, "forward crawl cadence in minutes", min=1, max=1440, group="crawl")
    batch: int = knob(3000, "article-number span per OVER request", min=10, max=100_000, group="crawl")
    max_groups: int = knob(20, "cap on groups crawled per run on a backbone (0 = all, no cap); below the active "
                               "groups, every critical group is crawled every run and the others take turns, least "
                               "recently crawled first, so each is read within ceil(others / (cap - critical)) runs",
                           min=0, max=100_000, group="crawl")
    crawl_max_batches: int = knob(20000, "forward-pass batch budget; the catch-up loop rolls the rest into the next round",
                                  min=1, max=10_000_000, group="crawl")
    crawl_headroom: int = knob(-1, "articles left below the server's high water mark, because overview lines of the newest "
                                   "articles may still be propagating (-1 = two batches, 0 = none)",
                               min=-1, max=10_000_000, group="crawl")
    crawl_settle_delay_min: int = knob(240, "minutes after its Date when an article above the headroom counts as "
                                            "propagated: the crawl covers such a settled prefix of the newest articles "
                                            "at once instead of waiting for the headroom to pass it (0 = off: "
                                            "headroom only)", min=0, max=5_256_000, group="crawl")
    max_articles_per_group: int = knob(20000, "first-pass volume cap so a busy group cannot pull millions",
                                       min=1, max=1_000_000_000, group="crawl")
    crawl_no_catchup: bool = knob(False, "disable the crawl's catch-up loop (off = keep crawling while a backlog remains)",
                                  group="crawl")
    crawl_budget_sec: int = knob(600, "seconds one crawl task may keep catching up before handing over to the next run",
                                 min=10, max=86_400, group="crawl")
    crawl_pressure_high_pct: int = knob(95, "stop staging new articles at this % of staging capacity (0 = off); the "
                                            "watermark stays, so nothing is skipped", min=0, max=100, group="crawl")
    hold_low_until_backfilled: bool = knob(False, "drop the LOW tier from crawl passes while a critical group on the same "
                                                  "backbone still has history to pull", group="crawl")
    # --- backfill --------------------------------------------------------------
    skip_backfill: bool = knob(False, "new articles only: the backfill plans nothing (usenet_backfill runs stay empty)",
                               group="backfill")
    retention_days: int = knob(0, "crawl depth: how far back by posting date the backfill reads (0 = everything the "
                                  "server still holds, down to its low water mark); a group's own crawl_depth_days "
                                  "overrides it for that group", min=0, max=36_500,
                               group="backfill")
    backfill_partition_articles: int = knob(2_000_000, "article numbers per backfill partition (one crawl_range task; "
                                                       "REBUILD's 2 M ranges)", min=10, max=1_000_000_000,
                                            group="backfill")
    backfill_order: str = knob("auto", "which end of a group's history the backfill reads first: newest_first (the "
                                       "seed's downward walk), oldest_first (REBUILD's oldest era first) or auto (the "
                                       "path's own: newest_first on staging, oldest_first on rebuild)", group="backfill",
                               choices=("auto", "newest_first", "oldest_first"))
    backfill_path: str = knob("staging", "where the backfill's partitions go: staging (the live path: staged, then "
                                         "built) or rebuild (REBUILD's header-first path: one write-once chunk per "
                                         "set per batch, promoted by settling; docs/adr/0021)", group="backfill",
                              choices=("staging", "rebuild"))
    rebuild_settle_hours: int = knob(24, "hours a history set must go without a new chunk before settling judges it "
                                         "(REBUILD part 7: its ranges done and no chunk for a day)", min=0, max=8760,
                                     group="backfill")
    backfill_interval_min: int = knob(30, "scheduled backfill cadence in minutes (usenet_backfill wakes every 10 "
                                          "minutes and plans once this has passed; date-window runs from `airflow "
                                          "backfill create` always plan)", min=10, max=10_080, group="backfill")
    backfill_batches_per_run: int = knob(8, "partitions one backfill run maps per provider", min=1, max=1024,
                                         group="backfill")
    backfill_budget_sec: int = knob(1800, "seconds one crawl_range task may read before handing the rest of its "
                                          "partition to the next run", min=10, max=86_400, group="backfill")
    backfill_pressure_high_pct: int = knob(85, "pause the backfill at this % of staging capacity (0 = off); below the "
                                               "forward crawl's mark, so new articles win", min=0, max=100,
                                           group="backfill")
    backfill_pressure_low_pct: int = knob(70, "a paused backfill resumes below this % of staging capacity", min=0,
                                          max=100, group="backfill")
    backfill_pressure_ceiling_pct: int = knob(98, "stop the backfill at this % of staging capacity even with nothing "
                                                  "to drain", min=1, max=100, group="backfill")
    backfill_drain_wait_sec: int = knob(60, "how long a paused backfill task waits for the build to drain staging "
                                            "before it stops (its partition is resumed next run)", min=0, max=3600,
                                        group="backfill")
    # --- NNTP ----------------------------------------------------------------
    keepalive_min: int = knob(2, "probe idle pooled connections this often, in minutes (0 = off)", min=0, max=60, group="nntp")
    dial_timeout_sec: int = knob(30, "bound on one connect + greeting attempt", min=1, max=600, group="nntp")
    op_timeout_sec: int = knob(60, "bound on one whole command exchange (sized for a full OVER batch)",
                               min=1, max=3600, group="nntp")
    provider_down_cooldown_min: int = knob(10, "how long a failing provider stays benched", min=0, max=1440, group="nntp")
    max_line_kib: int = knob(1024, "longest line a server may send, in KiB; longer drops the connection as a runaway "
                                   "(an endless line). Default ~ the article size servers accept: a poster controls a "
                                   "header's length up to that", min=4, max=65_536, group="nntp")
    max_reply_mib: int = knob(256, "most bytes one reply may hold, in MiB, after decompression; more drops the connection "
                                   "as a decompression bomb or a runaway (an OVER of `batch` articles is ~1 KB each)",
                              min=1, max=4096, group="nntp")
    # --- build ---------------------------------------------------------------
    build_drain_per_pass: int = knob(500, "completed sets assembled per build round", min=1, max=1_000_000, group="build")
    build_no_catchup: bool = knob(False, "disable the build's catch-up loop", group="build")
    rot18_repair_enabled: bool = knob(True, "store a title garbled with ROT13 on letters and ROT5 on digits repaired, "
                                            "when only the decoded form reads as a release (domain.rot18); applies "
                                            "to releases built from then on, never rewrites stored titles",
                                      group="build")
    build_parallelism: int = knob(1, "build tasks each usenet_build run maps side by side (one process each, on any "
                                     "Celery worker): sets are claimed with SKIP LOCKED or a Redis claim, so two never "
                                     "build one set; one process builds ~190k overview lines/s, so REBUILD's 250k "
                                     "needs 2 or more (docs/capacity.md)", min=1, max=64, group="build")
    walk_past_no_evict: bool = knob(False, "disable the walk-past sweep of sets that can never complete", group="build")
    walk_past_grace_min: int = knob(15, "idle minutes before the walk-past sweep may judge a set", min=1, max=10_080,
                                    group="build")
    walk_past_sweep_per_round: int = knob(2000, "staged sets the walk-past sweep examines per build round", min=1,
                                          max=10_000_000, group="build")
    walk_past_no_salvage: bool = knob(False, "evict walk-past-dead sets instead of salvaging repairable ones",
                                      group="build")
    build_error_retries: int = knob(3, "build passes a set whose assembly raises (a parser bug) is tried in before it "
                                       "is set aside as rejected with the error (usenet-ops build failures)",
                                    min=1, max=1000, group="build")
    # --- staging -------------------------------------------------------------
    staging_max_rows: int = knob(2_000_000, "pg staging capacity: the pressure gates' denominator", min=1000,
                                 max=10_000_000_000, group="staging")
    staging_prune_hours: int = knob(6, "pg stale-staging horizon in hours", min=1, max=8760, group="staging")
    staging: str = knob("pg", "staging backend: pg (durable) or redis (fast, best-effort; USENET_REDIS_URL); change it "
                              "with `usenet-ops staging switch`, which drains or migrates the other backend first",
                        group="staging", boot=True, choices=("pg", "redis"))
    staging_ttl_hours: int = knob(2, "redis staged-key TTL in hours; must exceed the gap between passes that stage "
                                     "parts of one release", min=1, max=720, group="staging")
    evict_staleness_secs: int = knob(300, "redis: evict a forming set the crawl has passed once it got nothing for "
                                          "this many seconds (0 = off); must exceed routine pressure pauses or "
                                          "resumed sets are judged abandoned", min=0, max=86_400, group="staging")
    # --- coordination -----------------------------------------------------------
    worker_stale_sec: int = knob(90, "worker presence timeout", min=5, max=86_400, group="coordination")
    # --- maintenance -----------------------------------------------------------
    nzb_retention_days: int = knob(0, "DELETE releases older than N days (0 = keep forever, the default)", min=0,
                                   max=36500, group="maintenance", destructive=True)
    diag_keep_days: int = knob(14, "rolling window of diagnostic series (census, instrument counters)", min=1,
                               max=3650, group="maintenance")
    # --- tag fill ----------------------------------------------------------------
    tagfill_interval_min: int = knob(360, "tag fill cadence in minutes: how soon a classifier change (code, junk rules, "
                                          "blacklist) starts a walk over the catalogue (usenet_tagfill wakes every "
                                          "15 minutes; a walk in progress continues at every wake-up)",
                                     min=5, max=10_080, group="tagfill")
    tagfill_batch_size: int = knob(50_000, "release ids per tag fill batch (one mapped task)", min=100,
                                   max=100_000_000, group="tagfill")
    tagfill_batches_per_run: int = knob(8, "tag fill batches one usenet_tagfill run maps", min=1, max=1024,
                                        group="tagfill")
    tagfill_sweep: bool = knob(True, "apply the current junk rules and blacklist to stored releases (the seed's junk "
                                     "sweep): a release they reject is moved out of the catalogue, counted per rule "
                                     "and restorable (`usenet-ops tagfill restore`) for tagfill_grace_days",
                               group="tagfill")
    tagfill_grace_days: int = knob(30, "days a release the sweep removed stays restorable before the prune pass "
                                       "purges it", min=1, max=36_500, group="tagfill")
    # --- spotnet ---------------------------------------------------------------
    spot_interval_min: int = knob(15, "spot index pass cadence in minutes (usenet_spots wakes every 5 minutes; a pass "
                                      "that left unread articles runs again at the next wake-up)",
                                  min=1, max=1440, group="spotnet")
    spot_batch_size: int = knob(1000, "article-number span per XOVER of the spot group", min=10, max=100_000,
                                group="spotnet")
    spot_max_batches: int = knob(200, "XOVER round trips per spot index pass, forward first, then backfill",
                                 min=1, max=1_000_000, group="spotnet")
    spot_fetch_batch: int = knob(200, "spots whose NZB one fetch pass downloads and imports (each costs a BODY per "
                                      "NZB segment: provider bytes)", min=1, max=100_000, group="spotnet")
    # --- health ----------------------------------------------------------------
    health_interval_min: int = knob(60, "health sweep cadence in minutes (the DAG wakes every 5 minutes and plans "
                                        "once this has passed; a manual trigger always plans)", min=1, max=10_080,
                                    group="health")
    health_batch_size: int = knob(50, "releases per mapped health check task", min=1, max=100_000, group="health")
    health_batches_per_run: int = knob(4, "health check tasks planned per provider per run", min=1, max=1024,
                                       group="health")
    health_recheck_days: int = knob(30, "longest gap between two checks of a release; newer releases are checked "
                                        "more often (a quarter of their age, at least daily)", min=1, max=3650,
                                    group="health")
    health_min_age_hours: int = knob(24, "propagation guard: releases posted more recently are not checked yet",
                                     min=0, max=8760, group="health")
    health_mode: str = knob("sample", "how much of a release a check STATs: full (every segment), sample (first and "
                                      "last of every file plus a random sample; any gap found escalates to par2), "
                                      "par2 (stop once the missing count provably exceeds or stays within the par2 "
                                      "recovery blocks)", group="health", choices=("full", "sample", "par2"))
    health_sample_size: int = knob(32, "random data segments a sample check STATs besides the first and last of every "
                                       "file (raised so that a release missing more than its par2 repairs is caught "
                                       "99 times in 100)", min=1, max=100_000, group="health")
    health_stat_chunk: int = knob(200, "segments STATted per connection lease (the connection goes back to the pool "
                                       "between chunks)", min=1, max=100_000, group="health")
    health_stat_timeout_sec: int = knob(10, "deadline for ONE STAT (not a whole OVER exchange)", min=1, max=600,
                                        group="health")
    health_transport_yield: int = knob(5, "releases in a row whose check failed on the connection before a health "
                                          "task gives up (the pool itself is sick)", min=1, max=1000, group="health")
    health_budget_sec: int = knob(300, "seconds one health check task may run (it holds a provider connection)",
                                  min=10, max=86_400, group="health")
    health_max_stats: int = knob(200_000, "STAT commands one health check task may send", min=100,
                                 max=1_000_000_000, group="health")
    health_hide_dead: bool = knob(True, "hide releases dead on every checked backbone from search, feeds and browse "
                                        "(details and downloads by guid still answer)", group="health")

    # --- probes (phase 2) ----------------------------------------------------------
    probe_batch_size: int = knob(200, "probe candidates (articles) one probe task claims in all", min=1, max=100_000,
                                 group="probe")
    probe_batches: int = knob(2, "probe tasks per provider per usenet_probe run (mapped in the provider's pool)",
                              min=1, max=64, group="probe")
    probe_budget_mb: int = knob(64, "bytes one probe task may read, in MiB: it stops claiming when they are spent",
                                min=1, max=100_000, group="probe")
    probe_article_kb: int = knob(4096, "largest probe article body read, in KiB (a bigger one is counted as hostile "
                                       "and skipped)", min=16, max=65_536, group="probe")
    probe_release_kb: int = knob(8192, "bytes the probes of one release may read in all, in KiB: a release whose "
                                       "candidates learned nothing tries its fallbacks (next small file, other par2 "
                                       "files, volume tails) until they name it or this is spent", min=64,
                                 max=1_048_576, group="probe")
    probe_max_attempts: int = knob(3, "fetches of one probe article (each on a provider that has not failed it) "
                                      "before it is written off", min=1, max=20, group="probe")
    nfo_max_kb: int = knob(64, "NFO text kept per release for t=getnfo, in KiB (the rest is cut)", min=1, max=64,
                           group="probe")

    @property
    def effective_crawl_headroom(self) -> int:
        """Return the headroom in articles, resolving -1 to two batches."""
        return 2 * self.batch if self.crawl_headroom < 0 else self.crawl_headroom

    @classmethod
    def from_overrides(cls, overrides: Mapping[str, Any]) -> Settings:
        """Return defaults with overrides applied; raise SettingsError naming any bad knob."""
        return cls(**{name: coerce(name, raw) for name, raw in overrides.items()})

    def as_dict(self) -> dict[str, Any]:
        """Return every knob's current value."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}


@dataclass(frozen=True)
class KnobSpec:
    """A knob's declaration, for the CLI and the generated docs."""

    name: str
    type: type
    default: Any
    help: str
    min: int | None
    max: int | None
    group: str
    boot: bool
    destructive: bool
    choices: tuple[str, ...] = ()

    @property
    def allowed(self) -> str:
        """Describe the allowed values in words."""
        if self.type is bool:
            return "true | false"
        if self.type is str:
            return " | ".join(self.choices)
        return f"{self.min} .. {self.max}"


def _resolve_type(name: str) -> type:
    hints = {"int": int, "bool": bool, "str": str}
    return hints[str(Settings.__dataclass_fields__[name].type)]  # annotations are strings under __future__


KNOBS: dict[str, KnobSpec] = {
    f.name: KnobSpec(
        name=f.name,
        type=_resolve_type(f.name),
        default=f.default,
        help=f.metadata["help"],
        min=f.metadata["min"],
        max=f.metadata["max"],
        group=f.metadata["group"],
        boot=f.metadata["boot"],
        destructive=f.metadata["destructive"],
        choices=f.metadata["choices"],
    )
    for f in dataclasses.fields(Settings)
}


def switch(raw: object) -> bool | None:
    """Return an on/off value given as a bool or a word (on/off, true/false, yes/no, 1/0); None when it is neither.

    One reading of the words for every place that takes a switch (knobs, a
    connection's extras), so what one accepts the other does too.
    """
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in {"1", "true", "yes", "on"}:
        return True
    if text in {"0", "false", "no", "off"}:
        return False
    return None


def coerce(name: str, raw: Any) -> Any:
    """Validate one knob's value (from JSON, the CLI or the table); return it typed."""
    spec = KNOBS.get(name)
    if spec is None:
        near = difflib.get_close_matches(name, KNOBS, n=3)
        feature = not_built(name)
        if feature is not None:
            hint = f" Did you mean: {', '.join(near)}?" if near and name not in NOT_BUILT else ""
            raise SettingsError(f"{name} belongs to {feature}, which is not built yet; its knobs come with it.{hint}")
        hint = f" Did you mean: {', '.join(near)}?" if near else " `usenet-ops settings list` shows every knob."
        raise SettingsError(f"unknown setting {name!r}.{hint}")
    if spec.type is bool:
        flag = switch(raw)
        if flag is None:
            raise SettingsError(f"{name} must be true or false; got {raw!r}")
        return flag
    if spec.type is str:
        word = str(raw).strip().lower() if isinstance(raw, str) else None
        if word not in spec.choices:
            raise SettingsError(f"{name} must be one of {spec.allowed}; got {raw!r}")
        return word
    if isinstance(raw, bool):
        raise SettingsError(f"{name} must be a whole number in {spec.allowed}; got {raw!r}")
    try:
        value = int(str(raw).strip().replace("_", "")) if not isinstance(raw, int) else raw
    except ValueError:
        raise SettingsError(f"{name} must be a whole number in {spec.allowed}; got {raw!r}") from None
    if (spec.min is not None and value < spec.min) or (spec.max is not None and value > spec.max):
        raise SettingsError(f"{name} = {value} is out of range: allowed {spec.allowed} (default {spec.default})")
    return value


def split_stored(stored: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
    """Split stored overrides into (those to apply, {withdrawn knob: why it is ignored}).

    An override of a knob whose feature is not built yet (stored before the
    knob was withdrawn) must not stop every pass: it is left out and reported.
    Any other unknown key stays in, so validation names it.
    """
    live: dict[str, Any] = {}
    ignored: dict[str, str] = {}
    for name, raw in stored.items():
        feature = not_built(name)
        if feature is None:
            live[name] = raw
        else:
            ignored[name] = (f"{name} belongs to {feature}, which is not built yet; the stored override is ignored "
                             f"(`usenet-ops settings unset {name}` removes it)")
    return live, ignored


def markdown_table() -> str:
    """Render the knob tables for docs/settings.md (generated from this module)."""
    lines = [
        "| knob | group | default | allowed | notes |",
        "|---|---|---|---|---|",
    ]
    for spec in KNOBS.values():
        notes = spec.help.replace("|", "\\|")
        if spec.boot:
            notes += " **(boot config)**"
        if spec.destructive:
            notes += " **(deletes data; off by default)**"
        lines.append(f"| `{spec.name}` | {spec.group} | `{spec.default}` | {spec.allowed} | {notes} |")
    lines += [
        "",
        "Not offered until their feature is built (`settings set` and `get` refuse them; a stored override of one",
        "is ignored with a warning). A prefix (`*`) covers every name but the live knobs above:",
        "",
        "| knob | feature |",
        "|---|---|",
    ]
    for key, feature in NOT_BUILT.items():
        shown = f"`{key}*`" if key.endswith("_") else f"`{key}`"
        lines.append(f"| {shown} | {feature} |")
    return "\n".join(lines)
