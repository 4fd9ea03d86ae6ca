"""Generate signed Spotnet test spots, with their payload articles and expected outcomes.

WHY: the spot import must be scored against spots whose truth is known, in
every trust case the reference names (spotnet.md section 3, 6) and with the
damage real spots arrive with (section 2, 7). Real moderator private keys do
not exist outside Spotnet, so the corpus signs with TEST keys generated from
the seed (``corpus_keyring``), and the import under test is given that ring
instead of the shipped one.

Everything is derived from ``seed``: keys (deterministic primes), names,
message-ids (hashcash ids found by counting, not by chance), payloads. The
same seed gives byte-identical articles, so a manifest can be checked in.

Output: ``SpotCorpus`` with, per case, the spot article (or moderation
command) as a news server would serve it (``ServedArticle``: ordered raw
headers and body lines, the XOVER fields), its NZB and image payload
articles, and the expected outcome (``SpotCorpus.manifest()``).
"""

from __future__ import annotations

import base64
import email.utils
import functools
import hashlib
import html
import json
import random
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from usenet_ops.corpus import names
from usenet_ops.domain.nzb import NzbFile, NzbSegment, render_nzb
from usenet_ops.domain.spotnet.payload import encode_payload
from usenet_ops.domain.spotnet.signature import KeyRing, PublicKey, escape_base64

__all__ = [
    "NOW",
    "ServedArticle",
    "SpotCase",
    "SpotCorpus",
    "SigningKey",
    "generate_spot_feed",
    "generate_spots",
    "spot_for_nzb",
    "make_key",
    "moderation_command",
    "corpus_keyring",
]

NOW = 1_750_000_000  # the corpus's "current time"; pass it to the parser as ``now``
SPOT_GROUP = "free.pt"
PAYLOAD_GROUP = "alt.binaries.ftd"
_SHA1_DIGEST_INFO = bytes.fromhex("3021300906052b0e03021a05000414")
_ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


# --- keys ------------------------------------------------------------------------


