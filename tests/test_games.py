"""The core carries any game: Speakeasy and Take-away (tests/tinygame, a few verbs written only for
these tests) are loaded, checked, rendered and played in one process, interleaved, without
interference — the same verb name (`gain`) means something else in each."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import types
from pathlib import Path

import pytest

from interpreter.harness import package
from interpreter.harness.package import GameWords, available, load_game, load_words
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
    assert load_game() is GAME  # the default game, whatever else is installed
    with pytest.raises(ValueError, match="did you mean 'speakeasy'"):
        load_game("speakeasey")


def test_check_and_text_find_the_same_words_as_the_game_by_the_same_names() -> None:
    words = load_words()
    assert words is load_words("speakeasy")
    assert (words.name, words.schema, words.text) == (GAME.name, GAME.schema, GAME.text)
    assert words.schema is GAME.schema and words.text is GAME.text
    with pytest.raises(ValueError, match="did you mean 'speakeasy'"):
        load_words("speakeasey")


def test_a_game_without_words_of_its_own_gives_its_game_s(monkeypatch: pytest.MonkeyPatch) -> None:
    module = types.ModuleType("interpreter.games.takeaway")
    module.GAME = TINY  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "interpreter.games.takeaway", module)
    monkeypatch.setattr(package, "available", lambda: ["speakeasy", "takeaway"])
    words = load_words("takeaway")
    assert words == GameWords(name=TINY.name, schema=TINY.schema, text=TINY.text)
    assert words.load_rules().lists == TINY.load_rules().lists


# what only playing needs: `check` and `text` (cli/work.py, which cli/quick.py runs) import none of it
ENGINE = ("game", "flow", "registry", "bots", "terminal", "board", "search", "setup", "views", "scoring", "state")


def test_check_and_text_import_none_of_the_game_s_engine(tmp_path: Path) -> None:
    code = ("import sys\n"
            "from interpreter.cli import work\n"
            "assert work.check(None, None, None, None)['ok']\n"
            "assert work.texts(None, None, None, None, 'zh-Hant')\n"
            "print('\\n'.join(sorted(m for m in sys.modules if m.startswith('interpreter.games.'))))\n")
    env = {**os.environ, "SPEAKEASY_CACHE": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    loaded = [m.removeprefix("interpreter.games.speakeasy.") for m in done.stdout.split()]
    assert "schema" in loaded and "text" in loaded, loaded  # (the test sees what was imported)
    assert not [m for m in loaded if m.split(".")[0] in ENGINE or m.startswith("verbs_")], loaded


def test_with_several_games_installed_the_project_s_own_is_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(package, "available", lambda: ["nostra_city", "speakeasy"])
    assert load_game() is GAME and load_words() is load_words("speakeasy")
    monkeypatch.setattr(package, "available", lambda: ["nostra_city", "teahouse"])
    with pytest.raises(ValueError, match="choose a game with --game"):
        load_game()


def test_a_game_s_own_command_starts_it_and_a_module_names_a_game_not_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    from .teahouse import GAME as TEA

    monkeypatch.setattr(package, "available", lambda: ["nostra_city", "speakeasy"])
    assert package.game_of_program("/usr/local/bin/nostra-city") == "nostra_city"
    assert package.game_of_program("/usr/bin/speakeasy") is None and package.game_of_program("x/__main__.py") is None
    assert package.game_of_program("pytest") is None
    assert load_game("tests.teahouse") is TEA and load_words("tests.teahouse").text is TEA.text
    with pytest.raises(ValueError, match=r"no game module 'tests\.nowhere'"):
        load_game("tests.nowhere")
    with pytest.raises(ValueError, match="does not define GAME"):
        load_game("tests.studio")
