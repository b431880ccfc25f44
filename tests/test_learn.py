"""`speakeasy learn`: the shipped lesson checks clean, a missing narration id is refused at its line:col,
and the lesson is driven to its end in each language at a terminal (pexpect), narration shown."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from interpreter.harness.lessons import lesson_files, narration_keys, problems
from interpreter.harness.scenarios import run_file
from interpreter.harness.scenarios_format import load
from interpreter.text.locale import locale

from .conftest import GAME
from .test_terminal_tty import speakeasy

pexpect = pytest.importorskip("pexpect")
LESSON = lesson_files(GAME.schema.shipped)[0]


def test_the_shipped_lesson_checks_clean_and_runs_as_a_scenario() -> None:
    assert problems(LESSON, GAME.text.locales) == []
    assert run_file(LESSON).status == "pass"


def test_a_missing_narration_id_is_refused_at_its_place(tmp_path: Path) -> None:
    text = LESSON.read_text(encoding="utf-8").replace("say: lesson-build\n", "say: lesson-no-such\n")
    broken = tmp_path / "broken.yaml"
    broken.write_text(text, encoding="utf-8")
    line = text.splitlines().index("    say: lesson-no-such") + 1
    found = problems(broken, GAME.text.locales)
    assert [(d.line, d.column) for d in found] == [(line, 10)]
    assert "lesson-no-such" in found[0].message and "zh-Hant" in found[0].message


@pytest.mark.parametrize("lang,width", [("en", 60), ("zh-Hans", 100), ("zh-Hant", 200)])
def test_the_lesson_is_driven_to_its_end(lang: str, width: int, tmp_path: Path) -> None:
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": str(width), "PYTHONIOENCODING": "utf-8",
           "XDG_STATE_HOME": str(tmp_path)}
    argv = [*speakeasy(), "learn", "--lang", lang]
    child = pexpect.spawn(argv[0], argv[1:], env=env, encoding="utf-8", dimensions=(50, width), timeout=60)
    child.delaybeforesend = None
    seen = []
    try:
        while child.expect_exact(["> ", pexpect.EOF]) == 0:
            seen.append(child.before)
            child.sendline("1")
        seen.append(child.before)
    finally:
        child.close(force=True)
    flat = re.sub(r"\s+", "", "".join(seen))
    loc = locale(GAME.text.locales, lang)
    for _, key in narration_keys(load(LESSON)):
        assert re.sub(r"\s+", "", loc.format(key)) in flat, key
