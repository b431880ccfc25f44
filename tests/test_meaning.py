"""What the core's machine means, asserted on a game that is not Speakeasy (Teahouse, tests/teahouse) and on
Speakeasy: whose modifier applies, which seat goes first, whose things a selector counts, who is asked a
question, who wins. Each would fail under a wrong core that still plays legal games (the survivors of
issue 24's hand-made mutants: a player's modifier applied to another, triggers ordered from the wrong seat,
a selector counting every player's things, a tie broken the other way)."""

from __future__ import annotations

from typing import Any

import pytest

from interpreter.games.speakeasy.state import Building
from interpreter.language.parser import parse, parse_expr
from interpreter.machine.evaluate import Evaluator
from interpreter.machine.game import Game
from interpreter.machine.passives import modifier
from interpreter.machine.players import group

from .conftest import GAME, quiet_game
from .teahouse import GAME as TEA
from .teahouse import INFORMANT, MERCHANT, winners

RULES = TEA.load_rules()


def table(players: int = 5, seed: int = 4, **hands: list[str]) -> Game[Any]:
    """A Teahouse game put aside before its first question, every seat with 5 coins and the hands given
    (``h0=[...]``), nothing kept."""
    game = Game.new(TEA, RULES, players, seed)
    game.dismiss()
    for i, p in enumerate(game.state.seats):
        p.coins, p.kept = 5, []
        p.hand = list(hands.get(f"h{i}", ["tea_longjing"]))
    game.state.log.clear()
    game.changed()
    return game


def keep(game: Game[Any], seat: int, *teas: str) -> None:
    game.state.seats[seat].kept.extend(teas)
    game.changed()


def coins(game: Game[Any]) -> list[int]:
    return [p.coins for p in game.state.seats]


def lines(game: Game[Any], key: str) -> list[dict[str, Any]]:
    return [a for k, a in game.log if k == key]


# ------------------------------------------------------------------ whose modifier
def test_a_kept_modifier_is_its_keeper_s_and_no_one_else_s() -> None:
    game = table()
    keep(game, 0, "tea_chrysanthemum")  # `modify refusal +2`: refused, seat 1 takes 2 coins more
    assert [modifier(game.engine, s, "refusal") for s in range(5)] == [2, 0, 0, 0, 0]
    game.run_task("ask", 0, 1, "refuse")  # seat 1 refuses seat 0: pays 1 + seat 0's 2
    assert coins(game) == [8, 2, 5, 5, 5]
    game.run_task("ask", 1, 0, "refuse")  # seat 0 refuses seat 1: seat 1 has no modifier, pays the 1 of the rules
    assert coins(game) == [7, 3, 5, 5, 5]


# ------------------------------------------------------------------ which seat first
def test_everyone_s_event_runs_each_keeper_s_trigger_in_turn_order_from_the_active_player() -> None:
    game = table()
    order = game.state.order()
    for seat in range(5):
        keep(game, seat, "tea_white")  # `when round_end: gain 1 coin`
    active = order[2]  # the middle of the turn order, so "from the first seat" and "from the active one" differ
    game.run_task("round_end", active)
    assert [a["seat"] for a in lines(game, "gain")] == order[2:] + order[:2]
    assert coins(game) == [6] * 5


def test_a_player_s_event_wakes_its_subject_s_trigger_not_the_asker_s() -> None:
    game = table(h1=["tea_oolong", "tea_stale"])
    keep(game, 0, "tea_puer")  # `when asked: gain 2 coin`: the asker keeps one too
    keep(game, 1, "tea_puer")
    game.run_task("ask", 0, 1)
    decision = game.decision
    assert decision is not None and decision.seat == 1, "the question goes to the player asked"
    assert [o.id for o in decision.options] == ["give:tea_oolong", "give:tea_stale", "refuse"], "their hand, not the asker's"
    game.apply("give:tea_stale")
    assert coins(game) == [5, 7, 5, 5, 5] and game.state.seats[0].hand == ["tea_longjing", "tea_stale"]
    assert [a["seat"] for a in lines(game, "gain")] == [1]
    given = lines(game, "given")
    assert given == [{"seat": 1, "to": 0, "card": "tea_stale", "audience": (1, 0)}]
    assert [g for g in game.view(2).log if g[0] == "given"] == [] and game.view(0).log[-2][0] == "given"


