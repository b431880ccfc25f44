"""What Nostra City's tests share: the shipped rules (loaded once), a quiet game to drive by hand, whole
bot games, and state patches by the scenarios' paths."""

from __future__ import annotations

from typing import Any

from interpreter.games.nostra_city import GAME
from interpreter.games.nostra_city.rules import NostraRules
from interpreter.games.nostra_city.state import GameState
from interpreter.harness import statepath
from interpreter.harness.simulate import play_game
from interpreter.machine.game import Game

_RULES: list[NostraRules] = []


def rules() -> NostraRules:
    if not _RULES:
        _RULES.append(GAME.load_rules())  # type: ignore[arg-type]
    return _RULES[0]


def quiet(players: int = 4, seed: int = 0, **patch: Any) -> Game[GameState]:
    """A new game with nothing pending (drive it by hand), patched by state paths (`players.1.money`)."""
    game = Game.new(GAME, rules(), players, seed)
    game.dismiss()
    for path, value in patch.items():
        statepath.write(game.engine, GAME.paths, path.replace("__", "."), value)  # type: ignore[arg-type]
    return game


def write(game: Game[GameState], path: str, value: Any) -> None:
    statepath.write(game.engine, GAME.paths, path, value)  # type: ignore[arg-type]


def read(game: Game[GameState], path: str) -> Any:
    return statepath.read(game.engine, GAME.paths, path)  # type: ignore[arg-type]


def whole(players: int, seed: int, bots: str = "greedy") -> Game[GameState]:
    return play_game(GAME, rules(), players, seed, [bots] * players)
