"""The soak test behind `speakeasy soak`: many bot games, checked after every decision and replayed.

Game ``k`` of a run is fully determined by ``seed + k`` and by ``k``'s place in
a fixed cycle of configurations (player count fastest, then the bot mix, then
the variant), so a run is reproducible whatever the number of workers, and any
single game can be re-run on its own with `game_spec`.

Each game is checked three ways: the game's invariants (``GameDefinition.invariants``)
after setup and after every decision, a sane ending (scores for every seat), and a
replay of its decision log through `saves.replay`, which must end in the same
state hash and scores. Any failure, including an exception inside the engine,
writes the save file that reproduces it and a text file with the message.
"""

from __future__ import annotations

import json
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import InterpreterError
from ..files import atomic_write
from ..machine.game import Game
from .backend import Backend, stream
from .package import GamePackage
from .saves import SAVE_FORMAT, SAVE_VERSION, Save, SaveError, replay, save_game
from .simulate import MAX_DECISIONS, seat_bots

BASE = None  # the variant slot of the base rules
MIXED = "mixed"  # seats alternate the game's own first bot and the random bot
# A rule set a soak plays: the base rules (None), a shipped variant by name, or variants given together (in order)
Slot = str | tuple[str, ...] | None


def slot_variants(slot: Slot) -> list[str]:
    """The variants a slot loads, in order."""
    return [] if slot is None else [slot] if isinstance(slot, str) else list(slot)


def slot_name(slot: Slot) -> str | None:
    """A slot as the report says it (None: the base rules)."""
    return None if slot is None else slot if isinstance(slot, str) else " + ".join(slot)


@dataclass(frozen=True)
class GameSpec:
    index: int  # position in the run
    seed: int
    players: int
    bots: tuple[str, ...]  # one per seat
    variant: Slot  # a name from rules/variants/, the variants given together, or None for the base rules

    def describe(self) -> str:
        shown = slot_name(self.variant)
        return (f"game {self.index} (seed {self.seed}, {self.players} players, bots {','.join(self.bots)}, "
                f"{'variant ' + shown if shown else 'base rules'})")

    def file_stem(self) -> str:
        names = "+".join(Path(v).stem for v in slot_variants(self.variant))
        return f"soak-{self.seed}-{self.players}p-{names or 'base'}"


@dataclass(frozen=True)
class Failure:
    spec: GameSpec | None  # None: a variant that does not even load
    message: str
    save: Path | None = None


@dataclass
class SoakReport:
    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    failures: list[Failure] = field(default_factory=list)
    variants: list[Slot] = field(default_factory=list)
    stopped_early: bool = False

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0


def shipped_variants(rules_dir: Path) -> list[str]:
    """Variant names found in ``<rules>/variants/*.yaml``, sorted; discovered at run time, never listed here."""
    folder = rules_dir / "variants"
    if not folder.is_dir():
        return []
    return sorted(p.stem for p in folder.glob("*.yaml") if p.is_file())


def bot_mixes(game: GamePackage[Any]) -> tuple[str, ...]:
    """The bot mixes a soak plays: random, each of the game's quick bots (not the strong one, which searches),
    and (with one) the two mixed."""
    own = tuple(name for name in game.bots if name in game.quick_bots())
    return ("random", *own, MIXED) if own else ("random",)


