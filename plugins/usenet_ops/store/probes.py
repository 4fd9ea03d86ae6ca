"""What the probe pass learned, in Postgres: per-release facts, the release row's new name, pass rows.

Tables: ``release_probes`` (include/sql/100_release_probes.sql),
``releases.password`` (101), ``probe_passes`` (102); the queue itself is
``store/probe_queue.py``.

Invariants kept here:
- a release's probe row merges what several probes learned, in any order
  and any number of times: a name once learned stays (the first par2 or
  listing that named it), ids fill in but are never blanked, the password
  verdict only rises (passworded over possibly over none), and so does the
  outcome (``OUTCOMES``, best first: a fallback read that taught nothing
  adds its bytes, never lowers what an earlier read learned). So a task
  killed after writing and re-run writes the same row again;
- renaming changes the release's descriptive columns (title, search name,
  category, tags, episode fields) and never its identity (content_hash,
  NZB): phase 2 adds to phase 1 (REBUILD.md);
- the NFO text stored is bounded (``nfo_max_kb``) and holds no NUL.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from usenet_ops.domain import bounds
from usenet_ops.domain.assembly.release import normalise_imdb
from usenet_ops.domain.probe.renaming import Derived
from usenet_ops.store.catalogue import set_named
from usenet_ops.store.db import Conn, one

OUTCOMES = ("named", "ids", "passworded", "learned", "nothing")


@dataclass(frozen=True)
class ReleaseContext:
    """What renaming needs of a release row."""

    id: int
    title: str
    groups: tuple[str, ...]
    size: int
    category: int
    imdb: str | None
    tvdb: int | None
    named: bool  # False: built unnamed (machine-made name, issue 16), hidden until a probe names it


@dataclass(frozen=True)
class ProbeRecord:
    """What one release's probes (in this task) taught."""

    release_id: int
    learned_name: str | None
    name_source: str | None
    imdb: str | None
    tvdb: int | None
    tvmaze: int | None
    password: int  # 0 none, 1 passworded, 2 possibly (Newznab's attr)
    password_reason: str
    nfo: str | None
    nfo_encoding: str | None
    inner_names: tuple[str, ...]
    outcome: str
    bytes_read: int
    articles: int


def contexts(conn: Conn, release_ids: Sequence[int]) -> dict[int, ReleaseContext]:
    """Return the rows renaming reads, by id (a deleted release is simply absent)."""
    rows = conn.execute(
        "SELECT id, title, groups, size, category, imdb, tvdb, named FROM releases WHERE id = ANY(%s)",
        (list(release_ids),)).fetchall()
    return {int(r["id"]): ReleaseContext(int(r["id"]), r["title"], tuple(r["groups"]), int(r["size"]),
                                         int(r["category"]), r["imdb"], r["tvdb"], bool(r["named"])) for r in rows}


def _rank_sql(column: str) -> str:
    return f"(CASE {column} WHEN 1 THEN 2 WHEN 2 THEN 1 ELSE 0 END)"


def _outcome_rank(column: str) -> str:
    # OUTCOMES is ordered best first; a later reading that learned less never lowers what an earlier one learned.
    whens = " ".join(f"WHEN '{o}' THEN {len(OUTCOMES) - i}" for i, o in enumerate(OUTCOMES))
    return f"(CASE {column} {whens} ELSE 0 END)"


