"""Typed settings: every knob of the seed's Config, with defaults in code.

Defaults live here; live overrides live in the ``usenet.settings`` table (one
JSON value per key) and are applied every time a pass loads its settings, so
an operator retunes the indexer without a deploy (``usenet-ops settings set``).
The table was chosen over Airflow Variables because the API service and the
CLI read settings too and must not depend on Airflow's metadata database.

Validation happens on load and on set: an unknown key or an out-of-range
value is an error naming the knob and its allowed range. A knob that deletes
data (``nzb_retention_days``) defaults to off.
"""

from __future__ import annotations

import dataclasses
import difflib
import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import psycopg
from usenet_ops.store.db import Conn


class StagingMode(str, enum.Enum):
    """Where staged article overviews wait for their release to complete."""

    PG = "pg"  # durable, default
    REDIS = "redis"  # fast, best-effort, opt-in


class SinkMode(str, enum.Enum):
    """Where assembled releases are stored."""

    INTERNAL = "internal"  # our own Postgres catalogue


class SettingsError(ValueError):
    """A setting is unknown or out of range; the message names the knob and the fix."""


def knob(default: Any, help: str, *, min: int | None = None, max: int | None = None, group: str = "general",
         boot: bool = False, destructive: bool = False) -> Any:
    """Declare a knob: its default, allowed range and the reason it exists."""
    return field(
        default=default,
        metadata={"help": help, "min": min, "max": max, "group": group, "boot": boot, "destructive": destructive},
    )


