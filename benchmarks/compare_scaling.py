"""Benchmark (not a test): `compare` throughput with 1 and 2 workers (goal: >= 1.8x on 2 cores).

    python benchmarks/compare_scaling.py                 # 4 players, 200 paired games
    python benchmarks/compare_scaling.py --players 2 --games 400 --variant short-game

Measures paired games per second of the game-playing part (rule sets loaded once, as
`compare` does before it starts its workers) and of the whole call, and checks that
every worker count gives the same results. Other processes on the machine skew the
figures: the load average is printed with them.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from interpreter.harness.compare import compare, run_pairs  # noqa: E402
from interpreter.harness.package import load_game  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--bots", default="random")
    ap.add_argument("--variant", action="append", default=None)
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--game", default=None, help="the game (default: the one installed)")
    args = ap.parse_args()
    game = load_game(args.game)
    folder = game.schema.shipped
    variants = args.variant or ["cheap-casino"]
    bots = [args.bots] * args.players
    seeds = range(args.games)
    base, variant = game.load_rules(folder), game.load_rules(folder, variants)
    print(f"{os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f}; {args.games} paired games, "
          f"{args.players} players, bots {args.bots}, variant {'+'.join(variants)}")
    rates: dict[int, float] = {}
    reference = None
    for w in args.workers:
        t = time.perf_counter()
        pairs = run_pairs(game, base, variant, folder, args.players, seeds, bots, w)
        play = time.perf_counter() - t
        t = time.perf_counter()
        compare(game, folder, variants, args.players, seeds, bots, w)
        whole = time.perf_counter() - t
        reference = reference or pairs
        assert pairs == reference, "results differ with the number of workers"
        rates[w] = args.games / play
        print(f"workers {w}: {rates[w]:6.1f} paired games/s playing ({play:5.1f} s); "
              f"whole compare with loading {whole:5.1f} s; speed-up {rates[w] / rates[args.workers[0]]:.2f}x")
    print(f"load average after: {os.getloadavg()[0]:.2f}; results identical for workers {args.workers}")


if __name__ == "__main__":
    main()
