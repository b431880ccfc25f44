"""What a variant changes, in two forms: the rules data that differ (``path: before → after``, for
numbers the text does not print) and the generated rule text of every component, or printed board
item, whose words differ (before → after, in the reader's language).

Both are worked out from the two checked rule sets, so they show what the variant really does,
whatever its file says: a change that does nothing shows nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from ..language.ast import Node
from ..language.unparse import unparse
from ..text.components import ComponentText
from .package import GamePackage

PROVENANCE = frozenset({"source", "reconstructed"})  # where a value comes from, not what it is


@dataclass(frozen=True)
class DataChange:
    path: str  # as a variant names it: board.big_buildings.casino.cost
    before: str
    after: str


@dataclass(frozen=True)
class TextChange:
    id: str
    name: str  # in the variant's words (a new component has no old name)
    kind: str
    before: tuple[str, ...]  # empty: the component is new
    after: tuple[str, ...]  # empty: the component is gone


def _shown(value: Any) -> str:
    if isinstance(value, Node):
        return unparse(value)
    if isinstance(value, BaseModel):
        return "{" + ", ".join(f"{k}: {_shown(v)}" for k, v in _fields(value)) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_shown(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_shown(v)}" for k, v in value.items()) + "}"
    return "–" if value is None else str(value)


def _fields(model: BaseModel) -> Iterator[tuple[str, Any]]:
    for name in type(model).model_fields:
        if name not in PROVENANCE:
            yield name, getattr(model, name)


def _name(item: Any, index: int) -> str:
    """How a variant path names a list item: by its id or key field, else its position from 1."""
    for key in ("id", "act", "level", "kind", "at", "column", "borough", "track", "players", "row", "group"):
        value = getattr(item, key, None)
        if value is not None and not isinstance(value, (BaseModel, list, dict)):
            return str(value)
    return str(index + 1)


def _diff(a: Any, b: Any, path: str) -> Iterator[DataChange]:
    if isinstance(a, BaseModel) and type(a) is type(b):
        for name, value in _fields(a):
            yield from _diff(value, getattr(b, name), f"{path}.{name}")
    elif isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b) and a and isinstance(a[0], BaseModel):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            yield from _diff(x, y, f"{path}.{_name(x, i)}")
    elif isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
        for key in a:
            yield from _diff(a[key], b[key], f"{path}.{key}")
    elif a != b:
        yield DataChange(path, _shown(a), _shown(b))


def data_changes(base: Any, variant: Any) -> list[DataChange]:
    """Every value of the rules data that differs, by path; a component added or removed is one line."""
    out: list[DataChange] = []
    for name, model in base.singles.items():
        out += _diff(model, variant.singles.get(name), name)
    for section, items in base.lists.items():
        old = {_name(x, i): x for i, x in enumerate(items)}
        new = {_name(x, i): x for i, x in enumerate(variant.lists.get(section, ()))}
        for key in old.keys() | new.keys():
            if key not in new:
                out.append(DataChange(f"{section}.{key}", "present", "removed"))
            elif key not in old:
                out.append(DataChange(f"{section}.{key}", "absent", "added"))
            elif section not in base.singles:
                prefix = key if getattr(old[key], "id", None) == key else f"{section}.{key}"
                out += _diff(old[key], new[key], prefix)
    return sorted(out, key=lambda c: c.path)


def _by_id(texts: list[ComponentText]) -> dict[str, ComponentText]:
    return {t.id: t for t in texts}


def text_changes(game: GamePackage[Any], base: Any, variant: Any, lang: str) -> list[TextChange]:
    """The generated rule text that differs between the two rule sets (components and board items)."""
    kit = game.text
    # the generator's text on both sides (not pins): a pin gives way under a variant that changes its
    # component (D-221), which is no change of wording the variant made
    old = _by_id(kit.texts(base, lang, pinned=False) + kit.board_texts(base, lang))
    new = _by_id(kit.texts(variant, lang, pinned=False) + kit.board_texts(variant, lang))
    out = []
    for cid in [*old, *(c for c in new if c not in old)]:
        a, b = old.get(cid), new.get(cid)
        if a is not None and b is not None and a.lines == b.lines and a.name == b.name:
            continue
        shown = b or a
        assert shown is not None
        out.append(TextChange(cid, shown.name, shown.kind_label, a.lines if a else (), b.lines if b else ()))
    return out
