"""The greedy bot: it takes its best-scored option, and it knows its role — a loyal player bribes toward
innocent, an informant toward guilty, in their bribes and in the paybacks they play."""

from __future__ import annotations

import pytest

from interpreter.games.nostra_city.bots import greedy_bot, greedy_score
from interpreter.games.nostra_city.registry import Ask
from interpreter.games.nostra_city.scoring import outcome

from .helpers import quiet, whole, write


def _bribing(informant: bool) -> object:
    game = quiet(3, 3, **{"players.1.money": ["money_5_red", "money_10_blue", "money_20_red", "money_5_blue"],
                          "players.1.wiseguys": ["wiseguy_joey_russo"]})
    if informant:
        write(game, "players.1.vendettas", ["fbi_snitch"])
    game.run_task("influence_turn", 0)
    return game


@pytest.mark.parametrize(("informant", "colour"), [(False, "blue"), (True, "red")])
def test_the_bot_bribes_with_the_colour_its_role_wants(informant: bool, colour: str) -> None:
    game = _bribing(informant)
    d = game.decision
    assert d is not None and d.kind == Ask.bribe
    choice = greedy_bot(1)(game.view(0), d)
    assert choice.id.endswith(f"_{colour}") and choice.id.startswith("bribe:money_5_")  # the cheapest of its colour


def test_the_bot_takes_its_best_scored_option() -> None:
    game = _bribing(False)
    d = game.decision
    assert d is not None
    view = game.view(0)
    best = max(d.options, key=lambda o: greedy_score(view, d, o))
    worst = min(d.options, key=lambda o: greedy_score(view, d, o))
    assert best.id != worst.id
    assert greedy_bot(7)(view, d).id == best.id


@pytest.mark.parametrize(("informant", "played"), [(False, "payback_buy_a_witness"), (True, "payback_plant_evidence")])
def test_the_paybacks_it_plays_push_the_verdict_its_way(informant: bool, played: str) -> None:
    game = quiet(3, 2, month=6, **{"players.1.vendettas": ["payback_buy_a_witness", "payback_plant_evidence"]})
    if informant:
        write(game, "players.1.vendettas", ["payback_buy_a_witness", "payback_plant_evidence", "fbi_snitch"])
    game.run_task("vendetta_turn", 0)
    d = game.decision
    assert d is not None and d.kind == Ask.vendetta
    bot = greedy_bot(3)
    first = bot(game.view(0), d)
    assert first.id == f"play:{played}"
    game.apply(first)
    d = game.decision
    assert d is not None
    assert bot(game.view(0), d).id == "done"  # the other one would help the other side


@pytest.mark.parametrize(("informant", "choice"), [(False, "give"), (True, "stop")])
def test_a_loyal_dealer_pays_the_shares_an_informant_withholds(informant: bool, choice: str) -> None:
    game = quiet(3, 1, **{"street.1": "respect_wedding", "street.2": "respect_funeral", "street.3": "respect_christening",
                          "street.4": "respect_sit_down", "players.1.wiseguys": ["wiseguy_tony_baldini"],
                          "players.1.turfs": ["turf_brooklyn_capsule"], "players.2.turfs": ["turf_brooklyn_dice"]})
    if informant:
        write(game, "players.1.vendettas", ["fbi_snitch"])
    game.run_task("business_turn", 0)
    game.apply("deal:turf_brooklyn_capsule:brooklyn")
    d = game.decision
    assert d is not None and d.kind == Ask.share
    assert greedy_bot(2)(game.view(0), d).id.split(":")[0] == choice


def test_greedy_tables_acquit_more_often_than_random_ones() -> None:
    greedy = [outcome(whole(4, seed).engine) for seed in range(6)]
    chance = [outcome(whole(4, seed, "random").engine) for seed in range(6)]
    assert greedy.count("acquitted") > chance.count("acquitted")
