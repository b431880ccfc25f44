"""What the core claims of every game, run over every game `available()` finds and the tests' own two games
(Take-away, tests/tinygame; Teahouse, tests/teahouse): its flow ends and stays legal, a clone plays on
alike, the memo of derived answers never changes a game, a save replays to the same state, its invariants
hold at every decision, its shape is one every tool can read (player counts, a palette readable and
colour-blind-safe for its largest table, its outcome metrics and roles in words), and its message ids do
not replace the core's by accident. (Hidden information: test_hidden_contracts.py.)"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from interpreter.harness.outcomes import CORE_METRICS, OutcomeWords, measure, metrics_of, standings
from interpreter.harness.package import available, load_game
from interpreter.harness.saves import read_save, replay, save_game
from interpreter.harness.simulate import play_game
from interpreter.machine.game import Game
from interpreter.text.check import check_locales
from interpreter.text.locale import locale

from .hidden import languages
from .teahouse import GAME as TEA
from .tinygame import GAME as TINY

GAMES = [load_game(name) for name in available()] + [TINY, TEA]
IDS = [g.name for g in GAMES]
RULES: dict[str, Any] = {}


def _rules(game: Any) -> Any:
    if game.name not in RULES:
        RULES[game.name] = game.load_rules()
    return RULES[game.name]


def _random_game(game: Any, players: int, seed: int, each: Any = None) -> Game[Any]:
    """A whole game of random moves (``each(game)`` after every one)."""
    g = Game.new(game, _rules(game), players, seed)
    rng = random.Random(seed)
    for _ in range(50_000):
        if g.is_over:
            return g
        options = g.legal_options()
        assert len({o.id for o in options}) == len(options), "option ids are unique in a decision"
        g.apply(rng.choice(options))
        if each is not None:
            each(g)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_every_player_count_plays_to_an_end_with_its_invariants_held(game: Any) -> None:
    assert game.players_default in game.players and min(game.players) >= 1
    for players in game.players:
        g = _random_game(game, players, 7 + players, each=lambda g: g.violations() and pytest.fail(str(g.violations())))
        assert g.is_over and g.decision is None and g.current_player is None
        scores = g.scores
        assert scores is not None and len(scores) == players
        assert set(g.winners()) <= set(range(players))


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_a_clone_plays_on_exactly_as_the_game_and_never_touches_it(game: Any) -> None:
    g = Game.new(game, _rules(game), game.players_default, 3)
    rng = random.Random(3)
    for _ in range(5):
        if not g.is_over:
            g.apply(rng.choice(g.legal_options()))
    before = g.state_hash()
    twin = g.clone()
    keys = []
    while not twin.is_over:
        key = rng.choice(twin.legal_options()).id
        keys.append(key)
        twin.apply(key)
    assert g.state_hash() == before, "playing the clone changed the game"
    for key in keys:
        g.apply(key)
    assert g.state_hash() == twin.state_hash() and g.scores == twin.scores


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_forgetting_every_derived_answer_changes_nothing(game: Any) -> None:
    """The engine keeps answers worked out from the state until a task may change it; a game that forgets
    them before every decision (`Game.changed`) plays exactly the same."""
    plain = play_game(game, _rules(game), game.players_default, 11, ["random"] * game.players_default)
    g = Game.new(game, _rules(game), game.players_default, 11)
    for key in plain.decisions:
        g.changed()
        g.apply(key)
    assert g.state_hash() == plain.state_hash() and g.log == plain.log


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_a_save_replays_to_the_same_state(game: Any, tmp_path: Path) -> None:
    g = play_game(game, _rules(game), game.players_default, 5, ["random"] * game.players_default)
    path = tmp_path / "save.json"
    save_game(path, g, ["random"] * game.players_default)
    again = replay(game, _rules(game), read_save(path), path)
    assert again.state_hash() == g.state_hash() and again.is_over and again.scores == g.scores


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_the_palette_serves_the_largest_table_readably_for_every_reader(game: Any) -> None:
    palette = game.palette
    assert palette.problems(max(game.players)) == []
    assert len({palette.colour(s) for s in range(max(game.players))}) == max(game.players)
    for seat in range(max(game.players)):  # a pale seat is drawn with an ink edge, a dark one without
        assert (palette.edge(seat) is not None) == palette.outlined(seat)


def test_a_white_seat_is_outlined_and_a_palette_that_fails_says_why() -> None:
    from interpreter.harness.palette import DEFAULT, Palette

    assert TEA.palette.colour(0) == "#ffffff" and TEA.palette.outlined(0) and not TEA.palette.outlined(1)
    assert DEFAULT.problems(8) == [] and len(DEFAULT.seats) == 8
    red_green = Palette(("#d62728", "#2ca02c", "#1f77b4"))
    assert any("deuteranopia" in p for p in red_green.problems(3)), "red and green look alike to a deuteranope"
    assert Palette(("#000000",)).problems(2) == ["1 seat colours for 2 players"]


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_its_words_and_message_ids_are_its_own(game: Any) -> None:
    """The locales check clean, namespaces included (text/namespaces.py): a game's message replaces a core one
    only when declared, and every game but Speakeasy (grandfathered) starts its own ids with its prefix."""
    assert check_locales(game.text, _rules(game), languages=tuple(languages(game))) == []
    assert game.text.prefix is not None or game.name == "speakeasy"


def test_a_message_that_replaces_the_core_s_unannounced_is_an_error(tmp_path: Path) -> None:
    import dataclasses
    import shutil

    folder = tmp_path / "locales"
    shutil.copytree(TINY.text.locales, folder)
    (folder / "en" / "tiny.ftl").write_text((folder / "en" / "tiny.ftl").read_text() + "opt-player = { $seat }!\n"
                                            "stray = a message with no prefix\n", encoding="utf-8")
    kit = dataclasses.replace(TINY.text, locales=folder)
    found = [d.message for d in check_locales(kit, _rules(TINY), languages=("en",))]
    assert any("'opt-player' replaces the core's" in m for m in found), found
    assert any("'stray' has no prefix" in m for m in found), found
    declared = dataclasses.replace(kit, overrides=frozenset({"opt-player", "no-such-core-message"}))
    found = [d.message for d in check_locales(declared, _rules(TINY), languages=("en",))]
    assert not any("'opt-player' replaces" in m for m in found) and any("no-such-core-message" in m for m in found)


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_its_outcome_is_measured_and_worded_in_every_language(game: Any) -> None:
    keys = [m.key for m in metrics_of(game)]
    assert keys[:2] == [m.key for m in CORE_METRICS] and len(set(keys)) == len(keys)
    g = play_game(game, _rules(game), game.players_default, 2, ["random"] * game.players_default)
    values = measure(game, g)
    for m in metrics_of(game):
        assert not m.rate or values[m.key] in (0.0, 1.0), m.key
    assert values["no_winner"] == float(not g.winners()) and values["shared_win"] == float(len(g.winners()) > 1)
    for lang in languages(game):
        words = OutcomeWords(game, lang)
        loc = locale(game.text.locales, lang)
        assert all(loc.has(f"metric-{k}") for k in keys), lang
        assert all(loc.has(f"seat-role-{r}") for r in game.roles), lang
        assert words.points(7) and "7" in words.points(7) and words.score and words.places
    if game.facts is not None:
        roles = {f.role for f in game.facts(g).seats}
        assert roles <= {None, *game.roles} and (not game.roles or None not in roles)


def test_standings_list_the_winners_first() -> None:
    """A winner who is not the top scorer (Teahouse: the richest held stale tea) still heads the list."""
    assert standings([9, 4, 7], [2]) == [2, 0, 1]
    assert standings([3, 5, 5], [1, 2]) == [1, 2, 0] and standings([1, 2], []) == [1, 0]
