"""The news server against literal RFC 3977 / RFC 4643 transcripts over real sockets."""

from __future__ import annotations

import re

from usenet_ops import newsserver
from usenet_ops.corpus import Corpus

from .conftest import Raw, busiest_group, unstuff


def test_capabilities_advertise_reader_over_hdr_lists_auth_and_compression(peer: Raw) -> None:
    status, caps = peer.multi("CAPABILITIES")
    assert status.startswith("101 ")
    assert caps[0] == b"VERSION 2"
    for expected in (b"READER", b"OVER MSGID", b"HDR", b"LIST ACTIVE NEWSGROUPS OVERVIEW.FMT HEADERS COUNTS",
                     b"AUTHINFO USER", b"COMPRESS DEFLATE", b"XFEATURE-COMPRESS GZIP TERMINATOR"):
        assert expected in caps


def test_mode_reader_date_help_quit_and_unknown_commands(peer: Raw) -> None:
    assert peer.cmd("MODE READER").startswith("201 ")
    assert re.fullmatch(r"111 \d{14}", peer.cmd("DATE"))
    status, lines = peer.multi("HELP")
    assert status.startswith("100 ") and b"XOVER" in lines
    assert peer.cmd("FROBNICATE").startswith("500 ")
    assert peer.cmd("MODE STREAM").startswith("501 ")
    assert peer.cmd("QUIT").startswith("205 ")
    assert peer.line() == b""


def test_listener_requiring_auth_answers_480_until_login(small_corpus: Corpus) -> None:
    with newsserver.serve(small_corpus, require_auth=True, users={"alice": "s3cret"}) as srv:
        raw = Raw(srv.host, srv.port)
        raw.line()
        group = busiest_group(small_corpus)[0]
        assert raw.cmd(f"GROUP {group}").startswith("480 ")
        assert raw.cmd("OVER 1-2").startswith("480 ")
        assert raw.cmd("AUTHINFO PASS s3cret").startswith("482 ")
        assert raw.cmd("AUTHINFO USER alice").startswith("381 ")
        assert raw.cmd("AUTHINFO PASS wrong").startswith("481 ")
        assert raw.cmd(f"GROUP {group}").startswith("480 ")
        assert raw.cmd("AUTHINFO USER alice").startswith("381 ")
        assert raw.cmd("AUTHINFO PASS s3cret").startswith("281 ")
        assert raw.cmd(f"GROUP {group}").startswith("211 ")
        assert raw.cmd("AUTHINFO USER alice").startswith("502 ")
        status, caps = raw.multi("CAPABILITIES")
        assert b"AUTHINFO USER" not in caps
        raw.close()
        assert srv.url == f"nntp://alice:s3cret@127.0.0.1:{srv.port}"


def test_optional_auth_listener_serves_without_login(peer: Raw, small_corpus: Corpus) -> None:
    group, count, low, high = busiest_group(small_corpus)
    assert peer.cmd(f"GROUP {group}") == f"211 {count} {low} {high} {group}"


def test_group_codes_and_listgroup(peer: Raw, small_corpus: Corpus) -> None:
    group, count, low, high = busiest_group(small_corpus)
    assert peer.cmd("GROUP alt.binaries.nonexistent").startswith("411 ")
    assert peer.cmd("OVER 1-5").startswith("412 ")
    assert peer.cmd("LISTGROUP").startswith("412 ")
    assert peer.cmd("GROUP").startswith("501 ")
    status, numbers = peer.multi(f"LISTGROUP {group}")
    assert status == f"211 {count} {low} {high} {group} list follows"
    assert [int(n) for n in numbers] == list(small_corpus.numbers_in_range("a", group, low, high))
    status, numbers = peer.multi(f"LISTGROUP {group} {low}-{low + 2}")
    assert [int(n) for n in numbers] == list(small_corpus.numbers_in_range("a", group, low, low + 2))
    status, numbers = peer.multi(f"LISTGROUP {group} {high + 1}-")
    assert status.startswith("211 ") and numbers == []


