"""Variant overlays: replace, add, remove, change; composition and conflicts; errors with positions;
every shipped variant checks clean and plays; `speakeasy fmt`."""

from __future__ import annotations

import json
import re
import shutil
import textwrap
from pathlib import Path

import pytest

from interpreter.cli import app
from interpreter.harness.simulate import play_game
from interpreter.language.parser import parse
from interpreter.loading.loader import CheckReport, RuleSet, check_rules, load_rules
from interpreter.loading.variants import available

from .clirunner import runner
from .conftest import GAME, ROOT, RULES_DIR, SCHEMA, shipped_rules

SHIPPED = available(RULES_DIR)
# The engine caches some tables by id() of the rules; keep every rule set alive so no id is reused.
_KEEP: list[RuleSet] = []

HEADER = 'variant:\n  name: test\n  description: "a test variant"\n'


def variant(tmp_path: Path, body: str, name: str = "v") -> Path:
    path = tmp_path / f"{name}.yaml"
    path.write_text(HEADER.replace("test", name) + textwrap.dedent(body), encoding="utf-8")
    return path


def ok(*variants: Path | str) -> RuleSet:
    report = check_rules(SCHEMA, RULES_DIR, list(variants))
    assert report.ok, "\n".join(d.render() for d in report.diagnostics)
    assert report.rules is not None
    _KEEP.append(report.rules)
    return report.rules


def errors(*variants: Path | str) -> CheckReport:
    report = check_rules(SCHEMA, RULES_DIR, list(variants))
    assert not report.ok
    return report


def only_error(report: CheckReport) -> str:
    assert len(report.diagnostics) == 1, [d.render() for d in report.diagnostics]
    return report.diagnostics[0].render()


# ------------------------------------------------------------------ operations
def test_change_a_number_of_a_section_and_of_a_component(tmp_path: Path) -> None:
    v = variant(tmp_path, """
        change:
          board.starting.cash: 20
          board.big_buildings.casino.cost: 11
          mobster_larry_fay.strength: 9
          game.casino_payout.2: 7
          board.building_groups.building_group_left.slots.2.cost: 1
        """)
    rules, base = ok(v), shipped_rules()
    assert rules.board.starting.cash == 20 and base.board.starting.cash == 15
    assert [b.cost for b in rules.board.big_buildings] == [12, 11]
    assert rules.by_id["mobster_larry_fay"].strength == 9  # type: ignore[attr-defined]
    assert base.by_id["mobster_larry_fay"].strength == 3  # type: ignore[attr-defined]
    assert rules.game.casino_payout == {2: 7, 3: 3, 4: 3}
    assert [s.cost for s in rules.board.building_groups[0].slots] == [3, 1, 3]
    # the order of components is kept, so a seed deals the same setup as the base game
    assert [m.id for m in rules.lists["mobsters"]] == [m.id for m in base.lists["mobsters"]]
    assert rules.fingerprint != base.fingerprint


def test_change_an_effect_is_parsed_and_checked(tmp_path: Path) -> None:
    rules = ok(variant(tmp_path, 'change:\n  helper_gain_influence.effect: "gain 3 influence"\n'))
    assert rules.by_id["helper_gain_influence"].effect == parse("gain 3 influence", "effect")  # type: ignore[attr-defined]
    bad = variant(tmp_path, 'change:\n  helper_gain_influence.effect: "gain 3 influnce"\n', "bad")
    text = only_error(errors(bad))
    assert text.startswith(f"{bad}:5:41: unexpected argument 'influnce' to 'gain' (did you mean 'influence'?)")
    assert text.splitlines()[-1].index("^") == text.splitlines()[-2].index("influnce")


@pytest.mark.parametrize("path", ["crate_ledgers.back", "CARD.passive"])
def test_an_effect_that_stays_refuses_steps_that_would_never_run(tmp_path: Path, path: str) -> None:
    """A crate's back and a card's passive are read while they are yours, never run: a `gain`
    there would be silently ignored, so the check refuses it at its column."""
    path = path.replace("CARD", next(c.id for c in shipped_rules().lists["business_cards"] if c.passive))
    good = variant(tmp_path, f'change:\n  {path}: "modify sell_limit +1; once: free_assist"\n', "good")
    ok(good)
    bad = variant(tmp_path, f'change:\n  {path}: "modify sell_limit +1; gain $1"\n', "bad")
    text = only_error(errors(bad))
    column = len(f"  {path}: \"modify sell_limit +1; ") + 1
    assert text.startswith(f"{bad}:5:{column}: this effect stays with its owner and is never run"), text


