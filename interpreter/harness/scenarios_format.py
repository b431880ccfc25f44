"""The scenario file format (``scenarios.py``): its shape, its value language, its loading.

The pydantic models a scenario file must fit (``Scenario`` with its ``setup``
and ``steps``; each ``Step`` does one thing), the comparisons an ``expect``
value may use (``>= 3``, ``contains x``, a mapping that checks only the keys it
gives) and how a value is shown as it would be written in the file; then
``load``, which reads one file and turns YAML and pydantic errors into
diagnostics with file:line:col.

It is apart from scenarios.py (the runner) because everything here is about
the file alone: nothing in it needs rules or a game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ..errors import Diagnostic, InterpreterError, RulesError, close_names
from ..loading.yamlsrc import YamlFile, parse_yaml, read_yaml


# ------------------------------------------------------------------ models
class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RunSpec(_Strict):
    seat: int = Field(ge=1)  # the player number, 1-based
    effect: str
    source: str | None = None  # the component the effect comes from (one-shot charges)
    context: dict[str, Any] = {}  # the game's own bindings (Speakeasy: extra_range, as the Garage's persons give)


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
    bot: str = "first"  # first (the first option), random, or a bot of the game
    run: RunSpec | None = None
    task: TaskSpec | None = None
    patch: dict[str, Any] | None = None
    expect: Expect | None = None
    note: str | None = None
    # a lesson's narration (docs/lessons.md): message ids of the game's locales, shown before the step
    # and after the player's answer; ``ask``: the pending decision is the player's (a scenario run takes its
    # first option: any legal choice stands)
    say: str | None = None
    after: str | None = None
    ask: bool = False
    # a lesson's step said when the game's log writes a line of this key (a payout, the final scoring)
    heard: str | None = Field(default=None, pattern=r"^[a-z][a-z0-9_]{0,63}$")

    @model_validator(mode="after")
    def _one_action(self) -> Step:
        given = [a for a in ACTIONS if getattr(self, a) is not None]
        if len(given) > 1:
            raise ValueError(f"a step does one thing, not {' and '.join(given)}")
        if self.choose == []:
            raise ValueError("choose needs at least one option id")
        if not given and self.expect is None and self.say is None and not self.ask:
            raise ValueError(f"a step needs one of {', '.join(ACTIONS)}, or an expect block")
        if self.seat is not None and (not given or given[0] not in ("choose", "choose_label", "play_until")):
            raise ValueError("seat goes with choose, choose_label or play_until (run and task have their own)")
        return self


class Scenario(_Strict):
    name: str | None = None
    description: str | None = None
    source: str | None = None  # where the rule comes from (000 P.10)
    game: str | None = None  # the game it is for (default: the one it is run with)
    rules: str | None = None  # a rules folder, relative to the scenario file
    variants: list[str] = []
    players: int = 4
    seed: int = 0
    invariants: bool = True  # check the engine's invariants after every step
    xfail: str | None = None  # a known engine bug: the scenario documents the rule and is expected to fail
    setup: Setup = Setup()
    steps: list[Step] = []
    # a lesson (docs/lessons.md): who sits where (human or a bot), and the message ids said first and last
    seats: list[str] | None = None
    intro: str | None = None
    outro: str | None = None


class ScenarioError(RulesError):
    """A scenario file that cannot run: every problem with its file:line:col."""


# ------------------------------------------------------------ showing values
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


class ValueProblem(InterpreterError):
    """A comparison's value that is not plain YAML: its message and 1-based place in the whole text."""

    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(message)
        self.message, self.line, self.column = message, line, column


@lru_cache(maxsize=1024)
def comparison(text: str) -> tuple[str, Any] | None:
    """``OP value`` as (OP, value), the value read as YAML with the same limits as a rules file (no
    tags, bounded nesting and aliases); None when the text is no comparison. ValueProblem, placed in
    ``text``, when the value does not read."""
    m = _COMPARE.match(text)
    if m is None:
        return None
    src, diags = parse_yaml(m.group(2), "value")
    if src is None or diags:
        d = diags[0]
        before = text[:m.start(2)]
        line = before.count("\n") + d.line
        column = d.column + (len(before) - before.rfind("\n") - 1 if d.line == 1 else 0)
        raise ValueProblem(f"the value after '{m.group(1)}' does not read: {d.message}", line, column)
    return m.group(1), src.data


def matches(expected: Any, actual: Any) -> bool:
    """``expected`` is a value, or a text ``OP value`` with OP one of == != < <= > >= contains, not contains."""
    found = comparison(expected) if isinstance(expected, str) else None
    if found is None:
        return same(expected, actual)
    op, rhs = found
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
    if src is None or diags:
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

