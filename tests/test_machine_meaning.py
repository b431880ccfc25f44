"""What the machine's constructs mean, one assertion per rule, written to kill the survivors of the sampled
mutation run of issue 24 item 8 (docs/testing.md, "Mutation testing of the machine"): who is asked a `may`
and what "no" leaves; which options a `choose` offers (those that could do something, each once); how
often `repeat` runs; what `if`, `and`, `all`/`some`, a table per player count, `lowest` and `yours` read;
whose modifiers apply (a personal one never to another player, even when someone else's of the same
number is for everyone); which one-shot charges a player holds and which are spent; what a selector of
Speakeasy counts (whose, where, which); and what a view says of every face-down stack."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from interpreter.games.speakeasy.quantities import select
from interpreter.games.speakeasy.state import Building, GameState
from interpreter.games.speakeasy.views import HIDDEN_STACKS, known_hands
from interpreter.language.parser import parse, parse_cond, parse_expr
from interpreter.machine.copying import copier
from interpreter.machine.evaluate import Evaluator, value
from interpreter.machine.game import Game
from interpreter.machine.passives import charges, highest_possible, lowest_possible, modifier, number, unspent
from interpreter.machine.triggers import FIRE

from .conftest import GAME
from .teahouse import GAME as TEA
from .test_triggers import give, quiet, variant

TEA_RULES = TEA.load_rules()


def tea(players: int = 4, coins: int = 5) -> Game[Any]:
    """A Teahouse game put aside before its first question, every seat with the same coins."""
    game = Game.new(TEA, TEA_RULES, players, 3)
    game.dismiss()
    for p in game.state.seats:
        p.coins = coins
    game.state.log.clear()
    game.changed()
    return game


def run(game: Game[Any], text: str, *answers: str, seat: int = 0) -> list[list[str]]:
    """Perform an effect for a seat, giving the answers in order; the option ids of each question asked."""
    asked = []
    game.perform(parse(text), seat)
    for key in answers:
        assert game.decision is not None, f"no question left for {key!r}"
        assert game.decision.seat == seat, "the performer is asked"
        asked.append([o.id for o in game.decision.options])
        game.apply(key)
    assert game.decision is None, f"a question left over: {[o.id for o in game.decision.options]}"
    return asked


def coins(game: Game[Any]) -> list[int]:
    return [p.coins for p in game.state.seats]


# ------------------------------------------------------------------ effects: may, if, choose, repeat
def test_may_asks_its_performer_yes_or_no_and_no_leaves_everything_as_it_was() -> None:
    game = tea()
    game.perform(parse("may gain 2 coin"), 2)
    d = game.decision
    assert d is not None and d.seat == 2 and d.prompt.key == "prompt-may" and [o.id for o in d.options] == ["yes", "no"]
    game.apply("yes")
    assert coins(game) == [5, 5, 7, 5] and game.decision is None
    game.perform(parse("may gain 2 coin"), 2)
    assert game.decision is not None and game.decision.prompt.key == "prompt-may"  # asked again, the same question
    game.apply("no")
    assert coins(game) == [5, 5, 7, 5]


def test_may_over_a_step_that_can_do_nothing_is_not_asked() -> None:
    game = tea(coins=0)
    assert run(game, "may lose 1 coin") == [] and coins(game) == [0, 0, 0, 0]


@pytest.mark.parametrize(("cond", "answers", "asked"), [
    ("coins >= 5", ["option2"], [["option1", "option2"]]),  # the condition holds: both could do something
    ("coins >= 6", [], []),  # it does not: the `if` could do nothing, the one option left is done unasked
])
def test_choose_offers_an_if_only_when_its_condition_holds(cond: str, answers: list[str], asked: list[list[str]]) -> None:
    game = tea()
    assert run(game, f"choose {{ if {cond}: gain 1 coin | gain 2 coin }}", *answers) == asked
    assert coins(game) == [7, 5, 5, 5]


def test_choose_several_different_asks_again_without_the_one_done_and_stops_at_the_count() -> None:
    game = tea()
    asked = run(game, "choose 2 different { gain 1 coin | gain 2 coin | gain 4 coin }", "option3", "option1")
    assert asked == [["option1", "option2", "option3"], ["option1", "option2", "done"]]
    assert coins(game) == [10, 5, 5, 5]


@pytest.mark.parametrize(("times", "gained"), [(0, 0), (1, 1), (2, 2), (3, 3)])
def test_repeat_runs_its_body_exactly_that_many_times(times: int, gained: int) -> None:
    game = tea()
    run(game, f"repeat {times}: gain 1 coin")
    assert coins(game) == [5 + gained, 5, 5, 5]


def test_a_chosen_repeat_up_to_runs_once_at_once_then_asks_again_or_stop() -> None:
    game = tea()
    game.perform(parse("choose { repeat up to 3: gain 1 coin | gain 5 coin }"), 0)
    game.apply("option1")
    assert coins(game)[0] == 6, "choosing the repeat is doing it once"
    assert game.decision is not None and [o.id for o in game.decision.options] == ["again", "stop"]
    game.apply("again")
    assert coins(game)[0] == 7
    game.apply("stop")
    assert game.decision is None and coins(game)[0] == 7


# ------------------------------------------------------------------ numbers and conditions
def num(game: Game[Any], text: str, seat: int = 0, env: dict[str, Any] | None = None) -> int:
    return value(game.engine, parse_expr(text), TEA.context(seat), env)


@pytest.mark.parametrize(("players", "expected"), [(3, 30), (4, 40), (5, 50)])
def test_a_table_reads_its_player_count_and_the_last_entry_past_it(players: int, expected: int) -> None:
    game = tea(players)
    assert num(game, "{3: 30, 4: 40, 5: 50}") == expected
    assert num(game, "{2: 20, 3: 30}") == (30 if players >= 3 else 20), "a count past the table: its last entry"


def test_lowest_and_highest_and_yours_read_what_they_say() -> None:
    game = tea()
    for i, c in enumerate([4, 9, 2, 7]):
        game.state.seats[i].coins = c
    game.changed()
    assert num(game, "lowest(coins, 3)") == 3 and num(game, "highest(coins, 3)") == 4
    assert num(game, "lowest(coins + 1, coins * 2)", seat=2) == 3
    run(game, "as each opponent where coins > yours(coins): gain 1 coin", seat=3)
    assert coins(game) == [4, 10, 2, 7], "only who has more than the owner (seat 3, 7 coins)"


@pytest.mark.parametrize(("cond", "holds"), [
    ("coins >= 5 and coins <= 5", True), ("coins >= 5 and coins < 5", False), ("coins > 5 and coins <= 5", False),
    ("coins > 5 or coins == 5", True), ("not coins == 5", False),
    ("all(t in tea[kept], coins >= 5)", True), ("some(t in tea[kept], coins > 5)", False),
])
def test_conditions_join_and_quantify_as_written(cond: str, holds: bool) -> None:
    game = tea()
    game.state.seats[0].kept = ["tea_puer", "tea_white"]
    game.changed()
    from interpreter.machine.evaluate import holds as holds_

    assert holds_(game.engine, parse_cond(cond), TEA.context(0)) is holds


def test_all_is_every_match_and_some_is_one_match() -> None:
    game = quiet_speakeasy()
    s = game.state
    s.districts[2].spaces[0] = Building(0, "speakeasy", slot=0, protected=True)
    s.districts[3].spaces[0] = Building(0, "speakeasy", slot=1)
    game.changed()
    ev = Evaluator(game.engine, GAME.context(0), {})
    protected = "count(building[mine protected district=d]) >= 1"
    assert ev.cond(parse_cond(f"some(d in district[mine], {protected})"))
    assert not ev.cond(parse_cond(f"all(d in district[mine], {protected})"))


def test_an_amount_reads_the_variables_it_is_given() -> None:
    game = quiet_speakeasy()
    s = game.state
    s.districts[2].spaces[0] = Building(0, "speakeasy", slot=0)
    s.districts[3].spaces[0] = Building(0, "speakeasy", slot=1)
    game.changed()
    d = s.districts[2]
    text = parse_expr("count(building[mine district=d])")
    assert value(game.engine, text, GAME.context(0), {"d": d}) == 1, "d is the variable, not a word"


# ------------------------------------------------------------------ whose modifier, which charges
CRATES = {
    "crate_m_personal_goons": "modify board.goons.costs -1",
    "crate_m_goons_for_all": "modify board.goons.costs -2 everyone",
    "crate_m_defend_once": "once: auto_defend casino",
    "crate_m_assist_once": "once: free_assist",
    "crate_m_kept_and_once": "modify sell_limit +1; once: gain $10",
    "crate_m_dear_goons": "modify board.goons.costs +3",
    "crate_m_on_sale": "when sell: gain $2",
    "crate_m_end_ledger": "when round_end: gain 1 ledger",
    "crate_m_end_influence": "when round_end: gain 1 influence",
    "crate_m_end_cash": "when round_end: gain $1",
}


@pytest.fixture(scope="module")
def crates(tmp_path_factory: pytest.TempPathFactory) -> object:
    return GAME.load_rules(None, [variant(tmp_path_factory.mktemp("m"), CRATES)])


def quiet_speakeasy(rules: object = None) -> Game[GameState]:
    return quiet(rules if rules is not None else GAME.load_rules())


def test_a_personal_modifier_stays_personal_where_another_of_that_number_is_for_everyone(crates: object) -> None:
    game = quiet(crates)
    give(game, 1, "crate_m_personal_goons")  # seat 1's own: -1
    give(game, 2, "crate_m_goons_for_all")   # seat 2's, for everyone: -2
    assert [modifier(game.engine, s, "board.goons.costs") for s in range(4)] == [-2, -3, -2, -2]


def test_a_number_of_the_rules_cut_below_nothing_is_nothing_unless_a_floor_is_given(crates: object) -> None:
    game = quiet(crates)
    give(game, 2, "crate_m_goons_for_all")  # -2 for everyone
    g = game.engine
    assert [number(g, s, "board.goons.costs", 1) for s in range(4)] == [0, 0, 0, 0]
    assert number(g, 0, "board.goons.costs", 1, least=-5) == -1
    assert number(g, 0, "board.goons.costs", 5) == 3


def test_the_bounds_of_a_number_are_its_base_with_every_rise_or_every_cut_of_the_rules(crates: object) -> None:
    assert highest_possible(crates, "board.goons.costs", 5) == 8  # +3 only
    assert lowest_possible(crates, "board.goons.costs", 5) == 2   # -1 and -2


def test_a_player_s_charges_of_a_verb_are_theirs_until_spent(crates: object) -> None:
    game = quiet(crates)
    give(game, 0, "crate_m_defend_once", "crate_m_assist_once", "crate_m_kept_and_once")
    g = game.engine
    assert [c for c, _ in charges(g, 0, "auto_defend")] == ["crate_m_defend_once#0"]
    assert [c for c, _ in charges(g, 0, "free_assist")] == ["crate_m_assist_once#0"]
    assert charges(g, 1, "auto_defend") == []
    held = [comp for comp, _ in unspent(g, 0)]
    assert held == ["crate_m_defend_once", "crate_m_assist_once", "crate_m_kept_and_once"], "the once: steps only"
    GAME.spent(g, 0).append("crate_m_defend_once#0")
    game.changed()
    assert charges(g, 0, "auto_defend") == []
    assert [comp for comp, _ in unspent(g, 0)] == ["crate_m_assist_once", "crate_m_kept_and_once"]


def test_a_charge_merely_run_does_nothing(crates: object) -> None:
    game = quiet(crates)
    give(game, 0, "crate_m_defend_once")
    before = list(game.state.log)
    game.perform(parse("once: auto_defend casino"), 0)
    assert game.decision is None and game.state.log == before


# ------------------------------------------------------------------ what Speakeasy's selectors count
def _table() -> Game[GameState]:
    """Seat 0's speakeasy in district 1 and nightclub in 8, seat 1's speakeasy in 7; no police anywhere
    (every building operates)."""
    game = quiet_speakeasy()
    s = game.state
    for d in s.districts.values():
        d.police = 0
    s.districts[1].spaces[0] = Building(0, "speakeasy", slot=0)   # downtown
    s.districts[7].spaces[0] = Building(1, "speakeasy", slot=0)
    s.districts[8].spaces[0] = Building(0, "nightclub")
    game.changed()
    return game


def count(game: Game[GameState], sel: str, seat: int = 0) -> int:
    return Evaluator(game.engine, GAME.context(seat), {}).num(parse_expr(f"count({sel})"))


def test_a_building_selector_filters_by_owner_and_borough() -> None:
    game = _table()
    s = game.state
    borough = s.districts[1].borough
    assert s.districts[7].borough != borough or s.districts[8].borough != borough, "the test needs two boroughs"
    here = sum(1 for d, _, b in s.buildings(None) if d.borough == borough and b.owner != -1)
    assert count(game, "building[others]") == 1 and count(game, "building[others]", seat=1) == 2
    assert count(game, f"building[borough={borough}]") == here
    assert count(game, f"building[mine borough={borough}]") == sum(
        1 for d, _, b in s.buildings(0) if d.borough == borough)


def test_a_district_selector_counts_every_district_or_the_blocked_ones() -> None:
    game = _table()
    s = game.state
    every = len(s.districts)
    for d in s.districts.values():
        d.blocked = d.id == 5
    game.changed()
    assert count(game, "district[]") == every and count(game, "district[blocked]") == 1
    assert count(game, "district[mine]") == 2 and count(game, "district[mine]", seat=1) == 1


def test_ledgers_placed_and_unplaced_are_the_player_s_own() -> None:
    game = quiet_speakeasy()
    s = game.state
    objective = next(iter(s.borough_objectives.values()))
    s.ledgers_on = {objective: [0, 1, 1]}
    s.players[0].ledgers, s.players[1].ledgers = 4, 0
    game.changed()
    assert [count(game, "ledger[placed]", seat) for seat in (0, 1, 2)] == [1, 2, 0]
    assert [count(game, "ledger[unplaced]", seat) for seat in (0, 1)] == [4, 0]
    assert [count(game, "ledger[]", seat) for seat in (0, 1)] == [5, 2]


def test_family_members_at_the_docks_by_area_and_owner() -> None:
    game = quiet_speakeasy()
    s = game.state
    keys = sorted(s.docks)
    area = keys[0].split(":")[1]
    same = [k for k in keys if k.split(":")[1] == area]
    other = next(k for k in keys if k.split(":")[1] != area)
    for k in keys:
        s.docks[k] = None
    s.docks[same[0]], s.docks[other] = 0, 0
    if len(same) > 1:
        s.docks[same[1]] = 1
    game.changed()
    everyone = 2 + (len(same) > 1)
    assert count(game, "family_member[dock]") == everyone and count(game, "family_member[dock]", seat=2) == everyone
    assert count(game, "family_member[mine dock]") == 2 and count(game, "family_member[mine dock]", seat=2) == 0
    assert count(game, f"family_member[dock={area}]") == 1 + (len(same) > 1)
    assert count(game, f"family_member[mine dock={area}]") == 1
    assert count(game, f"family_member[others dock={area}]") == (len(same) > 1)


def test_cards_in_hand_or_on_the_board_and_trucks_placed() -> None:
    game = quiet_speakeasy()
    p = game.state.players[0]
    vip, party, still, fleet = p.hand  # one card of each kind, dealt at setup
    p.hand, p.board_cards["vip"] = [party, still, fleet], vip  # one played on the board, three in hand
    game.changed()
    assert count(game, "card[hand]") == 3 and count(game, "card[board]") == 1 and count(game, "card[]") == 4
    assert count(game, "card[hand kind=party]") == 1 and count(game, "card[board kind=party]") == 0
    p.trucks = [3, None]
    game.changed()
    assert count(game, "truck[placed]") == 1 and count(game, "truck[]") == 2


def test_select_yields_each_building_with_its_district() -> None:
    game = _table()
    ev = Evaluator(game.engine, GAME.context(0), {})
    got = sorted((d, b.kind) for d, b in select(ev, parse_expr("count(building[mine])").args[0]))  # type: ignore[attr-defined]
    assert got == [(1, "speakeasy"), (8, "nightclub")]


# ------------------------------------------------------------------ what a view says
def test_a_view_gives_every_face_down_stack_s_size_and_none_of_its_order() -> None:
    game = Game.new(GAME, GAME.load_rules(), 3, 2)
    s = game.state
    data = game.view(1).to_dict()
    for key in HIDDEN_STACKS:
        assert key not in data, key
        stack = getattr(s, key)
        if key == "tile_stack":
            assert data["tile_stack_sizes"] == [len(row) for row in stack]
        elif isinstance(stack, dict):
            assert data[key + "_sizes"] == {k: len(v) for k, v in stack.items()}, key
        else:
            assert data[key + "_size"] == len(stack), key


def test_a_view_lists_the_map_s_buildings_of_one_owner_or_all() -> None:
    game = _table()
    view = game.view(2)
    assert [(d.id, b.kind) for d, _, b in view.buildings(0)] == [(1, "speakeasy"), (8, "nightclub")]
    assert len(view.buildings()) == len(game.state.buildings(None))


def test_a_spectator_is_told_the_known_hands_of_every_seat_and_a_player_of_the_others() -> None:
    game = Game.new(GAME, GAME.load_rules(), 3, 2)
    assert sorted(known_hands(game.engine, None)) == [0, 1, 2]
    for seat in range(3):
        assert sorted(known_hands(game.engine, seat)) == [s for s in range(3) if s != seat]


# ------------------------------------------------------------------ triggers
def test_a_sale_that_sold_nothing_wakes_no_when_sell(crates: object) -> None:
    game = quiet(crates)
    give(game, 0, "crate_m_on_sale")
    cash = game.state.players[0].cash
    since = len(game.state.log)
    game.run_task(FIRE, 0, ("sell", 0, (), "sell", since))  # nothing was logged as sold since
    assert game.state.players[0].cash == cash
    game.state.log.append(("sell", {"seat": 1}))  # another seat's sale is not this one's
    game.run_task(FIRE, 0, ("sell", 0, (), "sell", since))
    assert game.state.players[0].cash == cash
    game.state.log.append(("sell", {"seat": 0}))
    game.run_task(FIRE, 0, ("sell", 0, (), "sell", since))
    assert game.state.players[0].cash == cash + 2


def test_a_player_with_three_triggers_on_one_event_runs_each_once_in_the_order_chosen(crates: object) -> None:
    game = quiet(crates)
    give(game, 0, "crate_m_end_ledger", "crate_m_end_influence", "crate_m_end_cash")
    p = game.state.players[0]
    before = (p.ledgers, p.influence_tokens, p.cash)
    game.run_task(FIRE, 0, ("round_end", 0, (), None, len(game.state.log)))
    asked = []
    while game.decision is not None:
        assert game.decision.seat == 0
        ids = [o.id for o in game.decision.options]
        asked.append([i.split(":")[1] for i in ids])
        game.apply(ids[0])
    assert asked == [["crate_m_end_ledger", "crate_m_end_influence", "crate_m_end_cash"],
                     ["crate_m_end_influence", "crate_m_end_cash"]], "the one chosen leaves; the last runs unasked"
    assert (p.ledgers, p.influence_tokens, p.cash) == (before[0] + 1, before[1] + 1, before[2] + 1)


# ------------------------------------------------------------------ copying
@dataclasses.dataclass
class Node:
    """A tree of one dataclass: the copier writes one function for it, called for each child."""

    name: str
    children: list[Node] = dataclasses.field(default_factory=list)


def test_the_copier_copies_a_dataclass_that_holds_itself() -> None:
    tree = Node("a", [Node("b", [Node("c")]), Node("d")])
    twin = copier(Node)(tree)
    assert twin == tree and twin is not tree
    assert twin.children[0] is not tree.children[0] and twin.children[0].children is not tree.children[0].children
