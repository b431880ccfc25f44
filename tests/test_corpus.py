"""Layer 6: the corpus of invented effects (tests/corpus/effects.txt) and their text in every language.

Each entry is one line, `PLACE: TEXT`, an effect as a designer might invent it, standing where a component
would hold it. Three things are checked:

* every entry parses and checks clean at its place;
* its text in each language is the reviewed text of tests/corpus/<lang>.txt (regenerate on purpose with
  `python tools/regen_corpus.py`, then read the diff line by line, as a player would);
* every construct of the language appears in some entry: the AST's node classes and the values their
  fields can take (every operator, scope, `up to`, `another`, `where` …), the shapes of the grammar, and
  every word of the game's vocabulary (each verb with each of its words, flags and options, each modifier
  and number of the rules with either sign, each noun with each filter and value, each quantity, function,
  event — yours, another player's, while it lasts —, role, group and context name). A construct added to
  the language fails the last test, naming it, until a line of the corpus uses it.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

import pytest

from interpreter.language import ast as A
from interpreter.language.bind import bind
from interpreter.language.checker import check
from interpreter.language.parser import parse
from interpreter.language.vocabulary import GROUPS, MODIFY, SET, YOU, Vocabulary
from interpreter.text.languages import LANGUAGES

from .conftest import GAME, shipped_rules

CORPUS = Path(__file__).resolve().parent / "corpus"
ENTRIES = CORPUS / "effects.txt"
PLACES = ("runs", "stays", "both", "cond", "expr")
MINIMUM = 150


@dataclass(frozen=True)
class Entry:
    place: str  # runs, stays, both (an effect and where it stands), cond or expr
    text: str
    line: int

    @property
    def kind(self) -> Literal["effect", "cond", "expr"]:
        return self.place if self.place in ("cond", "expr") else "effect"  # type: ignore[return-value]

    def tree(self) -> Any:
        return parse(self.text, self.kind)


def entries() -> list[Entry]:
    """The corpus, in its order: `PLACE: TEXT` lines; blank lines and lines starting with `#` are skipped."""
    out = []
    for number, line in enumerate(ENTRIES.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        place, sep, text = line.partition(":")
        assert sep and place in PLACES, f"{ENTRIES.name}:{number}: write `PLACE: TEXT`, PLACE one of {PLACES}"
        out.append(Entry(place, text.strip(), number))
    return out


def said(entry: Entry, writer: Any) -> str:
    """An entry's text as a component would show it: an effect as a sentence with its notes (kept with its
    owner: as a passive reads), a requirement or a number as a phrase."""
    tree = entry.tree()
    if entry.kind == "cond":
        return str(writer.r.cond(tree))
    if entry.kind == "expr":
        return str(writer.r.expr(tree))
    return str(writer.effect(tree) if entry.place == "runs" else writer.kept(tree))


def golden(lang: str) -> str:
    """tests/corpus/<lang>.txt: each entry as written, then its text, indented; the corpus's section rules
    (`# ---- …`) kept, so a diff shows where it stands."""
    writer = GAME.text.component_writer(shipped_rules(), lang)
    lines: list[str] = []
    numbered = {e.line: e for e in entries()}
    for number, line in enumerate(ENTRIES.read_text(encoding="utf-8").splitlines(), 1):
        if number in numbered:
            entry = numbered[number]
            lines += [f"{entry.place}: {entry.text}", f"  {said(entry, writer)}"]
        elif line.startswith("# --"):
            lines.append(line)
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ constructs
def _field_facets(cls: type) -> list[tuple[str, Any]]:
    """(field, value) pairs a node class's fields can take that change what it means: each value of a
    `Literal` field, both values of a `bool`, and set / not set of an optional one."""
    hints = typing.get_type_hints(cls, localns=vars(A))  # its own module's names, and the AST's
    out: list[tuple[str, Any]] = []
    for f in dataclasses.fields(cls):
        hint = hints[f.name]
        if f.name == "pos":
            continue
        if get_origin(hint) is Literal:
            out += [(f.name, v) for v in get_args(hint)]
        elif hint is bool:
            out += [(f.name, True), (f.name, False)]
        elif get_origin(hint) in (typing.Union, types.UnionType) and type(None) in get_args(hint):
            out += [(f.name, "set"), (f.name, "not set")]
    return out


def _facet(cls: type, name: str, value: Any) -> str:
    return f"{cls.__name__} with {name}={value}"


def constructs(v: Vocabulary) -> set[str]:
    """Every construct the corpus must use: the language's (from the AST's classes) and the game's words."""
    out = {f"node {cls.__name__}" for cls in A.NODES}
    out |= {_facet(cls, name, value) for cls in A.NODES for name, value in _field_facets(cls)}
    out |= set(SHAPES) | {f"place {p}" for p in PLACES} | {"once as a charge", "once the first time", "once as an ability"}
    for name, verb in v.verbs.items():
        out.add(f"verb {name}")
        out |= {f"verb {name} {flag}" for flag in verb.flags}
        for param in verb.params:
            if name == MODIFY and param.name == "what":
                out |= {f"modify {what} {sign}" for what in param.choices for sign in "+-"}
            elif name == SET and param.name == "setting":  # a table's setting is refused in every effect
                out |= {f"set {path} {value}" for path, setting in v.settings.items() if not setting.table
                        for value in (("on", "off") if setting.kind == "switch" else ("N",))}
            elif param.type in ("word", "words"):
                out |= {f"verb {name} {param.name}={choice}" for choice in param.choices}
            elif param.type == "amount_or_money":
                out |= {f"verb {name} {param.name} as money", f"verb {name} {param.name} as a number"}
        for key, kind in verb.kwargs.items():
            out |= {f"verb {name} {key}={who}" for who in (YOU, *v.roles)} if kind == "player" else {f"verb {name} {key}="}
    for noun, spec in v.nouns.items():
        out.add(f"noun {noun}")
        out |= {f"noun {noun}[{flag}]" for flag in spec.flags}
        out |= {f"noun {noun}[{key}={value}]" for key, values in spec.keys.items() for value in values}
    out |= {f"quantity {q}" for q in v.quantities} | {f"function {f}" for f in v.functions}
    for name, event in v.events.items():
        out.add(f"when {name}")
        if not event.everyone:
            out.add(f"when another {name}")
        if event.lasts:
            out.add(f"while {name}")
    out |= {f"as {role}" for role in v.roles} | {f"as {scope} {g}" for g in GROUPS for scope in ("each", "chosen")}
    return out


