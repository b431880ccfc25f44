"""The table's own rules (issue 27 item 6): a variant's `table_rules:` belong to no player and hold for every one
(interpreter/machine/passives.held), in both games; `leaders(q)` counts the players tied for the most of a number.
The checker's refusals at their line and column; what play does is in the scenarios
(tests/scenarios/house_table_*.yaml) and the text in tests/golden/*.house-table.txt."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from interpreter.harness.package import load_game
from interpreter.language.parser import parse_expr
from interpreter.loading.loader import check_rules
from interpreter.machine.evaluate import Evaluator
from interpreter.machine.game import Game
from interpreter.machine.passives import held, modifier

from .teahouse import GAME as TEA

SPEAKEASY = load_game("speakeasy")
NOSTRA = load_game("nostra_city")


def _variant(tmp: Path, effect: str, game: Any = SPEAKEASY, rule_id: str = "table_house") -> Path:
    file = tmp / "house.yaml"
    file.write_text(
        "variant:\n  name: house\n  description: a house rule\n  reconstructed: a test\n"
        f"add:\n  table_rules:\n    - id: {rule_id}\n      effect: \"{effect}\"\n      reconstructed: house rule\n"
        "messages:\n" + "".join(f"  {lang}:\n    name-{rule_id}: House\n" for lang in ("en", "zh-Hans", "zh-Hant")),
        encoding="utf-8")
    return file


# the effect is on line 8 of the file, its text starting at column 16 (after `      effect: "`)
@pytest.mark.parametrize(("effect", "column", "said"), [
    ("modify truck_range +1 everyone", 16, "already holds for every player"),
    ("gain $5", 16, "stays with its owner and is never run"),
    ("when round_end: if cash >= leader(cash): gain 1 ledger", 43, "did you mean 'leaders'"),
    ("when round_end: if leaders(cash, goons) >= 2: gain 1 ledger", 35, "leaders"),
])
def test_a_table_rule_that_cannot_stand_is_refused_at_its_place(tmp_path: Path, effect: str, column: int,
                                                                 said: str) -> None:
    file = _variant(tmp_path, effect)
    report = check_rules(SPEAKEASY.schema, None, [str(file)])
    found = [d for d in report.diagnostics if d.file.endswith("house.yaml")]
    assert found, report.diagnostics
    assert any(said in d.message and d.line == 8 and d.column == column for d in found), \
        [(d.line, d.column, d.message) for d in found]


def test_a_table_rule_s_modifier_is_every_player_s_once(tmp_path: Path) -> None:
    rules = SPEAKEASY.load_rules(None, [str(_variant(tmp_path, "modify truck_range +2"))])
    game = Game.new(SPEAKEASY, rules, 4, 1)
    assert [modifier(game.engine, s, "truck_range") for s in range(4)] == [2, 2, 2, 2]
    assert [c for c, _ in held(game.engine, 3)][:1] == ["table_house"]  # every player holds it, first
    base = Game.new(SPEAKEASY, SPEAKEASY.load_rules(), 4, 1)
    assert [modifier(base.engine, s, "truck_range") for s in range(4)] == [0, 0, 0, 0]


def test_nostra_city_takes_table_rules_too(tmp_path: Path) -> None:
    rules = NOSTRA.load_rules(None, [str(_variant(tmp_path, "modify bid_value +1", NOSTRA, "nc-table-house"))])
    game = Game.new(NOSTRA, rules, 3, 1)
    assert [modifier(game.engine, s, "bid_value") for s in range(3)] == [1, 1, 1]
    texts = {lang: {t.id: t.plain() for t in NOSTRA.text.texts(rules, lang)}["nc-table-house"]
             for lang in ("en", "zh-Hans", "zh-Hant")}
    assert texts["en"].startswith("House (house rule)\n  Every player follows this rule:")
    assert "所有玩家适用" in texts["zh-Hans"] and "所有玩家皆適用" in texts["zh-Hant"]


@pytest.mark.parametrize(("coins", "leaders"), [([7, 7, 1, 0, 5], 2), ([9, 1, 1, 1, 1], 1), ([3, 3, 3, 3, 3], 5),
                                                ([0, 2, 2, 2, 0], 3)])
def test_leaders_counts_the_players_tied_for_the_most(coins: list[int], leaders: int) -> None:
    game = Game.new(TEA, TEA.load_rules(), 5, 4)
    game.dismiss()
    for p, c in zip(game.state.seats, coins, strict=True):
        p.coins = c
    game.changed()
    for seat in range(5):  # the same for whoever asks: a number of the table
        assert Evaluator(game.engine, TEA.context(seat), {}).num(parse_expr("leaders(coins)")) == leaders
