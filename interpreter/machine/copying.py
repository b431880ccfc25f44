"""Fast copies of a game's state, written from its dataclasses' annotations.

Search clones a game hundreds of times a decision, and ``copy.deepcopy`` walks every object through
its generic protocol (about a third of a whole random game for Speakeasy's table). A game whose
state is a tree of dataclasses gets a copy function instead: ``copier(GameState)`` reads each
field's declared type once and writes one Python function per class that copies exactly that
field in exactly that way (``list(x)`` for a list of numbers, one call per building for a list
of buildings, the value itself for a number or a string).

Nothing can be left out silently: the copier copies every field the dataclass declares, and a
field whose type it does not know how to copy (a set, an object of an unknown class, ``Any``)
stops it with an error naming the field, at import time. A container whose items are values by
convention (a log of entries that are never changed once written) is named in ``share_items``:
the container is copied, its items shared.
"""

from __future__ import annotations

import ast
import dataclasses
import random
import sys
import types
import typing
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

# types whose values are never changed in place: a copy may share them
ATOMS: frozenset[Any] = frozenset({int, float, str, bool, bytes, type(None)})


class CopyError(TypeError):
    """A field of the state has a type the copier cannot copy faithfully (the message names it)."""


def copy_random(rng: random.Random) -> random.Random:
    """An independent generator in the same state: it draws the same numbers, and drawing from one
    does not move the other."""
    twin = random.Random.__new__(type(rng))
    twin.setstate(rng.getstate())
    return twin


def copier(root: type[T], share_items: Iterable[str] = ()) -> Callable[[T], T]:
    """The copy function of a dataclass and every dataclass its fields hold.

    ``share_items`` names fields ("Class.field" or "field") whose container is copied but whose
    items are shared: values by convention that the annotations cannot say are immutable."""
    writer = _Writer(frozenset(share_items))
    writer.function(root)
    namespace: dict[str, Any] = {"_copy_random": copy_random}
    namespace.update(writer.classes)
    exec("\n".join(writer.lines), namespace)  # the source is ours: made from field names and types only
    made: Callable[[T], T] = namespace[writer.name(root)]
    made.__doc__ = f"A copy of a {root.__name__} sharing nothing mutable with it (interpreter/machine/copying.py)."
    return made


def _immutable(tp: Any) -> bool:
    if tp in ATOMS:
        return True
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        return all(_immutable(a) for a in typing.get_args(tp))
    if origin is tuple:
        return all(a is Ellipsis or _immutable(a) for a in typing.get_args(tp))
    if origin is typing.Literal:
        return True
    return False


def _hints(cls: type) -> dict[str, Any]:
    """The declared type of each field. A class compiled by mypyc (tools/compile_engine.py) keeps only
    erased annotations (``list`` for ``list[Player]``, ``type`` for ``int | None``), so the types of a
    compiled module's classes are read again from its source, which stays beside it."""
    hints = typing.get_type_hints(cls)
    module = sys.modules[cls.__module__]
    source = Path(str(module.__file__))
    if source.suffix == ".py":
        return hints
    source = source.with_name(source.name.split(".")[0] + ".py")
    tree = ast.parse(source.read_text(encoding="utf-8"))
    body = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == cls.__name__).body
    # an annotation of our own source, evaluated as typing.get_type_hints evaluates a string annotation
    found = {n.target.id: eval(ast.unparse(n.annotation), vars(module))
             for n in body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
    return {name: found.get(name, tp) for name, tp in hints.items()}


class _Writer:
    def __init__(self, share_items: frozenset[str]) -> None:
        self.share_items = share_items
        self.lines: list[str] = []
        self.classes: dict[str, type] = {}
        self.done: set[type] = set()
        self.depth = 0

    def name(self, cls: type) -> str:
        return f"_copy_{cls.__module__.replace('.', '_')}_{cls.__qualname__.replace('.', '_')}"

    def function(self, cls: type) -> None:
        if cls in self.done:
            return
        self.done.add(cls)
        if not dataclasses.is_dataclass(cls):
            raise CopyError(f"{cls.__qualname__} is not a dataclass: the copier cannot copy it")
        hints = _hints(cls)
        cls_name = f"_cls_{len(self.classes)}"
        self.classes[cls_name] = cls
        fields = dataclasses.fields(cls)
        args: list[tuple[str, str]] = []
        later: list[tuple[str, str]] = []
        for f in fields:
            shared = f.name in self.share_items or f"{cls.__name__}.{f.name}" in self.share_items
            expr = self.expr(hints[f.name], f"o.{f.name}", f"{cls.__name__}.{f.name}", shared)
            (args if f.init else later).append((f.name, expr))
        body = [f"def {self.name(cls)}(o):", f"    n = {cls_name}({', '.join(e for _, e in args)})"]
        body += [f"    n.{name} = {e}" for name, e in later]
        body.append("    return n")
        self.lines += [*body, ""]

    def expr(self, tp: Any, src: str, where: str, shared: bool = False) -> str:
        """Python source that copies the value ``src`` of declared type ``tp``."""
        if _immutable(tp):
            return src
        origin, args = typing.get_origin(tp), typing.get_args(tp)
        if origin in (typing.Union, types.UnionType):  # X | None: copy X unless None
            kinds = [a for a in args if a is not type(None)]
            if len(kinds) == 1 and len(args) == 2:
                return f"(None if {src} is None else {self.expr(kinds[0], src, where)})"
        if origin is list:
            if shared or _immutable(args[0]):
                return f"{src}.copy()"
            item = self.var()
            return f"[{self.expr(args[0], item, where)} for {item} in {src}]"
        if origin is dict:
            if not _immutable(args[0]):
                raise CopyError(f"{where}: dict keys of type {args[0]} are not values")
            if shared or _immutable(args[1]):
                return f"{src}.copy()"
            k, v = self.var(), self.var()
            return f"{{{k}: {self.expr(args[1], v, where)} for {k}, {v} in {src}.items()}}"
        if tp is random.Random:
            return f"_copy_random({src})"
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            self.function(tp)
            return f"{self.name(tp)}({src})"
        raise CopyError(f"{where}: the copier does not know how to copy {tp!r}; give the field a type it knows "
                        "(numbers, strings, lists, dicts, dataclasses, random.Random) or name it in share_items")

    def var(self) -> str:
        self.depth += 1
        return f"_v{self.depth}"


__all__ = ["CopyError", "copier", "copy_random"]
