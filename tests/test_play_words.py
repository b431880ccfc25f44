"""The words of play as golden files: the log, the questions, the options and the tables (the terminal's
`view`, status line, standings and score sheet) of recorded whole games, in every language, compared
line by line with tests/golden/play/ (interpreter/harness/playwords.py). A changed word anywhere a
player reads it fails here, and is accepted by regenerating on purpose and reading the diff."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from interpreter.harness import playthrough as P
from interpreter.harness.playwords import REGENERATE, first_difference, play_words
from interpreter.text.languages import LANGUAGES

from .conftest import GAME, LOCALES_DIR, ROOT, shipped_rules

GOLDEN = ROOT / "tests" / "golden" / "play"
PLAYTHROUGHS = ROOT / "tests" / "playthroughs"
# two of the recorded games: 2 players with random bots (they wander into every question) and 4 with greedy
# and random ones (the fullest table); their decisions are the playthrough files'
GAMES = ("2p-random-seed-11", "4p-mixed-seed-33")
CASES = [(game, lang) for game in GAMES for lang in LANGUAGES]


def golden_path(game: str, lang: str) -> Path:
    return GOLDEN / f"{game}.{lang}.txt"


def words(game: str, lang: str, locales: Path | None = None) -> str:
    """The words of one recorded game in one language, as they are now."""
    return play_words(GAME, shipped_rules(), P.load(PLAYTHROUGHS / f"{game}.json"), lang, locales)


def test_every_golden_file_is_one_of_the_games() -> None:
    assert {p.name for p in GOLDEN.glob("*.txt")} == {golden_path(g, lang).name for g, lang in CASES}, \
        f"regenerate with `{REGENERATE}`"
    assert set(GAMES) <= {s.name for s in GAME.playthroughs}


@pytest.mark.parametrize(("game", "lang"), CASES, ids=[f"{g}.{lang}" for g, lang in CASES])
def test_the_words_of_play_are_the_golden_ones(game: str, lang: str) -> None:
    diff = first_difference(golden_path(game, lang).read_text(encoding="utf-8"), words(game, lang))
    assert diff is None, (f"{golden_path(game, lang).name}: the words of play changed, {diff}\nIf that is meant, "
                          f"regenerate with `{REGENERATE}` and read `git diff tests/golden/play`")


def test_a_planted_change_of_one_log_word_is_caught(tmp_path: Path) -> None:
    """A zh-Hans log line that says 出售 ("sold") where it said 购买 ("bought"): the kind of slip that once
    passed the whole suite (issue 22). The recorded games buy barrels from the rum-runners (none sells one)."""
    locales = tmp_path / "locales"
    shutil.copytree(LOCALES_DIR, locales)
    ui = locales / "zh-Hans" / "ui.ftl"
    text = ui.read_text(encoding="utf-8")
    line = next(x for x in text.splitlines() if x.startswith("log-buy_barrel ="))
    assert "购买" in line
    ui.write_text(text.replace(line, line.replace("购买", "出售")), encoding="utf-8")
    game = "4p-mixed-seed-33"
    golden = golden_path(game, "zh-Hans").read_text(encoding="utf-8")
    assert "购买了一个酒桶" in golden  # the game buys barrels, so the planted word is read
    diff = first_difference(golden, words(game, "zh-Hans", locales))
    assert diff is not None and "出售了一个酒桶" in diff and "购买了一个酒桶" in diff, diff
    assert diff == first_difference(golden, golden.replace("购买了一个酒桶", "出售了一个酒桶"))  # that line, no other


def test_the_first_difference_names_the_line() -> None:
    assert first_difference("a\nb\nc\n", "a\nb\nc\n") is None
    assert first_difference("a\nb\nc\n", "a\nB\nc\n") == "line 2 differs:\n    a\n  - b\n  + B"
    assert first_difference("a\nb\n", "a\nb\nc\n") == "the words now goes on after line 2: 'c'"
    assert first_difference("a\nb\nc\n", "a\n") == "the golden file goes on after line 1: 'b'"