def record(conn: Conn, rec: ProbeRecord, renamed: Derived | None, *, nfo_chars: int,
           rename_hashed: bool = False) -> tuple[bool, bool]:
    """Merge ``rec`` into the release's probe row and apply it to the release (no commit).

    Naming goes through the catalogue's one seam (``catalogue.set_named``):
    the release's descriptive fields re-derived, ``named`` true.
    Returns (the release exists, it was named now). A release deleted
    meanwhile gets nothing written.
    """
    if conn.execute("SELECT 1 FROM releases WHERE id = %s FOR UPDATE", (rec.release_id,)).fetchone() is None:
        return False, False
    nfo = rec.nfo.replace("\x00", "")[:nfo_chars] if rec.nfo else None
    imdb = normalise_imdb(rec.imdb) if rec.imdb else None
    name = bounds.cut_words(rec.learned_name, 1024) if rec.learned_name else None
    inner = [bounds.cut_words(n, 1024) for n in rec.inner_names[:200]]
    prev = conn.execute("SELECT title FROM releases WHERE id = %s", (rec.release_id,)).fetchone()
    conn.execute(
        "INSERT INTO release_probes AS p (release_id, learned_name, name_source, previous_title, imdb, tvdb, tvmaze,"
        " password, password_reason, nfo, nfo_encoding, inner_names, outcome, bytes_read, articles, probed_at)"
        " VALUES (%(id)s, %(name)s, %(source)s, %(prev)s, %(imdb)s, %(tvdb)s, %(tvmaze)s, %(pw)s, %(reason)s,"
        " %(nfo)s, %(enc)s, %(inner)s, %(outcome)s, %(bytes)s, %(articles)s, now())"
        " ON CONFLICT (release_id) DO UPDATE SET"
        " learned_name = coalesce(p.learned_name, excluded.learned_name),"
        " name_source = coalesce(p.name_source, excluded.name_source),"
        " previous_title = coalesce(p.previous_title, excluded.previous_title),"
        " imdb = coalesce(p.imdb, excluded.imdb), tvdb = coalesce(p.tvdb, excluded.tvdb),"
        " tvmaze = coalesce(p.tvmaze, excluded.tvmaze),"
        f" password = CASE WHEN {_rank_sql('excluded.password')} > {_rank_sql('p.password')}"
        "   THEN excluded.password ELSE p.password END,"
        f" password_reason = CASE WHEN {_rank_sql('excluded.password')} > {_rank_sql('p.password')}"
        "   THEN excluded.password_reason ELSE p.password_reason END,"
        " nfo = coalesce(p.nfo, excluded.nfo), nfo_encoding = coalesce(p.nfo_encoding, excluded.nfo_encoding),"
        " inner_names = CASE WHEN cardinality(p.inner_names) > 0 THEN p.inner_names ELSE excluded.inner_names END,"
        f" outcome = CASE WHEN {_outcome_rank('excluded.outcome')} > {_outcome_rank('p.outcome')}"
        "   THEN excluded.outcome ELSE p.outcome END,"
        " bytes_read = p.bytes_read + excluded.bytes_read, articles = p.articles + excluded.articles,"
        " probed_at = now()",
        {"id": rec.release_id, "name": name, "source": rec.name_source,
         "prev": (prev["title"][:1024] if prev and renamed is not None else None), "imdb": imdb, "tvdb": rec.tvdb,
         "tvmaze": rec.tvmaze, "pw": rec.password, "reason": rec.password_reason[:500], "nfo": nfo,
         "enc": rec.nfo_encoding, "inner": inner, "outcome": rec.outcome, "bytes": max(0, rec.bytes_read),
         "articles": rec.articles},
    )
    conn.execute(
        "UPDATE releases r SET imdb = coalesce(r.imdb, p.imdb), tvdb = coalesce(r.tvdb, p.tvdb), password = p.password"
        " FROM release_probes p WHERE p.release_id = r.id AND r.id = %s", (rec.release_id,))
    named = renamed is not None and set_named(conn, rec.release_id, renamed, rename_hashed=rename_hashed)
    return True, named


def is_unnamed(conn: Conn, release_id: int) -> bool:
    """Say whether the release exists and is still unnamed (hidden until a probe names it)."""
    row = conn.execute("SELECT named FROM releases WHERE id = %s", (release_id,)).fetchone()
    return row is not None and not row["named"]