def test_list_active_wildmat_newsgroups_and_overview_fmt(peer: Raw, small_corpus: Corpus) -> None:
    status, active = peer.multi("LIST ACTIVE alt.binaries.sounds.*,!*.flac")
    assert status.startswith("215 ")
    names = [ln.split()[0] for ln in active]
    assert names == [b"alt.binaries.sounds.lossless", b"alt.binaries.sounds.mp3"]
    name, high, low, flag = active[1].split()
    count, lo, hi = small_corpus.group_bounds("a", "alt.binaries.sounds.mp3")
    assert (int(high), int(low), flag) == (hi, lo, b"y")
    status, groups = peer.multi("LIST NEWSGROUPS alt.binaries.e*")
    assert groups == [b"alt.binaries.e-book\tElectronic books", b"alt.binaries.ebook\tElectronic books (older group)",
                      b"alt.binaries.erotica\tAdult material"]
    status, fmt = peer.multi("LIST OVERVIEW.FMT")
    assert fmt == [b"Subject:", b"From:", b"Date:", b"Message-ID:", b"References:", b"Bytes:", b"Lines:", b"Xref:full"]
    assert peer.cmd("LIST DISTRIBUTIONS").startswith("501 ")


def test_over_ranges_and_codes(peer: Raw, small_corpus: Corpus) -> None:
    group, count, low, high = busiest_group(small_corpus)
    assert peer.cmd(f"GROUP {group}").startswith("211 ")
    status, lines = peer.multi(f"OVER {low}-{low + 9}")
    assert status.startswith("224 ")
    expected = small_corpus.numbers_in_range("a", group, low, low + 9)
    assert [int(ln.split(b"\t")[0]) for ln in lines] == list(expected)
    for ln in lines:
        fields = ln.split(b"\t")
        assert len(fields) == 9
        assert fields[4].startswith(b"<") and fields[4].endswith(b">")
        assert fields[8].startswith(b"Xref: news-a.usenet-ops.test ")
        assert f" {group}:{int(fields[0])}".encode() in b" " + fields[8]
    status, lines = peer.multi(f"XOVER {high - 2}-")
    assert status.startswith("224 ") and len(lines) == len(small_corpus.numbers_in_range("a", group, high - 2, high))
    assert peer.cmd(f"OVER {high + 1}-{high + 100}").startswith("423 ")
    assert peer.cmd(f"OVER {high}-{low}").startswith("423 ")
    assert peer.cmd("OVER abc").startswith("501 ")
    status, lines = peer.multi("OVER")  # the current article after GROUP is the first one
    assert status.startswith("224 ") and int(lines[0].split(b"\t")[0]) == low


def test_over_by_message_id_puts_zero_in_number_field(peer: Raw, small_corpus: Corpus) -> None:
    mid = small_corpus.message_id(0)
    status, lines = peer.multi(f"OVER <{mid}>")
    assert status.startswith("224 ") and lines[0].startswith(b"0\t")
    assert lines[0].split(b"\t")[4] == f"<{mid}>".encode()
    assert peer.cmd("OVER <unknown@nowhere>").startswith("430 ")


def test_hdr_and_xhdr(peer: Raw, small_corpus: Corpus) -> None:
    group, count, low, high = busiest_group(small_corpus)
    peer.cmd(f"GROUP {group}")
    numbers = list(small_corpus.numbers_in_range("a", group, low, low + 4))
    status, lines = peer.multi(f"HDR Subject {low}-{low + 4}")
    assert status.startswith("225 ")
    assert [int(ln.split(b" ", 1)[0]) for ln in lines] == numbers
    status, xlines = peer.multi(f"XHDR subject {low}-{low + 4}")
    assert status.startswith("221 ") and xlines == lines
    status, lines = peer.multi(f"HDR :bytes {low}")
    idx = small_corpus.lookup_number("a", group, low)
    assert lines == [f"{low} {small_corpus.overview_fields(idx)[5].decode()}".encode()]
    mid = small_corpus.message_id(idx)
    status, lines = peer.multi(f"XHDR Message-ID <{mid}>")
    assert lines == [f"<{mid}> <{mid}>".encode()]
    status, lines = peer.multi(f"HDR Newsgroups <{mid}>")
    assert lines[0].startswith(b"0 alt.binaries.")
    assert peer.cmd(f"HDR Subject {high + 5}-").startswith("423 ")


