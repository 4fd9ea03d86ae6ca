"""`usenet-ops newsserver`: serve a corpus over NNTP (tests, demo, benchmarks)."""

from __future__ import annotations

import argparse
import json
import signal
import ssl
import sys
from typing import TYPE_CHECKING

from usenet_ops.cli import common

if TYPE_CHECKING:
    from usenet_ops.corpus.synthetic import GroupSpec
    from usenet_ops.newsserver.faults import Faults


def register(nouns: argparse._SubParsersAction) -> None:
    help_text = "serve a synthetic corpus over NNTP on this machine (one listener per backbone)"
    p = nouns.add_parser("newsserver", help=help_text, description=help_text)
    p.set_defaults(handler=_serve, noun_parser=p)
    source = p.add_mutually_exclusive_group(required=True)
    source.add_argument("--corpus", help="corpus directory (usenet-ops corpus generate)")
    source.add_argument("--synthetic", type=int, default=None, metavar="SEED",
                        help="serve synthetic groups generated on demand from SEED (no corpus files; any size)")
    p.add_argument("--synthetic-group", action="append", default=[], metavar="NAME:COUNT[:LOW]",
                   help="with --synthetic: a group of COUNT articles from number LOW (default 1); repeatable "
                        "(default alt.binaries.synthetic:1000000000)")
    p.add_argument("--synthetic-days", type=float, default=7000.0,
                   help="with --synthetic: days of history the groups' dates span (default 7000)")
    p.add_argument("--synthetic-mix", choices=("dense", "rebuild"), default="dense",
                   help="with --synthetic: 'dense' (nearly every line a release's segment) or 'rebuild' (REBUILD's "
                        "estimated mix: ~56%% per-article random subjects, ~18%% crossposts to the next group, "
                        "~26%% kept segments)")
    p.add_argument("--lines-per-second", type=float, default=None,
                   help="hold every connection's OVER/HDR data lines to this rate, as a provider does")
    p.add_argument("--command-latency", type=float, default=0.0, metavar="SECONDS",
                   help="start no reply sooner than this after its command arrived (a round trip to a provider; "
                        "pipelined commands share it)")
    p.add_argument("--port", type=int, default=1119, help="port of the backbone listener (0: any free port)")
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    p.add_argument("--backbone", choices=("a", "b"), default="a", help="numbering served on --port (default a)")
    p.add_argument("--port-b", type=int, default=None, help="also serve backbone b on this port")
    p.add_argument("--require-auth", action="store_true", help="answer 480 until AUTHINFO succeeds")
    p.add_argument("--user", action="append", default=[], metavar="USER:PASS",
                   help="an account (repeatable; default user:pass)")
    p.add_argument("--read-only-user", action="append", default=[], metavar="USER",
                   help="an account that may not POST (repeatable)")
    p.add_argument("--max-connections", type=int, default=50, help="connections per listener before 502")
    p.add_argument("--no-compression", action="store_true", help="refuse COMPRESS DEFLATE and XFEATURE COMPRESS GZIP")
    p.add_argument("--tls-cert", help="PEM certificate: serve NNTPS")
    p.add_argument("--tls-key", help="PEM private key for --tls-cert")
    p.add_argument("--spots", type=int, default=None, metavar="SEED",
                   help="also serve the generated Spotnet corpus of SEED in free.pt and alt.binaries.ftd (signed with "
                        "its test keys: install them with `usenet-ops spots set-key`, see --spots-manifest)")
    p.add_argument("--spots-manifest", default=None, metavar="DIR",
                   help="with --spots: write the spot corpus (manifest.json with the test keys, articles) to DIR")
    p.add_argument("--json", action="store_true", help="print one JSON object per listener once listening")
    p.add_argument("--latency-ms", type=float, default=0.0, metavar="MS",
                   help="answer every command this much later (a provider's round trip, for benchmarks)")


def _latency(ms: float) -> Faults | None:
    """Return the faults that delay every reply by ``ms`` (None: none)."""
    if ms <= 0:
        return None
    from usenet_ops.newsserver.faults import Faults

    faults = Faults()
    faults.latency_per_response = ms / 1000.0
    return faults


