"""Refresh the generated rule text quoted under the examples of docs/dsl.md.

An example in docs/dsl.md may be followed by its text in the three languages:

    ```effect
    when sell: gain $1
    ```
    > **en** Each time you sell, gain $1.<br>
    > **zh-Hans** …<br>
    > **zh-Hant** …

This rewrites those quoted lines from the renderer (run it on purpose, then read the diff);
tests/test_docs.py fails when they drift from what the renderer says.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from interpreter.games.speakeasy import GAME  # noqa: E402
from interpreter.language.parser import parse  # noqa: E402
from interpreter.text.locale import LANGUAGES, locale  # noqa: E402

DOC = ROOT / "docs" / "dsl.md"
QUOTED = re.compile(r"(```(effect|cond|expr)\n((?:(?!```).)*?)```\n)((?:> \*\*[\w-]+\*\* [^\n]*\n)+)", re.S)


def rendered(kind: str, source: str, lang: str) -> str:
    """An example's text in a language, as the reference quotes it (an effect as a sentence)."""
    r = GAME.text.renderer(locale(GAME.text.locales, lang), GAME.text.vocabulary)
    node = parse(source, kind)  # type: ignore[arg-type]
    if kind == "effect":
        return r.sentence(r.effect(node))
    return r.cond(node) if kind == "cond" else r.expr(node)


def texts(kind: str, source: str) -> str:
    end = {lang: "<br>" for lang in LANGUAGES[:-1]}
    return "".join(f"> **{lang}** {rendered(kind, source, lang)}{end.get(lang, '')}\n" for lang in LANGUAGES)


def main() -> None:
    text = DOC.read_text(encoding="utf-8")
    new = QUOTED.sub(lambda m: m.group(1) + texts(m.group(2), m.group(3)), text)
    DOC.write_text(new, encoding="utf-8")
    print(f"{len(QUOTED.findall(text))} examples' texts refreshed in {DOC.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
