"""Regenerate tests/golden/<lang>.txt (every component of the shipped rules) and
tests/golden/<lang>.house-cards.txt (what the house-cards variant adds or rewords) from the current
rules and locales.

Run it on purpose after a reviewed change of wording:  python tools/regen_golden.py
Then read the diff (git diff tests/golden) as a proofreader would, in every language.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from interpreter.text.languages import LANGUAGES  # noqa: E402
from tests.test_text import GOLDEN, golden  # noqa: E402


def main() -> None:
    for lang in LANGUAGES:
        for name, text in golden(lang).items():
            (GOLDEN / name).write_text(text, encoding="utf-8")
            print(f"wrote {GOLDEN / name}")


if __name__ == "__main__":
    main()
