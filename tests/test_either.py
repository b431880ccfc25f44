"""Either a one-shot charge or an ability, once per game (issue 27 item 7): `once: choose { CHARGE | effect }`
(language/either.py). The checker's refusals at their place, what the machine keeps, offers and spends; the
scenarios (tests/scenarios/house_either_*.yaml) play both halves and the golden text is
tests/golden/*.house-either.txt."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.games.speakeasy.vocabulary import VOCABULARY
from interpreter.language import ast as A
from interpreter.language.checker import CHARGE_STAYS, check
from interpreter.language.either import either
from interpreter.language.parser import parse
from interpreter.machine.game import Game
from interpreter.machine.passives import abilities, charges, unspent

from .conftest import GAME

RULES_DIR = Path(__file__).resolve().parent.parent / "rules"


def _charge(verb: str) -> bool:
    return VOCABULARY.verbs[verb].charge


@pytest.mark.parametrize(("text", "placement", "column", "said"), [
    # run once and never kept (a helper, a bonus): the charge would never be spent
    ("once: choose { auto_defend still | gain $6 }", "runs", 1, CHARGE_STAYS),
    # inside a trigger, a `once:` is "the first time": a charge there would never be kept
    ("when sell: once: choose { auto_defend still | gain $1 }", "stays", 12, CHARGE_STAYS),
    # a charge among options with no `once:` over them
    ("gain $1; choose { auto_defend still | gain $2 }", "both", 19, "one-shot charge: write 'once: auto_defend"),
])
def test_an_either_where_it_cannot_stand_is_refused_at_its_place(text: str, placement: str, column: int,
                                                                 said: str) -> None:
    problems = check(parse(text), VOCABULARY, placement)  # type: ignore[arg-type]
    assert any(said in p.message and (p.pos.line, p.pos.column) == (1, column) for p in problems), \
        [(p.pos.line, p.pos.column, p.message) for p in problems]


@pytest.mark.parametrize("text", ["once: choose { auto_defend casino | gain $10 }",
                                  "once: choose { auto_defend still | free_assist }",
                                  "modify sell_limit +1; once: choose { free_assist | gain 1 ledger | hire 1 goon free }"])
def test_an_either_that_stays_checks_clean(text: str) -> None:
    assert check(parse(text), VOCABULARY, "stays") == []


@pytest.mark.parametrize(("text", "charges", "rest"), [
    ("once: choose { auto_defend still | gain $6 }", ["auto_defend"], "gain $6"),
    ("once: choose { auto_defend still | free_assist }", ["auto_defend", "free_assist"], None),
    ("once: choose { free_assist | gain 1 ledger | hire 1 goon free }", ["free_assist"],
     "choose { gain 1 ledger | hire 1 goon free }"),
    ("once: choose { gain 1 ledger | gain $2 }", None, None),  # no charge: an ability with a choice, as before
    ("once: auto_defend still", None, None),  # a charge alone, as before
])
def test_the_split_of_an_either(text: str, charges: list[str] | None, rest: str | None) -> None:
    from interpreter.language.unparse import unparse

    once = parse(text)
    assert isinstance(once, A.Once)
    split = either(once, _charge)
    if charges is None:
        assert split is None
        return
    assert split is not None and [c.verb for c in split[0]] == charges
    assert (None if split[1] is None else unparse(split[1])) == rest
    assert either(once, _charge) is split  # kept: the rest is one node the machine's caches know


def test_the_machine_keeps_offers_and_spends_one_once_for_both_halves() -> None:
    rules = GAME.load_rules(RULES_DIR, ["house-either"])
    game = Game.new(GAME, rules, 4, 1)
    game.dismiss()
    p = game.state.players[0]
    p.board_cards["still"] = "card_still_bootleggers_insurance"
    game.changed()
    g = game.engine
    [(cid, call)] = charges(g, 0, "auto_defend")
    assert cid.startswith("card_still_bootleggers_insurance#once") and call.verb == "auto_defend"
    assert [c for c, _ in abilities(g, 0)] == ["card_still_bootleggers_insurance"]
    assert [c for c, _ in unspent(g, 0)] == ["card_still_bootleggers_insurance"]  # one once, shown once
    assert charges(g, 1, "auto_defend") == [] and abilities(g, 1) == []  # only its owner's
    p.spent_charges.append(cid)  # the war spends the charge: the ability goes with it
    game.changed()
    assert charges(g, 0, "auto_defend") == [] and abilities(g, 0) == [] and unspent(g, 0) == []
