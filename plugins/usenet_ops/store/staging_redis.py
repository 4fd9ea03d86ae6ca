"""redis staging: the staged sets in Redis, coverage, watermarks and fences in Postgres.

Why: Redis stages a full feed faster than Postgres can (no WAL, no index
entry per write), at the price of durability: the seed's production
pipeline. The same seam as pg staging (``store.staging.StagingBackend``):
the crawl, the build and the prune pass take the backend composed once
(``passes.compose.staging_backend``) and never ask which it is.

Invariants kept here (docs/adr/0015-redis-staging.md):
1. a batch's Redis writes happen INSIDE its Postgres transaction, after the
   fence is checked under the row lock and before the COMMIT that records
   coverage and the watermark. A crash before the COMMIT leaves the watermark
   where it was: the batch is read again and its writes are made again;
2. those writes are idempotent: each file's parts go through its part bitmap
   (SETBIT returns the old bit), so a part is staged once however often it is
   offered; bounds fold by min/max; the batch's (backbone, group, range) is
   marked done in the same script, so a batch applied before a crash is not
   applied again (its sets may already be built and gone);
3. one Lua script per batch: Redis runs it whole or not at all (a refused
   write under ``noeviction`` writes nothing and raises ``StagingFull``);
4. the build takes sets with a claim (SET NX with a deadline), stores the
   releases in Postgres, and deletes the sets from Redis only after that
   COMMIT: a crash in between re-builds them, which the catalogue's unique
   content hash turns into a counted duplicate. Nothing lost, nothing doubled.

Key layout under one prefix (``USENET_STAGING_REDIS_PREFIX``): ``s:<set>`` a
hash per set; ``sf:<set>`` its files; ``f:<file>`` a hash per file; ``b:<file>``
its part bitmap; ``seg:<file>`` its segments as "part\\tbytes\\tmessage-id"
entries; ``ready``/``settling``/``all``/``forming`` sorted sets (by ready
time, last seen, last seen, segments); ``grp:<group>`` the group's sets by
last seen; ``counts`` segments per group; ``batch:<backbone>:<group>:<lo>-<hi>``
the done marks. Scripts name keys they compute, so this runs on one Redis,
not a cluster.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
import re
import threading
import time
from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import redis

from usenet_ops.domain.assembly.staged import SegmentColumns, StagedFile, StagedSet
from usenet_ops.domain.assembly.uploads import SIBLING_GAP, plan_upload_merges
from usenet_ops.domain.ingest import MAX_SET_GROUPS, FileAggregate
from usenet_ops.store import building, crawl_state, staging_evictions
from usenet_ops.store.crawl_state import Statement
from usenet_ops.store.db import Conn, Script
from usenet_ops.store.filters import HitCounts, record_hits
from usenet_ops.store.staging import (
    COLLISION_SPAN,
    MERGE_CANDIDATES,
    SETTLE_AFTER_HOURS,
    SETTLE_MARGIN,
    Claim,
    MovedSet,
    RedisNotConfigured,
    StageOutcome,
    StagingFull,
    StagingInfo,
    StagingMode,
    StagingUnavailable,
    pending_set,
    pressure_pct,
)

log = logging.getLogger(__name__)

DEFAULT_PREFIX = "usenet:staging:"
CLAIM_SEC = 900  # a build claim outlives any chunk; a crashed builder's claims lapse by themselves
SEG_PUSH = 4000  # entries per RPUSH inside the script (Lua's unpack has a stack limit)


# ARGV: prefix, backbone, group, ttl seconds, batch mark ("" = none), payload (JSON), collision span,
#       max groups per set. Returns {inserted, offered, sets touched, ready sets, 1 if the batch was done before}.
_STAGE = r"""
local P, backbone, group = ARGV[1], ARGV[2], ARGV[3]
local ttl = tonumber(ARGV[4])
local mark = ARGV[5]
local span = tonumber(ARGV[7])
local max_groups = tonumber(ARGV[8])
if mark ~= '' and redis.call('EXISTS', P .. 'batch:' .. mark) == 1 then
  return {0, 0, 0, 0, 1}
