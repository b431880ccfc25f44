"""Regenerate tests/golden/<lang>.txt from the current rules and locales.

Run it on purpose after a reviewed change of wording:  python tools/regen_golden.py
Then read the diff (git diff tests/golden) as a proofreader would.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from interpreter.games.speakeasy import GAME  # noqa: E402
from interpreter.text.languages import LANGUAGES  # noqa: E402
from tests.test_text import GOLDEN, SAMPLE  # noqa: E402


def main() -> None:
    rules = GAME.load_rules()
    for lang in LANGUAGES:
        texts = {t.id: t for t in GAME.text.texts(rules, lang)}
        body = "\n".join(texts[i].plain() for i in SAMPLE if i in texts) + "\n"
        (GOLDEN / f"{lang}.txt").write_text(body, encoding="utf-8")
        print(f"wrote {GOLDEN / f'{lang}.txt'}")


if __name__ == "__main__":
    main()
