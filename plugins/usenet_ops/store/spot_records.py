"""The Spotnet tables: key ring, spots, moderation commands, read position, outcomes and passes.

Invariants kept here:
- a spot is stored once (message-id is the key, inserts are ``ON CONFLICT DO
  NOTHING``), so a batch re-read after a crash, an overlap or another
  provider adds nothing;
- the read position (``spot_state``) moves only through ``advance``, which
  checks the position the caller started from: a pass whose position was
  moved by another runner writes nothing (``SpotStateMoved``), and every
  batch's rows, commands, outcomes and position commit in the caller's one
  transaction (invariant 1);
- a moderation delete removes a release from the catalogue only when the
  spot created it (origin ``spotnet``) and no other live spot points at it:
  a release also built from headers is Usenet content, not the spot, and
  stays;
- the shipped key ring is data: a reseed refreshes shipped rows and never
  touches an operator's override.
"""

from __future__ import annotations

import base64
import datetime as dt
import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import psycopg

from usenet_ops.domain.spotnet.signature import KeyRing, PublicKey, decode_escaped_base64, parse_keyring_tsv
from usenet_ops.store import db
from usenet_ops.store.db import Conn, one

# The spot parser (lxml, html, the category tables) is imported by the functions that build its types: every
# pass imports this module through passes.compose (the key ring), only the Spotnet passes read spots.
if TYPE_CHECKING:
    from usenet_ops.domain.spotnet.spots import ModerationCommand, SpotRelease

# Trust labels, most trusted first: the API shows the best spot of a release.
TRUST_ORDER = ("moderator", "self-signed", "unsigned")
PENDING_COUNT_CAP = 100_000


class SpotKeyError(ValueError):
    """A key-ring change was refused; the message says what to do instead."""


class SpotStateMoved(RuntimeError):
    """The spot group's read position changed under this pass (another runner); nothing was written."""


# --- the key ring -------------------------------------------------------------------


def default_keys_tsv() -> Path:
    """Return the shipped key table (include/seed/spotnet_moderators.tsv)."""
    return db.include_dir() / "seed" / "spotnet_moderators.tsv"


@dataclass(frozen=True)
class KeyRow:
    """One stored key: where it came from, and its size once parsed."""

    key_id: int
    role: str
    modulus: str
    exponent: str
    note: str
    source: str
    updated_at: dt.datetime

    def public_key(self) -> PublicKey:
        """Return the key; raise SpotKeyError when the stored text is not a usable key."""
        return _public_key(self.modulus, self.exponent, where=f"key {self.key_id} ({self.source})")


def _public_key(modulus: str, exponent: str, *, where: str) -> PublicKey:
    raw_mod = decode_escaped_base64(modulus.strip())
    raw_exp = decode_escaped_base64(exponent.strip())
    if raw_mod is None or raw_exp is None:
        raise SpotKeyError(f"{where}: modulus or exponent is not base64 (plain or Spotnet-escaped)")
    try:
        return PublicKey(int.from_bytes(raw_mod, "big"), int.from_bytes(raw_exp, "big"))
    except ValueError as exc:
        raise SpotKeyError(f"{where}: {exc}") from exc


