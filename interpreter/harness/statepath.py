"""Read and write a game's state by readable paths: ``players.1.cash``, ``districts.14.spaces.0``.

A game describes its state as a tree of ``Spec``s (Speakeasy's: interpreter/games/speakeasy/statepaths.py);
scenarios read and patch the state through it. This module walks the tree — ``read``,
``read_all``, ``check``, ``write``, with ``*`` in a keyed part standing for every key — and holds
the building blocks a game's table is made of: what a written value must be (a whole number in
range, a seat, an id of the right list…), the makers of the common shapes (a plain attribute, a
counted piece taken from a supply, a read-only value, a keyed dict), and ``decision``, the
pending question, which every game has. Seats are numbered as players count them (1-based).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..errors import InterpreterError, close_names
from ..language.counters import names as counter_names
from ..machine import counters as kept

if TYPE_CHECKING:
    from ..machine.engine import Engine


class PathError(InterpreterError):
    """A path that names nothing (``at_key``: point at the key) or a value that cannot go there."""

    def __init__(self, message: str, at_key: bool = False) -> None:
        super().__init__(message)
        self.at_key = at_key


Get = Callable[["Engine[Any, Any]", Any], Any]
Set = Callable[["Engine[Any, Any]", Any, Any], None]
Check = Callable[["Engine[Any, Any]", Any], Any]  # converts and validates a written value


@dataclass(frozen=True, slots=True)
class Spec:
    """One level of the path tree: a value (get/set), named fields, or keyed items — or a mix."""

    what: str
    get: Get | None = None
    set: Set | None = None
    fields: Mapping[str, Spec] | None = None  # children see the same object
    keys: Callable[[Engine[Any, Any], Any], dict[str, Any]] | None = None  # key -> the child's object
    item: Spec | None = None
    # on the root: called before each write (with a dict the writes of one patch block share); what it returns
    # is called after it, to keep what the game's state must hold (a component in one place) or to refuse the
    # write with a PathError
    settle: Callable[[Engine[Any, Any], dict[str, Any]], Callable[[], None]] | None = None


# ------------------------------------------------------------------ values
def whole(v: Any, lo: int = 0, hi: int | None = None) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < lo or (hi is not None and v > hi):
        raise PathError(f"expected a whole number {lo}-{hi if hi is not None else '…'}, not {v!r}")
    return v


def boolean(v: Any) -> bool:
    if not isinstance(v, bool):
        raise PathError(f"expected true or false, not {v!r}")
    return v


def listed(v: Any) -> list[Any]:
    if not isinstance(v, list):
        raise PathError(f"expected a list, not {v!r}")
    return v


def seat(g: Engine[Any, Any], v: Any) -> int:
    """A seat written as players count them (1-based), as the engine counts it."""
    if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= g.players:
        raise PathError(f"a seat is a player number 1-{g.players}, not {v!r}")
    return v - 1


def component(g: Engine[Any, Any], v: Any, group: str, none: bool = False) -> Any:
    """An id of a component of the rules' list ``group`` (``None`` allowed with ``none``)."""
    if v is None and none:
        return None
    known = {c.id for c in g.rules.lists[group]}
    if not isinstance(v, str) or v not in known:
        raise PathError(f"{v!r} is not one of the {group.replace('_', ' ')}{close_names(str(v), known)}")
    return v


def components(group: str, none: bool = False) -> Check:
    return lambda g, v: [component(g, x, group, none) for x in listed(v)]


def take(g: Engine[Any, Any], supply: str, n: int, what: str) -> None:
    """Move n pieces out of a supply counter of the state (a negative n puts them back)."""
    have = getattr(g.state, supply)
    if n > have:
        raise PathError(f"only {have} {what} left in the supply")
    setattr(g.state, supply, have - n)


def from_supply(supply: str, what: str) -> Callable[[Engine[Any, Any], Any, int], None]:
    return lambda g, obj, n: take(g, supply, n, what)