@pytest.mark.parametrize(("step", "message"), [
    ("modify sell_limit +1", "this effect is run once and not kept"),
    ("when sell: modify sell_limit +1", "this effect is run once and not kept"),
    ("once: free_assist", "a one-shot charge is kept until the game spends it"),
])
def test_an_effect_that_only_runs_refuses_what_would_have_to_stay(tmp_path: Path, step: str, message: str) -> None:
    """A helper's effect is run once and not kept: a `modify` there would never apply, a charge never be
    spent. A mobster's bonus is run when it becomes your associate and kept while it is, so it may hold both."""
    ok(variant(tmp_path, f'change:\n  mobster_larry_fay.bonus: "gain $1; {step}"\n', "good"))
    bad = variant(tmp_path, f'change:\n  helper_gain_influence.effect: "gain $1; may {step}"\n', "bad")
    text = only_error(errors(bad))
    column = len('  helper_gain_influence.effect: "gain $1; may ') + 1
    assert text.startswith(f"{bad}:5:{column}: {message}"), text


def test_once_of_an_effect_runs_in_a_helper_and_is_an_ability_in_a_passive_but_not_in_a_bonus(tmp_path: Path) -> None:
    """`once: gain $1` runs the first time it is reached (a helper), is a once-per-game ability where it
    only stays (a crate's back); in a mobster's bonus, run when you ally, it would be both: refused."""
    ok(variant(tmp_path, 'change:\n  helper_gain_influence.effect: "gain $1; once: gain $5"\n', "helper"))
    ok(variant(tmp_path, 'change:\n  crate_ledgers.back: "once: gain $5"\n', "crate"))
    bad = variant(tmp_path, 'change:\n  mobster_larry_fay.bonus: "gain $1; once: gain $5"\n', "bad")
    text = only_error(errors(bad))
    assert "would run then and also be offered later as a once-per-game ability" in text, text


def test_replace_keeps_the_position_and_validates(tmp_path: Path) -> None:
    v = variant(tmp_path, """
        replace:
          - id: helper_gain_influence
            effect: "gain 1 ledger"
            bottle: bottle_pink
            value: 20
            reconstructed: "house rule"
        """)
    rules = ok(v)
    helper = rules.by_id["helper_gain_influence"]
    assert helper.bottle == "bottle_pink" and helper.effect == parse("gain 1 ledger", "effect")  # type: ignore[attr-defined]
    assert [h.id for h in rules.lists["helpers"]] == [h.id for h in shipped_rules().lists["helpers"]]
    missing = variant(tmp_path, "replace:\n  - id: helper_gain_influence\n    effect: \"gain 1 ledger\"\n", "missing")
    messages = [d.message for d in errors(missing).diagnostics]
    assert any("missing field 'bottle'" in m for m in messages) and any("missing field 'value'" in m for m in messages)


def test_add_and_remove_with_the_component_count(tmp_path: Path) -> None:
    add = variant(tmp_path, """
        add:
          helpers:
            - id: helper_house_rule
              effect: "gain $5 safe"
              bottle: bottle_blue
              value: 20
              reconstructed: "house rule"
        change:
          game.components.helper: 23
        """, "add")
    rules = ok(add)
    assert rules.lists["helpers"][-1].id == "helper_house_rule" and rules.counts()["helper"] == 23
    remove = variant(tmp_path, "remove:\n  - helper_gain_influence\nchange:\n  game.components.helper: 21\n", "remove")
    rules = ok(remove)
    assert "helper_gain_influence" not in rules.by_id and rules.counts()["helper"] == 21


def test_the_loader_checks_still_run_after_the_overlay(tmp_path: Path) -> None:
    assert ok(variant(tmp_path, "remove:\n  - helper_gain_influence\n")).game.components["helper"] == 21  # counts itself
    v = variant(tmp_path, "remove:\n  - helper_gain_influence\nchange:\n  game.components.helper: 25\n", "wrong")
    text = only_error(errors(v))
    assert "the box has 25 helper components, the rules define 21" in text and text.startswith(f"{v}:")
    assert "game.components.helper: 25" in text  # where the variant says it


