"""`make bench` runs bench.run: every benchmark it names exists and unknown names are refused."""

from __future__ import annotations

import importlib.util

import pytest

from bench import run


def test_every_registered_benchmark_is_a_module() -> None:
    assert {n for n in run.BENCHMARKS if importlib.util.find_spec(f"bench.{n}") is None} == set()


def test_unknown_benchmark_names_the_choices(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run.main(["no_such_bench"])
    assert "crawl_ingest" in capsys.readouterr().err
