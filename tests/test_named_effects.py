"""Named effects (issue 27 item 1): `define:` in a variant or rules file; a use is its definition's steps,
checked, played and worded as they are; every refusal at its line and column."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

from interpreter.analysis.folder import index
from interpreter.errors import DslError
from interpreter.language import ast as A
from interpreter.language.named import Definition, expand
from interpreter.language.parser import parse_effect
from interpreter.loading.loader import check_rules

from .conftest import GAME, RULES_DIR, SCHEMA

HEADER = 'variant:\n  name: test\n  description: "a test variant"\n'
HELPER = """
add:
  helpers:
    - id: helper_x
      effect: "{effect}"
      bottle: bottle_gray
      value: 5
      reconstructed: test
"""
COLLECT = """
define:
  collect:
    params: [n]
    effect: "as each opponent where cash >= n: give $(n) to you"
"""
VERBS = SCHEMA.vocabulary.verbs


def variant(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "v.yaml"
    path.write_text(HEADER + textwrap.dedent(body).lstrip("\n"), encoding="utf-8")
    return path


def problems(tmp_path: Path, body: str) -> list[tuple[int, int, str]]:
    report = check_rules(SCHEMA, RULES_DIR, [variant(tmp_path, body)])
    return [(d.line, d.column, d.message) for d in report.sorted()]


# ------------------------------------------------------------------ the expansion itself
def defs(**texts: tuple[tuple[str, ...], str]) -> dict[str, Definition]:
    return {k: Definition(k, params, parse_effect(text)) for k, (params, text) in texts.items()}


def test_a_use_is_its_definition_with_the_numbers_written_at_it() -> None:
    d = defs(collect=(("n",), "as each opponent where cash >= n: give $(n) to you"),
             shakedown=(("n",), "collect n; gain 1 ledger"))
    assert expand(parse_effect("shakedown (act + 1)"), d, VERBS) == parse_effect(
        "as each opponent where cash >= (act + 1): give $(act + 1) to you; gain 1 ledger")
    # every node of the expansion stands at the use: a problem found in it points there
    used = expand(parse_effect("gain 1 ledger; collect 2"), d, VERBS)
    assert {n.pos for n in A.walk(used.steps[1])} == {A.Pos(1, 16)}  # type: ignore[attr-defined]


def test_a_text_without_a_use_is_the_parsers_own_tree() -> None:
    tree = parse_effect("gain 1 ledger; may take helper")
    assert expand(tree, defs(collect=(("n",), "gain n ledger")), VERBS) is tree
    assert expand(tree, {}, VERBS) is tree


def test_every_use_of_a_once_is_a_charge_of_its_own() -> None:
    d = defs(first_sale=((), "when sell: once: gain 2 ledger"))
    a, b = (expand(parse_effect("first_sale"), d, VERBS) for _ in range(2))
    assert a == b and a.body is not b.body  # type: ignore[union-attr]


@pytest.mark.parametrize(("text", "column", "message"), [
    ("collect", 1, "'collect' takes 1 number (n), got 0"),
    ("collect 1 2", 1, "'collect' takes 1 number (n), got 2"),
    ("collect $2", 9, "'collect' takes numbers (n), not money: write 'collect 2'"),
    ("collect 1 or 2", 9, "'collect' takes numbers (n), not alternatives"),
    ("gain 1 ledger; colect 2", 16, "unknown verb 'colect' (did you mean 'collect'?)"),
])
def test_a_wrong_use_is_refused_at_its_place(text: str, column: int, message: str) -> None:
    with pytest.raises(DslError) as err:
        expand(parse_effect(text), defs(collect=(("n",), "gain n ledger")), VERBS)
    assert err.value.message.startswith(message)
    assert (err.value.line, err.value.column) == (1, column)


# ------------------------------------------------------------------ in a variant file
def test_a_variant_defines_a_name_and_its_components_use_it(tmp_path: Path) -> None:
    report = check_rules(SCHEMA, RULES_DIR, [variant(tmp_path, COLLECT + HELPER.format(effect="collect 2"))])
    assert report.ok, [d.render() for d in report.diagnostics]
    assert report.rules is not None
    assert report.rules.by_id["helper_x"].effect == parse_effect("as each opponent where cash >= 2: give $2 to you")
    # its text is generated from its definition: the same words as the steps written out
    written = check_rules(SCHEMA, RULES_DIR, [variant(tmp_path, HELPER.format(
        effect="as each opponent where cash >= 2: give $2 to you"))]).rules
    for lang in ("en", "zh-Hans", "zh-Hant"):
        assert ({t.id: t.plain() for t in GAME.text.texts(report.rules, lang)}["helper_x"]
                == {t.id: t.plain() for t in GAME.text.texts(written, lang)}["helper_x"])  # type: ignore[arg-type]


@pytest.mark.parametrize(("body", "where", "message"), [
    # the name
    (COLLECT.replace("collect:", "gain:"), (5, 3), "'gain' is a verb of the game: a named effect needs a name of its own"),
    (COLLECT.replace("collect:", "repeat:"), (5, 3), "'repeat' is a word of the language"),
    (COLLECT.replace("collect:", "Collect:"), (5, 3), "a named effect's name is lower-case letters"),
    # its fields and parameters
    (COLLECT.replace("params:", "parms:"), (6, 5), "unknown field 'parms' (did you mean 'params'?) of a named effect"),
    (COLLECT.replace("[n]", "[cash]"), (6, 14), "'cash' is a quantity of the game"),
    (COLLECT.replace("[n]", "[n, n]"), (6, 17), "parameter 'n' is named twice"),
    (COLLECT.replace("[n]", "[displaced]"), (6, 14), "'displaced' is a word of the language"),
    (COLLECT.replace("[n]", "n"), (6, 13), "`params` is a list of names"),
    (COLLECT.replace('    effect: "as each opponent where cash >= n: give $(n) to you"\n', ""), (5, 3),
     "'collect' needs its `effect`"),
    # its effect, checked where it is written (each parameter a number)
    (COLLECT.replace("give $(n)", "gvie $(n)"), (7, 48), "unknown verb 'gvie' (did you mean 'give'?)"),
    (COLLECT.replace("cash >= n", "cahs >= n"), (7, 37), "unknown quantity 'cahs' (did you mean 'cash'?)"),
    (COLLECT.replace("give $(n) to you", "give $(n) to"), (7, 58), "the text ends too early"),
    # recursion, at the use that closes the loop
    (COLLECT.replace("give $(n) to you", "collect n"), (7, 48),
     "named effects cannot use themselves (collect → collect)"),
    ("""
     define:
       ping:
         effect: "gain 1 ledger; pong"
       pong:
         effect: "may ping"
     """, (8, 18), "named effects cannot use themselves (ping → pong → ping): 'ping' would never end"),
    # a use in a component
    (COLLECT + HELPER.format(effect="collect"), (12, 16), "'collect' takes 1 number (n), got 0 (defined at"),
    (COLLECT + HELPER.format(effect="gain 1 ledger; colect 2"), (12, 31), "unknown verb 'colect' (did you mean 'collect'?)"),
    # a named effect stands where its steps may: a modifier in a helper would never apply
    ('define:\n  thrifty:\n    effect: "modify sell_limit +1"\n' + HELPER.format(effect="thrifty"), (11, 16),
     "this effect is run once and not kept"),
])
def test_refusals_at_their_line_and_column(tmp_path: Path, body: str, where: tuple[int, int], message: str) -> None:
    found = problems(tmp_path, body)
    assert [(line, col) for line, col, m in found if message in m] == [where], found
    assert len(found) == 1, found  # one problem, one error


def test_a_later_variant_uses_an_earlier_ones_names_and_cannot_redefine_them(tmp_path: Path) -> None:
    first = variant(tmp_path, COLLECT)
    second = tmp_path / "w.yaml"
    second.write_text(HEADER.replace("test", "w") + textwrap.dedent(COLLECT + HELPER.format(effect="collect 1")).lstrip(),
                      encoding="utf-8")
    found = [(d.line, d.column, d.message) for d in check_rules(SCHEMA, RULES_DIR, [first, second]).sorted()]
    assert [(d[0], d[1]) for d in found] == [(5, 3)] and "'collect' is already defined (" in found[0][2]


def test_a_rules_file_defines_names_any_file_of_the_folder_uses(tmp_path: Path) -> None:
    folder = tmp_path / "rules"
    shutil.copytree(RULES_DIR, folder)
    (folder / "words.yaml").write_text(textwrap.dedent("""
        define:
          windfall:
            params: [n]
            effect: "gain $(n); gain 1 ledger"
        """), encoding="utf-8")
    helpers = folder / "helpers.yaml"
    text = helpers.read_text(encoding="utf-8")
    helpers.write_text(text.replace('effect: "gain 2 influence"', 'effect: "windfall 3"', 1), encoding="utf-8")
    report = check_rules(SCHEMA, folder)
    assert report.ok, [d.render() for d in report.diagnostics]
    assert report.rules is not None
    assert parse_effect("gain $3; gain 1 ledger") in [h.effect for h in report.rules.lists["helpers"]]


def test_the_shipped_variant_and_its_definitions_for_the_editor() -> None:
    report = check_rules(SCHEMA, RULES_DIR, ["house-words"])
    assert report.ok, [d.render() for d in report.diagnostics]
    named = index(SCHEMA, RULES_DIR).named()
    assert {"collect", "shakedown"} <= set(named)
    d = named["collect"]
    assert d.file.name == "house-words.yaml"
    line = d.file.read_text(encoding="utf-8").splitlines()[d.line - 1]
    assert line[d.column - 1:d.end - 1] == "collect"


def test_the_studio_checks_and_completes_a_component_with_the_named_effects_in_force() -> None:
    from interpreter.web.editor import EditorSession

    session = EditorSession(GAME, RULES_DIR, ["house-words"])
    racket = session.entry("helper_protection_racket")
    source = 'id: helper_protection_racket\neffect: "{}"\nbottle: bottle_gray\nvalue: 4\nreconstructed: house card\n'
    checked = session.check(racket.id, source.format("shakedown 3"))
    assert checked.errors == [] and "$3" in checked.texts["en"]["lines"][0]
    wrong = session.check(racket.id, source.format("colect 1")).errors
    assert [(e["line"], e["column"], e["message"]) for e in wrong] == [
        (2, 10, "unknown verb 'colect' (did you mean 'collect'?)")]
    offered = session.complete(racket.id, source.format("sha"), 2, 12)
    assert [o.label for o in offered if o.kind == "named"] == ["shakedown"]
