"""Saves: JSON with a format version, the game, the rules fingerprint, the seed and the decision log.

Written atomically (interpreter/files.py): a crash or a full disk never leaves half a file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InterpreterError
from ..files import MB, FileError, atomic_write, read_bounded
from ..machine.game import Game
from ..machine.values import IllegalDecision
from .package import GamePackage

# ------------------------------------------------------------------ game saves
SAVE_FORMAT = "speakeasy-save"
SAVE_VERSION = 1
MAX_SAVE_BYTES = 4 * MB  # a whole game's save is tens of kilobytes; refused unread past this


class SaveError(InterpreterError):
    """A save file that cannot be used: corrupted, another version, other rules, tampered."""


@dataclass(frozen=True)
class Save:
    game: str | None  # the game's name (None in saves written before games had names)
    players: int
    seed: int
    decisions: list[str]
    rules_fingerprint: str
    variants: list[str]
    state_hash: str | None
    over: bool


def save_game(path: Path, game: Game[Any]) -> None:
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": game.definition.name,
        "rules_fingerprint": game.rules.fingerprint,
        "variants": list(game.rules.variants),
        "players": game.players,
        "seed": game.seed,
        "decisions": game.decisions,
        "state_hash": game.state_hash(),
        "over": game.is_over,
    }
    atomic_write(path, json.dumps(data, indent=1) + "\n")


def read_save(path: Path) -> Save:
    try:
        raw = read_bounded(path, MAX_SAVE_BYTES)
    except FileError as err:
        raise SaveError(f"{path}: cannot use save file: {err.reason}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise SaveError(f"{path}: not a save file (not UTF-8 text at byte {err.start})") from None
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(f"{path}:{err.lineno}:{err.colno}: not a save file (invalid JSON: {err.msg})") from None
    except RecursionError:
        raise SaveError(f"{path}: not a save file (nested too deeply)") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path}: not a speakeasy save file")
    if data.get("version") != SAVE_VERSION or isinstance(data.get("version"), bool):
        raise SaveError(f"{path}: save format version {data.get('version')!r}; this program reads version {SAVE_VERSION}")
    try:
        name = data.get("game")
        if name is not None and not isinstance(name, str):
            raise SaveError(f"{path}: 'game' must be a game's name")
        save = Save(
            game=name, players=_int(data, "players", path), seed=_int(data, "seed", path),
            decisions=_strings(data, "decisions", path), rules_fingerprint=str(data["rules_fingerprint"]),
            variants=_strings(data, "variants", path), state_hash=data.get("state_hash"), over=bool(data.get("over")),
        )
    except KeyError as err:
        raise SaveError(f"{path}: save file lacks {err.args[0]!r}") from None
    return save


def _int(data: dict[str, Any], key: str, path: Path) -> int:
    value = data[key]
    if not isinstance(value, int) or isinstance(value, bool):
        raise SaveError(f"{path}: {key!r} must be a whole number")
    return value


def _strings(data: dict[str, Any], key: str, path: Path) -> list[str]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise SaveError(f"{path}: {key!r} must be a list of strings")
    return value


def replay(game_def: GamePackage[Any], rules: Any, save: Save, path: Path | str = "save",
           check_hash: bool = True) -> Game[Any]:
    """Rebuild a game from its seed and decisions; refuse another game, other rules or a tampered log."""
    if save.game is not None and save.game != game_def.name:
        raise SaveError(f"{path}: a save of the game '{save.game}', not of '{game_def.name}'")
    if save.rules_fingerprint != rules.fingerprint:
        raise SaveError(f"{path}: saved with other rules (fingerprint {save.rules_fingerprint}, "
                        f"these rules are {rules.fingerprint})")
    try:
        game = Game.new(game_def, rules, save.players, save.seed)
    except ValueError as err:
        raise SaveError(f"{path}: {err}") from None
    for n, key in enumerate(save.decisions, 1):
        try:
            game.apply(key)
        except IllegalDecision as err:
            raise SaveError(f"{path}: decision {n} ({key!r}) is not legal in the replayed game: {err}") from None
    if check_hash and save.state_hash is not None and game.state_hash() != save.state_hash:
        raise SaveError(f"{path}: replay ends in state {game.state_hash()}, the save says {save.state_hash}")
    return game
