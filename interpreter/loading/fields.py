"""What every game's rules models are made of: strict models, provenance, and effect-language fields.

A game writes its rules files' shapes as pydantic models (``interpreter/games/<game>/models.py``)
from these parts. Every component carries provenance: ``source`` (a page of a seed, ``000 P.22``)
or ``reconstructed`` (a one-line reason), or both when only some fields were reconstructed (then
``reconstructed`` maps field names to reasons).

Fields in the effect language hold parsed AST nodes (in YAML and in the JSON Schema they are
strings). Each carries a ``Dsl`` marker saying what it holds and, for effects, how the engine
uses it — ``Runs`` (run when it happens: a helper, a bonus), ``Persistent`` (kept while its
component is yours: a crate's back) or ``Effect`` (both: a mobster's bonus). The loader reads
the marker and the checker decides from it what may stand there (interpreter/language/checker.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, TypeAlias

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, Strict, WithJsonSchema, model_validator
from pydantic_core import PydanticCustomError

from ..errors import DslError
from ..language import ast as A
from ..language.checker import Placement
from .parsecache import parse
from .scope import expanded

if TYPE_CHECKING:
    from ..language.parser import Kind


@dataclass(frozen=True, slots=True)
class Dsl:
    """The marker of a field in the effect language: what it parses as, and where an effect stands."""

    kind: Kind
    placement: Placement | None = None


def _parser_for(kind: Kind) -> Any:
    def parse_text(value: object) -> object:
        if isinstance(value, A.Node):
            return value
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise PydanticCustomError("dsl_type", "expected a text in the effect language")
        try:
            return expanded(parse(str(value), kind))
        except DslError as err:
            raise PydanticCustomError(
                "dsl", "{message}", {"message": err.message, "line": err.line, "column": err.column}
            ) from None

    return parse_text


def _schema(kind: str, what: str | None = None) -> Any:
    article = "an" if kind == "effect" else "a"
    return WithJsonSchema({"type": ["string", "integer"] if kind == "expr" else "string",
                           "description": what or f"{article} {kind} in the effect language (docs/dsl.md)"})


# An effect that both runs and stays (a mobster's bonus: run when it becomes your associate, its
# modify/when/once kept while it is): anything the language allows.
Effect: TypeAlias = Annotated[Any, BeforeValidator(_parser_for("effect")), _schema("effect"), Dsl("effect", "both")]
# Run when it happens, never kept (a helper, a bonus, a location's row): no modify/when/once.
Runs: TypeAlias = Annotated[Any, BeforeValidator(_parser_for("effect")), _schema("effect"), Dsl("effect", "runs")]
# Kept while its component is yours, never run (a crate's back, a card's passive): only modify/when/once.
Persistent: TypeAlias = Annotated[Any, BeforeValidator(_parser_for("effect")), Dsl("effect", "stays"), _schema(
    "effect", "an effect that stays with its owner: modify, 'when EVENT: modify' or 'once: ...' (docs/dsl.md)")]
# A rule of the whole table (TableRule): what stays, held by every player at once (no `everyone`: it is already).
TableEffect: TypeAlias = Annotated[Any, BeforeValidator(_parser_for("effect")), Dsl("effect", "table"), _schema(
    "effect", "a rule every player holds: modify, 'when EVENT: …' or 'once: …' (docs/dsl.md)")]
Cond: TypeAlias = Annotated[Any, BeforeValidator(_parser_for("cond")), _schema("cond"), Dsl("cond")]
Expr: TypeAlias = Annotated[Any, BeforeValidator(_parser_for("expr")), _schema("expr"), Dsl("expr")]

# ------------------------------------------------------------- the ranges of numbers
# Every number of a rules file has a range (docs/limits.md): a value outside it is a `check` error at
# its place, so no number the checker accepts can make a game take unbounded memory or time (50,000,000
# copies of a card, a billion rounds). The bounds are far past any real game's and shared by every
# game; a game narrows them for its own fields (games/<name>/models.py).
MAX_AMOUNT = 1_000  # dollars (a price, a payout, a value) or things on the table
MAX_COUNT = 100  # how many of a thing a rule deals out, places or draws; a track's level; an id
MAX_COPIES = 20  # copies of one component
MAX_PLAYERS = 8  # a player count any game may name
MAX_ITEMS = 1_000  # items of a list of numbers

# A whole number as a rules file writes one, and nothing else: pydantic's lax mode would read `true` as 1,
# `2.0` as 2 and "3" as 3, so a slip (`copies: true`) would check clean and play as a number the file never
# says (issue 23). Every number field of every game's models is one of these (tests/test_hostile_numbers.py
# walks the models to hold it so); a bool, a float or a text there is "'copies' is a whole number, not true".
Whole: TypeAlias = Annotated[int, Strict()]
Amount: TypeAlias = Annotated[Whole, Field(ge=0, le=MAX_AMOUNT)]
Count: TypeAlias = Annotated[Whole, Field(ge=0, le=MAX_COUNT)]
Positive: TypeAlias = Annotated[Whole, Field(ge=1, le=MAX_COUNT)]  # a number that names (an id, a level) or must be one
Copies: TypeAlias = Annotated[Whole, Field(ge=1, le=MAX_COPIES)]
Modifier: TypeAlias = Annotated[Whole, Field(ge=-MAX_COUNT, le=MAX_COUNT)]  # added to another number; may be negative
PlayerCount: TypeAlias = Annotated[Whole, Field(ge=1, le=MAX_PLAYERS)]
PerPlayers = dict[PlayerCount, Amount]  # a value per player count


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, arbitrary_types_allowed=True)


# What a text of each pattern is, in words: a value that does not match is told this, never the regex.
PATTERN_WORDS: dict[str, str] = {}


def pattern(regex: str, words: str) -> Any:
    """A ``Field`` whose text must match ``regex``; a text that does not is told ``words`` (what it may be)."""
    PATTERN_WORDS[regex] = words
    return Field(pattern=regex)


# Names Windows keeps for its devices, whatever the extension (`con.yaml` opens the console there): a
# variant's name is its file's name, so a variant named so could not be saved or shared (issue 23).
WINDOWS_RESERVED = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
                              *(f"lpt{i}" for i in range(10))})


def not_windows_reserved(name: str) -> str:
    if name.lower() in WINDOWS_RESERVED:
        raise ValueError(f"`{name}` is a name Windows keeps for a device (CON, PRN, AUX, NUL, COM0–9, LPT0–9), "
                         f"and a variant's name is its file's: choose another (such as `{name}-rule`)")
    return name


# A page of a seed document (`000 P.22`, `001 §車庫`), several joined with `; `.
SOURCE_PATTERN = r"^\d{3} (P\.\d+(-\d+)?|§.+)(; \d{3} (P\.\d+(-\d+)?|§.+))*$"
SOURCE = pattern(SOURCE_PATTERN, "a source is a page of a rulebook, like `000 P.12` or `000 P.8-10`, or a section, "
                                 "like `001 §車庫`, several joined with `; ` (`000 P.3; 001 §車庫`); for a house rule, or "
                                 "a value no rulebook gives, write `reconstructed:` and why instead")


class Sourced(Model):
    source: Annotated[str, SOURCE] | None = None
    reconstructed: str | dict[str, str] | None = None

    @model_validator(mode="after")
    def _has_provenance(self) -> Sourced:
        if not self.source and not self.reconstructed:
            raise PydanticCustomError(
                "provenance", "give a `source` (e.g. '000 P.22') or say why it is `reconstructed`"
            )
        return self

    def reconstructed_count(self) -> int:
        if not self.reconstructed:
            return 0
        return len(self.reconstructed) if isinstance(self.reconstructed, dict) else 1


class TableRule(Sourced):
    """A rule of the whole table (issue 27 item 6): a house rule a variant adds under `table_rules:`. It belongs to
    no player and holds for every one: each player keeps its `modify`, `when` and `once:` as if it were theirs
    (interpreter/machine/passives.held), so "you" in it is each player in turn and "your opponents" theirs.
    A game takes table rules by naming the section in its file model (``table_rules: list[TableRule] = []``)
    and its kind in its components (``"table_rules": "table_rule"``)."""

    id: str
    effect: TableEffect


# ------------------------------------------------------------- one walk over models
Path_ = tuple[Any, ...]


def walk(obj: Any, path: Path_ = (), marker: Dsl | None = None) -> Iterator[tuple[Path_, Any, Dsl | None]]:
    """Every value inside a model — models, items of lists and dicts, leaves — with its path of field
    names and indices and the ``Dsl`` marker of the field it sits in (None outside effect-language fields)."""
    yield path, obj, marker
    if isinstance(obj, BaseModel):
        for name, info in type(obj).model_fields.items():
            yield from walk(getattr(obj, name), (*path, name), _marker(type(obj), name, info))
    elif isinstance(obj, (list, tuple)) and not isinstance(obj, A.Node):
        for i, item in enumerate(obj):
            yield from walk(item, (*path, i), marker)
    elif isinstance(obj, dict):
        for key, item in obj.items():
            yield from walk(item, (*path, key), marker)


def iter_dsl(obj: Any) -> Iterator[tuple[Path_, A.Node, Dsl]]:
    """Every parsed effect-language node inside a model, with its path and its field's marker."""
    for path, value, marker in walk(obj):
        if isinstance(value, A.Node) and marker is not None:
            yield path, value, marker


def sourced(obj: Any) -> Iterator[Sourced]:
    """Every model with provenance inside a model (itself included)."""
    return (value for _, value, _ in walk(obj) if isinstance(value, Sourced))


_MARKERS: dict[tuple[type, str], Dsl | None] = {}


def _marker(cls: type, name: str, info: Any) -> Dsl | None:
    key = (cls, name)
    if key not in _MARKERS:
        _MARKERS[key] = next((m for m in info.metadata if isinstance(m, Dsl)), None) or _find(info.annotation)
    return _MARKERS[key]


def inner_model(annotation: Any) -> type[BaseModel] | None:
    """The model class inside a field's type (`list[Helper]`, `GameRules | None`), if any."""
    import typing

    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in typing.get_args(annotation):
        found = inner_model(arg)
        if found is not None:
            return found
    return None


def _find(annotation: Any) -> Dsl | None:
    """The marker inside a field's type (`Runs | None`, `list[Runs]`, `dict[str, Runs]`)."""
    import typing

    for arg in typing.get_args(annotation):
        if isinstance(arg, Dsl):
            return arg
        found = _find(arg)
        if found is not None:
            return found
    return None
