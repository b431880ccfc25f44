"""Speakeasy's state by readable paths (scenarios read and patch it: docs/scenarios.md lists every path).

Seats are numbered as players count them: ``players.1`` is the engine's seat 0, and every value
that names a seat (a building's owner, a dock space, the turn order, a district's controllers)
uses the same numbers; the mob is ``mob``. The walking of the table and the common building
blocks are the core's (interpreter/harness/statepath.py).

Writing keeps the supplies the invariants count consistent, so a patched game plays on like a
real one: goons, police, mob speakeasies, barrels and family members move between the supply and
the table; a player's speakeasy or still takes the leftmost free slot of its kind on the player
board (groups clear left to right) and a nightclub or casino counts as built, and both give them
back when removed; a card taken out of a hand goes to the bottom of its deck; any component put
somewhere comes out of where it lay, its pile first (places.py: a component lies in one place, so a
patch that would put it in a second one is refused), and a crate put on a ship swaps with that ship's.
Setting a level also sets the trucks the fleet level gives and marks the infamy rewards up to the
new infamy as taken (a patch is not a level-up). Everything else (``slots_free``, ``removed``,
supplies…) is written as given.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...errors import close_names
from ...harness.statepath import (
    PathError,
    Set,
    Spec,
    attribute,
    boolean,
    component,
    components,
    counted,
    counters,
    decision,
    dict_of,
    from_supply,
    listed,
    natural,
    read_only,
    seat,
    take,
    whole,
)
from ...machine.passives import highest_possible
from ...text.messages import Messages
from .control import controllers
from .places import settle
from .registry import Engine
from .scoring import final_scores, winners
from .state import MOB, Building
from .verbs_build import discount
from .verbs_docks import ship_defense
from .verbs_trucks import ship_price
from .vocabulary import BIG_BUILDINGS as BIG
from .vocabulary import BUILDING_KINDS as KINDS


def seat_out(seat: int | None) -> int | str | None:
    """An engine seat as users count it (1-based); ``mob`` for the mob."""
    return None if seat is None else "mob" if seat == MOB else seat + 1


def _district(g: Engine, v: Any) -> int | None:
    if v is not None and (isinstance(v, bool) or v not in g.state.districts):
        raise PathError(f"no district {v!r} (districts are 1-{len(g.state.districts)})")
    return v


def _family(g: Engine, seat: int, n: int) -> None:
    p = g.state.players[seat]
    if n > p.family_supply:
        raise PathError(f"player {seat + 1} has only {p.family_supply} family members left in the supply")
    p.family_supply -= n


# --------------------------------------------------------------- buildings
def building_out(b: Building | None) -> Any:
    if b is None:
        return None
    if b.owner == MOB:
        return "mob"
    return {"owner": b.owner + 1, "kind": b.kind, "protected": b.protected, "barrel": b.barrel}


def _building(g: Engine, v: Any) -> Building | None:
    if v is None:
        return None
    if v == "mob" or (isinstance(v, dict) and (v.get("owner") == "mob" or v.get("kind") == "mob_speakeasy")):
        return Building(MOB, "mob_speakeasy")
    if not isinstance(v, dict):
        raise PathError(f"a building is null, mob, or {{owner: N, kind: K, protected: B, barrel: B}}, not {v!r}")
    for k in v:
        if k not in ("owner", "kind", "protected", "barrel"):
            raise PathError(f"unknown building field {k!r}{close_names(str(k), ('owner', 'kind', 'protected', 'barrel'))}")
    if v.get("kind") not in KINDS or "owner" not in v:
        raise PathError(f"a player's building needs an owner and a kind ({', '.join(KINDS)}), not {v!r}")
    return Building(seat(g, v["owner"]), v["kind"], boolean(v.get("protected", False)), boolean(v.get("barrel", False)))


def _slot_kinds(g: Engine) -> list[str]:
    return [slot.kind for group in g.rules.board.building_groups for slot in group.slots]


def _built(g: Engine, p: Any, kind: str, n: int) -> None:
    attr = f"{kind}s_built"
    limit = len(next(x for x in g.rules.board.big_buildings if x.kind == kind).bonuses)
    if getattr(p, attr) + n > limit:
        raise PathError(f"player {p.seat + 1} has built all {limit} {kind}s")
    setattr(p, attr, max(0, getattr(p, attr) + n))


def _release(g: Engine, b: Building) -> None:
    """A building leaves the map by patch: what it held goes back where it came from."""
    s = g.state
    if b.owner == MOB:
        s.supply_mob += 1
        return
    p = s.players[b.owner]
    p.family_supply += b.protected
    s.supply_barrels += b.barrel
    if b.kind in BIG:
        _built(g, p, b.kind, -1)
        return
    used = [i for i, k in enumerate(_slot_kinds(g)) if k == b.kind and not p.slots_free[i]]
    slot = b.slot if b.slot in used else (used[-1] if used else None)
    if slot is not None:
        p.slots_free[slot] = True


def _place(g: Engine, d_id: int, i: int, b: Building | None) -> None:
    s = g.state
    d = s.districts[d_id]
    if b is not None and d.blocked:
        raise PathError(f"district {d_id} is blocked: nothing can be built there")
    old = d.spaces[i]
    if old is not None:
        _release(g, old)
        d.spaces[i] = None
    if b is None:
        return
    if b.owner == MOB:
        take(g, "supply_mob", 1, "mob speakeasies")
    else:
        p = s.players[b.owner]
        if b.kind in BIG:
            _built(g, p, b.kind, 1)
        else:
            free = [n for n, k in enumerate(_slot_kinds(g)) if k == b.kind and p.slots_free[n]]
            if not free:
                raise PathError(f"player {b.owner + 1} has no {b.kind} left on the player board")
            b.slot = free[0]
            p.slots_free[free[0]] = False
        _family(g, b.owner, int(b.protected))
        take(g, "supply_barrels", int(b.barrel), "barrels")
    d.spaces[i] = b


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
        if boolean(v) != getattr(b, field):
            if field == "protected":
                _family(g, b.owner, 1 if v else -1)
            else:
                take(g, "supply_barrels", 1 if v else -1, "barrels")
            setattr(b, field, v)
    return Spec(field, get, put if field in ("protected", "barrel") else None)


SPACE = Spec("a building space",
             get=lambda g, at: building_out(g.state.districts[at[0]].spaces[at[1]]),
             set=lambda g, at, v: _place(g, at[0], at[1], _building(g, v)),
             fields={f: _space_field(f) for f in ("owner", "kind", "protected", "barrel", "operating")})


def _set_spaces(g: Engine, d: Any, v: Any) -> None:
    if len(listed(v)) != len(d.spaces):
        raise PathError(f"district {d.id} has {len(d.spaces)} spaces with {g.state.n} players, not {len(v)}")
    for i, item in enumerate(v):
        _place(g, d.id, i, _building(g, item))


def _set_blocked(g: Engine, d: Any, v: Any) -> None:
    if boolean(v) and any(b is not None for b in d.spaces):
        raise PathError(f"district {d.id} has buildings: clear its spaces before blocking it")
    d.blocked = v


DISTRICT = Spec("a district", fields={
    "borough": read_only(lambda g, d: d.borough),
    "size": read_only(lambda g, d: len(d.spaces)),
    "blocked": Spec("blocked", lambda g, d: d.blocked, _set_blocked),
    "police": counted("police", from_supply("supply_police", "police")),
    "police_tile": attribute("police_tile", lambda g, v: boolean(v)),
    "mob_tile": attribute("mob_tile", lambda g, v: boolean(v)),
    "mob_strength": attribute("mob_strength", lambda g, v: None if v is None else whole(v)),
    "strength_face_down": attribute("strength_face_down", lambda g, v: boolean(v)),
    "mobster": attribute("mobster", lambda g, v: component(g, v, "mobsters", none=True)),
    "spaces": Spec("spaces", lambda g, d: [building_out(b) for b in d.spaces], _set_spaces,
                   keys=lambda g, d: {str(i): (d.id, i) for i in range(len(d.spaces))}, item=SPACE),
    "city_tiles": attribute("city_tiles", components("city_tiles", none=True)),
    "controllers": read_only(lambda g, d: [seat_out(x) for x in controllers(g, d.id)]),
})


# ----------------------------------------------------------------- players
def _set_level(g: Engine, at: tuple[Any, str], v: Any) -> None:
    """Trucks follow the fleet level; rewards up to the new infamy count as taken (the family members set
    aside on their spaces join the supply; those of spaces above it wait there again)."""
    p, track = at
    p.levels[track] = whole(v, 1, len(g.rules.board_track(track).levels))
    trucks = g.rules.board_track("fleet").levels[p.levels["fleet"] - 1].trucks or 1
    while len(p.trucks) < trucks:
        p.trucks.append(None)
        p.truck_barrels.append(0)
    while len(p.trucks) > trucks:
        p.trucks.pop()
        g.state.supply_barrels += p.truck_barrels.pop()
    p.infamy_claimed = [r.at for r in g.rules.board.infamy.rewards if r.at <= p.infamy]
    waiting = sum(r.set_aside for r in g.rules.board.infamy.rewards if r.at > p.infamy)
    if waiting - p.family_infamy > p.family_supply:
        raise PathError(f"player {p.seat + 1} has no family member left to put back on the infamy track")
    p.family_supply -= waiting - p.family_infamy  # the family members of the spaces passed join the supply
    p.family_infamy = waiting


def _kind(g: Engine, card: str) -> str:
    return str(g.rules.by_id[card].kind)  # type: ignore[attr-defined]


def _set_hand(g: Engine, p: Any, v: Any) -> None:
    cards = components("business_cards")(g, v)
    lost: Counter[str] = Counter(p.hand) - Counter(cards)
    decks = g.state.decks
    for card, n in lost.items():
        decks[_kind(g, card)][:0] = [card] * n  # to the bottom, like a discard
    p.hand = cards  # a card gained leaves its deck, else where it lay; one that lies elsewhere too is refused (places.py)


def _set_board_card(g: Engine, at: tuple[Any, str], v: Any) -> None:
    card = component(g, v, "business_cards", none=True)
    if card is not None and _kind(g, card) != at[1]:
        raise PathError(f"{card} is a {_kind(g, card)} card, not a {at[1]} card")
    at[0].board_cards[at[1]] = card


def _trucks(g: Engine, p: Any, values: list[Any]) -> list[Any]:
    if len(values) != len(p.trucks):
        raise PathError(f"player {p.seat + 1} has {len(p.trucks)} truck(s) at fleet level {p.levels['fleet']}")
    return values


def _set_truck_barrels(g: Engine, p: Any, v: Any) -> None:
    most = highest_possible(g.rules, "board.trucks.capacity", g.rules.board.trucks.capacity)  # a card may add room
    loads = _trucks(g, p, [whole(x, 0, most) for x in listed(v)])
    take(g, "supply_barrels", sum(loads) - sum(p.truck_barrels), "barrels")
    p.truck_barrels = loads


PLAYER = Spec("a player", fields={
    **{n: natural(n) for n in ("cash", "safe", "ledgers", "family_supply", "family_lost", "family_infamy", "nightclubs_built",
                                "casinos_built")},
    "influence": natural("influence_tokens"),
    "levels": dict_of("levels", put=_set_level),
    "infamy": read_only(lambda g, p: p.infamy),
    "goons": counted("goons", from_supply("supply_goons", "goons"), lambda g, p: len(g.rules.board.goons.costs)),
    "vip": counted("vip", lambda g, p, n: _family(g, p.seat, n)),
    "hand": Spec("hand", lambda g, p: list(p.hand), _set_hand),
    "board_cards": dict_of("board_cards", put=_set_board_card),
    **{n: attribute(n, components(group)) for n, group in (("helpers", "helpers"), ("used_helpers", "helpers"),
                                                           ("crates", "crates"), ("city_tiles", "city_tiles"),
                                                           ("used_tiles", "city_tiles"))},
    "capos": attribute("capos", lambda g, v: whole(v, 0, g.rules.game.capos)),
    "slots_free": attribute("slots_free", lambda g, v: [boolean(x) for x in listed(v)]),
    "removed": dict_of("removed", names=KINDS),
    "trucks": Spec("trucks", lambda g, p: list(p.trucks),
                   lambda g, p, v: setattr(p, "trucks", _trucks(g, p, [_district(g, x) for x in listed(v)]))),
    "truck_barrels": Spec("truck_barrels", lambda g, p: list(p.truck_barrels), _set_truck_barrels),
    "still_barrels": counted("still_barrels", from_supply("supply_barrels", "barrels")),
    "associate": attribute("associate", lambda g, v: component(g, v, "mobsters", none=True)),
    "associate_district": attribute("associate_district", _district),
    "spent_charges": attribute("spent_charges", lambda g, v: [str(x) for x in listed(v)]),
    "infamy_claimed": attribute("infamy_claimed", lambda g, v: [whole(x) for x in listed(v)]),
    "control": dict_of("control"),
    "score": read_only(lambda g, p: final_scores(g)[p.seat]),
    "discount": read_only(lambda g, p: discount(g, p.seat)),
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


def _set_crate(g: Engine, ship: Any, v: Any) -> None:
    """A crate put on a ship while it lies on another swaps places with this ship's: one crate per ship, as
    one ship per port."""
    crate = component(g, v, "crates", none=True)
    for other in g.state.ships:
        if other is not ship and crate is not None and other.crate == crate:
            other.crate = ship.crate
    ship.crate = crate


SHIP = Spec("a ship", fields={
    "port": Spec("port", lambda g, sh: g.rules.map.ports[sh.port].district, _set_port),
    "barrels": counted("barrels", from_supply("supply_barrels", "barrels"),
                        lambda g, sh: len(g.rules.by_id[sh.id].defenses) - 1),  # type: ignore[attr-defined]
    "crate": Spec("crate", lambda g, sh: sh.crate, _set_crate),
    "defense": read_only(ship_defense),
    "price": read_only(lambda g, sh: ship_price(g, g.state.ships.index(sh))),
})


def _set_dock(g: Engine, key: str, v: Any) -> None:
    new, old = None if v is None else seat(g, v), g.state.docks[key]
    if new is not None:
        _family(g, new, 1)
    if old is not None:
        g.state.players[old].family_supply += 1
    g.state.docks[key] = new


def _set_row(top: bool) -> Set:
    """The turn order (top row, every seat once, left to right) or the Restaurant's lower row (gaps allowed)."""
    def put(g: Engine, s: Any, v: Any) -> None:
        row = [None if x is None and not top else seat(g, x) for x in listed(v)]
        if top and sorted(row) != list(range(s.n)):  # type: ignore[type-var]
            raise PathError(f"the turn order lists every seat 1-{s.n} once, not {v!r}")
        if not top and len(row) != len(s.lower_row):
            raise PathError(f"the lower row has {len(s.lower_row)} spaces with {s.n} players")
        if top:
            s.top_row = [*row, *([None] * (len(s.top_row) - len(row)))]
        else:
            s.lower_row = row
    return put


