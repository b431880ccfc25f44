"""Layer 2b: rules files — YAML positions, every error at once, safe loading, provenance."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.errors import RulesError
from interpreter.loading.loader import check_rules, load_rules

from .conftest import SCHEMA, write_rules

HELPERS = """\
helpers:
  - id: helper.a
    effect: "gain 2 influnce"
    bottle: gin
    value: 10
    source: "000 P.24"
  - id: helper.b
    effect: >-
      choose { gain 1 ledger |
        gian 2 goon }
    bottle: gin
    value: 10
    source: "000 P.24"
  - id: helper.c
    effect: gain 1 ledger; repeat 2 gain 1 ledger
    bottle: rum
    value: 5
    source: "000 P.24"
  - id: helper.d
    effect: sell
    bottle: rum
    valu: 5
    source: "000 P.24"
  - id: helper.e
    effect: sell
    bottle: rum
    value: 5
crates:
  - id: crate.a
    cash: 4 * count(ledger[mine plced]) max 24
    back: |
      modify sell_limit +1;
      modify defence +1
    reconstructed: a test
"""


def _errors(folder: Path) -> list[tuple[int, int, str]]:
    report = check_rules(SCHEMA, folder)
    return [(d.line, d.column, d.message) for d in report.diagnostics if d.file.endswith("a.yaml")]


@pytest.fixture
def broken(tmp_path: Path) -> list[tuple[int, int, str]]:
    return _errors(write_rules(tmp_path / "rules", {"a.yaml": HELPERS}))


@pytest.mark.parametrize(("line", "column", "fragment"), [
    (3, 21, "unexpected argument 'influnce'"),          # a double-quoted scalar
    (10, 9, "unknown verb 'gian'"),                       # the second line of a folded scalar
    (15, 37, "unexpected 'gain'; expected ':'"),          # a plain scalar, parse error
    (22, 5, "unknown field 'valu' (did you mean 'value'?)"),
    (24, 5, "give a `source`"),                           # no provenance
    (30, 33, "'ledger' has no filter 'plced'"),
    (33, 14, "'defence' is not a valid what"),            # the second line of a literal block
])
def test_every_error_is_reported_at_its_yaml_position(broken: list[tuple[int, int, str]], line: int, column: int,
                                                      fragment: str) -> None:
    assert any((ln, col) == (line, column) and fragment in msg for ln, col, msg in broken), broken


def test_errors_are_sorted_and_rendered_with_caret(tmp_path: Path) -> None:
    folder = write_rules(tmp_path / "rules", {"a.yaml": HELPERS})
    with pytest.raises(RulesError) as info:
        load_rules(SCHEMA, folder)
    text = str(info.value)
    assert 'effect: "gain 2 influnce"' in text
    lines = text.splitlines()
    i = next(n for n, ln in enumerate(lines) if "influnce'" in ln and ln.startswith(str(folder)))
    assert lines[i + 2].index("^") == lines[i + 1].index("influnce")
    positions = [(d.file, d.line, d.column) for d in info.value.diagnostics]
    assert positions == sorted(positions)


@pytest.mark.parametrize(("text", "fragment"), [
    ("helpers: [\n  - id: x\n", "YAML:"),
    ("a: !!python/object/apply:os.system ['echo pwned']\n", "tags are not allowed"),
    ("helpers:\n  - !!python/object:builtins.dict {}\n", "tags are not allowed"),
    ("just a string\n", "a rules file is a mapping"),
    ("helperz: []\n", "unknown section 'helperz' (did you mean 'helpers'?)"),
    ("helpers: {id: x}\n", "'helpers' is a list of components"),
])
def test_bad_files_give_positioned_errors_and_execute_nothing(tmp_path: Path, text: str, fragment: str) -> None:
    folder = write_rules(tmp_path / "rules", {"a.yaml": text})
    report = check_rules(SCHEMA, folder)
    mine = [d for d in report.diagnostics if d.file.endswith("a.yaml")]
    assert mine and any(fragment in d.message for d in mine), [d.message for d in report.diagnostics]
    assert all(d.line >= 1 and d.column >= 1 for d in mine)


def test_alias_bomb_is_refused(tmp_path: Path) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 60):
        lines.append(f"a{i}: &a{i} [*a{i-1}, *a{i-1}, *a{i-1}, *a{i-1}, *a{i-1}, *a{i-1}]")
    folder = write_rules(tmp_path / "rules", {"a.yaml": "\n".join(lines) + "\n"})
    report = check_rules(SCHEMA, folder)
    assert any("aliases" in d.message for d in report.diagnostics)


def test_missing_folder_is_a_diagnostic_not_a_crash(tmp_path: Path) -> None:
    report = check_rules(SCHEMA, tmp_path / "nope")
    assert not report.ok and "not found" in report.diagnostics[0].message


# Fields kept for people, not for play: they describe the printed components. (A district's `grid`
# once was one; the studio's board now draws the map by it.)
DESCRIPTIVE = {
    ("Mobster", "born"): "the historical mobster's year of birth",
    ("Mobster", "died"): "the historical mobster's year of death",
}


def test_every_rules_field_is_read_by_the_program() -> None:
    """A field nothing reads is a trap for a designer: editing it changes nothing. (Three such
    fields once restated setup numbers per act, and `unique_helper_bottles` was ignored.) A field
    counts as read when the package names it outside the models, as an attribute or a string."""
    import inspect
    import re

    from pydantic import BaseModel

    import interpreter
    import interpreter.games.speakeasy.models as models

    package = Path(interpreter.__file__).parent
    source = "\n".join(p.read_text(encoding="utf-8") for p in package.rglob("*.py") if p != Path(models.__file__))
    unread = sorted(
        (name, field)
        for name, cls in inspect.getmembers(models, inspect.isclass)
        if issubclass(cls, BaseModel) and cls.__module__ == models.__name__
        for field in cls.model_fields
        if not re.search(rf"\.{field}\b|[\"']{field}[\"']", source)
    )
    assert unread == sorted(DESCRIPTIVE), f"fields nothing reads: {sorted(set(unread) - set(DESCRIPTIVE))}"


# ------------------------------------------------------------------ the map, read as a whole
@pytest.mark.parametrize(("before", "after", "message"), [
    # 1 forgets 4 while 4 still lists 1: a truck could drive 4 -> 1 and never back (000 P.16)
    ("adjacent: [2, 4]", "adjacent: [2]", "adjacency is not symmetric: 4 lists 1 but 1 does not list 4"),
    ("adjacent: [2, 4]", "adjacent: [1, 2, 4]", "district 1 is adjacent to itself"),
    ("adjacent: [2, 4]", "adjacent: [2, 4, 99]", "district 1 is adjacent to unknown district 99"),
])
def test_check_refuses_a_map_whose_adjacency_does_not_hold_both_ways(tmp_path: Path, before: str, after: str,
                                                                     message: str) -> None:
    import shutil

    from .conftest import RULES_DIR

    folder = tmp_path / "rules"
    shutil.copytree(RULES_DIR, folder, ignore=shutil.ignore_patterns("__pycache__"))
    shipped = (folder / "map.yaml").read_text(encoding="utf-8")
    assert shipped.count(before) == 1, "district 1's adjacency, as shipped"
    assert check_rules(SCHEMA, folder).ok, "the shipped map holds both ways"
    (folder / "map.yaml").write_text(shipped.replace(before, after), encoding="utf-8")
    report = check_rules(SCHEMA, folder)
    found = [d for d in report.diagnostics if message in d.message]
    assert not report.ok and len(found) == 1, [d.message for d in report.diagnostics]
    assert found[0].file.endswith("map.yaml")
