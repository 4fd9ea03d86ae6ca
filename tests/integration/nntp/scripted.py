"""A small scripted NNTP server over real sockets, fed literal replies.

Why: the client's fault handling (drop mid-OVER, 400/502 greeting, 480
mid-session, stall, truncated block, garbage status line) must be exercised
on purpose, byte for byte, which a faithful server will not do. Each
``handle_<VERB>`` returns the literal bytes to send, or a Fault.
"""

from __future__ import annotations

import enum
import socket
import ssl
import threading
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field

OVERVIEW_FMT = (
    b"215 Order of fields in overview database.\r\n"
    b"Subject:\r\nFrom:\r\nDate:\r\nMessage-ID:\r\nReferences:\r\n:bytes\r\n:lines\r\nXref:full\r\n.\r\n"
)


class Fault(enum.Enum):
    """What the server does instead of replying."""

    DROP = "drop"  # close the socket at once
    STALL = "stall"  # never answer (until the test ends)


@dataclass
class Reply:
    """Bytes to send, then optionally a fault (e.g. drop after half a block)."""

    data: bytes
    then: Fault | None = None


Handler = Callable[["Session", str], "bytes | Reply | Fault"]


@dataclass
class Script:
    """The server's behaviour: greeting, capabilities and per-verb handlers."""

    greeting: bytes | None = b"200 scripted news server ready\r\n"  # None: accept and never speak
    capabilities: list[str] = field(
        default_factory=lambda: ["VERSION 2", "READER", "OVER", "HDR", "LIST ACTIVE NEWSGROUPS OVERVIEW.FMT"]
    )
    handlers: dict[str, Handler] = field(default_factory=dict)
    users: dict[str, str] = field(default_factory=dict)
    gzip_terminator_inside: bool = False
    tls_context: ssl.SSLContext | None = None  # STARTTLS upgrade context


class Session:
    """One client connection to the scripted server."""

    def __init__(self, server: ScriptedServer, sock: socket.socket) -> None:
        self.server = server
        self.sock = sock
        self.inflater: zlib._Decompress | None = None
        self.deflater: zlib._Compress | None = None
        self.gzip = False
        self.user: str | None = None
        self.authed = False
        self.group: str | None = None
        self.buf = b""

    def send(self, data: bytes) -> None:
        if self.deflater is not None:
            data = self.deflater.compress(data) + self.deflater.flush(zlib.Z_SYNC_FLUSH)
        self.sock.sendall(data)

    def read_line(self) -> bytes | None:
        while b"\r\n" not in self.buf:
            chunk = self.sock.recv(65536)
            if not chunk:
                return None
            if self.inflater is not None:
                chunk = self.inflater.decompress(chunk)
            self.buf += chunk
        line, self.buf = self.buf.split(b"\r\n", 1)
        return line

    def gzip_block(self, status: bytes, lines: list[bytes]) -> bytes:
        """Encode a multi-line reply as XFEATURE COMPRESS GZIP does."""
        text = b"".join((b"." + ln if ln.startswith(b".") else ln) + b"\r\n" for ln in lines)
        if self.server.script.gzip_terminator_inside:
            return status + zlib.compress(text + b".\r\n")
        return status + zlib.compress(text) + b".\r\n"


def block(status: str | bytes, lines: list[bytes]) -> bytes:
    """Encode a dot-stuffed multi-line reply."""
    head = status.encode() if isinstance(status, str) else status
    body = b"".join((b"." + ln if ln.startswith(b".") else ln) + b"\r\n" for ln in lines)
    return head + b"\r\n" + body + b".\r\n"


