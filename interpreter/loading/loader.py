"""Load and check a rules folder: YAML → a game's pydantic models with parsed effects → its rule set.

Every problem of every file is collected as a ``Diagnostic`` with its real YAML line and column;
``load_rules`` raises one ``RulesError`` carrying them all. What the files of a game look like is
the game's ``RulesSchema`` (interpreter/loading/schema.py); nothing here knows any game.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from ..errors import Diagnostic, RulesError, close_names
from ..language import ast as A
from ..language.loops import trigger_cycles
from ..language.named import Definition
from . import named
from .diagnostics import display, dsl_diagnostics, key_pos, pydantic_diags, value_at
from .fields import inner_model, iter_dsl, sourced
from .named import DEFINE
from .parsecache import parsing
from .ruleset import TABLE_RULE, TABLE_RULES, ExtraMessage, RuleSet
from .schema import Parts, RulesSchema, Where
from .scope import defining
from .yamlsrc import YamlFile, read_yaml

Parsed = list[tuple[YamlFile, BaseModel]]  # each file with its model (a `file_model` instance)


@dataclass
class CheckReport:
    rules: RuleSet | None
    diagnostics: list[Diagnostic]
    components: dict[str, int]
    reconstructed: int

    @property
    def ok(self) -> bool:
        return not self.diagnostics

    def sorted(self) -> list[Diagnostic]:
        return sorted(self.diagnostics, key=lambda d: (d.file, d.line, d.column))


def check_file(src: YamlFile, schema: RulesSchema) -> tuple[BaseModel | None, list[Diagnostic]]:
    """One rules file: its model (what validated) and every problem in it."""
    file_model = schema.file_model
    if src.data is None:
        return file_model(), []
    if not isinstance(src.data, dict):
        return None, [src.diag(1, 1, "a rules file is a mapping of component lists (e.g. `helpers:`)")]
    unknown = [k for k in src.data if k not in file_model.model_fields and k != DEFINE]
    diags = [src.diag(*(key_pos(src, (k,)) or (1, 1)),
                      f"unknown section '{k}'{close_names(str(k), file_model.model_fields)}")
             for k in unknown]
    # Validate item by item, so one broken component does not hide the others' problems.
    values: dict[str, Any] = {}
    for key, raw in src.data.items():
        if key in unknown or (key == DEFINE and DEFINE not in file_model.model_fields):
            continue
        annotation = file_model.model_fields[key].annotation
        item_type: Any = inner_model(annotation)
        wants_list = getattr(annotation, "__origin__", None) is list
        if wants_list and not isinstance(raw, list):
            diags.append(src.diag(*src.locate((key,)), f"'{key}' is a list of components (items start with '- ')"))
            continue
        if isinstance(raw, list):
            good = []
            for i, item in enumerate(raw):
                try:
                    good.append(item_type.model_validate(item))
                except ValidationError as err:
                    diags += pydantic_diags(src, err, file_model, (key, i))
            values[key] = good
        elif raw is not None:
            try:
                values[key] = item_type.model_validate(raw)
            except ValidationError as err:
                diags += pydantic_diags(src, err, file_model, (key,))
    try:
        parsed = file_model.model_validate(values)
    except ValidationError as err:  # a section of the wrong shape (a mapping where a list belongs)
        return None, diags + pydantic_diags(src, err, file_model)
    diags += dsl_diagnostics(src, parsed, schema.vocabulary)
    return parsed, diags


def rules_files(rules_dir: Path) -> list[Path]:
    """The folder's ``*.yaml`` entries but folders: a FIFO or a device among them is read, and refused, by name."""
    return sorted(p for p in rules_dir.glob("*.yaml") if not p.is_dir())