@dataclass(frozen=True)
class Settings:
    """Every tunable of the indexer. Construct with ``Settings.from_overrides``."""

    # --- crawl -------------------------------------------------------------
    retention_days: int = knob(6431, "crawl DEPTH in days: how far back to fetch and backfill. Never deletes anything.",
                               min=1, max=36500, group="crawl")
    crawl_interval_min: int = knob(15, "forward crawl cadence in minutes", min=1, max=1440, group="crawl")
    batch: int = knob(3000, "article-number span per OVER request", min=10, max=100_000, group="crawl")
    max_groups: int = knob(20, "cap on active groups crawled per run (0 = all, no cap)", min=0, max=100_000, group="crawl")
    crawl_max_batches: int = knob(20000, "forward-pass batch budget; the catch-up loop rolls the rest into the next round",
                                  min=1, max=10_000_000, group="crawl")
    crawl_headroom: int = knob(-1, "articles left below the server's high water mark, because overview lines of the newest "
                                   "articles may still be propagating (-1 = two batches, 0 = none)",
                               min=-1, max=10_000_000, group="crawl")
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
    # --- NNTP ----------------------------------------------------------------
    connections: int = knob(10, "default NNTP connections per provider (a connection's own extra wins)",
                            min=1, max=200, group="nntp")
    keepalive_min: int = knob(2, "probe idle pooled connections this often, in minutes (0 = off)", min=0, max=60, group="nntp")
    dial_timeout_sec: int = knob(30, "bound on one connect + greeting attempt", min=1, max=600, group="nntp")
    op_timeout_sec: int = knob(60, "bound on one whole command exchange (sized for a full OVER batch)",
                               min=1, max=3600, group="nntp")
    provider_down_cooldown_min: int = knob(10, "how long a failing provider stays benched", min=0, max=1440, group="nntp")
    # --- backfill ------------------------------------------------------------
    skip_backfill: bool = knob(False, "new articles only: disable the backfill job", group="backfill")
    backfill_no_catchup: bool = knob(False, "disable the backfill's catch-up loop", group="backfill")
    backfill_interval_min: int = knob(5, "backfill cadence in minutes", min=1, max=1440, group="backfill")
    backfill_batches_per_run: int = knob(25, "backward batches per backfill pass, across all groups",
                                         min=1, max=1_000_000, group="backfill")
    backfill_drain_wait_sec: int = knob(120, "how long the backfill waits for the builder to make room before ending "
                                             "its pass (the seed gives no default; ours)", min=0, max=3600, group="backfill")
    backfill_pressure_high_pct: int = knob(85, "backfill pauses at this % of staging capacity", min=1, max=100,
                                           group="backfill")
    backfill_pressure_low_pct: int = knob(70, "backfill resumes below this % of staging capacity", min=0, max=100,
                                          group="backfill")
    backfill_pressure_ceiling_pct: int = knob(92, "hard stop even with nothing for the builder to drain (the seed gives "
                                                  "no default; ours)", min=1, max=100, group="backfill")
    # --- build ---------------------------------------------------------------
    build_drain_per_pass: int = knob(500, "completed sets assembled per build round", min=1, max=1_000_000, group="build")
    build_no_catchup: bool = knob(False, "disable the build's catch-up loop", group="build")
    ready_reap_per_pass: int = knob(50000, "dead ready-queue entries examined per build round", min=1,
                                    max=100_000_000, group="build")
    walk_past_no_evict: bool = knob(False, "disable the walk-past sweep of sets that can never complete", group="build")
    walk_past_grace_min: int = knob(15, "idle minutes before the walk-past sweep may judge a set", min=1, max=10_080,
                                    group="build")
    walk_past_sweep_per_round: int = knob(2000, "staged sets the walk-past sweep examines per build round", min=1,
                                          max=10_000_000, group="build")
    walk_past_no_salvage: bool = knob(False, "evict walk-past-dead sets instead of salvaging repairable ones",
                                      group="build")
    # --- staging -------------------------------------------------------------
    staging: StagingMode = knob(StagingMode.PG, "staging backend: pg (durable) | redis (fast, best-effort). Boot "
                                                "config: switching live would strand staged data", group="staging", boot=True)
    sink: SinkMode = knob(SinkMode.INTERNAL, "where releases go: internal (our Postgres catalogue)", group="staging",
                          boot=True)
    staging_max_rows: int = knob(2_000_000, "pg staging capacity: the pressure gates' denominator", min=1000,
                                 max=10_000_000_000, group="staging")
    staging_prune_hours: int = knob(6, "pg stale-staging horizon in hours", min=1, max=8760, group="staging")
    staging_ttl_hours: int = knob(2, "redis staged-key TTL in hours; must exceed the gap between passes that stage parts "
                                     "of one release", min=1, max=8760, group="staging")
    evict_staleness_secs: int = knob(300, "redis hopeless-set eviction staleness window", min=1, max=86_400,
                                     group="staging")
    # --- coordination -----------------------------------------------------------
    assign_term_min: int = knob(15, "term of group assignment across workers, minutes", min=1, max=1440, group="coordination")
    worker_stale_sec: int = knob(90, "worker presence timeout", min=5, max=86_400, group="coordination")
    lease_ttl_min: int = knob(15, "lease lifetime without renewal", min=1, max=1440, group="coordination")
    # --- maintenance -----------------------------------------------------------
    tagfill_interval_min: int = knob(360, "tag fill + recategorise cadence", min=1, max=10_080, group="maintenance")
    prune_interval_min: int = knob(1440, "prune cadence", min=1, max=43_200, group="maintenance")
    nzb_retention_days: int = knob(0, "DELETE releases older than N days (0 = keep forever, the default)", min=0,
                                   max=36500, group="maintenance", destructive=True)
    diag_keep_days: int = knob(14, "rolling window of diagnostic series (census, instrument counters)", min=1,
                               max=3650, group="maintenance")
    # --- health ----------------------------------------------------------------
    health_interval_min: int = knob(60, "health sweep cadence", min=1, max=10_080, group="health")
    health_batch_size: int = knob(50, "releases per health sweep", min=1, max=100_000, group="health")
    health_recheck_days: int = knob(30, "re-check a release this often", min=1, max=3650, group="health")
    health_min_age_hours: int = knob(24, "propagation guard: skip releases newer than this", min=0, max=8760, group="health")
    health_stat_chunk: int = knob(200, "segments STATted per connection lease", min=1, max=100_000, group="health")
    health_stat_timeout_sec: int = knob(10, "deadline for ONE STAT (not a whole OVER exchange)", min=1, max=600,
                                        group="health")
    health_transport_yield: int = knob(5, "consecutive transport-failed releases before the sweep yields", min=1,
                                       max=1000, group="health")
    # --- body-reading features (spend metered provider bytes: off by default) ----
    nfo_enabled: bool = knob(False, "read .nfo articles at all", group="bodies")
    nfo_interval_min: int = knob(60, "NFO pass cadence", min=1, max=10_080, group="bodies")
    nfo_batch_size: int = knob(100, "releases per NFO pass", min=1, max=100_000, group="bodies")
    nfo_budget_mb: int = knob(64, "bytes one NFO pass may read, MB", min=1, max=100_000, group="bodies")
    nfo_max_retries: int = knob(3, "transport failures before an NFO is written off (0 = retry forever)", min=0,
                                max=1000, group="bodies")
    image_enabled: bool = knob(False, "fetch proof images at all", group="bodies")
    image_interval_min: int = knob(60, "image pass cadence", min=1, max=10_080, group="bodies")
    image_batch_size: int = knob(25, "releases per image pass", min=1, max=100_000, group="bodies")
    image_budget_mb: int = knob(128, "bytes one image pass may read, MB", min=1, max=100_000, group="bodies")
    image_max_retries: int = knob(3, "transport failures before an image is written off", min=0, max=1000, group="bodies")
    junk_probe_enabled: bool = knob(False, "read dropped-junk bodies to audit the junk engine", group="bodies")
    junk_probe_interval_min: int = knob(360, "junk probe cadence", min=1, max=10_080, group="bodies")
    junk_probe_batch_size: int = knob(50, "drops probed per pass", min=1, max=100_000, group="bodies")
    rot18_repair_enabled: bool = knob(False, "repair ROT18 titles (rewrites catalogue titles)", group="bodies")
    rot18_repair_interval_min: int = knob(60, "ROT18 repair cadence", min=1, max=10_080, group="bodies")
    rot18_repair_max_min: int = knob(10, "minutes one ROT18 repair pass may run", min=1, max=1440, group="bodies")
    # --- spotnet -----------------------------------------------------------------
    spot_interval_min: int = knob(15, "Spotnet index pass cadence", min=1, max=10_080, group="spotnet")
    spot_batch_size: int = knob(1000, "articles per Spotnet XOVER", min=1, max=100_000, group="spotnet")
    spot_max_batches: int = knob(200, "XOVER round trips per Spotnet pass", min=1, max=1_000_000, group="spotnet")
    spot_fetch_interval_min: int = knob(10, "Spotnet fetch pass cadence", min=1, max=10_080, group="spotnet")
    spot_fetch_batch: int = knob(200, "spots fetched per pass", min=1, max=100_000, group="spotnet")

    @property
    def effective_crawl_headroom(self) -> int:
        """Return the headroom in articles, resolving -1 to two batches."""
        return 2 * self.batch if self.crawl_headroom < 0 else self.crawl_headroom

    @classmethod
    def from_overrides(cls, overrides: Mapping[str, Any]) -> Settings:
        """Return defaults with overrides applied; raise SettingsError naming any bad knob."""
        values = {name: coerce(name, raw) for name, raw in overrides.items()}
        settings = cls(**values)
        settings.check_consistency()
        return settings

    def check_consistency(self) -> None:
        """Reject combinations that are individually valid but contradict each other."""
        if self.backfill_pressure_low_pct >= self.backfill_pressure_high_pct:
            raise SettingsError(
                f"backfill_pressure_low_pct ({self.backfill_pressure_low_pct}) must be below "
                f"backfill_pressure_high_pct ({self.backfill_pressure_high_pct}), or the backfill would never resume"
            )

    def as_dict(self) -> dict[str, Any]:
        """Return every knob's current value (enums as their string values)."""
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)}


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

    @property
    def allowed(self) -> str:
        """Describe the allowed values in words."""
        if issubclass(self.type, enum.Enum):
            return " | ".join(m.value for m in self.type)
        if self.type is bool:
            return "true | false"
        return f"{self.min} .. {self.max}"