# ------------------------------------------------------------ spec makers
def attribute(name: str, check: Check | None = None) -> Spec:
    """A plain attribute, written as given once ``check`` accepts it."""
    def put(g: Engine[Any, Any], obj: Any, v: Any) -> None:
        setattr(obj, name, check(g, v) if check else v)
    return Spec(name, lambda g, obj: getattr(obj, name), put)


def natural(name: str) -> Spec:
    """An attribute holding a whole number from 0."""
    return attribute(name, lambda g, v: whole(v))


def counted(name: str, move: Callable[[Engine[Any, Any], Any, int], None],
            hi: Callable[[Engine[Any, Any], Any], int] | None = None) -> Spec:
    """A count of pieces that come from a supply: ``move`` takes the difference (gives it back if < 0)."""
    def put(g: Engine[Any, Any], obj: Any, v: Any) -> None:
        new = whole(v, 0, hi(g, obj) if hi else None)
        move(g, obj, new - getattr(obj, name))
        setattr(obj, name, new)
    return Spec(name, lambda g, obj: getattr(obj, name), put)


def read_only(get: Get) -> Spec:
    return Spec("read-only", get)


def dict_of(attr: str, check: Check = lambda g, v: whole(v), put: Set | None = None,
            names: tuple[str, ...] | None = None) -> Spec:
    """A dict attribute keyed by names: its own keys, or ``names`` (missing ones read as 0)."""
    def put_item(g: Engine[Any, Any], at: tuple[Any, str], v: Any) -> None:
        getattr(at[0], attr)[at[1]] = check(g, v)
    return Spec(attr, keys=lambda g, obj: {str(k): (obj, k) for k in names or getattr(obj, attr)},
                item=Spec(attr, lambda g, at: getattr(at[0], attr).get(at[1], 0 if names else None), put or put_item))


def decision(label: Callable[[Engine[Any, Any], Any], str] | None = None) -> Spec:
    """The pending decision: its kind, whose it is (1-based), its option ids, and — with ``label``
    (a message in words) — its prompt and the labels of its options."""
    def part(field: str) -> Get:
        def get(g: Engine[Any, Any], s: Any) -> Any:
            d = g.pending
            if d is None:
                return [] if field in ("options", "labels") else None
            words = label or (lambda e, m: m.key)
            return {"kind": str(d.kind), "seat": d.seat + 1, "prompt": words(g, d.prompt),
                    "options": [o.id for o in d.options], "labels": [words(g, o.label) for o in d.options]}[field]
        return get
    return Spec("decision", part("kind"), fields={k: read_only(part(k)) for k in ("kind", "seat", "prompt", "options", "labels")})


def counters() -> Spec:
    """``counters.COMPONENT.NAME``: a counter on a component (machine/counters.py), 0 when nothing is on it; any
    component of the rules, any counter name a step of the rules changes; written as a whole number 0..100."""
    def names(g: Engine[Any, Any]) -> frozenset[str]:
        return g.rules.derived(("counters", "names"), lambda: counter_names(g.rules.effects))  # type: ignore[no-any-return]

    def put(g: Engine[Any, Any], at: tuple[str, str], v: Any) -> None:
        g.state.counters = kept.with_value(g.state.counters, at[0], at[1], whole(v, 0, kept.MAX_COUNTER))

    counter = Spec("a counter", lambda g, at: kept.read(g.state.counters, at[0], at[1]), put)
    return Spec("counters", keys=lambda g, s: {cid: cid for cid in g.rules.by_id},
                item=Spec("a component's counters", keys=lambda g, cid: {n: (cid, n) for n in sorted(names(g))},
                          item=counter))