def test_a_cross_check_on_a_replaced_component_points_into_the_variant(tmp_path: Path) -> None:
    location = next(loc for loc in shipped_rules().lists["locations"] if loc.slots is not None)
    v = variant(tmp_path, f"""
        replace:
          - id: {location.id}
            persons: 2
            slots: {{2: 1, 3: 2, 4: 2}}
            rows:
              - persons: ["gain 1 ledger", "gain 1 ledger", "gain 1 ledger"]
            reconstructed: "house rule"
        """)
    diag = errors(v).diagnostics[0]
    assert diag.file == str(v) and diag.line == 10 and "has 2 persons but this row gives 3 texts" in diag.message


def test_rebuild_still_sets_the_rulebook_flag() -> None:
    assert ok("rebuild-still").game.lost_still_returns is True
    assert shipped_rules().game.lost_still_returns is False


@pytest.mark.parametrize(("unique", "points"), [(True, 45), (False, 65)])
def test_helper_bottles_score_once_unless_the_rules_say_otherwise(tmp_path: Path, unique: bool, points: int) -> None:
    """000 P.20: five helpers with four different bottles score $45; a house rule that drops
    `unique_helper_bottles` lets the second pink ($20) score too."""
    from interpreter.games.speakeasy.scoring import helper_points
    from interpreter.machine.game import Game

    rules = ok(variant(tmp_path, f"change:\n  game.scoring.unique_helper_bottles: {str(unique).lower()}\n"))
    game = Game.new(GAME, rules, 4, 1)
    p = game.engine.state.players[0]
    p.helpers = ["helper_take_card_vip", "helper_gain_influence", "helper_take_city_tile"]
    p.used_helpers = ["helper_copy_helper", "helper_take_card_still"]
    assert helper_points(game.engine, 0) == points


def test_setups_are_addressed_by_player_count(tmp_path: Path) -> None:
    rules = ok(variant(tmp_path, "change:\n  setups.2.helper_display: 5\n"))
    assert rules.setups[2].helper_display == 5 and rules.setups[3].helper_display == shipped_rules().setups[3].helper_display


# ------------------------------------------------------------------ errors
def test_unknown_ids_fields_and_sections_are_named_with_positions(tmp_path: Path) -> None:
    v = variant(tmp_path, """
        remove:
          - mobster_larry_fey
        change:
          board.starting.csh: 5
          board.big_buildings.hotel.cost: 3
          helper_gain_influense.value: 5
          mobster_joe_masseria.id: other
        add:
          helperz: []
        """)
    found = {(d.line, d.column): d.message for d in errors(v).diagnostics}
    assert found[(6, 5)] == "unknown id 'mobster_larry_fey' (did you mean 'mobster_larry_fay'?)"
    assert found[(8, 3)] == "unknown field 'csh' in board.starting (did you mean 'cash'?)"
    assert found[(9, 3)].startswith("no item 'hotel' in board.big_buildings (its items by kind: nightclub, casino)")
    assert found[(10, 3)] == "unknown component or section 'helper_gain_influense' (did you mean 'helper_gain_influence'?)"
    assert "cannot change" in found[(11, 3)]
    assert found[(13, 3)] == "unknown section 'helperz' (did you mean 'helpers'?)"


def test_the_overlay_shape_is_validated(tmp_path: Path) -> None:
    path = tmp_path / "shape.yaml"
    path.write_text('variant:\n  name: Shape!\nchnage:\n  board.starting.cash: 5\n', encoding="utf-8")
    messages = [d.message for d in errors(path).diagnostics]
    assert any("unknown field 'chnage' (did you mean 'change'?)" in m for m in messages)
    assert any("missing field 'description'" in m for m in messages)
    assert any("'name' is 'Shape!': a variant's name is lower-case letters, digits and `-`" in m for m in messages)
    assert not any("pattern" in m or "^[" in m for m in messages)  # what the name may be, not a regular expression


def test_unknown_variant_names_the_shipped_ones() -> None:
    text = only_error(errors("rebuild-stil"))
    assert "unknown variant 'rebuild-stil' (did you mean 'rebuild-still'?)" in text and "short-game" in text


def test_a_value_of_the_wrong_type_is_reported_at_the_value(tmp_path: Path) -> None:
    v = variant(tmp_path, 'change:\n  board.starting.cash: "lots"\n')
    diag = errors(v).diagnostics[0]
    assert (diag.line, diag.column) == (5, 24) and "'cash' is a whole number, not 'lots'" in diag.message


def test_a_change_repeated_in_one_file_is_an_error(tmp_path: Path) -> None:
    v = variant(tmp_path, "change:\n  board.starting.cash: 5\n  board.starting.cash: 6\n")
    assert "changed twice in this file (first at line 5)" in only_error(errors(v))