def _probable_prime(n: int, rng: random.Random) -> bool:
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(24):
        x = pow(rng.randrange(2, n - 1), d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(bits: int, rng: random.Random) -> int:
    while True:
        candidate = rng.getrandbits(bits) | (3 << (bits - 2)) | 1
        if (candidate - 1) % 65537 and _probable_prime(candidate, rng):
            return candidate


@dataclass(frozen=True)
class SigningKey:
    """A test RSA key pair (never a real Spotnet key): signs as PKCS#1 v1.5 / SHA-1."""

    n: int
    e: int
    d: int
    public: PublicKey = field(compare=False)

    def sign(self, message: bytes) -> bytes:
        """Sign ``message`` (EMSA-PKCS1-v1_5 with SHA-1), computed directly.

        Computed with integers rather than through ``cryptography`` so the
        corpus keeps working if the library stops loading 384-bit private
        keys; tests check the result against ``cryptography``'s verifier.
        """
        size = (self.n.bit_length() + 7) // 8
        t = _SHA1_DIGEST_INFO + hashlib.sha1(message).digest()
        em = b"\x00\x01" + b"\xff" * (size - len(t) - 3) + b"\x00" + t
        return pow(int.from_bytes(em, "big"), self.d, self.n).to_bytes(size, "big")

    def modulus_b64(self) -> str:
        """Return the modulus in plain base64 (.NET's ``RSAKeyValue`` spelling)."""
        return base64.b64encode(self.public.modulus_bytes).decode("ascii")

    def key_value_xml(self) -> str:
        """Return the ``X-User-Key`` value (.NET ``ToXmlString(false)``)."""
        return f"<RSAKeyValue><Modulus>{self.modulus_b64()}</Modulus><Exponent>AQAB</Exponent></RSAKeyValue>"


@functools.lru_cache(maxsize=64)
def make_key(label: str, bits: int = 384) -> SigningKey:
    """Derive a test key from ``label`` deterministically (same label, same key)."""
    rng = random.Random(hashlib.sha256(f"spot-key:{label}:{bits}".encode()).digest())
    while True:
        p, q = _prime(bits // 2, rng), _prime(bits - bits // 2, rng)
        n = p * q
        if p != q and n.bit_length() == bits:
            break
    e = 65537
    d = pow(e, -1, (p - 1) * (q - 1))
    return SigningKey(n, e, d, PublicKey(n, e))


def corpus_keyring(seed: int) -> tuple[KeyRing, dict[int, SigningKey]]:
    """Return the ring the corpus signs with (key ids 2, 3, 4) and its private halves."""
    private = {kid: make_key(f"{seed}:builtin:{kid}") for kid in (2, 3, 4)}
    roles = {2: "moderator", 3: "signing-service", 4: "signing-service"}
    return KeyRing({k: v.public for k, v in private.items()}, roles), private


# --- articles ------------------------------------------------------------------------


@dataclass(frozen=True)
class ServedArticle:
    """One article as a news server serves it: raw headers in order and body lines (unstuffed)."""

    message_id: str  # without angle brackets
    group: str
    headers: tuple[tuple[str, bytes], ...]
    body: tuple[bytes, ...]

    def header(self, name: str) -> bytes | None:
        """Return the first header's raw value by case-insensitive name."""
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value
        return None

    def head_lines(self) -> list[bytes]:
        """Return the HEAD reply's lines (what ``parse_spot_head`` reads)."""
        out: list[bytes] = []
        for key, value in self.headers:
            out.extend((key.encode("ascii") + b": " + value).split(b"\r\n"))
        return out

    def to_bytes(self) -> bytes:
        """Return the whole article, CRLF line ends, not dot-stuffed."""
        return b"\r\n".join([*self.head_lines(), b"", *self.body]) + b"\r\n"

    def overview_line(self, number: int) -> bytes:
        """Return this article's XOVER line (RFC 3977 overview: number, Subject, From, Date,
        Message-ID, References, bytes, lines), tabs inside values turned into spaces."""
        raw = self.to_bytes()
        fields = [
            self.header("Subject") or b"",
            self.header("From") or b"",
            self.header("Date") or b"",
            self.header("Message-ID") or b"",
            self.header("References") or b"",
        ]
        clean = [f.replace(b"\r\n", b"").replace(b"\t", b" ") for f in fields]
        return b"\t".join([str(number).encode(), *clean, str(len(raw)).encode(), str(len(self.body)).encode()])

    def overview(self) -> dict[str, bytes]:
        """Return the XOVER fields the spot import reads (Subject, From, Date, Message-ID)."""
        return {
            "subject": self.header("Subject") or b"",
            "from": self.header("From") or b"",
            "date": self.header("Date") or b"",
            "message_id": b"<" + self.message_id.encode("latin-1") + b">",
        }


@dataclass(frozen=True)
class SpotCase:
    """One generated spot or command, its payloads, and what the import must conclude."""

    name: str
    article: ServedArticle
    expect: dict[str, Any]
    payload: tuple[ServedArticle, ...] = ()
    withheld: tuple[str, ...] = ()  # payload ids the spot names that the server must answer 430 for


@dataclass(frozen=True)
class SpotCorpus:
    """The generated cases and the test key ring they are signed with."""

    seed: int
    now: int
    keyring: KeyRing
    cases: tuple[SpotCase, ...]

    def case(self, name: str) -> SpotCase:
        """Return a case by name."""
        for c in self.cases:
            if c.name == name:
                return c
        raise KeyError(f"no spot case {name!r}; cases: {', '.join(c.name for c in self.cases)}")

    def articles(self) -> Iterator[ServedArticle]:
        """Yield every article a server must hold: spots in free.pt, payloads in alt.binaries.ftd."""
        for c in self.cases:
            yield c.article
            yield from c.payload

    def numbered(self) -> dict[str, list[tuple[int, ServedArticle]]]:
        """Number each group's articles 1..n in generation order, as a server would (withheld ones are absent)."""
        out: dict[str, list[tuple[int, ServedArticle]]] = {SPOT_GROUP: [], PAYLOAD_GROUP: []}
        for art in self.articles():
            group = out[art.group]
            group.append((len(group) + 1, art))
        return out

    def write(self, directory: str | Path) -> Path:
        """Write ``manifest.json`` and every article as ``articles/<group>/<number>`` (raw, CRLF)."""
        root = Path(directory)
        for group, articles in self.numbered().items():
            folder = root / "articles" / group
            folder.mkdir(parents=True, exist_ok=True)
            for number, art in articles:
                (folder / str(number)).write_bytes(art.to_bytes())
        path = root / "manifest.json"
        path.write_text(json.dumps(self.manifest(), indent=1, sort_keys=True) + "\n")
        return path

    def manifest(self) -> dict[str, Any]:
        """Return the expected outcomes, JSON-ready (message-ids without brackets)."""
        return {
            "seed": self.seed,
            "now": self.now,
            "groups": {"spots": SPOT_GROUP, "payloads": PAYLOAD_GROUP},
            "keys": {str(k): escape_base64(self.keyring.keys[k].modulus_bytes) for k in self.keyring},
            "cases": [
                {"case": c.name, "message_id": c.article.message_id, "withheld": list(c.withheld), **c.expect} for c in self.cases
            ],
        }


class _Builder:
    """Shared state of one generation run: the rng, keys and the clock."""

    def __init__(self, seed: int, now: int) -> None:
        self.seed = seed
        self.now = now
        self.rng = random.Random(seed)
        self.keyring, self.builtin = corpus_keyring(seed)

    def token(self, n: int) -> str:
        return "".join(self.rng.choice(_ALNUM) for _ in range(n))

    def hashcash_id(self) -> str:
        """Find ``<random@spot.net>`` whose SHA-1 starts with 16 zero bits (section 1)."""
        prefix = self.token(16)
        base = hashlib.sha1(b"<" + prefix.encode())
        for counter in range(1 << 24):
            tail = f"{counter:x}@spot.net>".encode()
            h = base.copy()
            h.update(tail)
            if h.digest()[:2] == b"\x00\x00":
                return f"{prefix}{counter:x}@spot.net"
        raise RuntimeError("no hashcash id found")  # pragma: no cover - 2^24 tries never all fail

    def plain_id(self) -> str:
        mid = f"{self.token(20)}@spot.net"
        while hashlib.sha1(f"<{mid}>".encode()).digest()[:2] == b"\x00\x00":  # pragma: no cover
            mid = f"{self.token(20)}@spot.net"
        return mid

    def payload(
        self, data: bytes, *, compress: bool, article_bytes: int = 1024 * 1024, split_escapes: bool = False
    ) -> list[ServedArticle]:
        bodies = encode_payload(data, compress=compress, article_bytes=article_bytes)
        if split_escapes:
            bodies = [_split_escapes(lines) for lines in bodies]
        out = []
        for lines in bodies:
            mid = f"{self.token(24)}@spot.net"
            headers = (
                ("From", b"spotnet <spotnet@spot.net>"),
                ("Subject", hashlib.md5(b"".join(lines)).hexdigest().encode()),
                ("Newsgroups", PAYLOAD_GROUP.encode()),
                ("Message-ID", f"<{mid}>".encode()),
                ("Date", email.utils.formatdate(self.now - 3600, usegmt=True).encode()),
                ("Content-Type", b"text/plain; charset=ISO-8859-1"),
                ("Content-Transfer-Encoding", b"8bit"),
            )
            out.append(ServedArticle(mid, PAYLOAD_GROUP, headers, tuple(lines)))
        return out


def _split_escapes(lines: list[bytes]) -> list[bytes]:
    """Re-cut lines so some escapes straddle a line break ("=" ends a line, its letter starts the next)."""
    data = b"".join(lines)
    out, pos = [], 0
    while pos < len(data):
        end = min(pos + 700, len(data))
        nxt = data.find(b"=", end - 1, end + 200)
        if nxt != -1 and nxt + 1 < len(data):
            end = nxt + 1
        out.append(data[pos:end])
        pos = end
    return out


def _nzb_files(b: _Builder, title: str, count: int = 3) -> list[NzbFile]:
    files = []
    for f in range(1, count + 1):
        segments = tuple(
            NzbSegment(n, 716_800 if n < 4 else 123_456, f"{b.token(22)}$part{f}.{n}@ngPost.com") for n in range(1, 5)
        )
        files.append(
            NzbFile(
                f'{title} [{f:02d}/{count:02d}] - "{title}.part{f:02d}.rar" yEnc (1/4)',
                "Poster <poster@example.com>",
                b.now - 86400,
                ("alt.binaries.multimedia", "alt.binaries.hdtv"),
                segments,
            )
        )
    return files


@dataclass
class _SpotSpec:
    """The knobs one case turns; defaults make a valid key-3 spot."""

    key_id: int = 3
    category: int = 1
    subcats: str = "a09b04c00d11z01"
    xml_subs: Sequence[str] = ("a09", "b04", "c00", "d11", "z01")
    title: str = ""
    tag: str = "SPARKS"
    nick: str = "Spotter"
    size: int = 3_366_259_428
    posted: int = 0
    user_key: SigningKey | None = None  # the poster's own key
    local_modulus: bool = False  # put the poster's modulus in From LOCAL
    local_user_sig: bool = False  # ... and their signature over <message-id>
    head_user_key: bool = False  # X-User-Key / X-User-Signature headers
    header_title: str | None = None  # what the header signature covers, when tampered
    header_signs_tag: bool = False  # sign "title | tag" as Spotweb's own poster does
    omit_signature: bool = False  # no header signature field at all
    header_signer: SigningKey | None = None  # default: built-in key of key_id (or the user key for 7)
    user_sig_over: str | None = None  # message the user signature covers, when tampered
    head_key_override: SigningKey | None = None  # X-User-Key that differs from LOCAL
    hashcash: bool = True
    xml: str | None = None  # a ready document instead of the built one
    xml_signer: SigningKey | None = None
    description: str = "Een mooie film.[br][br]Met ondertitels.[br]Veel plezier!"
    nzb_segments: Sequence[str] | None = None
    image_segment: str | None = None
    extra_posting: str = ""
    fields: Sequence[str] | None = None  # From DOMAIN fields [2:-1]


def _xml(spec: _SpotSpec, posted: int, nzb_ids: Sequence[str]) -> str:
    cat = spec.category if spec.key_id != 1 else spec.category - 1
    sub = "SubCat" if spec.key_id == 1 else "Sub"  # FTD spots used <SubCat> (section 2)
    subs = "".join(f"<{sub}>{cat:02d}{s}</{sub}>" for s in spec.xml_subs)
    image = (
        f"<Image Width='640' Height='480'><Segment>{spec.image_segment}</Segment></Image>"
        if spec.image_segment
        else "<Image>http://images.example/cover.jpg</Image>"
    )
    nzb = "".join(f"<Segment>{html.escape(mid)}</Segment>" for mid in nzb_ids)
    return (
        "<Spotnet><Posting>"
        f"<Key>{spec.key_id}</Key><Created>{posted}</Created><Poster>{spec.nick}</Poster>"
        f"<Tag>{spec.tag}</Tag><Title><![CDATA[{spec.title}]]></Title>"
        f"<Description><![CDATA[{spec.description}]]></Description>"
        f"<Website><![CDATA[http://www.imdb.com/title/tt0111161/]]></Website>"
        f"{image}<Size>{spec.size}</Size>"
        f"<Category>{cat:02d}{subs}</Category><NZB>{nzb}</NZB>{spec.extra_posting}"
        "</Posting></Spotnet>"
    )


def _pieces(xml: bytes, size: int = 900) -> list[bytes]:
    return [xml[i : i + size] for i in range(0, len(xml), size)]


def _build_spot(b: _Builder, spec: _SpotSpec, nzb_ids: Sequence[str]) -> ServedArticle:
    posted = spec.posted or b.now - 7200
    mid = b.hashcash_id() if spec.hashcash else b.plain_id()
    fields = spec.fields if spec.fields is not None else (str(spec.size), "20", str(posted), "1", "NL")
    domain = f"{spec.category}{spec.key_id}{spec.subcats}." + ".".join(fields)
    user = spec.user_key
    own_key = spec.key_id == 7 or (spec.key_id == 2 and spec.local_modulus)
    signer = spec.header_signer or (user if own_key else b.builtin.get(spec.key_id)) or make_key(f"{b.seed}:stranger")
    shown_subject = spec.title + (f" | {spec.tag}" if spec.tag else "")
    signed = spec.header_title if spec.header_title is not None else shown_subject if spec.header_signs_tag else spec.title
    signed_title = signed.encode("latin-1")
    header_sig = escape_base64(signer.sign(signed_title + domain.encode("ascii") + spec.nick.encode("latin-1")))
    user_sig = ""
    if user is not None:
        user_sig = escape_base64(user.sign((spec.user_sig_over or f"<{mid}>").encode("latin-1")))
    if user is not None and spec.local_modulus:
        local = escape_base64(user.public.modulus_bytes) + (f".{user_sig}" if spec.local_user_sig else "")
    else:
        local = b.token(12)
    xml = spec.xml if spec.xml is not None else _xml(spec, posted, nzb_ids)
    xml_bytes = xml.encode("utf-8")
    pieces = _pieces(xml_bytes)
    headers: list[tuple[str, bytes]] = [
        ("Path", b"news.example!not-for-mail"),
        ("From", f"{spec.nick} <{local}@{domain}.{'' if spec.omit_signature else header_sig}>".encode("latin-1")),
        ("Subject", shown_subject.encode("latin-1")),
        ("Newsgroups", SPOT_GROUP.encode()),
        ("Message-ID", f"<{mid}>".encode()),
        ("Date", email.utils.formatdate(posted, usegmt=True).encode()),
    ]
    headers.extend(("X-XML", piece) for piece in pieces)
    xml_signer = spec.xml_signer or (user if spec.key_id == 7 else b.builtin.get(spec.key_id))
    if xml_signer is not None:
        headers.append(("X-XML-Signature", escape_base64(xml_signer.sign(xml_bytes)).encode()))
    if spec.head_user_key and user is not None:
        shown = spec.head_key_override or user
        headers.append(("X-User-Key", shown.key_value_xml().encode()))
        headers.append(("X-User-Signature", user_sig.encode()))
    headers.extend((("X-Newsreader", b"usenet-ops spot corpus"), ("X-No-Archive", b"yes")))
    body = tuple(line.encode("latin-1", "replace") for line in spec.description.replace("[br]", "\n").split("\n"))
    return ServedArticle(mid, SPOT_GROUP, tuple(headers), body)


def _command(
    b: _Builder,
    verb: str,
    target: str,
    *,
    poster_key: SigningKey | None = None,
    signer: SigningKey | None = None,
    posted: int = 0,
) -> ServedArticle:
    """Build a key-id-2 moderation command; with ``poster_key``, a personal dispose (size 999)."""
    posted = posted or b.now - 600
    mid = b.hashcash_id()
    size = "999" if poster_key is not None else "0"
    domain = f"12a01.{size}.10.{posted}.1.NL"
    title = f"{verb} {target}"
    nick = "Moderator" if poster_key is None else "Spotter"
    key = signer or poster_key or b.builtin[2]
    sig = escape_base64(key.sign(title.encode() + domain.encode() + nick.encode()))
    if poster_key is not None:
        local = escape_base64(poster_key.public.modulus_bytes) + "." + escape_base64(poster_key.sign(f"<{mid}>".encode()))
    else:
        local = b.token(10)
    headers = (
        ("From", f"{nick} <{local}@{domain}.{sig}>".encode()),
        ("Subject", title.encode()),
        ("Newsgroups", SPOT_GROUP.encode()),
        ("Message-ID", f"<{mid}>".encode()),
        ("Date", email.utils.formatdate(posted, usegmt=True).encode()),
    )
    return ServedArticle(mid, SPOT_GROUP, headers, (b"moderation",))


@functools.lru_cache(maxsize=8)
def generate_spots(seed: int = 1, now: int = NOW) -> SpotCorpus:
    """Generate the corpus: every trust case, moderation, hostile XML and hostile payloads."""
    b = _Builder(seed, now)
    cases: list[SpotCase] = []
    rng = b.rng

    def spot(
        name: str,
        spec: _SpotSpec,
        expect: dict[str, Any],
        *,
        nzb_xml: bytes | None = None,
        nzb_raw: bytes | None = None,
        article_bytes: int = 1024 * 1024,
        withhold: int = 0,
        split_escapes: bool = False,
        rewrite: Any = None,
        pieces: Any = None,
    ) -> SpotCase:
        if not spec.title:
            spec.title = names.release_name(names.Kind.MOVIE_HD, rng)
        nzb_articles: list[ServedArticle] = []
        if spec.nzb_segments is None:
            if nzb_raw is not None:
                nzb_articles = b.payload(nzb_raw, compress=False)
            else:
                data = nzb_xml if nzb_xml is not None else render_nzb(_nzb_files(b, spec.title), title=spec.title)
                nzb_articles = b.payload(data, compress=True, article_bytes=article_bytes, split_escapes=split_escapes)
            nzb_ids: Sequence[str] = [a.message_id for a in nzb_articles]
        else:
            nzb_ids = spec.nzb_segments
        image: list[ServedArticle] = []
        if spec.image_segment is None and spec.key_id != 1:
            image = b.payload(bytes(rng.getrandbits(8) for _ in range(3000)), compress=False)
            spec.image_segment = image[0].message_id
        withheld = tuple(a.message_id for a in nzb_articles[len(nzb_articles) - withhold :]) if withhold else ()
        served = tuple(a for a in (*nzb_articles, *image) if a.message_id not in withheld)
        article = _build_spot(b, spec, nzb_ids)
        if rewrite is not None or pieces is not None:
            article = _rewrite_xml(article, rewrite, pieces)
        expect = {**expect}
        if expect.get("kind") == "spot" and expect.get("outcome") == "accepted" and not expect.get("title"):
            expect["title"] = spec.title
        if expect.get("nzb") == "ok":
            expect["nzb_segments"] = len(nzb_articles)
        case = SpotCase(name, article, expect, served, withheld)
        cases.append(case)
        return case

    def command(name: str, article: ServedArticle, expect: dict[str, Any]) -> None:
        cases.append(SpotCase(name, article, {"kind": "command", **expect}))

    # -- trust cases (reference section 3) ------------------------------------------
    poster384 = make_key(f"{seed}:poster:384")
    poster1024 = make_key(f"{seed}:poster:1024", 1024)
    other = make_key(f"{seed}:other")
    stranger = make_key(f"{seed}:stranger")
    spot(
        "moderator_signed",
        _SpotSpec(key_id=3, user_key=poster384, local_modulus=True, local_user_sig=True, head_user_key=True),
        _accepted("moderator", 5040, spotter_id=True, xml_signature="built-in-key", weak_key=True),
    )
    spot(
        "moderator_signed_key4_plain",
        _SpotSpec(key_id=4, subcats="a06b03z00", xml_subs=("a06", "b03", "z00")),
        _accepted("moderator", 2050, spotter_id=False, xml_signature="built-in-key"),
    )
    spot(
        "self_signed_spotweb",
        _SpotSpec(
            key_id=7,
            user_key=poster1024,
            local_modulus=True,
            local_user_sig=True,
            head_user_key=True,
            subcats="a09z00",
            xml_subs=("a09", "z00"),
            header_signs_tag=True,
        ),
        _accepted("self-signed", 2040, spotter_id=True, xml_signature="poster-key", weak_key=False),
    )
    spot(
        "self_signed_384",
        _SpotSpec(
            key_id=7,
            user_key=poster384,
            local_modulus=True,
            local_user_sig=True,
            category=2,
            subcats="a08b00c08z00",
            xml_subs=("a08", "b00", "c08", "z00"),
        ),
        _accepted("self-signed", 3040, spotter_id=True, weak_key=True),
    )
    spot(
        "self_signed_header_only",
        _SpotSpec(key_id=7, user_key=poster384, local_modulus=True, category=4, subcats="a00", xml_subs=("a00",)),
        _accepted("self-signed", 4020, spotter_id=True),
    )
    spot(
        "self_signed_header_with_tag",
        _SpotSpec(
            key_id=7, user_key=poster1024, local_modulus=True, header_signs_tag=True, subcats="a06z00", xml_subs=("a06", "z00")
        ),
        _accepted("self-signed", 2050, spotter_id=True),
    )
    spot(
        "hashcash_only",
        _SpotSpec(key_id=7, category=3, subcats="a00b02", xml_subs=("a00", "b02")),
        _accepted("unsigned", 4050, spotter_id=False),
    )
    spot(
        "self_signed_header_fails",
        _SpotSpec(key_id=7, user_key=poster384, local_modulus=True, header_signer=stranger),
        _accepted("unsigned", 5040, spotter_id=False),
    )
    spot(
        "unsigned_ftd",
        _SpotSpec(
            key_id=1,
            posted=1_262_304_000,
            subcats="a9b4c0d5",
            xml_subs=("a9", "b4", "c0", "d5"),
            hashcash=False,
            extra_posting="<Filename>release.nzb</Filename><Newsgroup>alt.binaries.hdtv</Newsgroup>",
        ),
        _accepted("unsigned", 5040, spotter_id=False),
    )
    spot("unsigned_ftd_after_2011", _SpotSpec(key_id=1, posted=1_400_000_000, hashcash=False), _rejected("unsigned_after_2011"))
    spot("tampered_header", _SpotSpec(key_id=3, header_title="Some Other Title"), _rejected("header_signature_invalid"))
    spot(
        "tampered_user_signature",
        _SpotSpec(key_id=7, user_key=poster384, local_modulus=True, local_user_sig=True, user_sig_over="<someone.else@spot.net>"),
        _rejected("user_signature_invalid"),
    )
    spot(
        "tampered_head_user_signature",
        _SpotSpec(key_id=3, user_key=poster384, head_user_key=True, user_sig_over="<someone.else@spot.net>"),
        _rejected("user_signature_invalid", stage="head"),
    )
    spot(
        "key_mismatch",
        _SpotSpec(
            key_id=7, user_key=poster384, local_modulus=True, local_user_sig=True, head_user_key=True, head_key_override=other
        ),
        _rejected("user_key_mismatch", stage="head"),
    )
    spot(
        "no_hashcash",
        _SpotSpec(key_id=7, user_key=poster384, local_modulus=True, local_user_sig=True, hashcash=False),
        _rejected("hashcash_missing"),
    )
    spot("unknown_key", _SpotSpec(key_id=5), _rejected("unknown_key_id"))
    spot("forged_by_stranger", _SpotSpec(key_id=3, header_signer=stranger), _rejected("header_signature_invalid"))
    spot("unsigned_header", _SpotSpec(key_id=3, omit_signature=True), _rejected("header_signature_missing"))

    # -- moderation (section 6) ------------------------------------------------------
    doomed = spot("deleted_by_moderator", _SpotSpec(key_id=3), _accepted("moderator", 5040, deleted=True))
    target = doomed.article.message_id
    command(
        "moderator_delete_command",
        _command(b, "delete", target),
        {"outcome": "accepted", "verb": "delete", "issuer": "moderator", "target": target, "applies": True},
    )
    command(
        "forged_delete_command",
        _command(b, "delete", target, signer=stranger),
        {"outcome": "rejected", "reason": "header_signature_invalid"},
    )
    own = spot(
        "disposed_by_poster",
        _SpotSpec(key_id=7, user_key=poster384, local_modulus=True, local_user_sig=True),
        _accepted("self-signed", 5040, deleted=True, spotter_id=True),
    )
    mine = own.article.message_id
    command(
        "personal_dispose",
        _command(b, "dispose", f"<{mine}>", poster_key=poster384),
        {"outcome": "accepted", "verb": "dispose", "issuer": "poster", "target": mine, "applies": True},
    )
    command(
        "dispose_by_other_poster",
        _command(b, "dispose", mine, poster_key=other),
        {"outcome": "accepted", "verb": "dispose", "issuer": "poster", "target": mine, "applies": False},
    )
    command("not_a_command", _command(b, "hello", mine), {"outcome": "rejected", "reason": "moderation_not_a_command"})

    # -- hostile XML (sections 2 and 7) ----------------------------------------------
    spot(
        "xml_no_cdata_ampersand",
        _SpotSpec(title="Tom.and.Jerry.1080p"),
        _accepted("moderator", 5040, title="Tom.and.Jerry.1080p & Tom <3", repairs=["cdata_wrapped"]),
        rewrite=lambda x: x.replace(
            "<Title><![CDATA[Tom.and.Jerry.1080p]]></Title>", "<Title>Tom.and.Jerry.1080p & Tom <3</Title>"
        ),
    )
    spot(
        "xml_surrogate_pairs",
        _SpotSpec(title="Smiley.Movie.2024"),
        _accepted("moderator", 5040, title="Smiley.Movie.2024 \U0001f60d"),
        rewrite=lambda x: x.replace(
            "<Title><![CDATA[Smiley.Movie.2024]]></Title>", "<Title>Smiley.Movie.2024 &#55357;&#56845;</Title>"
        ),
    )
    spot("xml_trimmed_boundary", _SpotSpec(), _accepted("moderator", 5040, image=True), pieces="trim")
    spot("xml_folded_header", _SpotSpec(), _accepted("moderator", 5040), pieces="fold")
    spot(
        "xml_control_chars",
        _SpotSpec(description="Regel een.\x01\x02[br]Regel twee.\x1b"),
        _accepted("moderator", 5040, repairs=["control_chars"]),
    )
    spot(
        "xml_broken_segment_ending",
        _SpotSpec(),
        _accepted("moderator", 5040, repairs=["segment_ending"]),
        rewrite=lambda x: x.replace("spot.net</Segment>", "spot.net></Segment>", 1),
    )
    spot(
        "xml_root_SpotNet",
        _SpotSpec(),
        _accepted("moderator", 5040),
        rewrite=lambda x: x.replace("<Spotnet>", "<SpotNet>").replace("</Spotnet>", "</SpotNet>"),
    )
    spot(
        "xml_entity_expansion",
        _SpotSpec(),
        _rejected("xml_doctype", stage="xml"),
        rewrite=lambda x: (
            '<!DOCTYPE Spotnet [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>'
            + x.replace("<Tag>SPARKS</Tag>", "<Tag>&b;</Tag>")
        ),
    )
    spot("xml_too_large", _SpotSpec(description="x" * 60_000), _rejected("xml_too_large", stage="head"))
    spot("xml_not_xml", _SpotSpec(), _rejected("xml_malformed", stage="xml"), rewrite=lambda x: "this is <<< not xml >>> at all")
    spot(
        "xml_wrong_root",
        _SpotSpec(),
        _rejected("xml_not_spotnet", stage="xml"),
        rewrite=lambda x: x.replace("<Spotnet>", "<Other>").replace("</Spotnet>", "</Other>"),
    )
    spot("xml_no_xml_header", _SpotSpec(), _rejected("xml_missing", stage="head"), pieces="none")
    spot(
        "nzb_segment_with_brackets", _SpotSpec(nzb_segments=("<abc@spot.net>",)), _accepted("moderator", 5040, nzb="nzb_missing")
    )

    # -- hostile payloads (sections 5 and 7) -----------------------------------------
    big = render_nzb(_nzb_files(b, "Big.Release", 40), title="Big.Release")
    spot("nzb_multi_segment", _SpotSpec(), _accepted("moderator", 5040, files=40), nzb_xml=big, article_bytes=2500)
    spot("nzb_split_escapes", _SpotSpec(), _accepted("moderator", 5040), split_escapes=True)
    spot(
        "nzb_segment_withheld",
        _SpotSpec(),
        _accepted("moderator", 5040, nzb="payload_truncated"),
        nzb_xml=big,
        article_bytes=2500,
        withhold=1,
    )
    spot("nzb_zip_bomb", _SpotSpec(), _accepted("moderator", 5040, nzb="payload_inflates_past_cap"), nzb_raw=_bomb())
    spot(
        "nzb_not_an_nzb",
        _SpotSpec(),
        _accepted("moderator", 5040, nzb="payload_not_nzb"),
        nzb_xml=b"<xml><error>Deze NZB is alleen voor Spotnet Classic 1.9.x.x</error></xml>",
    )
    spot(
        "nzb_gzip_wrapped",
        _SpotSpec(),
        _accepted("moderator", 5040, container="gzip"),
        nzb_raw=_gzip(render_nzb(_nzb_files(b, "Gz.Release"), title="Gz.Release")),
    )
    latin = render_nzb(_nzb_files(b, "Caf\u00e9.Release"), title="Caf\u00e9.Release").decode("utf-8")
    spot(
        "nzb_latin1",
        _SpotSpec(),
        _accepted("moderator", 5040, nzb_title="Caf\u00e9.Release"),
        nzb_xml=latin.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').encode("latin-1"),
    )
    spot("nzb_garbage", _SpotSpec(), _accepted("moderator", 5040, nzb="payload_not_deflate"), nzb_raw=b"\xff" * 400)
    return SpotCorpus(seed, now, b.keyring, tuple(cases))


def spot_for_nzb(
    files: Sequence[NzbFile],
    *,
    title: str,
    seed: int = 1,
    now: int = NOW,
    name: str = "spot_for_nzb",
    key_id: int = 3,
    subcats: str = "a09b04c00d11z01",
    website: str | None = None,
    description: str | None = None,
) -> SpotCase:
    """Announce an existing upload: a valid spot whose NZB lists ``files`` (signed with ``corpus_keyring(seed)``).

    WHY: a spot and the same release built from overview lines must become one
    catalogue row; a test needs a spot whose NZB names exactly the articles a
    crawl corpus serves. ``name`` seeds the spot's own ids, so several spots
    and ``generate_spots(seed)`` never share a message-id.
    """
    b = _Builder(seed, now)
    b.rng = random.Random(f"{seed}:{name}")
    subs = tuple(subcats[i : i + 3] for i in range(0, len(subcats), 3))
    spec = _SpotSpec(key_id=key_id, title=title, subcats=subcats, xml_subs=subs, image_segment=f"{b.token(20)}@spot.net")
    if description is not None:
        spec.description = description
    xml_nzb = render_nzb(list(files), title=title)
    nzb_articles = b.payload(xml_nzb, compress=True)
    article = _build_spot(b, spec, [a.message_id for a in nzb_articles])
    if website is not None:
        article = _rewrite_xml(article, lambda x: x.replace("http://www.imdb.com/title/tt0111161/", website), None)
    return SpotCase(name, article, {"kind": "spot", "outcome": "accepted", "trust": "moderator", "title": title,
                                    "nzb": "ok", "nzb_files": len(files)}, tuple(nzb_articles))


def moderation_command(target: str, *, seed: int = 1, now: int = NOW, name: str = "command", verb: str = "delete",
                       forged: bool = False) -> ServedArticle:
    """Return a moderator command (key id 2, signed with ``corpus_keyring(seed)``) aimed at ``target``.

    ``forged`` signs it with a stranger's key instead (the import must refuse it).
    """
    b = _Builder(seed, now)
    b.rng = random.Random(f"{seed}:{name}")
    return _command(b, verb, target, signer=make_key(f"{seed}:stranger") if forged else None)


@functools.lru_cache(maxsize=4)
def generate_spot_feed(count: int, seed: int = 1, now: int = NOW) -> SpotCorpus:
    """Generate ``count`` valid moderator-signed spots, each with a one-article NZB: the benchmark's feed.

    Key 3 and 4 spots need no hashcash, so thousands generate in seconds;
    their images are named but not served (the import does not fetch them).
    """
    b = _Builder(seed, now)
    b.rng = random.Random(f"{seed}:feed:{count}")
    cases: list[SpotCase] = []
    for i in range(count):
        title = names.release_name(names.Kind.MOVIE_HD, b.rng)
        spec = _SpotSpec(key_id=3 + i % 2, title=title, hashcash=False, image_segment=f"{b.token(20)}@spot.net",
                         posted=now - 7200 - i)
        nzb_articles = b.payload(render_nzb(_nzb_files(b, title), title=title), compress=True)
        article = _build_spot(b, spec, [a.message_id for a in nzb_articles])
        cases.append(SpotCase(f"feed_{i}", article, _accepted("moderator", 5040, title=title), tuple(nzb_articles)))
    return SpotCorpus(seed, now, b.keyring, tuple(cases))


def _accepted(trust: str, category: int, *, title: str = "", files: int = 3, nzb: str = "ok", **extra: Any) -> dict[str, Any]:
    out = {"kind": "spot", "outcome": "accepted", "trust": trust, "category": category, "title": title, "nzb": nzb, **extra}
    if nzb == "ok":
        out["nzb_files"] = files
    return out


def _rejected(reason: str, *, stage: str = "header") -> dict[str, Any]:
    return {"kind": "spot", "outcome": "rejected", "reason": reason, "stage": stage}


def _bomb(size: int = 80 * 1024 * 1024) -> bytes:
    """Return raw DEFLATE of ``size`` zero bytes (~80 KB that inflate past the 64 MiB cap)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    chunk = bytes(1024 * 1024)
    out = [packer.compress(chunk) for _ in range(size // len(chunk))]
    out.append(packer.flush())
    return b"".join(out)


def _gzip(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    return packer.compress(data) + packer.flush()


def _rewrite_xml(article: ServedArticle, edit: Any, pieces: str | None) -> ServedArticle:
    """Serve an edited X-XML (signatures stay over the original, as on a damaged spot).

    ``pieces``: "trim" cuts right after "<Image" and after the Width value
    and loses the spaces there, as a server that trims piece edges does
    (section 2, spotweb#160); "fold" folds each piece (RFC 5322: CRLF before
    a space); "none" serves no X-XML at all.
    """
    xml = b"".join(v for k, v in article.headers if k == "X-XML").decode("utf-8")
    if edit is not None:
        xml = edit(xml)
    data = xml.encode("utf-8")
    if pieces == "trim":
        first = data.index(b"<Image") + len(b"<Image")
        second = data.index(b"Width='640'", first) + len(b"Width='640'")
        cut = [data[:first], data[first:second].strip(), data[second:].strip()]
    elif pieces == "fold":
        cut = [_fold(p) for p in _pieces(data)]
    elif pieces == "none":
        cut = []
    else:
        cut = _pieces(data)
    headers: list[tuple[str, bytes]] = []
    placed = False
    for k, v in article.headers:
        if k == "X-XML":
            if not placed:
                headers.extend(("X-XML", p) for p in cut)
                placed = True
            continue
        headers.append((k, v))
    return ServedArticle(article.message_id, article.group, tuple(headers), article.body)


def _fold(piece: bytes) -> bytes:
    """Fold a header value before its first space after 100 characters (RFC 5322 keeps the space)."""
    at = piece.find(b" ", 100)
    if at == -1:
        return piece
    return piece[:at] + b"\r\n" + piece[at:]
