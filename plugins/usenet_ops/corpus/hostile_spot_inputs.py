"""Worst-case inputs for the Spotnet decoders: X-XML repair and parse, HEAD reading, NZB payloads.

WHY: a spot is cheap to post (a self-signed one needs only a hashcash), so
each decoder of spot bytes must cost time linear in its input and bounded
memory. Random bytes never reach the loops that went quadratic (issue 31:
repeated ``<Title>`` openers cost 3.6 s per 50 KiB X-XML; a 49 KB payload
inflated to 16 MiB of XML held as a 311 MiB tree). These generators aim at
those loops: openers without closers, unclosed CDATA, stray ``&`` and
surrogate references, continuation lines, and deflate streams that inflate
to endless segment lists or header metadata.

``DECODERS`` maps a name to ``(make_worst_case(size_bytes), decode(payload))``
(the shape ``bench.hostile_decode`` reads beside ``hostile_inputs``), and
``CAPS`` gives each decoder's input cap. The X-XML decoder is run without
its 50 KiB cap (``parse_spot_xml(..., max_bytes=len)``) so a benchmark sees
the algorithm's slope, not the cap's refusal; the payload sizes are the
compressed, escaped bytes a spot's NZB articles carry.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable

from usenet_ops.domain.spotnet.payload import MAX_PAYLOAD, decode_nzb_payload, escape_payload
from usenet_ops.domain.spotnet.spots import MAX_HEAD, MAX_XML, parse_spot_head, parse_spot_xml

__all__ = [
    "CAPS",
    "DECODERS",
    "bomb_payload",
    "injected_id_nzb",
    "worst_head",
    "worst_payload",
    "worst_xml",
]

# Each unit hits a loop the repair or the parser runs: an element opener with
# no closer (the wrap scan), an unclosed CDATA (the CDATA scan), a stray "&"
# and a lone surrogate reference (the reference fixes), a quote glued to an
# attribute name (the tag fix), a control character.
_XML_UNITS = (
    "<Title>",
    "<![CDATA[",
    "<Description>&",
    "<Image>",
    "&#55357;",
    "<Image Width='1'Height='2'>",
    "<Tag>x&y",
    "\x01",
)


def worst_xml(size: int) -> bytes:
    """Return an X-XML document of ``size`` bytes made of every repair loop's worst unit, repeated."""
    head, tail = "<Spotnet><Posting>", "</Title>"  # one closer at the end: the first opener's span is the whole body
    unit = "".join(_XML_UNITS)
    room = max(0, size - len(head) - len(tail))
    body = (unit * (room // len(unit) + 1))[:room]
    return (head + body + tail).encode("utf-8")[:size]


def worst_head(size: int) -> bytes:
    """Return a HEAD block of ``size`` bytes: one X-XML header continued on thousands of two-byte lines."""
    lead = b"X-XML: <Spotnet><Posting><Title>"
    lines = [lead]
    total = len(lead) + 1
    while total + 3 <= size:
        lines.append(b" x")
        total += 3
    block = b"\n".join(lines)
    return (block + b"x" * (size - len(block)))[:size]


def _deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


_NZB_HEAD = (b'<?xml version="1.0" encoding="utf-8"?>\n<nzb xmlns="http://www.newzbin.com/DTD/2003/nzb">'
             b'<file subject="s" poster="p" date="1"><groups><group>alt.binaries.x</group></groups><segments>')
_NZB_TAIL = b"</segments></file></nzb>"


def bomb_payload(inflated: int) -> bytes:
    """Return an escaped payload body whose NZB inflates to about ``inflated`` bytes of one segment line repeated."""
    seg = b'<segment bytes="1" number="1">a@b</segment>'
    return escape_payload(_deflate(_NZB_HEAD + seg * (inflated // len(seg)) + _NZB_TAIL))


def injected_id_nzb(count: int = 1) -> bytes:
    """Return NZB XML whose first ``count`` segments' ids decode to ``x@y>\\r\\nQUIT`` beside one good segment."""
    bad = b'<segment bytes="10" number="%d">x@y&gt;&#13;&#10;QUIT</segment>'
    segs = b"".join(bad % (n + 1) for n in range(count))
    good = b'<segment bytes="10" number="%d">good@example.com</segment>' % (count + 1)
    return _NZB_HEAD + segs + good + _NZB_TAIL


def worst_payload(size: int) -> bytes:
    """Return ``size`` escaped bytes of payload whose NZB costs the most per byte to read.

    Highly compressible XML the parser must walk element by element: metadata
    under ``<head>`` (read and dropped), then segments with a hostile id
    (validated and skipped) and valid ones (kept). The stream is cut to
    ``size``, so it inflates until the cap or the cut, whichever is first.
    """
    meta = b'<meta type="x">y</meta>'
    bad = b'<segment bytes="1" number="1">x@y&gt;&#13;&#10;QUIT</segment>'
    good = b'<segment bytes="1" number="2">a@b</segment>'
    xml = (b'<nzb xmlns="http://www.newzbin.com/DTD/2003/nzb"><head>' + meta * 400_000 + b"</head>"
           b'<file subject="s" poster="p" date="1"><groups><group>a.b</group></groups><segments>'
           + (bad + good) * 300_000 + _NZB_TAIL)
    stream = escape_payload(_deflate(xml))
    while len(stream) < size:  # the cap is past what one such document compresses to: append literal junk
        stream += escape_payload(bytes(range(256)) * 64)
    return stream[:size]


def _decode_xml(data: bytes) -> object:
    return parse_spot_xml(data, max_bytes=max(len(data), MAX_XML))


def _decode_payload(data: bytes) -> object:
    return decode_nzb_payload([data])


DECODERS: dict[str, tuple[Callable[[int], bytes], Callable[[bytes], object]]] = {
    "spot_xml": (worst_xml, _decode_xml),
    "spot_head": (worst_head, parse_spot_head),
    "spot_payload": (worst_payload, _decode_payload),
}

CAPS: dict[str, int] = {
    "spot_xml": MAX_XML,
    "spot_head": MAX_HEAD,
    "spot_payload": MAX_PAYLOAD,
}
