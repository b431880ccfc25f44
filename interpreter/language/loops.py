"""Loops between reactions: a trigger (`when EVENT: effect`) whose effect makes an event happen that
wakes a trigger, and so on back to the first. The checker refuses a trigger that wakes itself where it
stands; ``trigger_cycles`` finds loops between the triggers of a whole rule set (the loader reports
them); the machine stops any other at run time (interpreter/machine/triggers.py)."""

from __future__ import annotations

from typing import Any

from . import ast as A
from .vocabulary import YOU, Vocabulary


def calls_by(effect: A.Node) -> tuple[list[A.Call], list[A.Call]]:
    """The calls of an effect its owner performs, and those another player performs (inside `as …:`)."""
    mine: list[A.Call] = []
    theirs: list[A.Call] = []

    def walk(node: A.Node, other: bool) -> None:
        if isinstance(node, A.Call):
            (theirs if other else mine).append(node)
        for child in A.children(node):
            walk(child, other or (isinstance(node, A.As) and not (node.scope == "role" and node.role == YOU)))

    walk(effect, False)
    return mine, theirs


def fires(v: Vocabulary, verb: str) -> tuple[str, ...]:
    """The events a verb makes happen (`Verb.fires`)."""
    spec = v.verbs.get(verb)
    return spec.fires if spec is not None else ()


def waking(v: Vocabulary, event: str, others: bool, mine: list[A.Call], theirs: list[A.Call]) -> list[A.Call]:
    """The calls of a trigger's effect (``calls_by``) that make its own event happen again to the player it
    waits for: its owner (`when EVENT:`) or another player (``others``, `when another EVENT:`). A call the owner
    performs makes `fires` happen to the owner and `fires_others` to the others; a call another player performs
    (inside `as …:`) makes `fires` and `fires_as` happen to that player, and `fires_others` to anyone else, the
    owner included."""

    def spec(c: A.Call) -> Any:
        return v.verbs.get(c.verb)

    def has(c: A.Call, *fields: str) -> bool:
        s = spec(c)
        return s is not None and any(event in getattr(s, f) for f in fields)

    if others:
        return [c for c in mine if has(c, "fires_others")] + [c for c in theirs if has(c, "fires", "fires_as", "fires_others")]
    return [c for c in mine if has(c, "fires")] + [c for c in theirs if has(c, "fires_others")]


def trigger_cycles(triggers: list[tuple[str, A.When]], vocabulary: Vocabulary,
                   shared: frozenset[str] = frozenset()) -> list[list[tuple[str, A.When]]]:
    """Loops between the triggers of a rule set that the text shows: trigger A's effect makes trigger B's
    event happen, B's makes A's…, back to A. (A trigger that makes its own event happen is refused where it
    stands, unless it waits for another player's: then its owner's own action does not wake it.) Each loop
    is given once, as (component, trigger) pairs in order; the machine stops any other with a rules error.
    ``shared``: the components every player holds (the table's rules): one of their triggers that makes its own
    event happen to anyone wakes another player's copy of itself (`when taken: as taker: give $1 to you`, the
    taker holding it too), a loop of one."""

    def events(calls: list[A.Call], other: bool) -> set[str]:
        out = {e for c in calls for e in fires(vocabulary, c.verb)}
        for c in calls:
            spec = vocabulary.verbs.get(c.verb)
            if spec is not None:
                out.update(spec.fires_others, spec.fires_as if other else ())
        return out

    waiting: dict[str, list[int]] = {}
    for i, (_, w) in enumerate(triggers):
        waiting.setdefault(w.event, []).append(i)
    edges: dict[int, list[int]] = {}
    for i, (_, w) in enumerate(triggers):
        mine, theirs = calls_by(w.body)
        # a trigger that wakes itself is reported where it stands (visit_When); any call may wake another
        made = events(mine, False) | events(theirs, True)
        edges[i] = [j for e in made for j in waiting.get(e, ()) if j != i]
        if triggers[i][0] in shared and w.event in made and not waking(vocabulary, w.event, w.others, mine, theirs):
            edges[i].append(i)  # its copy in another player's hands (the checker refuses the one that wakes itself)
    out: list[list[tuple[str, A.When]]] = []
    seen: set[frozenset[int]] = set()
    for start in range(len(triggers)):
        path = _path_back(start, edges)
        if path is not None and frozenset(path) not in seen:
            seen.add(frozenset(path))
            out.append([triggers[i] for i in path])
    return out


def _path_back(start: int, edges: dict[int, list[int]]) -> list[int] | None:
    """A shortest path of edges from ``start`` back to itself, or None (breadth first)."""
    came: dict[int, int] = {}
    frontier = [start]
    while frontier:
        nxt = []
        for node in frontier:
            for to in edges[node]:
                if to == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(came[path[-1]])
                    return path[::-1]
                if to not in came:
                    came[to] = node
                    nxt.append(to)
        frontier = nxt
    return None
