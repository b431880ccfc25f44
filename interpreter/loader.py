"""Load and check a rules folder: YAML → pydantic models with parsed DSL → RuleSet.

Every problem of every file is collected as a ``Diagnostic`` with its real
YAML line and column; ``load_rules`` raises one ``RulesError`` carrying them all.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from . import models as M
from .dsl import ast as A
from .dsl.checker import check
from .errors import Diagnostic, RulesError, close_names
from .yamlsrc import YamlFile, read_yaml

T = TypeVar("T")

COMPONENT_KINDS: dict[str, str] = {  # ComponentsFile field -> component kind (for counts)
    "locations": "location",
    "business_cards": "business_card",
    "helpers": "helper",
    "city_tiles": "city_tile",
    "crates": "crate",
    "mobsters": "mobster",
    "mob_district_tiles": "mob_district_tile",
    "strength_tokens": "strength_token",
    "police_tiles": "police_tile",
    "ships": "ship",
    "objectives": "objective",
}
_SINGLE = ("game", "map", "board")


@dataclass
class RuleSet:
    """The checked rules: models with parsed DSL, indexed for the engine."""

    game: M.GameRules
    map: M.MapRules
    board: M.BoardRules
    setups: dict[int, M.SetupRules]
    lists: dict[str, tuple[Any, ...]]
    dock_rows: tuple[M.DockRow, ...]
    ledger_spaces: tuple[M.LedgerSpace, ...]
    by_id: dict[str, M.Component]
    fingerprint: str  # of the rules files and the variant files, in order
    reconstructed: int
    files: dict[str, YamlFile] = field(repr=False, default_factory=dict)
    variants: tuple[str, ...] = ()  # as given on the command line, in order
    cache: dict[Any, Any] = field(repr=False, default_factory=dict)  # tables the engine derives once per rule set

    def __getattr__(self, name: str) -> tuple[Any, ...]:
        lists = self.__dict__.get("lists", {})
        if name in lists:
            return lists[name]  # type: ignore[no-any-return]
        raise AttributeError(name)

    def derived(self, key: Any, compute: Callable[[], T]) -> T:
        """A value worked out from these rules alone (a table, an option list), once per rule set."""
        try:
            return self.cache[key]  # type: ignore[no-any-return]
        except KeyError:
            made = self.cache[key] = compute()
            return made

    def board_track(self, track: str) -> M.Track:
        tracks: dict[str, M.Track] = self.derived("tracks", lambda: {str(t.track): t for t in self.board.tracks})
        return tracks[track]

    def location(self, loc_id: str) -> M.Location:
        return self.by_id[loc_id]  # type: ignore[return-value]

    def counts(self) -> dict[str, int]:
        out = {kind: sum(c.copies for c in self.lists[key]) for key, kind in COMPONENT_KINDS.items()}
        out["district"] = len(self.map.districts)
        out["port"] = len(self.map.ports)
        return out


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


def iter_dsl(obj: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every parsed DSL node inside a model, with its path of field names and indices."""
    if isinstance(obj, BaseModel):
        for name in type(obj).model_fields:
            yield from iter_dsl(getattr(obj, name), (*path, name))
    elif isinstance(obj, (list, tuple)) and not _is_ast(obj):
        for i, item in enumerate(obj):
            yield from iter_dsl(item, (*path, i))
    elif isinstance(obj, dict):
        for key, item in obj.items():
            yield from iter_dsl(item, (*path, key))
    elif _is_ast(obj):
        yield path, obj


def _is_ast(obj: Any) -> bool:
    return type(obj).__module__ == A.__name__ and not isinstance(obj, A.Pos)


