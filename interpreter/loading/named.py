"""The `define:` section of a rules or variant file: named effects a designer defines (language/named.py).

    define:
      shakedown:
        params: [n]                                  # numbers, named; none if left out
        effect: "as each opponent: give $(n) to you"

Each definition is checked where it is written — its name (not a verb of the game, not a word of the
language, not defined twice), its parameters (names that are not quantities or players of the game) and
its effect (parsed and checked as any effect, each parameter standing for a number) — and a loop of names
using one another is refused at the use that closes it. Every problem is placed at its line and column.
A definition with a problem is left out, so its uses say so once more where they stand.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..errors import Diagnostic, DslError, close_names
from ..language import ast as A
from ..language.checker import check
from ..language.named import MAX_PARAMS, Definition, cycles, expand, placeholder
from ..language.vocabulary import YOU, Vocabulary
from .parsecache import parse
from .yamlsrc import YamlFile

DEFINE = "define"
FIELDS = ("params", "effect")
_NAME = re.compile(r"^[a-z_][a-z0-9_]*$")
# the words of the grammar a step may start with or hold: a name like these would not parse as a step
KEYWORDS = ("may", "choose", "different", "repeat", "up", "to", "if", "once", "when", "another", "as", "each",
            "where", "a", "an", "or", "and", "not", "some", "all", "in", "true", "false", "max")


def read(src: YamlFile, raw: Any, vocabulary: Vocabulary, defs: dict[str, Definition]) -> list[Diagnostic]:
    """Add the definitions of one file's `define:` section (``raw``) to ``defs``; the problems of them."""
    out: list[Diagnostic] = []
    if raw is None:
        return out
    if not isinstance(raw, dict):
        return [src.diag(*src.locate((DEFINE,)), "'define' maps each name to its definition: "
                                                 "`shakedown: {params: [n], effect: \"...\"}`")]
    mine: dict[str, Definition] = {}
    for name, spec in raw.items():
        at = src.locate_key((DEFINE, name))
        problem = _name_problem(str(name), vocabulary, defs, mine)
        if problem:
            out.append(src.diag(*at, problem))
            continue
        if not isinstance(spec, dict):
            out.append(src.diag(*src.locate((DEFINE, name)), f"the definition of '{name}' is a mapping: "
                                                             "`params: [n]` and `effect: \"...\"`"))
            continue
        bad = [k for k in spec if k not in FIELDS]
        for k in bad:
            out.append(src.diag(*src.locate_key((DEFINE, name, k)),
                                f"unknown field '{k}'{close_names(str(k), FIELDS)} of a named effect (fields: params, effect)"))
        params, errs = _params(src, name, spec.get("params"), vocabulary)
        out += errs
        text = spec.get("effect")
        if not isinstance(text, str) or not text.strip():
            out.append(src.diag(*(src.locate((DEFINE, name, "effect")) if "effect" in spec else at),
                                f"'{name}' needs its `effect`: the steps it stands for, in the effect language"))
            continue
        try:
            body = parse(text, "effect")
        except DslError as err:
            out.append(src.diag(*src.locate_in_scalar((DEFINE, name, "effect"), text, err.line, err.column), err.message))
            continue
        if errs or bad:
            continue
        mine[str(name)] = Definition(str(name), params, body, f"{src.display}:{at[0]}")
    known = {**defs, **mine}
    looped: set[str] = set()
    for loop, call in cycles(known):
        if loop[-1] not in mine:
            continue
        looped.update(loop)
        chain = " → ".join([*loop, loop[0]])
        out.append(_in_effect(src, loop[-1], raw, call.pos,
                              f"named effects cannot use themselves ({chain}): '{call.verb}' would never end"))
    for name, d in mine.items():
        if name in looped:
            continue
        try:
            steps = expand(placeholder(d), {k: v for k, v in known.items() if k not in looped}, vocabulary.verbs)
        except DslError as err:
            out.append(_in_effect(src, name, raw, A.Pos(err.line, err.column), err.message))
            continue
        problems = check(steps, vocabulary)
        for p in problems:
            out.append(_in_effect(src, name, raw, p.pos, p.message))
        if not problems:
            defs[name] = d
    return out


def _in_effect(src: YamlFile, name: str, raw: Mapping[str, Any], pos: A.Pos, message: str) -> Diagnostic:
    text = str(raw[name].get("effect", ""))
    return src.diag(*src.locate_in_scalar((DEFINE, name, "effect"), text, pos.line, pos.column), message)


def _name_problem(name: str, vocabulary: Vocabulary, defs: Mapping[str, Definition],
                  mine: Mapping[str, Definition]) -> str | None:
    if not _NAME.match(name):
        return f"a named effect's name is lower-case letters, digits and `_` (such as `shakedown`), not '{name}'"
    if name in vocabulary.verbs:
        return f"'{name}' is a verb of the game: a named effect needs a name of its own"
    if name in KEYWORDS:
        return f"'{name}' is a word of the language: a named effect needs a name of its own"
    if name in defs:
        return f"'{name}' is already defined ({defs[name].where})"
    if name in mine:
        return f"'{name}' is defined twice in this file"
    return None


def _params(src: YamlFile, name: str, raw: Any, vocabulary: Vocabulary) -> tuple[tuple[str, ...], list[Diagnostic]]:
    if raw is None:
        return (), []
    where = (DEFINE, name, "params")
    if not isinstance(raw, list) or not all(isinstance(p, str) for p in raw):
        return (), [src.diag(*src.locate(where), "`params` is a list of names, such as [n] or [amount, times]")]
    out = []
    if len(raw) > MAX_PARAMS:
        out.append(src.diag(*src.locate(where), f"a named effect has at most {MAX_PARAMS} parameters"))
    seen: set[str] = set()
    for i, p in enumerate(raw):
        at = src.locate((*where, i))
        if not _NAME.match(p):
            out.append(src.diag(*at, f"a parameter is named in lower-case letters, digits and `_`, not '{p}'"))
        elif p in seen:
            out.append(src.diag(*at, f"parameter '{p}' is named twice"))
        elif p in vocabulary.quantities:
            out.append(src.diag(*at, f"'{p}' is a quantity of the game ({vocabulary.quantities[p]}): "
                                     "a parameter needs a name of its own"))
        elif p == YOU or p in vocabulary.roles or p in KEYWORDS:
            out.append(src.diag(*at, f"'{p}' is a word of the language: a parameter needs a name of its own"))
        seen.add(p)
    return tuple(raw), out
