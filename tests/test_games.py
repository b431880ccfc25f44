"""The core carries any game: Speakeasy and Take-away (tests/tinygame, a few verbs written only for
these tests) are loaded, checked, rendered and played in one process, interleaved, without
interference — the same verb name (`gain`) means something else in each."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from interpreter.harness.package import available, load_game
from interpreter.harness.simulate import play_game
from interpreter.harness.soak import run_soak
from interpreter.language.checker import check
from interpreter.language.parser import parse
from interpreter.machine.game import Game
from interpreter.text.check import check_locales
from interpreter.text.messages import Messages

from .conftest import GAME, ROOT, shipped_rules
from .tinygame import GAME as TINY

PLAYTHROUGH = ROOT / "tests" / "playthroughs" / "4p-random-seed-44.json"


def test_two_games_play_interleaved_in_one_process_exactly_as_alone() -> None:
    """Decisions of a Speakeasy game and of three Take-away games alternate; each ends exactly as
    it does alone (the Speakeasy one as its recorded playthrough)."""
    record = json.loads(PLAYTHROUGH.read_text(encoding="utf-8"))
    alone = [play_game(TINY, TINY.load_rules(), 2 + seed % 2, seed, ["random"] * (2 + seed % 2)) for seed in range(3)]

    speakeasy = Game.new(GAME, shipped_rules(), record["players"], record["seed"])
    tiny_rules = TINY.load_rules()
    tinies = [Game.new(TINY, tiny_rules, g.players, g.seed) for g in alone]
    pending = [list(g.decisions) for g in alone]
    for n, key in enumerate(record["decisions"]):
        speakeasy.apply(key)
        game, keys = tinies[n % 3], pending[n % 3]
        if keys:
            game.apply(keys.pop(0))
    assert speakeasy.state_hash() == record["final"]["state_hash"] and speakeasy.scores == record["final"]["scores"]
    for game, solo in zip(tinies, alone, strict=True):
        assert game.is_over and game.state_hash() == solo.state_hash() and game.scores == solo.scores


def test_each_game_reads_its_texts_with_its_own_vocabulary() -> None:
    assert check(parse("gain 1 coin"), TINY.vocabulary) == []
    assert check(parse("gain 1 coin"), GAME.vocabulary)  # Speakeasy gains ledgers, influence, family members
    assert check(parse("gain 1 ledger"), TINY.vocabulary)
    assert GAME.verbs.run["gain"] is not TINY.verbs.run["gain"]
    assert set(TINY.ops.by_name) >= {"run", "choose", "repeat_up_to", "play", "turn"}
    assert "turn" in GAME.ops.by_name and GAME.ops.by_name["turn"] is not TINY.ops.by_name["turn"]


def test_the_second_game_checks_renders_and_speaks() -> None:
    rules = TINY.load_rules()
    assert rules.counts() == {"card": 3}
    assert check_locales(TINY.text, rules, languages=("en",)) == []
    lines = {t.id: t.lines for t in TINY.text.texts(rules, "en")}
    assert lines["card_two"] == ("Take 2 token, then you may gain 1 coin.",)
    game = play_game(TINY, rules, 2, 5, ["random", "random"])
    words = Messages(TINY.text, rules)
    said = [words.log(k, a) for k, a in game.log]
    assert said[-1].endswith("gains 1") or said[-1].endswith("wins")
    assert any(line.endswith("takes the last token and wins") for line in said)


def test_the_second_game_soaks_clean(tmp_path: Path) -> None:
    report = run_soak(TINY, None, games=6, seed=1, out_dir=tmp_path)
    assert report.games == 6 and not report.failures and report.decisions > 0


@pytest.mark.parametrize("seed", range(5))
def test_a_clone_of_the_second_game_plays_on_alike(seed: int) -> None:
    game = Game.new(TINY, TINY.load_rules(), 3, seed)
    rng = random.Random(seed)
    game.apply(rng.choice(game.legal_options()))
    twin = game.clone()
    while not game.is_over:
        key = rng.choice(game.legal_options()).id
        game.apply(key)
        twin.apply(key)
    assert twin.state_hash() == game.state_hash()


def test_the_tools_find_the_shipped_game_by_name() -> None:
    assert "speakeasy" in available()
    assert load_game("speakeasy") is GAME
    assert load_game() is GAME  # the only game installed
    with pytest.raises(ValueError, match="did you mean 'speakeasy'"):
        load_game("speakeasey")
