"""Every message the rules checker can write is said in Chinese in the studio (issue 28 item 5).

The checker words its problems in English where it finds them (interpreter/language: the checker, the parser,
the named effects) and text/diagnostics.py reads them back against its shapes. This test reads the checker's
source instead of trusting a list: every message template it passes to ``problem`` or ``DslError`` (a literal,
an f-string, a module constant, the parser's friendly messages and the texts ``_friendly`` returns) is made
into the messages it can become — each placeable given the values it can take — and each is said in zh-Hans
and zh-Hant. One that falls back to 规则检查器提示（此条尚未翻译）fails, naming its file and line: a new check
needs its shape and its words in each language's diagnostics.ftl.
"""

from __future__ import annotations

import ast
import itertools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from interpreter.games.nostra_city import GAME as NOSTRA
from interpreter.games.speakeasy import GAME as SPEAKEASY
from interpreter.games.speakeasy.vocabulary import SETTINGS
from interpreter.language.checker import _describe
from interpreter.language.vocabulary import Param
from interpreter.text.diagnostics import say
from interpreter.web.words import core_locale

from .conftest import ROOT

LANGUAGE = ROOT / "interpreter" / "language"
LOADING = ROOT / "interpreter" / "loading"
MODULES = [LANGUAGE / "checker.py", LANGUAGE / "parser.py", LANGUAGE / "named.py",
           # what only a setting (`set PATH VALUE`) or a counter (`add N NAME to this`, `counter(NAME)`) says
           LANGUAGE / "settings.py", LANGUAGE / "counters.py",
           # the loader's own checks of a rules file: its fields, its sections, its named effects
           LOADING / "diagnostics.py", LOADING / "loader.py", LOADING / "named.py",
           # a locale folder's pins and termbase, which `check` reports with the rules
           ROOT / "interpreter" / "text" / "pins.py", ROOT / "interpreter" / "text" / "termbase.py"]
CALLS = {"problem", "DslError", "Problem", "diag", "Diagnostic", "bad", "at"}  # what a check's message is handed to
RETURNS = {"_friendly", "_words", "_name_problem"}  # functions that return a message (the parser's, the loader's)
# functions that return their messages in tuples with their place (counters.py: the loader reports them)
TUPLED = {"component_problems", "outside"}
# what is passed on as it came, not written here: a library's words (PyYAML's, pydantic's), a game's own validator
# (a file, the start of the line that hands it on): kept by the line's words, not its number, so an edit above it
# elsewhere in the module does not move it out of the list
PASSED_ON = {("text/pins.py", "return [], [Diagnostic(str(path), err.line, err.column, err.reason)]"),
             ("text/termbase.py", "return [], [Diagnostic(str(path), err.line, err.column, err.reason)]"),
             ("loading/diagnostics.py", "out.append(src.diag(line, col, problem.message))"),
             ("loading/diagnostics.py", 'out.append(src.diag(line, col, str(ctx["message"])))'),
             ("loading/diagnostics.py", 'return str(e["msg"]).removeprefix("Value error, ")'),
             ("loading/diagnostics.py", 'return str(e["msg"])'),
             ("loading/named.py", "out.append(src.diag(*at, problem))"),
             ("loading/named.py", "out.append(src.diag(*src.locate_in_scalar((DEFINE, name, \"effect\"), text, err.line"),
             ("loading/named.py", "out.append(_in_effect(src, name, raw, A.Pos(err.line, err.column), err.message))"),
             ("loading/named.py", "out.append(_in_effect(src, name, raw, p.pos, p.message))")}
MEAN = " (did you mean 'word'?)"
# what a verb's parameter is described as (checker._describe), for each type of parameter the games' verbs have
# (a setting's: "on or off for a switch, a number for a limit"), their choices as two code words
DESCRIBED = sorted({_describe(Param("x", p.type, ("a", "b"))) for game in (SPEAKEASY, NOSTRA)
                    for verb in game.vocabulary.verbs.values() for p in verb.params})
