"""Helpers of the Spotnet import tests: install the test key ring, run the passes, read what they stored."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from usenet_ops.corpus.spots import SpotCorpus
from usenet_ops.domain.spotnet.signature import escape_base64
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import compose, spot_fetch, spot_index
from usenet_ops.store import spot_records


def install_keys(conn: Any, corpus: SpotCorpus) -> None:
    """Install the corpus's test ring as the operator's keys (the import then trusts the test signatures)."""
    for key_id in corpus.keyring:
        key = corpus.keyring.keys[key_id]
        spot_records.set_key(conn, key_id, escape_base64(key.modulus_bytes), role=corpus.keyring.roles[key_id],
                             note="test key")


@dataclass
class Runner:
    """Run the passes as a task does: a pool of their own per call, the ring from the database."""

    conn: Any
    url: str
    now: int
    backbone: str = "a"

    def index(self, **kw: Any) -> spot_index.IndexReport:
        with Pool(ProviderConfig.from_url(self.url, backbone=self.backbone)) as pool:
            return spot_index.index_spots(self.conn, pool, settings=compose.load_settings(self.conn),
                                     keyring=compose.load_keyring(self.conn), provider="test",
                                     backbone=self.backbone, now=self.now, **kw)

    def fetch(self, **kw: Any) -> spot_fetch.FetchReport:
        with Pool(ProviderConfig.from_url(self.url, backbone=self.backbone)) as pool:
            return spot_fetch.fetch_spots(self.conn, pool, settings=compose.load_settings(self.conn),
                                     sink=compose.release_sink(), provider="test", backbone=self.backbone, **kw)

    def both(self) -> tuple[spot_index.IndexReport, spot_fetch.FetchReport]:
        return self.index(), self.fetch()


def spot_rows(conn: Any) -> dict[str, dict[str, Any]]:
    """Return every stored spot by message-id."""
    return {r["message_id"]: r for r in conn.execute("SELECT * FROM usenet.spots")}


def release_rows(conn: Any) -> dict[str, dict[str, Any]]:
    """Return every catalogue release by content_hash."""
    return {r["content_hash"]: r for r in conn.execute(
        "SELECT content_hash, title, category, files, segments, size, origin, imdb FROM usenet.releases")}


def outcomes(conn: Any) -> dict[str, int]:
    """Return the spot outcome counters summed over all days."""
    return {r["outcome"]: int(r["n"]) for r in conn.execute(
        "SELECT outcome, sum(count) AS n FROM usenet.spot_outcomes GROUP BY outcome")}