# ------------------------------------------------------------------ composition
def test_variants_compose_in_order(tmp_path: Path) -> None:
    a = variant(tmp_path, "change:\n  board.starting.cash: 20\n", "a")
    b = variant(tmp_path, "change:\n  board.starting.safe: 40\n  mobster_larry_fay.fee: 1\n", "b")
    rules = ok(a, b, "short-game")
    assert (rules.board.starting.cash, rules.board.starting.safe) == (20, 40)
    assert [act.rounds for act in rules.game.acts] == [3, 2, 2, 1]
    assert load_rules(SCHEMA, RULES_DIR, ["short-game", "cheap-casino"]).variants == ("short-game", "cheap-casino")


def test_two_variants_changing_the_same_field_conflict_naming_both_places(tmp_path: Path) -> None:
    a = variant(tmp_path, "\n\nchange:\n  board.starting.cash: 20\n", "a")
    b = variant(tmp_path, "change:\n  board.starting: {cash: 25, safe: 30, infamy: 5, source: \"000 P.6\"}\n", "b")
    text = only_error(errors(a, b))
    assert text.startswith(f"{b}:5:3: board.starting conflicts with variant 'a', which also changes "
                           f"board.starting.cash ({a}:7)")


def test_touching_the_same_component_twice_conflicts(tmp_path: Path) -> None:
    a = variant(tmp_path, "change:\n  mobster_larry_fay.fee: 1\n", "a")
    b = variant(tmp_path, "remove:\n  - mobster_larry_fay\n", "b")
    assert f"mobster_larry_fay (removed) conflicts with variant 'a', which also changes mobster_larry_fay.fee ({a}:5)" \
        in only_error(errors(a, b))
    same = variant(tmp_path, "remove:\n  - mobster_larry_fay\nchange:\n  mobster_larry_fay.fee: 1\n", "same")
    messages = [d.message for d in errors(same).diagnostics]
    assert ("mobster_larry_fay.fee conflicts with this variant, which also changes mobster_larry_fay (removed) "
            f"({same}:5)") in messages


def test_different_fields_of_one_component_compose(tmp_path: Path) -> None:
    a = variant(tmp_path, "change:\n  mobster_larry_fay.fee: 1\n", "a")
    b = variant(tmp_path, "change:\n  mobster_larry_fay.assist: 2\n", "b")
    mobster = ok(a, b).by_id["mobster_larry_fay"]
    assert (mobster.fee, mobster.assist) == (1, 2)  # type: ignore[attr-defined]


def test_a_variant_given_twice_is_an_error() -> None:
    assert "variant given twice" in only_error(errors("short-game", "short-game"))


# ------------------------------------------------------------------ shipped variants
def test_at_least_four_variants_are_shipped() -> None:
    assert "rebuild-still" in SHIPPED and len(SHIPPED) >= 4


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_variant_checks_clean_and_plays_200_games(name: str) -> None:
    rules = ok(name)
    assert rules.fingerprint != shipped_rules().fingerprint
    for seed in range(200):  # 2-player random games are the fastest (~15 ms each)
        game = play_game(GAME, rules, 2, seed, ["random", "random"])
        assert game.is_over and game.scores is not None


def test_check_and_simulate_take_a_variant() -> None:
    result = runner.invoke(app, ["check", "--variant", "short-game", "--json"])
    rules_errors = [e for e in json.loads(result.output)["errors"] if str(RULES_DIR) in str(Path(e["file"]).resolve())]
    assert rules_errors == []  # (`check` may report other folders, such as locales, on its own)
    result = runner.invoke(app, ["simulate", "--variant", "short-game", "-p", "2", "-n", "2", "--json"])
    assert result.exit_code == 0 and '"rounds": 8' in result.output
    bad = runner.invoke(app, ["check", "--variant", "nope"])
    assert bad.exit_code == 1 and "unknown variant 'nope'" in bad.output and "Traceback" not in bad.output


# ------------------------------------------------------------------ fmt
def test_fmt_check_passes_on_the_shipped_rules_and_variants() -> None:
    result = runner.invoke(app, ["fmt", "--check", str(RULES_DIR)])
    assert result.exit_code == 0, result.output
    assert "0 files would be reformatted" in result.output


