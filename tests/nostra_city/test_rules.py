"""Nostra City's rules as data: what the box holds (003 §components), every value's provenance, the
checks across files, and the command line's `check` and `text` for the game."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from interpreter.cli import app
from interpreter.errors import RulesError
from interpreter.games.nostra_city import GAME, WORDS
from interpreter.loading.fields import sourced
from interpreter.loading.loader import check_rules

from .helpers import rules

SHIPPED = GAME.schema.shipped
assert SHIPPED is not None


def test_the_box_holds_what_003_counts() -> None:
    counts = rules().counts()
    assert counts["street_card"] == 46 and counts["wiseguy"] == 20 and counts["turf"] == 14  # 003 §components, §setup
    assert counts["vendetta"] == 27 and counts["title"] == 3 and counts["zealous"] == 3 and counts["bonus"] == 3
    assert counts["money_value"] == rules().game.money_total == 520  # "总值5亿2千万", read as 520,000 (DATA-1)


def test_the_numbers_of_the_flow_are_003s() -> None:
    g = rules().game
    assert (g.months, g.street_spaces, g.deals_per_month, g.hand_limit) == (6, 4, 4, 6)
    assert (g.start_wiseguys, g.start_turfs, g.first_trial_after, g.underboss_month, g.zealous_from) == (3, 1, 3, 2, 4)
    assert {n: s.trial_start for n, s in rules().setups.items()} == {3: 8, 4: 10, 5: 12}  # red 8, 10, 12
    assert sorted(g.start_money) == ["money_10_blue", "money_10_red", "money_5_blue", "money_5_red"]  # ND-02
    titles = {t.id: t.rank for t in rules().lists["titles"]}
    assert titles == {"title_underboss": 3, "title_consigliere": 2, "title_primo_capo": 1}


def test_every_component_says_where_it_comes_from() -> None:
    for section, items in rules().lists.items():
        for item in items:
            for model in sourced(item):
                assert model.source or model.reconstructed, (section, getattr(item, "id", item))
                if model.source:
                    assert model.source.startswith("003 §"), (section, model.source)


def test_the_values_from_reviews_are_cited_and_the_rest_is_marked() -> None:
    by_id = rules().by_id
    assert by_id["fbi_snitch"].copies == 2 and "metagamesblog" in by_id["fbi_snitch"].reference
    assert by_id["fbi_snitch"].reconstructed is None  # the count is the reviews', not a guess
    assert "spielen.de" in by_id["atlantic_city"].reference and "effect" in by_id["atlantic_city"].reconstructed
    assert "Vendetta" in by_id["bonus_vendettas"].reference and by_id["bonus_vendettas"].reconstructed is None
    assert all(w.reference for w in rules().lists["wiseguys"] if w.family == "baldini")
    assert rules().reconstructed > 100


def test_the_check_is_clean_and_counts_the_reconstructed() -> None:
    result = CliRunner().invoke(app, ["--game", "nostra_city", "check"])
    assert result.exit_code == 0, result.output
    assert "ok: the rules check clean" in result.output and "reconstructed values:" in result.output


def test_the_default_game_is_still_speakeasy() -> None:
    result = CliRunner().invoke(app, ["check"])
    assert result.exit_code == 0 and "mobster" in result.output


def test_text_of_one_card_from_the_command_line() -> None:
    result = CliRunner().invoke(app, ["--game", "nostra_city", "text", "investigation_grand_jury", "--lang", "zh-Hans"])
    assert result.exit_code == 0, result.output
    assert "大陪审团" in result.output and "贿赂额 40000" in result.output


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "rules"
    shutil.copytree(SHIPPED, folder)
    return folder


CASES = [
    # (file, text replaced, text put instead, a part of the error, the file it is reported in)
    ("street.yaml", 'passive: "modify game.hand_limit -1 everyone"', 'passive: "modify game.hand_limit -1"',
     "write `modify NAME N everyone`", "street.yaml"),
    ("street.yaml", 'ability: "when this_bids: modify bid_value +5"', 'ability: "modify bid_value +5"',
     "a wiseguy's ability says when it works", "street.yaml"),
    ("vendetta.yaml", "  - id: fbi_snitch\n    kind: snitch", "  - id: fbi_snitch\n    kind: anger",
     "no FBI snitch among the vendetta cards", "game.yaml"),
    ("vendetta.yaml", "    kind: anger\n    copies: 10", "    kind: anger\n    copies: 9",
     "the box has 27 vendetta components, the rules define 26", "game.yaml"),
    ("money.yaml", "    value: 20\n    colour: blue", "    value: 25\n    colour: blue", "the money cards add up to 540",
     "game.yaml"),
    ("extras.yaml", "    rank: 2", "    rank: 1", "two titles share rank 1", "extras.yaml"),
    ("game.yaml", "  - players: 5\n    trial_start: 12", "  - players: 4\n    trial_start: 12", "no setup for 5 players",
     "game.yaml"),
    ("vendetta.yaml", 'effect: "as an opponent: lose 2 respect"', 'effect: "as an opponent: lose 2 cash"',
     "lose", "vendetta.yaml"),
]


@pytest.mark.parametrize(("file", "old", "new", "error", "where"), CASES, ids=[c[3][:40] for c in CASES])
def test_a_broken_rule_is_reported_at_its_place(tmp_path: Path, file: str, old: str, new: str, error: str,
                                                where: str) -> None:
    folder = _copy(tmp_path)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    report = check_rules(WORDS.schema, folder, [])
    rendered = "\n".join(d.render() for d in report.diagnostics)
    assert not report.ok and error in rendered, rendered
    assert f"/{where}:" in rendered
    with pytest.raises(RulesError):
        GAME.load_rules(folder)


# A check across files on a value a variant wrote is reported at the variant's line:col, the caret under the
# value (issue 23; the body's first line is line 4, after the 3-line header).
PLACED = [
    # (what the variant writes, a part of the error, line, col)
    ('change:\n  wiseguy_tony_baldini.ability: "modify bid_value +5"\n', "a wiseguy's ability says when", 5, 33),
    ('change:\n  investigation_tax_audit.passive: "modify game.hand_limit -1"\n', "write `modify NAME N everyone`",
     5, 36),
    ("change:\n  anger.kind: payback\n", "a payback card needs an effect", 5, 15),
    ('change:\n  fbi_snitch.effect: "gain 1 respect"\n', "a snitch card has no effect", 5, 22),
    ("change:\n  payback_whack.kind: snitch\n", "a snitch card has no effect", 5, 23),  # at what made it wrong
    ("change:\n  game.start_wiseguys: 9\n", "players are dealt 45 wiseguys", 5, 24),
    ("change:\n  game.start_money: [money_5_red, nope]\n", "'nope' is not a money card", 5, 35),  # the item in it
]


@pytest.mark.parametrize(("body", "error", "line", "col"), PLACED, ids=[c[0].split(":")[1].strip() for c in PLACED])
def test_a_check_across_files_is_reported_where_a_variant_wrote_the_value(
        tmp_path: Path, body: str, error: str, line: int, col: int) -> None:
    path = tmp_path / "v.yaml"
    path.write_text('variant:\n  name: v\n  description: "a test variant"\n' + body, encoding="utf-8")
    report = check_rules(WORDS.schema, SHIPPED, [path])
    assert not report.ok and any(error in d.message for d in report.diagnostics), [d.render() for d in report.diagnostics]
    assert {f"{d.file}:{d.line}:{d.column}" for d in report.diagnostics} == {f"{path}:{line}:{col}"}
    assert all(d.render().splitlines()[-1].index("^") == col + 3 for d in report.diagnostics)  # the caret under it
