"""Benchmarks behind `speakeasy bench` and benchmarks/run.py (figures, never pass/fail tests).

Every figure is measured in this process on one core, except the cold check
(a fresh interpreter per run) and compare scaling (worker processes).
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

from .loader import load_rules
from .resources import locales_dir, rules_dir
from .simulate import play_game


def _timed(fn: Callable[[], Any]) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def cold_check(runs: int) -> float:
    times = [_timed(lambda: subprocess.run([sys.executable, "-m", "interpreter", "check"], check=False,
                                           capture_output=True)) for _ in range(runs)]
    return statistics.median(times)


def games_per_second(rules: Any, players: int, bot: str, games: int) -> float:
    """Games per second after one untimed game, so that one-time work (each node's step function,
    the rule set's derived tables) does not count: it once made 10 quick 2-player games look
    slower than 3-player ones."""
    play_game(rules, players, games, [bot] * players)
    return games / _timed(lambda: [play_game(rules, players, seed, [bot] * players) for seed in range(games)])


def option_latency(rules: Any, games: int) -> tuple[float, float]:
    """Milliseconds from applying a decision to having the next decision's legal options."""
    from .engine.game import Game

    samples = []
    for seed in range(games):
        game = Game.new(rules, 4, seed)
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
    rules: Any, reps: int, keep_log: bool = False
) -> tuple[Callable[[], None], Callable[[], None], Any, list[Any]]:
    """The two sides of the interpreter figure, each running `gain 2 ledger; gain $5` ``reps`` times
    for player 1: through the engine, and as the same mutations and log lines written by hand.
    Returns (engine side, plain side, the player both change, the log both write).

    Both sides empty the log after every effect: a log grown to tens of thousands of
    entries makes the garbage collector, not the interpreter, the larger cost of both
    (it once showed 5x where the interpretation itself cost about 12x).
    """
    from .dsl.parser import parse
    from .engine.game import Game
    from .engine.machine import Ctx, Task

    game = Game.new(rules, 4, 0)
    e = game._e
    e.agenda.clear()
    e.pending = None
    task = Task("run", Ctx(0), parse("gain 2 ledger; gain $5"))  # a value: made once, run many times
    p = e.state.players[0]
    log = e.state.log

    def engine() -> None:
        for _ in range(reps):
            e.perform(task)
            if not keep_log:
                log.clear()

    def plain() -> None:
        for _ in range(reps):
            p.ledgers += 2
            p.cash += 5
            log.append(("gain", {"seat": 0, "amount": 2, "what": "ledger"}))
            log.append(("gain_money", {"seat": 0, "amount": 5, "safe": False}))
            if not keep_log:
                log.clear()

    return engine, plain, p, log


def interpreter_overhead(rules: Any, reps: int) -> dict[str, float]:
    """Microseconds per effect on each side (best of three runs), and their ratio."""
    engine, plain, _, _ = overhead_pair(rules, reps)
    through_engine = min(_timed(engine) for _ in range(3)) / reps
    by_hand = min(_timed(plain) for _ in range(3)) / reps
    return {"interpreter_effect_us": 1e6 * through_engine, "plain_python_effect_us": 1e6 * by_hand,
            "interpreter_overhead_x": through_engine / by_hand}


def render_all(rules: Any, lang: str) -> float:
    from .text import locale as L
    from .text.components import component_texts

    L.locale.cache_clear()
    return _timed(lambda: component_texts(rules, locales_dir(), lang))


def peak_memory_mb(rules: Any, games: int) -> float:
    tracemalloc.start()
    for seed in range(games):
        play_game(rules, 2 + seed % 3, seed, ["random"] * (2 + seed % 3))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 2**20


def compare_scaling(games: int) -> dict[str, float]:
    """Paired games per second of `compare` (base against short-game) with 1 and 2 workers."""
    from .compare import run_pairs

    folder = rules_dir()
    base, variant = load_rules(folder), load_rules(folder, ["short-game"])
    seeds = range(games)
    one = _timed(lambda: run_pairs(base, variant, folder, 4, seeds, ["random"] * 4, workers=1))
    two = _timed(lambda: run_pairs(base, variant, folder, 4, seeds, ["random"] * 4, workers=2))
    return {"compare_pairs_per_s_1_worker": games / one, "compare_pairs_per_s_2_workers": games / two,
            "compare_speedup_2_workers": one / two}


def run(quick: bool) -> dict[str, float]:
    n = 10 if quick else 100
    from .engine import compiled

    rules = load_rules(rules_dir())
    out: dict[str, float] = {"engine_compiled": float(compiled()),  # 1: tools/compile_engine.py was run
                             "check_cold_s": cold_check(3 if quick else 5),
                             "check_warm_s": _timed(lambda: load_rules(rules_dir()))}
    for players in (2, 3, 4):
        for bot in ("random", "greedy"):
            out[f"games_per_s_{players}p_{bot}"] = games_per_second(rules, players, bot, n)
    out["options_ms_median"], out["options_ms_p99"] = option_latency(rules, max(3, n // 10))
    out.update(interpreter_overhead(rules, 2000 if quick else 20000))
    for lang in ("en", "zh-Hans"):
        if (locales_dir() / lang).is_dir():
            out[f"render_all_{lang}_s"] = render_all(rules, lang)
    out["peak_memory_mb_games"] = float(100 if quick else 1000)
    out["peak_memory_mb"] = peak_memory_mb(rules, 100 if quick else 1000)
    out.update(compare_scaling(20 if quick else 100))
    return out
