"""Where each component is: every card, helper, city tile, crate, mobster and objective lies in one place
at a time (a deck, a display, a district, a ship, a player's hand or board…), as many times as it has
copies. An invariant (invariants.py) checks it after every decision; a scenario's patch keeps it
(``settle``, used by statepaths.py).

What only points at a component is no place of it: a player's associate is a mobster that stays on its
mob board, the ledgers on an objective name it, a spent charge names its component.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from ...harness.statepath import PathError
from .registry import Engine
from .state import GameState

# One component in one place: its id, the place in words, whether the place is a pile it is drawn from,
# and how to take it out of there: ("pop", list, index), ("clear", list or dict, key), ("unset", object,
# attribute), or ("keep", …) for a place that cannot be emptied.
Place = tuple[str, str, bool, tuple[str, Any, Any]]


def _take(how: tuple[str, Any, Any]) -> None:
    kind, where, key = how
    if kind == "pop":
        where.pop(key)
    elif kind == "clear":
        where[key] = None
    elif kind == "unset":
        setattr(where, key, None)


def _places(s: GameState) -> Iterator[Place]:
    """Every component on the table or in a pile, where it lies. Piles come first (bottom first in each), then
    the displays and the map, then the players."""
    for kind, deck in s.decks.items():
        for i, card in enumerate(deck):
            yield card, f"the {kind} deck", True, ("pop", deck, i)
    for i, helper in enumerate(s.helper_deck):
        yield helper, "the helper deck", True, ("pop", s.helper_deck, i)
    for row, stack in enumerate(s.tile_stack, 1):
        for i, tile in enumerate(stack):
            yield tile, f"the city tile stack of row {row}", True, ("pop", stack, i)
    for i, crate in enumerate(s.crate_stack):
        yield crate, "the crate stack", True, ("pop", s.crate_stack, i)
    for pile, mobsters in s.mob_piles.items():
        for i, mobster in enumerate(mobsters):
            yield mobster, f"mobster pile {pile}", True, ("pop", mobsters, i)
    for i, helper in enumerate(s.helper_display):
        yield helper, "the helper display", False, ("pop", s.helper_display, i)
    for row, middle in enumerate(s.tile_middle, 1):
        for i, tile in enumerate(middle):
            yield tile, f"the middle of the city tile display, row {row}", False, ("pop", middle, i)
    for row, right in enumerate(s.tile_right, 1):
        if right is not None:
            yield right, f"the right of the city tile display, row {row}", False, ("clear", s.tile_right, row - 1)
    for i, objective in enumerate(s.central_park):
        yield objective, "Central Park", False, ("pop", s.central_park, i)
    for borough, objective in s.borough_objectives.items():
        yield objective, f"the {borough} objective", False, ("keep", None, None)  # a borough always shows one
    for d in s.districts.values():
        for i, space in enumerate(d.city_tiles):
            if space is not None:
                yield space, f"district {d.id}", False, ("clear", d.city_tiles, i)
        if d.mobster is not None:
            yield d.mobster, f"the mob board of district {d.id}", False, ("unset", d, "mobster")
    for ship in s.ships:
        if ship.crate is not None:
            yield ship.crate, ship.id, False, ("unset", ship, "crate")
    for p in s.players:
        tag = f"player {p.seat + 1}'s"
        for i, card in enumerate(p.hand):
            yield card, f"{tag} hand", False, ("pop", p.hand, i)
        for kind, played in p.board_cards.items():
            if played is not None:
                yield played, f"{tag} {kind} card", False, ("clear", p.board_cards, kind)
        for name, held in (("helpers", p.helpers), ("used helpers", p.used_helpers), ("city tiles", p.city_tiles),
                           ("used city tiles", p.used_tiles), ("crates", p.crates)):
            for i, comp in enumerate(held):
                yield comp, f"{tag} {name}", False, ("pop", held, i)


def places(s: GameState) -> Iterator[tuple[str, str]]:
    """(component id, where it lies) for every component on the table or in a pile."""
    for comp, at, _, _ in _places(s):
        yield comp, at


def misplaced(s: GameState, rules: Any) -> dict[str, list[str]]:
    """The components that lie in more places than they have copies: id -> every place they lie in."""
    where: dict[str, list[str]] = {}
    for comp, at in places(s):
        where.setdefault(comp, []).append(at)
    return {comp: at for comp, at in where.items() if len(at) > int(getattr(rules.by_id.get(comp), "copies", 1))}


def _held(s: GameState) -> list[str | None]:
    """The id of every component that lies somewhere, once per place, and None for an empty space
    (``places`` without the words, made with C-speed list extends: the invariant runs after every
    decision of every soak game)."""
    out: list[str | None] = []
    add = out.extend
    for deck in s.decks.values():
        add(deck)
    add(s.helper_deck)
    add(s.helper_display)
    for stack in s.tile_stack:
        add(stack)
    for middle in s.tile_middle:
        add(middle)
    add(s.tile_right)
    add(s.crate_stack)
    for mobsters in s.mob_piles.values():
        add(mobsters)
    add(s.central_park)
    add(s.borough_objectives.values())
    for d in s.districts.values():
        add(d.city_tiles)
        out.append(d.mobster)
    add(ship.crate for ship in s.ships)
    for p in s.players:
        add(p.hand)
        add(p.board_cards.values())
        add(p.helpers)
        add(p.used_helpers)
        add(p.city_tiles)
        add(p.used_tiles)
        add(p.crates)
    return out


def in_two_places(s: GameState, rules: Any) -> list[str]:
    """Each component in more places than it has copies, in words (an invariant's)."""
    copies = rules.derived("component-copies", lambda: {cid: int(getattr(c, "copies", 1)) for cid, c in rules.by_id.items()})
    if all(n <= copies.get(c, 1) for c, n in Counter(_held(s)).items() if n > 1 and c is not None):
        return []
    return [f"{comp} is in {len(at)} places: {', '.join(at)}" for comp, at in misplaced(s, rules).items()]


def settle(g: Engine, block: dict[str, Any]) -> Callable[[], None]:
    """Keep a patch of the state (statepaths.py) from putting a component in a second place: called before each
    write of a patch block (``block`` is what the block's writes share), what it returns is called after it.

    A component a write puts somewhere comes out of where else it lay, as a drawn card leaves its deck: out of
    its pile first, then off a display, the map, a ship or another player. The patch is refused when that
    cannot be: more copies put than the component has, or one put in a place that an earlier write of the
    same block put it in (``players.1.hand: [x]`` and ``players.2.hand: [x]``)."""
    s = g.state
    before = Counter((comp, at, pile) for comp, at, pile, _ in _places(s))
    put: dict[str, set[str]] = block.setdefault("put", {})  # component -> the places this block put it in

    def after() -> None:
        added = Counter((comp, at, pile) for comp, at, pile, _ in _places(s)) - before
        for comp in {c for c, _, _ in added}:
            new = {at for c, at, _ in added if c == comp}
            while comp in misplaced(s, g.rules):
                older = [p for p in _places(s) if p[0] == comp and p[1] not in new and p[1] not in put.get(comp, ())]
                if not older:
                    where = misplaced(s, g.rules)[comp]
                    raise PathError(f"{comp} would lie in {len(where)} places ({', '.join(where)}), and it has "
                                    f"{_copies(g, comp)}: a component lies in one place")
                _take(older[0][3])  # out of its pile (they come first), else out of the first place it lies in
            # what it was put on (a pile it went back to, as a card out of a hand goes under its deck, is no such place)
            put.setdefault(comp, set()).update(at for c, at, pile in added if c == comp and not pile)

    return after


def _copies(g: Engine, comp: str) -> str:
    n = int(getattr(g.rules.by_id.get(comp), "copies", 1))
    return "one copy" if n == 1 else f"{n} copies"