def test_article_head_body_stat_by_number_and_message_id(peer: Raw, small_corpus: Corpus) -> None:
    group, count, low, high = busiest_group(small_corpus)
    assert peer.cmd(f"STAT {low}").startswith("412 ")
    peer.cmd(f"GROUP {group}")
    idx = small_corpus.lookup_number("a", group, low)
    mid = small_corpus.message_id(idx)
    assert peer.cmd(f"STAT {low}") == f"223 {low} <{mid}>"
    assert peer.cmd(f"STAT <{mid}>") == f"223 0 <{mid}>"
    status, head = peer.multi(f"HEAD {low}")
    assert status == f"221 {low} <{mid}>"
    assert f"Message-ID: <{mid}>".encode() in head and head[-1].startswith(b"Xref: news-a.usenet-ops.test ")
    status, body = peer.multi(f"BODY <{mid}>")
    # The group's first article may be a binary part or a text post (spam, a poster's note): either way it is the
    # corpus's own body, byte for byte, dot-stuffed on the wire (RFC 3977 3.1.1).
    stuffed = [b"." + line if line.startswith(b".") else line for line in small_corpus.body_lines(idx)]
    assert status == f"222 0 <{mid}>" and body == stuffed
    status, article = peer.multi(f"ARTICLE {low}")
    assert status == f"220 {low} <{mid}>"
    assert article == head + [b""] + body
    assert peer.cmd("STAT <missing@nowhere>").startswith("430 ")
    assert peer.cmd(f"ARTICLE {high + 1}").startswith("423 ")
    assert peer.cmd("BODY x1").startswith("501 ")


def test_next_and_last_walk_existing_numbers(peer: Raw, small_corpus: Corpus) -> None:
    group, count, low, high = busiest_group(small_corpus)
    peer.cmd(f"GROUP {group}")
    assert peer.cmd("LAST").startswith("422 ")
    second = small_corpus.neighbour("a", group, low, +1)
    assert peer.cmd("NEXT").startswith(f"223 {second} ")
    assert peer.cmd("LAST").startswith(f"223 {low} ")
    peer.cmd(f"STAT {high}")
    assert peer.cmd("NEXT").startswith("421 ")


def test_pipelined_stat_answers_every_command_in_order(peer: Raw, small_corpus: Corpus) -> None:
    group, count, low, high = busiest_group(small_corpus)
    mids = [small_corpus.message_id(i) for i in range(0, 200, 2)]
    batch = b"".join(f"STAT <{m}>\r\n".encode() for m in mids) + b"STAT <nope@nope>\r\n"
    peer.sock.sendall(batch)
    answers = [peer.line().decode().rstrip() for _ in range(len(mids) + 1)]
    assert answers[:-1] == [f"223 0 <{m}>" for m in mids]
    assert answers[-1].startswith("430 ")


def test_body_lines_starting_with_a_dot_are_dot_stuffed(peer: Raw, small_corpus: Corpus) -> None:
    spam = next(i for i in range(small_corpus.articles) if small_corpus.article(i)[0].spam_text is not None)
    mid = small_corpus.message_id(spam)
    status, body = peer.multi(f"BODY <{mid}>")
    assert b"..hidden line that starts with a dot" in body
    assert b"...and one with two" in body
    assert unstuff(body) == small_corpus.body_lines(spam)


def test_post_is_refused_for_read_only_accounts(small_corpus: Corpus) -> None:
    with newsserver.serve(small_corpus, require_auth=True, read_only_users={"user"}) as srv:
        raw = Raw(srv.host, srv.port)
        raw.line()
        raw.cmd("AUTHINFO USER user")
        raw.cmd("AUTHINFO PASS pass")
        assert raw.cmd("POST").startswith("440 ")
        raw.close()


