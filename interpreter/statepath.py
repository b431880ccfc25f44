"""Read and write the game state by readable paths: ``players.1.cash``, ``districts.14.spaces.0``.

Seats are numbered as players count them: ``players.1`` is the engine's seat 0,
and every value that names a seat (a building's owner, a dock space, the turn
order, a district's controllers) uses the same numbers; the mob is ``mob``.
A ``*`` in a keyed part (``districts.*.police``) stands for every key.

Writing keeps the supplies the invariants count consistent, so a patched game
plays on like a real one: goons, police, mob speakeasies, barrels and family
members move between the supply and the table; a player's speakeasy or still
takes the leftmost free slot of its kind on the player board (groups clear left
to right) and a nightclub or casino counts as built, and both give them back
when removed; a card put in a hand leaves its deck, a card taken out goes to
the bottom of its deck. Setting a level also sets the trucks the fleet level
gives and marks the infamy rewards up to the new infamy as taken (a patch is
not a level-up). Everything else (``slots_free``, ``removed``, supplies, decks,
helpers, tiles…) is written as given. docs/scenarios.md lists every path.

This module holds the table of paths (``ROOT`` and the districts, players and
ships under it) and the walking of it: ``read``, ``read_all``, ``check``,
``write``. The value checks, supply bookkeeping and building placement the
table is built from are in statepath_values.py.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .engine.luciano import controllers
from .engine.scoring import final_scores, winners
from .engine.state import MOB
from .engine.verbs_build import discount
from .engine.verbs_docks import ship_defense
from .engine.verbs_trucks import ship_price
from .errors import close_names
from .statepath_values import (
    BIG,
    KINDS,
    Check,
    Get,
    PathError,
    Set,
    Spec,
    _attr,
    _bool,
    _building,
    _counted,
    _dict_of,
    _district,
    _family,
    _from,
    _id,
    _ids,
    _int,
    _list,
    _nat,
    _place,
    _ro,
    _seat,
    _take,
    building_out,
    seat_out,
)

if TYPE_CHECKING:
    from .engine.machine import Engine

__all__ = ["BIG", "DISTRICT", "KINDS", "PLAYER", "ROOT", "SHIP", "SPACE", "Check", "Get", "PathError", "Set", "Spec",
           "building_out", "check", "read", "read_all", "seat_out", "write"]


# ------------------------------------------------------------- the table
def _space_field(field: str) -> Spec:
    def get(g: Engine, at: tuple[int, int]) -> Any:
        d = g.state.districts[at[0]]
        b = d.spaces[at[1]]
        if b is None:
            return None
        return g.state.operating(d, b) if field == "operating" else seat_out(b.owner) if field == "owner" else getattr(b, field)

    def put(g: Engine, at: tuple[int, int], v: Any) -> None:
        b = g.state.districts[at[0]].spaces[at[1]]
        if b is None or b.owner == MOB:
            raise PathError(f"only a player's building can be {field}")
        if _bool(v) != getattr(b, field):
            if field == "protected":
                _family(g, b.owner, 1 if v else -1)
            else:
                _take(g, "supply_barrels", 1 if v else -1, "barrels")
            setattr(b, field, v)
    return Spec(field, get, put if field in ("protected", "barrel") else None)


SPACE = Spec("a building space",
             get=lambda g, at: building_out(g.state.districts[at[0]].spaces[at[1]]),
             set=lambda g, at, v: _place(g, at[0], at[1], _building(g, v)),
             fields={f: _space_field(f) for f in ("owner", "kind", "protected", "barrel", "operating")})


def _set_spaces(g: Engine, d: Any, v: Any) -> None:
    if len(_list(v)) != len(d.spaces):
        raise PathError(f"district {d.id} has {len(d.spaces)} spaces with {g.state.n} players, not {len(v)}")
    for i, item in enumerate(v):
        _place(g, d.id, i, _building(g, item))


def _set_blocked(g: Engine, d: Any, v: Any) -> None:
    if _bool(v) and any(b is not None for b in d.spaces):
        raise PathError(f"district {d.id} has buildings: clear its spaces before blocking it")
    d.blocked = v


DISTRICT = Spec("a district", fields={
    "borough": _ro(lambda g, d: d.borough),
    "size": _ro(lambda g, d: len(d.spaces)),
    "blocked": Spec("blocked", lambda g, d: d.blocked, _set_blocked),
    "police": _counted("police", _from("supply_police", "police")),
    "police_tile": _attr("police_tile", lambda g, v: _bool(v)),
    "mob_tile": _attr("mob_tile", lambda g, v: _bool(v)),
    "mob_strength": _attr("mob_strength", lambda g, v: None if v is None else _int(v)),
    "mobster": _attr("mobster", lambda g, v: _id(g, v, "mobsters", none=True)),
    "spaces": Spec("spaces", lambda g, d: [building_out(b) for b in d.spaces], _set_spaces,
                   keys=lambda g, d: {str(i): (d.id, i) for i in range(len(d.spaces))}, item=SPACE),
    "city_tiles": _attr("city_tiles", _ids("city_tiles", none=True)),
    "controllers": _ro(lambda g, d: [seat_out(x) for x in controllers(g, d.id)]),
})


# ----------------------------------------------------------------- players
def _set_level(g: Engine, at: tuple[Any, str], v: Any) -> None:
    """Trucks follow the fleet level; rewards up to the new infamy count as taken."""
    p, track = at
    p.levels[track] = _int(v, 1, len(g.rules.board_track(track).levels))
    trucks = g.rules.board_track("fleet").levels[p.levels["fleet"] - 1].trucks or 1
    while len(p.trucks) < trucks:
        p.trucks.append(None)
        p.truck_barrels.append(0)
    while len(p.trucks) > trucks:
        p.trucks.pop()
        g.state.supply_barrels += p.truck_barrels.pop()
    p.infamy_claimed = [r.at for r in g.rules.board.infamy.rewards if r.at <= p.infamy]


def _kind(g: Engine, card: str) -> str:
    return str(g.rules.by_id[card].kind)  # type: ignore[attr-defined]


def _set_hand(g: Engine, p: Any, v: Any) -> None:
    cards = _ids("business_cards")(g, v)
    gained: Counter[str] = Counter(cards) - Counter(p.hand)
    lost: Counter[str] = Counter(p.hand) - Counter(cards)
    decks = g.state.decks
    for card, n in gained.items():  # check first: a refused patch changes nothing
        if decks[_kind(g, card)].count(card) < n:
            raise PathError(f"no copy of {card} left in the {_kind(g, card)} deck")
    for card, n in lost.items():
        decks[_kind(g, card)][:0] = [card] * n  # to the bottom, like a discard
    for card, n in gained.items():
        for _ in range(n):
            decks[_kind(g, card)].remove(card)  # the copy nearest the bottom: the next draws stay put
    p.hand = cards


def _set_board_card(g: Engine, at: tuple[Any, str], v: Any) -> None:
    card = _id(g, v, "business_cards", none=True)
    if card is not None and _kind(g, card) != at[1]:
        raise PathError(f"{card} is a {_kind(g, card)} card, not a {at[1]} card")
    at[0].board_cards[at[1]] = card


def _trucks(g: Engine, p: Any, values: list[Any]) -> list[Any]:
    if len(values) != len(p.trucks):
        raise PathError(f"player {p.seat + 1} has {len(p.trucks)} truck(s) at fleet level {p.levels['fleet']}")
    return values


def _set_truck_barrels(g: Engine, p: Any, v: Any) -> None:
    loads = _trucks(g, p, [_int(x, 0, 2) for x in _list(v)])
    _take(g, "supply_barrels", sum(loads) - sum(p.truck_barrels), "barrels")
    p.truck_barrels = loads


PLAYER = Spec("a player", fields={
    **{n: _nat(n) for n in ("cash", "safe", "ledgers", "family_supply", "family_lost", "nightclubs_built", "casinos_built")},
    "influence": _nat("influence_tokens"),
    "levels": _dict_of("levels", put=_set_level),
    "infamy": _ro(lambda g, p: p.infamy),
    "goons": _counted("goons", _from("supply_goons", "goons"), lambda g, p: len(g.rules.board.goons.costs)),
    "vip": _counted("vip", lambda g, p, n: _family(g, p.seat, n)),
    "hand": Spec("hand", lambda g, p: list(p.hand), _set_hand),
    "board_cards": _dict_of("board_cards", put=_set_board_card),
    **{n: _attr(n, _ids(group)) for n, group in (("helpers", "helpers"), ("used_helpers", "helpers"), ("crates", "crates"),
                                                  ("city_tiles", "city_tiles"), ("used_tiles", "city_tiles"))},
    "capos": _attr("capos", lambda g, v: _int(v, 0, g.rules.game.capos)),
    "slots_free": _attr("slots_free", lambda g, v: [_bool(x) for x in _list(v)]),
    "removed": _dict_of("removed", names=KINDS),
    "trucks": Spec("trucks", lambda g, p: list(p.trucks),
                   lambda g, p, v: setattr(p, "trucks", _trucks(g, p, [_district(g, x) for x in _list(v)]))),
    "truck_barrels": Spec("truck_barrels", lambda g, p: list(p.truck_barrels), _set_truck_barrels),
    "still_barrels": _counted("still_barrels", _from("supply_barrels", "barrels")),
    "associate": _attr("associate", lambda g, v: _id(g, v, "mobsters", none=True)),
    "associate_district": _attr("associate_district", _district),
    "spent_charges": _attr("spent_charges", lambda g, v: [str(x) for x in _list(v)]),
    "infamy_claimed": _attr("infamy_claimed", lambda g, v: [_int(x) for x in _list(v)]),
    "control": _dict_of("control"),
    "score": _ro(lambda g, p: final_scores(g)[p.seat]),
    "discount": _ro(lambda g, p: discount(g, p.seat)),
})


# ---------------------------------------------------- ships, docks, table
def _set_port(g: Engine, ship: Any, v: Any) -> None:
    """A ship sent to a port where another ship lies swaps places with it: one ship per port."""
    ports = [p.district for p in g.rules.map.ports]
    if isinstance(v, bool) or v not in ports:
        raise PathError(f"district {v!r} has no port (ports: {', '.join(map(str, sorted(ports)))})")
    for other in g.state.ships:
        if other is not ship and other.port == ports.index(v):
            other.port = ship.port
    ship.port = ports.index(v)


SHIP = Spec("a ship", fields={
    "port": Spec("port", lambda g, sh: g.rules.map.ports[sh.port].district, _set_port),
    "barrels": _counted("barrels", _from("supply_barrels", "barrels"),
                        lambda g, sh: len(g.rules.by_id[sh.id].defenses) - 1),  # type: ignore[attr-defined]
    "crate": _attr("crate", lambda g, v: _id(g, v, "crates", none=True)),
    "defense": _ro(ship_defense),
    "price": _ro(lambda g, sh: ship_price(g, g.state.ships.index(sh))),
})


def _set_dock(g: Engine, key: str, v: Any) -> None:
    new, old = None if v is None else _seat(g, v), g.state.docks[key]
    if new is not None:
        _family(g, new, 1)
    if old is not None:
        g.state.players[old].family_supply += 1
    g.state.docks[key] = new


def _set_row(top: bool) -> Set:
    """The turn order (top row, every seat once, left to right) or the Restaurant's lower row (gaps allowed)."""
    def put(g: Engine, s: Any, v: Any) -> None:
        row = [None if x is None and not top else _seat(g, x) for x in _list(v)]
        if top and sorted(row) != list(range(s.n)):  # type: ignore[type-var]
            raise PathError(f"the turn order lists every seat 1-{s.n} once, not {v!r}")
        if not top and len(row) != len(s.lower_row):
            raise PathError(f"the lower row has {len(s.lower_row)} spaces with {s.n} players")
        if top:
            s.top_row = [*row, *([None] * (len(s.top_row) - len(row)))]
        else:
            s.lower_row = row
    return put


