"""One way to dispatch on AST nodes: a method ``visit_<ClassName>`` per node class.

``dispatch`` derives the table from the node classes (``ast.NODES`` or a family of them), so a
new node class is noticed everywhere at once: a visitor that must handle it and does not fails
when its class is made, naming the node. ``Visitor`` is the base of the visitors that run once
per component (checker, unparser, renderers): ``visit`` looks the method up in the derived
table, and ``generic_visit`` visits a node's children, so a visitor writes methods only for the
nodes it treats specially (after CPython's ``ast.NodeVisitor``). The engine's hot paths, which
may be compiled, build their tables with ``dispatch`` directly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from . import ast as A


class MissingVisit(TypeError):
    """A visitor lacks the method for a node class it must handle (a programming error, never a user's)."""


def dispatch(owner: type, nodes: Iterable[type[A.Node]], default: Callable[..., Any] | None = None,
             prefix: str = "visit_") -> dict[type, Callable[..., Any]]:
    """``{node class: owner.<prefix><ClassName>}``; a missing method is ``default``, or an error naming it."""
    table: dict[type, Callable[..., Any]] = {}
    for cls in nodes:
        method = getattr(owner, prefix + cls.__name__, None)
        if method is None:
            if default is None:
                raise MissingVisit(f"{owner.__name__} has no {prefix}{cls.__name__}")
            method = default
        table[cls] = method
    return table


class Visitor:
    """Visits AST nodes by class. Subclasses set ``nodes`` (the classes they must handle, every
    node by default) and ``generic`` (True: a node without its own method has its children
    visited; False: every class in ``nodes`` needs a method, checked when the subclass is made)."""

    nodes: ClassVar[tuple[type[A.Node], ...]] = A.NODES
    generic: ClassVar[bool] = True
    _table: ClassVar[dict[type, Callable[..., Any]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._table = dispatch(cls, cls.nodes, cls.generic_visit if cls.generic else None)

    def visit(self, node: Any, *args: Any) -> Any:
        try:
            method = self._table[type(node)]
        except KeyError:
            raise MissingVisit(f"{type(self).__name__} does not visit {type(node).__name__}") from None
        return method(self, node, *args)

    def generic_visit(self, node: A.Node, *args: Any) -> Any:
        """Visit every child; the results are dropped (a visitor that collects uses its own state or yields)."""
        for child in A.children(node):
            self.visit(child, *args)
        return None
