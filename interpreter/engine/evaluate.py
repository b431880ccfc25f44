"""Numbers, conditions and selectors evaluated against the state.

One method per AST node, as the grammar declares them. Selectors enumerate
things on the table; the golden rule (only operating buildings exist) is
applied here, once, for every component that does not ignore it.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from ..dsl import ast as A
from ..dsl.memo import by_id
from .passives import modifier
from .state import MOB, Building, District

if TYPE_CHECKING:
    from .machine import Ctx, Engine

BUSINESSES = ("vip", "party", "still", "fleet")
TRACK_STAT = {"vip": "vip_capacity", "party": "sell_limit", "still": "production", "fleet": "truck_range"}


# -------------------------------------------------------------- quantities
def track_value(g: Engine, seat: int, track: str) -> int:
    level = g.state.players[seat].levels[track]
    t = g.rules.board_track(track)
    return int(t.levels[level - 1].value)


def quantity(g: Engine, ctx: Ctx, name: str) -> int:
    s = g.state
    p = s.players[ctx.seat]
    if name in p.levels:
        return p.levels[name]
    if name == "infamy":
        return p.infamy
    if name == "influence":
        return board_influence(g, ctx.seat) + p.influence_tokens
    if name == "influence_tokens":
        return p.influence_tokens
    if name == "associate_strength":
        return g.rules.by_id[p.associate].assist if p.associate else 0  # type: ignore[attr-defined]
    if name == "goons":
        return p.goons
    if name in ("cash", "safe"):
        return int(getattr(p, name))
    if name == "players":
        return s.n
    if name == "act":
        return s.act
    if name == "turn_column":
        return s.column_of(ctx.seat)
    if name in ("vip_capacity", "sell_limit", "production", "truck_range"):
        track = next(k for k, v in TRACK_STAT.items() if v == name)
        return track_value(g, ctx.seat, track) + modifier(g, ctx.seat, name, ctx.event)
    raise KeyError(name)  # the checker makes this unreachable


def board_influence(g: Engine, seat: int) -> int:
    p = g.state.players[seat]
    return sum(g.rules.by_id[c].influence for c in p.board_cards.values() if c)  # type: ignore[attr-defined]


# -------------------------------------------------------------- evaluation
def literal(node: Any) -> Any:
    """A literal amount ("2", "$5") as its number; any other node as it is."""
    kind = type(node)
    if kind is A.Num:
        return node.value
    if kind is A.Money and type(node.amount) is A.Num:
        return node.amount.value
    return node


def value(g: Engine, node: Any, ctx: Ctx, env: dict[str, Any] | None = None) -> int:
    """An amount's number; ``node`` may be a number already (a call's literal amounts are bound so)."""
    if type(node) is int:
        return node
    made = literal(node)  # most amounts are literal: skip building an evaluator
    if type(made) is int:
        return made
    return _Eval(g, ctx, env or {}).num(node)


def holds(g: Engine, node: Any, ctx: Ctx, env: dict[str, Any] | None = None) -> bool:
    return _Eval(g, ctx, env or {}).cond(node)


class _Eval:
    def __init__(self, g: Engine, ctx: Ctx, env: dict[str, Any]) -> None:
        self.g, self.ctx, self.env = g, ctx, env

    def num(self, n: Any) -> int:
        return _NUM[type(n)](self, n)  # type: ignore[no-any-return]

    def cond(self, n: Any) -> bool:
        return _COND[type(n)](self, n)  # type: ignore[no-any-return]

    # one method per node type; the tables below dispatch on the node's class
    def _num(self, n: A.Num) -> int:
        return n.value

    def _money(self, n: A.Money) -> int:
        return self.num(n.amount)

    def _name(self, n: A.Name) -> int:
        return quantity(self.g, self.ctx, n.id)

    def _binop(self, n: A.BinOp) -> int:
        a, b = self.num(n.left), self.num(n.right)
        if n.op == "/":
            return a // b if b else 0
        return _ARITH[n.op](a, b)

    def _neg(self, n: A.Neg) -> int:
        return -self.num(n.operand)

    def _table(self, n: A.Table) -> int:
        players = self.g.state.n
        for count, v in n.entries:
            if count == players:
                return self.num(v)
        return self.num(n.entries[-1][1])

    def _func(self, n: A.Func) -> int:
        if n.name == "count":
            return len(list(self.select(n.args[0])))  # type: ignore[arg-type]  # the checker ensures a selector
        if n.name == "districts":
            return len({d for d, _ in self.select(n.args[0])})  # type: ignore[arg-type]
        if n.name == "highest":
            return max(self.num(a) for a in n.args)
        if n.name == "lowest":
            return min(self.num(a) for a in n.args)
        if n.name == "tracks_at_least":
            level = self.num(n.args[0])
            return sum(1 for v in self.g.state.players[self.ctx.seat].levels.values() if v >= level)
        raise TypeError(f"not a number: {n!r}")

    def _compare(self, n: A.Compare) -> bool:
        return _COMPARE[n.op](self.num(n.left), self.num(n.right))

    def _boolop(self, n: A.BoolOp) -> bool:
        if n.op == "and":
            return self.cond(n.left) and self.cond(n.right)
        return self.cond(n.left) or self.cond(n.right)

    def _not(self, n: A.Not) -> bool:
        return not self.cond(n.operand)

    def _const(self, n: A.Const) -> bool:
        return n.value

    def _quantified(self, n: A.Quantified) -> bool:
        test = all if n.quantifier == "all" else any
        outer = self.env
        results = []
        for item, _ in self.select(n.domain):
            self.env = {**outer, n.var: item}
            results.append(self.cond(n.body))
        self.env = outer
        return test(results)

    # ------------------------------------------------------------ selectors
    def resolve(self, word: str) -> Any:
        if word in self.env:
            return self.env[word]
        if word == "here":
            return self.ctx.here
        if word == "attacked":
            return self.ctx.attacked
        return word

    def select(self, sel: A.Selector) -> Iterator[tuple[Any, Any]]:
        """Yield (district-or-key, thing) pairs; the first element feeds `districts(...)`."""
        flags, keyed = _selector_spec(sel)
        keys = {key: {self.resolve(v) for v in values} for key, values in keyed}
        g, seat = self.g, self.ctx.seat
        s = g.state
        if sel.noun == "building":
            for d, _, b in owned(g, seat if "mine" in flags else None):
                if b.owner != MOB and _district_ok(d, keys) and self._building_ok(d, b, flags, keys):
                    yield d.id, b
            return
        if sel.noun in ("mob_speakeasy", "police", "district"):
            for d in s.districts.values():
                if not _district_ok(d, keys):
                    continue
                if sel.noun == "district":
                    if "police" in flags and not d.police:
                        continue
                    if "blocked" in flags and not d.blocked:
                        continue
                    if "mine" in flags and not any(b and b.owner == seat for b in d.spaces):
                        continue
                    yield d, d
                elif sel.noun == "police":
                    for _ in range(d.police):
                        yield d.id, d
                else:
                    for mob in d.spaces:
                        if mob is not None and mob.owner == MOB:
                            yield d.id, mob
            return
        if sel.noun == "borough":
            for name in ("downtown", "midtown", "uptown"):
                yield name, name
            return
        count = self._count(sel.noun, flags, keys, s.players[seat])
        for i in range(count):
            yield i, i

    def _building_ok(self, d: District, b: Building, flags: frozenset[str], keys: dict[str, set[Any]]) -> bool:
        seat = self.ctx.seat
        if "mine" in flags and b.owner != seat:
            return False
        if "others" in flags and b.owner == seat:
            return False
        operating = self.g.state.operating(d, b)
        if (self.ctx.golden or "operating" in flags) and not operating:
            return False
        if "protected" in flags and not b.protected:
            return False
        if "unprotected" in flags and b.protected:
            return False
        if "barrel" in flags and not b.barrel:
            return False
        return not ("kind" in keys and b.kind not in keys["kind"])

    def _count(self, noun: str, flags: frozenset[str], keys: dict[str, set[Any]], p: Any) -> int:
        s = self.g.state
        seat = self.ctx.seat
        if noun == "family_member":
            if "dock" in keys:
                areas = keys["dock"]
                return sum(
                    1
                    for k, v in s.docks.items()
                    if v is not None
                    and k.split(":")[1] in areas
                    and (("mine" not in flags or v == seat) and ("others" not in flags or v != seat))
                )
            owners = [seat] if "mine" in flags else [x.seat for x in s.players if "others" not in flags or x.seat != seat]
            total = 0
            for o in owners:
                q = s.players[o]
                vip = q.vip
                dock = sum(1 for v in s.docks.values() if v == o)
                protecting = sum(1 for _, _, b in owned(self.g, o) if b.protected)
                if "vip" in flags:
                    total += vip
                elif "dock" in flags:
                    total += dock
                elif "protecting" in flags:
                    total += protecting
                elif "placed" in flags:
                    total += dock + protecting
                else:
                    total += vip + dock + protecting
            return total
        if noun == "ledger":
            placed = sum(1 for seats in s.ledgers_on.values() for x in seats if x == seat)
            if "placed" in flags:
                return placed
            if "unplaced" in flags:
                return int(p.ledgers)
            return placed + int(p.ledgers)
        if noun == "barrel":
            building = sum(1 for d, _, b in owned(self.g, seat) if b.barrel and (not self.ctx.golden or s.operating(d, b)))
            if "building" in flags:
                return building
            if "still" in flags:
                return int(p.still_barrels)
            if "truck" in flags:
                return sum(p.truck_barrels)
            return building + p.still_barrels + sum(p.truck_barrels)
        if noun == "goon":
            return int(p.goons)
        if noun == "helper":
            return _usable_or_used(flags, p.helpers, p.used_helpers)
        if noun == "city_tile":
            return _usable_or_used(flags, p.city_tiles, p.used_tiles)
        if noun == "crate":
            return len(p.crates)
        if noun == "card":
            cards: list[str] = []
            if "board" in flags or "hand" not in flags:
                cards += [c for c in p.board_cards.values() if c]
            if "hand" in flags or "board" not in flags:
                cards += p.hand
            if "kind" in keys:
                cards = [c for c in cards if self.g.rules.by_id[c].kind in keys["kind"]]  # type: ignore[attr-defined]
            return len(cards)
        if noun == "truck":
            return sum(1 for t in p.trucks if t is not None or "placed" not in flags)
        raise KeyError(noun)


@by_id
def _selector_spec(sel: A.Selector) -> tuple[frozenset[str], tuple[tuple[str, tuple[str, ...]], ...]]:
    """A selector's flags (`mine`, `protected`…) and its keyed filters (`kind=…`), read once per selector."""
    flags = frozenset(f.key for f in sel.filters if not f.values)
    return flags, tuple((f.key, tuple(f.values)) for f in sel.filters if f.values)


