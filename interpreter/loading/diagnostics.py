"""Problems placed in their files: from a path in a model or a position inside an effect text to
``file:line:col``, for the loader and the variant overlays alike."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from ..errors import Diagnostic, close_names
from ..language import counters
from ..language.checker import Problem, check
from .fields import PATTERN_WORDS, Dsl, inner_model, iter_dsl
from .yamlsrc import YamlFile


def display(path: Path) -> str:
    """A file's name as messages show it: relative to the working folder when it is inside it."""
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def value_at(data: Any, loc: tuple[Any, ...]) -> Any:
    """The YAML data at a path (or at the deepest part of it that exists)."""
    node = data
    for key in loc:
        if isinstance(node, dict) and key in node:
            node = node[key]
        elif isinstance(node, dict) and str(key) in node:
            node = node[str(key)]
        elif isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node):
            node = node[key]
    return node


def dsl_diagnostics(src: YamlFile, model: Any, vocabulary: Any, at: tuple[Any, ...] = (),
                    only: Any = None) -> list[Diagnostic]:
    """Check every effect-language text of ``model`` (which sits at ``at`` in ``src``) and place each
    problem at its line and column. ``only(path)``, if given, says which texts to check and where
    their source is: it returns the path in ``src`` to read from, or None to skip the text. The texts
    of one component are also checked together: the counters they read are ones its steps change."""
    out = []
    texts = list(iter_dsl(model))
    for (path, node, marker), extra in zip(texts, _component_problems(model, texts), strict=True):
        full = (*at, *path) if only is None else only(path)
        if full is None:
            continue
        scalar = str(value_at(src.data, full))
        problems = [*check(node, vocabulary, marker.placement if isinstance(marker, Dsl) else None), *extra]
        for problem in problems:
            line, col = src.locate_in_scalar(full, scalar, problem.pos.line, problem.pos.column)
            out.append(src.diag(line, col, problem.message))
    return out


def _component_problems(model: Any, texts: list[tuple[tuple[Any, ...], Any, Any]]) -> list[list[Problem]]:
    """For each text, the problems of its counters that only its component's texts together show (a counter read
    that no step of the component changes), or of a counter in a text that belongs to no component."""
    out: list[list[Problem]] = [[] for _ in texts]
    if not any(True for _, node, _ in texts for _ in counters.uses(node)):
        return out  # most rules have no counter: one walk of their texts
    groups: dict[tuple[Any, ...], list[int]] = {}
    for i, (path, node, _) in enumerate(texts):
        owner = _component_of(model, path)
        if owner is None:
            out[i] += [Problem(message, pos) for message, pos in counters.outside(node)]
        else:
            groups.setdefault(owner, []).append(i)
    for members in groups.values():
        for k, message, pos in counters.component_problems([texts[i][1] for i in members]):
            out[members[k]].append(Problem(message, pos))
    return out


def _component_of(model: Any, path: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """The place of the component a text at ``path`` of ``model`` belongs to: the model itself when it is a
    component (a variant's), an item with an id of one of its lists, or None (a rule of the game's own)."""
    if getattr(model, "id", None) is not None:
        return ()
    if len(path) >= 2 and isinstance(path[1], int):
        items = getattr(model, str(path[0]), None)
        if isinstance(items, list) and path[1] < len(items) and getattr(items[path[1]], "id", None) is not None:
            return path[:2]
    return None


def pydantic_diags(src: YamlFile, err: ValidationError, file_model: type[BaseModel],
                    prefix: tuple[Any, ...] = ()) -> list[Diagnostic]:
    out = []
    for loc, e in explained(err, src.data, prefix):
        ctx = e.get("ctx") or {}
        if e["type"] == "dsl":
            scalar = value_at(src.data, loc)
            line, col = src.locate_in_scalar(loc, str(scalar), int(ctx["line"]), int(ctx["column"]))
            out.append(src.diag(line, col, str(ctx["message"])))
            continue
        line, col = src.locate(loc)
        message = e["msg"]
        if e["type"] == "extra_forbidden":
            field_name = str(loc[-1])
            parent = _model_at(file_model, loc[:-1])
            hint = close_names(field_name, parent.model_fields) if parent else ""
            message = f"unknown field '{field_name}'{hint}"
            line, col = key_pos(src, loc) or (line, col)
        where = ".".join(str(p) for p in loc)
        out.append(src.diag(line, col, f"{message} (at {where})" if where else message))
    return out


# ------------------------------------------------------------- validation errors in the game's words
def data_loc(data: Any, loc: tuple[Any, ...], kind: str) -> tuple[Any, ...]:
    """A pydantic loc as keys of the data: without the union branch and validator names pydantic inserts
    (``('reconstructed', 'dict[str,str]')`` is the field ``reconstructed``)."""
    out, node = [], data
    for n, key in enumerate(loc):
        if isinstance(node, dict) and key in node:
            node = node[key]
        elif isinstance(node, dict) and str(key) in node:
            key = str(key)
            node = node[key]
        elif isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node):
            node = node[key]
        elif not (n == len(loc) - 1 and kind in ("missing", "extra_forbidden")):
            continue
        out.append(key)
    return tuple(out)


