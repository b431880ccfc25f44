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
comparisons, loading) is in scenarios_format.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any, Literal

from . import statepath
from .errors import Diagnostic, SpeakeasyError, close_names
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
    load,
    matches,
    same,
    show,
)

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
_RULES: dict[tuple[str, tuple[str, ...]], Any] = {}  # loading the rules takes a second: once per process


def _rules(loaded: Loaded) -> Any:
    from .loader import load_rules
    from .resources import rules_dir

    sc, here = loaded.scenario, loaded.src.path.parent
    folder = (here / sc.rules).resolve() if sc.rules else rules_dir()
    # a variant given as a file is relative to the scenario; a bare name is looked up by the loader
    variants = tuple(str(here / v) if v.endswith((".yaml", ".yml")) or "/" in v else v for v in sc.variants)
    key = (str(folder), variants)
    if key not in _RULES:
        try:
            _RULES[key] = load_rules(folder, variants)
        except (SpeakeasyError, OSError, ImportError) as err:
            at = ("variants",) if sc.variants and not isinstance(err, OSError) else ("rules",)
            first = str(err).splitlines()[0] if str(err) else type(err).__name__
            raise ScenarioError([loaded.src.diag(*loaded.src.locate(at), f"the rules do not load: {first}")]) from None
    return _RULES[key]


class _Refused(SpeakeasyError):
    """A step the game would not take (no decision pending, no such label…): like an illegal decision."""


