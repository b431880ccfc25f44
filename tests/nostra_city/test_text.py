"""Nostra City's words in three languages: every component's rule text, the log of a game and the
terminal's screens, as golden files read once line by line (regenerate on purpose with
`python tools/regen_nostra_city.py golden` and read the diff)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.console import Console

from interpreter.games.nostra_city import GAME
from interpreter.games.nostra_city.terminal import describe_table, show_scores, status_line
from interpreter.harness.simulate import seat_bots
from interpreter.machine.game import Game
from interpreter.text.check import check_locales
from interpreter.text.languages import LANGUAGES
from interpreter.text.messages import Messages

from .helpers import rules, whole

GOLDEN = Path(__file__).resolve().parent / "golden"
LEAK = re.compile(r"\b(verb|word|qual|adj|mod|q|unit|log|opt|prompt|table|status|name)-[a-z_]+")


def _console() -> Console:
    return Console(file=io.StringIO(), width=100, color_system=None, force_terminal=False, legacy_windows=False)


def screens(lang: str) -> str:
    """The terminal's screens at three moments of a 5-player game, seen by player 2: a status line and
    `view` in the Meeting of month 3 with bids placed, and the score sheet at the end."""
    game = Game.new(GAME, rules(), 5, 8)
    bots = seat_bots(GAME, ["greedy"] * 5, 8)
    words = Messages(GAME.text, rules(), lang)
    out: list[str] = []
    shown = False
    while not game.is_over:
        d = game.decision
        assert d is not None
        if not shown and game.state.month == 3 and game.state.phase == "meeting" and game.state.bids:
            console = _console()
            console.print(status_line(game, 1, words))
            describe_table(game, 1, console, words)
            out.append(console.file.getvalue())  # type: ignore[attr-defined]
            shown = True
        game.apply(bots[d.seat](game.view(d.seat), d))
    console = _console()
    show_scores(game, console, words)
    out.append(console.file.getvalue())  # type: ignore[attr-defined]
    return "\n".join(out)


def log_excerpt(lang: str) -> str:
    """The log of a 3-player game in words: its first month and its Final Trial."""
    game = whole(3, 3)
    words = Messages(GAME.text, rules(), lang)
    lines = [words.log(k, a) for k, a in game.log]
    keys = [k for k, _ in game.log]
    first = keys.index("month_end") + 1
    final = keys.index("final_trial")
    return "\n".join([*lines[:first], "…", *lines[final:]]) + "\n"


def golden(lang: str) -> dict[str, str]:
    texts = GAME.text.texts(rules(), lang)
    return {f"{lang}.txt": "\n".join(t.plain() for t in texts) + "\n", f"{lang}.log.txt": log_excerpt(lang),
            f"{lang}.screens.txt": screens(lang)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_golden_text(lang: str) -> None:
    for name, text in golden(lang).items():
        assert text == (GOLDEN / name).read_text(encoding="utf-8"), name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_component_renders_with_no_message_id_left(lang: str) -> None:
    texts = GAME.text.texts(rules(), lang)
    assert len(texts) == sum(len(rules().lists[k]) for k in GAME.text.kinds)
    for t in texts:
        body = " ".join(t.lines)
        assert t.name and t.lines and not LEAK.search(body) and "{" not in body, (t.id, body)


def test_the_locales_check_clean_in_every_language() -> None:
    assert check_locales(GAME.text, rules()) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_log_line_of_a_game_is_in_words(lang: str) -> None:
    game = whole(5, 2, "random")
    words = Messages(GAME.text, rules(), lang)
    for key, args in game.log:
        line = words.log(key, args)
        assert line and not LEAK.search(line) and "{" not in line, (key, line)


def test_the_texts_use_003s_terms_in_simplified_chinese() -> None:
    text = {t.id: " ".join(t.lines) for t in GAME.text.texts(rules(), "zh-Hans")}
    names = {t.id: t.name for t in GAME.text.texts(rules(), "zh-Hans")}
    assert names["title_underboss"] == "地下老大" and names["title_consigliere"] == "军师"
    assert names["title_primo_capo"] == "突击队长" and names["fbi_snitch"] == "FBI 内鬼" and names["anger"] == "发怒"
    assert "审判指示物" in text["investigation_grand_jury"] and "检调卡" in text["investigation_grand_jury"]
    assert "贿赂牌堆" in text["money_5_red"] and "讨债" in text["payback_whack"]
    assert "手下" in text["wiseguy_joey_russo"] and "积极贿赂卡" not in text["wiseguy_joey_russo"]


def test_the_money_is_written_as_003_writes_it() -> None:
    en = {t.id: t.name for t in GAME.text.texts(rules(), "en")}
    zh = {t.id: t.name for t in GAME.text.texts(rules(), "zh-Hans")}
    assert en["money_10_red"] == "10,000 red" and zh["money_10_red"] == "10000（红）"