# ------------------------------------------------------------------- paths
def _walk(g: Engine[Any, Any], root: Spec, path: Any) -> list[tuple[str, Spec, Any]]:
    """Every (concrete path, spec, object) a path names; ``*`` expands a keyed part."""
    if not isinstance(path, str) or not path:
        raise PathError(f"a path is a text like players.1.cash, not {path!r}", at_key=True)
    found: list[tuple[str, Spec, Any]] = [("", root, g.state)]
    for part in path.split("."):
        nxt: list[tuple[str, Spec, Any]] = []
        for prefix, spec, obj in found:
            at = f"{prefix}.{part}".lstrip(".")
            if spec.fields is not None and part in spec.fields:
                nxt.append((at, spec.fields[part], obj))
            elif spec.keys is not None and spec.item is not None:
                keys = spec.keys(g, obj)
                if part == "*":
                    nxt += [(f"{prefix}.{k}", spec.item, o) for k, o in keys.items()]
                elif part in keys:
                    nxt.append((at, spec.item, keys[part]))
                else:
                    shown = ", ".join(list(keys)[:20]) + (", …" if len(keys) > 20 else "")
                    raise PathError(f"unknown path '{path}': '{prefix}' has no '{part}'"
                                    f"{close_names(part, keys)}; it has {shown}", at_key=True)
            else:
                names = spec.fields or {}
                hint = close_names(part, names) or (f"; it has {', '.join(names)}" if names else " (it is a value)")
                where = f"'{prefix}' has no" if prefix else "no"
                raise PathError(f"unknown path '{path}': {where} '{part}'{hint}", at_key=True)
        found = nxt
    return found


def _value(g: Engine[Any, Any], spec: Spec, obj: Any) -> Any:
    if spec.get is not None:
        return spec.get(g, obj)
    if spec.fields is not None:
        return {k: _value(g, child, obj) for k, child in spec.fields.items()}
    assert spec.keys is not None and spec.item is not None
    return {k: _value(g, spec.item, o) for k, o in spec.keys(g, obj).items()}


def read_all(g: Engine[Any, Any], root: Spec, path: str) -> list[tuple[str, Any]]:
    """(concrete path, value) for every place the path names (several with ``*``)."""
    return [(at, _value(g, spec, obj)) for at, spec, obj in _walk(g, root, path)]


def read(g: Engine[Any, Any], root: Spec, path: str) -> Any:
    """The value at a path; with ``*``, a mapping from each concrete path to its value."""
    found = read_all(g, root, path)
    return dict(found) if "*" in path.split(".") else found[0][1]


def check(g: Engine[Any, Any], root: Spec, path: str, writable: bool = False) -> None:
    """Raise PathError if the path names nothing (with ``writable``: or something read-only)."""
    for at, spec, _ in _walk(g, root, path):
        if writable and spec.set is None and spec.fields is None and spec.keys is None:
            raise PathError(f"'{at}' is read-only: it is computed from the state", at_key=True)


def write(g: Engine[Any, Any], root: Spec, path: str, value: Any, block: dict[str, Any] | None = None) -> None:
    """Set the value at a path (at every match with ``*``), keeping the supplies consistent.

    A mapping written to a group (``players.2.levels: {strength: 3}``) writes each of its keys. ``block``: what
    the writes of one patch share (the root's ``settle`` keeps in it what they did).
    """
    check(g, root, path, writable=True)
    # the engine keeps answers derived from the state between its own tasks; a patch changes the state outside them
    g.changed()
    block = {} if block is None else block
    after = root.settle(g, block) if root.settle is not None else None
    for at, spec, obj in _walk(g, root, path):
        if spec.set is None:
            if not isinstance(value, dict):
                raise PathError(f"{at}: a group of values: write a mapping of its parts, not {value!r}")
            for key, item in value.items():
                write(g, root, f"{at}.{key}", item, block)
            continue
        try:
            spec.set(g, obj, value)
        except PathError as e:
            raise PathError(f"{at}: {e}") from None
    if after is not None:
        try:
            after()
        except PathError as e:
            raise PathError(f"{path}: {e}") from None
