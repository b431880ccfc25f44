"""Benchmarks (not tests): the speed figures reported in the README.

    python benchmarks/run.py [--quick] [--json]     (same as: speakeasy bench)
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from interpreter.harness.bench import run
from interpreter.harness.package import load_game
from interpreter.web.bench import editor_figures


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--game", default=None, help="the game (default: the one installed)")
    args = ap.parse_args()
    game = load_game(args.game)
    figures = run(game, args.quick)
    figures.update(editor_figures(game, args.quick))
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        for key, value in figures.items():
            print(f"{key:34} {value:12.3f}")


if __name__ == "__main__":
    main()
