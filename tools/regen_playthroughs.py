"""Regenerate the playthrough regression files in tests/playthroughs/ — on purpose, never to silence a test.

    python tools/regen_playthroughs.py              # all of them
    python tools/regen_playthroughs.py 4p-mixed-seed-33 2p-random-seed-11   # only these

What they are: each file is one whole bot game (seed, bots, every decision)
with what the engine made of it — the state hash and a digest of the legal
options every 50 decisions, the final state and the scores, and the
fingerprint of the rules it was recorded with (interpreter/harness/playthrough.py).
tests/test_playthroughs.py replays the decisions and fails when anything
differs, saying where and whether the rules data or the engine changed.

When to run this: only after a change that is *meant* to change how the game
plays — a corrected rule in rules/*.yaml, an engine fix — and once you have
read the failing test's message and agree with it. Then:

1. run this script; it prints, per file, whether it is new, unchanged, or
   changed and why (the old file's failure message);
2. look at `git diff --stat tests/playthroughs` (scores and decision counts
   are near the top of each file);
3. run `python tools/regen_play_words.py`: the words of play of two of these
   games (tests/golden/play/) replay their decisions, so they change with them;
4. commit the files together with the change that caused them, and say in
   the commit message why the game now plays differently.

Which games are recorded is the game package's `playthroughs`
(interpreter/games/speakeasy/game.py); add one there and run this script to add a file. Playthroughs use the base
rules (no variant) and are independent of the bots' code when checked (the
stored decisions are replayed), so tuning a bot only changes them when they
are regenerated.
"""

from __future__ import annotations

import sys
from pathlib import Path

from interpreter.games.speakeasy import GAME
from interpreter.harness.playthrough import regenerate

FOLDER = Path(__file__).resolve().parent.parent / "tests" / "playthroughs"


def main(argv: list[str]) -> int:
    known = {s.name for s in GAME.playthroughs}
    unknown = [a for a in argv if a not in known]
    if unknown:
        print(f"unknown playthrough {unknown[0]!r}; known: {', '.join(sorted(known))}", file=sys.stderr)
        return 2
    rules = GAME.load_rules()
    for name, what in regenerate(GAME, rules, FOLDER, argv):
        print(f"{name}: {what}")
    print(f"rules fingerprint {rules.fingerprint}; files in {FOLDER}")
    print("now regenerate the words of play that replay them: python tools/regen_play_words.py")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
