"""No amount below zero (issue 23 item 2).

`gain -5 ledger` left a player with −3 ledgers and `gain $(0-50)` gave −35 cash, and both checked clean. Now
a sign written where the verb cannot take one is an error at its place with the fix, an amount worked out
below zero in play is a rules error naming the component (never a silent clamp), and every count a player
or the table holds has a non-negative invariant.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.games.speakeasy import vocabulary as V
from interpreter.games.speakeasy.invariants import violations
from interpreter.language.checker import check, constant
from interpreter.language.parser import parse
from interpreter.loading.loader import check_rules
from interpreter.machine.evaluate import NegativeAmount

from .conftest import RULES_DIR, SCHEMA, quiet_game

FIX = "an amount is 0 or more; to take something away, use the verb that takes it"

WRITTEN = [  # (effect, the number it says, column)
    ("gain -5 ledger", -5, 6),
    ("gain -5 influence", -5, 6),
    ("gain $(0-50)", -50, 6),
    ("gain (0 - 5) ledger", -5, 7),
    ("pay $(2 - 3)", -1, 5),
    ("hire -2 goon free", -2, 6),
    ("give (1 - 4) to you", -3, 7),
    ("raise business by=-1", -1, 16),
    ("if cash >= 5: gain -1 ledger", -1, 20),
]


@pytest.mark.parametrize(("text", "shown", "column"), WRITTEN, ids=[w[0] for w in WRITTEN])
def test_a_negative_amount_written_is_refused_where_it_is_with_the_fix(text: str, shown: int, column: int) -> None:
    problems = [p for p in check(parse(text, "effect"), V.VOCABULARY) if "cannot be negative" in p.message]  # type: ignore[arg-type]
    assert problems, text
    assert f"(it is {shown})" in problems[0].message and FIX in problems[0].message
    assert problems[0].pos.column == column


@pytest.mark.parametrize("text", ["gain 0 ledger", "gain $(5 - 2)", "gain (cash - 50) ledger", "pay $(2 max 1)",
                                  "modify game.safe_rate -1", "gain (3 * 2) ledger"])
def test_amounts_that_are_zero_or_more_or_depend_on_the_game_check(text: str) -> None:
    assert not [p for p in check(parse(text, "effect"), V.VOCABULARY) if "negative" in p.message]  # type: ignore[arg-type]


def test_the_constant_value_of_a_written_number() -> None:
    cases = {"-5": -5, "0 - 50": -50, "(2 - 3) * 4": -4, "7 / 2": 3, "5 max 2": 2, "cash - 1": None, "{2: 1, 3: -1}": None}
    for text, want in cases.items():
        assert constant(parse(text, "expr")) == want, text


def test_a_variant_with_a_negative_amount_is_refused_at_its_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "neg.yaml"
    path.write_text('variant:\n  name: neg\n  description: "negative ledgers"\nchange:\n'
                    '  helper_gain_ledgers.effect: "gain -5 ledger"\n', encoding="utf-8")
    report = check_rules(SCHEMA, RULES_DIR, [path])
    shown = [d.render() for d in report.diagnostics]
    assert not report.ok
    assert any(s.startswith(f"{path}:5:") and "cannot be negative (it is -5)" in s for s in shown), shown


def test_an_amount_worked_out_below_zero_in_play_is_a_rules_error_naming_the_component() -> None:
    game = quiet_game()
    seat = game.current_player or 0
    ledgers = game.state.players[seat].ledgers
    cash = game.state.players[seat].cash
    with pytest.raises(NegativeAmount) as err:
        game.perform(parse("gain (cash - 500) ledger", "effect"), seat, source="helper_gain_ledgers")
    assert err.value.component == "helper_gain_ledgers" and err.value.amount == cash - 500
    assert "'helper_gain_ledgers': the amount of its 'gain' came out as" in str(err.value)
    assert game.state.players[seat].ledgers == ledgers  # nothing was gained, nothing clamped
    with pytest.raises(NegativeAmount):
        game.perform(parse("gain $(cash - 500)", "effect"), seat, source="helper_gain_cash")
    assert game.state.players[seat].cash == cash


COUNTS = ["ledgers", "goons", "influence_tokens", "vip", "family_supply", "capos", "still_barrels", "nightclubs_built"]


@pytest.mark.parametrize("count", COUNTS)
def test_every_count_of_a_player_has_a_non_negative_invariant(count: str) -> None:
    game = quiet_game()
    assert violations(game.engine) == []
    setattr(game.state.players[0], count, -3)
    assert f"player 1: {count} below zero (-3)" in violations(game.engine)


def test_the_counts_of_the_table_have_non_negative_invariants() -> None:
    game = quiet_game()
    game.state.supply_goons -= 100
    game.state.ships[0].barrels = -1
    game.state.players[1].levels["vip"] = -1
    found = violations(game.engine)
    assert any("supply goons below zero" in v for v in found)
    assert f"ship {game.state.ships[0].id}: -1 barrels" in found
    assert "player 2: levels vip below zero (-1)" in found
