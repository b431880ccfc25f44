"""Options not offered are explained (issue 29, D-343): when a capo is sent, each person it cannot go to — taken by a
capo, not in play at this player count, a compulsory first action that cannot be done or paid for now — with why,
at the terminal (`why`, `why NAME`) and under the studio's options, in each language; to the deciding seat alone
and bounded; the game's log, saves and goldens are untouched (the reasons are asked for, never written)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from interpreter.cli.terminal import run_play
from interpreter.games.speakeasy.why import MAX_NOT_OFFERED, not_offered
from interpreter.machine.game import Game
from interpreter.text.messages import Messages

from .conftest import GAME
from .studio import rules_copy, serving

LANGS = ["en", "zh-Hans", "zh-Hant"]
TAKEN = {"en": "already has a capo there", "zh-Hans": "的头目已在那里", "zh-Hant": "的幹部已在那裡"}
PLAYERS = {"en": "not in play with 2 players", "zh-Hans": "2 人游戏时不使用", "zh-Hant": "2 人遊戲時不使用"}
FIRST = {"en": "its first action is compulsory", "zh-Hans": "它的第一项行动必须执行", "zh-Hant": "它的第一項行動須執行"}


def _rules() -> Any:
    return GAME.load_rules(GAME.schema.shipped, [])


def _capo_questions(players: int = 2, seed: int = 3, most: int = 6) -> list[Game[Any]]:
    """Copies of a game (the first option each time) at each of its first ``most`` capo questions."""
    game, found = Game.new(GAME, _rules(), players, seed), []
    while not game.is_over and len(found) < most:
        if game.decision is not None and game.decision.kind == "place_capo":
            found.append(game.clone())
        game.apply(game.legal_options()[0].id)
    return found


def test_every_person_is_offered_or_explained() -> None:
    reasons: set[str] = set()
    words = Messages(GAME.text, _rules(), "en")
    for game in _capo_questions(most=8):
        seat = game.current_player
        assert seat is not None
        offered = {words.render(o.label) for o in game.legal_options()}
        found = not_offered(game, seat)
        told = [words.render(label) for label, _ in found]
        assert not offered & set(told) and len(found) <= MAX_NOT_OFFERED
        persons = sum(loc.persons for loc in game.rules.lists["locations"])
        unlimited = [loc for loc in game.rules.lists["locations"] if loc.unlimited]
        assert len(offered) + len(told) == persons or unlimited  # every person: offered, or said why not
        reasons |= {words.render(why).split(" (")[0] for _, why in found}
        assert not_offered(game, 1 - seat) == []  # another seat's question: nothing (it is not theirs to ask)
    assert any(TAKEN["en"] in r for r in reasons) and PLAYERS["en"] in reasons
    assert any(FIRST["en"] in r for r in reasons)  # the Park with no capo to swap with, at the start of an act


def test_a_reason_reads_nothing_hidden() -> None:
    """The same public table and the same own hand and safe give the same reasons, whatever the others hold."""
    game = _capo_questions(most=1)[0]
    seat = game.current_player
    assert seat is not None
    before = not_offered(game, seat)
    other = game.state.players[1 - seat]
    other.hand, other.cash = list(reversed(other.hand))[:1], other.cash + 50  # (hidden from the seat deciding)
    game.changed()
    assert not_offered(game, seat) == before


def _terminal(lang: str, typed: list[str]) -> str:
    console = Console(file=io.StringIO(), width=100, record=True, color_system=None)
    stdin = io.StringIO("\n".join([*typed, "quit", ""]) + "\n")
    assert run_play(GAME, _rules(), 2, ["human", "greedy"], 3, None, stdin, console, lang) == 0
    return console.export_text()


@pytest.mark.parametrize("lang", LANGS)
def test_why_at_the_terminal(lang: str) -> None:
    words = {"en": ("why", "Park"), "zh-Hans": ("为什么", "公园"), "zh-Hant": ("為什麼", "公園")}[lang]
    out = _terminal(lang, ["help", words[0]] + [words[0] + " " + words[1], words[0], "1"] * 12)
    assert PLAYERS[lang] in out and (TAKEN[lang] in out or FIRST[lang] in out)
    none = {"en": "Nothing is held back", "zh-Hans": "这个问题没有被排除的选项", "zh-Hant": "這個問題沒有被排除的選項"}
    assert none[lang] in out  # a question that holds nothing back says so
    assert {"en": "why the options not listed", "zh-Hans": "未列出的选项为什么", "zh-Hant": "未列出的選項為什麼"}[lang] in out
    if lang == "en":  # `why why-not-a-name` at a capo question: said so
        assert "No option that is not offered is called" in _terminal(lang, ["why Nowhere", "1"] * 12)


def test_the_studio_lists_them_under_the_options_to_the_deciding_seat_only(tmp_path: Path) -> None:
    with serving(GAME, rules_copy(tmp_path)) as studio:
        with studio.client() as c:
            made = c.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 3}).json()
        keys = {int(s): link.split("token=")[1] for s, link in made["links"].items()}
        table = studio.studio.tables.get(made["table"])
        assert table is not None
        for _ in range(200):  # to the first capo question
            if table.game.decision is not None and table.game.decision.kind == "place_capo":
                break
            seat = table.game.current_player
            with studio.client(token=keys[seat]) as c:  # type: ignore[index]
                c.post(f"/api/play/{table.id}/choose", json={"option": table.game.legal_options()[0].id})
        seat = table.game.current_player
        assert seat is not None
        for lang in LANGS:
            with studio.client(token=keys[seat]) as c:
                mine = c.get(f"/api/play/{table.id}/state", params={"lang": lang}).json()["not_offered"]
            with studio.client(token=keys[1 - seat]) as c:
                theirs = c.get(f"/api/play/{table.id}/state", params={"lang": lang}).json()["not_offered"]
            assert theirs == [] and mine and any(PLAYERS[lang] == x["why"] for x in mine)
            assert all(set(x) == {"label", "why"} and x["label"] and x["why"] for x in mine)
