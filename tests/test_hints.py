"""Hints (`speakeasy play --hints`, issue 29 item 1): before each of a person's decisions, what the game's first
bot (the greedy bot) would choose — the bot's own choice, asked on the person's view — and why in a few words
(the factor of its own score, games/speakeasy/hints.py), in each language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from interpreter.cli import app
from interpreter.games.speakeasy.bots import greedy_bot
from interpreter.harness.hints import hinter
from interpreter.machine.game import Game
from interpreter.text.languages import LANGUAGES
from interpreter.text.locale import locale

from .clirunner import runner
from .conftest import GAME, shipped_rules


@pytest.mark.parametrize("seed", [1, 5])
def test_a_hint_is_the_bots_own_choice_on_the_players_view(seed: int) -> None:
    game = Game.new(GAME, shipped_rules(), 2, seed)
    hint, bot = hinter(GAME, seed), greedy_bot(seed)  # the same seed: the same tie-breaking noise, call for call
    assert hint is not None
    why = 0
    for _ in range(150):
        if game.is_over:
            break
        seat, decision = game.current_player, game.decision
        assert seat is not None and decision is not None
        view = game.view(seat)
        found, chosen = hint(view, decision), bot(view, decision)
        assert decision.options[found.number - 1].id == chosen.id
        why += found.why is not None
        game.apply(chosen)
    assert why > 20  # most decisions that matter come with a reason


def test_the_hint_messages_are_in_every_language() -> None:
    keys = [k for k in locale(GAME.text.locales, "en").messages if k.startswith(("lesson-why-", "lesson-hint"))]
    assert len(keys) >= 10
    for lang in LANGUAGES:
        loc = locale(GAME.text.locales, lang)
        assert [k for k in keys if not loc.has(k)] == [], lang


@pytest.mark.parametrize("lang,word", [("en", "Hint:"), ("zh-Hans", "提示："), ("zh-Hant", "提示：")])
def test_play_with_hints_says_one_before_each_question(lang: str, word: str, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    script = "1\n" * 6 + "quit\n\n"
    said = runner.invoke(app, ["play", "--players", "2", "--seed", "2", "--lang", lang, "--hints"], input=script).output
    plain = runner.invoke(app, ["play", "--players", "2", "--seed", "2", "--lang", lang], input=script).output
    questions = len(re.findall(r"^\s+1\. ", said, flags=re.M))
    assert questions >= 6 and len(re.findall(re.escape(word), said)) == questions
    assert word not in plain
