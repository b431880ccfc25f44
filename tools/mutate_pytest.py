"""The two pytest plugins of ``tools/mutate.py``: one records which test runs which line (coverage
contexts, one per test) and how long each test takes; the other runs a mutant's tests only, fastest
first, each under a time limit.

Run as a script it is the coverage pass: ``python tools/mutate_pytest.py OUT.json FILE… [--tests TEST…]``
runs the whole suite (or the test files given) once under coverage and writes, for each FILE, the tests
that executed each of its lines ("" for the lines run at import, before any test), and every test's
duration and outcome.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

TIMEOUT_EXIT = 99  # a mutant's test ran past its limit: most often a loop that never ends


class Contexts:
    """Each test's setup, call and teardown run under a coverage context named by its node id."""

    def __init__(self, cov: Any) -> None:
        self.cov = cov
        self.durations: dict[str, float] = {}
        self.failed: set[str] = set()

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item: pytest.Item) -> Generator[None, None, None]:
        self.cov.switch_context(item.nodeid)
        yield
        self.cov.switch_context("")

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.durations[report.nodeid] = self.durations.get(report.nodeid, 0.0) + report.duration
        if report.failed:
            self.failed.add(report.nodeid)


def collect(out: Path, files: list[str], tests: list[str] | None = None) -> int:
    """The coverage pass (a process of its own, so that the modules are imported under coverage), of the
    whole suite or of the test files given."""
    import coverage

    cov = coverage.Coverage(data_file=None, include=files, branch=False)
    cov.start()  # before pytest imports the package: import-time lines get the empty context
    plugin = Contexts(cov)
    started = time.monotonic()
    code = pytest.main(["-q", "-p", "no:cacheprovider", "--no-header", *(tests or [])], plugins=[plugin])
    cov.stop()
    data = cov.get_data()
    lines: dict[str, dict[str, list[str]]] = {}
    for name in files:
        measured = str(Path(name).resolve())
        by_line = data.contexts_by_lineno(measured) if measured in data.measured_files() else {}
        lines[name] = {str(n): sorted(set(c)) for n, c in by_line.items()}
    out.write_text(json.dumps({"lines": lines, "durations": plugin.durations, "failed": sorted(plugin.failed),
                               "seconds": time.monotonic() - started, "exit": int(code)}), encoding="utf-8")
    return int(code)


class Select:
    """Run only the given tests, in the given order, stopping a test that passes its time limit."""

    def __init__(self, limits: dict[str, float]) -> None:
        self.limits = limits  # node id -> seconds, in the order to run them

    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        order = {nodeid: k for k, nodeid in enumerate(self.limits)}
        keep = sorted((i for i in items if i.nodeid in order), key=lambda i: order[i.nodeid])
        dropped = [i for i in items if i.nodeid not in order]
        if dropped:
            config.hook.pytest_deselected(items=dropped)
        items[:] = keep

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item: pytest.Item) -> Generator[None, None, None]:
        signal.signal(signal.SIGALRM, _timed_out)
        signal.setitimer(signal.ITIMER_REAL, self.limits.get(item.nodeid, 60.0))
        yield
        signal.setitimer(signal.ITIMER_REAL, 0)


def _timed_out(signum: int, frame: Any) -> None:
    os._exit(TIMEOUT_EXIT)  # no exception: the code under test could catch one and go on


if __name__ == "__main__":
    args = sys.argv[2:]
    cut = args.index("--tests") if "--tests" in args else len(args)
    sys.exit(collect(Path(sys.argv[1]), args[:cut], args[cut + 1:]))
