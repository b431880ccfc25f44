"""Set up a new game from the rules data (000 P.4-6), driven by a seeded RNG."""

from __future__ import annotations

import random

from .rules import SpeakeasyRules
from .state import MOB, Building, District, GameState, Player, Ship
from .vocabulary import BOROUGHS, BUSINESSES
from .vocabulary import TOTAL_BARRELS as TOTAL_BARRELS  # (the box's pieces: vocabulary.py, which the rules' check reads)
from .vocabulary import TOTAL_GOONS as TOTAL_GOONS
from .vocabulary import TOTAL_MOB_SPEAKEASIES as TOTAL_MOB_SPEAKEASIES
from .vocabulary import TOTAL_POLICE as TOTAL_POLICE


def _spaces(spec: int | dict[int, int], n: int) -> int:
    return spec if isinstance(spec, int) else spec[n]


def _distinct(rng: random.Random, pile: list[str], numbers: dict[str, int], taken: set[int], k: int) -> list[str]:
    """Reveal from the top until k tiles with numbers not yet on display (000 P.5)."""
    rng.shuffle(pile)
    out: list[str] = []
    for tile in pile:
        if len(out) == k:
            break
        if numbers[tile] not in taken:
            out.append(tile)
            taken.add(numbers[tile])
    return out


