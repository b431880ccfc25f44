"""Saves: JSON with a format version, the rules fingerprint, the seed and the decision log.

Everything is written atomically: a crash or a full disk never leaves half a file.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import SpeakeasyError

if TYPE_CHECKING:
    from .engine.game import Game
    from .loader import RuleSet


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, then rename over it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o644 & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


# ------------------------------------------------------------------ game saves
SAVE_FORMAT = "speakeasy-save"
SAVE_VERSION = 1


class SaveError(SpeakeasyError):
    """A save file that cannot be used: corrupted, another version, other rules, tampered."""


@dataclass(frozen=True)
class Save:
    players: int
    seed: int
    decisions: list[str]
    rules_fingerprint: str
    variants: list[str]
    state_hash: str | None
    over: bool


def save_game(path: Path, game: Game) -> None:
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
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
        text = Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise SaveError(f"{path}: cannot read save file: {err.strerror}") from None
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
        save = Save(
            players=_int(data, "players", path), seed=_int(data, "seed", path),
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


def replay(rules: RuleSet, save: Save, path: Path | str = "save", check_hash: bool = True) -> Game:
    """Rebuild a game from its seed and decisions; refuse other rules or a tampered log."""
    from .engine.game import Game, IllegalDecision

    if save.rules_fingerprint != rules.fingerprint:
        raise SaveError(f"{path}: saved with other rules (fingerprint {save.rules_fingerprint}, "
                        f"these rules are {rules.fingerprint})")
    try:
        game = Game.new(rules, save.players, save.seed)
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
