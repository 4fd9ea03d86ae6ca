"""A literal transcript of a fixed corpus: the bytes on the wire must not drift.

The corpus is the answer key every benchmark and integration test scores
against; if generation changes, this transcript changes, and that must be a
deliberate decision (update the transcript and say so), never an accident.
"""

from __future__ import annotations

from pathlib import Path

from usenet_ops import corpus, newsserver

from .conftest import Raw

TRANSCRIPT = [
    (None, b"201 usenet-ops test news server ready (posting prohibited)\r\n"),
    (b"GROUP alt.binaries.hdtv", b"211 24 431783 431806 alt.binaries.hdtv\r\n"),
    (
        b"OVER 431783",
        b"224 Overview information follows\r\n"
        b'431783\t[4/7] - "Eleven.S10E13.720p.AMZN.WEB-DL.x265-CAKES.rar" yEnc (3/7)\tAnonymous <anonymous@nyuu.local>'
        b"\tThu, 27 Nov 2025 18:51:04 GMT\t<b5de33c520623917d67d51c1@ngPost>\t\t390490\t3004"
        b"\tXref: news-a.usenet-ops.test alt.binaries.hdtv:431783\r\n"
        b".\r\n",
    ),
    (
        b"HEAD 431783",
        b"221 431783 <b5de33c520623917d67d51c1@ngPost>\r\n"
        b"Path: usenet-ops.test!not-for-mail\r\n"
        b"From: Anonymous <anonymous@nyuu.local>\r\n"
        b"Newsgroups: alt.binaries.hdtv\r\n"
        b'Subject: [4/7] - "Eleven.S10E13.720p.AMZN.WEB-DL.x265-CAKES.rar" yEnc (3/7)\r\n'
        b"Date: Thu, 27 Nov 2025 18:51:04 GMT\r\n"
        b"Message-ID: <b5de33c520623917d67d51c1@ngPost>\r\n"
        b"X-Newsposter: ngPost v4.16\r\n"
        b"Xref: news-a.usenet-ops.test alt.binaries.hdtv:431783\r\n"
        b".\r\n",
    ),
    (b"STAT <b5de33c520623917d67d51c1@ngPost>", b"223 0 <b5de33c520623917d67d51c1@ngPost>\r\n"),
    (b"QUIT", b"205 Bye\r\n"),
]


def test_fixed_seed_corpus_serves_this_exact_transcript(tmp_path: Path) -> None:
    corpus.generate(articles=60, seed=1, out=tmp_path)
    with newsserver.serve(tmp_path) as srv:
        raw = Raw(srv.host, srv.port)
        for command, expected in TRANSCRIPT:
            if command is not None:
                raw.sock.sendall(command + b"\r\n")
            got = b""
            while len(got) < len(expected):
                line = raw.line()
                assert line, f"connection closed; got {got!r}"
                got += line
            assert got == expected, command
        assert raw.line() == b""
        raw.close()
