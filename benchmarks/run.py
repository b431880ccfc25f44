"""Benchmarks (not tests): speed figures reported in the README.

    python benchmarks/run.py            # full run
    python benchmarks/run.py --quick    # fewer games

Every figure is measured on one core in this process (games are sequential).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from interpreter.engine.game import Game  # noqa: E402
from interpreter.loader import load_rules  # noqa: E402
from interpreter.resources import rules_dir  # noqa: E402
from interpreter.simulate import play_game  # noqa: E402


def cold_check(runs: int) -> dict[str, float]:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "interpreter", "check"], check=True, capture_output=True, cwd=ROOT)
        times.append(time.perf_counter() - t)
    return {"cold_check_s_median": statistics.median(times)}


def games_per_second(rules, players: int, bots: str, games: int) -> float:  # type: ignore[no-untyped-def]
    t = time.perf_counter()
    for seed in range(games):
        play_game(rules, players, seed, [bots] * players)
    return games / (time.perf_counter() - t)


def option_latency(rules, games: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """Time from applying a decision to having the next decision's legal options."""
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
    return {"options_latency_ms_median": 1000 * samples[len(samples) // 2],
            "options_latency_ms_p99": 1000 * samples[int(len(samples) * 0.99)]}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    n = 10 if args.quick else 100
    rules = load_rules(rules_dir())
    out: dict[str, float] = {}
    out.update(cold_check(3 if args.quick else 5))
    t = time.perf_counter()
    load_rules(rules_dir())
    out["warm_load_s"] = time.perf_counter() - t
    for players in (2, 3, 4):
        for bots in ("random", "greedy"):
            out[f"games_per_s_{players}p_{bots}"] = games_per_second(rules, players, bots, n)
    out.update(option_latency(rules, max(3, n // 10)))
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        for k, v in out.items():
            print(f"{k:32} {v:10.3f}")


if __name__ == "__main__":
    main()
