# Two commands from a fresh clone (issue 29 item 8): `make play` sets up and plays, `make test` sets up and
# passes the tests as CI does (.ci/run is `make test`). Each creates the virtual environment if it is missing
# and installs into it; nothing is installed outside it but Debian's Chromium and CJK fonts, and only as root.
#   make play ARGS="--lang zh-Hans --players 2"     make test PYTEST="tests/test_cli.py"

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
ARGS ?=
PYTEST ?=

.PHONY: play test setup setup-test browser check

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# an install is redone when pyproject.toml changes (a marker per extra)
$(VENV)/.installed-play: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,lsp,cluster,plots]'
	touch $@ $(VENV)/.installed-play

setup: $(VENV)/.installed-play
setup-test: $(VENV)/.installed-test

play: $(VENV)/.installed-play
	$(BIN)/speakeasy play $(ARGS)

# The studio's browser tests drive Debian's Chromium with Playwright and read Chinese in the Noto CJK fonts;
# Playwright's own browser download is not used. Installed when missing and run as root (CI); otherwise said.
browser:
	@if [ ! -x /usr/bin/chromium ] || ! ls /usr/share/fonts/opentype/noto/NotoSansCJK* >/dev/null 2>&1; then \
	  if [ "$$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-noto-cjk; \
	  else \
	    echo "note: run as root to install chromium and fonts-noto-cjk; without them the browser tests are skipped" >&2; \
	  fi; \
	fi

# the checks every commit passes: lint, types, layers, the rules
check: $(VENV)/.installed-test
	$(BIN)/ruff check interpreter tests benchmarks tools
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/speakeasy check

# as a fresh machine's terminal: the tests assert on what was said, at any width (tests/clirunner.py);
# screenshots of failed browser tests land in test-artifacts/ (kept by CI)
test: browser check
	rm -rf test-artifacts
	COLUMNS=80 $(BIN)/pytest $(PYTEST)
	@if [ -z "$(PYTEST)" ]; then \
	  $(BIN)/python tools/compile_engine.py && \
	  COLUMNS=80 $(BIN)/pytest tests/test_flow.py tests/test_playthroughs.py tests/test_scenarios.py tests/test_examples.py \
	    tests/test_verbs.py tests/test_soak.py tests/test_games.py; \
	  status=$$?; $(BIN)/python tools/compile_engine.py --clean; [ $$status -eq 0 ] || exit $$status; \
	  $(RAY_ADDRESS_TEST); \
	fi

# the Ray backend joining a running cluster by --address: one head on 127.0.0.1, stopped after its test
# (inlined in `test`, not a sub-make: `make -n test` must stay a dry run)
RAY_ADDRESS_TEST = port=$$($(BIN)/python -c "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); \
	print(s.getsockname()[1])") && \
	$(BIN)/ray start --head --node-ip-address=127.0.0.1 --port=$$port --num-cpus=2 --include-dashboard=false \
	  --disable-usage-stats >/dev/null && \
	{ SPEAKEASY_RAY_ADDRESS="127.0.0.1:$$port" COLUMNS=80 $(BIN)/pytest tests/test_cluster.py -k address; status=$$?; \
	  $(BIN)/ray stop >/dev/null 2>&1; exit $$status; }