def nfo_by_guid(conn: Conn, guid: str) -> tuple[bool, str | None]:
    """Return (release exists, its stored NFO text or None): what t=getnfo serves."""
    row = conn.execute(
        "SELECT p.nfo FROM releases r LEFT JOIN release_probes p ON p.release_id = r.id WHERE r.content_hash = %s",
        (guid,),
    ).fetchone()
    if row is None:
        return False, None
    return True, row["nfo"]


def start_pass(conn: Conn, provider: str, run_id: str = "") -> int:
    """Insert a running pass row (commits) and return its id."""
    with conn.transaction():
        row = one(conn.execute("INSERT INTO probe_passes (provider, run_id) VALUES (%s, %s) RETURNING id",
                               (provider, run_id)))
    return int(row["id"])


def finish_pass(conn: Conn, pass_id: int, report: dict[str, Any]) -> None:
    """Write a pass's final report (no commit)."""
    conn.execute(
        "UPDATE probe_passes SET finished_at = now(), seconds = %s, articles = %s, bytes_read = %s, releases = %s,"
        " named = %s, ids = %s, passworded = %s, failures = %s, hostile = %s, ended = %s, report = %s WHERE id = %s",
        (report["seconds"], report["articles"], report["bytes_read"], report["releases"], report["named"],
         report["ids"], report["passworded"], report["failures"], report["hostile"], report["ended"],
         json.dumps(report), pass_id))


def status(conn: Conn) -> dict[str, Any]:
    """Return what phase 2 learned and how fast: the body of ``probes status``."""
    learned = one(conn.execute(
        "SELECT count(*) AS probed, count(*) FILTER (WHERE outcome = 'named') AS named,"
        " count(*) FILTER (WHERE imdb IS NOT NULL OR tvdb IS NOT NULL OR tvmaze IS NOT NULL) AS with_ids,"
        " count(*) FILTER (WHERE password = 1) AS passworded, count(*) FILTER (WHERE password = 2) AS possibly,"
        " coalesce(sum(bytes_read) FILTER (WHERE outcome = 'named'), 0) AS named_bytes,"
        " count(*) FILTER (WHERE nfo IS NOT NULL) AS nfos FROM release_probes"))
    recent = one(conn.execute(
        "SELECT count(*) AS passes, coalesce(sum(articles), 0) AS articles, coalesce(sum(bytes_read), 0) AS bytes,"
        " coalesce(sum(seconds), 0) AS seconds, coalesce(sum(failures), 0) AS failures,"
        " coalesce(sum(hostile), 0) AS hostile, max(finished_at) AS last_finished"
        " FROM probe_passes WHERE started_at > now() - interval '1 day'"))
    hidden = one(conn.execute(
        "SELECT count(*) AS unnamed, count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM probe_queue q"
        "   WHERE q.release_id = r.id AND q.state IN ('queued', 'claimed'))) AS unsolved"
        " FROM releases r WHERE NOT r.named"))
    seconds = float(recent["seconds"])
    named = int(learned["named"])
    last = recent["last_finished"]
    return {
        "probed_releases": int(learned["probed"]), "named": named, "with_ids": int(learned["with_ids"]),
        "passworded": int(learned["passworded"]), "possibly_passworded": int(learned["possibly"]),
        "nfos": int(learned["nfos"]),
        # Unnamed releases (hidden from search) and those of them with no candidate left to read.
        "unnamed": int(hidden["unnamed"]), "unnamed_unsolved": int(hidden["unsolved"]),
        "bytes_per_named_release": round(int(learned["named_bytes"]) / named) if named else 0,
        "last_day": {"passes": int(recent["passes"]), "articles": int(recent["articles"]),
                     "bytes_read": int(recent["bytes"]), "failures": int(recent["failures"]),
                     "hostile": int(recent["hostile"]),
                     "articles_per_second": round(int(recent["articles"]) / seconds, 1) if seconds else 0.0,
                     "bytes_per_second": round(int(recent["bytes"]) / seconds) if seconds else 0,
                     "last_finished": last.isoformat() if last is not None else None},
    }