def new_state(rules: SpeakeasyRules, n: int, seed: int) -> GameState:
    """The table after setup (000 P.4-6) for ``n`` players; every random choice from ``seed``."""
    if n not in rules.setups:
        raise ValueError(f"no setup for {n} players (the rules support {sorted(rules.setups)})")
    setup = rules.setups[n]
    rng = random.Random(seed)
    districts: dict[int, District] = {}
    for spec in rules.map.districts:
        k = _spaces(spec.spaces, n)
        districts[spec.id] = District(spec.id, spec.borough, [None] * k, [None] * k)

    mob_tiles = [t.district for t in rules.lists["mob_district_tiles"]]
    rng.shuffle(mob_tiles)
    if setup.blocked_districts:  # 2 players: block districts as mob tiles come up (000 P.4)
        need: dict[str, int] = {str(k): v for k, v in setup.blocked_districts.items()}
        kept = []
        for d in mob_tiles:
            b = districts[d].borough
            if need.get(b, 0) > 0:
                need[b] -= 1
                districts[d].blocked = True
            else:
                kept.append(d)
        mob_tiles = kept
        rng.shuffle(mob_tiles)

    piles: dict[str, list[str]] = {}
    for m in rules.lists["mobsters"]:
        piles.setdefault(m.pile, []).append(m.id)
    for pile in piles.values():
        rng.shuffle(pile)
    del piles.get("A", [])[: setup.mobsters_a_removed]

    supply_mob = TOTAL_MOB_SPEAKEASIES
    for _ in range(setup.initial_mobsters):
        d = districts[mob_tiles.pop()]
        mobster = piles["A"].pop()
        d.mobster = mobster
        d.mob_strength = rules.by_id[mobster].strength
        for i in range(len(d.spaces)):
            if supply_mob:
                d.spaces[i] = Building(MOB, "mob_speakeasy")
                supply_mob -= 1
    for _ in range(setup.face_down_mob_tiles):
        districts[mob_tiles.pop()].mob_tile = True
    stacks = []
    for size in setup.mob_tile_stacks:
        stacks.append([mob_tiles.pop() for _ in range(min(size, len(mob_tiles)))])

    police_tiles = [t.district for t in rules.lists["police_tiles"]]
    rng.shuffle(police_tiles)
    supply_police = TOTAL_POLICE
    for _ in range(setup.police_initial):
        districts[police_tiles.pop()].police += 1
        supply_police -= 1
    for _ in range(setup.police_face_down):
        districts[police_tiles.pop()].police_tile = True
    police_stacks = [[police_tiles.pop() for _ in range(min(size, len(police_tiles)))] for size in setup.police_stacks]

    tiles = [t.id for t in rules.lists["city_tiles"] for _ in range(t.copies)]
    rng.shuffle(tiles)
    for d in districts.values():
        if not d.blocked:
            for i in range(len(d.city_tiles)):
                d.city_tiles[i] = tiles.pop() if tiles else None
    display = setup.city_tile_display
    right: list[str | None] = [tiles.pop() if tiles else None for _ in range(display.rows)]
    stack = [[tiles.pop() for _ in range(min(display.face_down, len(tiles)))] for _ in range(display.rows)]

    objectives = rules.lists["objectives"]
    numbers = {o.id: o.number or 0 for o in objectives}
    borough_pile = [o.id for o in objectives if o.group == "borough"]
    chosen = _distinct(rng, borough_pile, numbers, set(), 3)
    borough_objectives = dict(zip(BOROUGHS, chosen, strict=False))
    park: list[str] = []
    taken: set[int] = set()
    for row, k in (("A", 2), ("B", 2), ("C", 1)):
        park += _distinct(rng, [o.id for o in objectives if o.group == "central_park" and o.row == row], numbers, taken, k)

    decks: dict[str, list[str]] = {k: [] for k in BUSINESSES}
    for c in rules.lists["business_cards"]:
        decks[c.kind].extend([c.id] * c.copies)
    for deck in decks.values():
        rng.shuffle(deck)
    helpers = [h.id for h in rules.lists["helpers"] for _ in range(h.copies)]
    rng.shuffle(helpers)
    helper_display = [helpers.pop() for _ in range(min(setup.helper_display, len(helpers)))]

    crates = [c.id for c in rules.lists["crates"] for _ in range(c.copies)]
    rng.shuffle(crates)
    ports = list(range(len(rules.map.ports)))
    rng.shuffle(ports)
    ships = [Ship(s.id, ports.pop(), setup.barrels_per_ship, crates.pop() if crates else None) for s in rules.lists["ships"]]

    group_slots = [slot for group in rules.board.building_groups for slot in group.slots]
    start = rules.board.starting
    players = []
    for seat in range(n):
        p = Player(seat, cash=start.cash, safe=start.safe, goons=1, capos=0)
        p.levels = {t.track: 1 for t in rules.board.tracks}
        p.board_cards = {k: None for k in decks}
        p.slots_free = [True] * len(group_slots)
        p.trucks, p.truck_barrels = [None], [0]
        p.control = {b: 0 for b in BOROUGHS}
        p.hand = [decks[k].pop() for k in decks]
        p.family_infamy = sum(r.set_aside for r in rules.board.infamy.rewards)  # 000 P.6 step 10
        p.family_supply -= p.family_infamy
        players.append(p)

    first = rng.randrange(n)
    order = [(first + i) % n for i in range(n)]
    columns = rules.board.turn_order.columns_used[n]
    top: list[int | None] = [*order, *([None] * (columns - n))]
    docks: dict[str, int | None] = {f"{r.row}:{b}": None for r in rules.dock_rows for b in BOROUGHS}

    return GameState(
        players=players,
        districts=districts,
        ships=ships,
        decks=decks,
        helper_deck=helpers,
        helper_display=helper_display,
        tile_stack=stack,
        tile_right=right,
        tile_middle=[[] for _ in range(display.rows)],
        crate_stack=crates,
        mob_piles=piles,
        mob_tile_stacks=stacks,
        police_stacks=police_stacks,
        mob_control={b: 0 for b in BOROUGHS},
        docks=docks,
        central_park=park,
        borough_objectives=borough_objectives,
        ledgers_on={},
        top_row=top,
        lower_row=[None] * columns,
        occupied={},
        capo_at={s: [] for s in range(n)},
        rng=rng,
        supply_barrels=TOTAL_BARRELS - setup.barrels_per_ship * len(ships),
        supply_goons=TOTAL_GOONS - n,
        supply_police=supply_police,
        supply_mob=supply_mob,
    )