def game_spec(index: int, seed: int, variants: Sequence[Slot], counts: Sequence[int],
              mixes: Sequence[str]) -> GameSpec:
    """The ``index``-th game of a run.

    Player count and bot mix cycle through their pairs (9 for Speakeasy: 2/3/4 players × random,
    greedy, mixed); the variant turns with every game and shifts by one each block of pairs, so
    a small sample (the CI's 12 games) already meets every player count, bot mix and (up to 9)
    variant, and every (players, bots, variant) triple comes round within a block × len(variants)
    games whatever the number of variants.
    """
    block = len(counts) * len(mixes)
    players = counts[index % len(counts)]
    mix = mixes[(index // len(counts)) % len(mixes)]
    slots = list(variants) or [BASE]
    variant = slots[(index % block + index // block) % len(slots)]
    if mix == MIXED:  # alternate seats, starting seat shifting with the game so both bots sit first
        bots = tuple(mixes[1] if (seat + index) % 2 == 0 else "random" for seat in range(players))
    else:
        bots = (mix,) * players
    return GameSpec(index, seed + index, players, bots, variant)


class _Violation(Exception):
    """Internal: a check failed; the message is what the user reads."""


def _check(game: Game[Any], when: str) -> None:
    problems = game.violations()
    if problems:
        raise _Violation(f"invariant broken {when}: " + "; ".join(problems))


def play_and_check(game_def: GamePackage[Any], rules: Any, spec: GameSpec) -> tuple[Game[Any] | None, str | None]:
    """Play one game and check it; returns the game (for its save) and the failure message, or None."""
    game: Game[Any] | None = None
    try:
        game = Game.new(game_def, rules, spec.players, spec.seed)
        _check(game, "after setup")
        # the same bot seeding as `speakeasy simulate`, so a soak game can be re-run there too
        seats = seat_bots(game_def, list(spec.bots), spec.seed)
        n = 0
        while not game.is_over:
            if n >= MAX_DECISIONS:
                raise _Violation(f"the game did not end after {MAX_DECISIONS} decisions")
            seat, decision = game.current_player, game.decision
            if seat is None or decision is None or not decision.options:
                raise _Violation(f"after decision {n}: the game is not over but nobody has a decision with options")
            option = seats[seat](game.view(seat), decision)
            game.apply(option)
            n += 1
            _check(game, f"after decision {n} ({option.id!r} by player {seat + 1})")
        scores = game.scores
        if scores is None or len(scores) != spec.players:
            raise _Violation(f"the game ended with scores {scores!r} for {spec.players} players")
        _check_replay(game_def, rules, game)
    except _Violation as v:
        return game, str(v)
    except Exception as e:  # an engine crash is a failure to report, not a reason to stop the run
        where = f" after decision {len(game.decisions)}" if game is not None else " during setup"
        return game, f"{type(e).__name__}{where}: {e}\n{traceback.format_exc()}"
    return game, None


def _check_replay(game_def: GamePackage[Any], rules: Any, game: Game[Any]) -> None:
    """Rebuild the game from its seed and decision log, through the same code path as `speakeasy replay`."""
    save = Save(game=game_def.name, players=game.players, seed=game.seed, decisions=game.decisions,
                rules_fingerprint=rules.fingerprint, variants=list(rules.variants), state_hash=game.state_hash(), over=True)
    try:
        again = replay(game_def, rules, save, "the replay")
    except SaveError as e:
        raise _Violation(f"replaying the decision log fails: {e}") from None
    if not again.is_over or again.scores != game.scores:
        raise _Violation(f"the replay ends with scores {again.scores}, the game with {game.scores}")


def write_failure(out_dir: Path, spec: GameSpec, game: Game[Any] | None, message: str,
                  staging: Path | None = None) -> Path | None:
    """The save that reproduces a failure (its last decision is the one after which it appeared) and a report,
    named in ``out_dir`` (written in ``staging`` when given: a worker of a cluster hands the files back)."""
    into = staging or out_dir
    save_path: Path | None = None
    if game is not None:
        save_path = out_dir / f"{spec.file_stem()}.json"
        try:
            save_game(into / save_path.name, game)
        except Exception:  # a crashed engine may not hash its state: keep the decision log anyway
            data = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": game.definition.name,
                    "rules_fingerprint": game.rules.fingerprint,
                    "variants": list(game.rules.variants), "players": game.players, "seed": game.seed,
                    "decisions": game.decisions, "state_hash": None, "over": False}
            atomic_write(into / save_path.name, json.dumps(data, indent=1) + "\n")
    report = [spec.describe(), "", message.rstrip(), ""]
    if save_path is not None:
        report.append(f"reproduce: speakeasy replay {save_path}")
        report.append("(the save ends with the decision after which the problem appeared; "
                      "replay it with the same rules folder and check `violations` there)")
    atomic_write(into / f"{spec.file_stem()}.txt", "\n".join(report) + "\n")
    return save_path


def failure_files(out_dir: Path, spec: GameSpec, game: Game[Any] | None, message: str) -> dict[str, str]:
    """The files ``write_failure`` writes for a failure, as text by file name (made where the game was played)."""
    with tempfile.TemporaryDirectory(prefix="speakeasy-soak-") as tmp:
        write_failure(out_dir, spec, game, message, Path(tmp))
        return {p.name: p.read_text(encoding="utf-8") for p in sorted(Path(tmp).iterdir())}


# ------------------------------------------------------------------ running many games
# per process: (game, rules folder, variant) -> rules, loaded once
_RULES: dict[tuple[str, Path, Slot], Any] = {}
# what every game of a run needs: the game, the seed of game 0, the rule sets by slot (in their order)
Work = tuple[GamePackage[Any], int, tuple[tuple[Slot, Any], ...], Path]  # ..., and where failures' files go


def _load_all(game: GamePackage[Any], rules_dir: Path, variants: Sequence[Slot]) -> list[Failure]:
    failures = []
    for v in variants:
        if (game.name, rules_dir, v) in _RULES:
            continue
        try:
            _RULES[game.name, rules_dir, v] = game.load_rules(rules_dir, slot_variants(v))
        except InterpreterError as e:
            failures.append(Failure(None, f"{'variant ' + str(slot_name(v)) if v else 'the base rules'} do not load:\n{e}"))
    return failures


def _spec(work: Work, index: int) -> GameSpec:
    game_def, seed, rules, _ = work
    return game_spec(index, seed, [slot for slot, _ in rules], game_def.players, bot_mixes(game_def))


def _run_one(work: Work, index: int) -> tuple[int, str | None, dict[str, str]]:
    """Game ``index`` of a run, played and checked where the backend runs it: its decisions, its failure if any and
    the files that reproduce it, as text (the run writes them here: a cluster's node writes nothing)."""
    spec = _spec(work, index)
    game, message = play_and_check(work[0], dict(work[2])[spec.variant], spec)
    files = failure_files(work[3], spec, game, message) if message is not None else {}
    return (len(game.decisions) if game is not None else 0), message, files


def run_soak(game: GamePackage[Any], rules_dir: Path | None, games: int, seed: int = 0,
             out_dir: Path = Path("soak-failures"), workers: int = 1, max_failures: int = 10,
             progress: Callable[[int, int], None] | None = None, variants: Sequence[str] | None = None,
             backend: Backend | None = None) -> SoakReport:
    """Play ``games`` games; ``progress(done, failures)`` as they finish. Stops early after ``max_failures``. The
    rule sets: the base rules and each shipped variant, or, given ``variants``, the rules with those (in order).
    ``backend``: where the games are played (harness/backend.py; else ``workers`` local processes)."""
    started = time.perf_counter()
    folder = Path(rules_dir or game.schema.shipped or ".").resolve()  # one cache key per folder, however spelled
    names: list[Slot] = [tuple(variants)] if variants else [BASE, *shipped_variants(folder)]
    report = SoakReport(failures=_load_all(game, folder, names))
    loaded = tuple(v for v in names if (game.name, folder, v) in _RULES)  # a variant that does not load is reported
    report.variants = list(loaded)
    if not loaded:
        report.seconds = time.perf_counter() - started
        return report
    work: Work = (game, seed, tuple((v, _RULES[game.name, folder, v]) for v in loaded), out_dir)
    chunks = stream(_run_one, work, range(games), backend or Backend(workers=workers))
    try:
        for start, results in chunks:
            for i, (decisions, message, files) in enumerate(results, start):
                report.games += 1
                report.decisions += decisions
                if message is not None:
                    spec = _spec(work, i)
                    for name, text in files.items():
                        atomic_write(out_dir / name, text)
                    save = out_dir / f"{spec.file_stem()}.json"
                    report.failures.append(Failure(spec, message, save if save.name in files else None))
            if progress is not None:
                progress(report.games, len(report.failures))
            if len(report.failures) >= max_failures:
                report.stopped_early = report.games < games
                break
    finally:
        chunks.close()  # stopped early: the games still queued are not played
    report.failures.sort(key=lambda f: -1 if f.spec is None else f.spec.index)
    report.seconds = time.perf_counter() - started
    return report
