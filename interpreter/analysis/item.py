"""One component's YAML, checked as `speakeasy check` checks the file it lives in (the studio's keystrokes).

The item is read as a YAML text of its own (``id: helper_x`` / ``effect: "..."``) by the hardened reader,
then checked as the only item of its section: the reader's node tree is put under a section key and a
one-item list, so the model, the effect-language checks and every position are those of a whole rules file
while the lines and columns stay the item's own. The reader's own refusals come along (a key written twice
among them: YAML would keep the last, `check` refuses it, and so does the editor).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

from ..errors import Diagnostic
from ..language.named import Definition
from ..loading.loader import check_file
from ..loading.schema import RulesSchema
from ..loading.scope import defining
from ..loading.yamlsrc import YamlFile, parse_yaml


@dataclass
class ItemCheck:
    errors: list[dict[str, Any]] = field(default_factory=list)  # {line, column, message}: in the item's own text
    model: Any | None = None  # the checked component, None while it has errors
    raw: dict[str, Any] | None = None  # its YAML data


def check_item(schema: RulesSchema, section: str, comp_id: str, source: str,
               named: Mapping[str, Definition] | None = None) -> ItemCheck:
    """Check a component's YAML as the only item of ``section``; its id must stay ``comp_id``. ``named``: the
    named effects in force where it lives (``RuleSet.named``), which it may use."""
    lines = source.split("\n")
    src, read = parse_yaml(source, comp_id)
    if src is None:
        return ItemCheck([_placed(d, lines) for d in read])
    if not isinstance(src.data, dict) or not isinstance(src.root, yaml.MappingNode):
        return ItemCheck([{"line": 1, "column": 1, "message": "a component is one mapping of its fields (`id: …`)"}])
    if src.data.get("id") != comp_id:
        line, _ = src.locate_key(("id",)) if "id" in src.data else (1, 1)
        return ItemCheck([{"line": line, "column": 1, "message": f"the id stays '{comp_id}': a component's id cannot "
                                                                 "change (a variant adds a new component instead)"}])
    with defining(schema.vocabulary.verbs) as defs:
        defs.update(named or {})
        parsed, diags = check_file(_as_section(src, section), schema)
    errors = [_placed(d, lines) for d in (*read, *diags)]
    errors.sort(key=lambda e: (e["line"], e["column"]))
    found = getattr(parsed, section, None) if parsed is not None else None
    model = found[0] if found and not errors else None
    return ItemCheck(errors, model, src.data if model is not None else None)


def _as_section(src: YamlFile, section: str) -> YamlFile:
    """The item as a rules file of one section of one item, its node tree (and so every position) its own."""
    mark = src.root.start_mark
    key = yaml.ScalarNode("tag:yaml.org,2002:str", section, mark, mark)
    items = yaml.SequenceNode("tag:yaml.org,2002:seq", [src.root], mark, src.root.end_mark)
    root = yaml.MappingNode("tag:yaml.org,2002:map", [(key, items)], mark, src.root.end_mark)
    return YamlFile(src.path, src.display, src.text, {section: [src.data]}, root)


def _placed(d: Diagnostic, lines: list[str]) -> dict[str, Any]:
    """A diagnostic in the item's text; the end of the input (where YAML says what it still expected) is the
    end of its last line."""
    if d.line > len(lines):
        return {"line": len(lines), "column": len(lines[-1]) + 1, "message": _plain(d.message)}
    return {"line": max(d.line, 1), "column": max(d.column, 1), "message": _plain(d.message)}


def _plain(message: str) -> str:
    # the item's path in its section is ours, not the designer's: "(at helpers.0.rows.1)" -> "(at rows.1)",
    # and a field of the component itself needs no path: its line says it
    message = re.sub(r"\(at [a-z_]+\.0\.?", "(at ", message)
    return re.sub(r" ?\(at [A-Za-z0-9_]*\)$", "", message).rstrip()