def test_each_opponent_goes_round_the_table_from_the_owner() -> None:
    game = table()
    game.perform(parse("as each opponent: lose 1 coin"), 3)
    assert coins(game) == [4, 4, 4, 5, 4]
    expected = group(game.engine, TEA.context(3), "opponent")
    order = game.state.order()
    at = order.index(3)
    assert expected == [s for s in order[at:] + order[:at] if s != 3]
    assert [a["seat"] for a in lines(game, "lose")] == expected


# ------------------------------------------------------------------ whose things
def test_a_selector_of_one_s_own_things_counts_only_the_owner_s() -> None:
    game = table()
    keep(game, 0, "tea_puer", "tea_white")
    keep(game, 1, "tea_puer", "tea_white", "tea_chrysanthemum")
    game.perform(parse("gain (1 * count(tea[kept])) coin"), 0)
    assert coins(game) == [7, 5, 5, 5, 5]
    ev = Evaluator(game.engine, TEA.context(1), {})
    assert ev.num(parse_expr("count(tea[kept])")) == 3 and ev.num(parse_expr("most(coins)")) == 7


def test_a_speakeasy_selector_of_mine_counts_the_acting_player_s_buildings_only() -> None:
    game = quiet_game()
    s = game.state
    s.districts[2].spaces[0] = Building(0, "speakeasy", slot=0)
    s.districts[3].spaces[0] = Building(1, "speakeasy", slot=0)
    s.districts[4].spaces[0] = Building(1, "nightclub")
    game.changed()
    mine, everyone = parse_expr("count(building[mine])"), parse_expr("count(building[])")
    assert [Evaluator(game.engine, GAME.context(seat), {}).num(mine) for seat in (0, 1, 2)] == [1, 2, 0]
    assert Evaluator(game.engine, GAME.context(0), {}).num(everyone) == 3


def test_a_speakeasy_crate_s_modifier_is_its_owner_s() -> None:
    game = quiet_game()
    crate = next(c.id for c in game.rules.lists["crates"] if "sell_limit" in str(c.back))
    game.state.players[2].crates.append(crate)
    game.changed()
    assert [modifier(game.engine, s, "sell_limit") for s in range(4)] == [0, 0, 1, 0]


# ------------------------------------------------------------------ who wins
@pytest.mark.parametrize(("hands", "money", "roles", "won"), [
    # the richest clean players share the win; stale tea keeps the top score from it
    ({}, [5, 9, 9, 2, 4], None, [1, 2]),
    ({"h1": ["tea_stale"]}, [5, 9, 7, 2, 4], None, [2]),
    # every merchant holds stale tea: the informant alone, even with the fewest coins
    ({f"h{i}": ["tea_stale"] for i in (0, 1, 2, 4)}, [5, 9, 7, 1, 4], {3: INFORMANT}, [3]),
    # and if the informant does too, nobody
    ({f"h{i}": ["tea_stale"] for i in range(5)}, [5, 9, 7, 1, 4], {3: INFORMANT}, []),
])
def test_who_wins_is_not_always_the_top_score(hands: dict[str, list[str]], money: list[int],
                                              roles: dict[int, str] | None, won: list[int]) -> None:
    game = table(**hands)
    for i, p in enumerate(game.state.seats):
        p.coins = money[i]
        p.role = (roles or {0: INFORMANT}).get(i, MERCHANT)
    game.state.over = True
    assert winners(game.engine) == won
    game.state.raided = True
    assert winners(game.engine) == [], "nobody wins a raided teahouse"


def test_a_round_ending_with_too_much_stale_tea_poured_brings_the_inspectors() -> None:
    game = table()
    game.state.discard = ["tea_stale"] * (RULES.game.raid - 1)
    game.run_task("round_end", 0)
    assert not game.state.raided
    game.state.discard.append("tea_stale")
    game.run_task("round_end", 0)
    assert game.state.raided and lines(game, "raid") == [{"stale": RULES.game.raid}]