def check_rules(schema: RulesSchema, rules_dir: Path | None = None, variants: Sequence[str | Path] = ()) -> CheckReport:
    """Load, parse and check every file of a rules folder (with variant overlays); never raises for bad rules.
    Texts of the effect language parsed by an earlier run come from the cache (parsecache.py)."""
    with parsing(schema.vocabulary.aliases), defining(schema.vocabulary.verbs) as defs:
        return _check_rules(schema, rules_dir, variants, defs)


def _check_rules(schema: RulesSchema, rules_dir: Path | None, variants: Sequence[str | Path],
                 defs: dict[str, Definition]) -> CheckReport:
    rules_dir = _folder(schema, rules_dir)
    diags: list[Diagnostic] = []
    if not rules_dir.is_dir():
        d = Diagnostic(str(rules_dir), 1, 1, "rules folder not found")
        return CheckReport(None, [d], {}, 0)
    parsed: Parsed = []
    files: dict[str, YamlFile] = {}
    paths = rules_files(rules_dir)
    if not paths:
        diags.append(Diagnostic(str(rules_dir), 1, 1, "no rules files (*.yaml) in this folder"))
    read: list[YamlFile] = []
    for path in paths:
        src, errs = read_yaml(path, display(path))
        diags += errs
        if src is not None:
            read.append(src)
    for src in read:  # named effects first: any file's texts may use them (named.py)
        if isinstance(src.data, dict) and DEFINE in src.data:
            diags += named.read(src, src.data[DEFINE], schema.vocabulary, defs)
    for src in read:
        files[src.display] = src
        model, errs = check_file(src, schema)
        diags += errs
        if model is not None:
            parsed.append((src, model))
    variant_files: list[YamlFile] = []
    messages: list[ExtraMessage] = []
    broken = _broken_kinds(schema, files, parsed)
    box: Any = None
    if variants:
        # overlays (variants.py): they see the parsed base files and add their own
        from .variants import apply_variants

        parsed, variant_files, errs, messages, box = apply_variants(schema, parsed, list(variants), rules_dir, defs)
        diags += errs
        broken |= box.broken
        files.update({v.display: v for v in variant_files})
    rules, errs = _assemble(schema, parsed, files, str(rules_dir), variant_files, box, broken)
    diags += errs
    diags.sort(key=lambda d: (d.file, d.line, d.column))
    counts = rules.counts() if rules else _partial_counts(schema, parsed)
    recon = sum(c.reconstructed_count() for _, m in parsed for c in sourced(m))
    if rules is not None:
        rules.reconstructed = recon
        rules.messages = tuple(messages)
        rules.named = dict(defs)
        rules.variants = tuple(str(v) for v in variants)  # as load_rules says: pins give way under them (text/pins.py)
        if box is not None:
            rules.added = {cid: (vsrc.display, *vsrc.locate(vpath), variant) for cid, (vsrc, vpath, variant) in box.added.items()}
    return CheckReport(rules if not diags else None, diags, counts, recon)


def load_rules(schema: RulesSchema, rules_dir: Path | None = None, variants: Sequence[str | Path] = ()) -> RuleSet:
    """The checked rule set of a folder (the game's shipped rules by default), or RulesError with every problem."""
    report = check_rules(schema, rules_dir, variants)
    if report.rules is None:
        raise RulesError(report.diagnostics)
    report.rules.variants = tuple(str(v) for v in variants)
    return report.rules


def _folder(schema: RulesSchema, rules_dir: Path | None) -> Path:
    if rules_dir is not None:
        return Path(rules_dir)
    if schema.shipped is None:
        raise RulesError([Diagnostic("rules", 1, 1, "this game ships no rules: give a rules folder")])
    return schema.shipped


def _partial_counts(schema: RulesSchema, parsed: Parsed) -> dict[str, int]:
    out: Counter[str] = Counter()
    for _, m in parsed:
        for key, kind in schema.components.items():
            out[kind] += sum(getattr(c, "copies", 1) for c in getattr(m, key))
    return {kind: n for kind, n in out.items() if n or kind != TABLE_RULE}


