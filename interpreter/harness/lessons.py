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
new position. Any legal choice stands: a step waits for the player's next decision of its kind, and is passed
over when a later step's moment comes first (D-342).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import Diagnostic, InterpreterError
from ..machine.game import Game
from ..machine.values import seen_by
from ..text.languages import LANGUAGES
from ..text.locale import locale
from .scenarios_format import Loaded, Scenario, ScenarioError, Step, load

if TYPE_CHECKING:
    from .package import GamePackage

__all__ = ["Narrator", "Said", "lesson_files", "lesson_variants", "narration_keys", "passed_over", "problems"]
MAX_LESSON_DECISIONS = 5000  # a lesson's own game played by `check` stops here (a whole short game is far fewer)


@dataclass(frozen=True, slots=True)
class Said:
    """What the narrator says now, and where the lesson is after it."""

    at: int  # the index of the step the lesson waits at (len(steps): the lesson is over)
    keys: tuple[str, ...]  # message ids, in order
    # before: the pending decision is the waiting step's (its ``after`` follows the answer); after: the answered
    # decision was the step's (what was said before it is done with)
    here: bool = False
    # the waiting steps passed over on the way, by index: a later step's moment came first (D-342; `check` reports
    # a lesson whose own game passes one over: its order is not the game's)
    passed: tuple[int, ...] = field(default=(), compare=False)


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
        at, keys, passed = self._lead(at, heard, kind=kind)
        here = self.matches(at, kind)
        step = self.steps[at] if here else None
        return Said(at, keys + ((step.say,) if step is not None and step.say else ()), here, passed)

    def after(self, at: int, kind: str, heard: Collection[str] = ()) -> Said:
        """After the player answered a decision of ``kind``: the step's ``after`` if it waited for it, then the
        steps said without waiting that follow (and the outro, after the last step)."""
        at, keys, passed = self._lead(at, heard, kind=kind)
        if not self.matches(at, kind):
            return Said(at, keys, False, passed)
        step = self.steps[at]
        at, more, passed_too = self._lead(at + 1, heard, ended=True)
        return Said(at, keys + ((step.after,) if step.after else ()) + more, True, passed + passed_too)

    def finish(self, at: int, heard: Collection[str] = ()) -> Said:
        """The game is over: the steps left that wait for a line the game's end wrote (the final scoring) are
        said, the others skipped (the game never asked what they wait for), then the outro — once."""
        if self.over(at):
            return Said(at, ())
        keys = [s.say for s in self.steps[at:] if s.heard is not None and s.heard in heard and s.say]
        return Said(len(self.steps), tuple(keys) + ((self.outro,) if self.outro else ()))

    def _lead(self, at: int, heard: Collection[str] = (), ended: bool = False,
              kind: str | None = None) -> tuple[int, tuple[str, ...], tuple[int, ...]]:
        """Past the steps said without waiting from ``at`` (and those whose log line was heard); the outro when
        this reaches the end (or ``ended``: a step was just answered and it was the last).

        A step that waits is passed over when a later step's moment comes first (D-342): the player's decision of
        ``kind`` that a later step waits for, or a line ``heard`` that a later step waits for. The waiting steps
        passed over are not said (their moment did not come); the narration-only steps among them are, since
        they tell of what follows. So the narration never goes quiet while the game moves past a decision the
        player never met (a truck never driven): it is said at the next moment the lesson knows."""
        keys: list[str] = []
        passed: list[int] = []
        start = at
        while at < len(self.steps):
            step = self.steps[at]
            if self._passes(step, heard):
                if step.say:
                    keys.append(step.say)
                at += 1
                continue
            if kind is not None and self.matches(at, kind):
                break  # the waiting step's own moment: it is said (before) or answered (after)
            later = self.later(at + 1, kind, heard)
            if later is None:
                break
            keys += [s.say for s in self.steps[at + 1:later] if s.say and self._narration(s)]
            passed += [j for j in range(at, later) if not self._narration(self.steps[j])]
            at = later
        if at == len(self.steps) and (at > start or ended) and self.outro:
            keys.append(self.outro)
        return at, tuple(keys), tuple(passed)

    def later(self, start: int, kind: str | None, heard: Collection[str]) -> int | None:
        """The first waiting step from ``start`` whose moment is now (a decision of ``kind``, a line ``heard``)."""
        for j in range(start, len(self.steps)):
            step = self.steps[j]
            if self._narration(step):
                continue
            if (kind is not None and self.matches(j, kind)) or (step.heard is not None and step.heard in heard):
                return j
        return None

    @staticmethod
    def _narration(step: Step) -> bool:
        """A step said as soon as the lesson reaches it: no decision and no log line to wait for."""
        return not (step.ask or step.play_until) and step.heard is None

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


def passed_over(path: Path, package: GamePackage[Any], rules: Path, display: str | None = None) -> list[Diagnostic]:
    """Each waiting step the narrator passes over in the lesson's own game (its seed and seats, the player taking
    the first option as `scenario run`'s ``ask`` does), at its line:col: a later step's moment came first, so the
    lesson's order is not the game's and that step is never said there (D-342). A lesson that does not load or
    play is left to problems() and the scenario run, which say why."""
    try:
        loaded = load(path, display)
        sc = loaded.scenario
        makers = package.bot_makers()
        seats = list(sc.seats or [])
        if "human" not in seats or any(s != "human" and s not in makers for s in seats) or len(seats) != sc.players:
            return []
        game = Game.new(package, package.load_rules(rules, lesson_variants(path, sc)), sc.players, sc.seed)
    except InterpreterError:
        return []
    me = seats.index("human")
    bots = {i: makers[who](sc.seed * 31 + i) for i, who in enumerate(seats) if who != "human"}
    narrator, at, heard_at, passed = Narrator.of(sc), 0, 0, set()

    def heard() -> list[str]:
        nonlocal heard_at
        keys = [key for key, args in game.log[heard_at:] if seen_by(args, me)]
        heard_at = len(game.log)
        return keys

    def bots_move() -> None:
        while not game.is_over and game.decision is not None and game.current_player in bots and \
                len(game.decisions) < MAX_LESSON_DECISIONS:
            seat = game.current_player
            game.apply(bots[seat](game.view(seat), game.decision))  # type: ignore[index]

    try:
        bots_move()
        while not game.is_over and game.decision is not None and len(game.decisions) < MAX_LESSON_DECISIONS:
            decision = game.decision
            said = narrator.before(at, str(decision.kind), heard())
            passed |= set(said.passed)
            game.apply(decision.options[0].id)
            bots_move()
            said = narrator.after(said.at, str(decision.kind), heard())
            at = said.at
            passed |= set(said.passed)
    except InterpreterError:
        return []
    return [loaded.src.diag(*loaded.src.locate(("steps", j)), f"step {j + 1} is passed over in the lesson's own game: "
                            f"a later step's moment comes first, so it is never said (move it after that step, or "
                            f"remove it)") for j in sorted(passed)]