# what a value must be, for a type error (a union's branches are said together: "a text or a mapping")
_WANTED = {"int_type": "a whole number", "int_parsing": "a whole number", "int_from_float": "a whole number",
           "float_type": "a number", "float_parsing": "a number", "bool_type": "true or false",
           "bool_parsing": "true or false", "string_type": "a text", "list_type": "a list (items start with '- ')",
           "tuple_type": "a list", "dict_type": "a mapping (`key: value`)", "model_type": "a mapping of fields (`key: value`)",
           "model_attributes_type": "a mapping of fields (`key: value`)", "none_required": "empty (null)"}


def explained(err: ValidationError, data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], Any]]:
    """Each problem of a validation as (its place in the data, the error with ``msg`` in the game's words):
    a range, a length, a type, a choice or a form said as what is allowed, never as the validation
    library's sentence or a regular expression; the branches of a union that all failed, once."""
    groups: dict[tuple[Any, ...], list[Any]] = {}
    for e in err.errors(include_url=False):
        loc = data_loc(data, (*prefix, *e["loc"]), e["type"])
        groups.setdefault(loc, []).append(e)
    out = []
    for loc, errors in groups.items():
        typed = [e for e in errors if e["type"] in _WANTED]
        other = [e for e in errors if e["type"] not in _WANTED]
        field = next((str(p) for p in reversed(loc) if isinstance(p, str)), "")
        if other:  # the branch the value is of says what is wrong with it
            seen: set[str] = set()
            for e in other:
                said = {**e, "msg": _words(e, field)}
                if said["msg"] not in seen:
                    seen.add(said["msg"])
                    out.append((loc, said))
        else:
            wanted = " or ".join(dict.fromkeys(_WANTED[e["type"]] for e in typed))
            out.append((loc, {**typed[0], "msg": f"{_name(field)} is {wanted}, not {_shown(typed[0].get('input'))}"}))
    return out


def _name(field: str) -> str:
    return f"'{field}'" if field else "this value"


def _shown(value: Any) -> str:
    if isinstance(value, (dict, list)):
        return "a mapping" if isinstance(value, dict) else "a list"
    text = repr(value) if isinstance(value, str) else "null" if value is None else str(value).lower() \
        if isinstance(value, bool) else str(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _words(e: Any, field: str) -> str:
    """One validation error as what is allowed there."""
    kind, ctx, name = e["type"], e.get("ctx") or {}, _name(field)
    value = _shown(e.get("input"))
    if kind == "too_long":
        return f"{name} holds at most {_items(ctx.get('max_length'))}, not {ctx.get('actual_length')}"
    if kind == "too_short":
        return f"{name} needs at least {_items(ctx.get('min_length'))}, not {ctx.get('actual_length')}"
    if kind in ("string_too_long", "string_too_short"):
        most = "at most" if kind == "string_too_long" else "at least"
        return f"{name} is a text of {most} {ctx.get('max_length', ctx.get('min_length'))} characters"
    for key, words in (("ge", "at least"), ("gt", "more than"), ("le", "at most"), ("lt", "less than")):
        if kind.startswith(("greater_than", "less_than")) and key in ctx:
            return f"{name} is {words} {ctx[key]}, not {value}"
    if kind in ("literal_error", "enum"):
        choices = re.findall(r"'([^']*)'", str(ctx.get("expected", "")))
        return f"{name} is one of {', '.join(choices)}, not {value}{close_names(str(e.get('input')), choices)}"
    if kind == "string_pattern_mismatch":
        form = PATTERN_WORDS.get(str(ctx.get("pattern")))
        return f"{name} is {value}: {form}" if form else f"{name} is {value}, not of the form this field takes"
    if kind == "missing":
        return f"missing field '{field}'"
    if kind in ("value_error", "assertion_error"):
        return str(e["msg"]).removeprefix("Value error, ").removeprefix("Assertion failed, ")
    return str(e["msg"])


def _items(n: Any) -> str:
    return f"{n} item" if n == 1 else f"{n} items"


def key_pos(src: YamlFile, loc: tuple[Any, ...]) -> tuple[int, int] | None:
    parent = value_at(src.data, loc[:-1])
    if isinstance(parent, dict) and loc[-1] in parent:
        return src.locate_key(loc)
    return None


def _model_at(file_model: type[BaseModel], loc: tuple[Any, ...]) -> type[BaseModel] | None:
    """The model class a pydantic loc points into (for 'did you mean' on unknown fields)."""
    model: Any = file_model
    for key in loc:
        if isinstance(key, int):
            continue
        fld = getattr(model, "model_fields", {}).get(key)
        if fld is None:
            return None
        model = inner_model(fld.annotation)
    return model if isinstance(model, type) and issubclass(model, BaseModel) else None
