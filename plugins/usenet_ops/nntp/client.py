"""Speak NNTP to one server over one socket: NNTPClient, one method per verb.

Why: this is the thin I/O shell around ``usenet_ops.nntp.protocol``. It owns
the socket, the deadlines and session setup (greeting, CAPABILITIES,
STARTTLS, MODE READER, AUTHINFO, compression); the protocol object owns every
byte-level decision.

Invariants:

1. Every read has a deadline (dial, whole command, or per-STAT). A timeout,
   a garbled reply or a dropped socket closes the connection before the error
   propagates, so the next command can never read a half-read reply.
2. Expected outcomes are values: ``group()`` returns None on 411, ``stat()``
   False on 430/423, ``head()`` None, ``over()`` an empty batch on 420/423 or
   an empty, reversed or past-the-end range.
3. Authentication happens before compression (RFC 8054 2.2.2 / RFC 4643),
   and capabilities are re-read after STARTTLS and AUTHINFO, which may
   change them. The password is never logged.
4. An optional capability that fails (COMPRESS, XFEATURE, MODE READER, and
   STARTTLS under tls=starttls-optional) is treated as absent: the session
   continues without it. Under tls=starttls, TLS is required: a STARTTLS
   that is not offered, refused or fails closes the session before any
   AUTHINFO (NNTPTLSError), so the password never crosses in plain text.
   Nor does a login on a session without TLS: it is refused (NNTPTLSError)
   unless the host is loopback, ``allow_plaintext_login`` is set, or the
   provider opted in with tls=starttls-optional.
   Bytes that arrived with the 382 (before the handshake) are refused as
   injected, never read as if they came over TLS.
5. TCP_NODELAY is set: small replies on a compressed stream otherwise wait
   out delayed ACKs and per-reply latency dominates the crawl.
6. Reply codes are never spelled out here: what a reply means for a command
   (success, "absent", which error) comes from ``replies``; whether the
   session is over comes from the protocol core's state, which this shell
   reads and never sets (it only tells the core when it drops the socket).
7. A message-id goes on the wire only if ``domain.message_ids`` accepts it
   (an id with CR, LF, a space or a bracket inside would end the command
   early and start another). A method taking one id raises
   NNTPBadMessageId before sending anything; the batched ones (STAT, HEAD,
   BODY pipelines) never send a bad id and report it per id as the absent
   or unusable outcome, counted in ``bad_message_ids``, so one bad id never
   fails a pass.
"""

from __future__ import annotations

import datetime as dt
import logging
import select
import socket
import ssl
import threading
import time
from collections import deque
from collections.abc import Iterable, Sequence
from typing import Literal

from usenet_ops.domain import message_ids as msgids
from usenet_ops.domain.overview import OverviewBatch, OverviewFormat, parse_overview, split_block
from usenet_ops.nntp import replies
from usenet_ops.nntp.errors import (
    NNTPBadMessageId,
    NNTPError,
    NNTPPermanentError,
    NNTPProtocolError,
    NNTPTimeout,
    NNTPTLSError,
)
from usenet_ops.nntp.protocol import NNTPProtocol, ProtocolState, Response, join_block
from usenet_ops.nntp.provider import ProviderConfig, TLSMode
from usenet_ops.nntp.replies import ReplyKind, classify, error_for
from usenet_ops.nntp.values import (
    ActiveGroup,
    ArticleData,
    Capabilities,
    Compression,
    GroupInfo,
    ReplyLimits,
    StatOutcome,
    Timeouts,
    WireCounters,
)

log = logging.getLogger(__name__)

RECV_BYTES = 256 * 1024
MAX_ARTICLE_NUMBER = 2**63 - 1  # what the crawl's state (bigint) holds
STAT_WINDOW = 100  # pipelined STATs in flight: ~6 KB each way, far below socket buffers
# OVERs sent ahead and unread. Two keep a provider's pipe full: while one reply is read, the next is already queued
# at the server, so the round trip never falls between two replies (one ahead, sent once a reply is read, leaves a
# round trip idle per batch: 30 ms of every ~0.5 s at 5,800 lines/s and 3,000-line batches, 5.5 % of the rate).
OVER_AHEAD = 2
# Providers already warned about a login sent in plain text (once per process, not once per connection).
_PLAINTEXT_WARNED: set[tuple[str, str, int]] = set()
_PLAINTEXT_WARNED_LOCK = threading.Lock()


def _normalise_msgid(message_id: str) -> str:
    """Return ``<id>`` for the wire, or raise NNTPBadMessageId before anything is sent (invariant 7)."""
    wire = msgids.bracketed(message_id)
    if wire is None:
        raise NNTPBadMessageId(message_id)
    return wire


def _article_key(key: int | str) -> str:
    return str(key) if isinstance(key, int) else _normalise_msgid(key)