# Shapes of the grammar that no field of a node tells apart, each with an example (place, text).
SHAPES = {
    "choose one": ("runs", "choose { produce | sell }"),
    "choose some different": ("runs", "choose 2 different { produce | sell | deliver }"),
    "choose all different": ("runs", "choose 2 different { produce | sell }"),
    "a selector without filters": ("expr", "count(police[])"),
    "a flag filter": ("expr", "count(building[mine])"),
    "a keyed filter": ("expr", "count(building[kind=casino])"),
    "a keyed filter of several values": ("expr", "count(building[kind=casino or nightclub])"),
    "a filter on a bound variable": ("cond", "some(d in district[], count(building[district=d]) >= 1)"),
    "a negative number": ("stays", "modify defense -1"),
    "money written as a number": ("runs", "gain $5"),
    "money worked out": ("runs", "gain $(2 * vip)"),
    "a verb without arguments": ("runs", "produce"),
}


def used(entry: Entry, v: Vocabulary) -> set[str]:
    """The constructs one entry uses."""
    tree = entry.tree()
    out = {f"place {entry.place}"}
    bound: set[str] = set()
    for node in A.walk(tree):
        cls = type(node)
        out.add(f"node {cls.__name__}")
        for name, value in _field_facets(cls):
            actual = getattr(node, name)
            if value in ("set", "not set"):
                if (actual is not None) == (value == "set"):
                    out.add(_facet(cls, name, value))
            elif actual == value and type(actual) is type(value):
                out.add(_facet(cls, name, value))
        out |= _shapes(node, bound)
        if isinstance(node, A.Call):
            out |= _call(node, v)
        elif isinstance(node, A.Selector):
            out.add(f"noun {node.noun}")
            for f in node.filters:
                keyed = {f"noun {node.noun}[{f.key}={value}]" for value in f.values}
                out |= keyed if f.values else {f"noun {node.noun}[{f.key}]"}
        elif isinstance(node, A.Name):
            out.add(f"quantity {node.id}")
        elif isinstance(node, A.Func):
            out.add(f"function {node.name}")
        elif isinstance(node, A.When):
            steps = A.steps_of(node.body)
            modifies = all(isinstance(s, A.Call) and s.verb == MODIFY for s in steps)
            out.add(f"while {node.event}" if modifies else f"when another {node.event}" if node.others else f"when {node.event}")
        elif isinstance(node, A.As):
            out.add(f"as {node.role}" if node.scope == "role" else f"as {node.scope} {node.role}")
        elif isinstance(node, A.Quantified):
            bound.add(node.var)
    return out | _once(entry, tree, v)


