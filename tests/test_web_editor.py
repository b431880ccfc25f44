"""The editor's drafts as variant files (interpreter/web/editor.py, overlay.py, saving.py): what a save
writes, what it keeps of a file that exists, and how it composes with the variants a studio starts with."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.loading.loader import check_rules
from interpreter.web.editor import EditorSession
from interpreter.web.overlay import merge_variant
from interpreter.web.saving import Saver, SaveRefused

from .conftest import GAME
from .studio import rules_copy

EXISTING = """# Stronger mobsters: the take-overs get harder (kept: the designer's comment).
variant:
  name: tough
  description: "Larry Fay is stronger"

change:
  mobster_larry_fay.strength: 5   # was 3
  loc_garage.rows.2.persons.2: "may deliver range=1"

replace:
  - id: helper_gain_influence
    effect: "gain 3 influence"  # the replacement's own note
    bottle: bottle_gray
    value: 10
    reconstructed: "house rule"
"""


def test_a_merge_keeps_the_files_comments_and_edits_components_where_they_stand() -> None:
    text = merge_variant(EXISTING, "tough", "Larry Fay is stronger", {
        "helper_gain_influence": {"value": 20},
        "loc_garage": {"rows": [{"persons": ["may play card fleet range=2", None]}]},
        "mobster_larry_fay": {"fee": 6},
    }, forget=[])
    assert "# Stronger mobsters" in text and "# was 3" in text and "# the replacement's own note" in text
    assert "mobster_larry_fay.fee: 6" in text and "mobster_larry_fay.strength: 5" in text
    assert "loc_garage.rows.2.persons.2" not in text  # inside the whole new value of rows: it would conflict
    assert "helper_gain_influence.value" not in text and "value: 20" in text  # changed in its replacement
    forgotten = merge_variant(text, "tough", "Larry Fay is stronger", {}, forget=["mobster_larry_fay"])
    assert "mobster_larry_fay" not in forgotten and "# Stronger mobsters" in forgotten


@pytest.fixture
def rules(tmp_path: Path) -> Path:
    folder = rules_copy(tmp_path)
    (folder / "variants" / "tough.yaml").write_text(EXISTING.split("\nreplace:")[0] + "\n", encoding="utf-8")
    return folder


def test_a_studio_started_with_a_variant_edits_it_in_place(rules: Path) -> None:
    session = EditorSession(GAME, rules, ["short-game", "tough"])
    saver = Saver(session, rules / "variants", None)
    larry = session.entry("mobster_larry_fay")
    assert "strength: 5" in larry.source and larry.file is not None  # the rules as the variants make them
    assert session.check("mobster_larry_fay", larry.source.replace("fee: 4", "fee: 7")).errors == []
    with pytest.raises(SaveRefused, match="before tough"):
        saver.save("short-game", "an earlier variant of the studio's")
    saved = saver.save("tough", "Larry Fay is stronger and dearer")
    assert saved.ok, saved.errors
    assert saved.command == f"speakeasy check --rules {rules} --variant short-game --variant tough"
    text = (rules / "variants" / "tough.yaml").read_text(encoding="utf-8")
    assert "# was 3" in text and "mobster_larry_fay.fee: 7" in text and "mobster_larry_fay.strength: 5" in text
    assert check_rules(GAME.schema, rules, ["short-game", "tough"]).ok


def test_another_file_is_changed_only_when_the_designer_agrees(rules: Path) -> None:
    session = EditorSession(GAME, rules, [])
    saver = Saver(session, rules / "variants", None)
    source = session.entry("helper_gain_cash").source.replace('effect: "gain $5"', 'effect: "gain $6"')
    assert session.check("helper_gain_cash", source).errors == []
    first = saver.save("tough", "mobsters and money")
    assert not first.ok and first.confirm and "helper_gain_cash" not in (rules / "variants" / "tough.yaml").read_text()
    second = saver.save("tough", "mobsters and money", overwrite=True)
    assert second.ok, second.errors
    text = (rules / "variants" / "tough.yaml").read_text(encoding="utf-8")
    assert 'helper_gain_cash.effect: "gain $6"' in text and "# was 3" in text
    session.revert("helper_gain_cash")
    with pytest.raises(SaveRefused, match="Nothing is edited"):
        saver.save("tough", "mobsters and money")


def test_drafts_with_errors_are_not_saved_and_say_which(rules: Path) -> None:
    session = EditorSession(GAME, rules, [])
    saver = Saver(session, rules / "variants", None)
    source = session.entry("city_tile_gain_ledger").source.replace("ledger", "ledgr", 2)
    assert session.check("city_tile_gain_ledger", source).errors
    with pytest.raises(SaveRefused, match="city_tile_gain_ledger"):
        saver.save("broken", "does not check")
    assert not (rules / "variants" / "broken.yaml").exists()


def test_the_benchmark_of_an_edit_meets_its_target() -> None:
    """`speakeasy bench`: an edit to its check and its text in three languages, well under 100 ms."""
    from interpreter.web.bench import editor_figures

    figures = editor_figures(GAME, quick=True)
    assert 0 < figures["editor_check_ms_median"] <= figures["editor_check_ms_p99"] < 100
    assert 0 < figures["editor_typo_ms_median"] < 100


def test_a_key_written_twice_is_refused_as_check_refuses_it(rules: Path) -> None:
    """YAML keeps the last of two equal keys; `check` refuses the file, and the editor the component, with the
    same words at the same place (the editor once accepted it, and saved a variant `check` refused)."""
    session = EditorSession(GAME, rules, [])
    source = session.entry("helper_gain_cash").source
    assert source.count('effect: "gain $5"') == 1
    twice = source.replace('effect: "gain $5"', 'effect: "gain $5"\neffect: "gain $50"')
    line = source[:source.index('effect: "gain $5"')].count("\n") + 1
    errors = session.check("helper_gain_cash", twice).errors
    assert errors == [{"line": line + 1, "column": 1, "message":
                       f"'effect' is written twice in this mapping (first at line {line}); YAML would keep only the last"}]
    with pytest.raises(SaveRefused, match="helper_gain_cash"):
        Saver(session, rules / "variants", None).save("twice", "a key written twice")

    helpers = rules / "helpers.yaml"
    text = helpers.read_text(encoding="utf-8")
    helpers.write_text(text.replace('effect: "gain $5"', 'effect: "gain $5"\n    effect: "gain $50"', 1), encoding="utf-8")
    found = [d for d in check_rules(GAME.schema, rules).diagnostics if "written twice" in d.message]
    first = text[:text.index('effect: "gain $5"')].count("\n") + 1
    assert [(d.line, d.column, d.message) for d in found] == [
        (first + 1, 5, f"'effect' is written twice in this mapping (first at line {first}); YAML would keep only the last")]