def _resolve_type(name: str) -> type:
    hints = {"int": int, "bool": bool, "StagingMode": StagingMode, "SinkMode": SinkMode}
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
    )
    for f in dataclasses.fields(Settings)
}


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, enum.Enum) else value


def coerce(name: str, raw: Any) -> Any:
    """Validate one knob's value (from JSON, the CLI or the table); return it typed."""
    spec = KNOBS.get(name)
    if spec is None:
        near = difflib.get_close_matches(name, KNOBS, n=3)
        hint = f" Did you mean: {', '.join(near)}?" if near else " `usenet-ops settings list` shows every knob."
        raise SettingsError(f"unknown setting {name!r}.{hint}")
    if issubclass(spec.type, enum.Enum):
        try:
            return spec.type(str(raw).strip().lower())
        except ValueError:
            raise SettingsError(f"{name} must be one of {spec.allowed}; got {raw!r}") from None
    if spec.type is bool:
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in {"true", "1", "yes", "on"}:
            return True
        if text in {"false", "0", "no", "off"}:
            return False
        raise SettingsError(f"{name} must be true or false; got {raw!r}")
    if isinstance(raw, bool):
        raise SettingsError(f"{name} must be a whole number in {spec.allowed}; got {raw!r}")
    try:
        value = int(str(raw).strip().replace("_", "")) if not isinstance(raw, int) else raw
    except ValueError:
        raise SettingsError(f"{name} must be a whole number in {spec.allowed}; got {raw!r}") from None
    if (spec.min is not None and value < spec.min) or (spec.max is not None and value > spec.max):
        raise SettingsError(f"{name} = {value} is out of range: allowed {spec.allowed} (default {spec.default})")
    return value


