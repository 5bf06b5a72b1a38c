# Two commands do everything: `make run` and `make test`.
# Both install the missing Debian packages, build .venv from Debian's own
# Python (so python3-louis, python3-brlapi and python3-speechd import), install
# the package, and then start the program or run every test.

SYSTEM_PYTHON := /usr/bin/python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
BENCH_STAMP := $(VENV)/.bench-installed

.PHONY: run test test-fast test-stress lint setup system-packages accel messages bench keys-doc clean

# parallel test workers (pytest-xdist): one more than the cores (2 on this
# machine's 2 cores: 3), since many tests wait on servers, terminals and
# speech; idle workers steal queued tests from busy ones (--dist worksteal)
WORKERS ?= $(shell expr $$(nproc) + 1)
DIST ?= worksteal

# Python may be told not to write bytecode (PYTHONDONTWRITEBYTECODE); the
# tests then pay for it in every worker and every process they start (pytest
# rewrites and compiles each test module again in each worker), so the test
# targets let it write the caches (they are ignored by git)
test test-fast test-stress: export PYTHONDONTWRITEBYTECODE :=

run: setup
	$(VENV)/bin/accessible-games $(ARGS)

# every test, the linter (tests/test_lint.py) and the type checker
# (tests/core/test_types.py) among them, in parallel workers
test: setup
	$(PY) -m pytest -n $(WORKERS) --dist $(DIST) $(PYTEST_ARGS)

# the quick loop: everything not marked slow (a test over 5 s must carry the mark)
test-fast: setup
	$(PY) -m pytest -n $(WORKERS) --dist $(DIST) -m "not slow" $(PYTEST_ARGS)

# the full-screen, network and end-to-end tests 5 times while every core is kept busy
test-stress: setup
	$(PY) tools/stress_tests.py $(ARGS)

# the linter alone (make test runs it too)
lint: setup
	$(PY) -m ruff check accessible_games tests bench tools
	$(PY) -m ruff format --check accessible_games tests bench tools

# the benchmark also needs RLCard (the extra "bench"), which make test does not
bench: setup $(BENCH_STAMP)
	$(PY) bench/run.py $(ARGS)

keys-doc: setup
	$(PY) -c 'from accessible_games.ui.tui.keys import keys_markdown; open("docs/keys.md", "w", encoding="utf-8").write(keys_markdown())'

setup: system-packages $(STAMP) accel messages

# compile the hot rules modules (core/accel.py); quick when they are current,
# and without a compiler the pure modules are used
accel: $(STAMP)
	@$(PY) tools/build_accel.py --quiet

# compile the Fluent messages into their caches (quick when they are current),
# so that no start has to parse them
messages: $(STAMP)
	@$(PY) -m accessible_games.i18n.fluent --quiet

system-packages:
	@sh tools/system-packages.sh

$(PY): | system-packages
	$(SYSTEM_PYTHON) -m venv --system-site-packages $(VENV)

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test,accel]'
	@touch $(STAMP)

$(BENCH_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test,accel,bench]'
	@touch $(BENCH_STAMP)

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
