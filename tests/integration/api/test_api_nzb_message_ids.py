"""No NZB the API serves holds a control character or an id domain.message_ids refuses (issue 31, item 2).

A catalogue row stored before ingest and the spot import validated ids may
still carry `x@y>\\r\\nQUIT`; served as it is, every downloader that writes
``BODY <id>`` uncleaned would send QUIT (or worse) on the user's account.
"""

from __future__ import annotations

import gzip
import re
from dataclasses import replace

from releasefactory import make_release

from usenet_ops.domain import message_ids
from usenet_ops.domain.nzb import NzbSegment, decode_compact, encode_compact, parse_nzb

# A control character in the served bytes (the document's own line ends aside), or one as a character reference.
CONTROL = re.compile(rb"[\x00-\x09\x0b-\x1f\x7f]|&#(?:x[0-9a-fA-F]+|[0-9]+);")
HOSTILE = ["x@y>\r\nQUIT", "a b@x", "a\x0bb@x", "<a@x>", "a>b@x"]


def _hostile_release(title: str):
    """A catalogue release whose first file's first segment is stored under several hostile ids."""
    r = make_release(title, files_count=2)
    first, second = decode_compact(r.nzb)
    bad = first.segments[0]
    segments = (*(NzbSegment(bad.number, bad.bytes, m) for m in HOSTILE), *first.segments[1:])
    return replace(r, nzb=encode_compact([replace(first, segments=segments), second]))


def test_a_stored_injected_id_is_never_served(client, apikey, add, db) -> None:
    r = _hostile_release("Injected.Ids-GRP")
    add(r)
    for url, headers in ((f"/api?t=get&id={r.content_hash}&apikey={apikey}", {}),
                         (f"/getnzb/{r.content_hash}.nzb?apikey={apikey}", {"Accept-Encoding": "gzip"})):
        response = client.get(url, headers=headers)
        assert response.status_code == 200
        data = gzip.decompress(response.data) if response.headers.get("Content-Encoding") == "gzip" else response.data
        assert CONTROL.search(data) is None, data[:400]
        files = parse_nzb(data)
        served = [s.message_id for f in files for s in f.segments]
        assert served and all(message_ids.valid_bare(m) for m in served)
        assert not any("QUIT" in m for m in served)
        assert len(served) == r.segments - 1  # the file's other segment and the second file are still served
