"""tools/mutants.py: which mutants a module has, how each changes the source, and the equivalents file."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "tools"))

from mutants import entry_line, mutants, read_equivalents

SOURCE = textwrap.dedent('''\
    """A module docstring is never mutated."""
    from __future__ import annotations

    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        from x import Y

    LIMIT = 3


    def f(a: int, b: int = 2) -> int:
        """Nor a function's."""
        assert a >= 0
        if a < b and b != 0:
            a = max(a, LIMIT)
        return a if True else b


    class C:
        field: int = 1

        def g(self, items: list[int]) -> list[int]:
            return [i for i in items if i in (1, 2) or not i]
''')


def made(source: str = SOURCE) -> list[tuple[str, int, str, str, tuple[int, int] | None]]:
    return [(m.operator, m.line, m.before, m.after, m.scope) for m in mutants("m.py", source)]


def test_every_operator_on_every_place_it_applies() -> None:
    assert sorted(made(), key=repr) == sorted([
        ("number", 9, "LIMIT = 3", "LIMIT = 4", None),                 # a module constant: every test of the module
        ("number", 9, "LIMIT = 3", "LIMIT = 2", None),
        ("number", 12, "def f(a: int, b: int = 2) -> int:", "def f(a: int, b: int = 3) -> int:", (13, 17)),  # a default
        ("number", 12, "def f(a: int, b: int = 2) -> int:", "def f(a: int, b: int = 1) -> int:", (13, 17)),
        ("negate", 15, "if a < b and b != 0:", "if not (a < b and b != 0):", (15, 15)),
        ("boolop", 15, "if a < b and b != 0:", "if a < b or b != 0:", (15, 15)),
        ("compare", 15, "if a < b and b != 0:", "if a <= b and b != 0:", (15, 15)),
        ("compare", 15, "if a < b and b != 0:", "if a < b and b == 0:", (15, 15)),
        ("number", 15, "if a < b and b != 0:", "if a < b and b != 1:", (15, 15)),
        ("number", 15, "if a < b and b != 0:", "if a < b and b != -1:", (15, 15)),
        ("delete", 16, "a = max(a, LIMIT)", "pass", (16, 16)),
        ("minmax", 16, "a = max(a, LIMIT)", "a = min(a, LIMIT)", (16, 16)),
        ("delete", 17, "return a if True else b", "pass", (17, 17)),
        ("negate", 17, "return a if True else b", "return a if not (True) else b", (17, 17)),
        ("bool", 17, "return a if True else b", "return a if False else b", (17, 17)),
        ("number", 21, "field: int = 1", "field: int = 2", None),       # a class body runs at import
        ("number", 21, "field: int = 1", "field: int = 0", None),
        ("delete", 24, "return [i for i in items if i in (1, 2) or not i]", "pass", (24, 24)),
        ("negate", 24, "return [i for i in items if i in (1, 2) or not i]",
         "return [i for i in items if not (i in (1, 2) or not i)]", (24, 24)),
        ("boolop", 24, "return [i for i in items if i in (1, 2) or not i]",
         "return [i for i in items if i in (1, 2) and not i]", (24, 24)),
        ("compare", 24, "return [i for i in items if i in (1, 2) or not i]",
         "return [i for i in items if i not in (1, 2) or not i]", (24, 24)),
        ("number", 24, "return [i for i in items if i in (1, 2) or not i]",
         "return [i for i in items if i in (2, 2) or not i]", (24, 24)),
        ("number", 24, "return [i for i in items if i in (1, 2) or not i]",
         "return [i for i in items if i in (0, 2) or not i]", (24, 24)),
        ("number", 24, "return [i for i in items if i in (1, 2) or not i]",
         "return [i for i in items if i in (1, 3) or not i]", (24, 24)),
        ("number", 24, "return [i for i in items if i in (1, 2) or not i]",
         "return [i for i in items if i in (1, 1) or not i]", (24, 24)),
    ], key=repr)


def test_a_deleted_statement_keeps_every_line_in_place() -> None:
    source = "def f(g):\n    g.push(\n        1,\n        2,\n    )\n    return g\n"
    deleted = next(m for m in mutants("m.py", source) if m.operator == "delete")
    after = deleted.apply(source)
    assert after.count("\n") == source.count("\n") and after.splitlines()[1] == "    pass"
    assert (deleted.line, deleted.last_line) == (2, 5)


@pytest.mark.parametrize("path", ["interpreter/games/speakeasy/combat.py", "interpreter/language/checker.py"])
def test_every_mutant_of_a_rule_module_compiles_and_changes_one_place(path: str) -> None:
    source = (ROOT / path).read_text(encoding="utf-8")
    found = mutants(path, source)
    assert found and len({m.apply(source) for m in found}) == len(found)
    for m in found:
        new = m.apply(source)
        assert new != source and new.count("\n") == source.count("\n")
        changed = [n for n, (a, b) in enumerate(zip(source.splitlines(), new.splitlines(), strict=True), 1) if a != b]
        assert changed[0] == m.line and changed[-1] <= m.last_line


def test_columns_count_characters_not_bytes() -> None:
    """The ast module counts UTF-8 bytes: a line with Chinese text before the change must still point at it."""
    source = 'def f(x):\n    return ("安全", x < 1)\n'
    compare = next(m for m in mutants("m.py", source) if m.operator == "compare")
    assert compare.after == 'return ("安全", x <= 1)'


def test_the_equivalents_file_is_read_by_key(tmp_path: Path) -> None:
    source = "def f(x):\n    return max(0, x)\n"
    m = next(m for m in mutants("pkg/m.py", source) if m.operator == "minmax")
    text = f"# Equivalent mutants\n\n## pkg/m.py\n\n{entry_line(m)}\n  x is never negative here,\n  so the floor never acts.\n"
    (tmp_path / "eq.md").write_text(text, encoding="utf-8")
    [entry] = read_equivalents(tmp_path / "eq.md")
    assert entry.key == m.key and entry.reason == "x is never negative here, so the floor never acts." and entry.line == 5


def test_an_equivalent_needs_its_reason(tmp_path: Path) -> None:
    (tmp_path / "eq.md").write_text("## pkg/m.py\n\n- `f`: `return x` ⟶ `pass`\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"eq.md:3: an equivalent mutant needs its reason"):
        read_equivalents(tmp_path / "eq.md")


def test_the_shipped_equivalents_file_reads() -> None:
    entries = read_equivalents(ROOT / "tools" / "mutation-equivalents.md")
    assert all(e.reason for e in entries)


def test_every_hand_made_mutant_still_changes_its_place_once_and_compiles() -> None:
    from mutate_hand import MUTANTS, mutated

    assert len({h.what for h in MUTANTS}) == len(MUTANTS)
    for hand in MUTANTS:
        source = (ROOT / hand.path).read_text(encoding="utf-8")
        changed = mutated(hand, source)  # raises when a text to change is not there exactly once
        assert changed != source
        compile(changed, hand.path, "exec")
        assert all((ROOT / t).is_file() for t in hand.tests if t.endswith(".py")), hand.tests
