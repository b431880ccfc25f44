"""Playthrough regression files: whole recorded games that must keep playing exactly the same way.

A playthrough (after OpenSpiel's) is one bot game stored as its seed, its
decision log, and what the engine did with it: the state hash and a digest of
the legal options every ``CHECKPOINT_EVERY`` decisions, the final state hash
and the scores, plus the fingerprint of the rules it was recorded with.

Checking one replays the stored decisions (the bots are not run again, so
tuning a bot never breaks a playthrough) and compares. When behaviour differs
the report says where (the first checkpoint that differs, or the decision that
is no longer legal) and which side changed:

* the rules fingerprint is the recorded one: the rules data is the same, so the
  engine (Python) changed how the game plays — a regression unless intended;
* the fingerprint differs: the rules data changed since recording, which may
  well explain it.

Either way an intended change is accepted by regenerating the files on purpose
with ``python tools/regen_playthroughs.py`` and committing them with the change.
A rules change that leaves behaviour identical (a comment, a source citation)
still passes; the report marks the recording stale so a later engine change
is not blamed on the data.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..files import MB, atomic_write, read_text_bounded
from ..machine.game import Game
from ..machine.values import IllegalDecision
from .package import GamePackage, Playthrough

FORMAT = "speakeasy-playthrough"
VERSION = 1
CHECKPOINT_EVERY = 50
REGENERATE = "python tools/regen_playthroughs.py"


class _Digest:
    """A running digest of every decision the game asked: who, what kind, which option ids, in order."""

    def __init__(self) -> None:
        self._h = hashlib.sha256()

    def add(self, game: Game[Any]) -> None:
        d = game.decision
        if d is None:
            self._h.update(b"over\n")
        else:
            self._h.update(f"{d.seat}|{d.kind}|{','.join(o.id for o in d.options)}\n".encode())

    def hexdigest(self) -> str:
        return self._h.hexdigest()[:16]


def record(game_def: GamePackage[Any], rules: Any, spec: Playthrough) -> dict[str, Any]:
    """Play ``spec`` with its bots and return the playthrough as JSON-ready data."""
    from .simulate import play_game

    checkpoints: list[dict[str, Any]] = []
    digest = _Digest()

    def observe(game: Game[Any]) -> None:
        digest.add(game)
        n = len(game.decisions)
        if n % CHECKPOINT_EVERY == 0:
            checkpoints.append({"after": n, "state_hash": game.state_hash(), "options": digest.hexdigest()})

    # play_game reports each decision after it is taken, so the opening one is read off a fresh game
    digest.add(Game.new(game_def, rules, spec.players, spec.seed))
    game = play_game(game_def, rules, spec.players, spec.seed, list(spec.bots), on_decision=observe)
    return {
        "format": FORMAT,
        "version": VERSION,
        "name": spec.name,
        "players": spec.players,
        "seed": spec.seed,
        "bots": list(spec.bots),
        "variants": list(rules.variants),
        "rules_fingerprint": rules.fingerprint,
        "final": {"decisions": len(game.decisions), "state_hash": game.state_hash(), "scores": game.scores,
                  "options": digest.hexdigest()},
        "checkpoints": checkpoints,
        "decisions": game.decisions,
    }


def dumps(data: dict[str, Any]) -> str:
    """One decision per line, so a regenerated file diffs readably."""
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


@dataclass(frozen=True)
class Outcome:
    name: str
    ok: bool
    message: str = ""  # why it failed, or a note when it passed with a stale fingerprint
    stale: bool = False  # passed, but recorded with other rules data


def check(game_def: GamePackage[Any], rules: Any, data: Any, name: str = "playthrough") -> Outcome:
    """Replay a playthrough's decisions on ``rules`` and compare with what was recorded."""
    problem = _shape_problem(data)
    if problem:
        return Outcome(name, False, f"{name}: {problem}; regenerate with `{REGENERATE}`")
    name = str(data.get("name", name))
    recorded_fp = data["rules_fingerprint"]
    same_rules = recorded_fp == rules.fingerprint
    game = Game.new(game_def, rules, data["players"], data["seed"])
    digest = _Digest()
    digest.add(game)
    marks = {c["after"]: c for c in data["checkpoints"]}
    last_good = 0
    detail = None
    for n, key in enumerate(data["decisions"], 1):
        try:
            game.apply(key)
        except IllegalDecision as e:
            detail = f"decision {n} ({key!r}) is no longer legal: {e}"
            break
        digest.add(game)
        mark = marks.get(n)
        if mark is not None:
            detail = _compare_mark(game, digest, mark, last_good)
            if detail:
                break
            last_good = n
    if detail is None:
        detail = _compare_final(game, digest, data["final"], len(data["decisions"]), last_good)
    if detail is None:
        if same_rules:
            return Outcome(name, True)
        return Outcome(name, True, f"{name}: plays the same, but was recorded with rules {recorded_fp} "
                                   f"(now {rules.fingerprint}); regenerate with `{REGENERATE}` to refresh it", True)
    if same_rules:
        why = (f"behaviour changed with the same rules data (fingerprint {rules.fingerprint}), so the engine code "
               f"changed how the game plays: {detail}. If that is intended, regenerate with `{REGENERATE}` and "
               "commit the files with the change; otherwise it is a regression")
    else:
        why = (f"the rules data changed since this playthrough was recorded (fingerprint {recorded_fp} -> "
               f"{rules.fingerprint}) and the game now plays differently: {detail}. If the rules change is "
               f"intended, regenerate with `{REGENERATE}` and commit the files with it")
    return Outcome(name, False, f"{name}: {why}")