def seed_keys(conn: Conn, path: Path | None = None) -> int:
    """Insert or refresh the shipped keys; return how many rows changed. An operator row is never touched."""
    source = path or default_keys_tsv()
    ring = parse_keyring_tsv(source.read_text(encoding="utf-8"), source=source.name)
    notes = _tsv_notes(source)
    changed = 0
    with conn.transaction():
        for key_id in ring:
            key = ring.keys[key_id]
            modulus = _b64(key.modulus_bytes)
            exponent = _b64(key.exponent.to_bytes((key.exponent.bit_length() + 7) // 8, "big"))
            cur = conn.execute(
                """INSERT INTO usenet.spot_keys (key_id, role, modulus, exponent, note, source)
                   VALUES (%s, %s, %s, %s, %s, 'shipped')
                   ON CONFLICT (key_id) DO UPDATE SET role = EXCLUDED.role, modulus = EXCLUDED.modulus,
                       exponent = EXCLUDED.exponent, note = EXCLUDED.note, updated_at = now()
                   WHERE usenet.spot_keys.source = 'shipped'
                     AND (usenet.spot_keys.role, usenet.spot_keys.modulus, usenet.spot_keys.exponent,
                          usenet.spot_keys.note)
                         IS DISTINCT FROM (EXCLUDED.role, EXCLUDED.modulus, EXCLUDED.exponent, EXCLUDED.note)""",
                (key_id, ring.roles.get(key_id, ""), modulus, exponent, notes.get(key_id, "")),
            )
            changed += cur.rowcount
    return changed


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


def _tsv_notes(path: Path) -> dict[int, str]:
    notes: dict[int, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        cols = line.split("\t")
        if len(cols) >= 5 and cols[0].strip().isdigit():
            notes[int(cols[0])] = cols[4].strip()
    return notes


def has_keys(conn: Conn) -> bool:
    """Return whether the key table holds any row (a fresh install holds none until seeded)."""
    return conn.execute("SELECT 1 FROM usenet.spot_keys LIMIT 1").fetchone() is not None


def key_rows(conn: Conn) -> list[KeyRow]:
    """Return every stored key, by key id."""
    rows = conn.execute(
        "SELECT key_id, role, modulus, exponent, note, source, updated_at FROM usenet.spot_keys ORDER BY key_id"
    ).fetchall()
    return [KeyRow(**r) for r in rows]


def keyring(conn: Conn) -> KeyRing:
    """Return the ring the import verifies with (operator overrides in place of shipped keys)."""
    rows = key_rows(conn)
    return KeyRing({r.key_id: r.public_key() for r in rows}, {r.key_id: r.role for r in rows})


def set_key(conn: Conn, key_id: int, modulus: str, *, role: str, exponent: str = "AQAB", note: str = "") -> KeyRow:
    """Store an operator key for ``key_id`` (replacing the shipped one); refuse a key that is not usable."""
    if not 0 <= key_id <= 9:
        raise SpotKeyError(f"key id {key_id} is outside 0..9 (the key id is one digit of a spot's From header)")
    if key_id in (1, 7):
        raise SpotKeyError(f"key id {key_id} has no key by design (1: unsigned FTD spots, 7: self-signed by the "
                           "poster's own key); only ids like 2 (moderator), 3 and 4 (signing service) take one")
    if not role.strip():
        raise SpotKeyError("a key needs a role (moderator, signing-service, ...)")
    _public_key(modulus, exponent, where=f"key {key_id}")
    row = one(conn.execute(
        """INSERT INTO usenet.spot_keys (key_id, role, modulus, exponent, note, source)
           VALUES (%s, %s, %s, %s, %s, 'operator')
           ON CONFLICT (key_id) DO UPDATE SET role = EXCLUDED.role, modulus = EXCLUDED.modulus,
               exponent = EXCLUDED.exponent, note = EXCLUDED.note, source = 'operator', updated_at = now()
           RETURNING key_id, role, modulus, exponent, note, source, updated_at""",
        (key_id, role.strip(), modulus.strip(), exponent.strip(), note),
    ))
    return KeyRow(**row)


def reset_key(conn: Conn, key_id: int, path: Path | None = None) -> bool:
    """Drop the operator's key for ``key_id`` and restore the shipped one (if any); return whether one was dropped."""
    cur = conn.execute("DELETE FROM usenet.spot_keys WHERE key_id = %s AND source = 'operator'", (key_id,))
    seed_keys(conn, path)
    return cur.rowcount > 0


# --- read position --------------------------------------------------------------------


@dataclass(frozen=True)
class SpotState:
    """How far a spot group has been read on one backbone: [back_article, next_article) is covered."""

    backbone: str
    group: str
    next_article: int
    back_article: int
    server_low: int | None
    server_high: int | None
    updated_at: dt.datetime | None


def read_state(conn: Conn, backbone: str, group: str) -> SpotState | None:
    """Return the read position, or None before the first pass."""
    row = conn.execute(
        """SELECT backbone, group_name AS group, next_article, back_article, server_low, server_high, updated_at
           FROM usenet.spot_state WHERE backbone = %s AND group_name = %s""", (backbone, group)).fetchone()
    return SpotState(**row) if row else None


def states(conn: Conn) -> list[SpotState]:
    """Return every (backbone, group) read position."""
    rows = conn.execute(
        """SELECT backbone, group_name AS group, next_article, back_article, server_low, server_high, updated_at
           FROM usenet.spot_state ORDER BY backbone, group_name""").fetchall()
    return [SpotState(**r) for r in rows]


def advance(conn: Conn, backbone: str, group: str, *, expect: tuple[int, int] | None, next_article: int,
            back_article: int, server_low: int | None = None, server_high: int | None = None) -> None:
    """Move the read position from ``expect`` (None: no row yet) to (next_article, back_article).

    Runs inside the caller's transaction with the batch it covers. Raises
    SpotStateMoved when the stored position is not ``expect``: another runner
    read the group meanwhile, and this batch must not be recorded twice.
    """
    if expect is None:
        cur = conn.execute(
            """INSERT INTO usenet.spot_state (backbone, group_name, next_article, back_article, server_low, server_high)
               VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT (backbone, group_name) DO NOTHING""",
            (backbone, group, next_article, back_article, server_low, server_high))
    else:
        cur = conn.execute(
            """UPDATE usenet.spot_state SET next_article = %s, back_article = %s,
                      server_low = COALESCE(%s, server_low), server_high = COALESCE(%s, server_high),
                      updated_at = now()
               WHERE backbone = %s AND group_name = %s AND next_article = %s AND back_article = %s""",
            (next_article, back_article, server_low, server_high, backbone, group, expect[0], expect[1]))
    if cur.rowcount != 1:
        raise SpotStateMoved(f"the read position of {group} on {backbone} moved under this pass (another spot "
                             "pass is running?); this batch was not recorded and is read again next pass")


# --- spots and commands -----------------------------------------------------------------

_SPOT_COLUMNS = ("message_id", "backbone", "article", "title", "poster", "tag", "description", "category",
                 "categories", "subcats", "size", "posted_at", "trust", "key_id", "spotter_id", "signer_bits",
                 "weak_key", "xml_signature", "nzb_segments", "image_segments", "image_url", "website", "state",
                 "reason")
_INSERT_SPOT = (
    f"INSERT INTO usenet.spots ({', '.join(_SPOT_COLUMNS)}) VALUES ({', '.join(f'%({c})s' for c in _SPOT_COLUMNS)}) "
    "ON CONFLICT (message_id) DO NOTHING RETURNING message_id"
)


def _clean(text: str | None) -> str | None:
    # Postgres text cannot hold NUL, nor a lone surrogate (not UTF-8): a hostile spot must not abort its batch.
    if text is None:
        return None
    if "\x00" in text:
        text = text.replace("\x00", "")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-8", "replace").decode("utf-8")
    return text


@dataclass(frozen=True)
class NewSpot:
    """A spot to store: its release fields, where it was read, and its first state."""

    release: SpotRelease
    backbone: str
    article: int | None
    state: str = "pending"  # or "failed" with ``reason`` (nzb_missing)
    reason: str | None = None


def _spot_params(spot: NewSpot) -> dict[str, Any]:
    r = spot.release
    return {
        "message_id": r.message_id, "backbone": spot.backbone, "article": spot.article,
        "title": _clean(r.title), "poster": _clean(r.poster), "tag": _clean(r.tag),
        "description": _clean(r.description), "category": r.category, "categories": list(r.categories),
        "subcats": _clean(r.subcats), "size": max(0, min(r.size, 2**63 - 1)),
        "posted_at": dt.datetime.fromtimestamp(r.posted_at, tz=dt.UTC), "trust": r.trust, "key_id": r.key_id,
        "spotter_id": r.spotter_id, "signer_bits": r.signer_bits, "weak_key": r.weak_key,
        "xml_signature": r.xml_signature, "nzb_segments": list(r.nzb_segments),
        "image_segments": list(r.image_segments), "image_url": _clean(r.image_url), "website": _clean(r.website),
        "state": spot.state, "reason": spot.reason,
    }


def insert_spots(conn: Conn, spots: Sequence[NewSpot]) -> list[str]:
    """Store spots not stored yet; return the message-ids inserted (inside the caller's transaction)."""
    if not spots:
        return []
    inserted: list[str] = []
    with conn.cursor() as cur:
        cur.executemany(_INSERT_SPOT, [_spot_params(s) for s in spots], returning=True)
        while True:
            row = cur.fetchone()
            if row is not None:
                inserted.append(row["message_id"])
            if not cur.nextset():
                break
    return inserted


def insert_spots_each(conn: Conn, spots: Sequence[NewSpot]) -> tuple[list[str], list[tuple[str, str]]]:
    """Store spots one at a time, each in a savepoint: return (inserted ids, [(id, why) the database refused]).

    The fallback when a whole batch was refused: one spot the database cannot
    hold is quarantined (counted with its error), never the batch with it.
    """
    inserted: list[str] = []
    refused: list[tuple[str, str]] = []
    for spot in spots:
        try:
            with conn.transaction():
                inserted += insert_spots(conn, [spot])
        except (psycopg.DataError, psycopg.IntegrityError) as exc:  # the data, not the connection: others propagate
            refused.append((spot.release.message_id, str(exc).strip()[:200]))
    return inserted, refused


def known_ids(conn: Conn, message_ids: Iterable[str]) -> set[str]:
    """Return which of these message-ids are stored spots (any state: a deleted one is never fetched again)."""
    ids = list(message_ids)
    if not ids:
        return set()
    return {r["message_id"] for r in conn.execute(
        "SELECT message_id FROM usenet.spots WHERE message_id = ANY(%s)", (ids,))}


def insert_commands(conn: Conn, commands: Sequence[ModerationCommand]) -> int:
    """Store verified moderation commands (idempotent); return how many were new."""
    if not commands:
        return 0
    cur = conn.execute(
        """INSERT INTO usenet.spot_commands (message_id, verb, target, issuer, spotter_id, stamp)
           SELECT * FROM unnest(%s::text[], %s::text[], %s::text[], %s::text[], %s::text[], %s::bigint[])
           ON CONFLICT (message_id) DO NOTHING""",
        ([c.message_id for c in commands], [c.verb for c in commands], [c.target for c in commands],
         [c.issuer.value for c in commands], [c.spotter_id for c in commands], [c.stamp for c in commands]))
    return cur.rowcount


def commands_for(conn: Conn, targets: Iterable[str], *, moderator_only: bool = False) -> list[ModerationCommand]:
    """Return the stored commands aimed at any of ``targets``."""
    from usenet_ops.domain.spotnet.spots import Issuer, ModerationCommand

    ids = list(targets)
    if not ids:
        return []
    rows = conn.execute(
        """SELECT message_id, verb, target, issuer, spotter_id, stamp FROM usenet.spot_commands
           WHERE target = ANY(%s) AND (NOT %s OR issuer = 'moderator')""", (ids, moderator_only)).fetchall()
    return [ModerationCommand(r["message_id"], r["verb"], r["target"], Issuer(r["issuer"]), r["spotter_id"],
                              int(r["stamp"])) for r in rows]


@dataclass(frozen=True)
class Target:
    """A stored spot a command may remove: what ``command_applies`` needs."""

    message_id: str
    spotter_id: str | None
    stamp: int
    state: str


def lock_targets(conn: Conn, message_ids: Iterable[str]) -> dict[str, Target]:
    """Lock the live (not deleted) spots among ``message_ids`` and return them by id."""
    ids = sorted(set(message_ids))
    if not ids:
        return {}
    rows = conn.execute(
        """SELECT message_id, spotter_id, extract(epoch FROM posted_at)::bigint AS stamp, state
           FROM usenet.spots WHERE message_id = ANY(%s) AND state <> 'deleted'
           ORDER BY message_id FOR UPDATE""", (ids,)).fetchall()
    return {r["message_id"]: Target(r["message_id"], r["spotter_id"], int(r["stamp"]), r["state"]) for r in rows}


def mark_deleted(conn: Conn, message_ids: Sequence[str]) -> tuple[int, int]:
    """Mark spots deleted and remove the releases only they created; return (spots, releases removed)."""
    if not message_ids:
        return 0, 0
    hashes = [r["content_hash"] for r in conn.execute(
        """UPDATE usenet.spots SET state = 'deleted', deleted_at = now()
           WHERE message_id = ANY(%s) AND state <> 'deleted' RETURNING content_hash""", (list(message_ids),))]
    deleted = len(hashes)
    live = [h for h in hashes if h]
    removed = 0
    if live:
        removed = conn.execute(
            """DELETE FROM usenet.releases r WHERE r.content_hash = ANY(%s) AND r.origin = 'spotnet'
               AND NOT EXISTS (SELECT 1 FROM usenet.spots s WHERE s.content_hash = r.content_hash
                               AND s.state = 'imported')""", (live,)).rowcount
    return deleted, removed


# --- the fetch queue ------------------------------------------------------------------------


def pending(conn: Conn, limit: int) -> list[SpotRelease]:
    """Return up to ``limit`` spots whose NZB is still to be fetched, oldest read first."""
    from usenet_ops.domain.spotnet.spots import SpotRelease

    rows = conn.execute(
        """SELECT message_id, title, poster, tag, description, category, categories, subcats, size,
                  extract(epoch FROM posted_at)::bigint AS posted_at, trust, key_id, spotter_id, signer_bits,
                  weak_key, xml_signature, nzb_segments, image_segments, image_url, website
           FROM usenet.spots WHERE state = 'pending' ORDER BY read_at, message_id LIMIT %s""", (limit,)).fetchall()
    return [SpotRelease(**{**r, "categories": tuple(r["categories"]), "nzb_segments": tuple(r["nzb_segments"]),
                           "image_segments": tuple(r["image_segments"]), "posted_at": int(r["posted_at"])})
            for r in rows]


def lock_pending(conn: Conn, message_ids: Iterable[str]) -> set[str]:
    """Lock those of ``message_ids`` still pending (not deleted or imported meanwhile) and return them."""
    ids = sorted(set(message_ids))
    if not ids:
        return set()
    return {r["message_id"] for r in conn.execute(
        """SELECT message_id FROM usenet.spots WHERE message_id = ANY(%s) AND state = 'pending'
           ORDER BY message_id FOR UPDATE""", (ids,))}


def mark_imported(conn: Conn, imported: Mapping[str, str]) -> None:
    """Record the release each spot became or joined ({message_id: content_hash})."""
    if not imported:
        return
    ids = list(imported)
    conn.execute(
        """UPDATE usenet.spots s SET state = 'imported', content_hash = v.h, imported_at = now(), reason = NULL,
                  attempts = s.attempts + 1
           FROM unnest(%s::text[], %s::text[]) AS v(m, h) WHERE s.message_id = v.m""",
        (ids, [imported[m] for m in ids]))


def mark_failed(conn: Conn, failed: Mapping[str, str]) -> None:
    """Record why no release came of each spot ({message_id: reason})."""
    if not failed:
        return
    ids = list(failed)
    conn.execute(
        """UPDATE usenet.spots s SET state = 'failed', reason = v.r, attempts = s.attempts + 1
           FROM unnest(%s::text[], %s::text[]) AS v(m, r) WHERE s.message_id = v.m""",
        (ids, [failed[m] for m in ids]))


def retry_failed(conn: Conn, reason: str | None = None) -> int:
    """Put failed spots (of one reason, or all) back in the fetch queue; return how many."""
    return conn.execute(
        """UPDATE usenet.spots SET state = 'pending', reason = NULL
           WHERE state = 'failed' AND reason <> 'nzb_missing' AND (%s::text IS NULL OR reason = %s)""",
        (reason, reason)).rowcount


def pending_count(conn: Conn) -> int:
    """Return how many spots wait for their NZB (counted up to PENDING_COUNT_CAP + 1)."""
    return int(one(conn.execute(
        "SELECT count(*) AS n FROM (SELECT 1 FROM usenet.spots WHERE state = 'pending' LIMIT %s) x",
        (PENDING_COUNT_CAP + 1,)))["n"])


# --- what the API shows ------------------------------------------------------------------------


@dataclass(frozen=True)
class SpotLabel:
    """What a release's best live spot says: trust label, key strength, description, spotter."""

    content_hash: str
    trust: str
    weak_key: bool
    signer_bits: int | None
    description: str
    title: str
    poster: str
    spotter_id: str | None
    spots: int


def labels(conn: Conn, content_hashes: Sequence[str]) -> dict[str, SpotLabel]:
    """Return the spot label of each release that has an imported spot (one index probe per page).

    Several spots may name one release (a re-post, a moderator and a
    self-signed announcement): the most trusted one speaks, then the newest.
    """
    hashes = sorted(set(content_hashes))
    if not hashes:
        return {}
    rows = conn.execute(
        """SELECT DISTINCT ON (content_hash) content_hash, trust, weak_key, signer_bits, description, title, poster,
                  spotter_id, count(*) OVER (PARTITION BY content_hash) AS spots
           FROM usenet.spots WHERE content_hash = ANY(%s) AND state = 'imported'
           ORDER BY content_hash, array_position(%s::text[], trust), posted_at DESC""",
        (hashes, list(TRUST_ORDER))).fetchall()
    return {r["content_hash"]: SpotLabel(**{**r, "spots": int(r["spots"])}) for r in rows}


# --- outcomes and passes ----------------------------------------------------------------------


def add_outcomes(conn: Conn, counts: Mapping[str, int], samples: Mapping[str, str] | None = None,
                 day: dt.date | None = None) -> None:
    """Add outcome counts for today (one statement), keeping the first sample of each outcome."""
    keys = sorted(k for k, v in counts.items() if v)
    if not keys:
        return
    samples = samples or {}
    conn.execute(
        """INSERT INTO usenet.spot_outcomes (day, outcome, count, sample)
           SELECT %s, * FROM unnest(%s::text[], %s::bigint[], %s::text[])
           ON CONFLICT (day, outcome) DO UPDATE SET count = usenet.spot_outcomes.count + EXCLUDED.count,
               sample = CASE WHEN usenet.spot_outcomes.sample = '' THEN EXCLUDED.sample
                             ELSE usenet.spot_outcomes.sample END""",
        (day or dt.datetime.now(dt.UTC).date(), keys, [int(counts[k]) for k in keys],
         [(_clean(samples.get(k, "")) or "")[:500] for k in keys]))


def outcome_totals(conn: Conn, days: int) -> Counter[str]:
    """Return each outcome's count summed over the last ``days`` days."""
    return Counter({r["outcome"]: int(r["n"]) for r in conn.execute(
        """SELECT outcome, sum(count) AS n FROM usenet.spot_outcomes WHERE day > current_date - %s
           GROUP BY outcome""", (days,))})


def start_pass(conn: Conn, *, run_id: str, kind: str, provider: str, backbone: str) -> int:
    """Open a spot pass row; return its id."""
    return int(one(conn.execute(
        """INSERT INTO usenet.spot_passes (run_id, kind, provider, backbone) VALUES (%s, %s, %s, %s)
           RETURNING id""", (run_id, kind, provider, backbone)))["id"])


def update_pass(conn: Conn, pass_id: int, report: Mapping[str, Any], *, state: str | None = None) -> None:
    """Write a pass's report so far (and its final state when ``state`` is given)."""
    conn.execute(
        """UPDATE usenet.spot_passes SET report = %s::jsonb, state = COALESCE(%s, state),
                  finished_at = CASE WHEN %s::text IS NULL THEN finished_at ELSE now() END
           WHERE id = %s""", (json.dumps(dict(report), default=str), state, state, pass_id))


def last_passes(conn: Conn, kind: str, limit: int = 5) -> list[dict[str, Any]]:
    """Return the latest passes of one kind, newest first."""
    return conn.execute(
        """SELECT id, run_id, kind, provider, backbone, started_at, finished_at, state, report
           FROM usenet.spot_passes WHERE kind = %s ORDER BY started_at DESC LIMIT %s""", (kind, limit)).fetchall()


def index_due(conn: Conn, interval_min: int) -> bool:
    """Say whether an index pass is due: none started within ``interval_min``, or the last left work behind.

    The catch-up rule (ARCHITECTURE.md): nothing waits for the interval while
    the spot group still holds unread articles.
    """
    row = conn.execute(
        """SELECT started_at > now() - make_interval(mins => %s) AS recent,
                  COALESCE((report ->> 'more')::boolean, false) AS more, finished_at IS NULL AS running
           FROM usenet.spot_passes WHERE kind = 'index' ORDER BY started_at DESC LIMIT 1""",
        (interval_min,)).fetchone()
    if row is None:
        return True
    return bool(not row["recent"] or (row["more"] and not row["running"]))


def list_spots(conn: Conn, *, state: str | None = None, trust: str | None = None, limit: int = 50) -> list[dict[str, Any]]:
    """Return the newest spots (optionally of one state or trust label) for the operator."""
    return conn.execute(
        """SELECT message_id, title, poster, category, trust, weak_key, signer_bits, state, reason, content_hash,
                  posted_at FROM usenet.spots
           WHERE (%s::text IS NULL OR state = %s) AND (%s::text IS NULL OR trust = %s)
           ORDER BY posted_at DESC LIMIT %s""", (state, state, trust, trust, limit)).fetchall()


def _iso(value: Any) -> str | None:
    return value.isoformat() if isinstance(value, (dt.datetime, dt.date)) else None


def _pass_view(row: Mapping[str, Any] | None) -> dict[str, Any] | None:
    if row is None:
        return None
    report = row["report"] or {}
    return {"run_id": row["run_id"], "provider": row["provider"], "backbone": row["backbone"],
            "started_at": _iso(row["started_at"]), "finished_at": _iso(row["finished_at"]), "state": row["state"],
            "report": report}


def summary(conn: Conn, *, days: int = 7) -> dict[str, Any]:
    """Return the operator's view of the Spotnet import (``usenet-ops spots status``, status.json's ``spots``).

    Every read is bounded: the read positions (one row per backbone), the
    pending queue (capped count), the outcome counters of ``days`` days, the
    latest pass of each kind and the key ring.
    """
    positions = []
    for s in states(conn):
        positions.append({
            "backbone": s.backbone, "group": s.group, "next_article": s.next_article, "back_article": s.back_article,
            "server_low": s.server_low, "server_high": s.server_high, "updated_at": _iso(s.updated_at),
            "backlog": max(0, (s.server_high or 0) + 1 - s.next_article) if s.server_high is not None else None,
            "history_left": max(0, s.back_article - max(s.server_low or 1, 1)) if s.server_low is not None else None,
        })
    totals = outcome_totals(conn, days)
    accepted = {k[len("accepted_"):]: v for k, v in totals.items() if k.startswith("accepted_")}
    keys = []
    for row in key_rows(conn):
        try:
            bits: int | None = row.public_key().bits
            problem = None
        except SpotKeyError as exc:
            bits, problem = None, str(exc)
        keys.append({"key_id": row.key_id, "role": row.role, "source": row.source, "bits": bits,
                     "weak": bits is not None and bits < 1024, "problem": problem,
                     "updated_at": _iso(row.updated_at)})
    index = last_passes(conn, "index", 1)
    fetch = last_passes(conn, "fetch", 1)
    return {
        "positions": positions,
        "pending": pending_count(conn),
        "days": days,
        "accepted": accepted,
        "imported": totals.get("imported", 0),
        "joined": totals.get("joined", 0),
        "deleted": totals.get("deleted_unread", 0) + totals.get("spot_deleted", 0),
        "outcomes": dict(sorted(totals.items())),
        "last_index": _pass_view(index[0] if index else None),
        "last_fetch": _pass_view(fetch[0] if fetch else None),
        "keys": keys,
    }
