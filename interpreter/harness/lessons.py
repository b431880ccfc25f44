"""Lessons: a scenario with narration (docs/lessons.md).

A lesson file is a scenario file (scenarios_format.py) whose steps may carry ``say`` (a message id shown
before the step), ``after`` (shown after the player's answer) and ``ask`` (the pending decision is the
player's), and whose top level names ``seats``, ``intro`` and ``outro``. The words are the game's locale
messages (``locales/<lang>/lesson.ftl``), so a designer writes a lesson for a variant without Python.
``problems`` checks that every message id a lesson names exists in every language, at its line:col;
``speakeasy scenario run`` runs it like any scenario (an ``ask`` takes the first option).

``Narrator`` is the one place that knows which narration is next: the terminal (cli/learn.py) and the
studio (web/lessons.py) both ask it, giving the lesson's position (a step's index, saved with the game)
and the kind of the player's pending or answered decision; it answers the message ids to say and the
new position. Any legal choice stands: a step waits for the player's next decision of its kind.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import Diagnostic
from ..text.languages import LANGUAGES
from ..text.locale import locale
from .scenarios_format import Loaded, Scenario, ScenarioError, Step, load

__all__ = ["Narrator", "Said", "lesson_files", "lesson_variants", "narration_keys", "problems"]


@dataclass(frozen=True, slots=True)
class Said:
    """What the narrator says now, and where the lesson is after it."""

    at: int  # the index of the step the lesson waits at (len(steps): the lesson is over)
    keys: tuple[str, ...]  # message ids, in order
    # before: the pending decision is the waiting step's (its ``after`` follows the answer); after: the answered
    # decision was the step's (what was said before it is done with)
    here: bool = False


@dataclass(frozen=True, slots=True)
class Narrator:
    """A lesson's narration as a function of its position: the same answers at the terminal and in the studio."""

    steps: tuple[Step, ...]
    intro: str | None = None
    outro: str | None = None

    @classmethod
    def of(cls, scenario: Scenario) -> Narrator:
        return cls(tuple(scenario.steps), scenario.intro, scenario.outro)

    def over(self, at: int) -> bool:
        return at >= len(self.steps)

    def start(self) -> tuple[str, ...]:
        """Said once, when the lesson starts (not again when it is resumed)."""
        return tuple(k for k in (self.intro, self.outro if not self.steps else None) if k)

    def matches(self, at: int, kind: str) -> bool:
        step = self.steps[at] if at < len(self.steps) else None
        return step is not None and step.heard is None and (step.play_until is None or step.play_until == kind)

    def before(self, at: int, kind: str, heard: Collection[str] = ()) -> Said:
        """Before the player's decision of ``kind``: the steps said without waiting (and those waiting for a log
        line ``heard`` holds: the keys written since the narrator was last asked) up to the step that waits, then
        its ``say`` if this decision is the one it waits for. Asked again for the same decision, the same ``say``
        (a page drawn again, a resumed game) and no other step twice."""
        at, keys = self._lead(at, heard)
        here = self.matches(at, kind)
        step = self.steps[at] if here else None
        return Said(at, keys + ((step.say,) if step is not None and step.say else ()), here)

    def after(self, at: int, kind: str, heard: Collection[str] = ()) -> Said:
        """After the player answered a decision of ``kind``: the step's ``after`` if it waited for it, then the
        steps said without waiting that follow (and the outro, after the last step)."""
        at, keys = self._lead(at, heard)
        if not self.matches(at, kind):
            return Said(at, keys)
        step = self.steps[at]
        at, more = self._lead(at + 1, heard, ended=True)
        return Said(at, keys + ((step.after,) if step.after else ()) + more, True)

    def finish(self, at: int, heard: Collection[str] = ()) -> Said:
        """The game is over: the steps left that wait for a line the game's end wrote (the final scoring) are
        said, the others skipped (the game never asked what they wait for), then the outro — once."""
        if self.over(at):
            return Said(at, ())
        keys = [s.say for s in self.steps[at:] if s.heard is not None and s.heard in heard and s.say]
        return Said(len(self.steps), tuple(keys) + ((self.outro,) if self.outro else ()))

    def _lead(self, at: int, heard: Collection[str] = (), ended: bool = False) -> tuple[int, tuple[str, ...]]:
        """Past the steps said without waiting from ``at`` (and those whose log line was heard); the outro when
        this reaches the end (or ``ended``: a step was just answered and it was the last)."""
        keys: list[str] = []
        start = at
        while at < len(self.steps) and self._passes(self.steps[at], heard):
            if self.steps[at].say:
                keys.append(self.steps[at].say or "")
            at += 1
        if at == len(self.steps) and (at > start or ended) and self.outro:
            keys.append(self.outro)
        return at, tuple(keys)

    @staticmethod
    def _passes(step: Step, heard: Collection[str]) -> bool:
        if step.ask or step.play_until:
            return False
        return step.heard is None or step.heard in heard


def lesson_files(rules: Path) -> list[Path]:
    """The lessons shipped with a rules folder: ``lessons/*.yaml``."""
    folder = rules / "lessons"
    return sorted(folder.glob("*.yaml")) if folder.is_dir() else []


def lesson_variants(path: Path, scenario: Scenario) -> list[str]:
    """The variants a lesson is played with: a shipped one by name, a file relative to the lesson."""
    return [str(path.parent / v) if v.endswith((".yaml", ".yml")) else v for v in scenario.variants]


def narration_keys(loaded: Loaded) -> list[tuple[tuple[Any, ...], str]]:
    """Every message id the lesson names, with its place in the file."""
    sc = loaded.scenario
    keys: list[tuple[tuple[Any, ...], str]] = [((name,), getattr(sc, name)) for name in ("intro", "outro") if getattr(sc, name)]
    for i, step in enumerate(sc.steps):
        keys += [(("steps", i, name), getattr(step, name)) for name in ("say", "after") if getattr(step, name)]
    return keys


def problems(path: Path, locales: Path, display: str | None = None) -> list[Diagnostic]:
    """A lesson's shape, and each narration id missing from a language, at its line:col."""
    try:
        loaded = load(path, display)
    except ScenarioError as err:
        return list(err.diagnostics)
    out = []
    for i, step in enumerate(loaded.scenario.steps):  # a step heard on a log line the game never writes waits forever
        missing = [lang for lang in LANGUAGES if step.heard is not None and not locale(locales, lang).has(f"log-{step.heard}")]
        if missing:
            out.append(loaded.src.diag(*loaded.src.locate(("steps", i, "heard")),
                                       f"the game writes no log line '{step.heard}' (no message 'log-{step.heard}')"))
    for at, key in narration_keys(loaded):
        missing = [lang for lang in LANGUAGES if not locale(locales, lang).has(key)]
        if missing:
            out.append(loaded.src.diag(*loaded.src.locate(at), f"no message '{key}' in {', '.join(missing)} "
                                                                f"(locales/<lang>/lesson.ftl)"))
    return out
