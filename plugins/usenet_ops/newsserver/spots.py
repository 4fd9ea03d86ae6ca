"""Serve Spotnet groups (free.pt, alt.binaries.ftd) beside the synthetic corpus.

WHY: the spot import must be tested against a news server that serves
signed spots and their NZB articles exactly as a provider does: XOVER of
the spot group (Subject, From, Date, Message-ID, References, bytes, lines),
HEAD with every X-XML header in order (folded where the generator folded
it), BODY of payload articles by message-id, and 430 for a payload id the
manifest withholds. The main corpus is a memory-mapped release recipe; spots
are a few thousand explicit articles, so they live here, in memory, and the
session consults this source first for its groups and message-ids.

The source is built from any articles (``usenet_ops.corpus.spots.ServedArticle``),
so tests add hostile ones (NUL bytes, huge headers, lying fields) beside a
generated ``SpotCorpus``. Numbers are 1..n per group in the order given,
the same on every backbone. ``Faults.missing_message_ids`` applies here too
(a spot XOVER lists but HEAD answers 430 for).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator, Mapping, Sequence

from usenet_ops.corpus.spots import ServedArticle, SpotCorpus

__all__ = ["SpotSource"]


class SpotSource:
    """Numbered articles per group, with a message-id index; read-only once built."""

    def __init__(self, groups: Mapping[str, Sequence[ServedArticle]],
                 descriptions: Mapping[str, str] | None = None) -> None:
        self._numbers: dict[str, list[int]] = {}
        self._articles: dict[str, list[ServedArticle]] = {}
        self._by_id: dict[str, ServedArticle] = {}
        self._descriptions = dict(descriptions or {})
        for group, articles in groups.items():
            self._articles[group] = list(articles)
            self._numbers[group] = list(range(1, len(articles) + 1))
            for art in articles:
                self._by_id.setdefault(art.message_id, art)

    @classmethod
    def from_corpus(cls, corpus: SpotCorpus, *, extra: Iterable[ServedArticle] = (),
                    append: Iterable[ServedArticle] = ()) -> SpotSource:
        """Serve a generated spot corpus; ``extra`` articles are numbered first, ``append`` ones after it."""
        groups: dict[str, list[ServedArticle]] = {}
        for art in extra:
            groups.setdefault(art.group, []).append(art)
        for group, numbered in corpus.numbered().items():
            groups.setdefault(group, []).extend(art for _, art in numbered)
        for art in append:
            groups.setdefault(art.group, []).append(art)
        return cls(groups, {"free.pt": "Spotnet spots", "alt.binaries.ftd": "Spotnet NZB and image payloads"})

    # -- groups -------------------------------------------------------------

    def group_names(self) -> list[str]:
        """Return the groups served here, sorted."""
        return sorted(self._articles)

    def has_group(self, name: str | None) -> bool:
        """Say whether ``name`` is a group of this source."""
        return name is not None and name in self._articles

    def description(self, name: str) -> str:
        """Return the LIST NEWSGROUPS description."""
        return self._descriptions.get(name, "Spotnet")

    def bounds(self, name: str) -> tuple[int, int, int]:
        """Return (count, low, high); an empty group is (0, 1, 0)."""
        nums = self._numbers[name]
        return (len(nums), nums[0], nums[-1]) if nums else (0, 1, 0)

    def numbers(self, name: str, lo: int, hi: int) -> list[int]:
        """Return the article numbers that exist in lo..hi."""
        nums = self._numbers[name]
        return nums[bisect_left(nums, lo):bisect_right(nums, hi)]

    def neighbour(self, name: str, number: int, direction: int) -> int | None:
        """Return the next (+1) or previous (-1) existing number, or None."""
        nums = self._numbers[name]
        if direction > 0:
            pos = bisect_right(nums, number)
            return nums[pos] if pos < len(nums) else None
        pos = bisect_left(nums, number) - 1
        return nums[pos] if pos >= 0 else None

    # -- articles -------------------------------------------------------------

    def by_number(self, name: str, number: int) -> ServedArticle | None:
        """Return article ``number`` of ``name``, or None."""
        arts = self._articles[name]
        return arts[number - 1] if 1 <= number <= len(arts) else None

    def by_message_id(self, message_id: str) -> ServedArticle | None:
        """Return the article with this message-id (no brackets), or None."""
        return self._by_id.get(message_id)

    def overview_lines(self, name: str, lo: int, hi: int) -> Iterator[bytes]:
        """Yield the overview lines of lo..hi (RFC 3977 fields; no Xref)."""
        for n in self.numbers(name, lo, hi):
            yield self._articles[name][n - 1].overview_line(n)

    def header_lines(self, name: str, lo: int, hi: int, field: str) -> Iterator[bytes]:
        """Yield "number value" lines for HDR/XHDR over lo..hi."""
        for n in self.numbers(name, lo, hi):
            value = self.header(self._articles[name][n - 1], field)
            yield b"%d %s" % (n, value or b"")

    @staticmethod
    def header(article: ServedArticle, field: str) -> bytes | None:
        """Return one header (or :bytes/:lines) of an article, unfolded; None when absent."""
        key = field.lower()
        if key in (":bytes", "bytes"):
            return str(len(article.to_bytes())).encode()
        if key in (":lines", "lines"):
            return str(len(article.body)).encode()
        value = article.header(field)
        return value.replace(b"\r\n", b"") if value is not None else None