def load(conn: Conn) -> Settings:
    """Return the live settings: code defaults overridden by the settings table."""
    rows = conn.execute("SELECT key, value FROM usenet.settings").fetchall()
    overrides = {_row(r)[0]: _row(r)[1] for r in rows}
    try:
        return Settings.from_overrides(overrides)
    except SettingsError as exc:
        raise SettingsError(f"stored override is invalid: {exc} Fix it with `usenet-ops settings set` or `unset`.") from exc


def set_value(conn: Conn, name: str, raw: Any) -> Any:
    """Validate and store one override; return the typed value stored."""
    value = coerce(name, raw)
    current = load(conn).as_dict()
    current[name] = _plain(value)
    Settings.from_overrides({k: v for k, v in current.items()})  # consistency across knobs
    conn.execute(
        """INSERT INTO usenet.settings (key, value, updated_at) VALUES (%s, %s::jsonb, now())
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()""",
        (name, json.dumps(_plain(value))),
    )
    return value


def unset(conn: Conn, name: str) -> bool:
    """Remove an override (back to the default); return whether one existed."""
    if name not in KNOBS:
        coerce(name, None)  # raises the "unknown setting" error with suggestions
    cur = conn.execute("DELETE FROM usenet.settings WHERE key = %s", (name,))
    return cur.rowcount > 0


def overrides(conn: Conn) -> dict[str, Any]:
    """Return the stored overrides as {key: value}."""
    return {_row(r)[0]: _row(r)[1] for r in conn.execute("SELECT key, value FROM usenet.settings ORDER BY key")}


def _row(row: Any) -> tuple[str, Any]:
    if isinstance(row, dict):
        return row["key"], row["value"]
    return row[0], row[1]


def markdown_table() -> str:
    """Render the knob table for docs/settings.md (generated from this module)."""
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
        lines.append(f"| `{spec.name}` | {spec.group} | `{_plain(spec.default)}` | {spec.allowed} | {notes} |")
    return "\n".join(lines)
