"""Saves: JSON with a format version, the game, the version of the game's engine, the rules fingerprint,
the seed, the decision log, the state it ends in and, from `play`, who sat where.

A save is its decisions replayed: the same decisions mean another game once the engine plays the
rules differently (Speakeasy's face-up decks, version 2, turned every draw into a choice between
visible cards), so a save records the engine's version (``GamePackage.engine_version``) and one of
another version is refused, naming both, before anything is replayed. A save written before versions
were recorded is version 1.

Written atomically (interpreter/files.py): a crash or a full disk never leaves half a file. Read
as untrusted input: refused unread past MAX_SAVE_BYTES, every number and list bounded
(docs/limits.md), and a save cannot lie about its end: replaying it must reach the state hash and
the over/not-over it records, and a save without a state hash is refused. A save names its
variants, but never makes the program open a file: a shipped variant is named, a variant file
must be given again on the command line (``variants_for``).
"""

from __future__ import annotations

import json
import re
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
MAX_DECISIONS = 50_000  # as many as a game may take (harness/simulate.py MAX_DECISIONS)
MAX_TEXT = 200  # characters of one decision id, variant or seat name
MAX_DIGITS = 20  # a number in a save: a seed is at most 2**63
SEED_RANGE = range(-(2**63), 2**63)
PLAYERS_RANGE = range(1, 100)
ENGINE_RANGE = range(1, 1_000_000)
MAX_VARIANTS = 20
LESSON_RANGE = range(0, 10_001)  # a lesson's position: a step's index (past its last step: the lesson is over)
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]*$")  # a variant by name (rules/variants/NAME.yaml), never a path


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
    state_hash: str
    over: bool
    seats: list[str] | None = None  # who sat where in `play`: "human" or a bot's name (None: not recorded)
    # the version of the game's engine that wrote it (a file without one: 1); None: made in memory by this program
    engine_version: int | None = None
    # a lesson's position (the step it waits at, harness/lessons.py), kept in the same file as its game so one
    # atomic write keeps both (None: not a lesson's save)
    lesson_step: int | None = None


def save_game(path: Path, game: Game[Any], seats: list[str] | None = None, lesson_step: int | None = None) -> None:
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": game.definition.name,
        "engine_version": getattr(game.definition, "engine_version", 1),
        "rules_fingerprint": game.rules.fingerprint,
        "variants": list(game.rules.variants),
        "players": game.players,
        "seed": game.seed,
        "decisions": game.decisions,
        "state_hash": game.state_hash(),
        "over": game.is_over,
    }
    if seats is not None:
        data["seats"] = list(seats)
    if lesson_step is not None:
        data["lesson_step"] = lesson_step
    atomic_write(path, json.dumps(data, indent=1) + "\n")


class _TooLong(ValueError):
    pass


def _number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _TooLong(text)
    return int(text)


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
        data: Any = json.loads(text, parse_int=_number)
    except json.JSONDecodeError as err:
        raise SaveError(f"{path}:{err.lineno}:{err.colno}: not a save file (invalid JSON: {err.msg})") from None
    except _TooLong as err:
        raise SaveError(f"{path}: not a save file (a number of {len(str(err))} digits; at most {MAX_DIGITS})") from None
    except RecursionError:
        raise SaveError(f"{path}: not a save file (nested too deeply)") from None
    except ValueError as err:  # anything else json refuses
        raise SaveError(f"{path}: not a save file ({err})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path}: not a speakeasy save file")
    if data.get("version") != SAVE_VERSION or isinstance(data.get("version"), bool):
        raise SaveError(f"{path}: save format version {data.get('version')!r}; this program reads version {SAVE_VERSION}")
    try:
        name = data.get("game")
        if name is not None and not isinstance(name, str):
            raise SaveError(f"{path}: 'game' must be a game's name")
        seats = data.get("seats")
        engine = _int(data, "engine_version", path, ENGINE_RANGE) if "engine_version" in data else 1
        save = Save(
            game=name, players=_int(data, "players", path, PLAYERS_RANGE), seed=_int(data, "seed", path, SEED_RANGE),
            decisions=_strings(data, "decisions", path, MAX_DECISIONS), rules_fingerprint=_text(data, "rules_fingerprint", path),
            variants=_strings(data, "variants", path, MAX_VARIANTS), state_hash=_hash(data, path),
            over=_bool(data, "over", path), seats=None if seats is None else _strings(data, "seats", path, PLAYERS_RANGE.stop),
            engine_version=engine,
            lesson_step=_int(data, "lesson_step", path, LESSON_RANGE) if "lesson_step" in data else None,
        )
    except KeyError as err:
        raise SaveError(f"{path}: save file lacks {err.args[0]!r}") from None
    if save.seats is not None and len(save.seats) != save.players:
        raise SaveError(f"{path}: {len(save.seats)} seats for {save.players} players")
    return save


