"""The tool around the language (issue 22 items 13-16): what `check` says about a broken value is said in
the game's words (what is allowed there), never the validation library's sentence or a regular
expression; one broken component is one error; a new card's missing names are asked of the variant that
adds it; variants that add components compose, each addition counting itself in the box."""

from __future__ import annotations

import re
import shutil
import textwrap
from pathlib import Path

import pytest

from interpreter.games.speakeasy.schema import SCHEMA
from interpreter.loading.loader import check_rules
from interpreter.text.check import check_locales

from .conftest import GAME, RULES_DIR

# what pydantic says, and a regular expression: never shown to a designer
RAW = re.compile(r"Input should|List should|should match pattern|valid (integer|string|dictionary)|after validation|"
                 r"\^\\d|\[a-z0-9\]|Value error|Field required|Extra inputs")


def variant(folder: Path, body: str, name: str = "v") -> Path:
    path = folder / f"{name}.yaml"
    path.write_text(f'variant:\n  name: {name}\n  description: "a test"\n' + textwrap.dedent(body), encoding="utf-8")
    return path


def messages(*variants: Path, rules: Path = RULES_DIR) -> list[str]:
    return [d.render() for d in check_rules(SCHEMA, rules, list(variants)).diagnostics]


HELPER = textwrap.dedent("""
    add:
      helpers:
        - id: {id}
          effect: "{effect}"
          bottle: bottle_blue
          value: 20
          reconstructed: "house rule"
""")


# ------------------------------------------------------------------ 13: the game's words
@pytest.mark.parametrize(("body", "said"), [
    ('  source: "house rule"\n', "'source' is 'house rule': a source is a page of a rulebook, like `000 P.12`"),
    ("change:\n  game.players: [2, 3, 4, 4]\n", "'players' holds at most 3 items, not 4"),
    ("change:\n  game.acts: []\n", "'acts' needs at least 1 item, not 0"),
    ("change:\n  game.safe_rate: 0\n", "'safe_rate' is at least 1, not 0"),
    ("change:\n  game.capos: 1000\n", "'capos' is at most 8, not 1000"),
    ('change:\n  game.safe_rate: "two"\n', "'safe_rate' is a whole number, not 'two'"),
    ('change:\n  game.lost_still_returns: "maybe"\n', "'lost_still_returns' is true or false, not 'maybe'"),
    ("change:\n  mobster_larry_fay.pile: E\n", "'pile' is one of A, B, C, D, not 'E'"),
    ("change:\n  helper_gain_cash.reconstructed: 5\n", "'reconstructed' is a text or a mapping (`key: value`), not 5"),
    ("change:\n  board.starting: [1, 2]\n", "'starting' is a mapping of fields (`key: value`), not a list"),
    ("messages:\n  fr!: {name-x: y}\n", "a language is named by its code, such as `en`"),
], ids=["source", "too-many", "too-few", "at-least", "at-most", "whole-number", "true-false", "one-of", "union",
        "mapping", "language"])
def test_a_broken_value_is_said_as_what_is_allowed(tmp_path: Path, body: str, said: str) -> None:
    path = tmp_path / "v.yaml"  # (a `source` line belongs to the header above it)
    path.write_text('variant:\n  name: v\n  description: "a test"\n' + body, encoding="utf-8")
    found = messages(path)
    assert any(said in m for m in found), found
    assert not [m for m in found if RAW.search(m)], found


def test_a_broken_value_in_a_rules_file_is_said_in_the_same_words(tmp_path: Path) -> None:
    rules = tmp_path / "rules"
    shutil.copytree(RULES_DIR, rules)
    game = rules / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace("players: [2, 3, 4]", "players: [2, 3, 4, 4]"), encoding="utf-8")
    helpers = rules / "helpers.yaml"
    helpers.write_text(helpers.read_text(encoding="utf-8").replace('source: "000 P.24"', 'source: "house rule"', 1),
                       encoding="utf-8")
    found = messages(rules=rules)
    assert len(found) == 2, found  # and no "no file defines the 'game' section": the section is there, broken
    assert "'players' holds at most 3 items, not 4 (at game.players)" in found[0] or \
        "'players' holds at most 3 items, not 4 (at game.players)" in found[1]
    assert any("a source is a page of a rulebook" in m for m in found)
    assert not [m for m in found if RAW.search(m)], found