def _decision(field: str) -> Get:
    def get(g: Engine, s: Any) -> Any:
        d = g.pending
        if d is None:
            return [] if field in ("options", "labels") else None
        return {"kind": d.kind, "seat": d.seat + 1, "prompt": str(d.prompt),  # labels are messages: English text
                "options": [o.id for o in d.options], "labels": [str(o.label) for o in d.options]}[field]
    return get


ROOT = Spec("the game", fields={
    "players": Spec("players", keys=lambda g, s: {str(p.seat + 1): p for p in s.players}, item=PLAYER),
    "districts": Spec("districts", keys=lambda g, s: {str(k): d for k, d in s.districts.items()}, item=DISTRICT),
    "ships": Spec("ships", keys=lambda g, s: {sh.id: sh for sh in s.ships}, item=SHIP),
    "docks": Spec("docks", keys=lambda g, s: {k: k for k in s.docks},
                  item=Spec("a dock space", lambda g, k: seat_out(g.state.docks[k]), _set_dock)),
    "turn_order": Spec("turn_order", lambda g, s: [x + 1 for x in s.order()], _set_row(top=True)),
    "lower_row": Spec("lower_row", lambda g, s: [seat_out(x) for x in s.lower_row], _set_row(top=False)),
    **{name: _nat(name) for name in ("supply_barrels", "supply_goons", "supply_police", "supply_mob", "act", "round")},
    "phase": _attr("phase", lambda g, v: str(v)),
    "decks": _dict_of("decks", _ids("business_cards")),
    "helper_display": _attr("helper_display", _ids("helpers")),
    "tile_right": _attr("tile_right", _ids("city_tiles", none=True)),
    "tile_middle": _attr("tile_middle", _ids("city_tiles")),
    "central_park": _attr("central_park", _ids("objectives")),
    "borough_objectives": _dict_of("borough_objectives", lambda g, v: _id(g, v, "objectives")),
    "ledgers_on": Spec("ledgers_on", keys=lambda g, s: {o.id: o.id for o in g.rules.lists["objectives"]},
                       item=_ro(lambda g, oid: [x + 1 for x in g.state.ledgers_on.get(oid, [])])),
    "mob_control": _dict_of("mob_control"),
    "mob_piles": _dict_of("mob_piles", _ids("mobsters")),
    "over": _ro(lambda g, s: s.over),
    "final_scores": _ro(lambda g, s: s.final_scores),
    "winners": _ro(lambda g, s: [x + 1 for x in winners(g)]),
    "blocked_districts": _ro(lambda g, s: sorted(d.id for d in s.districts.values() if d.blocked)),
    "decision": Spec("decision", _decision("kind"),
                     fields={k: _ro(_decision(k)) for k in ("kind", "seat", "prompt", "options", "labels")}),
})


