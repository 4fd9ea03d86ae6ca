"""Which staged sets are files of one upload: the one grouping rule both staging backends and the backfill apply.

The unit of Usenet is the upload: a poster posts N files under one ``[i/N]``
counter in one run. Staging keys a set by (group, poster, base), and where
the base comes from the file name alone (a hashed name per file, an episode
pack whose files differ in name, an album's tracks) each file, or each
name, stages as a set of its own: a fragment waiting for N files it will
never see. This module decides which fragments are one upload, so staging
can merge them before the build judges completeness.

The evidence is the counter and the run, not the name:
- one key: the group, the poster and the counter's N;
- disjoint slots: one upload has one file per slot, so a slot already
  taken is the counter's restart, the next upload by the same poster;
- one run: within a backbone, within ``SIBLING_GAP`` article numbers of
  the upload's span; across backbones (numbers say nothing of each other)
  by posting date, within ``SIBLING_SECONDS``.

Names are shown, never required, but they are evidence when they carry
words (a hash carries none: two hashes that begin alike are chance). First,
fragments whose names share a prefix or words join into units, strongest
first (an episode with its show's other episodes, a track with its album,
the pack's nfo with its episodes) in any posting order; readable names that
share nothing (two shows by one poster, posted interleaved), two release
groups, or one work twice (the same episode in two packs) never join. Then
the counter and the run place the units: where several open uploads could
take one, the one sharing most of its name wins, then the one whose slots
and article numbers keep posting order, then the nearest.

Two gates keep a partial view from deciding (merges cannot be undone):
- the run must be known: every fragment's caller-judged ``run_known``
  (staging: the articles from ``SIBLING_GAP`` below it up to its start are
  read). A backfill reads history newest first: the tail of one upload
  and all of the poster's next one, same N, fill slots 1..N between them
  and look complete until the head of the first is read. Hashed uploads
  posted out of counter order (par2 first, files shuffled) look the same
  in that view, so order alone cannot be the rule; the read history can.
  Where the history cannot say (``run_known`` None: the neighbourhood was
  read on another backbone, whose numbers say nothing of this one's),
  posting order decides after all: a fragment with
  lower slots posted after the upload's higher ones is the counter's
  restart.
- an upload short of a slot merges only once every fragment of it has been
  idle for the walk-past sweep's grace (``idle_before``): the missing files
  may still come. An idle incomplete one merges so the sweep judges (and
  par2 may salvage) the upload, not each of its files.

Pure and deterministic: the plan depends on the candidate sets, not on the
order they came in, so Postgres and Redis staging, one batch and backfill
partitions, reach one answer from the same staged state.
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from usenet_ops.domain.tokens import is_random_token

__all__ = ["SIBLING_GAP", "SIBLING_SECONDS", "MIN_SHARED_PREFIX", "plan_upload_merges", "shared_prefix", "words"]

# Sets of one backbone further apart than this many article numbers are not one upload.
SIBLING_GAP = 20_000
# Clusters of different backbones whose posting dates are further apart than this are not one upload: an
# upload's files are posted within minutes; SIBLING_GAP articles span about as long in a busy group.
SIBLING_SECONDS = 3600
# Fewer shared leading characters than this is chance (two hashes), not a shared name.
MIN_SHARED_PREFIX = 4


# Words that describe the encoding, the source or the posting, not the work: shared by unrelated uploads.
_GENERIC = frozenset("""
web webrip webdl bluray bdrip brrip dvdrip hdtv hdrip remux proper repack internal limited extended uncut
amzn dsnp hmax atvp pcok hulu aac ddp dts truehd atmos flac mp3 opus hevc avc h264 h265 x264 x265 xvid
par2 vol part rar nfo sfv mkv mp4 avi sample proof subs dual audio multi complete season episode
the and of a an
""".split())
_TOKEN = re.compile(r"[^\W_]+")
# Bracketed tags ("[Erai-raws]", "(1080p)", "[CRC32]") and a scene "-GROUP" suffix name the release group, the
# encoding or a checksum: one group's two shows share them, so they are no evidence of one work.
_BRACKETS = re.compile(r"\[[^\]]*\]|\([^)]*\)|\{[^}]*\}")
_TAGS = re.compile(_BRACKETS.pattern + r"|-[^\W_]+$")
_HEX = re.compile(r"(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{8,}", re.I)


_LEADING_TAG = re.compile(r"^\s*\[([^\]]+)\]")
_GROUP_SUFFIX = re.compile(r"-([^\W_]+)$")


@functools.lru_cache(maxsize=8192)
def release_group(base: str) -> str:
    """Return the release group a name states ("[SubsPlease] Show - 01", "Show.S01E01.1080p-FLUX"), or ""."""
    m = _LEADING_TAG.match(base) or _GROUP_SUFFIX.search(base)
    return m.group(1).casefold() if m else ""


@functools.lru_cache(maxsize=8192)
def work_part(base: str) -> str:
    """Return the part of a name that names the work: without bracketed tags and a trailing scene group."""
    return _TAGS.sub(" ", base).strip(" -._")


@functools.lru_cache(maxsize=8192)
def words(base: str) -> frozenset[str]:
    """Return the words a name carries: tokens of three or more letters only, not machine-made, not generic.

    A hash or random base62 name carries none, so only a readable name is
    evidence: a name with a machine-made token outside brackets
    ("LNABIL-e8af75e95a7c") is machine-made as a whole, and mixed case inside
    a word ("ubyNLO") or no vowel ("qnwgpq") is a random token's, not a word's.
    """
    if any(is_random_token(t) or _HEX.fullmatch(t) for t in _TOKEN.findall(_BRACKETS.sub(" ", base))):
        return frozenset()
    out = set()
    for w in _TOKEN.findall(work_part(base)):
        uncased = not any(c.islower() or c.isupper() for c in w)  # CJK, kana, Arabic...: a word needs no case
        if (len(w) < (2 if uncased else 3) or not w.isalpha() or is_random_token(w)
                or not (uncased or w.islower() or w.isupper() or w.istitle())):
            continue
        low = w.lower()
        if low in _GENERIC or (w.isascii() and not any(c in "aeiouy" for c in low)):
            continue
        out.add(low)
    return frozenset(out)


@dataclass
class _Fragment:
    set_id: str
    key: tuple[str, str, int]
    backbone: str
    lo: int
    hi: int
    posted_min: int
    posted_max: int
    base: str
    slots: frozenset[int]
    last_seen: int  # unix seconds of the set's last staged article; 0 when unknown
    run_known: bool | None = True  # the articles around it are read; None: the read history cannot say
    words: frozenset[str] = frozenset()


@dataclass
class _Upload:
    members: list[_Fragment] = field(default_factory=list)
    slots: set[int] = field(default_factory=set)
    lo: int = 0
    hi: int = 0
    posted_min: int = 0  # 0: no member carried a readable date
    posted_max: int = 0

    def add(self, frag: _Fragment) -> None:
        if not self.members:
            self.lo, self.hi = frag.lo, frag.hi
        self.members.append(frag)
        self.slots |= frag.slots
        self.lo, self.hi = min(self.lo, frag.lo), max(self.hi, frag.hi)
        if frag.posted_min > 0:
            self.posted_min = frag.posted_min if not self.posted_min else min(self.posted_min, frag.posted_min)
            self.posted_max = max(self.posted_max, frag.posted_max, frag.posted_min)

    def absorb(self, other: _Upload) -> None:
        self.members += other.members
        self.slots |= other.slots
        if other.posted_min:
            self.posted_min = other.posted_min if not self.posted_min else min(self.posted_min, other.posted_min)
            self.posted_max = max(self.posted_max, other.posted_max)

    @property
    def backbones(self) -> set[str]:
        return {m.backbone for m in self.members}


def shared_prefix(a: str, b: str) -> int:
    """Return how many leading characters two names share, case-folded; 0 below ``MIN_SHARED_PREFIX``."""
    a, b = a.casefold(), b.casefold()
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n if n >= MIN_SHARED_PREFIX else 0


def _affinity(frag: _Fragment, upload: _Upload) -> int:
    """How much of its name a fragment shares with an upload's members: prefix characters or shared word letters."""
    if not frag.words:
        return 0  # a machine-made name: two hashes sharing "c21d" is chance, not a name
    return max((max(shared_prefix(work_part(frag.base), work_part(m.base)), sum(len(w) for w in frag.words & m.words))
                for m in upload.members if m.words), default=0)