# a value a message is built from, by what computes it: the values it can take (the checker's own helpers)
HELPERS = {"close_names": ["", MEAN], "_describe": DESCRIBED,
           "_namers": ["'swap_capo' or 'when ally:'", "nothing in this game"], "_params": ["a, b", "none"],
           "join": ["a, b"],
           # settings.py: a setting's value as written (the only module with a message-building `_shown` call)
           "_shown": ["'x'", "5", "a number worked out in play"]}
# a local variable a message is built from: the values the code before it gives it (by the function it is in)
LOCALS = {"hint": ["", MEAN, " (to gain, write 'gain')"], "defined": ["", " (defined at rules/named.yaml:3)"],
          "who": ["you", "another player"], "want": ["1 argument", "2 arguments", "one or more arguments"],
          "known": ["a, b", "none"], "visit_Call.shown": ["", " 'word'"],
          "visit_Quantified.shown": ["building[...] or card[...]", "nothing in this game"],
          "_use.shown": ["k=…", "money", "alternatives"], "_words.most": ["at most", "at least"],
          "_words.words": ["at least", "more than", "at most", "less than"], "_words.name": ["'field'", "this value"],
          "_words.value": ["'x'", "5", "a list"], "wanted": ["a text", "a whole number or a list"],
          "message": ["unknown field 'word'", f"unknown field 'word'{MEAN}"],
          "both": ["\n    generated: a\n    pinned:    b"],
          # counters.py: a component's own counters, listed after an unknown one (or none)
          "mine": ["", "; its counters: a, b"],
          # settings.py: why a setting is the table's (each game's own words, and one without a variant's example)
          "setting.table": [*dict.fromkeys(s.table for s in SETTINGS.values() if s.table), "it is the table's"]}
# messages not yet said in Chinese (each still shows the heading and the English): a field of a fixed form, its
# form described in English by loading/diagnostics.py PATTERN_WORDS; the box's count of a kind of component, its
# parts worded in English by loader.py (what each variant adds or removes)
BACKLOG = {("loading/diagnostics.py", 'return f"{name} is {value}: {form}" if form else'),
           ("loading/loader.py", "out.append(vsrc.diag(*vsrc.locate(vpath), text))"),
           ("loading/loader.py", 'out.append(vsrc.diag(*vsrc.locate(vpath), f"{text}: a variant that changes how many'),
           ("loading/loader.py", "out.append(src.diag(*src.locate((section, fld, kind)), text))")}


def _constants(tree: ast.Module, path: Path) -> dict[str, str]:
    """A module's string constants (STAYS_ONLY = "…"), which it hands to ``problem`` by name, and those it
    imports from a module of its own package (checker.py's ``WORD``, from counters.py)."""
    out = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
            source = path.parent / f"{node.module.replace('.', '/')}.py"
            if source.exists():
                theirs = _constants(ast.parse(source.read_text(encoding="utf-8")), source)
                out.update({a.asname or a.name: theirs[a.name] for a in node.names if a.name in theirs})
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                value = ast.literal_eval(node.value)
            except ValueError:
                continue
            if isinstance(value, str):
                out[node.targets[0].id] = value
    return out


def _called(node: ast.AST) -> str | None:
    f = node.func if isinstance(node, ast.Call) else None
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None


