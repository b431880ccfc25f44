"""Every example in docs/dsl.md parses and checks: the reference cannot drift from the language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from interpreter.language.checker import check
from interpreter.language.parser import parse

from .conftest import VOCABULARY

DOC = Path(__file__).resolve().parent.parent / "docs" / "dsl.md"
BLOCKS = re.findall(r"```(effect|cond|expr)\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_the_reference_has_examples_of_every_kind() -> None:
    assert {k for k, _ in BLOCKS} == {"effect", "cond", "expr"}
    assert len(BLOCKS) >= 30


@pytest.mark.parametrize(("kind", "text"), BLOCKS, ids=[t.strip()[:40] for _, t in BLOCKS])
def test_doc_example_parses_and_checks(kind: str, text: str) -> None:
    tree = parse(text, kind)  # type: ignore[arg-type]
    assert check(tree, VOCABULARY) == []


QUOTED = re.findall(r"```(effect|cond|expr)\n((?:(?!```).)*?)```\n((?:> \*\*[\w-]+\*\* [^\n]*\n)+)",
                    DOC.read_text(encoding="utf-8"), re.S)


def test_every_example_shows_its_text_in_every_language() -> None:
    assert len(QUOTED) == len(BLOCKS)


@pytest.mark.parametrize(("kind", "text", "quoted"), QUOTED, ids=[t.strip()[:40] for _, t, _ in QUOTED])
def test_the_text_quoted_under_an_example_is_what_the_renderer_says(kind: str, text: str, quoted: str) -> None:
    """The reference quotes each example's generated text; a change of wording shows here as a diff
    (refresh on purpose with `python tools/regen_doc_texts.py`)."""
    from interpreter.text.locale import LANGUAGES, locale

    from .conftest import GAME

    shown = dict(re.findall(r"> \*\*([\w-]+)\*\* ([^\n]*?)(?:<br>)?\n", quoted))
    assert set(shown) == set(LANGUAGES)
    for lang in LANGUAGES:
        r = GAME.text.renderer(locale(GAME.text.locales, lang), GAME.text.vocabulary)
        node = parse(text, kind)  # type: ignore[arg-type]
        said = r.sentence(r.effect(node)) if kind == "effect" else r.cond(node) if kind == "cond" else r.expr(node)
        assert shown[lang] == said, lang
