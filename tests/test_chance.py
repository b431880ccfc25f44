"""Chance (issue 27 item 2): `roll { FACES: step | … }` — a die on a stream of its own, made from the game's
seed at the first throw: replayable, copied by a clone, drawn afresh for a bot's imagined game; refused at
its place when its faces are not a die's."""

from __future__ import annotations

import random

import pytest

from interpreter.games.speakeasy.bots import consigliere
from interpreter.language.checker import check
from interpreter.language.parser import parse_effect
from interpreter.language.unparse import unparse
from interpreter.machine.game import Game

from .conftest import GAME, SCHEMA, shipped_rules

ROLL = "roll { 5-6: gain 2 ledger | 3-4: gain $2 }"


def game(seed: int = 3) -> Game:
    g = Game.new(GAME, shipped_rules(), 4, seed)
    g.dismiss()  # no question pending: the throws below run at once
    return g


def throws(g: Game, n: int) -> list[int]:
    for _ in range(n):
        g.perform(parse_effect(ROLL), 0)
    return [args["face"] for key, args in g.log if key == "roll"][-n:]


@pytest.mark.parametrize(("text", "column", "message"), [
    ("roll { 5-7: gain 2 ledger | 1: gain $1 }", 8, "a die has the faces 1 to 6: '5-7' is not a range of them"),
    ("roll { 0: gain $1 }", 8, "a die has the faces 1 to 6: '0' is not one of them"),
    ("roll { 4-2: gain $1 }", 8, "'4-2' is not a range of them, low to high"),
    ("roll { 1-4: gain $1 | 4: gain 1 ledger }", 23, "face 4 is named twice (also at column 8)"),
    ("roll { 1-3: gian $1 }", 13, "unknown verb 'gian' (did you mean 'gain'?)"),
    ("roll { 6: modify sell_limit +1 }", 11, "this effect is run once and not kept"),
])
def test_refusals_at_their_place(text: str, column: int, message: str) -> None:
    found = [(p.pos.line, p.pos.column, p.message) for p in check(parse_effect(text), SCHEMA.vocabulary, "runs")]
    assert [(line, col) for line, col, m in found if message in m] == [(1, column)], found


def test_a_roll_reads_back_as_written() -> None:
    for text in (ROLL, "roll { 1: gain 1 ledger | 2-6: hire 1 goon free }"):
        assert unparse(parse_effect(text)) == text
        assert parse_effect(unparse(parse_effect(text))) == parse_effect(text)


def test_the_same_seed_throws_the_same_numbers_and_a_game_without_dice_draws_none() -> None:
    a, b = game(3), game(3)
    assert a.engine.chance is None  # nothing thrown yet: the stream is not even made
    assert throws(a, 12) == throws(b, 12)
    assert throws(game(4), 12) != throws(game(3), 12)
    assert set(throws(game(5), 60)) == {1, 2, 3, 4, 5, 6}


def test_each_face_does_what_it_says() -> None:
    g = game(3)
    state = g.state
    for _ in range(20):
        before = (state.players[0].cash, state.players[0].ledgers)
        face = throws(g, 1)[0]
        after = (state.players[0].cash, state.players[0].ledgers)
        expected = (before[0], before[1] + 2) if face >= 5 else (before[0] + 2, before[1]) if face >= 3 else before
        assert after == expected, face


def test_a_clone_throws_what_the_game_would_and_an_imagined_game_does_not() -> None:
    g = game(6)
    throws(g, 1)
    twin = g.clone()
    assert throws(twin, 10) == throws(g, 10)  # a clone replays the game exactly (the conformance tests)
    imagined = g.clone()
    imagined.reseed_chance(random.Random(1))  # what the search bot does to every world it samples
    assert throws(imagined, 10) != throws(g.clone(), 10)
    # so does the game as a seat could imagine it, which the hidden-information contracts read
    assert throws(GAME.imagined(g, 0, random.Random(2)), 10) != throws(g.clone(), 10)


def test_the_search_bot_draws_its_own_dice_for_every_world(monkeypatch: pytest.MonkeyPatch) -> None:
    reseeded: list[int] = []
    real = Game.reseed_chance
    monkeypatch.setattr(Game, "reseed_chance", lambda self, rng: (reseeded.append(1), real(self, rng)))
    g = Game.new(GAME, shipped_rules(), 4, 7)
    bot = consigliere(7, "2")
    while g.decision is not None and not reseeded:
        option = bot.choose(g.view(g.decision.seat), g.decision)
        g.apply(option)
    assert reseeded, "the search bot sampled a world without drawing its dice afresh"
