# Types of the C overview scanner (plugins/usenet_ops/_native/overview_scan.c).
from collections.abc import Collection

Group = tuple[int, int, int, bytes, str | bytes | None, bytes | None, bytes | None, int, int, int,
              list[str], list[int], list[int]]

# limits: (max_segments, lo, hi, max_subject, max_message_id, max_group_name, max_count); see ingest.scanner_limits.
Limits = tuple[int, int, int, int, int, int, int]

def scan_block(block: bytes, xref_at: int, sniff_xref: bool, group: str, indexed: Collection[str],
               limits: Limits, /) -> tuple[list[Group], list[int], dict[bytes, int], list[bytes]]: ...

def chunk(bits: bytes, parts: list[int], sizes: list[int], message_ids: list[str],
          /) -> tuple[bytes, str, str, str, int, int] | None: ...

def chunk_body(chunk: object, max_segments: int, max_body: int, max_id: int, /) -> bytes | None: ...

FileFields = tuple[str, str, str, int | None, int, int, int, int, tuple[int, ...], tuple[int, ...], tuple[str, ...]]

def chunk_unbody(body: bytes, max_segments: int, max_id: int, /
                 ) -> tuple[str, str, str, str, int, tuple[str, ...], list[FileFields]] | None: ...
