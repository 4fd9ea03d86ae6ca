# usenet-ops: the README's two commands are `make demo` and `make test`.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PYTEST_ARGS ?=
# The suite runs on this many pytest-xdist workers, each its own pytest session (own databases, scratch
# directory, AIRFLOW_HOME, Redis key prefixes; tests/conftest.py). Many tests wait on sockets, Postgres and
# Airflow rather than the CPU, so more workers than cores pays on a 2-core machine. TEST_WORKERS=0 runs the
# suite in one process, as before.
TEST_WORKERS ?= 3
XDIST = $(if $(filter 0,$(TEST_WORKERS)),,-n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder)
FAST_TESTS := tests/unit tests/integration

.PHONY: install test test-fast demo lock bench lint clean help asan

help:
	@echo "make demo      - run the indexer end to end on an embedded default (Postgres, news server, Airflow, API)"
	@echo "make test      - install, lint, start what tests need, run the whole suite (lint beside it, in parallel)"
	@echo "make test-fast - the same without the Airflow end-to-end tests (tests/unit and tests/integration)"
	@echo "make lint      - ruff and mypy (make test runs it beside the tests)"
	@echo "make bench     - run the benchmarks and print the figures for README's table"
	@echo "make lock      - regenerate requirements.lock from requirements.in"
	@echo "make asan      - the C scanner's tests and differential fuzz against an AddressSanitizer build"

# The virtualenv is built from the hash-pinned lock; only PyPI is needed. Bytecode is compiled at install
# (uv does not by default, and where PYTHONDONTWRITEBYTECODE is set nothing ever writes it): otherwise every
# process, each Airflow component and task and every CLI call, compiles what it imports from source again
# (measured: importing Airflow 2.45 -> 2.0 s of CPU; a usenet-ops command ~0.13 s less).
$(STAMP): requirements.lock pyproject.toml setup.py plugins/usenet_ops/_native/overview_scan.c \
		plugins/usenet_ops/_native/chunk_codec.c
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@test -x $(BIN)/uv || $(BIN)/python -m pip install -q --disable-pip-version-check "uv==0.13.8"
	$(BIN)/uv pip sync --python $(BIN)/python --compile-bytecode requirements.lock
	$(BIN)/uv pip install --python $(BIN)/python --no-deps -e .
	$(BIN)/python -m compileall -q -j 0 plugins dags bench >/dev/null
	@touch $(STAMP)

install: $(STAMP)

# The lint gate: ruff (pinned in the lock, rules in pyproject.toml) and mypy over the package.
lint: $(STAMP)
	$(BIN)/ruff check plugins tests bench dags api
	$(BIN)/python -m mypy

# pytest caches each test module's assertion-rewritten bytecode in __pycache__, unless PYTHONDONTWRITEBYTECODE is
# set (as on this machine): then every worker of every run rewrote every test module again (~5 s of CPU each).
# Lint runs beside the tests: mypy on a fresh clone takes most of a minute, and the CPU the tests leave
# while they wait on sockets, Postgres and Airflow is enough for it. Its output is printed after the tests',
# and a finding fails the target all the same.
define pytest_beside_lint
	@lintlog=$$(mktemp); \
	$(MAKE) --no-print-directory lint >"$$lintlog" 2>&1 & lintpid=$$!; \
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest $(XDIST) --durations=15 $(1); tests=$$?; \
	wait $$lintpid; linted=$$?; \
	echo "--- make lint (ran beside the tests) ---"; cat "$$lintlog"; rm -f "$$lintlog"; \
	if [ $$linted -ne 0 ]; then echo "make lint failed (exit $$linted): its findings are above"; exit $$linted; fi; \
	exit $$tests
endef

test: $(STAMP)
	$(call pytest_beside_lint,$(PYTEST_ARGS))

# The quick loop: tests/unit and tests/integration, without the Airflow end-to-end tests (tests/e2e, tests/dags),
# the longest integration files handed out first (--long-first, tests/conftest.py).
test-fast: $(STAMP)
	$(call pytest_beside_lint,--long-first $(PYTEST_ARGS) $(FAST_TESTS))

demo: $(STAMP)
	$(BIN)/python -m usenet_ops.devtools.demo

# The C scanner and chunk codec built with AddressSanitizer (build/asan, apart from the normal build) and its tests run
# against it: the differential fuzz feeds it hostile whole replies, so an out-of-bounds read shows here.
asan: $(STAMP)
	CFLAGS="-fsanitize=address -fno-omit-frame-pointer -O1 -g" $(BIN)/python setup.py -q build_ext \
		--build-lib build/asan --build-temp build/asan-tmp --force
	ASAN_OPTIONS=detect_leaks=0 LD_PRELOAD=$$(gcc -print-file-name=libasan.so) $(BIN)/python tests/run_with_asan.py \
		build/asan/usenet_ops/_overview_scan$$($(BIN)/python -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))') \
		-q -p no:cacheprovider --capture=sys tests/unit/crawl/test_scanner_fuzz.py tests/unit/crawl/test_ingest_native.py \
		tests/unit/crawl/test_part_bitmap.py tests/unit/crawl/test_ingest_bounds.py \
		tests/unit/domain/test_chunk_codec_native.py tests/unit/domain/test_chunk_codec.py

bench: $(STAMP)
	$(BIN)/python -m bench.run

lock:
	@test -x $(BIN)/uv || $(MAKE) install
	$(BIN)/uv pip compile requirements.in -o requirements.lock --python-version 3.11 --generate-hashes

clean:
	rm -rf $(VENV) .demo build *.egg-info plugins/*.egg-info
