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
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from . import statepath
from .errors import Diagnostic, RulesError, SpeakeasyError, close_names
from .yamlsrc import YamlFile, read_yaml

MAX_DECISIONS = 5000  # play_until gives up after this many decisions (a whole game is far fewer)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RunSpec(_Strict):
    seat: int = Field(ge=1)  # the player number, 1-based
    effect: str
    source: str | None = None  # the component the effect comes from (one-shot charges)
    range: int = 0  # extra truck range, as the Garage's leftmost person gives


class TaskSpec(_Strict):
    op: str
    seat: int | None = Field(default=None, ge=1)
    data: Any = None


class Expect(BaseModel):
    """``offered``/``not_offered``/``error``; every other key is a state path (statepath)."""

    model_config = ConfigDict(extra="allow")
    offered: list[str] = []
    not_offered: list[str] = []
    error: str | None = None

    @property
    def values(self) -> dict[str, Any]:
        return dict(self.model_extra or {})


class Setup(_Strict):
    clear_pending: bool = False
    patch: dict[str, Any] = {}
    run: RunSpec | None = None
    task: TaskSpec | None = None
    expect: Expect | None = None

    @model_validator(mode="after")
    def _one_start(self) -> Setup:
        if self.run is not None and self.task is not None:
            raise ValueError("the setup starts an effect (run) or a task, not both")
        return self


ACTIONS = ("choose", "choose_label", "play_until", "run", "task", "patch")


class Step(_Strict):
    choose: str | list[str] | None = None
    choose_label: str | None = None
    play_until: str | None = None
    seat: int | None = Field(default=None, ge=1)  # who must be deciding (choose, play_until)
    bot: Literal["first", "random", "greedy"] = "first"
    run: RunSpec | None = None
    task: TaskSpec | None = None
    patch: dict[str, Any] | None = None
    expect: Expect | None = None
    note: str | None = None

    @model_validator(mode="after")
    def _one_action(self) -> Step:
        given = [a for a in ACTIONS if getattr(self, a) is not None]
        if len(given) > 1:
            raise ValueError(f"a step does one thing, not {' and '.join(given)}")
        if self.choose == []:
            raise ValueError("choose needs at least one option id")
        if not given and self.expect is None:
            raise ValueError(f"a step needs one of {', '.join(ACTIONS)}, or an expect block")
        if self.seat is not None and (not given or given[0] not in ("choose", "choose_label", "play_until")):
            raise ValueError("seat goes with choose, choose_label or play_until (run and task have their own)")
        return self


class Scenario(_Strict):
    name: str | None = None
    description: str | None = None
    source: str | None = None  # where the rule comes from (000 P.10)
    rules: str | None = None  # a rules folder, relative to the scenario file
    variants: list[str] = []
    players: int = 4
    seed: int = 0
    invariants: bool = True  # check the engine's invariants after every step
    xfail: str | None = None  # a known engine bug: the scenario documents the rule and is expected to fail
    setup: Setup = Setup()
    steps: list[Step] = []


class ScenarioError(RulesError):
    """A scenario file that cannot run: every problem with its file:line:col."""


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


def show(v: Any) -> str:
    """A value as it would be written in a scenario file (YAML flow style)."""
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return repr(v) if not v or re.search(r"^[\s\[\]{}'\"&*!|>%@`]|: | #|, |\s$", v) else v
    if isinstance(v, list):
        return "[" + ", ".join(show(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k}: {show(x)}" for k, x in v.items()) + "}"
    return str(v)


# ------------------------------------------------------------ comparisons
_COMPARE = re.compile(r"^\s*(==|!=|<=|>=|<|>|not contains|contains)\s+(.+)$", re.S)


def same(expected: Any, actual: Any) -> bool:
    """Equality, except that an expected mapping checks only the keys it gives."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return False
        by_str = {str(k): v for k, v in actual.items()}
        return all(str(k) in by_str and same(v, by_str[str(k)]) for k, v in expected.items())
    if isinstance(expected, list):
        return isinstance(actual, list) and len(actual) == len(expected) and all(map(same, expected, actual))
    if isinstance(expected, bool) or isinstance(actual, bool):  # YAML true is not 1
        return type(expected) is type(actual) and expected == actual
    return bool(expected == actual)


def matches(expected: Any, actual: Any) -> bool:
    """``expected`` is a value, or a text ``OP value`` with OP one of == != < <= > >= contains, not contains."""
    m = _COMPARE.match(expected) if isinstance(expected, str) else None
    if m is None:
        return same(expected, actual)
    op, rhs = m.group(1), yaml.safe_load(m.group(2))
    if op in ("contains", "not contains"):
        has = isinstance(actual, (list, dict, str)) and any(same(rhs, x) for x in actual)
        return has == (op == "contains")
    if op in ("==", "!="):
        return same(rhs, actual) == (op == "==")
    try:
        return bool({"<": actual < rhs, "<=": actual <= rhs, ">": actual > rhs, ">=": actual >= rhs}[op])
    except TypeError:
        return False


# ---------------------------------------------------------------- loading
@dataclass
class Loaded:
    src: YamlFile
    scenario: Scenario

    @property
    def name(self) -> str:
        return self.scenario.name or self.src.path.stem


def load(path: Path, display: str | None = None) -> Loaded:
    """Read and validate one scenario file's shape; raise ScenarioError with positions."""
    src, diags = read_yaml(Path(path), display or str(path))
    if src is None:
        raise ScenarioError(diags)
    if not isinstance(src.data, dict):
        raise ScenarioError([src.diag(1, 1, "a scenario file is a mapping (players:, setup:, steps: …)")])
    try:
        return Loaded(src, Scenario.model_validate(src.data))
    except ValidationError as err:
        raise ScenarioError(_pydantic_diags(src, err)) from None


def _pydantic_diags(src: YamlFile, err: ValidationError) -> list[Diagnostic]:
    out: dict[tuple[int, int], Diagnostic] = {}  # one message per place: a union fails once per branch
    for e in err.errors(include_url=False):
        loc = tuple(e["loc"])
        line, col = src.locate(loc)
        message = str(e["msg"]).removeprefix("Value error, ")
        if e["type"] == "extra_forbidden":
            names = getattr(_model_at(loc[:-1]), "model_fields", {})
            message = f"unknown key '{loc[-1]}'{close_names(str(loc[-1]), names)}"
            line, col = src.locate_key(loc)
        elif e["type"] == "missing":
            message = f"missing key '{loc[-1]}'"
        where = ".".join(str(p) for p in loc if isinstance(p, int) or p in _ALL_FIELDS)
        out.setdefault((line, col), src.diag(line, col, f"{message} (at {where})" if where else message))
    return list(out.values())


_MODELS: dict[str, type[BaseModel]] = {"setup": Setup, "steps": Step, "run": RunSpec, "task": TaskSpec, "expect": Expect}
_ALL_MODELS: list[type[BaseModel]] = [Scenario, *_MODELS.values()]
_ALL_FIELDS = {name for m in _ALL_MODELS for name in m.model_fields}


def _model_at(loc: tuple[Any, ...]) -> type[BaseModel]:
    model: type[BaseModel] = Scenario
    for key in loc:
        if isinstance(key, str) and key in _MODELS:
            model = _MODELS[key]
    return model


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
                e.agenda.append(Task("run", Ctx(r.seat - 1, source=r.source, range=r.range), self.nodes[(*at, "run", "effect")]))
            elif block.task is not None:
                t = block.task
                e.agenda.append(Task(t.op, Ctx(-1 if t.seat is None else t.seat - 1), None, _frozen(t.data)))
            e.advance()
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
