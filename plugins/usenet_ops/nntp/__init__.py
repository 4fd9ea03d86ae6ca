"""NNTP transport: sans-I/O protocol core, socket client, connection pool.

No Airflow, no database. See docs/adr/0001-nntp-sans-io.md. The public API::

    from usenet_ops.nntp import NNTPClient, Pool, ProviderConfig, Timeouts

    cfg = ProviderConfig.from_url("nntps://user:pass@news.example.com")
    with Pool(cfg) as pool, pool.borrow(timeout=30) as client:
        info = client.group("alt.binaries.test")       # GroupInfo | None (411)
        for rec in client.over(info.high - 999, info.high):
            rec.number, rec.subject, rec.message_id, rec.xref   # int, raw bytes
"""

from __future__ import annotations

from usenet_ops.domain.overview import OverviewBatch, OverviewFormat, OverviewRecord, parse_overview
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.errors import (
    NNTPAuthError,
    NNTPBadMessageId,
    NNTPCompressionError,
    NNTPError,
    NNTPPermanentError,
    NNTPPoolBusy,
    NNTPProtocolError,
    NNTPProviderDown,
    NNTPReplyTooLarge,
    NNTPTemporaryError,
    NNTPTimeout,
    NNTPTLSError,
    NNTPTooManyConnections,
)
from usenet_ops.nntp.pool import Pool, PoolSettings, PoolStats
from usenet_ops.nntp.provider import ProviderConfig, Role, TLSMode, backbone_for_host
from usenet_ops.nntp.values import (
    ActiveGroup,
    ArticleData,
    Capabilities,
    Compression,
    GroupInfo,
    ReplyLimits,
    Timeouts,
    WireCounters,
)

__all__ = [
    "ActiveGroup",
    "ArticleData",
    "Capabilities",
    "Compression",
    "GroupInfo",
    "NNTPAuthError",
    "NNTPBadMessageId",
    "NNTPClient",
    "NNTPCompressionError",
    "NNTPError",
    "NNTPPermanentError",
    "NNTPPoolBusy",
    "NNTPProtocolError",
    "NNTPProviderDown",
    "NNTPReplyTooLarge",
    "NNTPTLSError",
    "NNTPTemporaryError",
    "NNTPTimeout",
    "NNTPTooManyConnections",
    "OverviewBatch",
    "OverviewFormat",
    "OverviewRecord",
    "Pool",
    "PoolSettings",
    "PoolStats",
    "ProviderConfig",
    "ReplyLimits",
    "Role",
    "TLSMode",
    "Timeouts",
    "WireCounters",
    "backbone_for_host",
    "parse_overview",
]
