"""Named effects: verbs a designer defines from the language's own steps, with parameters.

A rules or variant file may say ``define: {shakedown: {params: [n], effect: "as each opponent: give $(n)
to you"}}``; from then on ``shakedown 2`` is a step. A named effect is a *definition*, not a verb of the
game: where it is used it is replaced by its effect, each parameter by the number written at the use
(``Name("n")`` → ``Num(2)``, ``$(n)`` → ``$(2)``). So the checker checks, the engine runs and the text
layer words exactly the steps it stands for — its text is generated from its definition, and nothing
below the loader knows named effects exist: a game without any plays as before, byte for byte.

Every node of an expansion is made afresh and placed at the use (``Call.pos``): a problem the checker
finds in it points at the step that used the name, and a ``once:`` inside it is a charge of its own on
every component that uses it (a ``once:`` node's identity is its charge, language/parser.py).

Recursion is refused where definitions are read (``cycles``), at the use that closes the loop; the
expansion is bounded as well (``MAX_DEPTH`` names inside names), so no input can make it run away.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import DslError, close_names
from . import ast as A

MAX_DEPTH = 8  # named effects used inside named effects, one in another
MAX_PARAMS = 6


@dataclass(frozen=True, slots=True)
class Definition:
    """One named effect: its name, its parameters (numbers, by name) and its effect as parsed."""

    name: str
    params: tuple[str, ...]
    body: A.Effect
    where: str = ""  # `file:line` of its definition, for messages


def uses(node: A.Node, defined: Collection[str]) -> Iterator[A.Call]:
    """The steps inside ``node`` that use a named effect."""
    return (n for n in A.walk(node) if isinstance(n, A.Call) and n.verb in defined)


def cycles(defs: Mapping[str, Definition]) -> list[tuple[list[str], A.Call]]:
    """Each loop of named effects using one another (a name that uses itself is one), as the chain of names
    and the use, inside the last definition of the chain, that closes it; each loop once."""
    out: list[tuple[list[str], A.Call]] = []
    seen: set[frozenset[str]] = set()

    def visit(name: str, chain: list[str]) -> None:
        for call in uses(defs[name].body, defs):
            if call.verb in chain:
                loop = chain[chain.index(call.verb):]
                if frozenset(loop) not in seen:
                    seen.add(frozenset(loop))
                    out.append((loop, call))
            elif len(chain) < MAX_DEPTH:
                visit(call.verb, [*chain, call.verb])

    for name in defs:
        visit(name, [name])
    return out


def expand(node: Any, defs: Mapping[str, Definition], verbs: Collection[str] = ()) -> Any:
    """``node`` with every use of a named effect replaced by its effect (the same node when it uses none).
    ``verbs``: the game's verbs — a step whose verb is neither one nor a name, but close to a name, is told
    which name it may mean. Raises ``DslError`` at the use for a wrong number or kind of arguments."""
    if not defs or not isinstance(node, A.Node):
        return node
    if not any(isinstance(n, A.Call) and (n.verb in defs or n.verb not in verbs) for n in A.walk(node)):
        return node
    return _rebuild(node, defs, frozenset(verbs), 0, {}, None)


def _rebuild(node: Any, defs: Mapping[str, Definition], verbs: frozenset[str], depth: int,
             values: Mapping[str, A.Expr], at: A.Pos | None) -> Any:
    if isinstance(node, tuple):
        return tuple(_rebuild(x, defs, verbs, depth, values, at) for x in node)
    if not isinstance(node, A.Node):
        return node
    if isinstance(node, A.Name) and node.id in values:
        return _placed(values[node.id], at) if at is not None else values[node.id]
    if isinstance(node, A.Arg) and node.key == "to":  # a player, never a parameter
        return node if at is None else dataclasses.replace(node, value=dataclasses.replace(node.value, pos=at), pos=at)
    if isinstance(node, A.Call) and node.verb in defs:
        return _use(node, defs, verbs, depth, values, at)
    if isinstance(node, A.Call) and node.verb not in verbs and not values:
        hint = close_names(node.verb, defs)
        if hint:
            raise DslError(f"unknown verb '{node.verb}'{hint}", node.pos.line, node.pos.column)
    changes = {f.name: _rebuild(getattr(node, f.name), defs, verbs, depth, values, at)
               for f in dataclasses.fields(node) if f.name != "pos"}  # type: ignore[arg-type]
    changes["pos"] = at if at is not None else node.pos  # type: ignore[attr-defined]  # every node has its pos
    return type(node)(**changes)


def _use(call: A.Call, defs: Mapping[str, Definition], verbs: frozenset[str], depth: int,
         values: Mapping[str, A.Expr], at: A.Pos | None) -> A.Effect:
    d = defs[call.verb]
    where = at or call.pos
    if depth >= MAX_DEPTH:
        raise DslError(f"'{call.verb}': named effects are used inside one another at most {MAX_DEPTH} deep",
                       where.line, where.column)
    args = []
    for arg in call.args:
        if arg.key is not None or isinstance(arg.value, (A.Alts, A.Money)):
            shown = f"{arg.key}=…" if arg.key is not None else "money" if isinstance(arg.value, A.Money) else "alternatives"
            raise DslError(f"'{call.verb}' takes numbers ({_params(d)}), not {shown}: write '{call.verb} "
                           f"{' '.join(['2'] * max(len(d.params), 1))}'", arg.pos.line if at is None else where.line,
                           arg.pos.column if at is None else where.column)
        args.append(_rebuild(arg.value, defs, verbs, depth, values, at))
    if len(args) != len(d.params):
        defined = f" (defined at {d.where})" if d.where else ""
        raise DslError(f"'{call.verb}' takes {len(d.params)} number{'s' if len(d.params) != 1 else ''} "
                       f"({_params(d)}), got {len(args)}{defined}", where.line, where.column)
    return _rebuild(d.body, defs, verbs, depth + 1, dict(zip(d.params, args, strict=True)), where)  # type: ignore[no-any-return]


def _params(d: Definition) -> str:
    return ", ".join(d.params) or "none"


def _placed(node: Any, at: A.Pos) -> Any:
    """A copy of an argument's tree, every node at ``at``."""
    if isinstance(node, tuple):
        return tuple(_placed(x, at) for x in node)
    if not isinstance(node, A.Node):
        return node
    changes = {f.name: _placed(getattr(node, f.name), at) for f in dataclasses.fields(node) if f.name != "pos"}  # type: ignore[arg-type]
    return type(node)(**changes, pos=at)  # type: ignore[call-arg]  # every node has its pos


def placeholder(d: Definition) -> A.Effect:
    """The effect of a definition with each parameter as the number 1, at the definition's own positions: what
    the checker reads to check a definition where it is written."""
    values = {p: A.Num(1) for p in d.params}
    return _rebuild(d.body, {}, frozenset(), 0, values, None)  # type: ignore[no-any-return]
