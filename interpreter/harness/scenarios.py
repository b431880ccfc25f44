"""Scenario tests written as data: set a game up by state paths, play steps, check expectations.

A scenario file (YAML, documented in docs/scenarios.md) names the rules, the
player count and the seed, patches the new game's state (``interpreter.statepath``),
then runs steps — choose an option, play until a kind of decision, run an
effect or an engine task — each optionally followed by an ``expect`` block.

Two kinds of trouble are kept apart, because they call for different fixes:
a *malformed* file (bad YAML, an unknown key, a path or a value that names
nothing, an effect that does not parse) is a list of diagnostics with
file:line:col, found before anything runs where possible; a *failure* is a
scenario that runs but whose expectations do not hold (step, path, expected,
actual). A scenario stops at its first failing step: later steps build on it.

This module runs them: it loads the rules once per process, checks every path,
effect and task of a file before anything runs, then plays the setup and the
steps and collects failures. The file format itself (models, expect
comparisons, loading) is in scenarios_format.py. A scenario is for one game: the
one it names (``game:``), else the one the runner is given.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any, Literal

from ..errors import Diagnostic, DslError, InterpreterError, close_names
from ..language.aliases import canonical
from ..language.checker import check
from ..language.named import expand
from ..language.parser import parse
from ..machine.game import Game
from ..text.messages import Messages
from . import statepath
from .lessons import passed_over
from .package import GamePackage, load_game
from .scenarios_format import (
    ACTIONS,
    Expect,
    Loaded,
    RunSpec,
    Scenario,
    ScenarioError,
    Setup,
    Step,
    TaskSpec,
    ValueProblem,
    comparison,
    load,
    matches,
    same,
    show,
)
from .simulate import check_bot, make_bot

__all__ = ["ACTIONS", "MAX_DECISIONS", "Expect", "Failure", "Loaded", "Result", "RunSpec", "Scenario", "ScenarioError",
           "Setup", "Step", "TaskSpec", "load", "matches", "run_file", "run_path", "same", "scenario_files", "show"]

MAX_DECISIONS = 5000  # play_until gives up after this many decisions (a whole game is far fewer)


# ------------------------------------------------------------------ results
@dataclass(frozen=True, slots=True)
class Failure:
    step: int  # 0: the setup; then 1, 2, … in file order
    line: int
    path: str  # a state path, or offered / not_offered / error / step / invariants
    expected: Any
    actual: Any

    def render(self) -> str:
        where = "setup" if self.step == 0 else f"step {self.step}"
        return f"{where} (line {self.line}): {self.path}: expected {show(self.expected)}, got {show(self.actual)}"


@dataclass
class Result:
    name: str
    file: str
    status: Literal["pass", "fail", "xfail", "xpass", "malformed"]
    failures: list[Failure] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    reason: str | None = None  # of an xfail

    @property
    def ok(self) -> bool:
        return self.status in ("pass", "xfail")

    def report(self) -> str:
        head = {"pass": "PASS", "fail": "FAIL", "xfail": "XFAIL", "xpass": "XPASS", "malformed": "ERROR"}[self.status]
        lines = [f"{head} {self.name} ({self.file})" + (f": {self.reason}" if self.reason else "")]
        lines += ["  " + f.render() for f in self.failures]
        lines += ["  " + d.render().replace("\n", "\n  ") for d in self.diagnostics]
        return "\n".join(lines)


# ----------------------------------------------------------------- running
_RULES: dict[tuple[str, str, tuple[str, ...]], Any] = {}  # loading the rules takes a second: once per process


def _game(loaded: Loaded, default: GamePackage[Any] | None) -> GamePackage[Any]:
    sc = loaded.scenario
    if sc.game is None and default is not None:
        return default
    try:
        return load_game(sc.game)
    except InterpreterError as err:
        raise ScenarioError([loaded.src.diag(*loaded.src.locate(("game",)), str(err))]) from None


def _rules(loaded: Loaded, game: GamePackage[Any]) -> Any:
    sc, here = loaded.scenario, loaded.src.path.parent
    folder = (here / sc.rules).resolve() if sc.rules else game.schema.shipped
    # a variant given as a file is relative to the scenario; a bare name is looked up by the loader
    variants = tuple(str(here / v) if v.endswith((".yaml", ".yml")) or "/" in v else v for v in sc.variants)
    key = (game.name, str(folder), variants)
    if key not in _RULES:
        try:
            _RULES[key] = game.load_rules(folder, variants)
        except (InterpreterError, OSError, ImportError) as err:
            at = ("variants",) if sc.variants and not isinstance(err, OSError) else ("rules",)
            first = str(err).splitlines()[0] if str(err) else type(err).__name__
            raise ScenarioError([loaded.src.diag(*loaded.src.locate(at), f"the rules do not load: {first}")]) from None
    return _RULES[key]


class _Refused(InterpreterError):
    """A step the game would not take (no decision pending, no such label…): like an illegal decision."""


class _Runner:
    def __init__(self, loaded: Loaded, game: GamePackage[Any]) -> None:
        self.loaded, self.src, sc = loaded, loaded.src, loaded.scenario
        self.package = game
        if game.paths is None:
            raise ScenarioError([self.src.diag(1, 1, f"the game '{game.name}' has no state paths: it cannot run scenarios")])
        self.root = game.paths
        try:
            self.game = Game.new(game, _rules(loaded, game), sc.players, sc.seed)
        except ValueError as err:
            if isinstance(err, ScenarioError):
                raise
            raise ScenarioError([self.src.diag(*self.src.locate(("players",)), str(err))]) from None
        self.failures: list[Failure] = []
        self.nodes: dict[tuple[Any, ...], Any] = {}  # parsed effects by their place in the file
        self._check_file()

    # ------------------------------------------------ checks before running
    def _check_file(self) -> None:
        """Every path, effect and task op, checked before anything runs (their places are known)."""
        ops = self.package.ops.by_name
        sc, diags = self.loaded.scenario, []
        blocks: list[tuple[tuple[Any, ...], Any]] = [(("setup",), sc.setup)]
        blocks += [(("steps", i), step) for i, step in enumerate(sc.steps)]
        for at, block in blocks:
            for path in block.patch or {}:
                diags += self._path((*at, "patch", path), path, writable=True)
            for path, value in block.expect.values.items() if block.expect else ():
                diags += self._path((*at, "expect", path), path, writable=False)
                diags += self._value((*at, "expect", path), value)
            if block.run is not None:
                diags += self._effect((*at, "run", "effect"), block.run.effect)
            seats = ((("run", "seat"), block.run and block.run.seat), (("task", "seat"), block.task and block.task.seat),
                     (("seat",), getattr(block, "seat", None)))
            for where, seat in seats:
                if seat is not None and seat > sc.players:
                    diags.append(self.src.diag(*self.src.locate((*at, *where)), f"no player {seat} with {sc.players} players"))
            tasks = self.package.scenario_tasks or tuple(ops)
            if block.task is not None and block.task.op not in tasks:
                place = self.src.locate((*at, "task", "op"))
                if block.task.op in ops:  # a step inside the game's flow or a verb: not one to start by hand
                    diags.append(self.src.diag(*place, f"'{block.task.op}' is not a task a scenario starts; the tasks: "
                                                       f"{', '.join(tasks)} (docs/scenarios.md)"))
                else:
                    diags.append(self.src.diag(*place, f"unknown task '{block.task.op}'{close_names(block.task.op, tasks)}"))
        if diags:
            raise ScenarioError(diags)

    def _path(self, at: tuple[Any, ...], path: str, writable: bool) -> list[Diagnostic]:
        try:
            statepath.check(self.game.engine, self.root, path, writable)
        except statepath.PathError as err:
            hint = "" if writable or "." in path else close_names(path, Expect.model_fields)
            return [self.src.diag(*self.src.locate_key(at), f"unknown key '{path}'{hint}" if hint else str(err))]
        return []

    def _value(self, at: tuple[Any, ...], value: Any) -> list[Diagnostic]:
        if not isinstance(value, str):
            return []
        try:
            comparison(value)
        except ValueProblem as err:
            return [self.src.diag(*self.src.locate_in_scalar(at, value, err.line, err.column), err.message)]
        return []

    def _effect(self, at: tuple[Any, ...], text: str) -> list[Diagnostic]:
        try:  # the game's other spellings resolved, with the named effects of its rules and variants in force
            node = canonical(parse(text, "effect"), self.package.vocabulary.aliases)
            node = expand(node, getattr(self.game.rules, "named", {}), self.package.vocabulary.verbs)
        except DslError as err:
            return [self.src.diag(*self.src.locate_in_scalar(at, text, err.line, err.column), err.message)]
        problems = check(node, self.package.vocabulary, "runs")
        self.nodes[at] = node
        return [self.src.diag(*self.src.locate_in_scalar(at, text, p.pos.line, p.pos.column), p.message)
                for p in problems]

    # ---------------------------------------------------------------- steps
    def run(self) -> list[Failure]:
        sc = self.loaded.scenario
        if sc.setup.clear_pending:  # as tests/conftest.py quiet_game: drive effects by hand
            self.game.dismiss()
        self._block(0, ("setup",), sc.setup)
        for i, step in enumerate(sc.steps):
            if self.failures:
                break
            self._block(i + 1, ("steps", i), step)
        return self.failures

    def _fail(self, n: int, at: tuple[Any, ...], path: str, expected: Any, actual: Any) -> None:
        self.failures.append(Failure(n, self.src.locate(at)[0], path, expected, actual))

    def _block(self, n: int, at: tuple[Any, ...], block: Setup | Step) -> None:
        expect = block.expect or Expect()
        refused: str | None = None
        written: dict[str, Any] = {}  # what this block's writes did (a component put twice is refused)
        for path, value in (block.patch or {}).items():
            try:
                statepath.write(self.game.engine, self.root, path, value, written)
            except statepath.PathError as err:
                place = self.src.locate_key((*at, "patch", path)) if err.at_key else self.src.locate((*at, "patch", path))
                raise ScenarioError([self.src.diag(*place, str(err))]) from None
        try:
            self._act(n, at, block)
        except InterpreterError as err:
            refused = str(err)
        except Exception as err:  # an engine bug: report it on the step, never as a traceback
            self._fail(n, at, "step", "no engine error", f"{type(err).__name__}: {err}")
            return
        if expect.error is not None and (refused is None or expect.error not in refused):
            self._fail(n, at, "error", f"refused with {expect.error!r}", refused or "accepted")
        elif expect.error is None and refused is not None:
            self._fail(n, at, "step", "accepted", f"refused: {refused}")
            return  # what the block expects was to follow the step, which did not happen
        self._expect(n, at, expect)
        if self.loaded.scenario.invariants:
            problems = self.game.violations()
            if problems:
                self._fail(n, at, "invariants", [], problems)

    def _act(self, n: int, at: tuple[Any, ...], block: Setup | Step) -> None:
        game = self.game
        if block.run is not None or block.task is not None:
            pending = game.decision
            if pending is not None:
                raise _Refused(f"a {pending.kind} decision of player {pending.seat + 1} is pending: answer it first")
            if block.run is not None:
                r = block.run
                try:
                    game.perform(self.nodes[(*at, "run", "effect")], r.seat - 1, source=r.source, **r.context)
                except TypeError as err:  # a binding the game's context does not have
                    raise _Refused(f"run.context: {err}") from None
            elif block.task is not None:
                t = block.task
                game.run_task(t.op, -1 if t.seat is None else t.seat - 1, _frozen(t.data))
        if not isinstance(block, Step):
            return
        if block.choose is not None:
            for key in [block.choose] if isinstance(block.choose, str) else block.choose:
                self._decider(block.seat)
                self.game.apply(key)
        elif block.choose_label is not None:
            self._decider(block.seat)
            self.game.apply(self._by_label(block.choose_label))
        elif block.play_until is not None:
            self._play_until(block, n)
        if block.ask:  # the player's choice in a lesson; here its first option (any legal choice stands)
            self._decider(block.seat)
            self.game.apply(self.game.legal_options()[0].id)

    def _decider(self, seat: int | None) -> None:
        pending = self.game.decision
        if pending is None:
            raise _Refused("no decision is pending" + (": the game is over" if self.game.is_over else ""))
        if seat is not None and pending.seat != seat - 1:
            raise _Refused(f"the pending {pending.kind} decision is player {pending.seat + 1}'s, not player {seat}'s")

    def _play_until(self, step: Step, n: int) -> None:
        kind, game = step.play_until, self.game
        if step.bot != "first":
            try:
                check_bot(self.package, step.bot)
            except ValueError as e:
                raise _Refused(f"{e} (or first)") from None
        choose = make_bot(self.package, step.bot, self.loaded.scenario.seed + n) if step.bot != "first" else None
        for _ in range(MAX_DECISIONS):
            d = game.decision
            if d is None:
                if kind == "game_over" and game.is_over:
                    return
                raise _Refused(f"no {kind} decision came: " + ("the game is over" if game.is_over else "nothing is left to play"))
            if d.kind == kind and (step.seat is None or d.seat == step.seat - 1):
                return
            self.game.apply(choose(self.game.view(d.seat), d) if choose else d.options[0])
        raise _Refused(f"no {kind} decision in {MAX_DECISIONS} decisions")

    def _by_label(self, text: str) -> str:
        """The option whose label (in English) is, or uniquely contains, ``text``."""
        words = Messages(self.package.text, self.game.rules)
        options = self.game.legal_options()
        labels = [(o, words.render(o.label)) for o in options]
        hits = [(o, label) for o, label in labels if text.lower() in label.lower()]
        exact = [o for o, label in hits if label.lower() == text.lower()]
        if len(exact) == 1 or len(hits) == 1:
            return str((exact or [hits[0][0]])[0].id)
        shown = "; ".join(label for _, label in (hits or labels))
        raise _Refused(f"{len(hits) or 'no'} options' labels contain {text!r}: {shown}")

    def _expect(self, n: int, at: tuple[Any, ...], expect: Expect) -> None:
        for path, expected in expect.values.items():
            for concrete, actual in statepath.read_all(self.game.engine, self.root, path):
                if not matches(expected, actual):
                    self._fail(n, (*at, "expect", path), concrete, expected, actual)
        ids = [o.id for o in self.game.legal_options()]
        for pattern in expect.offered:
            if not any(fnmatchcase(i, pattern) for i in ids):
                self._fail(n, (*at, "expect", "offered"), "offered", pattern, ids)
        for pattern in expect.not_offered:
            hits = [i for i in ids if fnmatchcase(i, pattern)]
            if hits:
                self._fail(n, (*at, "expect", "not_offered"), "not_offered", f"no option like {pattern}", hits)


def _frozen(data: Any) -> Any:
    """YAML lists as the tuples engine tasks carry."""
    return tuple(_frozen(x) for x in data) if isinstance(data, list) else data


# ---------------------------------------------------------------- the API
def run_file(path: Path, display: str | None = None, game: GamePackage[Any] | None = None) -> Result:
    """Run one scenario file (for ``game`` unless it names its own); malformed files come back as a
    result too, never as an exception."""
    shown = display or str(path)
    try:
        loaded = load(path, shown)
        package = _game(loaded, game)
        failures = _Runner(loaded, package).run()
    except ScenarioError as err:
        return Result(Path(path).stem, shown, "malformed", diagnostics=err.diagnostics)
    if Path(path).parent.name == "lessons":  # a lesson: its narration said in its own game's order too (D-342)
        failures += [Failure(int(m.group(1)) if (m := re.match(r"step (\d+)", d.message)) else 0, d.line, "order",
                             "each step said in the lesson's own game", d.message)
                     for d in passed_over(Path(path), package, Path(path).parent.parent, shown)]
    sc = loaded.scenario
    if sc.xfail is None:
        return Result(loaded.name, shown, "fail" if failures else "pass", failures)
    if failures:
        return Result(loaded.name, shown, "xfail", failures, reason=sc.xfail.strip())
    unexpected = Failure(0, loaded.src.locate(("xfail",))[0], "xfail", "a failure", "every expectation holds: remove xfail")
    return Result(loaded.name, shown, "xpass", [unexpected], reason=sc.xfail.strip())


def scenario_files(target: Path) -> list[Path]:
    """A file, or every *.yaml / *.yml in a folder (not its subfolders), sorted."""
    if target.is_dir():
        return sorted(p for p in target.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())
    return [target]


def run_path(target: Path, game: GamePackage[Any] | None = None) -> list[Result]:
    return [run_file(p, game=game) for p in scenario_files(Path(target))]
