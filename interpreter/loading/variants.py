"""Variant overlays: small files that state only how a variant differs from the base rules.

A variant file (``rules/variants/NAME.yaml``, reference in ``docs/variants.md``) has a
``variant:`` header and up to four operations:

    replace: [full component definitions; the id says which one]
    add:     {section: [new components]}
    remove:  [ids]
    change:  {"target.field.sub": new value}   # target: game, board, map, a component id,
                                              # or setups.N / dock_rows.N / ledger_spaces.GROUP
    messages: {lang: {message id: Fluent text}}  # the words of what it adds (the text layer checks them)

Overlays work on the parsed base files: every replaced, added or changed component is
validated again by the same pydantic models, so its effect texts are parsed and checked,
and every error points into the variant file. Variants apply in order; two of them
touching the same component or the same field is an error naming both places.

This module applies the overlays: it keeps a working copy of the parsed rules,
carries out each operation, registers what it touches to find conflicts, and
validates every changed component once at the end. How a target is found in the
rules data and how errors are placed in the variant file is in addressing.py.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import yaml
from pydantic import AfterValidator, BaseModel, ConfigDict, ValidationError

from ..errors import Diagnostic, close_names
from ..language.named import Definition
from . import named
from .addressing import Addresses, Change, change_diags, covering, model_diags, node_at, set_at, validate
from .diagnostics import display, dsl_diagnostics
from .fields import SOURCE, Path_, not_windows_reserved, pattern
from .ruleset import ExtraMessage
from .schema import RulesSchema, Written
from .yamlsrc import YamlFile, read_yaml

__all__ = ["Box", "Overlay", "Parsed", "VariantHeader", "apply_variants", "available"]

Parsed = list[tuple[YamlFile, BaseModel]]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class VariantHeader(_Strict):
    name: Annotated[str, pattern(r"^[a-z0-9][a-z0-9-]*$", "a variant's name is lower-case letters, digits and `-`, "
                                                        "starting with a letter or a digit (such as `cheap-casino`)"),
                    AfterValidator(not_windows_reserved)]
    description: str
    source: Annotated[str, SOURCE] | None = None
    reconstructed: str | None = None
    # the outcome metric `compare` judges this variant by (harness/outcomes.py), unless its command line names one
    primary: Annotated[str, pattern(r"^[a-z][a-z0-9_]*$", "an outcome metric is named in lower-case letters, digits and `_` "
                                                          "(such as `mean_score`)")] | None = None


class Overlay(_Strict):
    """The shape of a variant file; the components inside are validated by the rules models."""

    variant: VariantHeader
    replace: list[dict[str, Any]] = []
    add: dict[str, list[dict[str, Any]]] = {}
    remove: list[str] = []
    change: dict[str, Any] = {}
    # named effects it defines (loading/named.py): {name: {params: [n], effect: "..."}}
    define: Any = None  # its shape is checked by named.read, at its places
    # the words of what it adds, per language: {en: {name-card_x: "Loan Shark"}} (Fluent message text)
    messages: dict[Annotated[str, pattern(r"^[A-Za-z][A-Za-z-]*$", "a language is named by its code, such as `en`, "
                                                                  "`zh-Hans` or `zh-Hant`")],
                   dict[Annotated[str, pattern(r"^[a-zA-Z][\w-]*$", "a message id is a letter, then letters, digits, `_` "
                                                                    "or `-` (such as `name-card_vip_loan_shark`)")], str]] = {}


@dataclass
class Item:
    """A component or a singleton section: its YAML data, its model and where its node is."""

    raw: Any
    model: Any
    cls: type[BaseModel]
    src: YamlFile
    path: Path_
    label: str
    section: str = ""  # its list section; "" for a singleton
    home: File | None = None  # the file (or a variant's additions) that holds it
    owned: bool = False  # raw is our copy (base data is never written to)
    changes: list[Change] = field(default_factory=list)


@dataclass
class File:
    src: YamlFile
    original: BaseModel | None  # None: a variant's additions
    lists: dict[str, list[Item]]
    singles: dict[str, Item]
    touched: bool = False


@dataclass
class Box:
    """What the variants did to the box's counts (``RulesSchema.box``), for the loader's check of them.

    A component a variant adds raises the count of its kind by its copies, one it removes lowers it:
    a variant states a count (``change: game.components.helper: 23``) only to change the box itself,
    as when it changes how many copies of a component there are."""

    stated: dict[str, tuple[YamlFile, Path_]] = field(default_factory=dict)  # kind -> the `change:` that says it
    copies: dict[str, tuple[YamlFile, Path_]] = field(default_factory=dict)  # kind -> the last change of copies
    moved: dict[str, list[tuple[str, int]]] = field(default_factory=dict)  # kind -> (variant, copies added or removed)
    broken: set[str] = field(default_factory=set)  # kinds of which a component does not validate
    added: dict[str, tuple[YamlFile, Path_, str]] = field(default_factory=dict)  # id -> where a variant adds it
    # id(model) of a changed item or section -> what its `change:`s wrote (the checks across files report there)
    written: dict[int, tuple[Written, ...]] = field(default_factory=dict)


def apply_variants(schema: RulesSchema, parsed: Parsed, variants: list[str | Path], rules_dir: Path,
                   defs: dict[str, Definition] | None = None
                   ) -> tuple[Parsed, list[YamlFile], list[Diagnostic], list[ExtraMessage], Box]:
    """Apply variant overlays in order to the parsed base files (the loader's hook); with the messages
    the variants carry and what they did to the box's counts. ``defs``: the named effects in force
    (loading/scope.py), to which each variant's `define:` adds its own before its other operations."""
    work = _Work(schema, parsed)
    work.defs = defs if defs is not None else {}
    files: list[YamlFile] = []
    diags: list[Diagnostic] = []
    seen: dict[Path, str] = {}
    for spec in variants:
        path, errs = _variant_path(spec, rules_dir)
        diags += errs
        if path is None:
            continue
        shown = display(path)
        if path.resolve() in seen:
            diags.append(Diagnostic(shown, 1, 1, f"variant given twice ('{seen[path.resolve()]}' and '{spec}')"))
            continue
        seen[path.resolve()] = str(spec)
        src, errs = read_yaml(path, shown, twice={"change": "is changed twice in this file"})
        diags += errs
        if src is not None:
            files.append(src)
            diags += work.apply(src)
    diags += work.finish()
    work.box.written = work.written()
    return work.pairs(), files, diags, work.messages, work.box


def available(rules_dir: Path) -> list[str]:
    folder = rules_dir / "variants"
    return sorted(p.stem for p in folder.glob("*.yaml")) if folder.is_dir() else []


def _variant_path(spec: str | Path, rules_dir: Path) -> tuple[Path | None, list[Diagnostic]]:
    text = str(spec)
    looks_like_file = isinstance(spec, Path) or "/" in text or "\\" in text or text.endswith((".yaml", ".yml"))
    path = Path(text) if looks_like_file else rules_dir / "variants" / f"{text}.yaml"
    if path.is_file() or (looks_like_file and path.exists() and not path.is_dir()):
        return path, []  # a device or a FIFO given by name is refused by the reader, saying what it is
    if looks_like_file:
        return None, [Diagnostic(text, 1, 1, "variant file not found")]
    names = available(rules_dir)
    known = f"; variants: {', '.join(names)}" if names else f"; no variants in {rules_dir / 'variants'}"
    return None, [Diagnostic(text, 1, 1, f"unknown variant '{text}'{close_names(text, names)}{known}")]


class _Work:
    """The working copy of the rules while overlays apply; base data and models stay untouched."""

    def __init__(self, schema: RulesSchema, parsed: Parsed) -> None:
        self.schema = schema
        self.addr = Addresses(schema)
        self.files: list[File] = []
        self.claims: list[tuple[Path_, YamlFile, Path_, str, str]] = []  # target, file, path in it, variant, label
        self.pending: list[Item] = []  # items with `change`s, validated once at the end
        self.messages: list[ExtraMessage] = []
        self.box = Box()
        self.moved: dict[str, int] = {}  # kind -> copies the file being applied adds (or removes) so far
        self.defs: dict[str, Definition] = {}  # the named effects in force (set by apply_variants)
        for src, model in parsed:
            data = src.data if isinstance(src.data, dict) else {}
            f = File(src, model, {}, {})
            f.lists = {key: _items(self.addr, f, key, getattr(model, key), data.get(key))
                       for key in self.addr.sections if getattr(model, key)}
            f.singles = {key: Item(data.get(key), getattr(model, key), cls, src, (key,), key, home=f)
                         for key, cls in self.addr.singletons.items() if getattr(model, key) is not None}
            self.files.append(f)

    # ------------------------------------------------------------------ lookup
    def find(self, key: str, section: str | None = None) -> Item | None:
        """A component by id, or (with a section) an item of a keyed section, such as setups 2."""
        fld = self.addr.keyed.get(section or "", "id")
        return next((i for f in self.files for sec, items in f.lists.items()
                     if (sec == section if section else sec in self.addr.components)
                     for i in items if str(getattr(i.model, fld)) == key), None)

    def ids(self) -> list[str]:
        return [i.model.id for f in self.files for k, items in f.lists.items() if k in self.addr.components for i in items]

    def claim(self, target: Path_, src: YamlFile, vpath: Path_, variant: str, label: str) -> Diagnostic | None:
        """Register what an operation touches; overlapping a previous operation is a conflict."""
        clash = self.clash(target, src, vpath, label)
        if clash is None:
            self.claims.append((target, src, vpath, variant, label))
        return clash

    def clash(self, target: Path_, src: YamlFile, vpath: Path_, label: str) -> Diagnostic | None:
        for other, osrc, opath, variant, olabel in self.claims:
            n = min(len(other), len(target))
            if other[:n] == target[:n]:  # the same field, or one holds the other
                who = "this variant" if osrc is src else f"variant '{variant}'"
                return src.diag(*src.locate_key(vpath), f"{label} conflicts with {who}, which also changes "
                                                        f"{olabel} ({osrc.display}:{osrc.locate_key(opath)[0]})")
        return None

    def unknown(self, target: str, src: YamlFile, vpath: Path_, label: str, extra: tuple[str, ...] = ()) -> Diagnostic:
        """An id that is not there: removed by an earlier operation (a conflict), or unknown."""
        return self.clash((target,), src, vpath, label) or src.diag(
            *src.locate_key(vpath), f"unknown {'component or section' if extra else 'id'} '{target}'"
                                    f"{close_names(target, [*self.ids(), *extra])}")

    # --------------------------------------------------------------- overlays
    def apply(self, src: YamlFile) -> list[Diagnostic]:
        if not isinstance(src.data, dict):
            return [src.diag(1, 1, "a variant file is a mapping: `variant:` and `replace:`/`add:`/`remove:`/`change:`")]
        diags: list[Diagnostic] = []
        try:
            overlay = Overlay.model_validate(src.data)
        except ValidationError as err:
            diags += model_diags(err, Overlay, src.data, lambda loc: (src, loc, ()), "")
            bad = {e["loc"][0] for e in err.errors() if e["loc"]}
            overlay = Overlay.model_construct(**{k: v for k, v in src.data.items() if k in Overlay.model_fields and k not in bad})
        header = getattr(overlay, "variant", None)
        name = header.name if isinstance(header, VariantHeader) else src.path.stem
        self.moved, stated_before = {}, dict(self.box.stated)
        if named.DEFINE in src.data:
            diags += named.read(src, src.data.get(named.DEFINE), self.schema.vocabulary, self.defs)
        for i, target in enumerate(overlay.remove):
            diags += self._remove(src, name, i, target)
        for i, raw in enumerate(overlay.replace):
            diags += self._replace(src, name, i, raw)
        for key, value in overlay.change.items():
            diags += self._change(src, name, str(key), value)
        for lang, messages in (overlay.messages or {}).items():
            for key, text in messages.items():
                line, col = src.locate(("messages", lang, key))
                self.messages.append(ExtraMessage(str(lang), str(key), str(text), src.display, line, col, name))
        if overlay.add:
            adds = File(src, None, {}, {}, touched=True)
            self.files.append(adds)
            for section, items in overlay.add.items():
                diags += self._add(src, name, adds, section, items)
        for kind, n in self.moved.items():  # what it adds and removes counts itself, unless it states the count
            if n and self.box.stated.get(kind) is stated_before.get(kind):
                self._count(kind, n, name)
        return diags

    def _kind(self, item: Item | None, section: str | None = None) -> str | None:
        """The component kind of an item (or a section) the box counts, if it is one."""
        return self.addr.components.get(section if section is not None else item.section if item else "")

    def _move(self, kind: str | None, model: Any, sign: int) -> None:
        if kind is not None:
            self.moved[kind] = self.moved.get(kind, 0) + sign * int(getattr(model, "copies", 1))

    def _count(self, kind: str, n: int, variant: str) -> None:
        """Raise (or lower) the box's count of a kind by what a variant adds (or removes)."""
        box = self.schema.box
        item = next((f.singles[box[0]] for f in self.files if box and box[0] in f.singles), None) if box else None
        counts = item.raw.get(box[1]) if item is not None and box and isinstance(item.raw, dict) else None
        if item is None or box is None or not isinstance(counts, dict) or not isinstance(counts.get(kind), int) \
                or isinstance(counts.get(kind), bool) or counts[kind] + n < 0:
            return  # no count to move (the count check says what is wrong)
        if not item.owned:
            item.raw, item.owned = copy.deepcopy(item.raw), True
        item.raw[box[1]][kind] += n
        if item not in self.pending:
            self.pending.append(item)
        if item.home is not None:
            item.home.touched = True
        self.box.moved.setdefault(kind, []).append((variant, n))

    def _remove(self, src: YamlFile, name: str, i: int, target: str) -> list[Diagnostic]:
        item = self.find(target)
        if item is None or item.home is None:
            return [self.unknown(target, src, ("remove", i), f"{target} (removed)")]
        clash = self.claim((target,), src, ("remove", i), name, f"{target} (removed)")
        if clash:
            return [clash]
        item.home.lists[item.section].remove(item)
        item.home.touched = True
        self._move(self._kind(item), item.model, -1)
        return []

    def _replace(self, src: YamlFile, name: str, i: int, raw: dict[str, Any]) -> list[Diagnostic]:
        target = raw.get("id")
        if not isinstance(target, str):
            return [src.diag(*src.locate(("replace", i)), "a replacement gives the `id` of the component it replaces")]
        old = self.find(target)
        if old is None or old.home is None:
            return [self.unknown(target, src, ("replace", i, "id"), f"{target} (replaced)")]
        clash = self.claim((target,), src, ("replace", i), name, f"{target} (replaced)")
        if clash:
            return [clash]
        model, diags = validate(self.schema, src, old.cls, raw, ("replace", i), target)
        kind = self._kind(old)
        if model is None and kind is not None:
            self.box.broken.add(kind)
        elif kind is not None and getattr(model, "copies", 1) != getattr(old.model, "copies", 1):
            self.box.copies[kind] = (src, ("replace", i))
        if model is not None:
            items = old.home.lists[old.section]
            items[items.index(old)] = Item(raw, model, old.cls, src, ("replace", i), target, old.section, old.home)
            old.home.touched = True
        return diags

    def _add(self, src: YamlFile, name: str, adds: File, section: str, items: list[dict[str, Any]]) -> list[Diagnostic]:
        sections = self.addr.sections
        if section not in sections:
            where = src.locate_key(("add", section))
            return [src.diag(*where, f"unknown section '{section}'{close_names(section, sections)}")]
        diags: list[Diagnostic] = []
        cls, keyf = sections[section], self.addr.key_field(sections[section])
        for i, raw in enumerate(items):
            vpath = ("add", section, i)
            key = str(raw.get(keyf)) if keyf else str(i + 1)
            existing = self.find(key, None if section in self.addr.components else section) if keyf else None
            if existing is not None:
                line = existing.src.locate(existing.path)[0]
                diags.append(src.diag(*src.locate((*vpath, keyf)), f"'{key}' already exists "
                                      f"({existing.src.display}:{line}); use `replace` or `change` for it"))
                continue
            target = (key,) if section in self.addr.components else (section, key)
            clash = self.claim(target, src, vpath, name, f"{key} (added)")
            if clash:
                diags.append(clash)
                continue
            model, errs = validate(self.schema, src, cls, raw, vpath, key)
            diags += errs
            if model is None and self._kind(None, section) is not None:
                self.box.broken.add(str(self._kind(None, section)))  # not counted: its count is not checked
            if model is not None:
                adds.lists.setdefault(section, []).append(Item(raw, model, cls, src, vpath, key, section, adds))
                self._move(self._kind(None, section), model, +1)
                self.box.added[key] = (src, (*vpath, keyf) if keyf else vpath, name)
        return diags

    def _change(self, src: YamlFile, name: str, key: str, value: Any) -> list[Diagnostic]:
        at = src.locate_key(("change", key))
        parts = key.split(".")
        head = parts[0]
        rest = parts[1:]
        singletons, keyed = self.addr.singletons, self.addr.keyed
        if head in singletons:
            item = next((f.singles[head] for f in self.files if head in f.singles), None)
        elif head in keyed and len(parts) > 1:
            item, rest = self.find(parts[1], head), parts[2:]
            if item is None:
                have = [str(getattr(i.model, keyed[head])) for f in self.files for i in f.lists.get(head, [])]
                return [src.diag(*at, f"no {head} item '{parts[1]}' (its items: {', '.join(have)})")]
        else:
            item = self.find(head)
        if item is None or item.home is None:
            return [self.unknown(head, src, ("change", key), key, (*singletons, *keyed))]
        if not rest:
            return [src.diag(*at, f"a change names a field: '{key}.FIELD' (to replace all of {head}, use `replace`)")]
        if head not in singletons and head not in keyed and rest[0] == "id":
            return [src.diag(*at, "the id of a component cannot change: `remove` it and `add` the new one")]
        if item.raw is None:
            return [src.diag(*at, f"{head} cannot be changed: its base definition has errors")]
        path, problem = self.addr.resolve(item.raw, item.cls, rest, parts[:len(parts) - len(rest)])
        if problem:
            return [src.diag(*at, problem)]
        target = (head, *path) if head in singletons or head not in keyed else (head, parts[1], *path)
        clash = self.claim(target, src, ("change", key), name, key)
        if clash:
            return [clash]
        if not item.owned:
            item.raw, item.owned = copy.deepcopy(item.raw), True
        set_at(item.raw, path, copy.deepcopy(value))
        item.changes.append(Change(src, key, path))
        box = self.schema.box
        if box is not None and head == box[0] and path[:1] == (box[1],):  # the variant says what the box holds
            for kind in ([path[1]] if len(path) > 1 else list(value) if isinstance(value, dict) else []):
                self.box.stated[str(kind)] = (src, ("change", key))
        elif self._kind(item) is not None and path[:1] == ("copies",):
            self.box.copies[str(self._kind(item))] = (src, ("change", key))
        if item not in self.pending:
            self.pending.append(item)
        item.home.touched = True
        return []

    def finish(self) -> list[Diagnostic]:
        """Validate every changed item once, with all its changes; errors go to the change that caused them."""
        diags: list[Diagnostic] = []
        for item in self.pending:
            try:
                model = item.cls.model_validate(item.raw)
            except ValidationError as err:
                diags += change_diags(item.changes, item.cls, item.raw, item.label, err)
                if self._kind(item) is not None:
                    self.box.broken.add(str(self._kind(item)))
                continue
            item.model = model
            for change in item.changes:  # base texts: the loader has checked them already
                diags += dsl_diagnostics(change.src, model, self.schema.vocabulary, only=_from_change(item, change))
        return diags

    # ----------------------------------------------------------------- output
    def written(self) -> dict[int, tuple[Written, ...]]:
        """Each changed item's model -> (path inside it, variant file, path of the value) of each of its changes."""
        items = [i for f in self.files for i in [*f.singles.values(), *(x for xs in f.lists.values() for x in xs)]]
        return {id(i.model): tuple((c.path, c.src, ("change", c.key)) for c in i.changes) for i in items if i.changes}

    def pairs(self) -> Parsed:
        out: Parsed = []
        for f in self.files:
            if not f.touched and f.original is not None:
                out.append((f.src, f.original))  # untouched: exactly what the loader parsed
                continue
            if f.singles:
                out.append((f.src, self.schema.file_model.model_validate({k: s.model for k, s in f.singles.items()})))
            for key, items in f.lists.items():
                run: list[Item] = []
                for item in [*items, None]:
                    if run and (item is None or item.src is not run[0].src):
                        out.append(_run_pair(self.schema, key, run))
                        run = []
                    if item is not None:
                        run.append(item)
        return out


def _from_change(item: Item, change: Change) -> Callable[[Path_], Path_ | None]:
    """Where in its variant file the text at ``path`` of a changed item comes from, if ``change`` wrote it."""

    def place(path: Path_) -> Path_ | None:
        return ("change", change.key, *path[len(change.path):]) if covering(item.changes, path) is change else None

    return place


def _items(addr: Addresses, home: File, key: str, models: list[Any], raws: Any) -> list[Item]:
    """Pair each parsed model with its YAML data. The loader drops items that fail to validate;
    then the positions no longer match and the section cannot be changed (its errors are reported)."""
    cls = addr.sections[key]
    if not isinstance(raws, list) or len(raws) != len(models):
        raws = [None] * len(models)
    return [Item(r, m, cls, home.src, (key, i), str(getattr(m, addr.key_field(cls) or "", "")), key, home)
            for i, (m, r) in enumerate(zip(models, raws, strict=True))]


def _run_pair(schema: RulesSchema, key: str, run: list[Item]) -> tuple[YamlFile, BaseModel]:
    """Items from one file as a pair the loader can place: a synthetic node tree keeps their positions."""
    src = run[0].src
    nodes = [node_at(src.root, item.path) for item in run]
    mark = nodes[0].start_mark if nodes and nodes[0] is not None else None
    seq = yaml.SequenceNode("tag:yaml.org,2002:seq", nodes, mark, mark)
    root = yaml.MappingNode("tag:yaml.org,2002:map", [(yaml.ScalarNode("tag:yaml.org,2002:str", key, mark, mark), seq)],
                            mark, mark)
    view = dataclasses.replace(src, data={key: [item.raw for item in run]}, root=root if mark is not None else src.root)
    return view, schema.file_model.model_validate({key: [item.model for item in run]})
