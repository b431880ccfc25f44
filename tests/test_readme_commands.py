"""The README's examples run as written (issue 29 item 8): every command line of the README is either run here
(each must end well within a minute, exit 0) or listed below with the reason it is not (it needs a person, it
installs, it runs the whole suite, it takes minutes by design, or it is a synopsis with placeholders). A command
added to the README without a place in one of the lists fails the test."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT

README = ROOT / "README.md"
PLACEHOLDER = re.compile(r"\[|\]|…|\bFILE\b|\bDIR\b|\bNAME\b|\bCOMMAND\b|\bID\b|\\\||\bN\b|\bK\b|\bS\b|\bX\b")

# the commands this test runs: the README's own lines, as written
RUN = (
    "speakeasy check",
    "speakeasy --game nostra_city check",
    "speakeasy --game nostra_city text investigation_grand_jury --lang zh-Hans",
    "speakeasy --game nostra_city scenario run tests/nostra_city/scenarios",
    "speakeasy --game tests.teahouse simulate --players 5",
)
# the ones it does not, and why (a person at the keyboard, an install, minutes by design)
SKIPPED = {
    "make play": "a game for a person at the keyboard",
    "speakeasy text": "a command's name in a sentence (\"`speakeasy check` and `speakeasy text` keep their results\")",
    "make test": "the whole suite (CI runs it: .ci/run)",
    "speakeasy play": "a game for a person at the keyboard",
    "speakeasy learn": "a lesson for a person at the keyboard (tests/test_learn.py drives it)",
    "speakeasy learn --resume": "a lesson for a person at the keyboard (tests/test_learn.py resumes one)",
    "speakeasy play --hints": "a game for a person at the keyboard (tests/test_hints.py plays one)",
    "speakeasy serve": "a server that runs until stopped (tests/test_web_server.py starts it)",
    "speakeasy lsp": "a language server that waits for an editor (tests/test_lsp.py)",
    "python3 -m venv .venv && . .venv/bin/activate": "creates the environment the tests run in",
    "pip install -e .": "an install",
    "pip install -e '.[test,lsp]'": "an install",
    "pytest": "the whole suite",
    "speakeasy bench": "minutes by design (the README's figures)",
    "speakeasy bench --quick": "a minute or more on a loaded machine",
    "speakeasy bench --strength": "minutes by design",
    "speakeasy compare --variant cheap-casino -n 200": "400 games",
    "speakeasy impact": "minutes by design",
    "speakeasy --game nostra_city soak --games 1000": "1000 games",
    "speakeasy --game nostra_city soak --games 5000 --seed 20000 --workers 1": "5,000 games: 13 minutes (the README's figure)",
    "python tools/compile_engine.py": "compiles the engine (CI does, then cleans)",
    "python tools/compile_engine.py --clean": "undoes the compile",
    "python tools/mutate.py": "mutation testing: hours",
    "python tools/mutate.py combat": "mutation testing: minutes",
    "python tools/regen_nostra_city.py": "rewrites golden files (only on purpose)",
    "speakeasy --game nostra_city play --players 5": "a game for a person at the keyboard",
    "speakeasy --game nostra_city play --players 4 --seats human,strong,greedy,greedy": "a game for a person at the keyboard",
    "speakeasy --game nostra_city simulate --players 5 --games 100 --bots greedy": "100 five-player games: minutes here",
    "speakeasy --game nostra_city compare --variant interpreter/games/nostra_city/variants/hard-jury.yaml --players 4 "
    "--bots greedy": "200 paired games",
    "speakeasy --game nostra_city impact --players 5 --bots greedy": "minutes by design",
    "speakeasy --game nostra_city bench": "minutes by design (the README's figures)",
    "speakeasy --game nostra_city serve": "a server that runs until stopped (tests/nostra_city/test_board.py draws it)",
    "speakeasy sweep --vary helper_gain_cash.effect#1 --values 2..7 -n 200 --players 2 --out sweep.html":
        "1,200 games of the strong bot: hours here (tests/test_sweep.py runs small sweeps)",
    "python tools/nostra_board_screenshots.py": "drives Chromium and rewrites the README's pictures (only on purpose)",
    "speakeasy sweep": "a command's name in a sentence",
}


def readme_commands() -> list[str]:
    """Every command line of the README: the lines of its shell blocks and its inline `speakeasy …`, `make …`,
    `python tools/…` (a comment after `#` dropped); synopses with placeholders (`[--json]`, FILE) are not lines."""
    text = README.read_text(encoding="utf-8")
    lines = []
    for block in re.findall(r"```(?:sh|bash|console)\n(.*?)```", text, re.S):
        lines += [line.split("  #")[0].strip() for line in block.splitlines()]
    inline = re.findall(r"`((?:speakeasy |make |python tools/)[^`]*)`", text)
    lines += [c for c in inline if not PLACEHOLDER.search(c) and not c.startswith("make play ARGS")]
    return [c for c in dict.fromkeys(x.strip() for x in lines) if c]


def test_every_readme_command_is_run_or_said_why_not() -> None:
    commands = readme_commands()
    unplaced = [c for c in commands if c not in RUN and c not in SKIPPED]
    assert not unplaced, f"README commands neither run by this test nor listed as skipped: {unplaced}"
    stale = [c for c in (*RUN, *SKIPPED) if c not in commands]
    assert not stale, f"listed here but no longer in the README: {stale}"
    print("\nskipped README commands:\n" + "\n".join(f"  {c}: {why}" for c, why in SKIPPED.items()))


@pytest.mark.parametrize("command", RUN)
def test_a_readme_command_runs_as_written(command: str, tmp_path: Path) -> None:
    argv = shlex.split(command)
    exe = Path(sys.executable).parent / argv[0]
    env = {**os.environ, "COLUMNS": "100", "XDG_STATE_HOME": str(tmp_path / "state")}
    done = subprocess.run([str(exe), *argv[1:]], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
                          check=False)
    assert done.returncode == 0, (command, done.stdout[-2000:], done.stderr[-2000:])


@pytest.mark.skipif(not Path("/usr/bin/make").exists(), reason="make is not installed")
@pytest.mark.parametrize(("target", "steps"), [
    ("play", ["-m venv .venv", "pip install --quiet -e .", "speakeasy play"]),
    ("test", ["apt-get install -y chromium fonts-noto-cjk", "-m venv .venv", "pip install --quiet -e '.[test,lsp",
              "ruff check", "mypy", "lint-imports", "speakeasy check", "/bin/pytest", "tools/compile_engine.py --clean"]),
])
def test_the_two_commands_set_up_what_is_missing_then_play_or_test(target: str, steps: list[str], tmp_path: Path) -> None:
    """On a fresh clone (no .venv): `make play` and `make test` create it, install, then play / run the checks and
    the suite in order — `make -n` says what they would do; CI's .ci/run is `make test`."""
    import shutil

    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    (tmp_path / "pyproject.toml").write_text("", encoding="utf-8")
    # under CI this test itself runs inside `make test`: a nested make would print "Entering directory <tmp>", and
    # pytest's tmp path holds the word "pytest" — the child gets a clean make environment
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS", "MAKEOVERRIDES")}
    done = subprocess.run(["make", "--no-print-directory", "-n", target], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=30, check=False)
    assert done.returncode == 0, done.stderr
    at = [done.stdout.find(step) for step in steps]
    assert all(i >= 0 for i in at) and at == sorted(at), list(zip(steps, at, strict=True))
    assert "exec make test" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