def _compare_mark(game: Game[Any], digest: _Digest, mark: dict[str, Any], last_good: int) -> str | None:
    n = mark["after"]
    since = f"between decision {last_good} and decision {n}" if last_good else f"within the first {n} decisions"
    if digest.hexdigest() != mark["options"]:
        return f"the legal options differ {since} (the options digest is {digest.hexdigest()}, recorded {mark['options']})"
    if game.state_hash() != mark["state_hash"]:
        return f"the state differs {since} (state {game.state_hash()} after decision {n}, recorded {mark['state_hash']})"
    return None


def _compare_final(game: Game[Any], digest: _Digest, final: dict[str, Any], count: int, last_good: int) -> str | None:
    if not game.is_over:
        return f"the game is not over after the {count} recorded decisions"
    if digest.hexdigest() != final["options"] or game.state_hash() != final["state_hash"]:
        return (f"the end of the game differs after decision {last_good} (final state {game.state_hash()}, "
                f"recorded {final['state_hash']})")
    if game.scores != final["scores"]:
        return f"the final scores are {game.scores}, recorded {final['scores']}"
    return None


def _shape_problem(data: Any) -> str | None:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return "not a playthrough file"
    if data.get("version") != VERSION:
        return f"playthrough format version {data.get('version')!r}, this program reads {VERSION}"
    wanted = {"players": int, "seed": int, "rules_fingerprint": str, "decisions": list, "checkpoints": list,
              "final": dict}
    for key, kind in wanted.items():
        if not isinstance(data.get(key), kind):
            return f"the file lacks a valid {key!r}"
    return None


MAX_FILE_BYTES = 4 * MB  # a recorded game is a few kilobytes; this is far past any real one


def load(path: Path) -> Any:
    """A playthrough file's JSON, refused unread past MAX_FILE_BYTES (a FileError)."""
    return json.loads(read_text_bounded(path, MAX_FILE_BYTES))


def files(folder: Path) -> list[Path]:
    return sorted(Path(folder).glob("*.json"))


def regenerate(game_def: GamePackage[Any], rules: Any, folder: Path, only: Sequence[str] = ()
               ) -> list[tuple[str, str]]:
    """Write every playthrough of a game (or those named) into ``folder``; returns (name, what changed) pairs."""
    done = []
    for spec in game_def.playthroughs:
        if only and spec.name not in only:
            continue
        path = Path(folder) / f"{spec.name}.json"
        old = read_text_bounded(path, MAX_FILE_BYTES) if path.exists() else None
        try:
            before = check(game_def, rules, json.loads(old), spec.name) if old is not None else None
        except ValueError:
            before = Outcome(spec.name, False, "the old file was not valid JSON")
        data = record(game_def, rules, spec)
        new = dumps(data)
        if old is None or before is None:
            what = "new"
        elif old == new:
            what = "unchanged"
        elif not before.ok:
            what = "changed: " + before.message.removeprefix(f"{spec.name}: ").split(". If ")[0]
        elif json.loads(old).get("decisions") != data["decisions"]:
            # the engine still replays the old log identically: the bots' code now picks other options
            what = "changed: the bots now play differently"
        else:
            what = "same play, rules fingerprint refreshed"
        atomic_write(path, new)
        done.append((spec.name, what))
    return done
