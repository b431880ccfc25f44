"""Checks across components and files: references, counts, shapes of tables.

Each check names the place of the offending value. These are the rules that
no single model can see (an adjacency that is not symmetric, a location with
fewer person texts than persons, a component count that is off).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...errors import Diagnostic
from ...language import ast as A
from ...loading.schema import Where
from .vocabulary import TOTAL_BARRELS, TRACKS

if TYPE_CHECKING:
    from .rules import SpeakeasyRules


def cross_check(rules: SpeakeasyRules, where: Where) -> list[Diagnostic]:
    out: list[Diagnostic] = []

    # at the value's place: in the variant whose `change:` wrote it, if one did (loading/schema.py Where)
    # (``reads``: the item's other values the check compares it with, which a variant may be the one to change)
    def at_item(item: Any, *sub: Any, reads: tuple[tuple[Any, ...], ...] = ()) -> Callable[[str], None]:
        return lambda msg: out.append(where.at(item, *sub, reads=reads)(msg))

    def at_single(section: str, *sub: Any, reads: tuple[tuple[Any, ...], ...] = ()) -> Callable[[str], None]:
        return lambda msg: out.append(where.at_single(section, *sub, reads=reads)(msg))

    game, mp, board = rules.game, rules.map, rules.board
    players = game.players

    # component counts against the box contents: the loader's (RulesSchema.box, loading/loader.py)

    # setups
    for n in players:
        if n not in rules.setups:
            at_single("game", "players")(f"no setup for {n} players")
    ids = {d.id for d in mp.districts}
    per_borough: dict[str, int] = {}
    for d in mp.districts:
        per_borough[d.borough] = per_borough.get(d.borough, 0) + 1
    for s in rules.setups.values():
        for borough, n in s.blocked_districts.items():
            if n > per_borough.get(borough, 0):
                at_item(s, "blocked_districts", borough)(f"{n} blocked districts but {borough} has {per_borough.get(borough, 0)}")

    # map
    seen: set[int] = set()
    for i, d in enumerate(mp.districts):
        report = at_single("map", "districts", i)
        if d.id in seen:
            report(f"district {d.id} is defined twice")
        seen.add(d.id)
        for other in d.adjacent:
            if other == d.id:
                report(f"district {d.id} is adjacent to itself")
            elif other not in ids:
                report(f"district {d.id} is adjacent to unknown district {other}")
            else:
                back = next(x for x in mp.districts if x.id == other)
                if d.id not in back.adjacent:
                    report(f"adjacency is not symmetric: {d.id} lists {other} but {other} does not list {d.id}")
        if isinstance(d.spaces, dict):
            for n in players:
                if n not in d.spaces:
                    report(f"district {d.id} gives no building spaces for {n} players")
    if mp.central_park is not None:  # a road across the Park joins two districts the map does not already join
        for i, (near, far) in enumerate(mp.central_park.roads):
            report = at_single("map", "central_park", "roads", i)
            if near not in ids or far not in ids or near == far:
                report(f"a road across Central Park joins two districts of the map, not {near} and {far}")
            elif far in next(x for x in mp.districts if x.id == near).adjacent:
                report(f"districts {near} and {far} are already adjacent: a road across Central Park joins two that are not")
    port_ids: set[str] = set()
    for i, p in enumerate(mp.ports):
        if p.district not in ids:
            at_single("map", "ports", i)(f"port {p.id} is in unknown district {p.district}")
        if p.id in port_ids:
            at_single("map", "ports", i)(f"port {p.id} is defined twice")
        port_ids.add(p.id)

    # board
    track_ids = [t.track for t in board.tracks]
    for needed in TRACKS:
        if needed not in track_ids:
            at_single("board", "tracks")(f"missing track '{needed}'")
    for i, t in enumerate(board.tracks):
        levels = [lv.level for lv in t.levels]
        if levels != list(range(1, len(levels) + 1)):
            at_single("board", "tracks", i, "levels")(f"track {t.track} levels must run 1, 2, 3, ... (got {levels})")
    boroughs = {d.borough for d in mp.districts}
    paid = {p.borough for p in board.payouts}
    for b in sorted(boroughs - paid):
        at_single("board", "payouts")(f"no payout table for {b}")
    for i, pay in enumerate(board.payouts):
        if len(pay.amounts) < max(players) + 1:
            at_single("board", "payouts", i, "amounts")(
                f"{pay.borough} pays {len(pay.amounts)} places; {max(players)} players and the mob need {max(players) + 1}")
        if any(a < b for a, b in zip(pay.amounts, pay.amounts[1:], strict=False)):
            at_single("board", "payouts", i, "amounts")(f"{pay.borough} payouts must not rise with a lower place")
    cols = [c.column for c in board.turn_order.columns]
    if cols != list(range(1, len(cols) + 1)) or len(cols) < max(players):
        at_single("board", "turn_order", "columns")(f"turn-order columns must be 1..{max(players)} (got {cols})")
    ats = [p.at for p in board.infamy.prices]
    if ats != sorted(ats) or len(set(ats)) != len(ats):
        at_single("board", "infamy", "prices")("infamy prices must be listed by increasing space")
    if ats and ats[0] > board.infamy.start:
        at_single("board", "infamy", "prices", reads=(("infamy", "start"),))(
            f"no barrel price at the starting infamy {board.infamy.start}")

    # acts
    acts = [a.act for a in game.acts]
    if acts != list(range(1, len(acts) + 1)):
        at_single("game", "acts")(f"acts must be numbered 1, 2, ... (got {acts})")
    piles = {m.pile for m in rules.lists["mobsters"]}
    for i, a in enumerate(game.acts):
        if a.mob_pile and a.mob_pile not in piles:
            at_single("game", "acts", i, "mob_pile")(f"no mobster is in pile {a.mob_pile}")
        if a.capos_returned + a.capos_boxed > game.capos:
            at_single("game", "acts", i, reads=(("capos",),))(f"act {a.act} moves more capos than a player has ({game.capos})")

    # locations
    for loc in rules.lists["locations"]:
        for r, row in enumerate(loc.rows):
            if row.persons is not None and len(row.persons) != loc.persons:
                at_item(loc, "rows", r, "persons", reads=(("persons",),))(
                    f"{loc.id} has {loc.persons} persons but this row gives {len(row.persons)} texts")
        if loc.slots is not None:
            for n, slots in loc.slots.items():
                if n not in players:
                    at_item(loc, "slots")(f"slots for {n} players, but the game is for {players}")
                if not 0 < slots <= loc.persons:
                    at_item(loc, "slots", reads=(("persons",),))(f"{slots} slots but {loc.persons} persons")

    # tiles that name districts
    for key in ("mob_district_tiles", "police_tiles"):
        for tile in rules.lists[key]:
            if tile.district not in ids:
                at_item(tile, "district")(f"unknown district {tile.district}")

    # objectives: setup keeps the numbers on display different (000 P.5 steps 15-16), drawing until it
    # finds one; tiles may share a number (that is when it redraws), but a dealt group needs as many
    # different numbers as it has objectives on display, or setup could not fill it
    numbers: dict[str, set[int]] = {}
    for ob in rules.lists["objectives"]:
        if ob.number is not None:
            numbers.setdefault(ob.group, set()).add(ob.number)
    groups = {ob.group for ob in rules.lists["objectives"]}
    for space in rules.ledger_spaces:
        if space.group not in groups:
            at_item(space, "group")(f"no objectives of group {space.group}")
        elif not space.on_board and len(numbers.get(space.group, ())) < space.slots:
            at_item(space, "slots")(f"{space.slots} {space.group} objectives on display need as many different "
                                    f"numbers; the tiles have {len(numbers.get(space.group, ()))}")

    # the setup draws its first mobsters from pile A
    pile_a = sum(1 for m in rules.lists["mobsters"] if m.pile == "A")
    for s in rules.setups.values():
        if pile_a - s.mobsters_a_removed < s.initial_mobsters:
            at_item(s, "initial_mobsters", reads=(("mobsters_a_removed",),))(
                f"setup for {s.players} players places {s.initial_mobsters} mobsters from pile A, "
                f"which holds {pile_a} (less {s.mobsters_a_removed} removed)")

    # what a setup deals out must be there to deal: setup takes tiles from their piles, barrels from the supply
    mob_tiles, police_tiles = len(rules.lists["mob_district_tiles"]), len(rules.lists["police_tiles"])
    ships = len(rules.lists["ships"])
    for s in rules.setups.values():
        free = mob_tiles - sum(s.blocked_districts.values())
        if s.initial_mobsters + s.face_down_mob_tiles > free:
            at_item(s, "face_down_mob_tiles", reads=(("initial_mobsters",), ("blocked_districts",)))(
                f"setup for {s.players} players takes {s.initial_mobsters} + "
                f"{s.face_down_mob_tiles} mob district tiles; {free} are left to take")
        if s.police_initial + s.police_face_down > police_tiles:
            at_item(s, "police_face_down", reads=(("police_initial",),))(
                f"setup for {s.players} players takes {s.police_initial} + {s.police_face_down} "
                f"police tiles of {police_tiles}")
        if s.barrels_per_ship * ships > TOTAL_BARRELS:
            at_item(s, "barrels_per_ship")(f"{ships} ships with {s.barrels_per_ship} barrels each need more than the "
                                           f"{TOTAL_BARRELS} barrels in the box")
    decks: dict[str, int] = {}
    for card in rules.lists["business_cards"]:
        decks[card.kind] = decks.get(card.kind, 0) + card.copies
    for kind, size in sorted(decks.items()):
        if size < max(players):
            at_single("game", "players")(f"each player starts with a {kind} card, and there are {size}")

    # ships carry as many barrels as any setup puts on them (a price and a defense per barrel space)
    most = max((s.barrels_per_ship for s in rules.setups.values()), default=0)
    for ship in rules.lists["ships"]:
        for fld in ("prices", "defenses"):
            if len(getattr(ship, fld)) < most:
                at_item(ship, fld)(f"{ship.id} has {len(getattr(ship, fld))} {fld} for {most} barrels")

    # a copy cycle: `copy helper` copies any helper on display but one that is `copy helper` alone, so a
    # helper that copies and does more could be copied by itself, again and again, no question asked
    for helper in rules.lists["helpers"]:
        effect = helper.effect
        if isinstance(effect, A.Node) and not _copies_only(effect) and any(
                isinstance(n, A.Call) and n.verb == "copy" for n in A.walk(effect)):
            at_item(helper, "effect")(f"{helper.id} copies a helper and does more: on display it can be copied, "
                                      "copy itself again and never stop (a copy cycle); a helper that copies is "
                                      "`copy helper` alone (give the rest to another component)")
    return out


def _copies_only(effect: A.Node) -> bool:
    return isinstance(effect, A.Call) and effect.verb == "copy"

