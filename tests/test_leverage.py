"""`leverage`, the game's word, beside `influence` in the effect language (issue 29 item 7, D-110).

Either spelling makes the same tree, so a rules folder written with `leverage` loads, checks, reads and
plays exactly as the shipped one; the alias is Speakeasy's (its vocabulary), not the grammar's."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from interpreter.games.nostra_city import GAME as NOSTRA
from interpreter.harness.simulate import play_game
from interpreter.language.aliases import canonical
from interpreter.language.checker import check
from interpreter.language.parser import parse
from interpreter.language.unparse import unparse
from interpreter.loading.loader import check_rules
from interpreter.text.messages import Messages

from .conftest import GAME, RULES_DIR, SCHEMA, VOCABULARY, load

CASES = [
    ("gain 1 leverage", "gain 1 influence"),
    ("pay 2 leverage -> raise vip", "pay 2 influence -> raise vip"),
    ("if leverage >= 4: gain $2", "if influence >= 4: gain $2"),
    ("when protect: modify leverage +2", "when protect: modify influence +2"),
    ("gain $(leverage_tokens * 2)", "gain $(influence_tokens * 2)"),
    ("as each opponent: give 1 leverage to you", "as each opponent: give 1 influence to you"),
    ("choose { gain 1 leverage | gain 1 ledger }", "choose { gain 1 influence | gain 1 ledger }"),
]


@pytest.mark.parametrize(("written", "meant"), CASES)
def test_leverage_makes_the_tree_of_influence(written: str, meant: str) -> None:
    tree = canonical(parse(written), VOCABULARY.aliases)
    assert unparse(tree) == unparse(parse(meant))
    assert tree == parse(meant) or unparse(tree) == meant  # positions may differ, the words may not
    assert check(tree, VOCABULARY, "both") == check(parse(meant), VOCABULARY, "both")


def test_a_text_without_the_alias_is_the_same_node() -> None:
    node = parse("gain 1 influence; raise vip")
    assert canonical(node, VOCABULARY.aliases) is node


def test_the_alias_is_speakeasys_not_the_grammars() -> None:
    assert VOCABULARY.aliases["leverage"] == "influence"
    assert "leverage" not in NOSTRA.schema.vocabulary.aliases  # Nostra City's `influence` is a phase, not a resource
    assert parse("gain 1 leverage") != parse("gain 1 influence")  # the parser alone keeps the word written


def test_the_text_of_either_spelling_says_leverage() -> None:
    words = Messages(GAME.text, load(), "en")
    said = words.r.effect(canonical(parse("gain 1 leverage"), VOCABULARY.aliases))
    assert "Leverage" in said and said == words.r.effect(parse("gain 1 influence"))


def _leverage_folder(tmp_path: Path) -> Path:
    """The shipped rules with every effect text saying `leverage` where it said `influence`."""
    folder = tmp_path / "rules"
    shutil.copytree(RULES_DIR, folder)
    changed = 0
    for path in folder.rglob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        new = re.sub(r'"[^"\n]*"', lambda m: re.sub(r"\binfluence(_tokens)?\b", r"leverage\1", m.group(0)), text)
        changed += new != text
        path.write_text(new, encoding="utf-8")
    assert changed >= 5  # locations, cards, helpers, tiles, the board: the test means something
    return folder


def test_rules_written_with_leverage_check_and_play_as_the_shipped_ones(tmp_path: Path) -> None:
    folder = _leverage_folder(tmp_path)
    report = check_rules(SCHEMA, folder)
    assert not report.diagnostics, report.diagnostics[:3]
    theirs, ours = load(folder), load()
    for seed in (1, 2):
        a = play_game(GAME, theirs, 3, seed, ["greedy"] * 3)
        b = play_game(GAME, ours, 3, seed, ["greedy"] * 3)
        assert a.state_hash() == b.state_hash() and a.log == b.log