end
local data = cjson.decode(ARGV[6])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local touched = {}
for _, s in ipairs(data.sets) do
  local id = s[1]
  local k = P .. 's:' .. id
  local cur = redis.call('HMGET', k, 'file_total', 'backbone', 'art_lo', 'art_hi', 'posted_min', 'posted_max',
                         'groups', 'name_only', 'group')
  if not cur[2] then
    redis.call('HSET', k, 'group', s[2], 'base', s[3], 'poster', s[4], 'groups', s[5], 'file_total', s[6],
               'backbone', backbone, 'art_lo', s[7], 'art_hi', s[8], 'posted_min', s[9], 'posted_max', s[10],
               'name_only', s[11], 'first_seen', now, 'status', 'forming')
    touched[id] = s[2]
  else
    local ft = math.max(tonumber(cur[1]), s[6])
    local lo, hi = tonumber(cur[3]), tonumber(cur[4])
    if cur[2] == backbone then lo = math.min(lo, s[7]); hi = math.max(hi, s[8]) end
    local pmin = tonumber(cur[5])
    if pmin == 0 then pmin = s[9] elseif s[9] ~= 0 then pmin = math.min(pmin, s[9]) end
    local seen, list = {}, {}
    for g in string.gmatch(cur[7] .. '\31' .. s[5], '[^\31]+') do
      if not seen[g] then seen[g] = true; list[#list + 1] = g end
    end
    table.sort(list)
    while #list > max_groups do table.remove(list) end
    local no = (cur[8] == '1' or s[11] == '1') and '1' or '0'
    redis.call('HSET', k, 'file_total', ft, 'art_lo', lo, 'art_hi', hi, 'posted_min', pmin,
               'posted_max', math.max(tonumber(cur[6]), s[10]), 'groups', table.concat(list, '\31'), 'name_only', no)
    touched[id] = cur[9]
  end
  redis.call('HSET', k, 'last_seen', now)
end
local inserted, offered = 0, 0
for _, f in ipairs(data.files) do
  local fk = P .. 'f:' .. f[1]
  local owner = redis.call('HGET', fk, 'set')
  if not owner then
    owner = f[2]
    redis.call('HSET', fk, 'set', owner, 'name', f[3], 'subject', f[4], 'idx', f[5], 'ptotal', f[6], 'have', 0,
               'bytes', 0, 'posted', f[7])
    redis.call('SADD', P .. 'sf:' .. owner, f[1])
  else
    local v = redis.call('HMGET', fk, 'ptotal', 'posted')
    local posted = tonumber(v[2])
    if posted == 0 then posted = f[7] elseif f[7] ~= 0 then posted = math.min(posted, f[7]) end
    redis.call('HSET', fk, 'ptotal', math.max(tonumber(v[1]), f[6]), 'posted', posted)
  end
  local bk, sk = P .. 'b:' .. f[1], P .. 'seg:' .. f[1]
  local parts, sizes, ids = f[8], f[9], f[10]
  local n, bytes, entries = 0, 0, {}
  for i = 1, #parts do
    offered = offered + 1
    if redis.call('SETBIT', bk, parts[i] - 1, 1) == 0 then
      local size = math.min(math.max(sizes[i], 0), 2147483647)
      n = n + 1
      bytes = bytes + size
      entries[#entries + 1] = parts[i] .. '\t' .. size .. '\t' .. ids[i]
      if #entries >= tonumber(ARGV[9]) then redis.call('RPUSH', sk, unpack(entries)); entries = {} end
    end
  end
  if #entries > 0 then redis.call('RPUSH', sk, unpack(entries)) end
  if n > 0 then
    redis.call('HINCRBY', fk, 'have', n)
    redis.call('HINCRBY', fk, 'bytes', bytes)
    inserted = inserted + n
  end
  if not touched[owner] then
    touched[owner] = redis.call('HGET', P .. 's:' .. owner, 'group') or group
    redis.call('HSET', P .. 's:' .. owner, 'last_seen', now)
  end
end
local nsets, nready = 0, 0
for id, grp in pairs(touched) do
  nsets = nsets + 1
  local k = P .. 's:' .. id
  local meta = redis.call('HMGET', k, 'file_total', 'art_lo', 'art_hi', 'ready_since', 'name_only')
  local ft = tonumber(meta[1]) or 0
  local files = redis.call('SMEMBERS', P .. 'sf:' .. id)
  local nfiles, complete_files, complete_slots, in_range, distinct = 0, 0, 0, 0, 0
  local have, total, bytes = 0, 0, 0
  local seen_idx, complete_idx = {}, {}
  for _, fid in ipairs(files) do
    local v = redis.call('HMGET', P .. 'f:' .. fid, 'idx', 'ptotal', 'have', 'bytes')
    if v[2] then
      local idx, pt, hv = tonumber(v[1]), tonumber(v[2]), tonumber(v[3])
      local complete = hv >= pt
      nfiles = nfiles + 1
      have = have + hv; total = total + pt; bytes = bytes + tonumber(v[4])
      if complete then complete_files = complete_files + 1 end
      if idx >= 1 and idx <= ft then
        in_range = in_range + 1
        if not seen_idx[idx] then seen_idx[idx] = true; distinct = distinct + 1 end
        if complete and not complete_idx[idx] then complete_idx[idx] = true; complete_slots = complete_slots + 1 end
      end
      redis.call('EXPIRE', P .. 'f:' .. fid, ttl)
      redis.call('EXPIRE', P .. 'b:' .. fid, ttl)
      redis.call('EXPIRE', P .. 'seg:' .. fid, ttl)
    end
  end
  local clashes = in_range - distinct
  local status
  if tonumber(meta[3]) - tonumber(meta[2]) >= span or clashes > 0 then status = 'collision'
  elseif ft > 0 and complete_slots >= ft then status = 'ready'
  elseif ft == 0 and complete_files == nfiles then status = 'settling'
  else status = 'forming' end
  local counted = complete_files
  if ft > 0 then counted = complete_slots end
  redis.call('HSET', k, 'files_seen', nfiles, 'files_complete', counted, 'segments_have', have,
             'segments_total', total, 'bytes', bytes, 'status', status)
  if status == 'ready' then
    local since = meta[4] or now
    redis.call('HSET', k, 'ready_since', since)
    redis.call('ZADD', P .. 'ready', since, id)
    nready = nready + 1
  else
    redis.call('HDEL', k, 'ready_since')
    redis.call('ZREM', P .. 'ready', id)
  end
  if status == 'settling' then redis.call('ZADD', P .. 'settling', now, id) else redis.call('ZREM', P .. 'settling', id) end
  if status == 'forming' or status == 'collision' then
    redis.call('ZADD', P .. 'forming', total, id)
  else
    redis.call('ZREM', P .. 'forming', id)
  end
  if status == 'forming' and meta[5] == '1' and ft > 1 and complete_files == nfiles then
    redis.call('ZADD', P .. 'nameonly', tonumber(meta[2]), id)
  else
    redis.call('ZREM', P .. 'nameonly', id)
  end
  redis.call('ZADD', P .. 'all', now, id)
  redis.call('ZADD', P .. 'grp:' .. grp, now, id)
  redis.call('EXPIRE', k, ttl)
  redis.call('EXPIRE', P .. 'sf:' .. id, ttl)
end
if inserted > 0 then redis.call('HINCRBY', P .. 'counts', group, inserted) end
if mark ~= '' then redis.call('SET', P .. 'batch:' .. mark, 1, 'EX', ttl) end
return {inserted, offered, nsets, nready, 0}
"""

# ARGV: prefix, then (set id, group or "") pairs. Removes the sets, their files and index entries.
# Returns {segments removed, sets that were still there}.
_DELETE = r"""
local P = ARGV[1]
local removed, present = 0, 0
for i = 2, #ARGV, 2 do
  local id, grp = ARGV[i], ARGV[i + 1]
  local k = P .. 's:' .. id
  local g = redis.call('HGET', k, 'group')
  if g then present = present + 1; grp = g end
  local n = 0
  for _, fid in ipairs(redis.call('SMEMBERS', P .. 'sf:' .. id)) do
    n = n + (tonumber(redis.call('HGET', P .. 'f:' .. fid, 'have')) or 0)
    redis.call('DEL', P .. 'f:' .. fid, P .. 'b:' .. fid, P .. 'seg:' .. fid)
  end
  redis.call('DEL', k, P .. 'sf:' .. id)
  redis.call('ZREM', P .. 'ready', id)
  redis.call('ZREM', P .. 'settling', id)
  redis.call('ZREM', P .. 'forming', id)
  redis.call('ZREM', P .. 'nameonly', id)
  redis.call('ZREM', P .. 'all', id)
  if grp ~= '' then
    redis.call('ZREM', P .. 'grp:' .. grp, id)
    if n > 0 then
      local left = redis.call('HINCRBY', P .. 'counts', grp, -n)
      if left <= 0 then redis.call('HDEL', P .. 'counts', grp) end
    end
  end
  removed = removed + n
end
return {removed, present}
"""


# ARGV: prefix, target set, then the sets merged into it. Moves their files to the target and removes them;
# the caller then folds their bounds into the target through the stage script, which recounts it.
_MOVE = r"""
local P, target = ARGV[1], ARGV[2]
for i = 3, #ARGV do
  local id = ARGV[i]
  local grp = redis.call('HGET', P .. 's:' .. id, 'group')
  for _, fid in ipairs(redis.call('SMEMBERS', P .. 'sf:' .. id)) do
    redis.call('HSET', P .. 'f:' .. fid, 'set', target)
    redis.call('SADD', P .. 'sf:' .. target, fid)
  end
  redis.call('DEL', P .. 's:' .. id, P .. 'sf:' .. id)
  for _, z in ipairs({'ready', 'settling', 'forming', 'nameonly', 'all'}) do redis.call('ZREM', P .. z, id) end
  if grp then redis.call('ZREM', P .. 'grp:' .. grp, id) end
end
return #ARGV - 2
"""


@dataclass(frozen=True)
class MemoryInfo:
    """What Redis says of its memory: the pressure gate's and the census' inputs."""

    used: int
    maxmemory: int
    policy: str
    evicted_keys: int

    def pct(self) -> float:
        """Return used memory as a percentage of maxmemory (0 when Redis has no ceiling)."""
        return 100.0 * self.used / self.maxmemory if self.maxmemory else 0.0


# Load sets for the build in ONE round trip per LOAD_CHUNK sets: each set's hash and its files' hashes and segment
# lists, returned as one JSON document. Why: pipelined HGETALL + LRANGE per file had redis-py parse one RESP bulk
# string per segment in Python (~75 us each; 2.3 s of a 3.6 s build pass at 31k segments); cjson encodes in C and
# json.loads parses in C. ARGV: prefix, set ids. A set Redis no longer holds is left out; a file's keys that expired
# come back with an empty hash (the caller skips them, as before).
_LOAD = """
local p = ARGV[1]
local out = {}
for i = 2, #ARGV do
  local sid = ARGV[i]
  local meta = redis.call('HGETALL', p .. 's:' .. sid)
  if #meta > 0 then
    local fids = redis.call('SMEMBERS', p .. 'sf:' .. sid)
    table.sort(fids)
    local files = {}
    for _, fid in ipairs(fids) do
      files[#files + 1] = {fid, redis.call('HGETALL', p .. 'f:' .. fid), redis.call('LRANGE', p .. 'seg:' .. fid, 0, -1)}
    end
    out[#out + 1] = {sid, meta, files}
  end
end
return cjson.encode(out)
"""
LOAD_CHUNK = 200  # sets per load script: bounds how long one call holds Redis (the crawl's writes wait behind it)


_clients_lock = threading.Lock()
_clients: dict[tuple[str, float], Any] = {}


def client_for(url: str, timeout: float = 30.0) -> Any:
    """Return the process's Redis client for ``url`` (one connection pool per URL, shared by every backend object).

    A backend is composed per pass (and per view request), so each would
    otherwise dial Redis anew; the client is the only thing shared, and it
    holds no choice of backend.
    """
    with _clients_lock:
        client = _clients.get((url, timeout))
        if client is None:
            # Any: redis-py types every command as "sync or async result"; this client is sync.
            client = _clients[(url, timeout)] = redis.Redis.from_url(
                url, socket_timeout=timeout, socket_connect_timeout=5, decode_responses=True)
        return client


def from_environment(*, ttl_hours: int, evict_staleness_secs: int) -> RedisStaging:
    """Return the Redis backend USENET_REDIS_URL names (key prefix: USENET_STAGING_REDIS_PREFIX)."""
    url = (os.environ.get("USENET_REDIS_URL") or "").strip()
    if not url:
        raise RedisNotConfigured("staging is set to redis but USENET_REDIS_URL is not set: set it to the Redis that "
                                 "stages (redis://host:6379/0), or switch back with `usenet-ops staging switch pg`")
    return RedisStaging(url, prefix=os.environ.get("USENET_STAGING_REDIS_PREFIX") or DEFAULT_PREFIX,
                        ttl_hours=ttl_hours, evict_staleness_secs=evict_staleness_secs)


class RedisStaging:
    """The redis staging backend (``store.staging.StagingBackend``): one Redis, one key prefix."""

    mode = StagingMode.REDIS

    def __init__(self, url: str, *, prefix: str = DEFAULT_PREFIX, ttl_hours: int = 2, evict_staleness_secs: int = 300,
                 timeout: float = 30.0) -> None:
        self.url = url
        self.prefix = prefix
        self.ttl_hours = ttl_hours
        self.evict_staleness_secs = evict_staleness_secs
        self.client: Any = client_for(url, timeout)
        self._stage = self.client.register_script(_STAGE)
        self._delete = self.client.register_script(_DELETE)
        self._move = self.client.register_script(_MOVE)
        self._load = self.client.register_script(_LOAD)
        self.evicted = 0  # hopeless sets shed by this backend object (the seed's worker counter)

    def key(self, name: str) -> str:
        return self.prefix + name

    # --- crawl side ----------------------------------------------------------------------------

    def stage_batch(self, conn: Conn, *, backbone: str, group: str, fence: int, files: Iterable[FileAggregate],
                    covered: tuple[int, int] | None, next_article: int | None, hits: HitCounts | None = None,
                    resolves: int | None = None, fence_sql: Statement | None = None,
                    also: Sequence[Statement] = ()) -> StageOutcome:
        """Stage a batch in Redis and advance coverage and the watermark in Postgres; see the module's invariants.

        ``fence_sql`` and ``also`` as in pg staging: a backfill partition's
        batch is fenced by the partition's token and its progress commits in
        the transaction that records its coverage.
        """
        if not conn.autocommit:
            raise ValueError("staging needs an autocommit connection: each batch is its own BEGIN ... COMMIT")
        payload = _payload(list(files))
        mark = f"{backbone}:{group}:{covered[0]}-{covered[1]}" if covered is not None else ""
        script = Script(conn)
        try:
            script.execute("BEGIN")
            script.execute("SET LOCAL synchronous_commit TO off")
            fence_rows = script.execute(*(fence_sql or crawl_state.group_fence_sql(backbone, group)))
            script.run()
            row = fence_rows.one()
            crawl_state.check_fence(row["fence_token"] if row else None, fence, backbone, group)
            result = self._run_stage(backbone, group, mark, payload)
            if hits:
                record_hits(script, hits)
            for statement in crawl_state.batch_tail(backbone, group, covered=covered, next_article=next_article,
                                                    resolves=resolves, also=also):
                script.execute(*statement)
            script.execute("COMMIT")
            script.run()
        except BaseException:
            script.abort()
            raise
        inserted, offered, sets, ready, _done_before = (int(x) for x in result)
        if self.evict_staleness_secs and covered is not None:
            staging_evictions.record_hopeless(conn, self.evict_hopeless(backbone, group, below=covered[0]))
        return StageOutcome(inserted=inserted, duplicates=offered - inserted, sets_touched=sets, ready_sets=ready,
                            staged_total=self._staged())

    def _run_stage(self, backbone: str, group: str, mark: str, payload: str) -> list[Any]:
        try:
            return list(self._stage(args=[self.prefix, backbone, group, self.ttl_hours * 3600, mark, payload,
                                          COLLISION_SPAN, MAX_SET_GROUPS, SEG_PUSH]))
        except redis.exceptions.OutOfMemoryError as exc:
            raise StagingFull(
                f"Redis refused the batch of {group} ({exc}); nothing was staged and the watermark stays",
                hint="Redis is at maxmemory and could not make room: let the build drain it, raise maxmemory, or "
                     "lower crawl_pressure_high_pct") from exc
        except redis.exceptions.ConnectionError as exc:
            raise StagingUnavailable(f"Redis at {_redacted(self.url)} could not stage {group}: {exc}",
                                     hint="check that Redis runs and USENET_REDIS_URL names it") from exc

    def evict_hopeless(self, backbone: str, group: str, *, below: int, limit: int = 100) -> int:
        """Shed forming sets of ``group`` the crawl has passed and that got nothing for evict_staleness_secs.

        The seed's inline hopeless eviction: a set whose last article lies
        below the batch being staged and that has been idle longer than the
        staleness window belongs to an upload that ended; waiting for the TTL
        only holds memory against the pressure gate.
        """
        cutoff = _now_ms() - self.evict_staleness_secs * 1000
        ids = self.client.zrangebyscore(self.key(f"grp:{group}"), "-inf", cutoff, start=0, num=limit)
        if not ids:
            return 0
        pipe = self.client.pipeline(transaction=False)
        for set_id in ids:
            pipe.hmget(self.key(f"s:{set_id}"), "status", "backbone", "art_hi")
        doomed = [set_id for set_id, (status, bb, hi) in zip(ids, pipe.execute(), strict=True)
                  if status in ("forming", "collision") and bb == backbone and hi is not None and int(hi) < below]
        if doomed:
            self._delete_now(doomed, group=group)
            self.evicted += len(doomed)
            log.info("%s: %d hopeless sets evicted (idle > %ds, below article %d)", group, len(doomed),
                     self.evict_staleness_secs, below)
        return len(doomed)

    def staged_total(self, conn: Conn) -> int:
        """Return how many segments are staged across all groups."""
        return self._staged()

    def _staged(self) -> int:
        return sum(max(0, int(v)) for v in self.client.hvals(self.key("counts")))

    def memory(self) -> MemoryInfo:
        """Read INFO memory and INFO stats (two single-section calls: a multi-section INFO reads zero on 6.x)."""
        mem = self.client.info("memory")
        stats = self.client.info("stats")
        return MemoryInfo(used=int(mem.get("used_memory", 0)), maxmemory=int(mem.get("maxmemory", 0)),
                          policy=str(mem.get("maxmemory_policy", "noeviction")),
                          evicted_keys=int(stats.get("evicted_keys", 0)))

    def pressure(self, staged: int, capacity: int) -> float:
        """Return the fill the pressure gates compare: memory against maxmemory, else rows against capacity.

        Under allkeys-* a write at the ceiling evicts forming sets, so the gate
        must stop short of it (the seed's 97.4 M evicted keys).
        """
        info = self.memory()
        if info.maxmemory:
            return info.pct()
        return pressure_pct(staged, capacity)

    def census(self, conn: Conn, largest: int = 10) -> StagingInfo:
        """Return staged counts and the largest incomplete sets with their progress."""
        counts = self.counts()
        pending = [pending_set(r["set_id"], r.get("group", ""), r.get("base", ""), r["status"],
                               file_total=int(r.get("file_total", 0)), files_seen=int(r.get("files_seen", 0)),
                               files_complete=int(r.get("files_complete", 0)),
                               segments_have=int(r.get("segments_have", 0)),
                               segments_total=int(r.get("segments_total", 0)), span=int(r["art_hi"]) - int(r["art_lo"]))
                   for r in self.largest_pending(largest)[:largest]]
        return StagingInfo(staged_articles=self._staged(), sets=counts["sets"], ready=counts["ready"],
                           settling=counts["settling"], collisions=self.collisions(), pending=pending)

    def pending_count(self, conn: Conn) -> int:
        """Return how many sets are forming or in collision (the forming index, capped as pg's count is)."""
        return min(int(self.client.zcard(self.key("forming"))), 100_001)

    # --- build side ---------------------------------------------------------------------------

    @contextmanager
    def claim_ready(self, conn: Conn, limit: int, *, grace_min: int, skip: Collection[str] = (),
                    history: bool = False) -> Iterator[Claim]:
        """Claim up to ``limit`` buildable sets (ready, then settled uncounted ones), oldest first.

        A claim is a key set with NX and a deadline: two builders never take
        one set, and a crashed builder's claims lapse. Ready entries whose set
        is gone (evicted, expired: fossils) are removed on the way.
        """
        taken: list[str] = []
        fossils: list[str] = []
        start = 0
        window = max(limit * 2, 50)
        while len(taken) < limit:
            ids = self.client.zrange(self.key("ready"), start, start + window - 1)
            if not ids:
                break
            start += window
            taken += self._claim([i for i in ids if i not in skip], limit - len(taken), fossils)
        if len(taken) < limit:
            taken += self._claim(self._settled(conn, grace_min, limit * 4, skip, history), limit - len(taken),
                                 fossils)
        if fossils:
            self._delete_now(fossils)
            log.info("redis staging: %d ready entries whose set was gone (evicted or expired) removed", len(fossils))
        with self._claimed(conn, taken) as claim:
            yield claim

    @contextmanager
    def _claimed(self, conn: Conn, ids: list[str]) -> Iterator[Claim]:
        """Hold claims on ``ids`` for a Postgres transaction; delete what was removed after its COMMIT.

        The order is the invariant 4 of the module: the releases commit in
        Postgres first, then the sets leave Redis; a crash in between builds
        them again, which the catalogue's unique content hash counts as a
        duplicate. Claims are dropped whatever happens.
        """
        removed: list[str] = []

        def remove(which: Sequence[str]) -> int:
            building.forget_failures(conn, which)  # pg's delete does this in its statement
            removed.extend(which)
            return sum(self._segments(which).values())

        try:
            with conn.transaction():
                yield Claim(ids=ids, loader=self.load_sets, remover=remove, status_reader=self.set_status)
            self._delete_now(removed)
        finally:
            self.release(ids)

    def _segments(self, set_ids: Sequence[str]) -> dict[str, int]:
        """Return the staged segments of each set (the sum of its files' parts)."""
        pipe = self.client.pipeline(transaction=False)
        for set_id in set_ids:
            pipe.hget(self.key(f"s:{set_id}"), "segments_have")
        return {set_id: int(n or 0) for set_id, n in zip(set_ids, pipe.execute(), strict=True)}

    def _claim(self, ids: Sequence[str], limit: int, fossils: list[str]) -> list[str]:
        if not ids or limit <= 0:
            return []
        pipe = self.client.pipeline(transaction=False)
        for set_id in ids:
            pipe.exists(self.key(f"s:{set_id}"))
        alive = pipe.execute()
        got: list[str] = []
        for set_id, ok in zip(ids, alive, strict=True):
            if len(got) >= limit:
                break
            if not ok:
                fossils.append(set_id)
                continue
            if self.client.set(self.key(f"claim:{set_id}"), "1", nx=True, ex=CLAIM_SEC):
                got.append(set_id)
        return got

    def _settled(self, conn: Conn, grace_min: int, limit: int, skip: Collection[str], history: bool) -> list[str]:
        """Return settling sets the crawl has read past: pg staging's rule (``staging_pg.lock_ready``), the same way.

        Read past ``SETTLE_MARGIN`` articles (or all the server has) or idle
        past ``grace_min``; with ``history`` (the backfill is on) the span
        must also be covered from ``SETTLE_MARGIN`` below it (or the server's
        low), else it waits for the partition below, up to
        ``SETTLE_AFTER_HOURS`` without a new article.
        """
        ids = [i for i in self.client.zrange(self.key("settling"), 0, limit - 1) if i not in skip]
        if not ids:
            return []
        pipe = self.client.pipeline(transaction=False)
        for set_id in ids:
            pipe.hmget(self.key(f"s:{set_id}"), "backbone", "group", "art_lo", "art_hi", "last_seen")
        metas = pipe.execute()
        keys = sorted({(m[0], m[1]) for m in metas if m[0] is not None})
        state = {}
        ranges: dict[tuple[str, str], list[tuple[int, int]]] = {}
        if keys:
            state = _group_states(conn, keys)
            if history:
                ranges = {k: crawl_state.coverage(conn, *k) for k in keys}
        now = _now_ms()
        cutoff = now - grace_min * 60_000
        quiet = now - SETTLE_AFTER_HOURS * 3_600_000
        out = []
        for set_id, (backbone, group, lo, hi, seen) in zip(ids, metas, strict=True):
            if backbone is None:
                out.append(set_id)  # gone: the claim pass removes it as a fossil
                continue
            row = state.get((backbone, group)) or {}
            nxt, high = row.get("next_article"), row.get("server_high")
            art_lo, art_hi = int(lo), int(hi)
            margin = min(SETTLE_MARGIN, max((high or 0) - art_hi, 0))
            if not ((nxt is not None and nxt > art_hi + margin) or int(seen) < cutoff):
                continue
            if history and int(seen) >= quiet:
                floor = max(art_lo - SETTLE_MARGIN, int(row.get("server_low") or row.get("first_article") or 0))
                if not any(a <= floor and b >= art_hi for a, b in ranges.get((backbone, group), ())):
                    continue
            out.append(set_id)
        return out

    def merge_siblings(self, conn: Conn, *, idle_min: int, history: bool) -> int:
        """Merge the sets of one upload into one set (pg's rule, ``domain.assembly.uploads``)."""
        return self.merge_name_only_siblings(conn, idle_min=idle_min, history=history)

    def _runs_known(self, conn: Conn, metas: dict[str, dict[str, str]], history: bool) -> dict[str, bool | None]:
        """Return per set whether its run is known: pg's rule (``staging_pg.merge_name_only_siblings``)."""
        if not history:
            return dict.fromkeys(metas, True)  # pg's CASE: nothing to wait for, no coverage to read
        keys = sorted({(m["backbone"], m["group"]) for m in metas.values()})
        state = _group_states(conn, keys)
        ranges = {k: crawl_state.coverage(conn, *k) for k in keys}
        backbones: dict[str, set[str]] = {}
        for r in conn.execute("SELECT DISTINCT backbone, group_name FROM usenet.coverage WHERE group_name = ANY(%s)",
                              (sorted({k[1] for k in keys}),)).fetchall():
            backbones.setdefault(r["group_name"], set()).add(r["backbone"])
        quiet = _now_ms() - SETTLE_AFTER_HOURS * 3_600_000
        out: dict[str, bool | None] = {}
        for set_id, m in metas.items():
            key = (m["backbone"], m["group"])
            row = state.get(key) or {}
            lo = int(m["art_lo"])
            floor = max(lo - SIBLING_GAP, int(row.get("server_low") or row.get("first_article") or 0), 1)
            if (int(m.get("last_seen") or 0) < quiet
                    or any(a <= floor and b >= lo for a, b in ranges.get(key, ()))):
                out[set_id] = True
            elif any(bb != key[0] for bb in backbones.get(key[1], ())):
                out[set_id] = None  # another backbone read the group: the history cannot say (pg's NULL)
            else:
                out[set_id] = False
        return out

    def merge_name_only_siblings(self, conn: Conn, *, idle_min: int, history: bool,
                                 limit: int = MERGE_CANDIDATES) -> int:
        """Merge the sets of one upload into one set (pg's rule, ``domain.assembly.uploads``; span as pg's).

        The candidates are pg's: the ``nameonly`` index holds forming
        name-only sets whose files are all complete, and only keys with a
        sibling are planned, all of them at once.
        """
        ids = self.client.zrange(self.key("nameonly"), 0, limit - 1)
        if len(ids) < 2:
            return 0
        metas: dict[str, dict[str, str]] = {}
        for at in range(0, len(ids), LOAD_CHUNK * 8):
            pipe = self.client.pipeline(transaction=False)
            for set_id in ids[at:at + LOAD_CHUNK * 8]:
                pipe.hgetall(self.key(f"s:{set_id}"))
            metas.update((set_id, m) for set_id, m in zip(ids[at:at + LOAD_CHUNK * 8], pipe.execute(), strict=True)
                         if m)
        siblings = Counter((m["group"], m["poster"], m["file_total"]) for m in metas.values())
        metas = {i: m for i, m in metas.items() if siblings[m["group"], m["poster"], m["file_total"]] > 1}
        if len(metas) < 2:
            return 0
        pipe = self.client.pipeline(transaction=False)
        for set_id in metas:
            pipe.smembers(self.key(f"sf:{set_id}"))
        members = {set_id: sorted(fids) for set_id, fids in zip(metas, pipe.execute(), strict=True)}
        pipe = self.client.pipeline(transaction=False)
        order = [(set_id, fid) for set_id, fids in members.items() for fid in fids]
        for _, fid in order:
            pipe.hmget(self.key(f"f:{fid}"), ["idx", "ptotal", "have"])
        files = []
        for (set_id, _), (idx, total, have) in zip(order, pipe.execute(), strict=True):
            if idx is not None:
                files.append((set_id, int(idx) if int(idx) >= 0 else None, int(have) >= int(total)))
        known = self._runs_known(conn, metas, history)
        rows = [{"set_id": set_id, "group_name": m["group"], "poster": m["poster"], "file_total": int(m["file_total"]),
                 "backbone": m["backbone"], "art_lo": int(m["art_lo"]), "art_hi": int(m["art_hi"]),
                 "posted_min": int(m.get("posted_min") or 0), "posted_max": int(m.get("posted_max") or 0),
                 "base": m.get("base", ""), "last_seen": int(m.get("last_seen") or 0) // 1000,
                 "run_known": known[set_id]}
                for set_id, m in metas.items()]
        merged = 0
        idle_before = (_now_ms() - idle_min * 60_000) // 1000
        for target, others in plan_upload_merges(rows, files, idle_before=idle_before):
            every = [metas[target], *(metas[o] for o in others)]
            groups = sorted({g for m in every for g in m.get("groups", "").split("\x1f") if g})[:MAX_SET_GROUPS]
            posted = [int(m["posted_min"]) for m in every if int(m["posted_min"])]
            numbered = [m for m in every if m["backbone"] == metas[target]["backbone"]]  # spans of one numbering
            row = [target, metas[target]["group"], metas[target]["base"], metas[target]["poster"], "\x1f".join(groups),
                   int(metas[target]["file_total"]), min(int(m["art_lo"]) for m in numbered),
                   max(int(m["art_hi"]) for m in numbered), min(posted) if posted else 0,
                   max(int(m["posted_max"]) for m in every), "1"]
            self._move(args=[self.prefix, target, *others])
            self._run_stage(metas[target]["backbone"], metas[target]["group"], "",
                            json.dumps({"sets": [row], "files": []}, ensure_ascii=False))
            merged += len(others)
        return merged

    def release(self, set_ids: Iterable[str]) -> None:
        """Drop the build's claims on these sets."""
        keys = [self.key(f"claim:{i}") for i in set_ids]
        if keys:
            self.client.delete(*keys)

    def ready_count(self, conn: Conn) -> int:
        """Return how many sets are ready now (the ready queue's length)."""
        return int(self.client.zcard(self.key("ready")))

    def ready_backlog(self, conn: Conn, waited_min: int) -> tuple[int, dt.datetime | None]:
        """Return (ready sets waiting longer than ``waited_min`` minutes, the oldest one's ready time)."""
        cutoff = _now_ms() - waited_min * 60_000
        n = int(self.client.zcount(self.key("ready"), "-inf", cutoff))
        oldest = self.client.zrange(self.key("ready"), 0, 0, withscores=True)
        return n, dt.datetime.fromtimestamp(oldest[0][1] / 1000.0, dt.UTC) if oldest else None

    def load_sets(self, set_ids: Sequence[str]) -> list[StagedSet]:
        """Load sets with their files and segments; a set Redis no longer holds is left out.

        One Lua call (``_LOAD``) per ``LOAD_CHUNK`` sets returns them as one
        JSON document: one round trip and one C parse per chunk, not one RESP
        string per segment.
        """
        ids = list(set_ids)
        out: list[StagedSet] = []
        for at in range(0, len(ids), LOAD_CHUNK):
            doc = json.loads(self._load(args=[self.prefix, *ids[at:at + LOAD_CHUNK]]))
            out.extend(_staged_set(entry) for entry in doc)
        return out

    def _delete_now(self, set_ids: Sequence[str], *, group: str = "") -> int:
        """Remove sets with their files, segments and index entries; return segments removed."""
        if not set_ids:
            return 0
        removed = 0
        ids = list(set_ids)
        for at in range(0, len(ids), 500):
            args: list[Any] = [self.prefix]
            for set_id in ids[at:at + 500]:
                args += [set_id, group]
            removed += int(self._delete(args=args)[0])
        return removed

    def drop_sets(self, conn: Conn, set_ids: Sequence[str]) -> int:
        """Remove sets outside a claim (the staging switch, after moving them); forget their pending retries."""
        with conn.transaction():
            building.forget_failures(conn, set_ids)
        return self._delete_now(set_ids)

    def set_status(self, set_ids: Sequence[str]) -> dict[str, str]:
        pipe = self.client.pipeline(transaction=False)
        for set_id in set_ids:
            pipe.hget(self.key(f"s:{set_id}"), "status")
        return {set_id: st for set_id, st in zip(set_ids, pipe.execute(), strict=True) if st is not None}

    def sweepable_groups(self, conn: Conn) -> list[str]:
        """Return the groups holding sets whose coverage is on exactly one backbone (as pg's sweep judges)."""
        rows = conn.execute(
            """SELECT group_name FROM usenet.coverage GROUP BY group_name HAVING count(DISTINCT backbone) = 1
               ORDER BY group_name""").fetchall()
        single = {r["group_name"] for r in rows}
        skip = len(self.key("grp:"))
        held = {k[skip:] for k in self.client.scan_iter(match=self.key("grp:*"), count=1000)}
        return sorted(held & single)

    @contextmanager
    def claim_walk_past(self, conn: Conn, group: str, *, after: str, grace_min: int, limit: int,
                        skip: Collection[str] = ()) -> Iterator[Claim]:
        """Claim idle, incomplete sets of ``group`` whose whole span lies in fetched coverage.

        The group's sets are walked oldest-idle first from the offset in
        ``after``; the claim's cursor is the next offset ("" when the walk
        reached the idle end), kept in Postgres like pg's cursor.
        """
        offset = int(after) if after.isdigit() else 0
        cutoff = _now_ms() - grace_min * 60_000
        ids = self.client.zrangebyscore(self.key(f"grp:{group}"), "-inf", cutoff, start=offset, num=limit)
        cursor = str(offset + len(ids)) if len(ids) == limit else ""
        fit: list[str] = []
        if ids:
            pipe = self.client.pipeline(transaction=False)
            for set_id in ids:
                pipe.hmget(self.key(f"s:{set_id}"), "status", "backbone", "art_lo", "art_hi")
            ranges: dict[str, list[tuple[int, int]]] = {}
            for set_id, (status, backbone, lo, hi) in zip(ids, pipe.execute(), strict=True):
                if status not in ("forming", "collision") or set_id in skip:
                    continue
                if backbone not in ranges:
                    ranges[backbone] = crawl_state.coverage(conn, backbone, group)
                if any(a <= int(lo) and b >= int(hi) for a, b in ranges[backbone]):
                    fit.append(set_id)
        with self._claimed(conn, self._claim(fit, limit, [])) as claim:
            claim.cursor = cursor
            yield claim

    @contextmanager
    def claim_stale(self, conn: Conn, idle_hours: int, limit: int) -> Iterator[Claim]:
        """Claim sets idle longer than ``idle_hours`` and index entries whose set the TTL or an eviction took."""
        cutoff = _now_ms() - idle_hours * 3_600_000
        ids = self.client.zrangebyscore(self.key("all"), "-inf", cutoff, start=0, num=limit)
        pipe = self.client.pipeline(transaction=False)
        for set_id in ids:
            pipe.hget(self.key(f"s:{set_id}"), "base")
        bases = {set_id: base or "" for set_id, base in zip(ids, pipe.execute(), strict=True)}
        for set_id in self.fossils(limit):
            bases.setdefault(set_id, "")
        taken = [set_id for set_id in bases if self.client.set(self.key(f"claim:{set_id}"), "1", nx=True, ex=CLAIM_SEC)]
        with self._claimed(conn, taken) as claim:
            claim.bases = {set_id: bases[set_id] for set_id in taken}
            yield claim

    def fossils(self, limit: int) -> list[str]:
        """Return index entries (oldest first) whose set hash is gone: expired by the TTL or evicted."""
        ids = self.client.zrange(self.key("all"), 0, limit - 1)
        pipe = self.client.pipeline(transaction=False)
        for set_id in ids:
            pipe.exists(self.key(f"s:{set_id}"))
        return [set_id for set_id, ok in zip(ids, pipe.execute(), strict=True) if not ok]

    # --- census and the operator's view ---------------------------------------------------------

    def counts(self) -> dict[str, int]:
        """Return sets, ready, settling and collision counts (O(1) reads but the collisions)."""
        pipe = self.client.pipeline(transaction=False)
        pipe.zcard(self.key("all"))
        pipe.zcard(self.key("ready"))
        pipe.zcard(self.key("settling"))
        sets, ready, settling = pipe.execute()
        return {"sets": int(sets), "ready": int(ready), "settling": int(settling)}

    def largest_pending(self, largest: int) -> list[dict[str, Any]]:
        """Return the largest forming or colliding sets' hashes (by segments), each with its id."""
        ids = self.client.zrevrange(self.key("forming"), 0, max(largest * 4, 40) - 1)
        pipe = self.client.pipeline(transaction=False)
        for set_id in ids:
            pipe.hgetall(self.key(f"s:{set_id}"))
        out = []
        for set_id, meta in zip(ids, pipe.execute(), strict=True):
            if meta and meta.get("status") in ("forming", "collision"):
                out.append({"set_id": set_id, **meta})
        return out

    def collisions(self, limit: int = 100_000) -> int:
        ids = self.client.zrange(self.key("forming"), 0, limit - 1)
        pipe = self.client.pipeline(transaction=False)
        for set_id in ids:
            pipe.hget(self.key(f"s:{set_id}"), "status")
        return sum(1 for st in pipe.execute() if st == "collision")

    def holds_sets(self, conn: Conn) -> int:
        """Return how many sets this backend indexes (the switch's drain check)."""
        return int(self.client.zcard(self.key("all")))

    def all_set_ids(self, batch: int = 1000) -> Iterator[list[str]]:
        """Yield every indexed set id, ``batch`` at a time."""
        start = 0
        while True:
            ids = self.client.zrange(self.key("all"), start, start + batch - 1)
            if not ids:
                return
            yield ids
            start += batch

    def export_sets(self, conn: Conn, limit: int) -> list[MovedSet]:
        """Return up to ``limit`` indexed sets (oldest first) with backbone, bounds and name_only, for the switch."""
        ids = self.client.zrange(self.key("all"), 0, limit - 1)
        loaded = {s.set_id: s for s in self.load_sets(ids)}
        pipe = self.client.pipeline(transaction=False)
        for set_id in ids:
            pipe.hmget(self.key(f"s:{set_id}"), ["backbone", "art_lo", "art_hi", "name_only"])
        out = []
        for set_id, m in zip(ids, pipe.execute(), strict=True):
            if m[0] is not None and set_id in loaded:
                out.append(MovedSet(loaded[set_id], m[0], int(m[1]), int(m[2]), m[3] == "1"))
        return out


    # --- group purge (issue 32: the seed's groups-purge) ----------------------------------------

    def staged_in_group(self, group: str) -> dict[str, int]:
        """Return what this Redis holds for ``group``: sets and segments (the purge's preview)."""
        pipe = self.client.pipeline(transaction=False)
        pipe.zcard(self.key(f"grp:{group}"))
        pipe.hget(self.key("counts"), group)
        sets, segments = pipe.execute()
        return {"sets": int(sets), "segments": max(0, int(segments or 0))}

    def purge_group(self, group: str) -> dict[str, int]:
        """Remove every set this Redis holds for ``group``, its counter and its batches' done marks.

        The marks go too: the purge also forgets the group's coverage, so its
        ranges are read again, and a mark left behind would have the stage
        script skip each re-read batch as "done before". Returns {sets,
        segments, marks}.
        """
        sets = segments = 0
        while True:
            ids = self.client.zrange(self.key(f"grp:{group}"), 0, 499)
            if not ids:
                break
            segments += self._delete_now(ids, group=group)
            sets += len(ids)
            self.client.zrem(self.key(f"grp:{group}"), *ids)  # entries whose set hash was already gone
        self.client.hdel(self.key("counts"), group)
        marks = 0
        pattern = _glob_literal(self.key("batch:")) + "*:" + _glob_literal(group) + ":*"
        batch: list[str] = []
        for key in self.client.scan_iter(match=pattern, count=1000):
            batch.append(key)
            if len(batch) >= 500:
                marks += int(self.client.delete(*batch))
                batch = []
        if batch:
            marks += int(self.client.delete(*batch))
        return {"sets": sets, "segments": segments, "marks": marks}


def _glob_literal(text: str) -> str:
    """Return ``text`` escaped for a Redis MATCH pattern (a group name may hold any of ``*?[]``)."""
    return re.sub(r"([*?\[\]\\])", r"\\\1", text)


def _pairs(flat: Any) -> dict[str, str]:
    """Return a Lua HGETALL reply (a flat list; cjson encodes an empty one as {}) as a dict."""
    if not flat:
        return {}
    return dict(zip(flat[0::2], flat[1::2], strict=True))


def _staged_set(entry: list[Any]) -> StagedSet:
    """Build a StagedSet from one ``_LOAD`` entry: [set id, set hash, [[file id, file hash, segment entries]...]]."""
    set_id, m = entry[0], _pairs(entry[1])
    files: list[StagedFile] = []
    for fid, flat, entries in entry[2] or ():
        meta = _pairs(flat)
        if not meta:
            continue  # the file's keys expired or were evicted: the set is incomplete now
        numbers: list[int] = []
        sizes: list[int] = []
        mids: list[str] = []
        for e in entries or ():
            part, size, mid = e.split("\t", 2)
            numbers.append(int(part))
            sizes.append(int(size))
            mids.append(mid)
        idx = int(meta["idx"])
        files.append(StagedFile(
            file_id=fid, file_name=meta["name"], subject=meta["subject"], file_index=None if idx < 0 else idx,
            part_total=int(meta["ptotal"]), posted=int(meta["posted"]),
            segments=SegmentColumns(numbers, sizes, mids), defect=""))
    return StagedSet(set_id=set_id, group=m["group"], base=m["base"], poster=m["poster"],
                     groups=tuple(g for g in m.get("groups", "").split("\x1f") if g),
                     file_total=int(m["file_total"]), posted_min=int(m["posted_min"]), files=tuple(files))


def _payload(files: list[FileAggregate]) -> str:
    """Return the batch as the stage script's JSON: its sets (folded across the batch's files) and its files."""
    sets: dict[str, list[Any]] = {}
    for f in files:
        s = sets.get(f.set_id)
        posted = f.posted
        if s is None:
            sets[f.set_id] = [f.set_id, f.group, f.base, f.poster, set(f.groups), f.file_total, f.art_lo, f.art_hi,
                              posted, posted, "1" if f.name_only else "0"]
            continue
        s[4] |= f.groups
        s[5] = max(s[5], f.file_total)
        s[6], s[7] = min(s[6], f.art_lo), max(s[7], f.art_hi)
        if posted:
            s[8] = min(s[8], posted) if s[8] else posted
            s[9] = max(s[9], posted)
        if f.name_only:
            s[10] = "1"
    for s in sets.values():
        s[4] = "\x1f".join(sorted(s[4])[:MAX_SET_GROUPS])
    rows: list[list[Any]] = [
        [f.file_id, f.set_id, f.file_name, f.subject, -1 if f.file_index is None else f.file_index, f.part_total,
         f.posted, f.parts, f.sizes, f.message_ids] for f in sorted(files, key=lambda f: f.file_id)]
    for r in rows:
        if r[7] and not 1 <= min(r[7]) <= max(r[7]) <= 1 << 24:
            raise ValueError("part numbers must be 1..2**24")
    return json.dumps({"sets": [sets[k] for k in sorted(sets)], "files": rows}, separators=(",", ":"),
                      ensure_ascii=False)


def _group_states(conn: Conn, keys: Sequence[tuple[str, str]]) -> dict[tuple[str, str], Any]:
    """Return the crawl's state rows of these (backbone, group) keys: where the crawl is and the server's bounds."""
    rows = conn.execute(
        """SELECT backbone, group_name, next_article, server_high, server_low, first_article
           FROM usenet.group_state
           WHERE (backbone, group_name) IN (SELECT * FROM unnest(%s::text[], %s::text[]))""",
        ([k[0] for k in keys], [k[1] for k in keys])).fetchall()
    return {(r["backbone"], r["group_name"]): r for r in rows}


def _now_ms() -> int:
    return int(time.time() * 1000)


def _redacted(url: str) -> str:
    """Return the URL without its password."""
    if "@" in url and "://" in url:
        scheme, rest = url.split("://", 1)
        return f"{scheme}://***@{rest.split('@', 1)[1]}"
    return url
