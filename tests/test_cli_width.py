"""The suite passes on any machine (issue 22 item 18): what a command said is read whole, whatever the width
of the terminal running the tests and the length of their temporary paths (tests/clirunner.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from interpreter.cli import app

from .clirunner import runner

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("columns", ["40", "80", "120"])
def test_a_usage_error_is_read_whole_at_any_width_and_path_length(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                   columns: str) -> None:
    """The probe: at 80 columns, with a temporary path of some 20 characters, rich's error box broke
    "unknown bot 'clever'" across two lines (tests/test_play.py failed on a fresh machine)."""
    monkeypatch.setenv("COLUMNS", columns)
    save = tmp_path / "g.json"
    runner.invoke(app, ["play", "--players", "2", "--seed", "1"], input=f"save {save}\nquit\n")
    doc = json.loads(save.read_text(encoding="utf-8"))
    for n in range(0, 90, 3):  # every length of path, so that the break falls everywhere in the message
        path = tmp_path / ("d" * n) / "g.json"
        path.parent.mkdir(exist_ok=True)
        path.write_text(json.dumps({**doc, "seats": ["human", "clever"]}), encoding="utf-8")
        result = runner.invoke(app, ["play", "--load", str(path)], input="")
        assert result.exit_code == 2 and "unknown bot 'clever'" in result.output, (n, result.output)


def test_no_test_reads_the_command_line_at_the_terminals_width() -> None:
    """Every in-process run of the CLI goes through tests/clirunner.py's runner (a child process of
    tests/bounded.py makes its own, with the same width)."""
    own = [p.name for p in HERE.glob("*.py") if p.name not in ("clirunner.py", "test_cli_width.py")
           and re.search(r"CliRunner\((?!env=\{\"COLUMNS\")", p.read_text(encoding="utf-8"))]
    assert own == []


def test_ci_runs_the_suite_at_80_columns() -> None:
    """CI is `make test` (issue 29): every pytest the Makefile runs is at 80 columns, as a fresh machine's terminal."""
    ci = (HERE.parent / ".ci" / "run").read_text(encoding="utf-8")
    make = (HERE.parent / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^exec make test$", ci, re.M)
    runs = [line for line in make.splitlines() if "$(BIN)/pytest" in line]
    assert runs and all(re.search(r"COLUMNS=80 \$\(BIN\)/pytest", line) for line in runs), runs