def _shapes(node: Any, bound: set[str]) -> set[str]:
    out = set()
    if isinstance(node, A.Choose):
        out.add("choose one" if node.count == 1 else "choose all different" if node.count == len(node.options)
                else "choose some different")
    elif isinstance(node, A.Selector):
        if not node.filters:
            out.add("a selector without filters")
        for f in node.filters:
            out.add("a keyed filter" if f.values else "a flag filter")
            if len(f.values) > 1:
                out.add("a keyed filter of several values")
            if any(value in bound for value in f.values):
                out.add("a filter on a bound variable")
    elif isinstance(node, A.Num) and node.value < 0:
        out.add("a negative number")
    elif isinstance(node, A.Money):
        out.add("money written as a number" if isinstance(node.amount, A.Num) else "money worked out")
    elif isinstance(node, A.Call) and not node.args:
        out.add("a verb without arguments")
    return out


def _call(call: A.Call, v: Vocabulary) -> set[str]:
    verb = v.verbs[call.verb]
    a = bind(call, v)
    out = {f"verb {call.verb}"} | {f"verb {call.verb} {flag}" for flag in verb.flags if a.get(flag) is True}
    for param in verb.params:
        if param.name not in a:
            continue
        value = a[param.name]
        if call.verb == MODIFY and param.name == "what":
            amount = a.get("amount")
            sign = "-" if isinstance(amount, A.Num) and amount.value < 0 else "+"
            out.add(f"modify {value} {sign}")
        elif call.verb == SET and param.name == "setting":
            written = a.get("value")
            out.add(f"set {value} {written.id if isinstance(written, A.Name) else 'N'}")
        elif param.type in ("word", "words"):
            out |= {f"verb {call.verb} {param.name}={w}" for w in ((value,) if isinstance(value, str) else value)}
        elif param.type == "amount_or_money":
            out.add(f"verb {call.verb} {param.name} as {'money' if isinstance(value, A.Money) else 'a number'}")
    for key, kind in verb.kwargs.items():
        if key in a:
            out.add(f"verb {call.verb} {key}={a[key].id}" if kind == "player" else f"verb {call.verb} {key}=")
    return out


def _once(entry: Entry, tree: Any, v: Vocabulary) -> set[str]:
    """`once:` as a charge, as an ability (a step of its own in what stays) or run the first time."""
    out = set()
    top = {id(s) for s in A.steps_of(tree)} if entry.kind == "effect" else set()
    for node in A.walk(tree):
        if not isinstance(node, A.Once):
            continue
        body = node.body
        if isinstance(body, A.Call) and v.verbs[body.verb].charge:
            out.add("once as a charge")
        elif entry.place == "stays" and id(node) in top:
            out.add("once as an ability")
        else:
            out.add("once the first time")
    return out