def _values(node: ast.expr, consts: dict[str, str], fn: str = "") -> list[str]:
    """The texts an expression of a message can be (``fn``: the function it stands in)."""
    if isinstance(node, ast.Constant):
        return [str(node.value)]
    if isinstance(node, ast.JoinedStr):
        parts = [_values(v, consts, fn) for v in node.values]
        return ["".join(p) for p in itertools.product(*parts)]
    if isinstance(node, ast.FormattedValue):
        return ["'x'"] if node.conversion == ord("r") else _values(node.value, consts, fn)
    if isinstance(node, ast.IfExp):
        return _values(node.body, consts, fn) + _values(node.orelse, consts, fn)
    if isinstance(node, ast.Name):
        return [consts[node.id]] if node.id in consts else LOCALS.get(f"{fn}.{node.id}", LOCALS.get(node.id, ["word"]))
    if isinstance(node, ast.Attribute):  # a field of a value the function holds (setting.table)
        name = ast.unparse(node)
        return LOCALS.get(f"{fn}.{name}", LOCALS.get(name, ["word"]))
    if isinstance(node, ast.Call) and _called(node) == "format" and isinstance(node.func, ast.Attribute) \
            and isinstance(node.func.value, ast.Name) and node.func.value.id in consts:  # OUTSIDE.format(what=…)
        keys = [k.arg for k in node.keywords]
        return [consts[node.func.value.id].format(**dict(zip(keys, each, strict=True))) for each in
                itertools.product(*(_values(k.value, consts, fn) for k in node.keywords))]
    if isinstance(node, ast.Call) and _called(node) == "_unknown":  # checker._unknown: "unknown WHAT 'x'" (+ a hint)
        what = _values(node.args[0], consts, fn)
        return [f"unknown {w} 'word'{h}" for w in what for h in HELPERS["close_names"]]
    if isinstance(node, ast.Call) and _called(node) in HELPERS:
        return HELPERS[str(_called(node))]
    return ["word"]  # a code word, a number, a name: what the message quotes


def templates() -> Iterator[tuple[str, ast.expr, dict[str, str], str]]:
    """Each message template of the checker's modules: (file:line, its expression, the module's constants, the
    function it stands in)."""
    for path in MODULES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        consts = _constants(tree, path)
        where = path.relative_to(ROOT)
        within = {id(n): f.name for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) for n in ast.walk(f)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _called(node) in CALLS and node.args:
                # the message: a problem's first argument, a Diagnostic's fourth (after file, line, column), a
                # YAML file's diag's last (after its place)
                called = _called(node)
                message = node.args[0] if called in ("problem", "DslError", "Problem", "bad") else \
                    node.args[3] if called == "Diagnostic" and len(node.args) > 3 else node.args[-1]
                if _called(message) == "_friendly":  # its texts are read where it returns them
                    continue
                yield f"{where}:{node.lineno}", message, consts, within.get(id(node), "")
            if isinstance(node, ast.FunctionDef) and node.name in RETURNS:  # a message returned, not handed on
                for ret in ast.walk(node):
                    if isinstance(ret, ast.Return) and (isinstance(ret.value, (ast.JoinedStr, ast.IfExp)) or (
                            isinstance(ret.value, ast.Constant) and isinstance(ret.value.value, str))):
                        yield f"{where}:{ret.lineno}", ret.value, consts, node.name
            if isinstance(node, ast.FunctionDef) and node.name in TUPLED:  # (…, a message, …, its place)
                for tup in ast.walk(node):
                    for part in tup.elts if isinstance(tup, ast.Tuple) else []:
                        if isinstance(part, ast.JoinedStr) or _called(part) == "format":
                            yield f"{where}:{part.lineno}", part, consts, node.name
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == "_EXAMPLES":
                for key in node.value.keys if isinstance(node.value, ast.Dict) else []:
                    if isinstance(key, ast.Constant):
                        yield f"{where}:{key.lineno}", key, consts, ""


def _listed(where: str, listed: set[tuple[str, str]]) -> bool:
    """Whether the line at ``where`` (file:line) is one of ``listed``: its module and the start of its words."""
    path, line = where.rsplit(":", 1)
    text = (ROOT / path).read_text(encoding="utf-8").splitlines()[int(line) - 1].strip()
    short = "/".join(path.split("/")[-2:])
    return any(short == f and text.startswith(start) for f, start in listed)


def messages() -> list[tuple[str, str]]:
    out = []
    for where, expr, consts, fn in templates():
        if isinstance(expr, ast.Name) and expr.id not in consts:  # handed on from elsewhere (a problem's message)
            continue
        if _listed(where, PASSED_ON | BACKLOG) or (isinstance(expr, ast.Constant) and not expr.value):
            continue
        out += [(where, m) for m in dict.fromkeys(_values(expr, consts, fn))]
    return out


