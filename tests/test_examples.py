"""Layer 3: the rulebook's worked examples, played through the engine."""

from __future__ import annotations

from interpreter.games.speakeasy import economy as E
from interpreter.games.speakeasy.quantities import quantity
from interpreter.games.speakeasy.registry import Ctx
from interpreter.games.speakeasy.state import MOB, Building
from interpreter.games.speakeasy.verbs_docks import ship_defense
from interpreter.machine.game import Game

from .conftest import option_ids, perform, quiet_game, run_task

PURPLE, BLUE, YELLOW, GREEN = 0, 1, 2, 3


def put(game: Game, district: int, space: int, owner: int, kind: str, protected: bool = False,
        barrel: bool = False) -> None:
    game.state.districts[district].spaces[space] = Building(owner, kind, protected, barrel)


def test_mob_war_p10_purple_falls_blue_holds_with_four_goons() -> None:
    game = quiet_game(4)
    s = game.state
    s.top_row = [PURPLE, BLUE, YELLOW, GREEN]
    d14 = s.districts[14]
    d14.spaces = [None, None, None]
    put(game, 14, 0, PURPLE, "speakeasy", protected=True)
    put(game, 14, 1, BLUE, "casino")
    put(game, 14, 2, MOB, "mob_speakeasy")
    s.supply_mob -= 1
    purple, blue = s.players[PURPLE], s.players[BLUE]
    purple.levels["strength"], purple.goons, purple.associate = 2, 1, "mobster_waxey_gordon"
    purple.cash = 20
    blue.levels["strength"], blue.goons, blue.associate = 4, 4, None
    s.supply_goons -= 4
    s.mob_piles["C"] = ["mobster_carlo_gambino"]
    d14.mob_tile = True
    # purple's best is 2 + 1 goon + 4 (Waxey Gordon, $5) = 7 < 8: her speakeasy falls without a question
    run_task(game, "war", -1, (14, "C"))
    assert game.decision is not None and game.decision.seat == BLUE
    assert option_ids(game) == ["defend:goons4", "lose"]
    game.apply("defend:goons4")
    assert d14.spaces[0] is not None and d14.spaces[0].owner == MOB
    assert purple.family_lost == 1 and purple.goons == 1 and purple.cash == 20
    assert d14.spaces[1] is not None and d14.spaces[1].kind == "casino" and blue.goons == 0
    assert d14.mobster == "mobster_carlo_gambino" and d14.mob_strength == 7


def test_take_over_p14_needs_goon_and_associate() -> None:
    game = quiet_game(4)
    s = game.state
    d4 = s.districts[4]
    d4.spaces = [Building(MOB, "mob_speakeasy"), Building(MOB, "mob_speakeasy")]
    d4.mob_strength = 6
    for d in s.districts.values():  # only district 4 has mob speakeasies
        if d.id != 4:
            d.spaces = [None if (b is not None and b.owner == MOB) else b for b in d.spaces]
    blue = s.players[BLUE]
    blue.levels["strength"], blue.goons, blue.associate, blue.associate_district = 2, 1, "mobster_waxey_gordon", 9
    blue.cash, blue.safe = 20, 0
    perform(game, BLUE, "take_over speakeasy", "take_over:slot0")
    assert option_ids(game) == ["target:4:0", "target:4:1"]
    game.apply("target:4:0")
    # 2 + 1 goon + Waxey Gordon's 4 = 7 > 6; without either it is not enough: one way, so not asked
    assert game.decision is None
    assert d4.spaces[0] is not None and d4.spaces[0].owner == BLUE and d4.spaces[0].kind == "speakeasy"
    assert blue.goons == 0 and blue.cash == 20 - 3 - 5  # the $3 speakeasy and the $5 associate fee


def test_payment_from_the_safe_at_two_to_one_p15() -> None:
    game = quiet_game(4)
    p = game.state.players[PURPLE]
    p.cash, p.safe = 10, 100
    assert E.can_pay(game.engine, p, 17)
    E.pay(game.engine, p, 17, "build", building="casino")  # the casino: $10 from cash, $7 more costs $14 from the safe
    assert (p.cash, p.safe) == (0, 86)
    E.pay(game.engine, p, 7, "upgrade", building="nightclub")  # the nightclub after the $5 discount: all from the safe
    assert (p.cash, p.safe) == (0, 72)
    assert not E.can_pay(game.engine, p, 37)


