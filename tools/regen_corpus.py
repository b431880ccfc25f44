"""Regenerate tests/corpus/<lang>.txt, the text of every entry of the corpus of invented effects
(tests/corpus/effects.txt), from the current renderer and locales.

Run it on purpose after adding an entry or a reviewed change of wording:  python tools/regen_corpus.py
Then read the diff (git diff tests/corpus) line by line, in every language, as a player would.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from interpreter.text.languages import LANGUAGES  # noqa: E402
from tests.test_corpus import CORPUS, entries, golden  # noqa: E402


def main() -> None:
    for lang in LANGUAGES:
        path = CORPUS / f"{lang}.txt"
        path.write_text(golden(lang), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)} ({len(entries())} entries)")


if __name__ == "__main__":
    main()
