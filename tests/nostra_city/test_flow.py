"""Nostra City's flow through the Python API, at 3, 4 and 5 players (5 is played through the API and the
tests: the command line still takes 2-4 until the core reads a game's player counts, issue 24)."""

from __future__ import annotations

import random

import pytest

from interpreter.games.nostra_city import GAME
from interpreter.games.nostra_city.registry import Ask
from interpreter.harness.saves import Save, replay
from interpreter.harness.simulate import seat_bots
from interpreter.machine.game import Game

from .helpers import quiet, read, rules, whole

PHASES = ["business", "meeting", "influence", "social"]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("bots", ["random", "greedy"])
def test_a_whole_game_holds_its_invariants_after_every_decision(players: int, bots: str) -> None:
    game = Game.new(GAME, rules(), players, 40 + players)
    seats = seat_bots(GAME, [bots] * players, 40 + players)
    assert game.violations() == []
    while not game.is_over:
        d = game.decision
        assert d is not None and d.options
        ids = [o.id for o in d.options]
        assert len(ids) == len(set(ids)), ids
        game.apply(seats[d.seat](game.view(d.seat), d))
        assert game.violations() == [], (len(game.decisions), game.violations())
    assert game.scores is not None and len(game.scores) == players
    assert game.scores == [p.respect for p in game.state.players]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_six_months_of_four_phases_then_the_final_trial(players: int) -> None:
    game = whole(players, 7)
    months = [a["month"] for k, a in game.log if k == "month"]
    assert months == [1, 2, 3, 4, 5, 6]
    phases = [a["phase"] for k, a in game.log if k == "phase"]
    assert phases == PHASES * 5 + PHASES[:3]  # month 6 has no Social: the Final Trial instead
    trials = [a["which"] for k, a in game.log if k == "trial_begins"]
    assert trials == ["first", "final"]
    first = next(i for i, (k, a) in enumerate(game.log) if k == "trial_begins")
    after_month_3 = next(i for i, (k, a) in enumerate(game.log) if k == "month_end" and a["month"] == 3)
    start_month_4 = next(i for i, (k, a) in enumerate(game.log) if k == "month" and a["month"] == 4)
    assert after_month_3 < first < start_month_4
    assert [k for k, _ in game.log][-2:] == ["verdict", "outcome"]


def test_the_game_is_determined_by_its_seed_and_decisions_and_a_save_replays() -> None:
    game = whole(5, 11)
    again = whole(5, 11)
    assert again.state_hash() == game.state_hash() and again.decisions == game.decisions
    save = Save(game="nostra_city", players=5, seed=11, decisions=game.decisions, rules_fingerprint=rules().fingerprint,
                variants=[], state_hash=game.state_hash(), over=True)
    assert replay(GAME, rules(), save).state_hash() == game.state_hash()


def test_a_clone_plays_on_independently() -> None:
    game = Game.new(GAME, rules(), 4, 3)
    rng = random.Random(3)
    for _ in range(60):
        game.apply(rng.choice(game.legal_options()))
    twin = game.clone()
    assert twin.state_hash() == game.state_hash()
    key = game.legal_options()[-1].id
    twin.apply(key)
    assert twin.state_hash() != game.state_hash()
    game.apply(key)
    assert twin.state_hash() == game.state_hash()


def test_an_illegal_decision_changes_nothing() -> None:
    game = Game.new(GAME, rules(), 3, 1)
    before = game.state_hash()
    with pytest.raises(ValueError, match="legal options"):
        game.apply("deal:nowhere:dice")
    assert game.state_hash() == before and game.decision is not None


def test_a_wiseguy_acts_once_a_month_and_untaps_in_the_social_phase() -> None:
    game = quiet(3, 2, **{"players.1.wiseguys": ["wiseguy_tony_baldini"], "players.1.turfs": ["turf_queens_dice"]})
    game.run_task("business_turn", 0)
    game.apply("deal:turf_queens_dice:dice")
    assert read(game, "players.1.tapped") == ["wiseguy_tony_baldini"]
    assert read(game, "players.1.tapped_turfs") == ["turf_queens_dice"]
    game.dismiss()
    game.run_task("meeting_turn", 0)
    assert game.decision is None  # no untapped wiseguy: nothing to bid with
    game.run_task("social", -1, 1)
    while game.decision is not None:  # a hand over the limit is discarded down
        game.apply(game.legal_options()[0])
    assert read(game, "players.1.tapped") == [] and read(game, "players.1.tapped_turfs") == []


def test_a_won_wiseguy_enters_untapped_and_acts_in_the_same_month() -> None:
    game = quiet(3, 5, **{"street.1": "wiseguy_don_esposito", "players.1.wiseguys": ["wiseguy_joey_russo"],
                          "players.1.money": ["money_10_blue", "money_5_blue"], "players.2.money": [],
                          "players.3.money": []})
    game.run_task("meeting", -1)
    game.apply("bid:1")
    game.apply("put:money_10_blue")
    game.apply("done")  # the lone winner keeps a card of the bid: the only one is forced
    assert game.state.players[0].wiseguys == ["wiseguy_joey_russo", "wiseguy_don_esposito"]
    game.dismiss()
    game.run_task("influence_turn", 0)
    assert game.decision is not None and game.decision.kind == Ask.bribe  # Don Esposito bribes (ND-13)


def test_the_start_player_begins_every_phase() -> None:
    game = whole(4, 9, "random")
    holders = [args["start"] for key, args in game.log if key == "month"]
    assert holders[0] == game.state.opener == 0 and all(h in range(4) for h in holders)
    assert game.state.start_player in range(4)


def test_three_informants_acquitted_means_nobody_wins() -> None:
    """ND-46's other end, which two snitch cards cannot reach with three players or more: every player an
    informant and the Godfather acquitted. Set by hand (the invariant of a snitch in each hand is broken)."""
    game = quiet(3, 1, trial=-4)
    for p in game.state.players:
        p.informant = True
    game.changed()
    game.run_task("verdict", -1)
    assert read(game, "verdict") == "acquitted" and read(game, "winners") == [] and read(game, "outcome") == "nobody_wins"