def _out_of_order(frag: _Fragment, upload: _Upload) -> int:
    """Count members whose slots and article numbers disagree with the fragment's on posting order."""
    lo_slot, hi_slot = min(frag.slots), max(frag.slots)
    n = 0
    for m in upload.members:
        if max(m.slots) < lo_slot and m.lo > frag.hi or min(m.slots) > hi_slot and m.hi < frag.lo:
            n += 1
    return n


def _may_join(frag: _Fragment, upload: _Upload, affinity: int, *, numbered: bool = False) -> bool:
    """Whether the evidence allows the fragment into the upload (its slots are free: the caller checked)."""
    group = release_group(frag.base) if frag.words else ""
    if group and any(m.words and release_group(m.base) not in ("", group) for m in upload.members):
        return False  # readable names of two release groups: two encodes, even of one show
    if frag.words and any(m.words and work_part(m.base) == work_part(frag.base) for m in upload.members):
        return False  # the same work twice (one episode in two packs): two uploads
    if affinity > 0:
        return True
    if frag.words and any(m.words for m in upload.members):
        return False  # readable names that share nothing: two works
    unjudged = frag.run_known is None or any(m.run_known is None for m in upload.members)
    # The counter's restart: lower slots posted after a member's higher ones (or the reverse).
    return not (numbered and unjudged and _out_of_order(frag, upload) > 0)


