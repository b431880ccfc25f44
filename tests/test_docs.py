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
