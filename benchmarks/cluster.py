"""Benchmark (not a test): games per second on the local pool and on a local Ray instance, in one run.

    python benchmarks/cluster.py                          # greedy bots, 4 players, 120 games
    python benchmarks/cluster.py --bots consigliere --games 24

Plays the same seeds four ways — the local pool with 1 and 2 workers, Ray with 1 and 2 workers (one local
instance of 2 CPUs, started once, before the clock) — checks that all four give the same results, and reports
games/s, the speed-up of 2 workers over 1 on each backend (goal >= 1.8x for the strong bot) and Ray's overhead
against the local pool at equal workers (goal <= 10 %). Then the cost of scheduling one Ray task (empty chunks),
the figure the chunk size is chosen against (harness/backend.chunk_size). Other processes on the machine skew
the figures: the load average is printed with them.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from interpreter.harness.backend import Backend, run_jobs, start_ray  # noqa: E402
from interpreter.harness.package import load_game  # noqa: E402
from interpreter.harness.simulate import _result  # noqa: E402


def _nothing(state: int, job: int) -> int:
    return job


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=120)
    ap.add_argument("--bots", default="greedy")
    ap.add_argument("--tasks", type=int, default=400, help="empty Ray tasks for the scheduling cost")
    args = ap.parse_args()
    import ray

    game = load_game(None)
    rules = game.load_rules()
    state = (game, rules, args.players, [args.bots] * args.players)
    seeds = list(range(args.games))
    start_ray(Backend("ray", workers=2))  # before the clock: a designer's cluster is up before the run
    figures: dict[str, float] = {}
    results = {}
    try:
        for kind in ("local", "ray"):
            for workers in (1, 2):
                backend = Backend(kind, workers=workers) if workers > 1 or kind == "ray" else None
                t = time.perf_counter()
                if backend is None:
                    out = [_result(state, s) for s in seeds]
                else:
                    out = run_jobs(_result, state, seeds, backend)
                figures[f"{kind}{workers}"] = time.perf_counter() - t
                results[f"{kind}{workers}"] = [r.as_json() for r in out]
        t = time.perf_counter()
        run_jobs(_nothing, 0, list(range(args.tasks)), Backend("ray", workers=2, chunk=1))
        per_task = (time.perf_counter() - t) / args.tasks
    finally:
        ray.shutdown()
    same = all(r == results["local1"] for r in results.values())
    load = os.getloadavg()
    print(f"{args.games} games, {args.players} players, bots {args.bots}; load average {load[0]:.1f} {load[1]:.1f} "
          f"on {os.cpu_count()} cores; the same results on every backend: {same}")
    print(f"{'backend':<14}{'workers':>8}{'seconds':>10}{'games/s':>10}")
    for kind in ("local", "ray"):
        for workers in (1, 2):
            s = figures[f"{kind}{workers}"]
            print(f"{kind:<14}{workers:>8}{s:>10.2f}{args.games / s:>10.2f}")
    for kind in ("local", "ray"):
        print(f"{kind}: 2 workers over 1: {figures[kind + '1'] / figures[kind + '2']:.2f}x (goal >= 1.8x)")
    for workers in (1, 2):
        over = figures[f"ray{workers}"] / figures[f"local{workers}"] - 1
        print(f"Ray's overhead at {workers} worker{'s' if workers > 1 else ''}: {100 * over:+.1f} % (goal <= 10 %)")
    print(f"one Ray task scheduled and returned: {1000 * per_task:.2f} ms (a chunk of one greedy game: "
          f"{1000 * figures['local1'] / args.games:.0f} ms)")


if __name__ == "__main__":
    main()