def _known(value: Any) -> bool | None:
    return None if value is None else bool(value)


def _int(value: Any) -> int:
    try:
        return max(0, int(value or 0))
    except (TypeError, ValueError):
        return 0


def _fragments(rows: Sequence[Mapping[str, Any]],
               files: Iterable[tuple[str, int | None, bool]]) -> list[_Fragment]:
    """Return the rows that may merge: every file complete, a slot known, every slot within 0..N.

    Slot 0 is an extra the counter does not count ([00/N] for the nfo): it
    is still one file per upload. A file without an index rides along with
    its set's indexed files. An incomplete file's set waits: staging would
    recreate it under its own key with the file's next articles.
    """
    slots: dict[str, set[int]] = defaultdict(set)
    complete: dict[str, bool] = defaultdict(lambda: True)
    for set_id, index, done in files:
        if index is not None:
            slots[set_id].add(index)
        complete[set_id] = complete[set_id] and bool(done)
    out = []
    for r in rows:
        total = _int(r.get("file_total"))
        own = slots.get(r["set_id"])
        if total < 2 or not own or not complete[r["set_id"]] or not all(0 <= i <= total for i in own):
            continue
        lo, hi = _int(r.get("art_lo")), _int(r.get("art_hi"))
        pmin, pmax = _int(r.get("posted_min")), _int(r.get("posted_max"))
        out.append(_Fragment(set_id=str(r["set_id"]), key=(str(r["group_name"]), str(r["poster"]), total),
                             backbone=str(r["backbone"]), lo=min(lo, hi), hi=max(lo, hi), posted_min=pmin,
                             posted_max=max(pmin, pmax), base=str(r.get("base") or ""), slots=frozenset(own),
                             last_seen=_int(r.get("last_seen")), words=words(str(r.get("base") or "")),
                             run_known=_known(r.get("run_known", True))))
    return out


# Name evidence is looked for among this many neighbours in article order (bounds the pairs a busy poster costs).
_NAME_NEIGHBOURS = 64


def _by_name(frags: list[_Fragment]) -> list[_Upload]:
    """Join fragments whose names share a prefix or words first, strongest evidence first (slots kept disjoint).

    Why first: in article order a fragment meets whatever upload is open,
    and a nameless one (a hash) takes any fragment whose slots fit. An
    episode posted before the rest of its pack, beside a hashed upload by the
    same poster with the same N, joined the hash; its pack then never
    completed. Joined by name first, the pack is one unit before the run
    rule places the rest.
    """
    units = {id(f): _Upload() for f in frags}
    for f in frags:
        units[id(f)].add(f)
    edges = []
    for i, f in enumerate(frags):
        for g in frags[i + 1 : i + 1 + _NAME_NEIGHBOURS]:
            if g.lo > f.hi + SIBLING_GAP or f.slots & g.slots:
                continue
            single = _Upload(members=[g], slots=set(g.slots))
            a = _affinity(f, single)
            if a > 0 and _may_join(f, single, a):
                edges.append((-a, g.lo - f.hi, f.set_id, g.set_id, f, g))
    edges.sort(key=lambda e: e[:4])
    for _, _, _, _, f, g in edges:
        uf, ug = units[id(f)], units[id(g)]
        if uf is ug or uf.slots & ug.slots:
            continue
        for m in ug.members:
            uf.add(m)
            units[id(m)] = uf
    seen: set[int] = set()
    out = []
    for f in frags:
        unit = units[id(f)]
        if id(unit) not in seen:
            seen.add(id(unit))
            out.append(unit)
    return out


