"""Syntax trees as plain JSON and back, for the cache of parsed rules (interpreter/cache.py).

A node is ``{"n": "Call", "a": [field, …]}`` with its fields in declaration order (its position as
``[line, column]``); tuples are lists. Reading accepts only the classes of the AST (``ast.NODES``) and
checks each field's shape, so a cache file that is foreign or damaged raises ``ValueError`` instead
of making a tree the parser could not have made. Nothing is evaluated.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from . import ast as A

_CLASSES: dict[str, type[A.Node]] = {cls.__name__: cls for cls in A.NODES}
_FIELDS: dict[type, tuple[str, ...]] = {cls: tuple(f.name for f in fields(cls)) for cls in A.NODES}  # type: ignore[arg-type]


def dump(value: Any, positions: bool = True) -> Any:
    """A tree (or a tuple of them, or a plain value inside one) as JSON-able data. Without ``positions``
    (what a tree *says*, not where it was written: the fingerprint of pinned text, text/fingerprint.py)
    the ``pos`` fields are left out, so the result cannot be read back."""
    if isinstance(value, A.Node):
        cls = type(value)
        names = _FIELDS[cls] if positions else tuple(n for n in _FIELDS[cls] if n != "pos")
        return {"n": cls.__name__, "a": [dump(getattr(value, name), positions) for name in names]}
    if isinstance(value, A.Pos):
        return [value.line, value.column]
    if isinstance(value, tuple):
        return [dump(v, positions) for v in value]
    if value is None or isinstance(value, (str, int, bool)):
        return value
    raise TypeError(f"not part of a syntax tree: {type(value).__name__}")


def load(data: Any) -> Any:
    """The tree ``dump`` made; ``ValueError`` for anything else."""
    if isinstance(data, dict):
        cls = _CLASSES.get(data.get("n"))  # type: ignore[arg-type]
        args = data.get("a")
        if cls is None or not isinstance(args, list) or len(args) != len(_FIELDS[cls]) or len(data) != 2:
            raise ValueError(f"not a syntax tree node: {str(data)[:60]}")
        values = {}
        for name, raw in zip(_FIELDS[cls], args, strict=True):
            if name == "pos":
                if not (isinstance(raw, list) and len(raw) == 2 and all(type(x) is int for x in raw)):
                    raise ValueError("a position is [line, column]")
                values[name] = A.Pos(raw[0], raw[1])
            else:
                values[name] = load(raw)
        node = cls(**values)
        _check(node)
        return node
    if isinstance(data, list):
        return tuple(load(v) for v in data)
    if data is None or isinstance(data, (str, int, bool)):
        return data
    raise ValueError(f"not part of a syntax tree: {type(data).__name__}")


# The shape of each field, read from the node classes' annotations: a plain value, or nodes (checked as read).
_SCALAR: dict[str, tuple[type, ...]] = {
    "int": (int,), "bool": (bool,), "str": (str,), "str | None": (str, type(None)), "ArithOp": (str,),
    "CompareOp": (str,), "BoolOpName": (str,), "Quantifier": (str,), "Scope": (str,),
}
_SHAPES: dict[type, tuple[tuple[str, str], ...]] = {
    cls: tuple((f.name, str(f.type)) for f in fields(cls) if f.name != "pos") for cls in A.NODES  # type: ignore[arg-type]
}


def _check(node: A.Node) -> None:
    """Each field of a rebuilt node has the shape the parser gives it: a plain value where one belongs
    (an int is not a bool), nodes where they belong, and a tuple of strings or of (int, node) pairs."""
    for name, shape in _SHAPES[type(node)]:
        value = getattr(node, name)
        if shape in _SCALAR:
            ok = isinstance(value, _SCALAR[shape]) and (shape == "bool" or type(value) is not bool)
        elif shape == "tuple[str, ...]":
            ok = isinstance(value, tuple) and all(isinstance(v, str) for v in value)
        elif shape == "tuple[tuple[int, Expr], ...]":
            ok = isinstance(value, tuple) and all(isinstance(e, tuple) and len(e) == 2 and type(e[0]) is int
                                                  and isinstance(e[1], A.Node) for e in value)
        elif shape.startswith("tuple["):
            ok = isinstance(value, tuple) and all(isinstance(v, A.Node) for v in value)
        else:
            ok = isinstance(value, A.Node) or (value is None and shape.endswith("| None"))
        if not ok:
            raise ValueError(f"{type(node).__name__}.{name} has the wrong shape")