def test_connection_limit_answers_502_and_closes(small_corpus: Corpus) -> None:
    with newsserver.serve(small_corpus, max_connections=2) as srv:
        first, second = Raw(srv.host, srv.port), Raw(srv.host, srv.port)
        assert first.line().startswith(b"201") and second.line().startswith(b"201")
        assert srv.connections == 2
        third = Raw(srv.host, srv.port)
        assert third.line().startswith(b"502 ")
        assert third.line() == b""
        assert srv.faults.counters["refused.connection_limit"] == 1
        first.cmd("QUIT")
        first.close()
        for _ in range(100):
            if srv.connections == 1:
                break
            import time

            time.sleep(0.01)
        fourth = Raw(srv.host, srv.port)
        assert fourth.line().startswith(b"201 ")
        for r in (second, third, fourth):
            r.close()


def test_tls_listener_greets_inside_tls(small_corpus: Corpus, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import datetime as dt
    import socket
    import ssl

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = dt.datetime.now(dt.UTC)
    cert = (
        x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(1).not_valid_before(now - dt.timedelta(days=1)).not_valid_after(now + dt.timedelta(days=1))
        .sign(key, hashes.SHA256())
    )
    (tmp_path / "cert.pem").write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    (tmp_path / "key.pem").write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    server_ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_ctx.load_cert_chain(tmp_path / "cert.pem", tmp_path / "key.pem")
    client_ctx = ssl.create_default_context(cafile=str(tmp_path / "cert.pem"))
    client_ctx.check_hostname = False
    with newsserver.serve(small_corpus, ssl_context=server_ctx) as srv:
        with socket.create_connection((srv.host, srv.port)) as plain:
            with client_ctx.wrap_socket(plain) as tls:
                f = tls.makefile("rb")
                assert f.readline().startswith(b"201 ")
                tls.sendall(b"DATE\r\n")
                assert f.readline().startswith(b"111 ")


def test_malformed_commands_get_a_code_and_the_session_survives(peer: Raw, small_corpus: Corpus) -> None:
    group = busiest_group(small_corpus)[0]
    junk = [b"GROUP", b"OVER 1-2-3", b"XOVER -5", b"HDR", b"ARTICLE <", b"ARTICLE <>", b"LIST ACTIVE a b c",
            b"AUTHINFO", b"AUTHINFO SASL PLAIN", b"XFEATURE COMPRESS", b"COMPRESS", b"\xff\xfe\x00", b"   ",
            b"LISTGROUP " + group.encode() + b" x-y", b"HEAD 99999999999999999999999",
            b"OVER 99999999999999999999999-", b"HDR Subject 99999999999999999999999999-5", b"A" * 600]
    for line in junk:
        peer.sock.sendall(line + b"\r\n")
        status = peer.line()
        assert status[:3].isdigit() and status[3:4] == b" " and status[:1] in b"45", (line, status)
    assert peer.cmd("DATE").startswith("111 ")


def test_concurrent_sessions_each_get_their_own_complete_answers(server: newsserver.ServerHandle, small_corpus: Corpus) -> None:
    from concurrent.futures import ThreadPoolExecutor

    group, count, low, high = busiest_group(small_corpus)

    def session(k: int) -> tuple[int, int]:
        raw = Raw(server.host, server.port)
        raw.line()
        raw.cmd(f"GROUP {group}")
        if k % 2:
            raw.cmd("COMPRESS DEFLATE")
            import zlib

            raw.inflate = zlib.decompressobj(-15)
            raw.deflate = zlib.compressobj(6, zlib.DEFLATED, -15)
        status, lines = raw.multi(f"XOVER {low}-{high}")
        mid = small_corpus.message_id(k)
        stat = raw.cmd(f"STAT <{mid}>")
        raw.close()
        return len(lines), int(stat == f"223 0 <{mid}>")

    with ThreadPoolExecutor(max_workers=16) as pool:
        results = list(pool.map(session, range(16)))
    assert results == [(count, 1)] * 16
