"""Serve a synthetic corpus over real NNTP on loopback, with switchable faults.

WHY: the NNTP client, the crawl, the build and the benchmarks all need a news
server that behaves like INN/Giganews/Highwinds on the wire (codes, framing,
dot-stuffing, compression) and whose content is known (the corpus manifest).
A mock that only answers what a test expects proves nothing; this server
answers what RFC 3977 says, so a client that passes here passes against INN.

Test API (stable; other helpers build on it)::

    from usenet_ops import corpus, newsserver

    c = corpus.load(corpus.generate(articles=2000, seed=7, out=tmp).directory)
    with newsserver.serve(c, backbone="a", require_auth=True) as srv:
        srv.host, srv.port          # "127.0.0.1", ephemeral port
        srv.url                     # "nntp://user:pass@127.0.0.1:PORT"
        srv.faults.drop_after_lines = 10   # switch faults live, per test
        srv.connections             # live connection count
    # leaving the block stops the server (or call srv.stop())

``serve(corpus, *, host="127.0.0.1", port=0, backbone="a",
require_auth=False, users=None, read_only_users=(), max_connections=50,
compression=True, faults=None, ssl_context=None, idle_timeout=None)
-> ServerHandle`` runs an asyncio server in a background thread. ``corpus`` is
a :class:`usenet_ops.corpus.Corpus` or a corpus directory path. ``users``
defaults to ``{"user": "pass"}``. ``backbone`` is ``"a"`` or ``"b"``: both
serve the same articles (same message-ids) numbered differently per group.

Protocol (RFC 3977 unless noted): greeting 201 (this server never accepts
POST, so "posting prohibited"; clients must accept 200 and 201), CAPABILITIES, MODE READER, AUTHINFO USER/PASS (RFC 4643: 281,
381, 481, 482 for PASS before USER, 502 after success), GROUP, LISTGROUP,
OVER/XOVER (also by message-id), HDR/XHDR, LIST ACTIVE [wildmat], LIST
NEWSGROUPS [wildmat], LIST OVERVIEW.FMT (``Xref:full``), HEAD/BODY/ARTICLE/
STAT by number or message-id, NEXT, LAST, DATE, HELP, QUIT, COMPRESS DEFLATE
(RFC 8054) and XFEATURE COMPRESS GZIP [TERMINATOR] (see ``session.py`` for the
exact framing). Codes: 411 no such group, 412 no group selected, 420 no
current article, 423 empty/reversed range or no such number, 430 unknown
message-id, 480 auth required, 500 unknown command, 501 syntax, 502 at the
connection limit (then close).

Faults (:class:`Faults`, every field off by default; change them on
``handle.faults`` at any time, they are read at each use):

* ``greeting_code``: 400 or 502 instead of the greeting, then close.
* ``drop_after_lines``: close the connection after N data lines of an
  OVER/XOVER response (before the terminator).
* ``auth_expire_after_commands``: after N commands of an authenticated
  session, answer 480 to the next command and forget the login.
* ``latency_per_line`` / ``latency_per_response`` (seconds).
* ``idle_disconnect_after`` (seconds without a command -> close, no message,
  as providers do).
* ``truncate_block``: a multi-line response stops (no terminator) after
  ``truncate_block`` lines and the connection is closed.
* ``garbage_status_line``: the next response's status line is
  ``garbage_status_line`` (bytes or str) instead; one-shot unless
  ``garbage_sticky``.
* ``missing_message_ids`` (alias ``missing_on_backbone``): message-ids
  (without brackets) this listener answers 430/423 for (article missing on
  this backbone only); OVER still lists them, as real servers do.
* ``taken_down`` (``take_down(ids)``) and ``expire_before`` (unix seconds):
  articles removed at runtime by a takedown, or past this listener's
  retention (posted before the cutoff); STAT/HEAD/BODY/ARTICLE answer 430
  (423 by number), OVER still lists them. ``corpus.takedown.plan`` scripts
  both per backbone, with the health verdict each release must end with.

Spotnet: ``serve(corpus, spots=SpotSource.from_corpus(generate_spots(seed)))``
also serves free.pt (XOVER, HEAD with the X-XML headers) and
alt.binaries.ftd (BODY by message-id; 430 for withheld payload ids); see
``spots.py``.
* ``bomb_bytes``: every OVER/XOVER/HDR/XHDR block is instead this many
  plain bytes of repeated overview-looking lines, compressed with the
  session's compression (a decompression bomb under COMPRESS DEFLATE or
  XFEATURE COMPRESS GZIP; merely a huge reply on a plain session), then
  properly terminated. Generated as it is sent: the server never holds it.
* ``endless_line_bytes``: every OVER/XOVER/HDR/XHDR block is instead one
  line of this many bytes that never reaches its CRLF (compressed like a
  bomb when compression is on), then the connection is closed.
* ``renumber``: group -> offset added to every article number the listener
  shows for that group (GROUP, LIST ACTIVE, LISTGROUP, OVER, HDR, Xref,
  ARTICLE/HEAD/BODY/STAT, NEXT/LAST; requests are mapped back). A negative
  offset renumbers down (the high water mark drops), a positive one up, and
  ``1 - low`` resets the group to start at 1. Keep low >= 1.
* ``body_override``: message-id (no brackets) -> body lines that BODY and
  ARTICLE serve instead of the corpus's (hostile probe bodies: truncated
  yEnc, a par2 whose lengths lie, an NFO bomb); counted as
  ``fault.body_override``.
* ``overview_override``: (group, article number as shown) -> the line an
  OVER/XOVER range serves for that number instead of the corpus's (the
  number field included, so it may be garbage too); counted as
  ``fault.overview_override``.

Provider pacing (``serve(..., throttle=Throttle(lines_per_second=5800,
command_latency=0.04))``, live on ``handle.throttle``): every connection's
OVER/XOVER/HDR/XHDR data lines are held to the rate (GCRA: at most
``rate * seconds + burst_lines`` over any stretch), and no reply starts
before ``command_latency`` after its command arrived, as a round trip to a
real provider behaves (pipelined commands share it). See ``throttle.py``.

Synthetic groups (``serve(SyntheticCorpus(seed, [GroupSpec(name, count,
low)]))``, ``usenet-ops newsserver --synthetic``): groups of any size
(billions of articles) generated on demand from the seed, no corpus files,
memory flat; ``usenet_ops.corpus.synthetic.manifest(seed, groups, group, lo,
hi)`` is the ground truth of any range. See ``corpus/synthetic.py``.

``handle.faults.counters`` records what the server did (commands seen,
connections refused, faults fired) so tests can assert a fault happened.
"""

from __future__ import annotations

from usenet_ops.newsserver.faults import Faults
from usenet_ops.newsserver.server import ServerHandle, serve
from usenet_ops.newsserver.spots import SpotSource
from usenet_ops.newsserver.throttle import Throttle

__all__ = ["Faults", "ServerHandle", "SpotSource", "Throttle", "serve"]