def _int(data: dict[str, Any], key: str, path: Path, allowed: range) -> int:
    value = data[key]
    if not isinstance(value, int) or isinstance(value, bool):
        raise SaveError(f"{path}: {key!r} must be a whole number")
    if value not in allowed:
        raise SaveError(f"{path}: {key!r} is {value}; it must be from {allowed.start} to {allowed.stop - 1}")
    return value


def _bool(data: dict[str, Any], key: str, path: Path) -> bool:
    value = data[key]
    if not isinstance(value, bool):
        raise SaveError(f"{path}: {key!r} must be true or false")
    return value


def _text(data: dict[str, Any], key: str, path: Path) -> str:
    value = data[key]
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise SaveError(f"{path}: {key!r} must be a text of at most {MAX_TEXT} characters")
    return value


def _hash(data: dict[str, Any], path: Path) -> str:
    value = data.get("state_hash")
    if value is None:
        raise SaveError(f"{path}: the save has no state hash: nothing to check its replay against")
    if not isinstance(value, str) or not re.fullmatch(r"[0-9a-f]{1,64}", value):
        raise SaveError(f"{path}: 'state_hash' must be a hexadecimal hash")
    return value


def _strings(data: dict[str, Any], key: str, path: Path, most: int) -> list[str]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise SaveError(f"{path}: {key!r} must be a list of strings")
    if len(value) > most or any(len(x) > MAX_TEXT for x in value):
        raise SaveError(f"{path}: {key!r} holds at most {most} texts of at most {MAX_TEXT} characters")
    return value


def variants_for(save: Save, given: list[str] | None, path: Path | str = "save") -> list[str]:
    """The variants to load a save's rules with: each one the save names as a variant of the rules folder
    (``short-game``), and for each variant file it was played with, in order, a file given on the
    command line (``--variant FILE``). The rules fingerprint then proves the file is the same; a path
    written in the save is never opened (it could name any file of the machine)."""
    given = list(given or [])
    named = [n for n in given if _NAME.match(n) and not n.endswith((".yaml", ".yml"))]
    if named:
        raise SaveError(f"{path}: the save names its own variants; --variant with a save gives only the variant "
                        f"files it was played with, not '{named[0]}'")
    files = [v for v in save.variants if not _NAME.match(v) or v.endswith((".yaml", ".yml"))]
    if len(files) != len(given):
        wanted = ", ".join(f"'{Path(v).name}'" for v in files) or "none"
        raise SaveError(f"{path}: the save was played with {len(files)} variant file(s) ({wanted}), "
                        f"{len(given)} given with --variant; a save never opens a file it names")
    out, rest = [], iter(given)
    for v in save.variants:
        out.append(next(rest) if v in files else v)
    return out


def replay(game_def: GamePackage[Any], rules: Any, save: Save, path: Path | str = "save") -> Game[Any]:
    """Rebuild a game from its seed and decisions; refuse another game, other rules, a tampered log, or
    a save whose end (state hash, over or not) is not where the replay ends."""
    if save.game is not None and save.game != game_def.name:
        raise SaveError(f"{path}: a save of the game '{save.game}', not of '{game_def.name}'")
    if save.engine_version is not None and save.engine_version != game_def.engine_version:
        raise SaveError(f"{path}: saved by version {save.engine_version} of the {game_def.name} engine; this program "
                        f"plays version {game_def.engine_version}, in which the same decisions are another game "
                        "(finish it with the program that saved it)")
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
    if game.state_hash() != save.state_hash:
        raise SaveError(f"{path}: replay ends in state {game.state_hash()}, the save says {save.state_hash}")
    if game.is_over != save.over:
        said, did = ("over", "goes on") if save.over else ("not over", "is over")
        raise SaveError(f"{path}: the save says the game is {said}, but the replayed game {did}")
    return game