def test_fmt_keeps_comments_order_quotes_and_signs(tmp_path: Path) -> None:
    path = tmp_path / "messy.yaml"
    path.write_text('# top\nvariant:\n    name:   messy   # why\n    description: "x"\nchange:\n'
                    '    mobster_larry_fay.war_modifier:   +3\n    board.starting.cash: 12   \nremove:\n- helper_x\n',
                    encoding="utf-8")
    check = runner.invoke(app, ["fmt", "--check", str(path)])
    assert check.exit_code == 1 and f"would reformat {path}" in check.output
    assert runner.invoke(app, ["fmt", str(path)]).exit_code == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[2].startswith("  name: messy ") and lines[2].endswith("# why")  # the comment keeps its column
    assert lines[:2] + lines[3:] == ['# top', 'variant:', '  description: "x"', 'change:',
                                     '  mobster_larry_fay.war_modifier: +3', '  board.starting.cash: 12',
                                     'remove:', '  - helper_x']
    assert runner.invoke(app, ["fmt", "--check", str(path)]).exit_code == 0


def test_fmt_reports_broken_yaml_with_its_position(tmp_path: Path) -> None:
    folder = tmp_path / "rules"
    shutil.copytree(RULES_DIR / "variants", folder)
    (folder / "broken.yaml").write_text("a: [1,\n", encoding="utf-8")
    result = runner.invoke(app, ["fmt", "--check", str(folder)])
    assert result.exit_code == 1 and "broken.yaml:2:1: YAML:" in result.output and "Traceback" not in result.output


# ------------------------------------------------------------------ the documentation
DOC_EXAMPLES = [b for b in re.findall(r"```yaml\n(.*?)```", (ROOT / "docs" / "variants.md").read_text(encoding="utf-8"), re.S)
                if "variant:" in b]


def test_the_documentation_has_an_example_of_every_operation() -> None:
    for operation in ("change:", "replace:", "add:", "remove:"):
        assert any(f"\n{operation}" in b for b in DOC_EXAMPLES), operation


@pytest.mark.parametrize("text", DOC_EXAMPLES, ids=[re.findall(r"name: (\S+)", b)[0] for b in DOC_EXAMPLES])
def test_documentation_example_checks_clean_and_plays(tmp_path: Path, text: str) -> None:
    path = tmp_path / "example.yaml"
    path.write_text(text, encoding="utf-8")
    game = play_game(GAME, ok(path), 2, 1, ["random", "random"])
    assert game.is_over


# ------------------------------------------------------------------ a variant's own words (issue 13)
NEW_CARD = """
    change:
      game.components.business_card: 49
    add:
      business_cards:
        - id: card_vip_loan_shark
          kind: vip
          bonus: "gain $3"
          influence: 1
          reconstructed: house card
"""


def locale_errors(rules: RuleSet) -> list[str]:
    from interpreter.text.check import check_locales

    return [d.render() for d in check_locales(GAME.text, rules)]


def test_a_variant_carries_the_names_of_what_it_adds_in_every_language(tmp_path: Path) -> None:
    v = variant(tmp_path, NEW_CARD + """
    messages:
      en:
        name-card_vip_loan_shark: Loan Shark
      zh-Hans:
        name-card_vip_loan_shark: 放贷人
      zh-Hant:
        name-card_vip_loan_shark: 放貸人
    """)
    rules = ok(v)
    assert locale_errors(rules) == []
    names = {lang: GAME.text.component_writer(rules, lang).name(rules.by_id["card_vip_loan_shark"])
             for lang in ("en", "zh-Hans", "zh-Hant")}
    assert names == {"en": "Loan Shark", "zh-Hans": "放贷人", "zh-Hant": "放貸人"}
    assert locale_errors(shipped_rules()) == []  # the base never sees them: nothing is unused there


def test_a_missing_name_says_where_to_add_it_and_bad_messages_point_into_the_variant(tmp_path: Path) -> None:
    v = variant(tmp_path, NEW_CARD + """
    messages:
      en:
        name-card_vip_loan_shark: Loan Shark
      zh-Hans:
        name-card_vip_loan_shark: "放贷人 { $x"
      fr:
        name-card_vip_loan_shark: Usurier
    """)
    found = "\n".join(locale_errors(ok(v)))
    assert f"{v}:19:" in found and "message 'name-card_vip_loan_shark' of variant 'v'" in found
    assert f"{v}:21:" in found and "'fr', which is not a language of the game" in found
    assert "missing message 'name-card_vip_loan_shark' in zh-Hant: card_vip_loan_shark is added by variant 'v'" in found
    assert "messages:\n      zh-Hant:\n        name-card_vip_loan_shark: Loan Shark" in found  # the lines, with English's
    assert "locales/" not in found  # never a shipped locale file


