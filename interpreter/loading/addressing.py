"""Where things are, for variant overlays (``variants.py``): in the rules data and in the variant file.

Addressing the rules: ``Addresses`` says, from a game's ``RulesSchema``, which sections a rules
file has and how their items are named (setups by player count, acts by number…), and
``resolve`` turns a ``change:`` key as written (``game.safe_rate``,
``board.tracks.fleet.levels.2``) into the keys of the YAML data, or says why it names nothing; a
``Change`` keeps both, so that ``covering`` can tell which change a place in a component comes from.

Placing errors: ``validate`` checks a component written in a variant file with the rules models
and the DSL checker, ``change_diags`` sends the errors of a changed component to the change that
caused them, and ``model_diags`` turns pydantic errors into diagnostics at the right
file:line:col of the variant file (without the union branch names pydantic puts in its
locations). A ``change:`` key written twice is caught where every YAML file is read
(``yamlsrc.parse_yaml``).

It is apart from variants.py so that applying overlays (remove, replace, change, add, conflicts
between variants) reads without these details.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from ..errors import Diagnostic, close_names
from .diagnostics import dsl_diagnostics, explained, value_at
from .fields import Path_, inner_model
from .schema import RulesSchema
from .yamlsrc import YamlFile

Place = tuple[YamlFile, "Path_ | None", Path_]  # file, path of a value in it (None: not there), fallback key


# --------------------------------------------------------- the rules data
class Addresses:
    """How a game's rules data is addressed: its sections, and the field that names each list's items.

    Items of a list are addressed by a field that names them on the board (``key_fields`` of the
    schema, or ``id`` for components); lists whose items have none (building slots, location
    rows, plain numbers) are addressed by position."""

    def __init__(self, schema: RulesSchema) -> None:
        self.schema = schema
        sections = schema.sections()
        self.singletons = {k: m for k, m in sections.items() if k in schema.singletons}
        self.sections = schema.list_sections()  # every list section of a rules file -> its item model
        self.components = schema.components
        self.keyed = {k: self.key_field(m) or "" for k, m in self.sections.items() if k not in schema.components}

    def key_field(self, cls: type[BaseModel] | None) -> str | None:
        if cls is None:
            return None
        return "id" if "id" in cls.model_fields else self.schema.key_fields.get(cls)

    def resolve(self, raw: Any, cls: type[BaseModel] | None, parts: list[str], head: list[str]
                ) -> tuple[Path_, str | None]:
        return resolve(self, raw, cls, parts, head)


@dataclass
class Change:
    src: YamlFile
    key: str  # as written in the `change:` mapping
    path: Path_  # resolved inside the item's data: field names, 0-based indices, dict keys


def node_at(node: Any, path: Path_) -> Any:
    for key in path:
        if isinstance(node, yaml.MappingNode):
            node = next((v for k, v in node.value if k.value == str(key)), node)
        elif isinstance(node, yaml.SequenceNode) and isinstance(key, int) and 0 <= key < len(node.value):
            node = node.value[key]
    return node


def resolve(addresses: Addresses, raw: Any, cls: type[BaseModel] | None, parts: list[str], head: list[str]
            ) -> tuple[Path_, str | None]:
    """Turn the written field path into keys of the data: field names, 0-based indices, dict keys."""
    node, kind, out = raw, "model", []
    key: Any
    for n, seg in enumerate(parts):
        last, where = n == len(parts) - 1, ".".join([*head, *parts[:n]])
        if kind == "model" and cls is not None:
            if seg not in cls.model_fields:
                return (), f"unknown field '{seg}' in {where}{close_names(seg, cls.model_fields)}"
            annotation = cls.model_fields[seg].annotation
            child, key = (node.get(seg) if isinstance(node, dict) else None), seg
            inner = inner_model(annotation)
        elif kind == "list":
            keyf = addresses.key_field(cls)
            if keyf:
                names = [str(x.get(keyf)) for x in node if isinstance(x, dict)]
                if seg not in names:
                    return (), f"no item '{seg}' in {where} (its items by {keyf}: {', '.join(names)})"
                key = names.index(seg)
            elif seg.isdigit() and 1 <= int(seg) <= len(node):
                key = int(seg) - 1  # positions count from 1, like levels, acts and columns
            else:
                return (), f"{where} is a list of {len(node)}: give a position from 1 to {len(node)}, not '{seg}'"
            child, inner = node[key], cls
        else:
            key = next((k for k in node if str(k) == seg), None)
            if key is None:
                if not last:
                    return (), f"no key '{seg}' in {where}"
                key = int(seg) if seg.isdigit() and all(isinstance(k, int) for k in node) else seg
            child, inner = node.get(key), None
        out.append(key)
        if last:
            break
        if isinstance(child, list):
            node, kind, cls = child, "list", inner
        elif isinstance(child, dict):
            node, kind, cls = child, ("model" if inner is not None else "dict"), inner
        elif child is None:
            return (), f"'{'.'.join([*head, *parts[:n + 1]])}' is not set in the base rules: change it as a whole"
        else:
            return (), f"'{'.'.join([*head, *parts[:n + 1]])}' is a single value: change it as a whole"
    return tuple(out), None


def set_at(raw: Any, path: Path_, value: Any) -> None:
    node = raw
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


def covering(changes: list[Change], loc: Path_) -> Change | None:
    return next((c for c in changes if loc[:len(c.path)] == c.path), None)


# ------------------------------------------------------- the variant file
def validate(schema: RulesSchema, src: YamlFile, cls: type[BaseModel], raw: Any, vpath: Path_, label: str
             ) -> tuple[BaseModel | None, list[Diagnostic]]:
    """Validate a component written in the variant file; parse and check its effect texts."""
    try:
        model = cls.model_validate(raw)
    except ValidationError as err:
        return None, model_diags(err, cls, raw, lambda loc: (src, (*vpath, *loc), vpath), label)
    diags = dsl_diagnostics(src, model, schema.vocabulary, vpath)
    return (model if not diags else None), diags


def change_diags(changes: list[Change], cls: type[BaseModel], raw: Any, label: str, err: ValidationError
                 ) -> list[Diagnostic]:
    """The errors of a changed component (its ``changes``, its model, its data): inside a changed value
    they go to that change's line, others to the component's first change."""
    first = changes[0]

    def place(loc: Path_) -> Place:
        c = covering(changes, loc)
        if c is None:
            return first.src, None, ("change", first.key)
        return c.src, ("change", c.key, *loc[len(c.path):]), ("change", c.key)

    return model_diags(err, cls, raw, place, label)


def model_diags(err: ValidationError, cls: type[BaseModel], raw: Any, place: Callable[[Path_], Place],
                 label: str) -> list[Diagnostic]:
    """Pydantic errors as diagnostics in the variant file (the loader's words, other paths)."""
    out = []
    for loc, e in explained(err, raw):
        src, vpath, anchor = place(loc)
        ctx = e.get("ctx") or {}
        shown = ".".join(str(p + 1 if isinstance(p, int) else p) for p in (label, *loc) if p != "")
        if vpath is None:
            out.append(src.diag(*src.locate_key(anchor), f"{e['msg']} (at {shown})"))
        elif e["type"] == "dsl":
            scalar = str(value_at(src.data, vpath))
            line, col = src.locate_in_scalar(vpath, scalar, int(ctx["line"]), int(ctx["column"]))
            out.append(src.diag(line, col, str(ctx["message"])))
        elif e["type"] == "extra_forbidden":
            parent = _model_along(cls, loc[:-1])
            hint = close_names(str(loc[-1]), parent.model_fields) if parent else ""
            out.append(src.diag(*src.locate_key(vpath), f"unknown field '{loc[-1]}'{hint} (at {shown})"))
        else:
            out.append(src.diag(*src.locate(vpath), f"{e['msg']} (at {shown})" if shown else e["msg"]))
    return out


def _model_along(cls: type[BaseModel] | None, loc: Path_) -> type[BaseModel] | None:
    for key in loc:
        if isinstance(key, int) or cls is None:
            continue
        fld = cls.model_fields.get(str(key))
        cls = inner_model(fld.annotation) if fld else None
    return cls
