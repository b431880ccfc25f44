"""Layer 4b: what a component can invent (issue 13) — triggers, players as targets, transfers, rule
numbers, control and once — run by the core machine on Speakeasy's table.

Each test gives players components of a small variant written here (crate backs: they stay with a
player and are read by nothing else), makes something happen, and checks who did what, in which order.
The shipped `house-cards` variant has one scenario per component in tests/scenarios/house_*.yaml.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.errors import RulesError
from interpreter.games.speakeasy.state import GameState
from interpreter.machine.game import Game
from interpreter.machine.passives import abilities, modifier, number
from interpreter.machine.triggers import MAX_CHAIN, TriggerLoop

from .conftest import GAME, option_ids, perform

CRATES = {  # crate id -> its back (what stays with the player who won it)
    "crate_t_ledger_at_round_end": "when round_end: gain 1 ledger",
    "crate_t_influence_at_round_end": "when round_end: gain 1 influence",
    "crate_t_when_another_sells": "when another sell: gain $1",
    "crate_t_when_i_sell": "when sell: gain $2",
    "crate_t_copy_on_produce": "when produce: copy helper",
    "crate_t_once_on_deliver": "when deliver: once: gain 1 ledger",
    "crate_t_ability": "once: gain $10",
    "crate_t_safe_one_to_one": "modify game.safe_rate -1",
    "crate_t_cheap_goons_for_all": "modify board.goons.costs -2 everyone",
}


def variant(tmp_path: Path, crates: dict[str, str] = CRATES) -> Path:
    lines = ["variant:", "  name: t", "  description: test crates", "change:",
             f"  game.components.crate: {18 + len(crates)}", "add:", "  crates:"]
    for cid, back in crates.items():
        lines += [f"    - id: {cid}", '      cash: "1"', f'      back: "{back}"', "      reconstructed: test"]
    path = tmp_path / "t.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> object:
    return GAME.load_rules(None, [variant(tmp_path_factory.mktemp("t"))])


def quiet(rules: object, players: int = 4, seed: int = 1) -> Game[GameState]:
    game = Game.new(GAME, rules, players, seed)
    game.dismiss()
    return game


def give(game: Game[GameState], seat: int, *crates: str) -> None:
    game.state.players[seat].crates.extend(crates)
    game.changed()


def log_of(game: Game[GameState], key: str) -> list[dict[str, object]]:
    return [args for k, args in game.state.log if k == key]


# ------------------------------------------------------------------ triggers
def test_an_event_of_everyone_runs_each_players_trigger_in_turn_order(table: object) -> None:
    game = quiet(table)
    order = game.state.order()
    for seat in order:
        give(game, seat, "crate_t_ledger_at_round_end")
    before = [p.ledgers for p in game.state.players]
    game.state.log.clear()
    game.run_task("fire", -1, ("round_end", -1, (), None, 0))
    assert [p.ledgers - b for p, b in zip(game.state.players, before, strict=True)] == [1, 1, 1, 1]
    assert [args["seat"] for args in log_of(game, "gain")] == order


def test_an_event_of_everyone_starts_with_the_active_player_and_goes_on_in_turn_order(table: object) -> None:
    """Who was acting when the event happened goes first (D-52), not the first seat in turn order."""
    game = quiet(table)
    order = game.state.order()
    for seat in order:
        give(game, seat, "crate_t_ledger_at_round_end")
    game.state.log.clear()
    active = order[2]
    game.run_task("fire", active, ("round_end", active, (), None, 0))
    assert [args["seat"] for args in log_of(game, "gain")] == order[2:] + order[:2]


def test_a_player_with_several_triggers_on_one_event_chooses_their_order(table: object) -> None:
    game = quiet(table)
    give(game, 2, "crate_t_ledger_at_round_end", "crate_t_influence_at_round_end")
    game.run_task("fire", -1, ("round_end", -1, (), None, 0))
    assert game.decision is not None and game.decision.kind == "trigger_order" and game.decision.seat == 2
    assert option_ids(game) == ["trigger:crate_t_ledger_at_round_end:0", "trigger:crate_t_influence_at_round_end:1"]
    game.state.log.clear()
    game.apply("trigger:crate_t_influence_at_round_end:1")  # influence first, then the ledger without asking
    assert [k for k, _ in game.state.log] == ["gain", "gain"]
    assert [a["what"] for a in log_of(game, "gain")] == ["influence", "ledger"]
    assert game.decision is None


def test_another_wakes_for_the_other_players_only_and_the_subject_first(table: object) -> None:
    game = quiet(table)
    give(game, 0, "crate_t_when_another_sells", "crate_t_when_i_sell")
    give(game, 1, "crate_t_when_another_sells")
    cash = [p.cash for p in game.state.players]
    game.run_task("fire", 0, ("sell", 0, (), None, 0))  # player 1 (seat 0) sold
    assert [p.cash - c for p, c in zip(game.state.players, cash, strict=True)] == [2, 1, 0, 0]
    game.run_task("fire", 1, ("sell", 1, (), None, 0))  # player 2 sold: player 1's `when another sell` wakes
    assert [p.cash - c for p, c in zip(game.state.players, cash, strict=True)] == [3, 1, 0, 0]


def test_a_trigger_that_fires_once_runs_the_first_time_for_each_owner(table: object) -> None:
    game = quiet(table)
    give(game, 0, "crate_t_once_on_deliver")
    give(game, 1, "crate_t_once_on_deliver")
    for _ in range(3):
        game.run_task("fire", 0, ("deliver", 0, (), None, 0))
        game.run_task("fire", 1, ("deliver", 1, (), None, 0))
    assert [p.ledgers for p in game.state.players[:2]] == [1, 1]
    assert len(game.state.players[0].spent_charges) == 1


def test_a_loop_the_check_cannot_see_stops_with_a_rules_error_naming_the_component(table: object) -> None:
    """`copy` makes no event happen as far as the checker knows; copying the display's produce helper does.
    The chain stops after MAX_CHAIN triggers with an error, never a hang."""
    from interpreter.games.speakeasy.state import Building

    game = quiet(table)
    give(game, 0, "crate_t_copy_on_produce")
    district = next(d for d in game.state.districts.values() if None in d.spaces and not d.police and not d.blocked)
    district.spaces[district.spaces.index(None)] = Building(0, "still")
    game.state.helper_display[:] = ["helper_produce"]
    game.state.supply_barrels = 1000
    game.changed()
    with pytest.raises(TriggerLoop, match="crate_t_copy_on_produce") as err:
        perform(game, 0, "produce")
    assert err.value.component == "crate_t_copy_on_produce" and err.value.event == "produce"
    assert game.state.players[0].still_barrels == 2 * (MAX_CHAIN + 1)  # 2 a production (Still 1): the first, one per trigger


def test_a_loop_between_components_is_refused_by_the_check_at_the_variant(tmp_path: Path) -> None:
    path = variant(tmp_path, {"crate_a": "when sell: produce", "crate_b": "when produce: sell"})
    with pytest.raises(RulesError) as err:
        GAME.load_rules(None, [path])
    text = str(err.value)
    assert f"{path}:" in text and "would set each other off forever: crate_a ('when sell:') → crate_b" in text


# ------------------------------------------------------------------ players as targets
def test_each_opponent_goes_round_from_the_owner_and_where_filters_them(table: object) -> None:
    game = quiet(table)
    order = game.state.order()
    owner = order[1]
    for i, p in enumerate(game.state.players):
        p.cash = 10 + i
    game.changed()
    game.state.log.clear()
    perform(game, owner, "as each opponent where cash >= 11: give $1 to you")
    expected = [s for s in order[2:] + order[:1] if game.state.players[s].cash + 1 >= 11]
    assert [a["seat"] for a in log_of(game, "give_money")] == expected
    assert all(a["to"] == owner for a in log_of(game, "give_money"))


def test_a_chosen_player_is_one_of_those_the_condition_allows_and_who_could_do_it(table: object) -> None:
    game = quiet(table)
    for p in game.state.players:
        p.cash, p.safe = 0, 0
    game.state.players[2].cash = 5
    game.state.players[3].cash = 5
    game.changed()
    perform(game, 0, "as an opponent where cash >= 1: give $3 to you")
    assert game.decision is not None and game.decision.kind == "player" and option_ids(game) == ["player:3", "player:4"]
    game.apply("player:4")
    assert (game.state.players[0].cash, game.state.players[3].cash) == (3, 2)
    game.state.players[2].cash = 0
    game.changed()
    perform(game, 0, "as an opponent where cash >= 1: give $3 to you")  # only player 4 is left: no question
    assert game.decision is None and game.state.players[0].cash == 5


def test_give_takes_only_what_the_giver_has_money_through_the_safe_and_goons_into_empty_spaces(table: object) -> None:
    game = quiet(table)
    a, b = game.state.players[0], game.state.players[1]
    a.cash, a.safe, b.cash = 1, 5, 0
    game.changed()
    perform(game, 0, "give $5 to displacer", roles=(("displacer", 1),))  # $1 cash + $2 from the safe at 2:1 ($4)
    assert (a.cash, a.safe, b.cash) == (0, 1, 3)
    a.goons, b.goons = 3, len(game.rules.board.goons.costs) - 1
    game.changed()
    perform(game, 0, "give 3 goon to displacer", roles=(("displacer", 1),))
    assert (a.goons, b.goons) == (2, len(game.rules.board.goons.costs))
    hand = list(a.hand)
    perform(game, 0, "give 1 card to displacer", f"card:{hand[-1]}", roles=(("displacer", 1),))
    assert hand[-1] in b.hand and hand[-1] not in a.hand
    assert all("card" not in args for args in log_of(game, "give_card"))  # which card stays between the two


def test_numbers_of_every_player(table: object) -> None:
    game = quiet(table)
    for i, p in enumerate(game.state.players):
        p.cash = [4, 9, 2, 9][i]
    game.changed()
    perform(game, 0, "if cash < opponents_least(cash) + 3 and most(cash) == 9: gain 1 ledger")
    assert game.state.players[0].ledgers == 1
    perform(game, 2, "as each opponent where cash > yours(cash) + 5: gain 1 influence")
    assert [p.influence_tokens for p in game.state.players] == [0, 1, 0, 1]


# ------------------------------------------------------------------ rule numbers, once
def test_a_passive_changes_a_number_of_the_rules_for_its_owner_or_for_everyone(table: object) -> None:
    game = quiet(table)
    g = game.engine
    give(game, 1, "crate_t_safe_one_to_one")
    give(game, 2, "crate_t_cheap_goons_for_all")
    base = game.rules.game.safe_rate
    assert [number(g, s, "game.safe_rate", base, least=1) for s in range(4)] == [2, 1, 2, 2]
    assert [modifier(g, s, "board.goons.costs") for s in range(4)] == [-2, -2, -2, -2]
    p = game.state.players[1]
    p.cash, p.safe = 0, 3
    game.changed()
    perform(game, 1, "pay $3")  # 1:1 from the safe
    assert p.safe == 0


def test_an_ability_is_offered_with_the_helpers_once(table: object) -> None:
    game = quiet(table)
    give(game, 0, "crate_t_ability")
    assert [c for c, _ in abilities(game.engine, 0)] == ["crate_t_ability"]
    cash = game.state.players[0].cash
    game.run_task("helper_step", 0)
    assert "ability:crate_t_ability" in option_ids(game)
    game.apply("ability:crate_t_ability")
    assert game.state.players[0].cash == cash + 10 and abilities(game.engine, 0) == []
    assert game.view(0).to_dict()["players"][0]["once_unspent"] == []
    game.run_task("helper_step", 0)
    assert game.decision is None or "ability:crate_t_ability" not in option_ids(game)


def test_a_view_shows_each_players_unspent_once(table: object) -> None:
    game = quiet(table)
    give(game, 3, "crate_t_ability")
    seen = game.view(0).to_dict()["players"][3]["once_unspent"]
    assert seen == [{"component": "crate_t_ability", "effect": "gain $10"}]
