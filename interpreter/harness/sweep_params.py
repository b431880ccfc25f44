"""What a sweep varies: a parameter of the rules, its values, and the generated variant of each point.

A **parameter** is a number of the rules, named by the path a variant's ``change:`` uses
(``board.starting.cash``), or a number inside an effect, named by its component's path and the place of the
number in the effect's text counted from 1 (``<component id>.effect#1``: the 5 of a "gain $5"). Each point of a
sweep (one value of each parameter) is the base rules with one generated variant, checked as a variant is, so a
misspelt path gets the loader's did-you-mean.
"""

from __future__ import annotations

import math
import re
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InterpreterError, close_names
from .package import GamePackage

MAX_VALUES = 50  # values of one parameter in one sweep
MAX_POINTS = 100  # combinations of several parameters' values in one sweep (each plays every seed)
MAX_PARAMETERS = 4  # parameters varied together
NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")  # a whole number in an effect's text (not inside a name)


@dataclass(frozen=True)
class Parameter:
    """What a sweep varies: ``path`` as a variant writes it, and for a number inside an effect its ``place``
    (from 1) among the numbers of the effect's ``text`` (None: the value at ``path`` is the number itself)."""

    path: str
    place: int | None = None
    text: str | None = None  # the effect's text in the base rules, when ``place`` is given

    @property
    def name(self) -> str:
        return self.path if self.place is None else f"{self.path}#{self.place}"

    @property
    def component(self) -> str:
        """The first word of the path: a component's id, or a section (game, board)."""
        return self.path.split(".", 1)[0]

    def change(self, value: int) -> Any:
        """What the variant's ``change:`` sets at ``path`` for this value."""
        if self.place is None or self.text is None:
            return value
        return replace_number(self.text, self.place, value)


def parse_values(spec: str) -> list[int]:
    """``3..8`` (every whole number from 3 to 8), ``2..10:2`` (a step), or a list ``3,5,8``; ValueError in words."""
    spec = spec.strip()
    try:
        if ".." in spec:
            lo, _, rest = spec.partition("..")
            hi, _, step = rest.partition(":")
            a, b, s = int(lo), int(hi), int(step) if step else 1
            if s <= 0 or b < a:
                raise ValueError
            values = list(range(a, b + 1, s))
        else:
            values = [int(v) for v in spec.split(",") if v.strip()]
    except ValueError:
        raise ValueError(f"values {spec!r}: give a range LOW..HIGH (LOW..HIGH:STEP) or a list 3,5,8 of whole "
                         "numbers") from None
    if len(values) < 2 or len(set(values)) != len(values):
        raise ValueError(f"values {spec!r}: a sweep needs at least two different values")
    if len(values) > MAX_VALUES:
        raise ValueError(f"values {spec!r}: {len(values)} values, at most {MAX_VALUES} in one sweep")
    return values


NAMING = ("id", "kind", "act", "level", "at", "column", "borough")  # the fields that name a list's items (docs/variants.md)


def _walk(rules: Any, path: str) -> Any:
    """The value at a variant path in checked rules (a component's id or a section first; a field by its name, a
    list's item by its naming field or its position from 1, a mapping's entry by its key); a ValueError naming
    what is there."""
    first, *rest = path.split(".")
    if first in rules.by_id:
        value: Any = rules.by_id[first]
    elif first in rules.singles:
        value = rules.singles[first]
    else:
        raise ValueError(f"unknown component {first!r}{close_names(first, [*rules.by_id, *rules.singles])} (a number "
                         "inside an effect is named by its component's id, a field and #PLACE: COMPONENT_ID.effect#1)")
    where = first
    for word in rest:
        if isinstance(value, (list, tuple)):
            named = [v for v in value if any(str(getattr(v, f, None)) == word for f in NAMING)]
            if named:
                value = named[0]
            elif word.isdigit() and 1 <= int(word) <= len(value):
                value = value[int(word) - 1]
            else:
                raise ValueError(f"no item {word!r} in {where} (its items by position: 1..{len(value)})")
        elif isinstance(value, dict):
            keys = {str(k): k for k in value}
            if word not in keys:
                raise ValueError(f"no key {word!r} in {where}{close_names(word, keys)}")
            value = value[keys[word]]
        else:
            fields = list(getattr(type(value), "model_fields", {})) or list(vars(value))
            if word not in fields:
                raise ValueError(f"unknown field {word!r} in {where}{close_names(word, fields)}")
            value = getattr(value, word)
        where = f"{where}.{word}"
    return value


