"""A rules folder as an editor sees it: checked with the editor's unsaved buffers standing in for their
files, every check `speakeasy check` makes (the same diagnostics, messages and positions: it is the same
code), and an index of where each thing a file may name is defined.

A rules file is checked with the folder it is in; a variant file (``RULES/variants/NAME.yaml``) on top of
the rules it is in, as `speakeasy check --variant NAME` checks it. The index is read from the files' text
(the YAML reader's positions), so go-to-definition still works while a file has errors.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..errors import Diagnostic
from ..files import FileError, buffers, read_text_bounded
from ..loading.diagnostics import display
from ..loading.loader import check_rules, rules_files
from ..loading.named import DEFINE
from ..loading.schema import RulesSchema
from ..loading.yamlsrc import MAX_FILE_BYTES, parse_yaml
from ..text.check import check_locales
from ..text.kit import TextKit


@dataclass
class FolderCheck:
    """What a check of a folder gives an editor."""

    diagnostics: list[Diagnostic]
    rules: Any | None  # the rule set, None when anything failed (an editor keeps the last good one)


def check_folder(schema: RulesSchema, kit: TextKit, rules_dir: Path, variants: Sequence[str | Path] = (),
                 texts: Mapping[Path, str] | None = None, locales: Path | None = None) -> FolderCheck:
    """Every check `speakeasy check [--variant …]` makes, with ``texts`` (an editor's unsaved buffers) read in
    place of their files."""
    with buffers(texts or {}):
        report = check_rules(schema, rules_dir, variants)
        report.diagnostics += check_locales(kit, report.rules, locales)
    return FolderCheck(report.diagnostics, report.rules)


def rules_dir_of(path: Path) -> tuple[Path, Path | None]:
    """The rules folder a file belongs to, and the file itself when it is a variant of that folder."""
    folder = path.parent
    if folder.name == "variants":
        return folder.parent, path
    return folder, None


# ------------------------------------------------------------------ definitions
@dataclass(frozen=True)
class Definition:
    """Where a name is defined: a component's `id:`, or a named effect (lang27's) where its file defines it."""

    name: str
    kind: str  # "component", "named" (a designer's named effect)
    section: str
    file: Path
    line: int
    column: int
    end: int  # the column after its name
    detail: str = ""  # what it is, in a word or a line (a named effect: its parameters and its effect)


@dataclass
class Index:
    """Every definition of a folder, by name, the rules files' before the variants' (a variant's `replace:`
    and `add:` define a component too: the variant file is where it is said as it plays)."""

    by_name: dict[str, list[Definition]] = field(default_factory=dict)

    def add(self, d: Definition) -> None:
        self.by_name.setdefault(d.name, []).append(d)

    def components(self) -> dict[str, str]:
        return {name: ds[0].section for name, ds in self.by_name.items() if ds[0].kind == "component"}

    def named(self) -> dict[str, Definition]:
        return {name: ds[0] for name, ds in self.by_name.items() if ds[0].kind == "named"}


# Readers of definitions from one file's composed YAML: (schema, path, root node) -> definitions. The first
# finds components; the named effects of issue 27 (branch lang27) add theirs here — one function that
# yields a ``Definition(kind="named")`` for each name a rules or variant file defines — and from then on
# they are offered where a verb may stand and go-to-definition finds them, in the studio and the server.
Definer = Callable[[RulesSchema, Path, Any], Iterable[Definition]]


def _component_ids(schema: RulesSchema, path: Path, root: Any) -> Iterable[Definition]:
    if not isinstance(root, yaml.MappingNode):
        return
    for key, value in root.value:
        if key.value in schema.components:
            yield from _items(key.value, value, path)
        elif key.value == "add" and isinstance(value, yaml.MappingNode):  # a variant's additions
            for k, v in value.value:
                if k.value in schema.components:
                    yield from _items(k.value, v, path)
        elif key.value == "replace":
            yield from _items("", value, path)


def _items(section: str, seq: Any, path: Path) -> Iterable[Definition]:
    if not isinstance(seq, yaml.SequenceNode):
        return
    for item in seq.value:
        if isinstance(item, yaml.MappingNode):
            for k, v in item.value:
                if k.value == "id" and isinstance(v, yaml.ScalarNode) and v.value:
                    m = v.start_mark
                    quoted = 1 if v.style in ("'", '"') else 0
                    yield Definition(v.value, "component", section, path, m.line + 1, m.column + 1 + quoted,
                                     m.column + 1 + quoted + len(v.value))


def _named_effects(schema: RulesSchema, path: Path, root: Any) -> Iterable[Definition]:
    """The names a file's `define:` section gives its named effects (loading/named.py)."""
    if not isinstance(root, yaml.MappingNode):
        return
    for key, value in root.value:
        if key.value == DEFINE and isinstance(value, yaml.MappingNode):
            for k, v in value.value:
                if isinstance(k, yaml.ScalarNode) and k.value:
                    m = k.start_mark
                    yield Definition(k.value, "named", DEFINE, path, m.line + 1, m.column + 1, m.column + 1 + len(k.value),
                                     _named_detail(k.value, v))


def _named_detail(name: str, node: Any) -> str:
    """`collect n = as each opponent where cash >= n: give $(n) to you`: a named effect as its file defines it."""
    fields = {k.value: v for k, v in node.value if isinstance(k, yaml.ScalarNode)} if isinstance(node, yaml.MappingNode) else {}
    params = fields.get("params")
    names = [p.value for p in params.value if isinstance(p, yaml.ScalarNode)] if isinstance(params, yaml.SequenceNode) else []
    effect = fields.get("effect")
    text = effect.value if isinstance(effect, yaml.ScalarNode) else ""
    return f"{' '.join([name, *names])} = {text}" if text else name


DEFINERS: list[Definer] = [_component_ids, _named_effects]


def index(schema: RulesSchema, rules_dir: Path, texts: Mapping[Path, str] | None = None) -> Index:
    """The definitions of a rules folder and its variants, read from the buffers where an editor has them."""
    held = {p.resolve(): t for p, t in (texts or {}).items()}
    out = Index()
    folder = rules_dir / "variants"
    paths = [*rules_files(rules_dir), *(sorted(folder.glob("*.yaml")) if folder.is_dir() else [])]
    replaced: list[Definition] = []
    for path in paths:
        text = held.get(path.resolve())
        if text is None:
            try:
                text = read_text_bounded(path, MAX_FILE_BYTES)
            except FileError:
                continue
        src, _ = parse_yaml(text, display(path), path)
        if src is None:
            continue
        for definer in DEFINERS:
            for d in definer(schema, path, src.root):
                if d.kind == "component" and not d.section:
                    replaced.append(d)
                else:
                    out.add(d)
    for d in replaced:  # `replace:` names a component defined elsewhere: its section is that one's
        first = out.by_name.get(d.name)
        out.add(Definition(d.name, d.kind, first[0].section if first else "", d.file, d.line, d.column, d.end))
    return out