def _runs_on_one_backbone(frags: list[_Fragment]) -> list[_Upload]:
    """Group one key's fragments of one backbone into uploads: by name evidence first, then by counter and run."""
    uploads: list[_Upload] = []
    open_: list[_Upload] = []
    ordered = sorted(frags, key=lambda f: (f.lo, f.hi, f.set_id))
    for unit in sorted(_by_name(ordered), key=lambda u: (u.lo, u.hi, u.members[0].set_id)):
        open_ = [u for u in open_ if unit.lo <= u.hi + SIBLING_GAP]
        scored = [(u, max(_affinity(m, u) for m in unit.members)) for u in open_ if not u.slots & unit.slots]
        fits = [(u, a) for u, a in scored if all(_may_join(m, u, a, numbered=True) for m in unit.members)]
        if fits:
            best = min(fits, key=lambda ua: (-ua[1], sum(_out_of_order(m, ua[0]) for m in unit.members),
                                             max(0, unit.lo - ua[0].hi), ua[0].members[0].set_id))[0]
            for m in unit.members:
                best.add(m)
        else:
            uploads.append(unit)
            open_.append(unit)
    return uploads


def _near(a: _Upload, b: _Upload) -> bool:
    """Whether uploads of different backbones are one: both dated, dates close, slots disjoint."""
    return bool(a.posted_min and b.posted_min and not a.backbones & b.backbones and not a.slots & b.slots
                and b.posted_min - a.posted_max <= SIBLING_SECONDS and a.posted_min - b.posted_max <= SIBLING_SECONDS)


def _join_backbones(uploads: list[_Upload]) -> list[_Upload]:
    """Join one key's uploads seen on different backbones by posting date (numbers differ per backbone)."""
    uploads.sort(key=lambda u: (u.posted_min, min(m.backbone for m in u.members), u.members[0].set_id))
    joined: list[_Upload] = []
    for upload in uploads:
        scored = [(u, max(_affinity(m, u) for m in upload.members)) for u in joined if _near(u, upload)]
        fits = [(u, a) for u, a in scored if all(_may_join(m, u, a) for m in upload.members)]
        if not fits:
            joined.append(upload)
            continue
        best = min(fits, key=lambda ua: (-ua[1], abs(upload.posted_min - ua[0].posted_min), ua[0].members[0].set_id))[0]
        best.absorb(upload)
    return joined


def _ready(upload: _Upload, total: int, idle_before: int) -> bool:
    """Whether an upload may merge now: its run known, and every slot 1..N present or every fragment idle."""
    if any(m.run_known is False for m in upload.members):
        return False
    if upload.slots >= set(range(1, total + 1)):
        return True
    return all(0 < m.last_seen < idle_before for m in upload.members)


def plan_upload_merges(rows: Sequence[Mapping[str, Any]], files: Iterable[tuple[str, int | None, bool]], *,
                       idle_before: int = 0) -> list[tuple[str, list[str]]]:
    """Return the merges of one upload's sets as (target set, sets merged into it).

    ``rows`` are the candidate sets (set_id, group_name, poster, file_total,
    backbone, art_lo, art_hi, and optionally base and posted_min/posted_max
    as unix seconds, 0 when unknown, and last_seen, unix seconds of its last
    staged article, and run_known, False while the articles around it are
    unread; absent: known), in any order; ``files`` their files as (set_id,
    file_index, complete). An upload short of a slot merges only when every
    fragment's last_seen lies before ``idle_before`` (0: never). The target is the first set of an
    upload in (backbone, art_lo, set_id) order, so the plan does not depend
    on the order the rows came in. Merges are listed in target order.
    """
    by_key: dict[tuple[str, str, int], dict[str, list[_Fragment]]] = defaultdict(lambda: defaultdict(list))
    for frag in _fragments(rows, files):
        by_key[frag.key][frag.backbone].append(frag)
    merges: list[tuple[str, list[str]]] = []
    for key in sorted(by_key):
        uploads = [u for backbone in sorted(by_key[key]) for u in _runs_on_one_backbone(by_key[key][backbone])]
        for upload in _join_backbones(uploads):
            if len(upload.members) > 1 and _ready(upload, key[2], idle_before):
                ordered = sorted(upload.members, key=lambda m: (m.backbone, m.lo, m.set_id))
                merges.append((ordered[0].set_id, [m.set_id for m in ordered[1:]]))
    merges.sort()
    return merges