def _display(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _pydantic_diags(src: YamlFile, err: ValidationError, prefix: tuple[Any, ...] = ()) -> list[Diagnostic]:
    out = []
    for e in err.errors(include_url=False):
        loc = (*prefix, *e["loc"])
        ctx = e.get("ctx") or {}
        if e["type"] == "dsl":
            scalar = _value_at(src.data, loc)
            line, col = src.locate_in_scalar(loc, str(scalar), int(ctx["line"]), int(ctx["column"]))
            out.append(src.diag(line, col, str(ctx["message"])))
            continue
        line, col = src.locate(loc)
        message = e["msg"]
        if e["type"] == "extra_forbidden":
            field_name = str(loc[-1])
            parent = _model_at(loc[:-1])
            hint = close_names(field_name, parent.model_fields) if parent else ""
            message = f"unknown field '{field_name}'{hint}"
            line, col = _key_pos(src, loc) or (line, col)
        elif e["type"] == "missing":
            message = f"missing field '{loc[-1]}'"
        where = ".".join(str(p) for p in loc if not str(p).startswith(("function-", "lax-", "union")))
        out.append(src.diag(line, col, f"{message} (at {where})" if where else message))
    return out


def _key_pos(src: YamlFile, loc: tuple[Any, ...]) -> tuple[int, int] | None:
    parent = _value_at(src.data, loc[:-1])
    if isinstance(parent, dict) and loc[-1] in parent:
        return src.locate_key(loc)
    return None


def _value_at(data: Any, loc: tuple[Any, ...]) -> Any:
    node = data
    for key in loc:
        if isinstance(node, dict) and key in node:
            node = node[key]
        elif isinstance(node, dict) and str(key) in node:
            node = node[str(key)]
        elif isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node):
            node = node[key]
    return node


def _model_at(loc: tuple[Any, ...]) -> type[BaseModel] | None:
    """The model class a pydantic loc points into (for 'did you mean' on unknown fields)."""
    model: Any = M.ComponentsFile
    for key in loc:
        if isinstance(key, int):
            continue
        fld = getattr(model, "model_fields", {}).get(key)
        if fld is None:
            return None
        model = _inner_model(fld.annotation)
    return model if isinstance(model, type) and issubclass(model, BaseModel) else None


def _inner_model(annotation: Any) -> Any:
    import typing

    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in typing.get_args(annotation):
        found = _inner_model(arg)
        if found is not None:
            return found
    return None


def _check_file(src: YamlFile) -> tuple[M.ComponentsFile | None, list[Diagnostic]]:
    if src.data is None:
        return M.ComponentsFile(), []
    if not isinstance(src.data, dict):
        return None, [src.diag(1, 1, "a rules file is a mapping of component lists (e.g. `helpers:`)")]
    unknown = [k for k in src.data if k not in M.ComponentsFile.model_fields]
    diags = [src.diag(*(_key_pos(src, (k,)) or (1, 1)),
                      f"unknown section '{k}'{close_names(str(k), M.ComponentsFile.model_fields)}")
             for k in unknown]
    # Validate item by item, so one broken component does not hide the others' problems.
    values: dict[str, Any] = {}
    for key, raw in src.data.items():
        if key in unknown:
            continue
        annotation = M.ComponentsFile.model_fields[key].annotation
        item_type = _inner_model(annotation)
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
                    diags += _pydantic_diags(src, err, (key, i))
            values[key] = good
        elif raw is not None:
            try:
                values[key] = item_type.model_validate(raw)
            except ValidationError as err:
                diags += _pydantic_diags(src, err, (key,))
    try:
        parsed = M.ComponentsFile.model_validate(values)
    except ValidationError as err:  # a section of the wrong shape (a mapping where a list belongs)
        return None, diags + _pydantic_diags(src, err)
    for path, node in iter_dsl(parsed):
        for problem in check(node):
            scalar = str(_value_at(src.data, path))
            line, col = src.locate_in_scalar(path, scalar, problem.pos.line, problem.pos.column)
            diags.append(src.diag(line, col, problem.message))
    return parsed, diags


def rules_files(rules_dir: Path) -> list[Path]:
    return sorted(p for p in rules_dir.glob("*.yaml") if p.is_file())


def check_rules(rules_dir: Path, variants: Sequence[str | Path] = ()) -> CheckReport:
    """Load, parse and check every file of a rules folder (with variant overlays); never raises for bad rules."""
    diags: list[Diagnostic] = []
    if not rules_dir.is_dir():
        d = Diagnostic(str(rules_dir), 1, 1, "rules folder not found")
        return CheckReport(None, [d], {}, 0)
    parsed: list[tuple[YamlFile, M.ComponentsFile]] = []
    files: dict[str, YamlFile] = {}
    paths = rules_files(rules_dir)
    if not paths:
        diags.append(Diagnostic(str(rules_dir), 1, 1, "no rules files (*.yaml) in this folder"))
    for path in paths:
        src, errs = read_yaml(path, _display(path, rules_dir))
        diags += errs
        if src is None:
            continue
        files[src.display] = src
        model, errs = _check_file(src)
        diags += errs
        if model is not None:
            parsed.append((src, model))
    if variants:
        # overlays: interpreter/variants.py; they see the parsed base files and add their own
        from .variants import apply_variants

        parsed, variant_files, errs = apply_variants(parsed, list(variants), rules_dir)
        diags += errs
        files.update({v.display: v for v in variant_files})
    rules, errs = _assemble(parsed, files, str(rules_dir))
    diags += errs
    diags.sort(key=lambda d: (d.file, d.line, d.column))
    counts = rules.counts() if rules else _partial_counts(parsed)
    recon = sum(c.reconstructed_count() for _, m in parsed for c in _sourced(m))
    if rules is not None:
        rules.reconstructed = recon
    return CheckReport(rules if not diags else None, diags, counts, recon)