# ------------------------------------------------------------------ 14: one broken component, one error
def test_one_broken_new_component_gives_one_error(tmp_path: Path) -> None:
    v = variant(tmp_path, HELPER.format(id="helper_house_broken", effect="gain $5 saef") +
                "change:\n  game.components.helper: 23\n")
    found = messages(v)
    assert len(found) == 1 and "unexpected argument 'saef'" in found[0], found  # no "the box has 23 … define 22"


def test_one_broken_component_of_a_rules_file_gives_one_error(tmp_path: Path) -> None:
    rules = tmp_path / "rules"
    shutil.copytree(RULES_DIR, rules)
    helpers = rules / "helpers.yaml"
    helpers.write_text(helpers.read_text(encoding="utf-8").replace("gain 2 influence", "gain 2 influnce"), encoding="utf-8")
    found = messages(rules=rules)
    assert len(found) == 1 and "influnce" in found[0], found


# ------------------------------------------------------------------ 15: a new card's names
def test_a_new_card_without_names_is_asked_for_them_in_its_variant(tmp_path: Path) -> None:
    v = variant(tmp_path, """
        add:
          business_cards:
            - id: card_vip_bail_bondsman
              kind: vip
              bonus: "gain 1 influence; gain $2"
              influence: 1
              reconstructed: house card
        """)
    report = check_rules(SCHEMA, RULES_DIR, [v])
    assert report.ok, [d.render() for d in report.diagnostics]
    missing = check_locales(GAME.text, report.rules)
    assert len(missing) == 3  # one per language
    for d in missing:
        assert d.file == str(v) and d.line == 7, d.render()  # at the card, in the variant
        assert "under `messages:`" in d.message and "locales" not in d.render()


# ------------------------------------------------------------------ 16: variants that add components compose
def test_two_variants_each_adding_a_helper_compose(tmp_path: Path) -> None:
    a = variant(tmp_path, HELPER.format(id="helper_house_a", effect="gain $5 safe"), "a")
    b = variant(tmp_path, HELPER.format(id="helper_house_b", effect="gain 1 ledger"), "b")
    report = check_rules(SCHEMA, RULES_DIR, [a, b])
    assert report.ok, [d.render() for d in report.diagnostics]
    assert report.rules is not None and report.rules.game.components["helper"] == 24 and report.components["helper"] == 24


def test_a_component_a_variant_adds_or_removes_counts_itself(tmp_path: Path) -> None:
    added = check_rules(SCHEMA, RULES_DIR, [variant(tmp_path, HELPER.format(id="helper_house_a", effect="gain $5"), "a")])
    assert added.rules is not None and added.rules.game.components["helper"] == 23
    gone = check_rules(SCHEMA, RULES_DIR, [variant(tmp_path, "remove:\n  - helper_gain_influence\n", "r")])
    assert gone.rules is not None and gone.rules.game.components["helper"] == 21
    with_house = check_rules(SCHEMA, RULES_DIR, ["house-cards", variant(tmp_path, HELPER.format(id="helper_x", effect="gain $1"),
                                                                         "x")])
    assert with_house.ok and with_house.rules is not None and with_house.rules.game.components["helper"] == 25


def test_a_variant_states_a_count_only_to_change_the_box(tmp_path: Path) -> None:
    copies = variant(tmp_path, "change:\n  helper_gain_cash.copies: 3\n", "c")
    said = messages(copies)
    assert len(said) == 1 and said[0].startswith(f"{copies}:5:") and "change: {game.components.helper: 23}" in said[0]
    stated = variant(tmp_path, "change:\n  helper_gain_cash.copies: 3\n  game.components.helper: 23\n", "s")
    assert messages(stated) == []
    wrong = variant(tmp_path, HELPER.format(id="helper_house_a", effect="gain $5") + "change:\n  game.components.helper: 30\n",
                    "w")
    said = messages(wrong)
    assert len(said) == 1 and said[0].startswith(f"{wrong}:") and "the box has 30 helper components, the rules define 23" \
        in said[0]


def test_a_count_off_after_additions_says_what_each_variant_added(tmp_path: Path) -> None:
    a = variant(tmp_path, HELPER.format(id="helper_house_a", effect="gain $5"), "a")
    c = variant(tmp_path, "change:\n  helper_gain_cash.copies: 3\n", "c")
    said = messages(a, c)
    assert len(said) == 1 and "the box has 23 helper components (22, +1 that variant 'a' adds), the rules define 24" in said[0]
