"""Regenerate tests/golden/play/<game>.<lang>.txt, the words of play: every log line, question, option and
table (`view`, the status line, the standings, the score sheet) of recorded whole games, in every
language (interpreter/harness/playwords.py). The games' decisions are the playthrough files', so run
this after `python tools/regen_playthroughs.py`, and after any change of what a player reads.

    python tools/regen_play_words.py

Run it on purpose, then read `git diff tests/golden/play` as a proofreader would, in every language,
and commit the files with the change that caused them.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from interpreter.files import atomic_write  # noqa: E402
from tests.test_play_words import CASES, GOLDEN, golden_path, words  # noqa: E402


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for game, lang in CASES:
        path = golden_path(game, lang)
        new = words(game, lang)
        old = path.read_text(encoding="utf-8") if path.exists() else None
        atomic_write(path, new)
        what = "new" if old is None else "unchanged" if old == new else "changed"
        print(f"{path.relative_to(ROOT)}: {what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
