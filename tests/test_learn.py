"""`speakeasy learn`: the shipped lesson checks clean, a missing narration id is refused at its line:col,
and the lesson is driven to its end in each language at a terminal (pexpect), narration shown."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from interpreter.harness.lessons import Narrator, Said, lesson_files, narration_keys, problems
from interpreter.harness.scenarios import run_file
from interpreter.harness.scenarios_format import Step, load
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


_STEPS = (Step(say="a"), Step(play_until="build", ask=True, say="b", after="b2"), Step(say="c"),
          Step(play_until="draw", ask=True, say="d", after="d2"))
_NARRATOR = Narrator(_STEPS, "in", "out")
_HEARD = Narrator((Step(play_until="build", ask=True, say="b", after="b2"), Step(heard="payout", say="p"),
                   Step(heard="cook", say="o"), Step(heard="final", say="f")), "in", "out")


@pytest.mark.parametrize("call,at,kind,said", [
    ("before", 0, "build", Said(1, ("a", "b"), True)),  # narration-only steps, then the waiting step's say
    ("before", 0, "place", Said(1, ("a",))),  # another kind of decision: the step waits on
    ("before", 1, "build", Said(1, ("b",), True)),  # asked again (a page drawn again, a resume): the same say
    ("after", 1, "place", Said(1, ())),  # answered a decision the step does not wait for: nothing
    ("after", 1, "build", Said(3, ("b2", "c"), True)),  # its after, then the narration-only step that follows
    ("after", 3, "draw", Said(4, ("d2", "out"), True)),  # the last step answered: the outro
    ("before", 4, "draw", Said(4, ())),  # over: nothing more, the outro said once
    ("after", 4, "draw", Said(4, ())),
])
def test_the_narrator_says_what_is_next(call: str, at: int, kind: str, said: Said) -> None:
    assert getattr(_NARRATOR, call)(at, kind) == said


@pytest.mark.parametrize("call,at,heard,said", [
    ("after", 0, [], Said(1, ("b2",), True)),  # a step heard on a log line waits for it
    ("after", 0, ["pay", "payout"], Said(2, ("b2", "p"), True)),  # the line written with the answer: said at once
    ("before", 1, ["payout", "cook"], Said(3, ("p", "o"))),  # two lines heard: both steps, in the lesson's order
    ("before", 1, ["cook"], Said(3, ("o",))),  # a later step's line came first: the payout is passed over (D-342)
    ("finish", 1, ["final"], Said(4, ("f", "out"))),  # the game's end: what it wrote, the rest skipped, the outro
    ("finish", 4, ["final"], Said(4, ())),  # the outro once
])
def test_a_step_heard_on_a_log_line_is_said_when_the_line_is_written(call: str, at: int, heard: list[str],
                                                                    said: Said) -> None:
    args = (at, heard) if call == "finish" else (at, "build", heard)
    assert getattr(_HEARD, call)(*args) == said


def test_the_narrator_starts_with_its_intro() -> None:
    assert _NARRATOR.start() == ("in",)
    assert Narrator((), "in", "out").start() == ("in", "out")


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
    flat = _flat("".join(seen))
    loc = locale(GAME.text.locales, lang)
    for _, key in narration_keys(load(LESSON)):
        assert re.sub(r"\s+", "", loc.format(key)) in flat, key


def _flat(text: str) -> str:
    """What a terminal shows, without its spaces, line breaks and styles (a styled line of several ends each line)."""
    return re.sub(r"\s+", "", re.sub(r"\x1b\[[0-9;]*m", "", text))


def _narrations(text: str, loc: object, keys: list[str]) -> list[str]:
    """The lesson's message ids in the order their words appear in ``text`` (spaces and wrapping ignored)."""
    flat = _flat(text)
    found = [(flat.find(re.sub(r"\s+", "", loc.format(k))), k) for k in keys]  # type: ignore[attr-defined]
    return [k for at, k in sorted(found) if at >= 0]


def test_a_resumed_lesson_goes_on_from_its_place(tmp_path: Path) -> None:
    """Quit after the first step's answer; `learn --resume` says no intro again and the next narration is the one
    after (it used to start the narration again from its first step)."""
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "200", "PYTHONIOENCODING": "utf-8", "XDG_STATE_HOME": str(tmp_path)}
    loc = locale(GAME.text.locales, "en")
    keys = list(dict.fromkeys(k for _, k in narration_keys(load(LESSON))))
    quit_after = "lesson-place-family-after"

    def run(*more: str, stop: str | None) -> str:
        argv = [*speakeasy(), "learn", "--lang", "en", *more]
        child = pexpect.spawn(argv[0], argv[1:], env=env, encoding="utf-8", dimensions=(50, 200), timeout=60)
        child.delaybeforesend = None
        seen = ""
        try:
            while child.expect_exact(["> ", pexpect.EOF]) == 0:
                seen += child.before
                if "Play a normal game now" in child.before:  # the lesson's end offers a game with hints: take it
                    child.sendline("y")
                    child.expect_exact("Hint: a greedy bot would choose")
                    seen += "(a game with hints)"
                    child.sendline("quit")
                    child.expect_exact("Enter to leave")
                    child.sendline("")
                elif stop is not None and stop in _narrations(seen, loc, keys):
                    child.sendline("quit")
                    child.expect_exact("Enter to leave")  # "save before leaving?": Enter leaves (it is autosaved)
                    child.sendline("")
                    stop = None
                else:
                    child.sendline("1")
            seen += child.before
        finally:
            child.close(force=True)
        return seen

    first = _narrations(run(stop=quit_after), loc, keys)
    done = first[:first.index(quit_after) + 1]  # said and answered; what follows was the pending question's
    resumed = run("--resume", stop=None)
    again = _narrations(resumed, loc, keys)
    assert again[0] == keys[keys.index(quit_after) + 1], again
    assert not set(again) & set(done), (first, again)
    assert again[-1] == "lesson-outro"
    assert "(a game with hints)" in resumed  # and then the normal game with hints it offers
