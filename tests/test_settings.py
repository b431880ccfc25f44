"""Settings of the rules that are not numbers (issue 27 item 5; D-310, D-311): `set PATH VALUE` on a component
changes one for its owner (or `everyone`), a variant's `change:` for the table, read through
machine/passives.setting. The checker's refusals at their line and column; what play does is in the scenarios
(tests/scenarios/house_settings_*.yaml) and the text in tests/golden/*.house-settings.txt."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.harness.package import load_game
from interpreter.loading.loader import check_rules
from interpreter.machine.game import Game
from interpreter.machine.passives import setting

SPEAKEASY = load_game("speakeasy")
PARK = "map.central_park.trucks_cross"
NIGHTCLUBS = "board.big_buildings.nightclub.per_borough"


def _variant(tmp: Path, passive: str, change: str = "") -> Path:
    file = tmp / "house.yaml"
    file.write_text(
        "variant:\n  name: house\n  description: a house card\n  reconstructed: a test\n"
        f"change:\n  game.components.business_card: 49\n{change}"
        "add:\n  business_cards:\n    - id: card_fleet_house\n      kind: fleet\n      bonus: \"raise fleet\"\n"
        f"      influence: 1\n      passive: \"{passive}\"\n      reconstructed: house card\n"
        "messages:\n" + "".join(f"  {lang}:\n    name-card_fleet_house: House\n" for lang in ("en", "zh-Hans", "zh-Hant")),
        encoding="utf-8")
    return file


# the passive is on line 13 of the file, its text starting at column 17 (after `      passive: "`)
@pytest.mark.parametrize(("passive", "column", "said"), [
    ("set map.central_park.truck_cross on", 21, "not a valid setting (did you mean 'map.central_park.trucks_cross'?)"),
    ("set map.central_park.trucks_cross 2", 51, "is a switch: its value is on or off, not 2"),
    ("set board.big_buildings.nightclub.per_borough on", 63, "is a limit: its value is a number from 0 to 3"),
    ("set board.big_buildings.nightclub.per_borough 7", 63, "is a limit from 0 to 3, not 7"),
    ("set locations.unlimited on", 21, "a setting of the table, which a component cannot change"),
    ("when deliver: set map.central_park.trucks_cross on", 31, "a setting holds while its component is yours"),
    ("set map.central_park.trucks_cross", 17, "'set' is missing its value"),
    ("set map.central_park.trucks_cross on off", 54, "unexpected argument 'off' to 'set'"),
])
def test_a_setting_that_cannot_stand_is_refused_at_its_place(tmp_path: Path, passive: str, column: int,
                                                              said: str) -> None:
    report = check_rules(SPEAKEASY.schema, None, [str(_variant(tmp_path, passive))])
    found = [d for d in report.diagnostics if d.file.endswith("house.yaml")]
    assert any(said in d.message and d.line == 13 and d.column == column for d in found), \
        [(d.line, d.column, d.message) for d in found]


def test_a_setting_in_a_helper_is_refused_it_would_never_hold(tmp_path: Path) -> None:
    file = tmp_path / "helper.yaml"
    file.write_text("variant:\n  name: helper\n  description: a helper\n  reconstructed: a test\n"
                    "change:\n  game.components.helper: 23\n"
                    "add:\n  helpers:\n    - id: helper_house\n      effect: \"set map.central_park.trucks_cross on\"\n"
                    "      bottle: bottle_gray\n      value: 3\n      reconstructed: house card\n", encoding="utf-8")
    report = check_rules(SPEAKEASY.schema, None, [str(file)])
    assert any("is run once and not kept" in d.message and (d.line, d.column) == (10, 16)
               for d in report.diagnostics), [(d.line, d.column, d.message) for d in report.diagnostics]


def test_a_component_sets_it_for_its_owner_and_everyone_for_every_player(tmp_path: Path) -> None:
    for passive, expect in (("set map.central_park.trucks_cross on", [1, 0, 0, 0]),
                            ("set map.central_park.trucks_cross on everyone", [1, 1, 1, 1])):
        rules = SPEAKEASY.load_rules(None, [str(_variant(tmp_path, passive))])
        game = Game.new(SPEAKEASY, rules, 4, 1)
        game.engine.state.players[0].board_cards["fleet"] = "card_fleet_house"
        game.changed()
        assert [setting(game.engine, s, PARK, 0) for s in range(4)] == expect, passive


def test_the_owner_s_own_setting_wins_and_of_several_the_one_that_allows_most(tmp_path: Path) -> None:
    rules = SPEAKEASY.load_rules(None, [str(_variant(tmp_path, f"set {NIGHTCLUBS} 0 everyone; set {NIGHTCLUBS} 2"))])
    game = Game.new(SPEAKEASY, rules, 4, 1)
    game.engine.state.players[1].board_cards["fleet"] = "card_fleet_house"
    game.changed()
    assert [setting(game.engine, s, NIGHTCLUBS, 1) for s in range(4)] == [0, 2, 0, 0]


def test_a_variant_changes_a_setting_for_everyone(tmp_path: Path) -> None:
    rules = SPEAKEASY.load_rules(None, [str(_variant(tmp_path, "modify truck_range +1",
                                                     f"  {PARK}: true\n  {NIGHTCLUBS}: 2\n"))])
    assert rules.map.central_park.trucks_cross is True
    assert [b.per_borough for b in rules.board.big_buildings] == [2, 1]
    base = SPEAKEASY.load_rules()
    assert base.map.central_park.trucks_cross is False and base.map.central_park.roads == [(13, 14), (15, 16)]


def test_the_shipped_game_sets_nothing() -> None:
    """Speakeasy's own rules hold no `set`: every read is the rules' value at the cost of a set test."""
    game = Game.new(SPEAKEASY, SPEAKEASY.load_rules(), 4, 1)
    assert setting(game.engine, 0, PARK, 0) == 0
    assert game.engine.modified is not None
    assert not {PARK, NIGHTCLUBS} & game.engine.modified[0]


def test_a_road_across_the_park_joins_two_districts_the_map_keeps_apart(tmp_path: Path) -> None:
    file = tmp_path / "roads.yaml"
    file.write_text("variant:\n  name: roads\n  description: roads\n  reconstructed: a test\n"
                    "change:\n  map.central_park.roads: [[13, 12], [15, 99]]\n", encoding="utf-8")
    found = [(d.line, d.column, d.message) for d in check_rules(SPEAKEASY.schema, None, [str(file)]).diagnostics]
    assert any((line, column) == (6, 28) and "already adjacent" in said for line, column, said in found), found
    assert any((line, column) == (6, 38) and "not 15 and 99" in said for line, column, said in found), found