def load_rules(rules_dir: Path, variants: Sequence[str | Path] = ()) -> RuleSet:
    report = check_rules(rules_dir, variants)
    if report.rules is None:
        raise RulesError(report.diagnostics)
    report.rules.variants = tuple(str(v) for v in variants)
    return report.rules


def _sourced(model: BaseModel) -> Iterator[M.Sourced]:
    if isinstance(model, M.Sourced):
        yield model
    for name in type(model).model_fields:
        value = getattr(model, name)
        items = value if isinstance(value, list) else [value]
        for item in items:
            if isinstance(item, BaseModel):
                yield from _sourced(item)


def _partial_counts(parsed: list[tuple[YamlFile, M.ComponentsFile]]) -> dict[str, int]:
    out: Counter[str] = Counter()
    for _, m in parsed:
        for key, kind in COMPONENT_KINDS.items():
            out[kind] += sum(c.copies for c in getattr(m, key))
    return dict(out)


def _assemble(parsed: list[tuple[YamlFile, M.ComponentsFile]], files: dict[str, YamlFile], folder: str
              ) -> tuple[RuleSet | None, list[Diagnostic]]:
    from .crosscheck import cross_check

    diags: list[Diagnostic] = []
    singles: dict[str, tuple[YamlFile, Any]] = {}
    lists: dict[str, list[Any]] = {k: [] for k in COMPONENT_KINDS}
    where: dict[int, tuple[YamlFile, tuple[Any, ...]]] = {}
    extra: dict[str, list[Any]] = {"dock_rows": [], "ledger_spaces": [], "setups": []}
    for src, m in parsed:
        for key in _SINGLE:
            value = getattr(m, key)
            if value is None:
                continue
            if key in singles:
                other = singles[key][0]
                diags.append(src.diag(*src.locate((key,)), f"section '{key}' is also defined in {other.display}"))
            else:
                singles[key] = (src, value)
        for key in (*COMPONENT_KINDS, *extra):
            for i, item in enumerate(getattr(m, key)):
                (lists if key in lists else extra)[key].append(item)
                where[id(item)] = (src, (key, i))
    missing = [k for k in _SINGLE if k not in singles]
    for key in missing:
        diags.append(Diagnostic(folder, 1, 1, f"no file defines the '{key}' section"))
    by_id: dict[str, M.Component] = {}
    for key in COMPONENT_KINDS:
        for item in lists[key]:
            if item.id in by_id:
                src, path = where[id(item)]
                first_src, first_path = where[id(by_id[item.id])]
                line, _ = first_src.locate(first_path)
                diags.append(src.diag(*src.locate((*path, "id")),
                                      f"duplicate id '{item.id}' (first at {first_src.display}:{line})"))
            else:
                by_id[item.id] = item
    if missing:
        return None, diags
    rules = RuleSet(
        game=singles["game"][1], map=singles["map"][1], board=singles["board"][1],
        setups={s.players: s for s in extra["setups"]},
        lists={k: tuple(v) for k, v in lists.items()},
        dock_rows=tuple(extra["dock_rows"]), ledger_spaces=tuple(extra["ledger_spaces"]),
        by_id=by_id, fingerprint=_fingerprint(files), reconstructed=0, files=files,
    )
    diags += cross_check(rules, where, {k: v[0] for k, v in singles.items()})
    return (None if diags else rules), diags


def _fingerprint(files: dict[str, YamlFile]) -> str:
    h = hashlib.sha256()
    for name in sorted(files):
        h.update(Path(name).name.encode())
        h.update(b"\0")
        h.update(files[name].text.encode())
        h.update(b"\0")
    return h.hexdigest()[:16]