def test_upgrade_discount_p15_second_group_cleared() -> None:
    game = quiet_game(4)
    s = game.state
    p = s.players[PURPLE]
    p.slots_free = [False] * 6 + [True] * 3  # left and middle groups built: discount $5
    p.cash, p.safe = 0, 14
    s.districts[7].spaces = [Building(PURPLE, "speakeasy"), None]
    s.districts[16].spaces = [Building(PURPLE, "nightclub"), None, None]
    s.districts[15].spaces = [Building(PURPLE, "speakeasy"), None, None]
    perform(game, PURPLE, "upgrade nightclub")
    # uptown already has her nightclub: only district 7 can be upgraded, for $12 - $5 = $7 = $14 from the safe
    assert s.districts[7].spaces[0] is not None and s.districts[7].spaces[0].kind == "nightclub"
    assert s.districts[15].spaces[0] is not None and s.districts[15].spaces[0].kind == "speakeasy"
    assert p.safe == 0


def test_truck_buys_p16_five_then_six_and_the_ship_sails() -> None:
    game = quiet_game(4)
    s = game.state
    yellow = s.players[YELLOW]
    yellow.cash = 30
    ports = [p.district for p in game.rules.map.ports]
    daisy = next(sh for sh in s.ships if sh.id == "ship_sandra_blue_daisy")
    for sh in s.ships:
        sh.port = ports.index(1) if sh is not daisy else ports.index(16)
    daisy.port = ports.index(16)
    others = [sh for sh in s.ships if sh is not daisy]
    for sh, d in zip(others, (1, 10, 3), strict=True):
        sh.port = ports.index(d)
    daisy.barrels = 5
    yellow.trucks = [16]
    yellow.truck_barrels = [0]
    # the truck is full after two barrels, so the ship sails on without a question
    perform(game, YELLOW, "deliver", "buy:ship_sandra_blue_daisy", "buy", "end")
    assert yellow.cash == 30 - 5 - 6 and yellow.truck_barrels == [2]
    assert ports[daisy.port] == 6  # 10 is taken: the next free port clockwise is 6 (000 P.16)


def test_ambush_p18_blue_needs_purples_family_and_a_goon() -> None:
    game = quiet_game(4)
    s = game.state
    ports = [p.district for p in game.rules.map.ports]
    clair = next(sh for sh in s.ships if sh.id == "ship_stephanie_st_clair")
    clair.port = ports.index(1)  # a downtown port; the other ships lie elsewhere
    for sh, d in zip((sh for sh in s.ships if sh is not clair), (7, 13, 16), strict=True):
        sh.port = ports.index(d)
    clair.barrels = 4
    assert ship_defense(game.engine, clair) == 12
    s.docks["1:downtown"], s.docks["2:downtown"], s.docks["3:downtown"] = BLUE, PURPLE, PURPLE
    blue, purple = s.players[BLUE], s.players[PURPLE]
    blue.family_supply -= 1
    purple.family_supply -= 2
    blue.levels["strength"], blue.levels["fleet"], blue.goons = 4, 3, 2
    s.supply_goons -= 1
    blue.vip = 2  # VIP level 1 holds 2: full
    blue.family_supply -= 2
    blue.cash, purple.cash = 2, 0
    clair.crate = "crate_fleet"
    perform(game, BLUE, "attack ship")
    # 4 x 3 family members = 12 is not more than 12: one goon more; alone (4 x 1 + 2 goons) is hopeless.
    # The only winning ambush is forced, so it happens without a question.
    assert game.decision is None
    # $2 to purple for her two family members, then the crate: $5 per fleet level = $15
    assert blue.cash == 2 - 2 + 15 and purple.cash == 2
    assert "crate_fleet" in blue.crates and blue.goons == 1
    assert s.docks["1:downtown"] is None and blue.family_supply == 10 - 3 + 1  # fell in the river (2 wait on the infamy track)


def test_payouts_p11_ties_take_the_lowest_place() -> None:

    game = quiet_game(4)
    s = game.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
        d.police = 0
    # midtown: mob 2, green 2, yellow 1, purple 1 -> green $15, yellow and purple $5 each
    s.districts[7].spaces[0] = Building(MOB, "mob_speakeasy")
    s.districts[8].spaces[0] = Building(MOB, "mob_speakeasy")
    s.districts[9].spaces[0] = Building(GREEN, "speakeasy")
    s.districts[10].spaces[0] = Building(GREEN, "speakeasy")
    s.districts[11].spaces[0] = Building(YELLOW, "speakeasy")
    s.districts[12].spaces[0] = Building(PURPLE, "speakeasy")
    # uptown: blue 2, yellow, green and purple 1 each -> blue $45, the others $20 each
    s.districts[13].spaces[0] = Building(BLUE, "casino")
    s.districts[14].spaces[0] = Building(BLUE, "nightclub")
    s.districts[14].spaces[1] = Building(YELLOW, "nightclub")
    s.districts[15].spaces[0] = Building(GREEN, "speakeasy")
    s.districts[16].spaces[0] = Building(PURPLE, "speakeasy")
    for p in s.players:
        p.safe = 0
    run_task(game, "payouts")
    assert [p.safe for p in s.players] == [5 + 20, 45, 5 + 20, 15 + 20]


