"""Run the benchmarks behind README's table, one process each, and print their figures.

    python -m bench.run                  # the table's rows, at the sizes the README names
    python -m bench.run crawl_ingest     # only the named benchmarks
    python -m bench.run --quick          # smaller sizes, for a smoke run

Each benchmark prints its own JSON (with its baseline measured in the same
run); this runner only sequences them so they never compete for the CPU, and
exits non-zero if any failed, naming it.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

# name -> (full arguments, quick arguments)
BENCHMARKS: dict[str, tuple[list[str], list[str]]] = {
    "crawl_ingest": (["--articles", "1000000"], ["--articles", "100000", "--rounds", "1"]),
    "ingest_only": (["--articles", "1000000"], ["--articles", "100000", "--rounds", "1"]),
    "crawl_process": (["--articles", "360000"], ["--articles", "20000", "--rounds", "1", "--warmup", "0"]),
    "build_pass": (["--sets", "500"], ["--sets", "100", "--rounds", "1"]),
    "build_assemble": (["--sets", "500"], ["--sets", "100"]),
    "parse_subjects": (["300000"], ["50000"]),
    "parse_nzb": (["100000"], ["20000"]),
    "probe_decode": (["200"], ["20"]),
    "probe_pass": (["--articles", "15000"], ["--articles", "3000"]),
    "spot_parse": (["20000"], ["2000"]),
    "hostile_decode": ([], ["par2_claims", "spot_xml"]),
    "spot_import": (["--spots", "3000"], ["--spots", "300", "--rounds", "1"]),
    "junk_engine": ([], ["--articles", "50000"]),
    "nntp_over": ([], ["20000"]),
    "nntp_core": ([], ["--lines", "30000"]),
    "nntp_stat": ([], []),
    "health_stat": (["--articles", "1000000"], ["--articles", "100000"]),
    "newsserver_over": ([], ["--articles", "100000"]),
    "api_latency": ([], ["--releases", "20000", "--samples", "50", "--load-seconds", "3"]),
    "tagfill": (["--releases", "1000000", "--measure", "50000"], ["--releases", "20000", "--measure", "2000"]),
    "catalogue_scale": (["--releases", "10000000", "--partitioned"],
                        ["--releases", "50000", "--baseline", "5000", "--samples", "20", "--part-samples", "3",
                         "--inserts", "500", "--years", "2", "--shared-buffers", "256MB", "--partitioned"]),
    "rebuild_sim": (["--connections", "50", "--duration", "1800"], ["--connections", "4", "--duration", "20"]),
    "backfill": (["--articles", "200000"], ["--articles", "50000", "--rounds", "1", "--partition", "5000"]),
    "named_listing": (["--releases", "200000"], ["--releases", "20000", "--rounds", "1"]),
    "rebuild_sim_airflow": (["--connections", "50", "--duration", "1800"],
                            ["--connections", "2", "--depth", "6000", "--partition", "1500", "--no-baseline"]),
    "soak": ([], ["--duration", "90", "--fault-every", "12", "--fault-length", "6", "--groups", "2",
                  "--post-rate", "400", "--rate", "3000", "--pass-budget", "10"]),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", help=f"benchmarks to run (default: all of {', '.join(BENCHMARKS)})")
    parser.add_argument("--quick", action="store_true", help="smaller sizes: checks the benchmarks run, not figures")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in BENCHMARKS]
    if unknown:
        parser.error(f"unknown benchmark(s) {', '.join(unknown)}; choose from {', '.join(BENCHMARKS)}")
    failed = []
    for name in args.names or list(BENCHMARKS):
        full, quick = BENCHMARKS[name]
        command = [sys.executable, "-m", f"bench.{name}", *(quick if args.quick else full)]
        print(f"== {name}: {' '.join(command[1:])}", flush=True)
        started = time.monotonic()
        if subprocess.run(command).returncode != 0:
            failed.append(name)
        print(f"== {name}: {time.monotonic() - started:.0f} s", flush=True)
    if failed:
        print(f"failed: {', '.join(failed)} (run `python -m bench.<name>` alone to see why)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