def _broken_kinds(schema: RulesSchema, files: dict[str, YamlFile], parsed: Parsed) -> set[str]:
    """The component kinds of which a rules file holds an item that did not validate (its count is not checked)."""
    kept = {id(src): model for src, model in parsed}
    out = set()
    for src in files.values():
        data = src.data if isinstance(src.data, dict) else {}
        model = kept.get(id(src))
        for section, kind in schema.components.items():
            raw = data.get(section)
            if isinstance(raw, list) and (model is None or len(getattr(model, section)) != len(raw)):
                out.add(kind)
            elif raw is not None and not isinstance(raw, list):
                out.add(kind)
    return out


def _box_counts(schema: RulesSchema, rules: RuleSet, singles: dict[str, YamlFile], box: Any,
                broken: set[str]) -> list[Diagnostic]:
    """The components of each kind against the box's count of them (``RulesSchema.box``), at the count's place: in
    the variant that states it, at a variant's change of copies, else in the rules file. A kind with a component
    that did not validate is not counted (its own error says what is wrong: one problem, one error)."""
    if schema.box is None or schema.box[0] not in singles:
        return []
    section, fld = schema.box
    stated = getattr(rules.singles.get(section), fld, None)
    if not isinstance(stated, dict):
        return []
    src, counts, out = singles[section], rules.counts(), []
    for kind, expected in stated.items():
        got = counts.get(kind)
        if got is None:
            out.append(src.diag(*src.locate((section, fld, kind)), f"unknown component kind '{kind}'"))
            continue
        if got == expected or kind in broken:
            continue
        moved = box.moved.get(kind, []) if box is not None else []
        base = expected - sum(n for _, n in moved)
        parts = [str(base), *(f"{'+' if n > 0 else '−'}{abs(n)} that variant '{v}' {'adds' if n > 0 else 'removes'}"
                              for v, n in moved)]
        told = f" ({', '.join(parts)})" if moved else ""
        text = f"the box has {expected} {kind} components{told}, the rules define {got}"
        fix = f"{section}.{fld}.{kind}: {got}"
        where = box.stated.get(kind) if box is not None else None
        copies = box.copies.get(kind) if box is not None else None
        if where is not None:  # a variant says how many there are: there
            vsrc, vpath = where
            out.append(vsrc.diag(*vsrc.locate(vpath), text))
        elif copies is not None:  # a variant changed how many copies there are: say so there, with the fix
            vsrc, vpath = copies
            out.append(vsrc.diag(*vsrc.locate(vpath), f"{text}: a variant that changes how many copies there are "
                                                      f"also says how many the box holds (change: {{{fix}}})"))
        else:
            out.append(src.diag(*src.locate((section, fld, kind)), text))
    return out