# ------------------------------------------------------------------- paths
def _walk(g: Engine, path: Any) -> list[tuple[str, Spec, Any]]:
    """Every (concrete path, spec, object) a path names; ``*`` expands a keyed part."""
    if not isinstance(path, str) or not path:
        raise PathError(f"a path is a text like players.1.cash, not {path!r}", at_key=True)
    found: list[tuple[str, Spec, Any]] = [("", ROOT, g.state)]
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


def _value(g: Engine, spec: Spec, obj: Any) -> Any:
    if spec.get is not None:
        return spec.get(g, obj)
    if spec.fields is not None:
        return {k: _value(g, child, obj) for k, child in spec.fields.items()}
    assert spec.keys is not None and spec.item is not None
    return {k: _value(g, spec.item, o) for k, o in spec.keys(g, obj).items()}


def read_all(g: Engine, path: str) -> list[tuple[str, Any]]:
    """(concrete path, value) for every place the path names (several with ``*``)."""
    return [(at, _value(g, spec, obj)) for at, spec, obj in _walk(g, path)]


def read(g: Engine, path: str) -> Any:
    """The value at a path; with ``*``, a mapping from each concrete path to its value."""
    found = read_all(g, path)
    return dict(found) if "*" in path.split(".") else found[0][1]


def check(g: Engine, path: str, writable: bool = False) -> None:
    """Raise PathError if the path names nothing (with ``writable``: or something read-only)."""
    for at, spec, _ in _walk(g, path):
        if writable and spec.set is None and spec.fields is None and spec.keys is None:
            raise PathError(f"'{at}' is read-only: it is computed from the state", at_key=True)


def write(g: Engine, path: str, value: Any) -> None:
    """Set the value at a path (at every match with ``*``), keeping the supplies consistent.

    A mapping written to a group (``players.2.levels: {strength: 3}``) writes each of its keys.
    """
    check(g, path, writable=True)
    # the engine caches "is this step possible?" between its own state-changing tasks; a patch changes the state
    # outside them, so it must say so the way a task does
    if hasattr(g, "version"):
        g.version += 1
    for at, spec, obj in _walk(g, path):
        if spec.set is None:
            if not isinstance(value, dict):
                raise PathError(f"{at}: a group of values: write a mapping of its parts, not {value!r}")
            for key, item in value.items():
                write(g, f"{at}.{key}", item)
            continue
        try:
            spec.set(g, obj, value)
        except PathError as e:
            raise PathError(f"{at}: {e}") from None