def parameter(game: GamePackage[Any], rules: Any, spec: str) -> Parameter:
    """The parameter ``PATH`` or ``PATH#PLACE`` names in these rules; ValueError in words (with a did-you-mean)."""
    from ..language.ast import Node
    from ..language.unparse import unparse

    path, hash_, place = spec.strip().partition("#")
    if not path or " " in path:
        raise ValueError(f"parameter {spec!r}: give a rules path (board.starting.cash) or an effect's number "
                         "(COMPONENT_ID.effect#1)")
    if not hash_:
        return Parameter(path)
    if not place.isdigit() or int(place) < 1:
        raise ValueError(f"parameter {spec!r}: the place of a number in the effect counts from 1 (#1)")
    value = _walk(rules, path)
    text = unparse(value) if isinstance(value, Node) else None
    if text is None:
        raise ValueError(f"{path} is not an effect, so it has no numbers to count (#{place})")
    numbers = [m.group() for m in NUMBER.finditer(text)]
    if int(place) > len(numbers):
        shown = ", ".join(f"#{i + 1} = {n}" for i, n in enumerate(numbers)) or "none"
        raise ValueError(f"{path} is {text!r}: it has {len(numbers)} number{'s' if len(numbers) != 1 else ''} "
                         f"({shown}), not #{place}")
    return Parameter(path, int(place), text)


def current(rules: Any, param: Parameter) -> int | None:
    """The parameter's value in these rules (None: not a whole number there)."""
    if param.place is not None and param.text is not None:
        return int(list(NUMBER.finditer(param.text))[param.place - 1].group())
    try:
        value = _walk(rules, param.path)
    except ValueError:
        return None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def grid(values: Sequence[Sequence[int]]) -> list[tuple[int, ...]]:
    """Every combination of the parameters' values, the first parameter's varying slowest (ValueError past
    MAX_POINTS)."""
    import itertools

    size = math.prod(len(v) for v in values)
    if size > MAX_POINTS:
        raise ValueError(f"{' × '.join(str(len(v)) for v in values)} = {size} combinations of values: at most "
                         f"{MAX_POINTS} in one sweep (fewer values, or a sweep per slice)")
    return list(itertools.product(*values))


def _named(params: Sequence[Parameter], combo: Sequence[int]) -> str:
    return ", ".join(f"{p.name} = {v}" for p, v in zip(params, combo, strict=True))


def variant_text(params: Parameter | Sequence[Parameter], combo: int | Sequence[int]) -> str:
    """The variant file of one point of the sweep (JSON is YAML: each value is quoted exactly). Two numbers of one
    effect (``x.effect#1`` and ``x.effect#2``) are written into the same text."""
    import json

    params = [params] if isinstance(params, Parameter) else list(params)
    combo = [combo] if isinstance(combo, int) else list(combo)
    changes: dict[str, Any] = {}
    for param, value in zip(params, combo, strict=True):
        if param.place is not None and param.text is not None and param.path in changes:
            changes[param.path] = replace_number(changes[param.path], param.place, value)
        else:
            changes[param.path] = param.change(value)
    body = "".join(f"  {path}: {json.dumps(v, ensure_ascii=False)}\n" for path, v in changes.items())
    return f"variant:\n  name: sweep\n  description: {json.dumps(_named(params, combo))}\nchange:\n{body}"


def replace_number(text: str, place: int, value: int) -> str:
    """``text`` with its ``place``-th whole number (from 1) replaced by ``value`` (the count stays the same)."""
    m = list(NUMBER.finditer(text))[place - 1]
    return text[:m.start()] + str(value) + text[m.end():]


def load_values(game: GamePackage[Any], folder: Path, variants: Sequence[str], params: Parameter | Sequence[Parameter],
                combos: Sequence[int] | Sequence[Sequence[int]]) -> list[Any]:
    """The rule set of each point: the rules with ``variants`` then the sweep's own; a point the rules refuse is an
    InterpreterError naming the parameters and values (the loader's words, without the generated file's place)."""
    params = [params] if isinstance(params, Parameter) else list(params)
    out: list[Any] = []
    with tempfile.TemporaryDirectory(prefix="speakeasy-sweep-") as tmp:
        for combo in combos:
            point = [combo] if isinstance(combo, int) else list(combo)
            file = Path(tmp) / f"sweep-{len(out)}.yaml"
            file.write_text(variant_text(params, point), encoding="utf-8")
            try:
                out.append(game.load_rules(folder, [*variants, str(file)]))
            except InterpreterError as e:
                said = [line.split(": ", 1)[1] if line.startswith(str(file)) and ": " in line else line
                        for line in str(e).splitlines() if str(file) in line]
                raise InterpreterError(f"{_named(params, point)}: " + ("; ".join(said) or str(e))) from None
    return out


__all__ = ["MAX_PARAMETERS", "MAX_POINTS", "MAX_VALUES", "NUMBER", "Parameter", "current", "grid", "load_values",
           "parameter", "parse_values", "replace_number", "variant_text"]
