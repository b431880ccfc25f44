"""Running commands under resource limits: the hostile-input tests measure memory and CPU with
``setrlimit``, never with a timer.

``run_bounded(cases)`` runs `speakeasy` commands in one child process whose address space is
limited to ``MEMORY_MB`` and whose CPU time to ``CPU_SECONDS``: a command that would take more
memory fails with MemoryError (reported as its case's ``exception``), one that would spin forever is
killed by the kernel. Each case is run with typer's test runner in the child, so a traceback cannot
hide behind an exit code: ``exception`` names any exception that escaped the command.
"""

from __future__ import annotations

import json
import re
import resource
import subprocess
import sys
from dataclasses import dataclass
from typing import Any

MEMORY_MB = 400  # the whole child: Python, the rules, the command (a plain `simulate` runs under 100)
CPU_SECONDS = 60
# A guard against a child blocked without using CPU (a FIFO opened for reading): the tests measure
# nothing by it, they only must not wait forever on old code.
WALL_GUARD_SECONDS = 600

_CHILD = r"""
import json, os, sys, traceback
from typer.testing import CliRunner
from interpreter.cli import app

runner = CliRunner(env={"COLUMNS": "1000"})  # errors read whole, as tests/clirunner.py says
results = {}
for case in json.load(sys.stdin):
    here = os.getcwd()
    if case.get("cwd"):
        os.chdir(case["cwd"])
    try:
        r = runner.invoke(app, case["args"], input=case.get("input"), env=case.get("env"))
        exc = r.exception
        escaped = None if exc is None or isinstance(exc, SystemExit) else f"{type(exc).__name__}: {exc}"
        results[case["id"]] = {"code": r.exit_code, "output": r.output[-6000:], "exception": escaped}
    except BaseException as err:  # MemoryError while the runner itself works
        results[case["id"]] = {"code": -1, "output": "", "exception": f"{type(err).__name__}: {err}"}
    finally:
        os.chdir(here)
print(json.dumps(results))
"""


@dataclass(frozen=True)
class Outcome:
    code: int
    output: str
    exception: str | None

    @property
    def words(self) -> str:
        """The output with rich's boxes taken away and every run of spaces one: a usage error's message
        is wrapped inside a box."""
        return " ".join(re.sub(r"[│╭╮╰╯─]", " ", self.output).split())

    def clean(self) -> bool:
        """Ended by the program itself: no escaped exception, no internal error (exit 70), no traceback."""
        return self.exception is None and self.code not in (70, -1) and "Traceback" not in self.output


def limit(memory_mb: int, cpu_seconds: int) -> Any:
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (memory_mb * 2**20, memory_mb * 2**20))
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds))

    return apply


def run_bounded(cases: list[dict[str, Any]], memory_mb: int = MEMORY_MB, cpu_seconds: int = CPU_SECONDS
                ) -> dict[str, Outcome]:
    """Each case {id, args, input?, env?, cwd?} run in one limited child; its outcome by id."""
    done = subprocess.run([sys.executable, "-c", _CHILD], input=json.dumps(cases), capture_output=True, text=True,
                          preexec_fn=limit(memory_mb, cpu_seconds), timeout=WALL_GUARD_SECONDS)
    assert done.returncode == 0, f"the limited child died ({done.returncode}): {done.stderr[-3000:]}"
    return {k: Outcome(**v) for k, v in json.loads(done.stdout.splitlines()[-1]).items()}