def _serve(args: argparse.Namespace) -> int:
    from usenet_ops import corpus, newsserver
    from usenet_ops.corpus.synthetic import SyntheticCorpus

    users = {}
    for item in args.user or ["user:pass"]:
        name, sep, password = item.partition(":")
        if not sep or not name:
            raise common.CLIError(f"--user {item!r} is not USER:PASS")
        users[name] = password
    context = None
    if args.tls_cert or args.tls_key:
        if not (args.tls_cert and args.tls_key):
            raise common.CLIError("--tls-cert and --tls-key go together")
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        try:
            context.load_cert_chain(args.tls_cert, args.tls_key)
        except (OSError, ssl.SSLError) as exc:
            raise common.CLIError(f"cannot load the TLS certificate/key: {exc}") from exc
    loaded: corpus.Corpus | SyntheticCorpus
    if args.synthetic is not None:
        loaded = SyntheticCorpus(args.synthetic, _synthetic_groups(args.synthetic_group, args.synthetic_days,
                                                                       args.synthetic_mix))
    else:
        try:
            loaded = corpus.load(args.corpus)
        except corpus.CorpusError as exc:
            raise common.CLIError(str(exc)) from exc
    throttle = newsserver.Throttle(lines_per_second=args.lines_per_second, command_latency=args.command_latency)
    spots = None
    if args.spots is not None:
        from usenet_ops.corpus.spots import generate_spots

        generated = generate_spots(args.spots)
        spots = newsserver.SpotSource.from_corpus(generated)
        if args.spots_manifest:
            generated.write(args.spots_manifest)

    def _terminate(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, _terminate)
    listeners = [(args.backbone, args.port)]
    if args.port_b is not None:
        listeners.append(("b", args.port_b))
    handles = []
    try:
        for backbone, port in listeners:
            try:
                handle = newsserver.serve(
                    loaded, host=args.host, port=port, backbone=backbone, require_auth=args.require_auth,
                    users=users, read_only_users=args.read_only_user, max_connections=args.max_connections,
                    compression=not args.no_compression, ssl_context=context, spots=spots, throttle=throttle,
                    faults=_latency(args.latency_ms),
                )
            except OSError as exc:
                raise common.CLIError(str(exc)) from exc
            handles.append(handle)
            if args.json:
                print(json.dumps({"backbone": backbone, "host": handle.host, "port": handle.port, "url": handle.url,
                                  "tls": context is not None, "articles": loaded.articles}), flush=True)
            else:
                print(f"newsserver: backbone {backbone} listening on {handle.host}:{handle.port} "
                      f"({loaded.articles} articles from {loaded.directory}); Ctrl-C stops", file=sys.stderr, flush=True)
        handles[0].wait()
    except KeyboardInterrupt:
        pass
    finally:
        for handle in handles:
            handle.stop()
    return 0


def _synthetic_groups(items: list[str], days: float, mix: str = "dense") -> list[GroupSpec]:
    """Parse --synthetic-group NAME:COUNT[:LOW] values (default: one group of a billion articles)."""
    from usenet_ops.corpus.synthetic import REBUILD_CROSSPOSTS, REBUILD_GARBAGE, GroupSpec

    garbage, crossposts = (REBUILD_GARBAGE, REBUILD_CROSSPOSTS) if mix == "rebuild" else (0.0, 0.0)

    specs = []
    for item in items or ["alt.binaries.synthetic:1000000000"]:
        parts = item.split(":")
        if len(parts) not in (2, 3) or not parts[0] or not all(p.isdigit() for p in parts[1:]) or int(parts[1]) < 1:
            raise common.CLIError(f"--synthetic-group {item!r} is not NAME:COUNT[:LOW] (COUNT >= 1)")
        low = int(parts[2]) if len(parts) == 3 else 1
        if low < 1:
            raise common.CLIError(f"--synthetic-group {item!r}: LOW must be at least 1")
        specs.append(GroupSpec(parts[0], int(parts[1]), low=low, days=days, garbage=garbage, crossposts=crossposts))
    return specs
