"""YAML everywhere it is read (rules, variants, scenarios, fmt): a key written twice is an error naming
both places, aliases are bounded by what they expand to, and a scenario's comparison values are read
with the same limits, with positions (issue 15, items 3, 5 and 7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.harness.scenarios import run_file
from interpreter.loading.loader import check_rules
from interpreter.loading.yamlsrc import MAX_EXPANDED, parse_yaml

from .bounded import run_bounded
from .conftest import SCHEMA

HELPER = '  - id: h\n    effect: "gain 1 ledger"\n    bottle: gin\n    value: 5\n    source: "000 P.3"\n'


# ------------------------------------------------------------------ keys written twice
@pytest.mark.parametrize(("text", "where", "message"), [
    ("helpers:\n" + HELPER.replace("    bottle", '    effect: "gain $5"\n    bottle'), "4:5",
     "'effect' is written twice in this mapping (first at line 3); YAML would keep only the last"),
    ("helpers:\n" + HELPER + "helpers:\n" + HELPER, "7:1", "'helpers' is written twice in this mapping (first at line 1)"),
    ("game: {name: a, capos: 3, name: b}\n", "1:27", "'name' is written twice in this mapping (first at line 1, column 8)"),
    ("helpers:\n" + HELPER + "    value: 6\n", "7:5", "'value' is written twice in this mapping (first at line 5)"),
    ("map:\n  districts: []\n  1: x\n  01: y\n", "4:3", "'01' is written twice in this mapping (first at line 3)"),
], ids=["effect", "section", "flow-mapping", "last-field", "same-number"])
def test_a_key_written_twice_in_a_rules_file_is_an_error_at_the_second(tmp_path: Path, text: str, where: str,
                                                                         message: str) -> None:
    (tmp_path / "zz.yaml").write_text(text, encoding="utf-8")
    rendered = [d.render() for d in check_rules(SCHEMA, tmp_path).diagnostics if d.file.endswith("zz.yaml")]
    assert any(r.startswith(f"{tmp_path / 'zz.yaml'}:{where}: {message}") and "^" in r for r in rendered), rendered


def test_quoted_and_plain_keys_that_differ_in_the_data_are_not_twice() -> None:
    src, diags = parse_yaml("1: a\n'1': b\n2.5: c\n'2.5': d\nnull: e\n'null': f\n", "t.yaml")
    assert src is not None and diags == []


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_scenario_expect_written_twice_is_malformed_not_a_false_pass(tmp_path: Path) -> None:
    text = "players: 2\nsteps:\n  - expect: {players.1.cash: 999}\n    expect: {players.1.cash: '>= 0'}\n"
    result = run_file(write(tmp_path, "s.yaml", text), "s.yaml")
    assert result.status == "malformed"
    assert result.diagnostics[0].render().startswith("s.yaml:4:5: 'expect' is written twice in this mapping (first at line 3)")


def test_a_variant_section_written_twice_is_an_error(tmp_path: Path) -> None:
    v = write(tmp_path, "v.yaml", "change:\n  board.starting.cash: 5\nchange:\n  board.starting.safe: 6\n")
    messages = [d.render() for d in check_rules(SCHEMA, None, [v]).diagnostics]
    assert any(m.startswith(f"{v}:3:1: 'change' is written twice in this mapping (first at line 1)") for m in messages)


# ------------------------------------------------------------------ aliases by what they expand to
def chain(n: int, top: str = "x") -> str:
    """A chain of doubling aliases: a few hundred bytes that expand to 2**n nodes."""
    lines = [f"{top}0: &{top}0 [lol, lol]"] + [f"{top}{i}: &{top}{i} [*{top}{i - 1}, *{top}{i - 1}]" for i in range(1, n)]
    return "\n".join(lines) + "\n"


def test_aliases_are_measured_by_their_expansion() -> None:
    assert parse_yaml(chain(18), "ok.yaml")[0] is not None  # 2**18 nodes: within the bound
    src, diags = parse_yaml(chain(24), "bomb.yaml")
    assert src is None and f"YAML aliases expand past {MAX_EXPANDED} nodes and characters" in diags[0].message
    src, diags = parse_yaml("a: &a [x, {b: *a}]\n", "loop.yaml")
    assert src is None and diags[0].message == "a YAML alias refers to a node that contains it"


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("yaml")
    bomb = chain(24)
    assert len(bomb.encode()) < 1000  # below the alias count too: 46 aliases
    write(d, "bomb.yaml", bomb)
    write(d, "bomb-scenario.yaml", bomb + "players: 2\nsteps:\n  - expect: {players.1.cash: *x23}\n")
    write(d, "bomb-variant.yaml", bomb + "change:\n  board.starting.cash: *x23\n")
    write(d, "twice.yaml", "helpers:\n  - id: a\n    id: b\n")
    for i, value in enumerate(["== [unclosed", "== !!python/object/apply:os.system [\"true\"]", ">= \"\\q\""]):
        write(d, f"value{i}.yaml", f"players: 2\nsteps:\n  - expect:\n      players.1.cash: '{value}'\n")
    return d


PROBES = [
    ("fmt-check-alias-bomb", ["fmt", "--check", "{d}/bomb.yaml"], 1, "bomb.yaml:20:6: YAML aliases expand past"),
    ("scenario-alias-bomb", ["scenario", "run", "{d}/bomb-scenario.yaml"], 2, "YAML aliases expand past"),
    ("variant-alias-bomb", ["check", "--variant", "{d}/bomb-variant.yaml"], 1, "YAML aliases expand past"),
    ("fmt-key-twice", ["fmt", "{d}/twice.yaml"], 1, "twice.yaml:3:5: 'id' is written twice in this mapping (first at line 2)"),
    ("scenario-value-unclosed", ["scenario", "run", "{d}/value0.yaml"], 2,
     "value0.yaml:4:36: the value after '==' does not read: YAML: did not find expected ',' or ']'"),
    ("scenario-value-tag", ["scenario", "run", "{d}/value1.yaml"], 2,
     "value1.yaml:4:27: the value after '==' does not read: YAML: tags are not allowed"),
    ("scenario-value-escape", ["scenario", "run", "{d}/value2.yaml"], 2, "value2.yaml:4:28: the value after '>=' does not read"),
]


@pytest.fixture(scope="module")
def outcomes(files: Path) -> dict:
    return run_bounded([{"id": i, "args": [a.format(d=files) for a in args]} for i, args, _, _ in PROBES])


@pytest.mark.parametrize(("probe", "code", "words"), [(p[0], p[2], p[3]) for p in PROBES], ids=[p[0] for p in PROBES])
def test_hostile_yaml_is_an_error_with_its_place(outcomes: dict, files: Path, probe: str, code: int, words: str) -> None:
    got = outcomes[probe]
    assert got.clean(), got
    assert got.code == code and words in got.output.replace(f"{files}/", ""), got
    assert (files / "twice.yaml").read_text() == "helpers:\n  - id: a\n    id: b\n"  # fmt changed nothing


@pytest.mark.parametrize(("value", "where", "message"), [
    ("== [unclosed", "4:36", "did not find expected ',' or ']'"),
    ("contains {a: 1", "4:38", "the value after 'contains' does not read"),
    ("== " + "[" * 300, "4:227", "nested more than 200 levels"),  # the whole file's check sees it first
    ("== *nowhere", "4:27", "found undefined alias"),
], ids=["unclosed", "unclosed-mapping", "deep", "alias"])
def test_comparison_values_that_do_not_read_are_placed(tmp_path: Path, value: str, where: str, message: str) -> None:
    text = f"players: 2\nsteps:\n  - expect:\n      players.1.cash: '{value}'\n"
    result = run_file(write(tmp_path, "v.yaml", text), "v.yaml")
    assert result.status == "malformed", result.report()
    assert any(d.render().startswith(f"v.yaml:{where}: ") and message in d.message for d in result.diagnostics), \
        [d.render() for d in result.diagnostics]
