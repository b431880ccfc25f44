"""Layer 3: verbs one by one — what each does to the state, and what it refuses."""

from __future__ import annotations

import pytest

from interpreter.games.speakeasy.state import MOB, Building

from .conftest import option_ids, perform, quiet_game, run_task

P = 0


def test_gain_resources_and_money() -> None:
    game = quiet_game()
    p = game.state.players[P]
    cash, safe = p.cash, p.safe
    perform(game, P, "gain 2 ledger; gain 1 influence; gain $5; gain $20 safe")
    assert (p.ledgers, p.influence_tokens, p.cash, p.safe) == (2, 1, cash + 5, safe + 20)


@pytest.mark.parametrize(("goons", "cost"), [(1, 1), (2, 2), (5, 5)])
def test_hiring_pays_the_cheapest_empty_space(goons: int, cost: int) -> None:
    game = quiet_game()
    p = game.state.players[P]
    p.goons, p.cash = goons, 10
    perform(game, P, "hire 1 goon")
    assert (p.goons, p.cash) == (goons + 1, 10 - cost)


def test_hiring_stops_when_the_board_is_full() -> None:
    game = quiet_game()
    p = game.state.players[P]
    p.goons, p.cash = 6, 10
    perform(game, P, "hire 2 goon free")
    assert p.goons == 6


@pytest.mark.parametrize(("track", "start", "hand", "discards", "allowed"), [
    ("vip", 3, 0, 0, True),
    ("vip", 4, 0, 1, False),      # level 5 needs a discard and the hand is empty
    ("vip", 4, 1, 1, True),
    ("strength", 3, 1, 1, True),  # strength 4: one card
    ("strength", 4, 1, 2, False),  # strength 5: two cards
    ("strength", 4, 2, 2, True),
    ("party", 5, 3, 0, False),    # at the top already
])
def test_raising_levels_costs_discards(track: str, start: int, hand: int, discards: int, allowed: bool) -> None:
    game = quiet_game()
    p = game.state.players[P]
    p.levels[track] = start
    p.hand = p.hand[:hand] if hand <= len(p.hand) else p.hand
    while len(p.hand) < hand:
        p.hand.append(game.state.decks["vip"].pop())
    infamy = p.infamy
    perform(game, P, f"raise {track}")
    while game.decision is not None:  # pick the cards to discard
        game.apply(game.legal_options()[0].id)
    if allowed:
        assert p.levels[track] == start + 1 and p.infamy == infamy + 1 and len(p.hand) == hand - discards
    else:
        assert p.levels[track] == start and len(p.hand) == hand


def test_protection_costs_leverage_by_turn_order_column() -> None:
    game = quiet_game()
    s = game.state
    p = s.players[P]
    s.top_row = [1, 2, P, 3]  # third column: 2 leverage per family member
    s.districts[5].spaces = [Building(P, "speakeasy"), Building(P, "speakeasy")]
    p.vip, p.family_supply, p.influence_tokens = 2, 8, 4
    p.board_cards = {"vip": None, "party": None, "still": None, "fleet": None}
    perform(game, P, "protect", "protect:5:0", "protect:5:1")
    assert [b.protected for b in s.districts[5].spaces if b] == [True, True]
    assert p.vip == 0 and p.influence_tokens == 0


def test_selling_uses_the_infamy_price_and_the_sell_limit() -> None:
    game = quiet_game()
    s = game.state
    p = s.players[P]
    s.districts[5].police = 0
    s.districts[5].spaces = [Building(P, "speakeasy", barrel=True), Building(P, "nightclub", barrel=True)]
    p.levels = {"strength": 3, "vip": 2, "party": 3, "still": 2, "fleet": 2}  # infamy 12, sells up to 3
    cash = p.cash
    perform(game, P, "sell", "sell:5:1", "sell:5:0")
    assert p.cash == cash + 20 + 15


def test_the_golden_rule_hides_buildings_that_do_not_operate() -> None:
    from interpreter.games.speakeasy.registry import Ctx
    from interpreter.language.parser import parse
    from interpreter.machine.evaluate import value

    game = quiet_game()
    s = game.state
    s.districts[5].police = 1
    s.districts[5].spaces = [Building(P, "speakeasy"), Building(P, "speakeasy", protected=True)]
    for d in s.districts.values():
        if d.id != 5:
            d.spaces = [b if b is None or b.owner != P else None for b in d.spaces]
    expr = parse("count(building[mine])", "expr")
    assert value(game.engine, expr, Ctx(P)) == 1
    assert value(game.engine, expr, Ctx(P, golden=False)) == 2


def test_restaurant_turn_order_extra_discard_for_the_third_column() -> None:
    game = quiet_game(4)
    p = game.state.players[P]
    p.hand = p.hand[:2]
    perform(game, P, "discard 1 card -> move_turn_order")
    game.apply(game.legal_options()[0].id)  # which card
    assert "column:3" in option_ids(game) and "column:1" in option_ids(game)
    game.apply("column:3")
    assert p.hand == [] and game.state.lower_row[2] == P


def test_end_of_round_rebuilds_the_turn_order_and_pays_casinos() -> None:
    game = quiet_game(4)
    s = game.state
    s.top_row = [0, 1, 2, 3]
    s.lower_row = [None, 3, None, None]
    s.districts[13].police = 0
    s.districts[13].spaces = [Building(2, "casino"), None, None]
    cash = s.players[2].cash
    run_task(game, "end_round")
    assert s.top_row == [0, 3, 1, 2]
    assert s.players[2].cash == cash + 3 and s.lower_row == [None] * 4