def _district_ok(d: District, keys: dict[str, set[Any]]) -> bool:
    if "borough" in keys and d.borough not in keys["borough"] and d not in keys["borough"]:
        return False
    return not ("district" in keys and not (keys["district"] & {d, d.id, d.borough}))


def owned(g: Engine, seat: int | None) -> list[tuple[District, int, Building]]:
    """A player's buildings on the map (all of them for None), in board order; shared until the state changes."""
    return g.cached(("owned", seat), lambda: g.state.buildings(seat))


def _usable_or_used(flags: frozenset[str], usable: list[str], used: list[str]) -> int:
    """One-use components (helpers, city tiles): beside the board until used, then in the safe / face down."""
    if "used" in flags:
        return len(used)
    if "unused" in flags:
        return len(usable)
    return len(usable) + len(used)


# "a max b" is a, capped at b; "/" rounds down and is handled apart (nothing divided by zero)
_ARITH: dict[str, Callable[[int, int], int]] = {"+": operator.add, "-": operator.sub, "*": operator.mul, "max": min}
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    ">=": operator.ge, "<=": operator.le, "==": operator.eq, "!=": operator.ne, ">": operator.gt, "<": operator.lt,
}
_NUM: dict[type, Callable[[_Eval, Any], int]] = {
    A.Num: _Eval._num, A.Money: _Eval._money, A.Name: _Eval._name, A.BinOp: _Eval._binop,
    A.Neg: _Eval._neg, A.Table: _Eval._table, A.Func: _Eval._func,
}
_COND: dict[type, Callable[[_Eval, Any], bool]] = {
    A.Compare: _Eval._compare, A.BoolOp: _Eval._boolop, A.Not: _Eval._not, A.Const: _Eval._const,
    A.Quantified: _Eval._quantified,
}