class _Runner:
    def __init__(self, loaded: Loaded) -> None:
        from .engine.game import Game

        self.loaded, self.src, sc = loaded, loaded.src, loaded.scenario
        try:
            self.game = Game.new(_rules(loaded), sc.players, sc.seed)
        except ValueError as err:
            if isinstance(err, ScenarioError):
                raise
            raise ScenarioError([self.src.diag(*self.src.locate(("players",)), str(err))]) from None
        self.e = self.game._e
        self.failures: list[Failure] = []
        self.nodes: dict[tuple[Any, ...], Any] = {}  # parsed effects by their place in the file
        self._check_file()

    # ------------------------------------------------ checks before running
    def _check_file(self) -> None:
        """Every path, effect and task op, checked before anything runs (their places are known)."""
        from .engine.machine import OPS

        sc, diags = self.loaded.scenario, []
        blocks: list[tuple[tuple[Any, ...], Any]] = [(("setup",), sc.setup)]
        blocks += [(("steps", i), step) for i, step in enumerate(sc.steps)]
        for at, block in blocks:
            for path in block.patch or {}:
                diags += self._path((*at, "patch", path), path, writable=True)
            for path in block.expect.values if block.expect else {}:
                diags += self._path((*at, "expect", path), path, writable=False)
            if block.run is not None:
                diags += self._effect((*at, "run", "effect"), block.run.effect)
            seats = ((("run", "seat"), block.run and block.run.seat), (("task", "seat"), block.task and block.task.seat),
                     (("seat",), getattr(block, "seat", None)))
            for where, seat in seats:
                if seat is not None and seat > sc.players:
                    diags.append(self.src.diag(*self.src.locate((*at, *where)), f"no player {seat} with {sc.players} players"))
            if block.task is not None and block.task.op not in OPS:
                diags.append(self.src.diag(*self.src.locate((*at, "task", "op")),
                                           f"unknown task '{block.task.op}'{close_names(block.task.op, OPS)}"))
        if diags:
            raise ScenarioError(diags)

    def _path(self, at: tuple[Any, ...], path: str, writable: bool) -> list[Diagnostic]:
        try:
            statepath.check(self.e, path, writable)
        except statepath.PathError as err:
            hint = "" if writable or "." in path else close_names(path, Expect.model_fields)
            return [self.src.diag(*self.src.locate_key(at), f"unknown key '{path}'{hint}" if hint else str(err))]
        return []

    def _effect(self, at: tuple[Any, ...], text: str) -> list[Diagnostic]:
        from .dsl.checker import check
        from .dsl.parser import parse
        from .errors import DslError

        try:
            node = parse(text, "effect")
        except DslError as err:
            return [self.src.diag(*self.src.locate_in_scalar(at, text, err.line, err.column), err.message)]
        problems = check(node)
        self.nodes[at] = node
        return [self.src.diag(*self.src.locate_in_scalar(at, text, p.pos.line, p.pos.column), p.message)
                for p in problems]

    # ---------------------------------------------------------------- steps
    def run(self) -> list[Failure]:
        sc = self.loaded.scenario
        if sc.setup.clear_pending:  # as tests/conftest.py quiet_game: drive effects by hand
            self.e.agenda.clear()
            self.e.pending = None
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
        for path, value in (block.patch or {}).items():
            try:
                statepath.write(self.e, path, value)
            except statepath.PathError as err:
                place = self.src.locate_key((*at, "patch", path)) if err.at_key else self.src.locate((*at, "patch", path))
                raise ScenarioError([self.src.diag(*place, str(err))]) from None
        try:
            self._act(n, at, block)
        except SpeakeasyError as err:
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
            from .engine.invariants import violations

            problems = violations(self.e)
            if problems:
                self._fail(n, at, "invariants", [], problems)

    def _act(self, n: int, at: tuple[Any, ...], block: Setup | Step) -> None:
        from .engine.machine import Ctx, Task

        e = self.e
        if block.run is not None or block.task is not None:
            if e.pending is not None:
                raise _Refused(f"a {e.pending.kind} decision of player {e.pending.seat + 1} is pending: answer it first")
            if block.run is not None:
                r = block.run
                e.perform(Task("run", Ctx(r.seat - 1, source=r.source, range=r.range), self.nodes[(*at, "run", "effect")]))
            elif block.task is not None:
                t = block.task
                e.perform(Task(t.op, Ctx(-1 if t.seat is None else t.seat - 1), None, _frozen(t.data)))
        if not isinstance(block, Step):
            return
        if block.choose is not None:
            for key in [block.choose] if isinstance(block.choose, str) else block.choose:
                self._decider(block.seat)
                self.game.apply(key)
        elif block.choose_label is not None:
            self._decider(block.seat)
            self.game.apply(_by_label(e, block.choose_label))
        elif block.play_until is not None:
            self._play_until(block, n)

    def _decider(self, seat: int | None) -> None:
        pending = self.e.pending
        if pending is None:
            raise _Refused("no decision is pending" + (": the game is over" if self.e.state.over else ""))
        if seat is not None and pending.seat != seat - 1:
            raise _Refused(f"the pending {pending.kind} decision is player {pending.seat + 1}'s, not player {seat}'s")

    def _play_until(self, step: Step, n: int) -> None:
        from .bots import greedy_bot, random_bot

        kind, e = step.play_until, self.e
        bot = {"random": random_bot, "greedy": greedy_bot}.get(step.bot)
        choose = bot(self.loaded.scenario.seed + n) if bot else None
        for _ in range(MAX_DECISIONS):
            d = e.pending
            if d is None:
                if kind == "game_over" and e.state.over:
                    return
                raise _Refused(f"no {kind} decision came: " + ("the game is over" if e.state.over else "nothing is left to play"))
            if d.kind == kind and (step.seat is None or d.seat == step.seat - 1):
                return
            self.game.apply(choose(self.game.view(d.seat), d) if choose else d.options[0])
        raise _Refused(f"no {kind} decision in {MAX_DECISIONS} decisions")

    def _expect(self, n: int, at: tuple[Any, ...], expect: Expect) -> None:
        for path, expected in expect.values.items():
            for concrete, actual in statepath.read_all(self.e, path):
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


def _by_label(e: Any, text: str) -> str:
    options = e.pending.options if e.pending is not None else ()
    hits = [o for o in options if text.lower() in str(o.label).lower()]  # labels are messages: their English text
    exact = [o for o in hits if str(o.label).lower() == text.lower()]
    if len(exact) == 1 or len(hits) == 1:
        return str((exact or hits)[0].id)
    labels = "; ".join(str(o.label) for o in (hits or options))
    raise _Refused(f"{len(hits) or 'no'} options' labels contain {text!r}: {labels}")


# ---------------------------------------------------------------- the API
def run_file(path: Path, display: str | None = None) -> Result:
    """Run one scenario file; malformed files come back as a result too, never as an exception."""
    shown = display or str(path)
    try:
        loaded = load(path, shown)
        failures = _Runner(loaded).run()
    except ScenarioError as err:
        return Result(Path(path).stem, shown, "malformed", diagnostics=err.diagnostics)
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


def run_path(target: Path) -> list[Result]:
    return [run_file(p) for p in scenario_files(Path(target))]