class ScriptedServer:
    """A threaded TCP server on 127.0.0.1 playing a Script; use as a context manager."""

    def __init__(self, script: Script | None = None, tls: ssl.SSLContext | None = None, bind: str = "127.0.0.1") -> None:
        self.script = script or Script()
        self.tls = tls
        self.commands: list[str] = []
        self.connections = 0
        self._listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._listener.bind((bind, 0))
        self._listener.listen(64)
        self.port = self._listener.getsockname()[1]
        self._stop = threading.Event()
        self._socks: list[socket.socket] = []
        self._thread = threading.Thread(target=self._accept, daemon=True)

    def __enter__(self) -> ScriptedServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._listener.close()
        for s in list(self._socks):
            try:
                s.close()
            except OSError:
                pass

    def url(self, user: str | None = None, password: str | None = None, scheme: str = "nntp") -> str:
        auth = f"{user}:{password}@" if user else ""
        return f"{scheme}://{auth}127.0.0.1:{self.port}"

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                sock, _ = self._listener.accept()
            except OSError:
                return
            self.connections += 1
            threading.Thread(target=self._serve, args=(sock,), daemon=True).start()

    def _serve(self, sock: socket.socket) -> None:
        try:
            if self.tls is not None:
                sock = self.tls.wrap_socket(sock, server_side=True)
            self._socks.append(sock)
            session = Session(self, sock)
            self._run(session)
        except (OSError, ssl.SSLError, zlib.error):
            pass
        finally:
            try:
                sock.close()
            except OSError:
                pass

    def _run(self, s: Session) -> None:
        greeting = self.script.greeting
        if greeting is None:
            self._stop.wait(30)
            return
        s.send(greeting)
        if not greeting.startswith((b"200", b"201")):
            time.sleep(0.05)
            return
        while not self._stop.is_set():
            raw = s.read_line()
            if raw is None:
                return
            line = raw.decode("utf-8", "replace")
            self.commands.append(line)
            verb, _, args = line.partition(" ")
            verb = verb.upper()
            handler = self.script.handlers.get(verb) or getattr(self, f"handle_{verb}", None)
            out = handler(s, args) if handler else b"500 unknown command\r\n"
            if isinstance(out, Fault):
                self._fault(s, out)
                return
            if isinstance(out, Reply):
                s.send(out.data)
                if out.then is not None:
                    self._fault(s, out.then)
                    return
                continue
            s.send(out)
            if verb == "QUIT":
                return
            if verb == "COMPRESS" and out.startswith(b"206"):
                s.deflater = zlib.compressobj(6, zlib.DEFLATED, -15)
                s.inflater = zlib.decompressobj(-15)
                if s.buf:
                    s.buf = s.inflater.decompress(s.buf)
            if verb == "STARTTLS" and out.startswith(b"382") and self.script.tls_context is not None:
                s.sock = self.script.tls_context.wrap_socket(s.sock, server_side=True)
                self._socks.append(s.sock)

    def _fault(self, s: Session, fault: Fault) -> None:
        if fault is Fault.STALL:
            self._stop.wait(30)
        try:
            s.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    # -- default handlers ----------------------------------------------------

    def handle_CAPABILITIES(self, s: Session, args: str) -> bytes:
        caps = list(self.script.capabilities)
        if s.authed:
            caps = [c for c in caps if not c.startswith("AUTHINFO")]
        return block("101 Capability list:", [c.encode() for c in caps])

    def handle_MODE(self, s: Session, args: str) -> bytes:
        return b"200 reader mode\r\n"

    def handle_AUTHINFO(self, s: Session, args: str) -> bytes:
        kind, _, value = args.partition(" ")
        if kind.upper() == "USER":
            s.user = value
            return b"381 password required\r\n"
        if kind.upper() == "PASS":
            if s.user is not None and self.script.users.get(s.user) == value:
                s.authed = True
                return b"281 authentication accepted\r\n"
            return b"481 authentication failed\r\n"
        return b"501 bad authinfo\r\n"

    def handle_DATE(self, s: Session, args: str) -> bytes:
        return b"111 20260102030405\r\n"

    def handle_QUIT(self, s: Session, args: str) -> bytes:
        return b"205 bye\r\n"

    def handle_LIST(self, s: Session, args: str) -> bytes:
        if args.upper().startswith("OVERVIEW.FMT"):
            return OVERVIEW_FMT
        return b"503 not supported\r\n"

    def handle_XFEATURE(self, s: Session, args: str) -> bytes:
        return b"500 unknown command\r\n"


def self_signed_tls() -> tuple[ssl.SSLContext, ssl.SSLContext]:
    """Return (server context, client context trusting it) for 127.0.0.1, made with cryptography."""
    cert_path, key_path = self_signed_cert()
    server = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server.load_cert_chain(cert_path, key_path)
    client = ssl.create_default_context(cafile=cert_path)
    return server, client


def self_signed_cert() -> tuple[str, str]:
    """Write a self-signed certificate for 127.0.0.1 and its key; return (cert path, key path)."""
    import datetime as dt
    import ipaddress
    import tempfile

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = dt.datetime.now(dt.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(days=1))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), True)
        .sign(key, hashes.SHA256())
    )
    d = tempfile.mkdtemp(prefix="nntp-tls-")
    cert_path, key_path = f"{d}/cert.pem", f"{d}/key.pem"
    with open(cert_path, "wb") as f:
        f.write(cert.public_bytes(serialization.Encoding.PEM))
    with open(key_path, "wb") as f:
        f.write(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                  serialization.NoEncryption()))
    return cert_path, key_path