class NNTPClient:
    """One NNTP session to one provider, used by one thread at a time."""

    def __init__(
        self,
        config: ProviderConfig,
        timeouts: Timeouts | None = None,
        ssl_context: ssl.SSLContext | None = None,
        compression_order: Sequence[Compression] = (),
        limits: ReplyLimits | None = None,
    ) -> None:
        """Prepare a client; nothing is dialled until connect().

        ``compression_order`` limits which compressions may be negotiated
        (default: DEFLATE, then GZIP); ``config.compression=False`` disables both.
        ``limits`` caps a line and a reply (``ReplyLimits``; docs/adr/0008).
        """
        self.config = config
        self._compression_order = tuple(compression_order) or (Compression.DEFLATE, Compression.GZIP)
        self.timeouts = timeouts or Timeouts()
        self.limits = limits or ReplyLimits()
        self._ssl_context = ssl_context
        self._sock: socket.socket | None = None
        self._proto = NNTPProtocol(self.limits)
        self.greeting: Response | None = None
        self.caps = Capabilities()
        self.compression = Compression.NONE
        self.authenticated = False
        self.tls_active = False
        self._starttls_failed = False
        self._over_verb: str | None = None
        # The ranges of the OVERs sent ahead by over_prefetch, oldest first, whose replies are unread.
        self._prefetched: deque[tuple[int, int]] = deque()
        self._hdr_verb: str | None = None
        self._overview_format: OverviewFormat | None = None
        self.last_used = time.monotonic()
        self.created = time.monotonic()
        self.malformed_overview = 0
        self.bad_message_ids = 0  # ids a batched method was given and did not send (invariant 7)
        # Overview/header lines over max_line_kib the last OVER/XOVER/HDR reply dropped (protocol invariant 9):
        # (article number, bytes). The caller counts them; ``long_lines`` adds them up over the session.
        self.last_long_lines: tuple[tuple[int, int], ...] = ()
        self.long_lines = 0

    # -- lifecycle -------------------------------------------------------------

    @property
    def connected(self) -> bool:
        """Return whether the session is open and not broken."""
        return self._sock is not None and self._proto.state is ProtocolState.OPEN

    @property
    def reusable(self) -> bool:
        """Return whether the session is open with no reply outstanding (safe to lend again)."""
        return self.connected and self._proto.pending == 0

    def connect(self) -> NNTPClient:
        """Dial, read the greeting and set the session up (TLS, reader mode, auth, compression).

        Raises NNTPTooManyConnections on a 502 greeting, NNTPTemporaryError
        on 400, NNTPAuthError on refused credentials, NNTPTimeout when the
        dial deadline passes.
        """
        self._dial()
        try:
            self._setup()
        except NNTPError:
            self.close()
            raise
        except OSError as exc:
            self.close()
            raise NNTPProtocolError(f"connection to {self.config.host}:{self.config.port} failed during setup: {exc}") from exc
        return self

    def _dial(self) -> None:
        cfg = self.config
        self._proto = NNTPProtocol(self.limits)
        self.tls_active = False
        try:
            sock = socket.create_connection((cfg.host, cfg.port), timeout=self.timeouts.dial)
        except TimeoutError as exc:
            raise NNTPTimeout(
                f"dialling {cfg.host}:{cfg.port} took longer than {self.timeouts.dial:g}s; check host, port and firewall"
            ) from exc
        except OSError as exc:
            raise NNTPProtocolError(
                f"cannot connect to {cfg.host}:{cfg.port} ({exc}); check host, port and that the server is up"
            ) from exc
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if cfg.tls is TLSMode.IMPLICIT:
            try:
                sock = self._wrap_tls(sock)
            except (OSError, ssl.SSLError) as exc:
                sock.close()
                raise NNTPTLSError(
                    f"TLS handshake with {cfg.host}:{cfg.port} failed ({exc}); check the port is the TLS one (563) "
                    "and the certificate",
                    configuration=isinstance(exc, ssl.SSLCertVerificationError),
                ) from exc
        self._sock = sock

    def _wrap_tls(self, sock: socket.socket) -> socket.socket:
        ctx = self._ssl_context or ssl.create_default_context()
        sock.settimeout(self.timeouts.dial)
        wrapped = ctx.wrap_socket(sock, server_hostname=self.config.host)
        self.tls_active = True
        return wrapped

    def _setup(self) -> None:
        greeting = self._read(time.monotonic() + self.timeouts.dial)
        self.greeting = greeting
        if not replies.succeeded(greeting):
            raise error_for(greeting, greeting=True, command="greeting")
        self.capabilities()
        if self.config.tls.upgrades and not self.tls_active and not self._starttls_failed:
            if self._starttls():
                return  # the session was set up again, without TLS
        if not self.caps.has("READER") and (self.caps.has("MODE-READER") or not self.caps.advertised):
            self.mode_reader()
        if self.config.username:
            self._check_login_transport()
            self.authenticate()
        if self.config.compression:
            self._negotiate_compression()
        log.debug(
            "nntp session to %s: tls=%s auth=%s compression=%s",
            self.config.host, self.tls_active, self.authenticated, self.compression.value,
        )

    def _starttls(self) -> bool:
        """Upgrade to TLS (RFC 4642); return True when the session had to be redone plain.

        With tls=starttls the upgrade is required: a server that does not
        offer it, refuses it or fails the handshake ends the session with
        NNTPTLSError before AUTHINFO, so a stripped or refused STARTTLS can
        never put the password on the wire in plain text. Only
        tls=starttls-optional (the explicit opt-in) continues without TLS.
        """
        required = self.config.tls is TLSMode.STARTTLS
        where = f"{self.config.host}:{self.config.port}"
        if not self.caps.has("STARTTLS") and not self.caps.has("READER") and self.caps.has("MODE-READER"):
            self.mode_reader()  # a transit-mode server may offer STARTTLS only in reader mode; nothing secret is sent
        if not self.caps.has("STARTTLS"):
            if required:
                raise NNTPTLSError(
                    f"{where} does not offer STARTTLS, and tls=starttls requires it: the session was closed before "
                    "logging in. Use tls=on (port 563) if the provider has implicit TLS; tls=starttls-optional "
                    "allows plain text (credentials included)",
                    configuration=True,
                )
            return False
        resp = self._exchange("STARTTLS")
        if not replies.succeeded(resp):
            if required:
                raise NNTPTLSError(
                    f"{where} refused STARTTLS ({resp.status_line}), and tls=starttls requires it: the session was "
                    "closed before logging in. Use tls=on (port 563) if the provider has implicit TLS; "
                    "tls=starttls-optional allows plain text (credentials included)",
                    configuration=True,
                )
            log.info("STARTTLS offered by %s but refused (%s); continuing without TLS (tls=starttls-optional)",
                     self.config.host, resp.status_line)
            return False
        assert self._sock is not None
        try:
            self._proto.start_tls()  # nothing read after the 382 may be taken as if it came over TLS
            self._sock = self._wrap_tls(self._sock)
        except (OSError, ssl.SSLError, NNTPTLSError) as exc:
            if isinstance(exc, NNTPTLSError) and required:
                raise
            if required:
                verify = isinstance(exc, ssl.SSLCertVerificationError)
                raise NNTPTLSError(
                    f"the TLS handshake after STARTTLS with {where} failed ({exc}): the session was closed before "
                    "logging in. " + ("Check the server's certificate (or the CA file you trust)" if verify else
                                      "Retry; if it keeps failing, the provider's STARTTLS is broken: use tls=on "
                                      "(port 563)"),
                    configuration=verify,
                ) from exc
            # tls=starttls-optional: a failed optional capability is treated as absent: reconnect plain.
            log.warning("STARTTLS handshake with %s failed (%s); reconnecting without TLS (tls=starttls-optional)",
                        self.config.host, exc)
            self._starttls_failed = True
            self.close()
            self._dial()
            self._setup()
            return True
        self.capabilities()  # RFC 4642 2.2.2: capabilities may differ after TLS
        return False

    def _check_login_transport(self) -> None:
        """Refuse to send a login in plain text across a network unless the provider allows it (invariant 4).

        Why: AUTHINFO PASS on a plain connection is the password for anyone
        on the path. A loopback host (a local TLS tunnel, the test and demo
        servers), ``allow_plaintext_login`` or tls=starttls-optional lets it
        through, with a warning once per provider when it leaves the machine.
        """
        cfg = self.config
        if self.tls_active or cfg.loopback:
            return
        if cfg.plaintext_login_refused():
            raise NNTPTLSError(
                f"refusing to send the login for {cfg.name} ({cfg.host}:{cfg.port}) over a plain-text connection: "
                "the password would cross the network readable. Use tls=on (port 563) or tls=starttls; if the "
                "provider really has no TLS, set the extra allow_plaintext_login=on to accept the risk",
                configuration=True,
            )
        key = (cfg.name, cfg.host, cfg.port)
        with _PLAINTEXT_WARNED_LOCK:
            if key in _PLAINTEXT_WARNED:
                return
            _PLAINTEXT_WARNED.add(key)
        log.warning("sending the login for %s (%s:%s) over a plain-text connection (%s): the password is readable "
                    "on the path; use tls=on or tls=starttls", cfg.name, cfg.host, cfg.port,
                    "tls=starttls-optional" if cfg.tls is TLSMode.STARTTLS_OPTIONAL else "allow_plaintext_login=on")

    def _negotiate_compression(self) -> None:
        if Compression.DEFLATE in self._compression_order and self.caps.has("COMPRESS", "DEFLATE") and not self._tls_compressed():
            resp = self._exchange("COMPRESS DEFLATE")
            if replies.succeeded(resp):
                self._proto.start_deflate()
                self.compression = Compression.DEFLATE
                return
            log.info("COMPRESS DEFLATE advertised by %s but refused (%s)", self.config.host, resp.status_line)
        if Compression.GZIP not in self._compression_order:
            return
        # TERMINATOR (when advertised) makes the block end unambiguous: the "." line is inside the data.
        terminator = self.caps.has("XFEATURE-COMPRESS", "TERMINATOR")
        resp = self._exchange("XFEATURE COMPRESS GZIP" + (" TERMINATOR" if terminator else ""))
        if replies.succeeded(resp):
            self._proto.enable_gzip(terminator)
            self.compression = Compression.GZIP

    def _tls_compressed(self) -> bool:
        # RFC 8054 2.2.2: no COMPRESS when TLS-level compression is already on.
        sock = self._sock
        return isinstance(sock, ssl.SSLSocket) and sock.compression() is not None

    def close(self) -> None:
        """Close the socket without a QUIT (after an error, or when the peer is gone)."""
        self._prefetched.clear()
        self._proto.close()
        sock, self._sock = self._sock, None
        if sock is not None:
            try:
                sock.close()
            except OSError:
                pass

    def quit(self) -> None:
        """Say QUIT and close; errors on the way out are ignored."""
        if self.connected:
            try:
                self._exchange("QUIT", timeout=min(self.timeouts.command, 5.0))
            except NNTPError:
                pass
        self.close()

    def __enter__(self) -> NNTPClient:
        if self._sock is None:
            self.connect()
        return self

    def __exit__(self, *exc: object) -> None:
        self.quit()

    def looks_dead(self) -> bool:
        """Return whether an idle connection was closed or spoken to by the server.

        An idle session must be silent; readable means EOF or an unsolicited
        "400 idle timeout", both meaning the server ended it.
        """
        if not self.connected:
            return True
        assert self._sock is not None
        if isinstance(self._sock, ssl.SSLSocket) and self._sock.pending():
            return True
        try:
            readable, _, _ = select.select([self._sock], [], [], 0)
        except (OSError, ValueError):
            return True
        return bool(readable)

    @property
    def counters(self) -> WireCounters:
        """Return the wire and decompressed byte counters of this session."""
        p = self._proto
        return WireCounters(p.wire_bytes_in, p.plain_bytes_in, p.wire_bytes_out)

    # -- I/O core ------------------------------------------------------------

    def _send(self, data: bytes) -> None:
        if self._sock is None:
            raise NNTPProtocolError("the connection is closed; connect() again or borrow a fresh one from the pool")
        try:
            self._sock.settimeout(self.timeouts.command)
            self._sock.sendall(data)
        except TimeoutError as exc:
            self.close()
            raise NNTPTimeout(f"sending to {self.config.host} timed out; the connection was dropped") from exc
        except OSError as exc:
            self.close()
            raise NNTPProtocolError(f"sending to {self.config.host} failed ({exc}); the connection was dropped") from exc

    def _read(self, deadline: float) -> Response:
        proto = self._proto
        sock = self._sock
        set_at = 0.0
        try:
            while True:
                resp = proto.next_response()
                if resp is not None:
                    self.last_used = time.monotonic()
                    if proto.state is not ProtocolState.OPEN:
                        self.close()  # the core saw the server end the session (400, 205)
                    return resp
                if sock is None or self._sock is None:
                    raise NNTPProtocolError("the connection is closed; connect() again or borrow a fresh one")
                now = time.monotonic()
                remaining = deadline - now
                if remaining <= 0:
                    raise TimeoutError
                # Re-arming the socket timeout costs syscalls; do it when it
                # could let a read overrun the deadline by more than 50 ms.
                if now - set_at > 0.05:
                    sock.settimeout(remaining)
                    set_at = now
                proto.receive_data(sock.recv(RECV_BYTES))
        except TimeoutError as exc:
            self.close()
            raise NNTPTimeout(
                f"{self.config.host} did not answer in time; the connection was dropped (raise the timeout if the "
                "provider is slow, or lower the OVER batch)"
            ) from exc
        except NNTPProtocolError:
            self.close()
            raise
        except OSError as exc:
            self.close()
            raise NNTPProtocolError(f"reading from {self.config.host} failed ({exc}); the connection was dropped") from exc

    def _exchange(self, command: str, timeout: float | None = None, *, block: bool = False) -> Response:
        if not self.connected:
            raise NNTPProtocolError("the connection is closed or broken; connect() again or borrow a fresh one")
        while self._prefetched:
            self._take_prefetched()  # their replies come first; read and drop them
        if log.isEnabledFor(logging.DEBUG):
            shown = "AUTHINFO PASS ********" if command.upper().startswith("AUTHINFO PASS") else command
            log.debug("nntp %s > %s", self.config.host, shown)
        self._send(self._proto.command(command, block=block))
        return self._read(time.monotonic() + (timeout or self.timeouts.command))

    def _expect(self, command: str) -> Response:
        """Send ``command``; return its success or "absent" reply (``replies.absent``), raise for anything else."""
        resp = self._exchange(command)
        if replies.succeeded(resp) or replies.absent(resp):
            return resp
        if classify(resp.code) is ReplyKind.SUCCESS:
            self.close()
            raise NNTPProtocolError(
                f"{command.split(' ')[0]}: unexpected success reply {resp.status_line}; the connection was dropped"
            )
        raise error_for(resp, command=command.split(" ")[0])

    # -- session verbs -------------------------------------------------------

    def capabilities(self) -> Capabilities:
        """Read CAPABILITIES; a server without it (5xx) yields an empty set."""
        resp = self._exchange("CAPABILITIES")
        if replies.succeeded(resp) and resp.lines is not None:
            self.caps = Capabilities.from_lines(resp.lines)
        elif replies.refused_for_good(resp):
            self.caps = Capabilities()
        else:
            raise error_for(resp, command="CAPABILITIES")
        return self.caps

    def mode_reader(self) -> bool:
        """Send MODE READER; return whether posting is allowed. A refusal is ignored."""
        resp = self._exchange("MODE READER")
        if replies.succeeded(resp):
            if self.caps.advertised:
                self.capabilities()  # RFC 3977 5.3: capabilities change after MODE READER
            return resp.code == replies.POSTING_ALLOWED
        if classify(resp.code) is ReplyKind.AUTH:
            raise error_for(resp, command="MODE READER")
        return False

    def authenticate(self) -> None:
        """Log in with AUTHINFO USER/PASS (RFC 4643); raise NNTPAuthError if refused."""
        user, password = self.config.username, self.config.password
        if not user:
            raise NNTPPermanentError("authenticate() needs a username on the provider config")
        resp = self._exchange(f"AUTHINFO USER {user}")
        if resp.code == replies.PASSWORD_REQUIRED:
            if password is None:
                raise error_for(Response(replies.CREDENTIALS_REFUSED, "password required but none configured", None,
                                         "AUTHINFO"))
            resp = self._exchange(f"AUTHINFO PASS {password}")
        if resp.code != replies.AUTH_ACCEPTED:
            # RFC 4643 2.3.2: 502 to AUTHINFO is a refusal of these credentials.
            refused = resp.code == replies.ACCESS_DENIED
            if refused or classify(resp.code) is ReplyKind.AUTH:
                raise error_for(
                    Response(replies.CREDENTIALS_REFUSED if refused else resp.code, resp.message, None, "AUTHINFO"),
                    command="AUTHINFO",
                )
            raise error_for(resp, command="AUTHINFO")
        self.authenticated = True
        if self.caps.advertised:
            self.capabilities()  # RFC 4643 2.3.2: discard and re-read after authentication

    def date(self) -> dt.datetime:
        """Return the server's clock (DATE, 111 yyyymmddhhmmss), in UTC."""
        resp = self._expect("DATE")
        try:
            return dt.datetime.strptime(resp.message.split()[0], "%Y%m%d%H%M%S").replace(tzinfo=dt.UTC)
        except (ValueError, IndexError) as exc:
            raise NNTPProtocolError(f"DATE reply {resp.status_line!r} is not yyyymmddhhmmss") from exc

    # -- groups --------------------------------------------------------------

    def group(self, name: str) -> GroupInfo | None:
        """Select a group; return its bounds, or None when it does not exist (411)."""
        resp = self._expect(f"GROUP {name}")
        if replies.absent(resp):
            return None
        return self._parse_group(resp, name)

    def _parse_group(self, resp: Response, name: str) -> GroupInfo:
        parts = resp.message.split()
        try:
            count, low, high = int(parts[0]), int(parts[1]), int(parts[2])
        except (ValueError, IndexError) as exc:
            raise NNTPProtocolError(f"GROUP reply {resp.status_line[:200]!r} lacks count, low and high") from exc
        if not (0 <= low <= MAX_ARTICLE_NUMBER and 0 <= high <= MAX_ARTICLE_NUMBER):
            # Article numbers are positive and (RFC 3977 6.1.1, widened in practice) fit 63 bits; anything
            # else is garbage that would otherwise land in the crawl's state as a watermark.
            self.close()
            raise NNTPProtocolError(f"GROUP reply {resp.status_line[:200]!r} has article numbers outside "
                                    f"0..{MAX_ARTICLE_NUMBER}; the connection was dropped")
        count = min(max(count, 0), MAX_ARTICLE_NUMBER)  # an estimate (RFC 3977 6.1.1): clamped, never trusted
        return GroupInfo(parts[3] if len(parts) > 3 else name, count, low, high)

    def listgroup(self, name: str, low: int | None = None, high: int | None = None) -> list[int] | None:
        """Return the article numbers in a group (optionally within low-high); None on 411."""
        command = f"LISTGROUP {name}"
        if low is not None:
            if high is not None and high < low:
                return []
            command += f" {low}-{high if high is not None else ''}"
        resp = self._expect(command)
        if replies.absent(resp):
            return None
        return [int(line) for line in resp.lines or () if line.strip().isdigit()]

    def list_active(self, wildmat: str | None = None) -> list[ActiveGroup]:
        """Return LIST ACTIVE [wildmat]: name, high, low, status per group."""
        resp = self._expect("LIST ACTIVE" + (f" {wildmat}" if wildmat else ""))
        out: list[ActiveGroup] = []
        for line in resp.lines or ():
            parts = line.split()
            if len(parts) >= 4:
                try:
                    out.append(ActiveGroup(parts[0].decode("utf-8", "replace"), int(parts[1]), int(parts[2]),
                                           parts[3].decode("ascii", "replace")))
                except ValueError:
                    continue
        return out

    def list_lines(self, keyword: str, wildmat: str | None = None) -> list[bytes] | None:
        """Return the raw lines of LIST <keyword> [wildmat], or None when the server refuses it for good (5xx).

        Why raw: the group list is the server's text; ``domain.group_listing``
        checks and counts each line, where ``list_active`` drops the bad ones
        unseen. None is a value: LIST COUNTS (RFC 6048) is optional, and a
        server without it answers 501 or 503.
        """
        resp = self._exchange(f"LIST {keyword}" + (f" {wildmat}" if wildmat else ""))
        if replies.succeeded(resp) and resp.lines is not None:
            return list(resp.lines)
        if replies.refused_for_good(resp):
            return None
        raise error_for(resp, command="LIST")

    def list_overview_fmt(self) -> OverviewFormat:
        """Return the server's overview field order, or RFC 3977's defaults if it has none."""
        resp = self._exchange("LIST OVERVIEW.FMT")
        if replies.succeeded(resp) and resp.lines is not None:
            fmt = OverviewFormat.from_lines(resp.lines)
        elif replies.refused_for_good(resp):
            fmt = OverviewFormat.default()
        else:
            raise error_for(resp, command="LIST OVERVIEW.FMT")
        self._overview_format = fmt
        return fmt

    @property
    def overview_format(self) -> OverviewFormat:
        """Return the overview format, asking the server once per session."""
        if self._overview_format is None:
            return self.list_overview_fmt()
        return self._overview_format

    # -- overviews and headers ---------------------------------------------

    def over_prefetch(self, low: int, high: int, *, block: bool = False) -> None:
        """Send OVER low-high now and leave its reply unread; ``over_lines`` / ``over_block(low, high)`` take it.

        Why: the server builds batch N+1 while the crawl ingests batch N, so
        its time and the round trip overlap the crawl's own work instead of
        adding to it. Up to ``OVER_AHEAD`` OVERs are in flight (a range
        already sent is not sent again); any other command first reads and
        drops the untaken replies, and a read of another range drops those
        queued before it, so the session never desynchronises. ``block``
        says which of the two will take it (either works).
        """
        if high < low or len(self._prefetched) >= OVER_AHEAD or (low, high) in self._prefetched:
            return
        if not self.connected:
            return  # the read that follows raises with the reason
        self._send(self._proto.command(self._over_command(low, high), block=block))
        self._prefetched.append((low, high))

    def _take_prefetched(self) -> tuple[tuple[int, int], Response]:
        rng = self._prefetched.popleft()  # callers check it is not empty
        return rng, self._read(time.monotonic() + self.timeouts.command)

    def over_lines(self, low: int, high: int) -> list[bytes]:
        """Return raw OVER/XOVER lines for low-high in the selected group.

        An empty or reversed range returns [] without a round trip; 420/423
        (nothing in range, e.g. past the end) return []. A line over
        max_line_kib is not in the result: ``last_long_lines`` names it
        (protocol invariant 9). A reply sent ahead
        by ``over_prefetch`` for the same range is used; one for another
        range is dropped.
        """
        resp = self._over_reply(low, high, block=False)
        if resp is None:
            return []
        return split_block(resp.block) if resp.block is not None else resp.lines or []

    def over_block(self, low: int, high: int) -> bytes:
        """Return the OVER/XOVER reply for low-high as one block, each line ending in CRLF (b"" for none).

        Why: the crawl's C scanner walks the reply as read; splitting it into
        a bytes object per line cost the reading thread a fifth of its time.
        Same rules as ``over_lines``.
        """
        resp = self._over_reply(low, high, block=True)
        if resp is None:
            return b""
        return resp.block if resp.block is not None else join_block(resp.lines or [])

    def _over_command(self, low: int, high: int) -> str:
        """Return the OVER (or, for servers without it, XOVER) command for low-high."""
        if self._over_verb is None:
            self._over_verb = "OVER" if self.caps.has("OVER") else "XOVER"
        return f"{self._over_verb} {low}-{high}"

    def _over_reply(self, low: int, high: int, *, block: bool) -> Response | None:
        """Return the 224 reply for low-high, or None for an empty range or 420/423; raise on anything else."""
        self.last_long_lines = ()
        if high < low:
            return None
        resp: Response | None = None
        while self._prefetched and resp is None:
            rng, ahead = self._take_prefetched()  # replies come in order: those before (low, high) are stale
            resp = ahead if rng == (low, high) else None
        if resp is None:
            resp = self._exchange(self._over_command(low, high), block=block)
        if resp.code in replies.TRY_OLDER_VERB and self._over_verb == "OVER":
            self._over_verb = "XOVER"  # advertised or guessed OVER that the server does not take
            resp = self._exchange(self._over_command(low, high), block=block)
        if replies.succeeded(resp):
            self._note_long_lines(resp)
            return resp
        if replies.absent(resp):
            return None
        raise error_for(resp)  # named by the verb of the command it answers

    def _note_long_lines(self, resp: Response) -> None:
        self.last_long_lines = resp.long_lines
        if resp.long_lines:
            self.long_lines += len(resp.long_lines)
            log.debug("%s %s: dropped %d lines over max_line_kib: %s", self.config.host, resp.verb,
                      len(resp.long_lines), resp.long_lines[:10])

    def over(self, low: int, high: int) -> OverviewBatch:
        """Return overview records for low-high, field positions from LIST OVERVIEW.FMT."""
        fmt = self.overview_format
        lines = self.over_lines(low, high)
        batch = parse_overview(lines, fmt)
        if batch.malformed:
            self.malformed_overview += batch.malformed
            log.debug("%d malformed overview lines from %s, e.g. %r", batch.malformed, self.config.host,
                      batch.malformed_sample)
        return batch

    def xover(self, low: int, high: int) -> OverviewBatch:
        """Return overview records using XOVER (RFC 2980), for servers without OVER."""
        self._over_verb = "XOVER"
        return self.over(low, high)

    def hdr(self, header: str, key: int | str | tuple[int, int]) -> list[tuple[int, bytes]]:
        """Return (article number, raw value) for one header over a range, number or message-id.

        Uses HDR (RFC 3977) when advertised, else XHDR (RFC 2980). A line
        over max_line_kib is left out and named in ``last_long_lines``.
        """
        self.last_long_lines = ()
        if isinstance(key, tuple):
            low, high = key
            if high < low:
                return []
            arg = f"{low}-{high}"
        else:
            arg = _article_key(key)
        if self._hdr_verb is None:
            self._hdr_verb = "HDR" if self.caps.has("HDR") else "XHDR"
        resp = self._exchange(f"{self._hdr_verb} {header} {arg}")
        if resp.code in replies.TRY_OLDER_VERB and self._hdr_verb == "HDR":
            self._hdr_verb = "XHDR"
            resp = self._exchange(f"XHDR {header} {arg}")
        if replies.succeeded(resp) and resp.lines is not None:
            self._note_long_lines(resp)
            out: list[tuple[int, bytes]] = []
            for line in resp.lines:
                number, _, value = line.partition(b" ")
                try:
                    out.append((int(number), value))
                except ValueError:
                    out.append((0, value))
            return out
        if replies.absent(resp):
            return []
        raise error_for(resp, command=self._hdr_verb)

    # -- articles --------------------------------------------------------------

    def _fetch(self, verb: str, key: int | str | None) -> ArticleData | None:
        command = verb if key is None else f"{verb} {_article_key(key)}"
        resp = self._expect(command)
        if replies.absent(resp):
            return None
        parts = resp.message.split()
        try:
            number = int(parts[0])
        except (ValueError, IndexError):
            number = 0
        msgid = parts[1] if len(parts) > 1 else (key if isinstance(key, str) else "")
        return ArticleData(number, msgid, resp.lines or [])

    def head(self, key: int | str | None = None) -> ArticleData | None:
        """Return an article's raw header lines, or None when absent (420/423/430)."""
        return self._fetch("HEAD", key)

    def body(self, key: int | str | None = None) -> ArticleData | None:
        """Return an article's raw body lines, or None when absent."""
        return self._fetch("BODY", key)

    def article(self, key: int | str | None = None) -> ArticleData | None:
        """Return an article's raw lines (headers, blank line, body), or None when absent."""
        return self._fetch("ARTICLE", key)

    def stat(self, key: int | str) -> bool:
        """Return whether an article exists (223) or not (430/423/420)."""
        return not replies.absent(self._expect(f"STAT {_article_key(key)}"))

    def stat_numbers(self, message_ids: Sequence[str], window: int = STAT_WINDOW) -> dict[str, int | None]:
        """STAT many message-ids, pipelined; return msgid -> article number (0 if the server gives none) or None.

        An id that is not a valid message-id is not sent and maps to None.
        """
        out: dict[str, int | None] = dict.fromkeys(message_ids)  # an id that is not one stays None: never sent
        at, wire = self._sendable(message_ids)
        for i, resp in self._pipeline("STAT", wire, window, self.timeouts.stat):
            msgid = message_ids[at[i]]
            if replies.succeeded(resp):
                try:
                    out[msgid] = int(resp.message.split()[0])
                except (ValueError, IndexError):
                    out[msgid] = 0
            else:
                out[msgid] = None
        return out

    def stat_many(self, message_ids: Sequence[str], window: int = STAT_WINDOW) -> dict[str, bool]:
        """STAT many message-ids with up to ``window`` in flight; return msgid -> present.

        Each reply must arrive within ``timeouts.stat`` of the previous one:
        a STAT is one short line, so a silent connection is found dead in
        seconds rather than after a whole-command timeout. An id that is not
        a valid message-id is not sent and maps to False.
        """
        return {m: n is not None for m, n in self.stat_numbers(message_ids, window).items()}

    def stat_outcomes(self, message_ids: Sequence[str], window: int = STAT_WINDOW) -> list[StatOutcome]:
        """STAT many message-ids, pipelined; return one StatOutcome per id, in order (duplicates allowed).

        Why not ``stat_many``: a health check must tell "absent" from "the
        server answered something unusable" (a 5xx or unexpected 4xx for one
        article, or a 223 naming another article: a lying server), and must
        keep going past such a reply. Those are UNUSABLE, never raised. What
        ends the session or its login still raises, after the replies owed
        were read: 400 (the server closed), 480 (every later reply would be
        480 too), a garbled or late reply (the connection is dropped). An id
        that is not a valid message-id is not sent: it is UNUSABLE (no usable
        answer can exist for it), counted in ``bad_message_ids``.
        """
        out = [StatOutcome.UNUSABLE] * len(message_ids)
        at, wire = self._sendable(message_ids)
        for i, resp in self._pipeline("STAT", wire, window, self.timeouts.stat, tolerate=True):
            if replies.succeeded(resp):
                named = resp.message.split()[1:2]
                same = not named or named[0] == wire[i]
                out[at[i]] = StatOutcome.PRESENT if same else StatOutcome.UNUSABLE
            elif replies.absent(resp):
                out[at[i]] = StatOutcome.ABSENT
        return out

    def fetch_many(
        self, verb: Literal["HEAD", "BODY"], message_ids: Sequence[str], *, window: int
    ) -> dict[str, ArticleData | None]:
        """Send ``verb`` for many message-ids, pipelined; return msgid -> the reply's lines, or None when absent (430).

        ``window`` is how many are in flight, which is also how many replies
        may sit in memory at once: small for bodies (a spot's NZB segment is
        ~1 MiB), larger for headers. An id that is not a valid message-id is
        not sent and maps to None, like an absent article.
        """
        out: dict[str, ArticleData | None] = dict.fromkeys(message_ids)
        at, wire = self._sendable(message_ids)
        for i, resp in self._pipeline(verb, wire, window, self.timeouts.command):
            if replies.succeeded(resp):
                parts = resp.message.split()
                number = int(parts[0]) if parts and parts[0].isdigit() else 0
                out[message_ids[at[i]]] = ArticleData(number, wire[i], resp.lines or [])
            else:
                out[message_ids[at[i]]] = None
        return out

    def _sendable(self, message_ids: Sequence[str]) -> tuple[list[int], list[str]]:
        """Return the positions and wire forms of the ids that are message-ids; count the others (never sent)."""
        at: list[int] = []
        wire: list[str] = []
        for k, msgid in enumerate(message_ids):
            bracketed = msgids.bracketed(msgid) if isinstance(msgid, str) else None
            if bracketed is None:
                self.bad_message_ids += 1
                log.debug("not sending %r to %s: not a valid message-id", str(msgid)[:120], self.config.host)
                continue
            at.append(k)
            wire.append(bracketed)
        return at, wire

    def _pipeline(
        self, verb: str, wire: Sequence[str], window: int, per_reply: float, *, tolerate: bool = False
    ) -> Iterable[tuple[int, Response]]:
        """Yield (index into ``wire``, reply) with up to ``window`` commands in flight (a sliding window).

        ``wire`` holds bracketed ids that passed ``_sendable``.

        More commands are sent whenever half the window has been answered, so
        the server always has work queued. On a failure no more commands are
        sent, the replies still owed are read (keeping the stream in step),
        then the error is raised; if the server ended the session with its
        reply (400), nothing more is owed and the error is raised at once.
        ``tolerate``: a reply that is neither success nor "absent" is yielded
        like any other, unless it ended the session or asks for a login.
        """
        ids = list(wire)
        window = max(1, window)
        refill = max(1, window // 2)
        sent = received = 0
        failure: NNTPError | None = None

        def send_more() -> None:
            nonlocal sent
            k = min(window - (sent - received), len(ids) - sent)
            if k > 0:
                self._send(self._proto.commands([f"{verb} {m}" for m in ids[sent : sent + k]]))
                sent += k

        if not self.connected:
            raise NNTPProtocolError("the connection is closed or broken; borrow a fresh one")
        send_more()
        while received < sent:
            resp = self._read(time.monotonic() + per_reply)
            index = received
            received += 1
            if failure is None and not (replies.succeeded(resp) or replies.absent(resp)):
                if not tolerate or not self.connected or classify(resp.code) is ReplyKind.AUTH:
                    failure = error_for(resp, command=verb)
            if failure is not None and not self.connected:
                break  # the session ended with that reply: no other reply is coming
            if failure is None:
                if sent - received <= window - refill and sent < len(ids):
                    send_more()
                yield index, resp
        if failure is not None:
            raise failure