def test_an_add_counts_itself_and_a_change_of_copies_points_at_the_variant_with_the_fix(tmp_path: Path) -> None:
    rules = ok(variant(tmp_path, NEW_CARD.replace("change:\n      game.components.business_card: 49\n    ", "")))
    assert rules.game.components["business_card"] == 49  # the box holds the card the variant adds
    v = variant(tmp_path, "change:\n  helper_gain_cash.copies: 3\n", "copies")
    text = only_error(errors(v))
    assert text.startswith(f"{v}:") and "the box has 22 helper components, the rules define 23" in text
    assert "change: {game.components.helper: 23}" in text


# ------------------------------------------- checks across files, at the variant's place
# Each case: the variant files (the last is the one at fault), and the line:col in it of every error: the value
# the variant wrote (issue 23: a copy cycle a `change:` wrote was reported at the base helper in
# rules/helpers.yaml, which says nothing of it). A body's first line is line 4 (after the 3-line header).
_HELPER = 'bottle: bottle_gray\n      value: 10\n      source: "000 P.24"\n'
PLACED: list[tuple[str, list[str], str, tuple[int, int]]] = [
    ("copy cycle by change", ['change:\n  helper_gain_influence.effect: "copy helper; gain $1"\n'], "copy cycle", (5, 33)),
    ("copy cycle by add", [f'add:\n  helpers:\n    - id: helper_new\n      effect: "copy helper; gain $1"\n      {_HELPER}'],
     "copy cycle", (7, 15)),
    ("copy cycle by replace", ['replace:\n  - id: helper_gain_influence\n    effect: "copy helper; gain $1"\n'
                               '    bottle: bottle_gray\n    value: 10\n    source: "000 P.24"\n'], "copy cycle", (6, 13)),
    ("copy cycle by the second of two variants", ["change:\n  helper_gain_cash.value: 5\n",
                                                  'change:\n  helper_gain_influence.effect: "copy helper; gain $1"\n'],
     "copy cycle", (5, 33)),
    ("persons of a location", ["change:\n  loc_garage.persons: 3\n"], "but this row gives 2 texts", (5, 23)),
    ("texts of a row", ['change:\n  loc_garage.rows.1.persons: ["gain 1 ledger"]\n'], "but this row gives 1 texts", (5, 30)),
    ("slots of a location", ["change:\n  loc_garage.slots.2: 3\n"], "3 slots but 2 persons", (5, 23)),
    ("a setup's mobsters", ["change:\n  setups.2.initial_mobsters: 30\n"], "mobster", (5, 30)),
    ("a ship's prices", ["change:\n  ship_bill_mccoy.prices: [9]\n"], "has 1 prices for 5 barrels", (5, 27)),
    ("a police tile's district", ["change:\n  police_tile_01.district: 99\n"], "unknown district 99", (5, 28)),
    ("an act's mob pile", ["change:\n  game.acts.2.mob_pile: Z\n"], "no mobster is in pile Z", (5, 25)),
    ("an act's capos", ["change:\n  game.acts.2.capos_returned: 8\n"], "moves more capos", (5, 31)),
    ("a borough's payouts", ["change:\n  board.payouts.uptown.amounts: [1, 2]\n"], "pays 2 places", (5, 33)),
    ("the start of infamy", ["change:\n  board.infamy.start: 3\n"], "no barrel price at the starting infamy 3", (5, 23)),
]


@pytest.mark.parametrize(("bodies", "words", "place"), [c[1:] for c in PLACED], ids=[c[0] for c in PLACED])
def test_a_check_across_files_is_reported_where_the_variant_wrote_the_value(
        tmp_path: Path, bodies: list[str], words: str, place: tuple[int, int]) -> None:
    files = [variant(tmp_path, body, f"v{i}") for i, body in enumerate(bodies)]
    report = errors(*files)
    shown = {f"{d.file}:{d.line}:{d.column}" for d in report.diagnostics}
    assert shown == {f"{files[-1]}:{place[0]}:{place[1]}"}, [d.render() for d in report.diagnostics]
    assert any(words in d.message for d in report.diagnostics), [d.message for d in report.diagnostics]
    assert all(d.render().splitlines()[-1].index("^") == place[1] + 3 for d in report.diagnostics)  # the caret too
