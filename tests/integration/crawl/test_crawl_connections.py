"""The crawl gets its connections from the provider's pool, over real sockets against the scripted server.

Each rule of the pool is observable from the crawl: compressed data that does
not inflate makes the retry dial plain, a connection is reused from group to
group, a provider whose dials keep failing is benched and not dialled again.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from staging_view import backend_of

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "nntp"))

from scripted import Fault, Script, ScriptedServer, Session, block  # noqa: E402

from usenet_ops.nntp.errors import NNTPProviderDown, NNTPTemporaryError  # noqa: E402
from usenet_ops.nntp.pool import Pool, PoolSettings  # noqa: E402
from usenet_ops.nntp.provider import ProviderConfig  # noqa: E402
from usenet_ops.nntp.values import Timeouts  # noqa: E402
from usenet_ops.passes import compose, crawl, reading  # noqa: E402
from usenet_ops.passes.crawl import CrawlState  # noqa: E402

GROUPS = ("alt.binaries.scripted.one", "alt.binaries.scripted.two")
ARTICLES = 40
FAST = PoolSettings(keepalive_s=0, cooldown_s=600, timeouts=Timeouts(dial=2.0, command=2.0, stat=1.0))


def _lines(group: str) -> list[bytes]:
    """One release of two files, 20 segments each, in article-number order."""
    out = []
    for n in range(1, ARTICLES + 1):
        part, seg = divmod(n - 1, 20)
        subject = (f"Scripted.Show.S01E0{part + 1}.1080p.WEB.x264-GRP [{part + 1}/2] - "
                   f'"scripted.s01e0{part + 1}.mkv" yEnc ({seg + 1}/20)')
        out.append(f"{n}\t{subject}\tposter <p@example.com>\tThu, 01 Jan 2026 00:00:00 +0000\t"
                   f"<{group}.{n}@scripted>\t\t512000\t4000\tXref: scripted {group}:{n}".encode())
    return out


def _group(s: Session, a: str) -> bytes:
    if a not in GROUPS:
        return b"411 no such group\r\n"
    s.group = a
    return f"211 {ARTICLES} 1 {ARTICLES} {a}\r\n".encode()


def _over(s: Session, a: str) -> bytes:
    lo, _, hi = a.partition("-")
    assert s.group is not None
    picked = [ln for ln in _lines(s.group) if int(lo) <= int(ln.split(b"\t")[0]) <= int(hi or lo)]
    return block("224 overview follows", picked)


def _script(**kw: object) -> Script:
    script = Script(**kw)  # type: ignore[arg-type]
    script.handlers.update({"GROUP": _group, "OVER": _over})
    return script


def _crawl(db, pool: Pool, group: str) -> crawl.GroupReport:  # type: ignore[no-untyped-def]
    target = crawl.CrawlTarget(provider="scripted", backbone="scripted", group=group, indexed_groups=frozenset(GROUPS))
    return crawl.crawl_group(target, conn=db, pool=pool, settings=compose.load_settings(db),
                             filters=compose.load_filters(db), owner="test",
                             staging=backend_of(db))


@pytest.fixture
def scripted_db(crawl_db):  # type: ignore[no-untyped-def]
    from usenet_ops.store import settings

    settings.set_value(crawl_db, "batch", 10)  # four OVERs per group
    return crawl_db


def _corrupt_gzip(script: Script) -> None:
    def xfeature(s: Session, a: str) -> bytes:
        s.gzip = True
        return b"290 feature enabled\r\n"

    script.capabilities = [*script.capabilities, "XFEATURE-COMPRESS GZIP"]
    script.handlers["XFEATURE"] = xfeature
    script.handlers["OVER"] = lambda s, a: b"224 overview [COMPRESS=GZIP]\r\nx\x9cgarbage, not zlib\r\n.\r\n" \
        if s.gzip else _over(s, a)


def _corrupt_deflate(script: Script) -> None:
    def over(s: Session, a: str) -> bytes | Fault:
        if s.deflater is None:
            return _over(s, a)
        s.sock.sendall(b"\xff\xfe not a deflate stream")  # raw, past the session's compressor
        return Fault.STALL

    script.capabilities = [*script.capabilities, "COMPRESS DEFLATE"]
    script.handlers["COMPRESS"] = lambda s, a: b"206 compression active\r\n"
    script.handlers["OVER"] = over


@pytest.mark.parametrize("corrupt", [_corrupt_gzip, _corrupt_deflate], ids=["xfeature-gzip", "compress-deflate"])
def test_compressed_data_that_does_not_inflate_is_read_again_on_a_plain_connection(scripted_db, corrupt) -> None:
    script = _script()
    corrupt(script)
    with ScriptedServer(script) as server, Pool(ProviderConfig.from_url(server.url()), FAST) as pool:
        assert pool.config.compression
        report = _crawl(scripted_db, pool, GROUPS[0])
        negotiated = [c for c in server.commands if c.startswith(("XFEATURE", "COMPRESS"))]
        connections = server.connections
    assert report.state is CrawlState.DONE and report.failed_batches == 0, report.as_dict()
    assert report.articles == ARTICLES and report.staged > 0
    assert not pool.config.compression, "the pool dials this provider plain from now on"
    assert len(negotiated) == 1, "the retry's connection did not negotiate compression again"
    assert connections == 2
    assert pool.stats().resets == 1


def test_the_crawl_reuses_the_pools_connection_from_group_to_group(scripted_db) -> None:
    with ScriptedServer(_script()) as server, Pool(ProviderConfig.from_url(server.url()), FAST) as pool:
        reports = [_crawl(scripted_db, pool, g) for g in GROUPS]
        assert server.connections == 1
        stats = pool.stats()
        assert (stats.open, stats.idle, stats.resets) == (1, 1, 0)
        assert server.commands.count("QUIT") == 0  # handed back, not closed
    assert all(r.state is CrawlState.DONE and r.articles == ARTICLES for r in reports)
    assert all(r.wire_bytes > 0 for r in reports)


def test_a_provider_whose_dials_keep_failing_is_benched_and_the_next_group_does_not_dial(scripted_db) -> None:
    with ScriptedServer(_script(greeting=b"400 service temporarily unavailable\r\n")) as server, \
            Pool(ProviderConfig.from_url(server.url()), FAST) as pool:
        with pytest.raises(NNTPTemporaryError):
            _crawl(scripted_db, pool, GROUPS[0])
        dials = server.connections
        assert dials == reading.BATCH_ATTEMPTS and pool.down
        with pytest.raises(NNTPProviderDown):
            _crawl(scripted_db, pool, GROUPS[1])
        assert server.connections == dials, "a benched provider is not dialled"
    states = [r["state"] for r in scripted_db.execute("SELECT state FROM usenet.crawl_passes ORDER BY id")]
    assert states == ["failed", "failed"]
