"""Benchmarks behind `speakeasy bench` and benchmarks/run.py (figures, never pass/fail tests).

Every figure is measured in this process on one core, except the designer's loop (`check` and
`text ID` in a fresh interpreter per run) and compare scaling (worker processes).
"""

from __future__ import annotations

import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..language.parser import parse
from ..machine import compiled
from ..machine.effects import effect_task
from ..machine.game import Game
from ..text import locale as L
from . import strength
from .compare import run_pairs
from .package import GamePackage
from .simulate import play_game


def _timed(fn: Callable[[], Any]) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def cold(args: list[str], runs: int, cache: str, before: Callable[[int], None] | None = None) -> tuple[float, float]:
    """A command in a new interpreter ``runs`` times (after one run that fills the cache): the medians of its
    wall-clock time and of its CPU time (the machine is shared: CPU time is what waiting for others does not
    inflate). ``cache``: the cache folder it uses ("off": none); ``before(i)`` runs before the i-th run."""
    env = {**os.environ, "SPEAKEASY_CACHE": cache}
    command = [sys.executable, "-m", "interpreter", *args]
    subprocess.run(command, check=False, capture_output=True, env=env)
    walls, cpus = [], []
    for i in range(runs):
        if before is not None:
            before(i)
        start = resource.getrusage(resource.RUSAGE_CHILDREN)
        walls.append(_timed(lambda: subprocess.run(command, check=False, capture_output=True, env=env)))
        end = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(end.ru_utime - start.ru_utime + end.ru_stime - start.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


def designer_loop(game: GamePackage[Any], runs: int) -> dict[str, float]:
    """The designer's loop in new processes: `check` and `text ID` with the cache of an earlier run (what
    repeating a command costs), with no cache at all (a first run), and `check` (or `text ID`) after editing
    one effect of a copy of the rules (what the cache saves when a file changed)."""
    folder = game.schema.shipped
    assert folder is not None
    first = next(c.id for section in game.text.kinds for c in game.load_rules().lists[section])
    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        cache = str(Path(tmp) / "cache")
        for name, args in (("check", ["check"]), ("text", ["text", first])):
            out[f"{name}_cold_s"], out[f"{name}_cold_cpu_s"] = cold(args, runs, cache)
            out[f"{name}_cold_uncached_s"], out[f"{name}_cold_uncached_cpu_s"] = cold(args, runs, "off")
        copy = Path(tmp) / "rules"
        shutil.copytree(folder, copy)
        edited = max(copy.glob("*.yaml"), key=lambda p: p.read_text(encoding="utf-8").count("effect:"))
        original = edited.read_text(encoding="utf-8")

        def edit(i: int) -> None:  # one effect changed, differently each run: its text is new to the cache
            edited.write_text(original.replace('effect: "', f'effect: "gain {i + 2} ledger; ', 1), encoding="utf-8")

        out["check_after_edit_s"], out["check_after_edit_cpu_s"] = cold(["check", "--rules", str(copy)], runs, cache, edit)

        def edit_again(i: int) -> None:  # `text ID` right after an edit, with no check between
            edit(runs + i)

        out["text_after_edit_s"], out["text_after_edit_cpu_s"] = cold(["text", first, "--rules", str(copy)], runs, cache,
                                                                      edit_again)
    return out


def games_per_second(game: GamePackage[Any], rules: Any, players: int, bot: str, games: int) -> float:
    """Games per second after one untimed game, so that one-time work (each node's step function,
    the rule set's derived tables) does not count: it once made 10 quick 2-player games look
    slower than 3-player ones."""
    play_game(game, rules, players, games, [bot] * players)
    return games / _timed(lambda: [play_game(game, rules, players, seed, [bot] * players) for seed in range(games)])


def option_latency(game_def: GamePackage[Any], rules: Any, games: int) -> tuple[float, float]:
    """Milliseconds from applying a decision to having the next decision's legal options."""
    samples = []
    for seed in range(games):
        game = Game.new(game_def, rules, max(game_def.players), seed)
        rng = random.Random(seed)
        while not game.is_over:
            key = rng.choice(game.legal_options()).id
            t = time.perf_counter()
            game.apply(key)
            game.legal_options()
            samples.append(time.perf_counter() - t)
    samples.sort()
    return 1000 * samples[len(samples) // 2], 1000 * samples[int(len(samples) * 0.99)]


def overhead_pair(
    game_def: GamePackage[Any], rules: Any, reps: int, keep_log: bool = False
) -> tuple[Callable[[], None], Callable[[], None], Callable[[], tuple[Any, ...]], list[Any]]:
    """The two sides of the interpreter figure, each running the game's benchmark effect ``reps``
    times for the first seat: through the engine, and as the same change written by hand (the
    game's ``Bench``). Returns (engine side, plain side, what both change, the log both write).

    Both sides empty the log after every effect: a log grown to tens of thousands of
    entries makes the garbage collector, not the interpreter, the larger cost of both
    (it once showed 5x where the interpretation itself cost about 12x). The engine side is the
    engine's own `perform`, with nothing of the public API around it: this times the interpreter.
    """
    case = game_def.bench
    assert case is not None, f"{game_def.name} has no benchmark effect"
    game = Game.new(game_def, rules, max(game_def.players), 0)
    game.dismiss()
    e = game.engine
    task = effect_task(parse(case.effect), game_def.context(0))  # a value: made once, run many times
    log = e.state.log

    def engine() -> None:
        for _ in range(reps):
            e.perform(task)
            if not keep_log:
                log.clear()

    def plain() -> None:
        for _ in range(reps):
            case.by_hand(e, 0)
            if not keep_log:
                log.clear()

    return engine, plain, lambda: case.reads(e, 0), log


def interpreter_overhead(game: GamePackage[Any], rules: Any, reps: int) -> dict[str, float]:
    """Microseconds per effect on each side (best of three runs), and their ratio."""
    engine, plain, _, _ = overhead_pair(game, rules, reps)
    through_engine = min(_timed(engine) for _ in range(3)) / reps
    by_hand = min(_timed(plain) for _ in range(3)) / reps
    return {"interpreter_effect_us": 1e6 * through_engine, "plain_python_effect_us": 1e6 * by_hand,
            "interpreter_overhead_x": through_engine / by_hand}


def clone_cost(game_def: GamePackage[Any], rules: Any, games: int) -> dict[str, float]:
    """A clone of a game in mid-play against a whole game, both timed in this run: random 4-player
    games (after one untimed game), each cloned 20 times at a quarter, a half and three quarters of
    its decisions. Search clones a game hundreds of times a decision, so the target is a ratio."""
    players = max(game_def.players)
    play_game(game_def, rules, players, games, ["random"] * players)
    whole = _timed(lambda: [play_game(game_def, rules, players, seed, ["random"] * players) for seed in range(games)]) / games
    samples = []
    for seed in range(games):
        length = len(play_game(game_def, rules, players, seed, ["random"] * players).decisions)
        game = Game.new(game_def, rules, players, seed)
        rng = random.Random(seed)
        for stop in (length // 4, length // 2, 3 * length // 4):
            while len(game.decisions) < stop:
                game.apply(rng.choice(game.legal_options()))
            samples.append(_timed(lambda g=game: [g.clone() for _ in range(20)]) / 20)  # type: ignore[misc]
    clone = statistics.median(samples)
    return {"game_ms_4p_random": 1000 * whole, "clone_ms": 1000 * clone, "games_per_clone": whole / clone}


def render_all(game: GamePackage[Any], rules: Any, lang: str) -> float:
    L._cached.cache_clear()  # the locale is loaded again: rendering every component, locale included
    return _timed(lambda: game.text.texts(rules, lang))


def peak_memory_mb(game: GamePackage[Any], rules: Any, games: int) -> float:
    counts = game.players
    tracemalloc.start()
    for seed in range(games):
        n = counts[seed % len(counts)]
        play_game(game, rules, n, seed, ["random"] * n)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 2**20


def compare_scaling(game: GamePackage[Any], games: int) -> dict[str, float]:
    """Paired games per second of `compare` (base against the game's benchmark variant) with 1 and 2 workers."""
    folder = game.schema.shipped
    assert folder is not None
    variant_name = game.bench.variant if game.bench else None
    base = game.load_rules(folder)
    variant = game.load_rules(folder, [variant_name]) if variant_name else base
    seeds, n = range(games), max(game.players)
    one = _timed(lambda: run_pairs(game, base, variant, folder, n, seeds, ["random"] * n, workers=1))
    two = _timed(lambda: run_pairs(game, base, variant, folder, n, seeds, ["random"] * n, workers=2))
    return {"compare_pairs_per_s_1_worker": games / one, "compare_pairs_per_s_2_workers": games / two,
            "compare_speedup_2_workers": one / two}


def run(game: GamePackage[Any], quick: bool) -> dict[str, float]:
    n = 10 if quick else 100
    rules = game.load_rules()
    out: dict[str, float] = {"engine_compiled": float(compiled())}  # 1: tools/compile_engine.py was run
    out.update(designer_loop(game, 3 if quick else 7))
    out["check_warm_s"] = _timed(lambda: game.load_rules())
    for players in game.players:
        for bot in game.quick_bots():
            out[f"games_per_s_{players}p_{bot}"] = games_per_second(game, rules, players, bot, n)
    out["options_ms_median"], out["options_ms_p99"] = option_latency(game, rules, max(3, n // 10))
    out.update(clone_cost(game, rules, max(5, n // 5)))
    if game.bench is not None and game.bench.strong_players is not None:  # seeds apart from tests' and --strength's
        players = game.bench.strong_players
        out[f"strong_s_per_game_{players}p"] = strength.seconds_per_duel_game(game, rules, players, 4 if quick else 8,
                                                                              70_000)
    if game.bench is not None:
        out.update(interpreter_overhead(game, rules, 2000 if quick else 20000))
    for lang in ("en", "zh-Hans"):
        if (game.text.locales / lang).is_dir():
            out[f"render_all_{lang}_s"] = render_all(game, rules, lang)
    out["peak_memory_mb_games"] = float(100 if quick else 1000)
    out["peak_memory_mb"] = peak_memory_mb(game, rules, 100 if quick else 1000)
    out.update(compare_scaling(game, 20 if quick else 100))
    return out


def run_strength(game: GamePackage[Any], games: int = 200, budgets: tuple[int, ...] = (1, 2, 4, 8, 16, 32),
                 curve_games: int = 100, timing_games: int = 10, seed: int = 50_000, workers: int | None = None,
                 progress: Callable[[str], None] | None = None) -> dict[str, float]:
    """The strong bot's figures (interpreter/harness/strength.py): its duel against the game's quick bot
    and its self-play over ``games`` games each at the game's default player count, one core's seconds per self-play game, and
    the win rate of the duel at each budget (``curve_games`` each). Seeds start at ``seed``, away from
    the seeds tests and playthroughs use."""
    strong = game.strong_bot
    assert strong is not None, f"{game.name} has no strong bot"
    weak = strength.weak_bot(game)
    rules = game.load_rules()
    players = game.players_default
    say = progress or (lambda text: None)
    out: dict[str, float] = {"strength_games": float(games)}
    say(f"duel: {strong} against {players - 1} {weak}, {games} games")
    duel = strength.duel_figures(strength.play_all(game, rules, strength.duel_jobs(strong, weak, players, games, seed), workers))
    out.update({f"duel_{k}": v for k, v in duel.items() if k != "games"})
    say(f"self-play: {players} {strong}, {games} games")
    own = strength.self_play_figures(strength.play_all(game, rules, strength.self_play_jobs(strong, players, games, seed),
                                                       workers))
    out["selfplay_mean_score"], out["selfplay_mean_score_low"] = own["mean_score"], own["mean_score_low"]
    out["selfplay_min_place_share"] = own["min_place_share"]
    out.update({f"selfplay_share_{place}": share for place, share in own["place_shares"].items()})
    say(f"time: {timing_games} self-play games on one core")
    out["selfplay_s_per_game"] = strength.seconds_per_game(game, rules, strong, players, timing_games, seed + games)
    for budget in budgets:
        say(f"curve: budget {budget}, {curve_games} games")
        spec = f"{strong}:{budget}"
        outcomes = strength.play_all(game, rules, strength.duel_jobs(spec, weak, players, curve_games, seed + 10_000), workers)
        figures = strength.duel_figures(outcomes)
        out[f"curve_win_rate_budget_{budget}"] = figures["win_rate"]
        out[f"curve_s_per_duel_game_budget_{budget}"] = statistics.fmean(o.seconds for o in outcomes)
    return out