# ------------------------------------------------------------------ tests
def test_the_corpus_is_large_enough() -> None:
    assert len(entries()) >= MINIMUM


def test_every_entry_checks_clean_where_it_stands() -> None:
    v = GAME.text.vocabulary
    problems = []
    for e in entries():
        placement = None if e.kind != "effect" else e.place
        problems += [f"{ENTRIES.name}:{e.line}: {e.text}: {p.message}" for p in check(e.tree(), v, placement)]  # type: ignore[arg-type]
    assert problems == []


def test_every_entry_is_there_once() -> None:
    texts = [(e.place, e.text) for e in entries()]
    assert len(texts) == len(set(texts)), sorted({t for t in texts if texts.count(t) > 1})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_corpus_reads_as_reviewed(lang: str) -> None:
    """Every entry's text, read line by line once and reviewed as a diff after each change of wording:
    regenerate on purpose with `python tools/regen_corpus.py`."""
    assert golden(lang) == (CORPUS / f"{lang}.txt").read_text(encoding="utf-8")


def test_every_construct_of_the_language_is_in_the_corpus() -> None:
    """A construct the language has (a node class or a value of its fields, a shape of the grammar, a word
    of the game's vocabulary) that no entry uses: add a line to tests/corpus/effects.txt that uses it, then
    `python tools/regen_corpus.py` and read its text in every language (docs/dsl.md, "The corpus")."""
    v = GAME.text.vocabulary
    seen: set[str] = set()
    for e in entries():
        seen |= used(e, v)
    missing = sorted(constructs(v) - seen)
    assert not missing, "constructs no entry of tests/corpus/effects.txt uses:\n  " + "\n  ".join(missing)


def test_the_coverage_test_sees_what_an_entry_uses() -> None:
    """The walk that finds constructs finds them (a test that cannot fail is a defect): each shape's example,
    and the words of one call."""
    v = GAME.text.vocabulary
    for shape, (place, text) in SHAPES.items():
        assert shape in used(Entry(place, text, 0), v), shape
    found = used(Entry("stays", "when another sell: as an opponent where cash >= 1: give $(2 * vip) to you", 0), v)
    assert {"when another sell", "as chosen opponent", "verb give to=you", "verb give amount as money",
            "As with where=set", "When with others=True", "quantity vip", "money worked out"} <= found
    assert "once as an ability" in used(Entry("stays", "once: gain $1", 0), v)
    assert "once the first time" in used(Entry("runs", "once: gain $1", 0), v)
    assert "modify defense -" in used(Entry("stays", "modify defense -1", 0), v)


def test_a_construct_added_to_the_language_is_named_until_the_corpus_uses_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The coverage grows with the language: a new verb (its flags and options), a new event, a new node
    class and the values of its fields are constructs the corpus must use, each by its name."""
    from interpreter.language.vocabulary import Event, Param, Verb

    v = GAME.text.vocabulary
    grown = dataclasses.replace(v, verbs={**v.verbs, "bribe": Verb((Param("what", "word", ("police", "judge")),),
                                                                  flags=("quietly",), kwargs={"to": "player"})},
                                events={**v.events, "bribed": Event("someone was bribed")})
    new = constructs(grown) - constructs(v)
    assert {"verb bribe", "verb bribe quietly", "verb bribe what=police", "verb bribe what=judge", "verb bribe to=you",
            "when bribed", "when another bribed", "while bribed"} <= new

    @dataclass(frozen=True, slots=True)
    class Tally(A.Node):  # a construct lang27 might add
        mode: Literal["up", "down"]
        hidden: bool = False
        limit: A.Expr | None = None
        pos: A.Pos = A.NOPOS

    monkeypatch.setattr(A, "NODES", (*A.NODES, Tally))
    assert {"node Tally", "Tally with mode=up", "Tally with mode=down", "Tally with hidden=True", "Tally with hidden=False",
            "Tally with limit=set", "Tally with limit=not set"} <= constructs(v)