def test_control_hierarchy_p11_family_member_beats_a_better_building() -> None:
    from interpreter.games.speakeasy.luciano import controllers

    game = quiet_game(4)
    s = game.state
    d = s.districts[16]
    d.spaces = [Building(GREEN, "casino"), Building(BLUE, "speakeasy", protected=True), Building(MOB, "mob_speakeasy")]
    d.police = 1
    assert controllers(game.engine, 16) == [BLUE]
    d.spaces[1] = None
    assert controllers(game.engine, 16) == [MOB]  # green's casino does not operate


def test_barrel_prices_p13_infamy_12_sells_at_15_and_20() -> None:
    game = quiet_game(4)
    p = game.state.players[BLUE]
    p.levels = {"strength": 3, "vip": 2, "party": 3, "still": 2, "fleet": 2}
    assert p.infamy == 12
    assert E.barrel_price(game.engine, BLUE, "speakeasy") == 15
    assert E.barrel_price(game.engine, BLUE, "nightclub") == 20


def test_final_scoring_p20_blue_scores_410() -> None:
    from interpreter.games.speakeasy.scoring import final_scores

    game = quiet_game(4)
    s = game.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
        d.police = 1
    blue = s.players[BLUE]
    blue.cash, blue.safe = 50, 220
    s.districts[1].spaces = [Building(BLUE, "speakeasy", True), Building(BLUE, "speakeasy", True)]
    s.districts[2].spaces = [Building(BLUE, "speakeasy"), Building(BLUE, "still", True)]  # one unprotected: scores 0
    s.districts[3].spaces = [Building(BLUE, "nightclub", True), Building(BLUE, "casino", True)]
    s.districts[4].spaces = [Building(BLUE, "casino", True), None]
    # five helpers, four different bottles: pink 20, gray 10, green 10, orange 5 (+ a second pink)
    blue.helpers = ["helper_take_card_vip", "helper_gain_influence", "helper_take_city_tile"]
    blue.used_helpers = ["helper_copy_helper", "helper_take_card_still"]
    assert final_scores(game.engine)[BLUE] == 410


def _moves(game: Game, a: int, b: int) -> int:
    """The fewest truck moves from district a to b on the rules' map (000 P.16: adjacent districts only)."""
    near = {d.id: d.adjacent for d in game.rules.map.districts}
    seen, frontier, n = {a}, [a], 0
    while b not in seen:
        frontier = [y for x in frontier for y in near[x] if y not in seen]
        seen.update(frontier)
        n += 1
    return n


def test_truck_moves_p16_both_examples_move_for_move() -> None:
    """000 P.16: example 1 spends 3 of 4 moves from 16 to 10; example 2 (range 5) drives 8 -> 4, then
    4 -> 7 -> 9 -> 5 in one action, and the other truck 8 -> 15 in 4 moves and back to 13 with the last."""
    game = quiet_game(4)
    assert _moves(game, 16, 10) == 3
    assert _moves(game, 8, 4) <= 5
    assert _moves(game, 4, 7) + _moves(game, 7, 9) + _moves(game, 9, 5) == 5
    assert _moves(game, 8, 15) == 4 and _moves(game, 15, 13) == 1
    assert _moves(game, 13, 14) > 1 and _moves(game, 15, 16) > 1  # not through Central Park


def test_truck_range_p16_fleet_card_and_garage() -> None:
    """Example 1: range 4 = fleet 2 + a Fleet card that gives +2; example 2: range 5 = fleet 3 + the
    leftmost Garage person's 2, with a Fleet card played there that gives none (D-30)."""
    game = quiet_game(4)
    yellow, purple = game.state.players[YELLOW], game.state.players[PURPLE]
    yellow.levels["fleet"], yellow.board_cards["fleet"] = 2, "card_fleet_motorcycle_courier"
    purple.levels["fleet"], purple.board_cards["fleet"] = 3, "card_fleet_hudson_super_six"
    game.engine.changed()
    assert quantity(game.engine, Ctx(YELLOW), "truck_range") == 4
    assert quantity(game.engine, Ctx(PURPLE), "truck_range") + 2 == 5  # + range=2 of the Garage's leftmost person
