"""Regenerate Nostra City's recorded files — on purpose, never to silence a test.

    python tools/regen_nostra_city.py golden        # tests/nostra_city/golden/: rule text, a log, the screens
    python tools/regen_nostra_city.py playthroughs  # tests/nostra_city/playthroughs/: whole recorded games
    python tools/regen_nostra_city.py               # both

Then read the diff (`git diff tests/nostra_city`) as a proofreader would, in every language, and commit
the files with the change that caused them (interpreter/harness/playthrough.py says how a changed
playthrough reports whether the rules data or the engine moved).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from interpreter.games.nostra_city import GAME  # noqa: E402
from interpreter.harness.playthrough import regenerate  # noqa: E402
from interpreter.text.languages import LANGUAGES  # noqa: E402

FOLDER = ROOT / "tests" / "nostra_city"


def main(argv: list[str]) -> int:
    what = set(argv) or {"golden", "playthroughs"}
    unknown = what - {"golden", "playthroughs"}
    if unknown:
        print(f"unknown {sorted(unknown)[0]!r}: give golden, playthroughs or nothing", file=sys.stderr)
        return 2
    if "golden" in what:
        from tests.nostra_city.test_text import GOLDEN, golden

        GOLDEN.mkdir(exist_ok=True)
        for lang in LANGUAGES:
            for name, text in golden(lang).items():
                (GOLDEN / name).write_text(text, encoding="utf-8")
                print(f"wrote {GOLDEN / name}")
    if "playthroughs" in what:
        rules = GAME.load_rules()
        for name, change in regenerate(GAME, rules, FOLDER / "playthroughs"):
            print(f"{name}: {change}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
