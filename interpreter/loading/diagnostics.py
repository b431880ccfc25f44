"""Problems placed in their files: from a path in a model or a position inside an effect text to
``file:line:col``, for the loader and the variant overlays alike."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from ..errors import Diagnostic, close_names
from ..language.checker import check
from .fields import Dsl, inner_model, iter_dsl
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
    their source is: it returns the path in ``src`` to read from, or None to skip the text."""
    out = []
    for path, node, marker in iter_dsl(model):
        full = (*at, *path) if only is None else only(path)
        if full is None:
            continue
        scalar = str(value_at(src.data, full))
        for problem in check(node, vocabulary, marker.placement if isinstance(marker, Dsl) else None):
            line, col = src.locate_in_scalar(full, scalar, problem.pos.line, problem.pos.column)
            out.append(src.diag(line, col, problem.message))
    return out


def pydantic_diags(src: YamlFile, err: ValidationError, file_model: type[BaseModel],
                    prefix: tuple[Any, ...] = ()) -> list[Diagnostic]:
    out = []
    for e in err.errors(include_url=False):
        loc = (*prefix, *e["loc"])
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
        elif e["type"] == "missing":
            message = f"missing field '{loc[-1]}'"
        where = ".".join(str(p) for p in loc if not str(p).startswith(("function-", "lax-", "union")))
        out.append(src.diag(line, col, f"{message} (at {where})" if where else message))
    return out


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