def _assemble(schema: RulesSchema, parsed: Parsed, files: dict[str, YamlFile], folder: str,
              variant_files: Sequence[YamlFile] = (), box: Any = None, broken: set[str] | None = None
              ) -> tuple[RuleSet | None, list[Diagnostic]]:
    diags: list[Diagnostic] = []
    where = Where(written=box.written if box is not None else {})
    singles = where.singles
    lists: dict[str, list[Any]] = {k: [] for k in schema.list_sections()}
    for src, m in parsed:
        for key in schema.singletons:
            value = getattr(m, key)
            if value is None:
                continue
            if key in singles:
                other = singles[key][0]
                diags.append(src.diag(*src.locate((key,)), f"section '{key}' is also defined in {other.display}"))
            else:
                singles[key] = (src, value)
        for key in lists:
            for i, item in enumerate(getattr(m, key)):
                lists[key].append(item)
                where.items[id(item)] = (src, (key, i))
    missing = [k for k in schema.singletons if k not in singles]
    written = {key for src in files.values() if isinstance(src.data, dict) for key in src.data}
    for key in missing:
        if key not in written:  # one that is written but broken has its own errors: one problem, one error
            diags.append(Diagnostic(folder, 1, 1, f"no file defines the '{key}' section"))
    by_id: dict[str, Any] = {}
    for key in schema.components:
        for item in lists[key]:
            if item.id in by_id:
                src, path = where.items[id(item)]
                first_src, first_path = where.items[id(by_id[item.id])]
                line, _ = first_src.locate(first_path)
                diags.append(src.diag(*src.locate((*path, "id")),
                                      f"duplicate id '{item.id}' (first at {first_src.display}:{line})"))
            else:
                by_id[item.id] = item
    if missing:
        return None, diags
    parts = Parts({k: v[1] for k, v in singles.items()}, {k: tuple(v) for k, v in lists.items()}, by_id,
                  schema.components, _fingerprint(files), files)
    rules = schema.build(parts)
    # what the machine scans for the events triggers wait for and the numbers passives modify
    rules.effects = tuple(node for _, m in parsed for _, node, _ in iter_dsl(m))
    diags += _trigger_loops(schema, parsed, variant_files)
    diags += _box_counts(schema, rules, {k: v[0] for k, v in singles.items()}, box, broken or set())
    diags += schema.cross_check(rules, where)
    return (None if diags else rules), diags


def _trigger_loops(schema: RulesSchema, parsed: Parsed, variant_files: Sequence[YamlFile]) -> list[Diagnostic]:
    """Triggers of different components that would set each other off forever (checker.trigger_cycles),
    reported at the first trigger of each loop — in the variant that wrote its text, if one did."""
    found: list[tuple[str, A.When]] = []
    shared: set[str] = set()  # the table's rules: every player holds them
    where: dict[int, tuple[YamlFile, tuple[Any, ...]]] = {}
    for src, model in parsed:
        for path, node, _ in iter_dsl(model):
            for n in A.walk(node):
                if isinstance(n, A.When):
                    owner = getattr(_owner(model, path), "id", None) or ".".join(str(p) for p in path[:2])
                    found.append((str(owner), n))
                    where[id(n)] = (src, path)
                    if path and path[0] == TABLE_RULES:
                        shared.add(str(owner))
    out = []
    for loop in trigger_cycles(found, schema.vocabulary, frozenset(shared)):
        when = loop[0][1]
        src, path = where[id(when)]
        text = str(value_at(src.data, path))
        src, path = _written_by(variant_files, text) or (src, path)
        try:
            line, col = src.locate_in_scalar(path, text, when.pos.line, when.pos.column)
        except (KeyError, IndexError, TypeError, ValueError):
            line, col = src.locate(path)
        chain = " → ".join(f"{c} ('when {w.event}:')" for c, w in [*loop, loop[0]])
        out.append(src.diag(line, col, f"these triggers would set each other off forever: {chain}"))
    return out


def _written_by(variant_files: Sequence[YamlFile], text: str) -> tuple[YamlFile, tuple[Any, ...]] | None:
    """The last variant that holds this exact text, and where: a text a variant wrote is reported there."""
    for src in reversed(variant_files):
        for path, value in _strings(src.data):
            if value == text:
                return src, path
    return None


def _strings(data: Any, path: tuple[Any, ...] = ()) -> Any:
    if isinstance(data, str):
        yield path, data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from _strings(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _strings(value, (*path, i))


def _owner(model: Any, path: tuple[Any, ...]) -> Any:
    """The component (a list item with an id) a text at ``path`` of a file's model belongs to."""
    if len(path) >= 2 and isinstance(path[1], int):
        return getattr(model, str(path[0]))[path[1]]
    return None


def _fingerprint(files: dict[str, YamlFile]) -> str:
    h = hashlib.sha256()
    for name in sorted(files):
        h.update(Path(name).name.encode())
        h.update(b"\0")
        h.update(files[name].text.encode())
        h.update(b"\0")
    return h.hexdigest()[:16]