def untranslated(found: list[tuple[str, str]], lang: str) -> list[str]:
    loc = core_locale(lang)
    return [f"{where}: {message!r}" for where, message in found if say(message, loc, lang).detail is not None]


def test_the_checker_is_read_whole() -> None:
    found = messages()
    shown = {m for _, m in found}
    assert len({w for w, _ in found}) >= 60 and len(shown) >= 100  # every check, not a few of them
    assert "unknown verb 'word' (to gain, write 'gain')" in shown and "cannot choose word different of word options" in shown
    assert any(m.startswith("this effect stays with its owner") for m in shown)  # a constant handed by name
    assert "a step is missing after ';'" in shown and "the text ends too early; expected a, b" in shown  # the parser's
    assert "'word' takes 1 argument, got word" in shown  # a local's values (want)
    assert "'word' is a switch: its value is on or off, not a number worked out in play" in shown  # settings.py
    assert "'word': a counter's name is one word (letters, digits, _), such as coin" in shown  # a constant imported
    assert any(m.endswith("there is no 'this' to read; put it on a component (a card, a tile, a table rule)")
               for m in shown)  # counters.py: a constant's .format(), in the tuples the loader reports
    assert any(m.startswith("unknown counter 'word' (did you mean 'word'?)") and m.endswith("its counters: a, b")
               for m in shown)


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_every_message_the_checker_can_write_is_said_in_chinese(lang: str) -> None:
    found = messages()
    assert untranslated(found, lang) == []
    loc = core_locale(lang)
    said = [say(m, loc, lang).message for _, m in found]
    # a code word quoted once, in the reader's marks: never twice (a part quoted by the checker and by the message)
    assert not [m for m in said if re.search("““|””|「「|」」|'", m.replace("`", ""))], lang


def test_what_a_parameter_takes_is_said_in_the_readers_words() -> None:
    """A verb's parameter described in a message ("'set' is missing its value (on or off for a switch, a number for
    a limit)") is said in the reader's words, not passed on in English as a code word would be."""
    for lang in ("zh-Hans", "zh-Hant"):
        for described in DESCRIBED:
            said = say(f"'gain' is missing its amount ({described})", core_locale(lang), lang).message
            assert not re.search(r"[a-z]+ [a-z]+", said.replace("'gain'", "")), (lang, said)


def test_a_new_message_would_fail_it() -> None:
    new = [("interpreter/language/checker.py:1", "'word' is a new kind of problem")]
    assert untranslated(new, "zh-Hans") == ["interpreter/language/checker.py:1: \"'word' is a new kind of problem\""]


# shapes whose English message words the checker's text differently on purpose (the English is never said through
# them: `say` passes English through as written), and what the reader's words leave out
REWORDED = {"diag-needs-player", "diag-missing-argument", "diag-too-deep", "diag-charge-needs-once", "diag-pin-fields",
            "diag-pin-no-text", "diag-pin-stale"}


def _plain(text: str) -> str:
    """A message without its quotation marks, its ellipses as three dots, "to X, write 'y'" as "write 'y' instead"."""
    text = re.sub(r" \(to [^()]*, write '([^']*)'\)", r" (write '\1' instead)", text)
    return re.sub(r"\s+", " ", text.replace("'", "").replace("…", "..."))


def test_each_message_is_read_by_its_own_shape() -> None:
    """Said again through each shape's English message, a message comes back as the checker wrote it (its quotation
    marks aside): a shape too general for the message it caught would say another one."""
    en = core_locale("en")
    wrong = []
    for where, message in messages():
        said = say(message, en, "en-reread")  # not "en": read through the shapes as any other language is
        if said.key not in REWORDED and _plain(said.message) != _plain(message):
            wrong.append(f"{where}: {message!r} read as {said.key}: {said.message!r}")
    assert wrong == []
