"""Answer one NNTP reader session's commands (the protocol, without sockets).

WHY: the protocol is kept pure (a command line in, a :class:`Reply` out) so
the socket shell in ``server.py`` only frames, compresses and injects faults,
and the rules below are readable in one place:

* RFC 3977 codes: 411 no such group, 412 no group selected, 420 no current
  article, 423 no article with that number / empty or reversed range, 430 no
  article with that message-id, 480 authentication required, 500 unknown
  command, 501 syntax error, 502 command unavailable.
* RFC 4643 AUTHINFO USER/PASS: 381 then 281 or 481; PASS before USER is 482;
  AUTHINFO after a successful login is 502. On a listener that requires auth,
  only CAPABILITIES, MODE READER, AUTHINFO, COMPRESS, DATE, HELP and QUIT are
  answered before login; everything else is 480.
* Overview (LIST OVERVIEW.FMT) is INN's: Subject, From, Date, Message-ID,
  References, Bytes, Lines, then ``Xref:full`` (the Xref field carries its
  header name). OVER/HDR by message-id put 0 in the number field (RFC 3977
  8.3.2, 8.5.2); XHDR by message-id puts the message-id there (RFC 2980).
* Ranges: ``n``, ``n-``, ``n-m``; a reversed range or one holding no article
  is 423 for OVER/HDR/XOVER/XHDR, and an empty list (211 ...) for LISTGROUP.
* COMPRESS DEFLATE (RFC 8054): 206, then raw deflate (wbits -15) both ways;
  a second COMPRESS is 502.
* XFEATURE COMPRESS GZIP [TERMINATOR] (Giganews/Highwinds extension, not an
  RFC): 290, then the data block of every OVER/XOVER/HDR/XHDR response is
  zlib-compressed (RFC 1950 stream) and its status line ends with
  ``[COMPRESS=GZIP]``. The compressed data is the whole dot-stuffed block
  INCLUDING its ``.\\r\\n`` terminator; without TERMINATOR a plain ``.\\r\\n``
  follows the compressed bytes (why clients of those servers strip a
  "spurious ." line), with TERMINATOR nothing follows. Other responses stay
  plain. This matches what clients written against those servers expect
  (nntmux/newznab read to ``.\\r\\n`` then ``gzuncompress``; pynntp inflates
  to the inner terminator).
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from usenet_ops.corpus.store import Corpus
from usenet_ops.corpus.synthetic import SyntheticCorpus
from usenet_ops.corpus.takedown import posted_epoch
from usenet_ops.newsserver import wildmat
from usenet_ops.newsserver.faults import Faults

if TYPE_CHECKING:
    from usenet_ops.newsserver.spots import SpotSource

log = logging.getLogger(__name__)


class Compression(Enum):
    """Compression switched on by the client in this session."""

    NONE = "none"
    DEFLATE = "deflate"
    GZIP = "gzip"
    GZIP_TERMINATOR = "gzip-terminator"


@dataclass(frozen=True)
class Reply:
    """One response: a status line and, for multi-line responses, data lines.

    ``lines`` are unstuffed and carry no CRLF; the shell dot-stuffs and ends
    the block. ``chunks``, when given, yields the same block pre-rendered
    (CRLF-terminated, already safe from dot-stuffing) for the fast path; the
    shell uses ``lines`` whenever a line-level fault is switched on. ``block``
    names the command family (``over``/``hdr``) whose blocks XFEATURE
    COMPRESS GZIP compresses.
    """

    status: str
    lines: Iterable[bytes] | None = None
    chunks: Iterable[bytes] | None = None
    close: bool = False
    block: str = ""
    after: Callable[[], None] | None = None
    read_post: bool = False


# Commands answered before login on a listener that requires authentication.
_BEFORE_AUTH = {"CAPABILITIES", "AUTHINFO", "MODE", "QUIT", "COMPRESS", "DATE", "HELP"}

OVERVIEW_FMT = ("Subject:", "From:", "Date:", "Message-ID:", "References:", "Bytes:", "Lines:", "Xref:full")


class Session:
    """The state of one reader connection and its command handlers."""

    def __init__(
        self,
        corpus: Corpus | SyntheticCorpus,
        *,
        backbone: str,
        faults: Faults,
        require_auth: bool,
        users: dict[str, str],
        read_only_users: frozenset[str],
        compression_allowed: bool,
        hostname: str,
        spots: SpotSource | None = None,
    ) -> None:
        self.corpus = corpus
        self.spots = spots  # Spotnet groups served beside the corpus, consulted first (newsserver/spots.py)
        self.backbone = backbone
        self.faults = faults
        self.require_auth = require_auth
        self.users = users
        self.read_only_users = read_only_users
        self.compression_allowed = compression_allowed
        self.hostname = hostname
        self.user: str | None = None
        self.pending_user: str | None = None
        self.commands_since_auth = 0
        self.group: str | None = None
        self.current: int | None = None
        self.compression = Compression.NONE
        self.deflate_active = False

    # -- dispatch -----------------------------------------------------------

    def handle(self, line: bytes) -> Reply:
        """Answer one command line (without CRLF)."""
        if len(line) > 510:
            return Reply("501 Command line too long")
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            text = line.decode("latin-1")
        words = text.split()
        if not words:
            return Reply("500 Empty command")
        verb = words[0].upper()
        args = words[1:]
        self.faults.count(f"cmd.{verb}")
        if self.user is not None and self.faults.auth_expire_after_commands is not None:
            self.commands_since_auth += 1
            if self.commands_since_auth > self.faults.auth_expire_after_commands:
                self.user = None
                self.commands_since_auth = 0
                self.faults.count("fault.auth_expired")
                return Reply("480 Authentication required (session expired)")
        if self.require_auth and self.user is None and verb not in _BEFORE_AUTH:
            return Reply("480 Authentication required")
        handler = getattr(self, f"cmd_{verb.lower()}", None)
        if handler is None:
            return Reply(f"500 What? Unknown command {verb}")
        try:
            return handler(args)  # type: ignore[no-any-return]
        except Exception:  # invariant 5: a bad request gets a code, never a dropped connection
            log.exception("newsserver: %s failed", verb)
            return Reply("403 Internal fault; the server logged it")

    # -- session commands ---------------------------------------------------

    def cmd_capabilities(self, args: list[str]) -> Reply:
        caps = ["VERSION 2", "IMPLEMENTATION usenet-ops newsserver", "READER", "OVER MSGID", "HDR",
                "LIST ACTIVE NEWSGROUPS OVERVIEW.FMT HEADERS" + ("" if self.faults.no_list_counts else " COUNTS")]
        if self.user is None:
            caps.append("AUTHINFO USER")
        if self.compression_allowed and self.compression is Compression.NONE:
            caps.append("COMPRESS DEFLATE")
        if self.compression_allowed:
            caps.append("XFEATURE-COMPRESS GZIP TERMINATOR")
        return Reply("101 Capability list:", [c.encode() for c in caps])

    def cmd_mode(self, args: list[str]) -> Reply:
        if len(args) == 1 and args[0].upper() == "READER":
            return Reply("201 Reader mode, posting prohibited")
        return Reply("501 Syntax: MODE READER")

    def cmd_quit(self, args: list[str]) -> Reply:
        return Reply("205 Bye", close=True)

    def cmd_date(self, args: list[str]) -> Reply:
        return Reply("111 " + dt.datetime.now(dt.UTC).strftime("%Y%m%d%H%M%S"))

    def cmd_help(self, args: list[str]) -> Reply:
        names = sorted(n[4:].upper() for n in dir(self) if n.startswith("cmd_"))
        return Reply("100 Help text follows", [n.encode() for n in names])

    def cmd_authinfo(self, args: list[str]) -> Reply:
        if len(args) != 2 or args[0].upper() not in {"USER", "PASS"}:
            return Reply("501 Syntax: AUTHINFO USER name | AUTHINFO PASS password")
        if self.user is not None:
            return Reply("502 Already authenticated")
        if args[0].upper() == "USER":
            self.pending_user = args[1]
            return Reply("381 Password required")
        if self.pending_user is None:
            return Reply("482 AUTHINFO USER required first")
        user, self.pending_user = self.pending_user, None
        if self.users.get(user) != args[1]:
            self.faults.count("auth.failed")
            return Reply("481 Authentication failed")
        self.user = user
        self.commands_since_auth = 0
        return Reply("281 Authentication accepted")

    def cmd_compress(self, args: list[str]) -> Reply:
        if len(args) != 1:
            return Reply("501 Syntax: COMPRESS DEFLATE")
        if args[0].upper() != "DEFLATE":
            return Reply("501 Unknown compression algorithm")
        if not self.compression_allowed:
            return Reply("403 Compression is not available")
        if self.compression is not Compression.NONE:
            return Reply("502 Compression already active")

        def _activate() -> None:
            self.compression = Compression.DEFLATE

        return Reply("206 Compression active", after=_activate)

    def cmd_xfeature(self, args: list[str]) -> Reply:
        upper = [a.upper() for a in args]
        if upper[:2] != ["COMPRESS", "GZIP"] or len(upper) > 3 or (len(upper) == 3 and upper[2] != "TERMINATOR"):
            return Reply("501 Syntax: XFEATURE COMPRESS GZIP [TERMINATOR]")
        if not self.compression_allowed:
            return Reply("503 Compression is not available")
        if self.compression is Compression.DEFLATE:
            return Reply("502 Stream compression already active")
        self.compression = Compression.GZIP_TERMINATOR if len(upper) == 3 else Compression.GZIP
        return Reply("290 Feature enabled")

    def cmd_post(self, args: list[str]) -> Reply:
        if self.user is None or self.user in self.read_only_users:
            return Reply("440 Posting not permitted")
        return Reply("340 Send article; end with <CR-LF>.<CR-LF>", read_post=True)

    # -- groups -------------------------------------------------------------

    def cmd_list(self, args: list[str]) -> Reply:
        keyword = args[0].upper() if args else "ACTIVE"
        pattern = args[1] if len(args) > 1 else None
        if len(args) > 2:
            return Reply("501 Syntax: LIST keyword [wildmat]")
        corpus = self.corpus
        if keyword == "ACTIVE":
            out = []
            for name in corpus.group_names():
                if pattern is None or wildmat.matches(pattern, name):
                    count, low, high = self._bounds(name) or (0, 0, 0)
                    if self.faults.active_stale_low:
                        low = min(low, 1)
                    out.append(f"{name} {high:010d} {low:010d} y".encode())
            out += self._spot_list(keyword, pattern)
            return Reply("215 List of newsgroups follows", out + self.faults.list_extra_lines)
        if keyword == "COUNTS" and not self.faults.no_list_counts:
            # RFC 6048 2.2: "name high low count status"; the count is the listener's own (articles present).
            out = []
            for name in corpus.group_names():
                if pattern is None or wildmat.matches(pattern, name):
                    count, low, high = self._bounds(name) or (0, 0, 0)
                    out.append(f"{name} {high:010d} {low:010d} {count} y".encode())
            return Reply("215 Newsgroups in form \"group high low count status\"", out + self.faults.list_extra_lines)
        if keyword == "NEWSGROUPS":
            out = []
            for name in corpus.group_names():
                if pattern is None or wildmat.matches(pattern, name):
                    out.append(f"{name}\t{corpus.group_description(name)}".encode())
            out += self._spot_list(keyword, pattern)
            return Reply("215 List of newsgroups follows", out)
        if keyword == "OVERVIEW.FMT":
            return Reply("215 Order of fields in overview database", [f.encode() for f in OVERVIEW_FMT])
        if keyword == "HEADERS":
            return Reply("215 Headers and metadata items supported", [b":", b":bytes", b":lines"])
        return Reply(f"501 Unknown LIST keyword {keyword}")

    def cmd_group(self, args: list[str]) -> Reply:
        if len(args) != 1:
            return Reply("501 Syntax: GROUP newsgroup")
        bounds = self._bounds(args[0])
        if bounds is None:
            return Reply(f"411 No such group {args[0]}")
        count, low, high = bounds
        self.group = args[0]
        self.current = low if count else None
        return Reply(f"211 {count} {low} {high} {args[0]}")

    def cmd_listgroup(self, args: list[str]) -> Reply:
        if len(args) > 2:
            return Reply("501 Syntax: LISTGROUP [newsgroup [range]]")
        name = args[0] if args else self.group
        if name is None:
            return Reply("412 No newsgroup selected")
        bounds = self._bounds(name)
        if bounds is None:
            return Reply(f"411 No such group {name}")
        count, low, high = bounds
        self.group = name
        self.current = low if count else None
        lo, hi = low, high
        if len(args) == 2:
            parsed = _parse_range(args[1], high)
            if parsed is None:
                return Reply("501 Syntax error in range")
            lo, hi = parsed
        if self.spots is not None and self.spots.has_group(name):
            return Reply(f"211 {count} {low} {high} {name} list follows",
                         (str(n).encode() for n in self.spots.numbers(name, lo, hi)))
        off = self.faults.offset(name)
        numbers = self.corpus.numbers_in_range(self.backbone, name, lo - off, hi - off)
        return Reply(f"211 {count} {low} {high} {name} list follows", (str(n + off).encode() for n in numbers))

    def _bounds(self, name: str) -> tuple[int, int, int] | None:
        """Return (count, low, high) of ``name`` as this listener shows them (renumbered by a fault), or None."""
        if self.spots is not None and self.spots.has_group(name):
            return self.spots.bounds(name)
        if not self.corpus.has_group(name):
            return None
        count, low, high = self.corpus.group_bounds(self.backbone, name)
        off = self.faults.offset(name)
        return count, low + off, high + off

    # -- renumbering (a fault: numbers shown = corpus numbers + the group's offset) ----------

    def _shift_xref(self, value: bytes) -> bytes:
        """Return an Xref value ("host group:n ...") with each renumbered group's number shifted."""
        parts = value.split(b" ")
        for i in range(1, len(parts)):
            group, sep, number = parts[i].rpartition(b":")
            off = self.faults.offset(group.decode("utf-8", "replace")) if sep else 0
            if off and number.isdigit():
                parts[i] = b"%s:%d" % (group, int(number) + off)
        return b" ".join(parts)

    def _shift_over(self, line: bytes, off: int) -> bytes:
        """Return an overview line with its number field shifted by ``off`` and its Xref renumbered."""
        number, _, rest = line.partition(b"\t")
        head, sep, xref = rest.rpartition(b"\tXref: ")
        if sep:
            rest = head + sep + self._shift_xref(xref)
        return b"%d\t%s" % (int(number) + off, rest) if int(number) else b"0\t" + rest

    # -- overview -----------------------------------------------------------

    def cmd_over(self, args: list[str]) -> Reply:
        return self._over(args, "224 Overview information follows")

    def cmd_xover(self, args: list[str]) -> Reply:
        return self._over(args, "224 Overview information follows")

    def _over(self, args: list[str], status: str) -> Reply:
        spot = self._spot_over(args, status)
        if spot is not None:
            return spot
        corpus = self.corpus
        if len(args) > 1:
            return Reply("501 Syntax: OVER [range|message-id]")
        if args and args[0].startswith("<"):
            idx = corpus.lookup_message_id(args[0][1:-1] if args[0].endswith(">") else args[0][1:])
            if idx is None:
                return Reply("430 No article with that message-id")
            line = corpus.overview_line(self.backbone, idx, 0)
            if self.faults.renumber:
                line = self._shift_over(line, 0)
            return Reply(self._gz(status), [line], block="over")
        span = self._span(args[0] if args else None)
        if isinstance(span, Reply):
            return span
        group, start, end = span
        lines = corpus.overview_lines(self.backbone, group, start, end)
        if self.faults.renumber:  # a renumbered group shows shifted numbers: no pre-rendered fast path
            off = self.faults.offset(group)
            lines = (self._shift_over(line, off) for line in lines)
        if self.faults.overview_override:
            lines = self._override_over(group, lines)
        if self.faults.renumber or self.faults.overview_override:
            return Reply(self._gz(status), lines, block="over")
        chunks = corpus.overview_chunks(self.backbone, group, start, end)
        return Reply(self._gz(status), lines, chunks=chunks, block="over")

    def _override_over(self, group: str, lines: Iterable[bytes]) -> Iterator[bytes]:
        """Yield overview lines with those a test put in ``faults.overview_override`` served instead."""
        override = self.faults.overview_override
        for line in lines:
            number = line.partition(b"\t")[0]
            swap = override.get((group, int(number))) if number.isdigit() else None
            if swap is None:
                yield line
            else:
                self.faults.count("fault.overview_override")
                yield swap

    def cmd_hdr(self, args: list[str]) -> Reply:
        return self._hdr(args, "225 Headers follow", xhdr=False)

    def cmd_xhdr(self, args: list[str]) -> Reply:
        return self._hdr(args, "221 Header follows", xhdr=True)

    def _hdr(self, args: list[str], status: str, *, xhdr: bool) -> Reply:
        spot = self._spot_hdr(args, status, xhdr=xhdr)
        if spot is not None:
            return spot
        corpus = self.corpus
        if not args or len(args) > 2:
            return Reply("501 Syntax: HDR field [range|message-id]")
        field = args[0]
        if len(args) == 2 and args[1].startswith("<"):
            mid = args[1].strip("<>")
            idx = corpus.lookup_message_id(mid)
            if idx is None:
                return Reply("430 No article with that message-id")
            value = corpus.header_value(self.backbone, idx, field) or b""
            if self.faults.renumber and field.lower() == "xref":
                value = self._shift_xref(value)
            key = args[1].encode() if xhdr else b"0"
            return Reply(self._gz(status), [key + b" " + value], block="hdr")
        span = self._span(args[1] if len(args) == 2 else None)
        if isinstance(span, Reply):
            return span
        group, start, end = span
        lines = corpus.header_lines(self.backbone, group, start, end, field)
        if self.faults.renumber:
            off = self.faults.offset(group)
            xref = field.lower() == "xref"
            lines = (b"%d %s" % (int(n) + off, self._shift_xref(v) if xref else v)
                     for n, _, v in (line.partition(b" ") for line in lines))
        return Reply(self._gz(status), lines, block="hdr")

    def _span(self, arg: str | None) -> tuple[str, int, int] | Reply:
        """Resolve OVER's or HDR's range (None: the current article) to (group, start, end) positions, or the error reply."""
        if self.group is None:
            return Reply("412 No newsgroup selected")
        if arg is None:
            if self.current is None:
                return Reply("420 No current article selected")
            lo = hi = self.current
        else:
            parsed = _parse_range(arg, None)
            if parsed is None:
                return Reply("501 Syntax error in range")
            lo, hi = parsed
        off = self.faults.offset(self.group)
        start, end = self.corpus.positions(self.backbone, self.group, lo - off, hi - off)
        if start >= end:
            return Reply("423 No articles in that range")
        return self.group, start, end

    def _gz(self, status: str) -> str:
        if self.compression in (Compression.GZIP, Compression.GZIP_TERMINATOR):
            return status + " [COMPRESS=GZIP]"
        return status

    # -- articles -----------------------------------------------------------

    def cmd_article(self, args: list[str]) -> Reply:
        return self._article(args, 220, "article")

    def cmd_head(self, args: list[str]) -> Reply:
        return self._article(args, 221, "head")

    def cmd_body(self, args: list[str]) -> Reply:
        return self._article(args, 222, "body")

    def cmd_stat(self, args: list[str]) -> Reply:
        return self._article(args, 223, "stat")

    def _article(self, args: list[str], code: int, part: str) -> Reply:
        spot = self._spot_article(args, code, part)
        if spot is not None:
            return spot
        corpus = self.corpus
        if len(args) > 1:
            return Reply(f"501 Syntax: {part.upper()} [number|message-id]")
        if args and args[0].startswith("<"):
            mid = args[0].strip("<>")
            idx = corpus.lookup_message_id(mid)
            if idx is None or self.faults.is_missing(mid) or self._gone(idx, mid):
                if idx is not None and self.faults.is_missing(mid):
                    self.faults.count("fault.missing_on_backbone")
                return Reply("430 No article with that message-id")
            number = 0
        else:
            if self.group is None:
                return Reply("412 No newsgroup selected")
            if args:
                if not args[0].isdigit():
                    return Reply("501 Article number expected")
                number = int(args[0])
            elif self.current is None:
                return Reply("420 No current article selected")
            else:
                number = self.current
            idx = corpus.lookup_number(self.backbone, self.group, number - self.faults.offset(self.group))
            if idx is None or self.faults.is_missing(corpus.message_id(idx)) or self._gone(idx, corpus.message_id(idx)):
                if idx is not None and self.faults.is_missing(corpus.message_id(idx)):
                    self.faults.count("fault.missing_on_backbone")
                return Reply("423 No article with that number")
            self.current = number
        mid = corpus.message_id(idx)
        status = f"{code} {number} <{mid}>"
        if part == "stat":
            return Reply(status)
        head = corpus.head_lines(self.backbone, idx)
        if self.faults.renumber and head and head[-1].startswith(b"Xref: "):
            head = [*head[:-1], b"Xref: " + self._shift_xref(head[-1][6:])]
        if part == "head":
            return Reply(status, head)
        body = self.faults.body_override.get(mid) if self.faults.body_override else None
        if body is not None:
            self.faults.count("fault.body_override")
        else:
            body = corpus.body_lines(idx)
        if part == "body":
            return Reply(status, body)
        return Reply(status, _chain(head, [b""], body))

    def _gone(self, idx: int, mid: str) -> bool:
        """Say whether a takedown or this listener's retention removed the article (counted per cause)."""
        faults = self.faults
        if faults.taken_down and mid in faults.taken_down:
            faults.count("fault.takedown")
            return True
        cutoff = faults.expire_before
        if cutoff is not None:
            posted = posted_epoch(self.corpus.overview_fields(idx)[2])
            if posted is not None and posted < cutoff:
                faults.count("fault.expired")
                return True
        return False

    def cmd_next(self, args: list[str]) -> Reply:
        return self._step(+1)

    def cmd_last(self, args: list[str]) -> Reply:
        return self._step(-1)

    def _step(self, direction: int) -> Reply:
        if self.group is None:
            return Reply("412 No newsgroup selected")
        if self.current is None:
            return Reply("420 No current article selected")
        if self.spots is not None and self.spots.has_group(self.group):
            return self._spot_step(direction)
        off = self.faults.offset(self.group)
        real = self.corpus.neighbour(self.backbone, self.group, self.current - off, direction)
        if real is None:
            return Reply("421 No next article" if direction > 0 else "422 No previous article")
        number = real + off
        self.current = number
        idx = self.corpus.lookup_number(self.backbone, self.group, real)
        if idx is None:
            return Reply("421 No next article" if direction > 0 else "422 No previous article")
        return Reply(f"223 {number} <{self.corpus.message_id(idx)}>")

    # -- Spotnet groups (newsserver/spots.py): the same rules over the spot source --

    def _spot_list(self, keyword: str, pattern: str | None) -> list[bytes]:
        if self.spots is None:
            return []
        out = []
        for name in self.spots.group_names():
            if self.corpus.has_group(name) or (pattern is not None and not wildmat.matches(pattern, name)):
                continue
            if keyword == "ACTIVE":
                _, low, high = self.spots.bounds(name)
                out.append(f"{name} {high:010d} {low:010d} y".encode())
            else:
                out.append(f"{name}\t{self.spots.description(name)}".encode())
        return out

    def _spot_span(self, arg: str | None) -> tuple[str, int, int] | Reply:
        """Resolve a range in the selected spot group to (group, lo, hi) numbers, or the error reply."""
        assert self.spots is not None and self.group is not None
        if arg is None:
            if self.current is None:
                return Reply("420 No current article selected")
            lo = hi = self.current
        else:
            parsed = _parse_range(arg, None)
            if parsed is None:
                return Reply("501 Syntax error in range")
            lo, hi = parsed
        if not self.spots.numbers(self.group, lo, min(hi, lo + 10_000_000)):
            return Reply("423 No articles in that range")
        return self.group, lo, hi

    def _spot_over(self, args: list[str], status: str) -> Reply | None:
        """Answer OVER/XOVER from the spot source; None when the request is not about it."""
        spots = self.spots
        if spots is None or len(args) > 1:
            return None
        if args and args[0].startswith("<"):
            art = spots.by_message_id(args[0].strip("<>"))
            return Reply(self._gz(status), [art.overview_line(0)], block="over") if art is not None else None
        if not spots.has_group(self.group):
            return None
        span = self._spot_span(args[0] if args else None)
        if isinstance(span, Reply):
            return span
        group, lo, hi = span
        return Reply(self._gz(status), spots.overview_lines(group, lo, hi), block="over")

    def _spot_hdr(self, args: list[str], status: str, *, xhdr: bool) -> Reply | None:
        spots = self.spots
        if spots is None or not args or len(args) > 2:
            return None
        if len(args) == 2 and args[1].startswith("<"):
            art = spots.by_message_id(args[1].strip("<>"))
            if art is None:
                return None
            key = args[1].encode() if xhdr else b"0"
            return Reply(self._gz(status), [key + b" " + (spots.header(art, args[0]) or b"")], block="hdr")
        if not spots.has_group(self.group):
            return None
        span = self._spot_span(args[1] if len(args) == 2 else None)
        if isinstance(span, Reply):
            return span
        group, lo, hi = span
        return Reply(self._gz(status), spots.header_lines(group, lo, hi, args[0]), block="hdr")

    def _spot_article(self, args: list[str], code: int, part: str) -> Reply | None:
        spots = self.spots
        if spots is None or len(args) > 1:
            return None
        if args and args[0].startswith("<"):
            mid = args[0].strip("<>")
            art = spots.by_message_id(mid)
            if art is None:
                return None
            if self.faults.is_missing(mid):
                self.faults.count("fault.missing_on_backbone")
                return Reply("430 No article with that message-id")
            number = 0
        elif spots.has_group(self.group):
            assert self.group is not None
            if args and not args[0].isdigit():
                return Reply("501 Article number expected")
            if not args and self.current is None:
                return Reply("420 No current article selected")
            number = int(args[0]) if args else (self.current or 0)
            art = spots.by_number(self.group, number)
            if art is None or self.faults.is_missing(art.message_id):
                return Reply("423 No article with that number")
            self.current = number
        else:
            return None
        status = f"{code} {number} <{art.message_id}>"
        if part == "stat":
            return Reply(status)
        head = art.head_lines()
        if part == "head":
            return Reply(status, head)
        if part == "body":
            return Reply(status, list(art.body))
        return Reply(status, [*head, b"", *art.body])

    def _spot_step(self, direction: int) -> Reply:
        assert self.spots is not None and self.group is not None and self.current is not None
        number = self.spots.neighbour(self.group, self.current, direction)
        art = self.spots.by_number(self.group, number) if number is not None else None
        if number is None or art is None:
            return Reply("421 No next article" if direction > 0 else "422 No previous article")
        self.current = number
        return Reply(f"223 {number} <{art.message_id}>")


def _chain(*parts: Iterable[bytes]) -> Iterator[bytes]:
    for part in parts:
        yield from part


def _parse_range(text: str, default_high: int | None) -> tuple[int, int] | None:
    """Parse ``n``, ``n-`` or ``n-m``; ``None`` when it is not a range."""
    if "-" in text:
        lo_text, hi_text = text.split("-", 1)
    else:
        lo_text, hi_text = text, text
    if not lo_text.isdigit() or (hi_text and not hi_text.isdigit()):
        return None
    lo = int(lo_text)
    hi = int(hi_text) if hi_text else (default_high if default_high is not None else 2**63 - 1)
    return lo, hi
