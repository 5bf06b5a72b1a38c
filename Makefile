# Two commands do everything: `make run` and `make test`.
# Both install the missing Debian packages, build .venv from Debian's own
# Python (so python3-louis, python3-brlapi and python3-speechd import), install
# the package, and then start the program or run every test.

SYSTEM_PYTHON := /usr/bin/python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
BENCH_STAMP := $(VENV)/.bench-installed

.PHONY: run test setup system-packages accel messages bench keys-doc clean

run: setup
	$(VENV)/bin/accessible-games $(ARGS)

test: setup
	$(PY) -m pytest $(PYTEST_ARGS)

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