def _display_rows(g: Engine, v: Any) -> list[list[str]]:
    """A column of the city tile display: one list of tiles per row (top = last)."""
    rows = listed(v)
    if len(rows) != len(g.state.tile_right):
        raise PathError(f"the city tile display has {len(g.state.tile_right)} rows, not {len(rows)}")
    return [components("city_tiles")(g, row) for row in rows]


def _label(g: Engine, m: Any) -> str:
    """A message of the pending decision in English words, as a scenario writes it."""
    return Messages(g.game.text, g.rules).render(m)  # type: ignore[attr-defined]  # the game's package has its text


ROOT = Spec("the game", fields={
    "players": Spec("players", keys=lambda g, s: {str(p.seat + 1): p for p in s.players}, item=PLAYER),
    "districts": Spec("districts", keys=lambda g, s: {str(k): d for k, d in s.districts.items()}, item=DISTRICT),
    "ships": Spec("ships", keys=lambda g, s: {sh.id: sh for sh in s.ships}, item=SHIP),
    "docks": Spec("docks", keys=lambda g, s: {k: k for k in s.docks},
                  item=Spec("a dock space", lambda g, k: seat_out(g.state.docks[k]), _set_dock)),
    "turn_order": Spec("turn_order", lambda g, s: [x + 1 for x in s.order()], _set_row(top=True)),
    "lower_row": Spec("lower_row", lambda g, s: [seat_out(x) for x in s.lower_row], _set_row(top=False)),
    **{name: natural(name) for name in ("supply_barrels", "supply_goons", "supply_police", "supply_mob", "act", "round")},
    "phase": attribute("phase", lambda g, v: str(v)),
    "decks": dict_of("decks", components("business_cards")),
    # the decks and the spare crate tiles lie face up: the card on top of each is public (D-60, D-61)
    "deck_tops": Spec("deck_tops", keys=lambda g, s: {k: k for k in s.decks},
                      item=read_only(lambda g, k: g.state.decks[k][-1] if g.state.decks[k] else None)),
    "crate_stack": attribute("crate_stack", components("crates")),
    "crate_top": read_only(lambda g, s: s.crate_stack[-1] if s.crate_stack else None),
    "helper_display": attribute("helper_display", components("helpers")),
    "tile_right": attribute("tile_right", components("city_tiles", none=True)),
    "tile_middle": attribute("tile_middle", lambda g, v: _display_rows(g, v)),
    "tile_stack": attribute("tile_stack", lambda g, v: _display_rows(g, v)),
    "central_park": attribute("central_park", components("objectives")),
    "borough_objectives": dict_of("borough_objectives", lambda g, v: component(g, v, "objectives")),
    "ledgers_on": Spec("ledgers_on", keys=lambda g, s: {o.id: o.id for o in g.rules.lists["objectives"]},
                       item=read_only(lambda g, oid: [x + 1 for x in g.state.ledgers_on.get(oid, [])])),
    "mob_control": dict_of("mob_control"),
    "mob_piles": dict_of("mob_piles", components("mobsters")),
    "over": read_only(lambda g, s: s.over),
    "final_scores": read_only(lambda g, s: s.final_scores),
    "winners": read_only(lambda g, s: [x + 1 for x in winners(g)]),
    "blocked_districts": read_only(lambda g, s: sorted(d.id for d in s.districts.values() if d.blocked)),
    "decision": decision(_label),
    "counters": counters(),
}, settle=settle)