def test_the_city_tile_limit_at_the_end_of_a_turn() -> None:
    game = quiet_game()
    p = game.state.players[P]
    p.city_tiles = ["tile_sell", "tile_produce", "tile_deliver", "tile_protect", "tile_gain_ledger", "tile_sell"]
    # the first goes to an empty middle space (all alike: no question); the second may cover it or not
    run_task(game, "end_turn", P, None, "tile:tile_sell", "tile:tile_produce", "middle:2")
    assert len(p.city_tiles) == 4 and game.state.tile_middle == [["tile_sell"], ["tile_produce"], []]


def test_cooking_the_books_needs_the_requirement() -> None:
    game = quiet_game()
    s = game.state
    p = s.players[P]
    p.ledgers = 1
    p.levels = {"strength": 5, "vip": 3, "party": 3, "still": 2, "fleet": 2}  # infamy 15
    perform(game, P, "cook")
    ids = option_ids(game)
    infamy = [i for i in ids if "objective_infamy" in i]
    assert infamy == ["objective:objective_infamy_10", "objective:objective_infamy_15"]
    safe = p.safe
    game.apply("objective:objective_infamy_15")
    assert p.safe == safe + 15 and p.ledgers == 0


def test_build_takes_the_city_tile_and_the_slot_bonus() -> None:
    game = quiet_game()
    s = game.state
    p = s.players[P]
    d = s.districts[2]
    d.spaces = [None, Building(MOB, "mob_speakeasy")]
    d.city_tiles = ["tile_sell", None]
    p.cash = 20
    perform(game, P, "build speakeasy", "build:slot0", "space:2:0")
    assert d.spaces[0] is not None and d.spaces[0].owner == P
    assert "tile_sell" in p.city_tiles and d.city_tiles[0] is None
    assert p.slots_free[0] is False and p.cash <= 17


# strength 3 + goons 2, associate of strength 4 (Waxey Gordon, fee $5): which backings beat a defense
@pytest.mark.parametrize(
    ("defense", "cash", "offered"),
    [
        (2, 20, ["goons0"]),  # strength alone wins: paying goons or the associate as well only costs more
        (3, 20, ["goons0+associate", "goons1"]),  # $5 or a goon: neither is cheaper on every count
        (5, 20, ["goons0+associate"]),  # 3 + 2 goons = 5 does not exceed 5; the associate's 4 does
        (5, 4, []),  # ... but not without the fee
        (9, 20, []),  # 3 + 4 + 2 goons = 9 does not exceed 9
    ],
)
def test_backings_that_cost_more_on_every_count_are_not_offered(defense: int, cash: int, offered: list[str]) -> None:
    from interpreter.games.speakeasy.combat import backings

    game = quiet_game()
    p = game.state.players[P]
    p.levels["strength"], p.goons, p.cash, p.safe = 3, 2, cash, 0
    p.associate = "mobster_waxey_gordon"
    ways = backings(game.engine, P, 3, defense, strict=True, associate=True, event="takeover")
    assert [w.key for w, _ in ways] == offered


def test_the_vocabulary_and_the_engine_know_the_same_verbs_and_events() -> None:
    """A word the checker accepts must do something: every verb has a runner (or is passive),
    every runner a word, every event that lasts is set by the engine while it lasts, and every event
    is fired when it happens (the house-cards scenarios show each one in play)."""
    import re
    from pathlib import Path

    import interpreter.games.speakeasy as speakeasy
    from interpreter.games.speakeasy.vocabulary import EVENTS, VOCABULARY
    from interpreter.language.vocabulary import KEPT

    assert set(VOCABULARY.verbs) == set(speakeasy.GAME.verbs.run) | set(KEPT)
    engine = Path(speakeasy.__file__).parent
    source = "\n".join(p.read_text(encoding="utf-8") for p in engine.glob("*.py"))
    set_somewhere = set(re.findall(r"event=\"(\w+)\"", source))
    lasting = {name for name, e in EVENTS.items() if e.lasts}
    assert lasting <= set_somewhere, f"events never in progress: {sorted(lasting - set_somewhere)}"
    fired = set(re.findall(r"fire\(g, [^,]+, \"(\w+)\"", source))
    assert set(EVENTS) <= fired, f"events never fired: {sorted(set(EVENTS) - fired)}"


def test_every_quantity_and_noun_of_the_vocabulary_evaluates() -> None:
    """The checker accepts these words in any rules file; the evaluator must give each a number."""
    from interpreter.games.speakeasy.registry import Ctx
    from interpreter.games.speakeasy.vocabulary import NOUNS, QUANTITIES
    from interpreter.language.parser import parse
    from interpreter.machine.evaluate import value

    g = quiet_game(4).engine
    for word in [*QUANTITIES, *(f"count({noun}[])" for noun in NOUNS)]:
        assert isinstance(value(g, parse(word, "expr"), Ctx(0)), int), word


def test_a_modifier_said_to_be_read_during_one_event_is_read_only_then() -> None:
    """The text drops the `when EVENT:` of `when protect: modify influence +2` because the engine reads
    `influence` only while you protect (vocabulary.READ_DURING): every read must say so."""
    import re
    from pathlib import Path

    import interpreter.games.speakeasy as speakeasy
    from interpreter.games.speakeasy.vocabulary import READ_DURING

    source = "\n".join(p.read_text(encoding="utf-8") for p in Path(speakeasy.__file__).parent.glob("*.py"))
    reads = re.findall(r"modifier\(g, [^,()]+, \"(\w+)\"(?:, \"(\w+)\")?\)", source)
    for name, event in READ_DURING.items():
        found = [e for n, e in reads if n == name]
        assert found and set(found) == {event}, (name, found)
