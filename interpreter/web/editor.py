"""The editor's side of the studio: every component, its source, and a check as it is typed.

A component is edited as the YAML of its item (``id: helper_x`` / ``effect: "..."``), cut from its
rules file with its comments. Each keystroke (debounced by the page) checks only that item, as
`speakeasy check` checks the file it lives in (interpreter/analysis/item.py: the hardened YAML reader,
the game's model, the effect texts against the vocabulary), and renders it in every language with the
game's ``TextKit``: a few milliseconds, so the text follows the typing. What may be typed where the
cursor is comes from the same analysis as the language server's (interpreter/analysis/complete.py).
The checks across files (counts, references) need the whole rule set: they run when the edits are
saved as a variant, or on request (``check_all``).

Edits are drafts held here until they are saved (overlay.py); nothing is written on a keystroke.
"""

from __future__ import annotations

import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..analysis.complete import Offer, offers, reference_fields
from ..analysis.folder import check_folder
from ..analysis.item import check_item
from ..analysis.texts import Texts
from ..analysis.vocab import Word, words
from ..analysis.where import dsl_fields, place
from ..errors import Diagnostic
from ..harness.package import GamePackage
from ..language import ast as A
from ..language.unparse import unparse
from ..loading.fields import iter_dsl
from ..loading.yamlsrc import YamlFile
from ..text.diagnostics import say
from .words import Refusal, core_locale

MAX_SOURCE = 64_000  # characters of one component's YAML: the largest shipped item is some 2,000


@dataclass
class Entry:
    """A component as the rules have it: where it lives, its model and the YAML the editor starts from."""

    id: str
    section: str
    kind: str
    model: Any
    source: str  # its YAML item, dedented (its rules file's text, comments included, when no variant changed it)
    file: str | None  # the rules file it comes from (None: a variant added it)
    search: str = ""  # id, names and rule text in every language, lower-case


@dataclass
class Draft:
    source: str
    model: Any | None  # the checked component, None while it has errors
    raw: dict[str, Any] | None
    errors: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Checked:
    """What one check of an edited component gives the page."""

    errors: list[dict[str, Any]]  # {line, column, message}: in the component's own text
    texts: dict[str, dict[str, Any]] | None  # language -> {name, kind, lines}; None while it has errors
    ms: float  # server time of the check and the three renderings

    def as_json(self) -> dict[str, Any]:
        return {"errors": self.errors, "texts": self.texts, "ms": round(self.ms, 2)}


class EditorError(Refusal):
    """A request the editor refuses (an unknown component, a source too large): said to the page."""


class EditorSession:
    """The rules a studio was started with, the editor's drafts, and the checks of both."""

    def __init__(self, game: GamePackage[Any], rules_dir: Path, variants: list[str], work: Path | None = None) -> None:
        self.game = game
        self.rules_dir = rules_dir
        self.variants = list(variants)
        self.rules = game.load_rules(rules_dir, self.variants)  # what the edits start from
        self.pristine = game.load_rules(rules_dir) if self.variants else self.rules  # the files as they are
        self.work = Path(work or tempfile.mkdtemp(prefix="speakeasy-studio-"))
        self.texts = Texts(game.text, game.schema.components, self.rules)
        self.languages = self.texts.languages
        self.drafts: dict[str, Draft] = {}
        self.lock = threading.Lock()
        self.entries = self._entries()
        self.references = set().union(*(reference_fields(f.data, self.rules.by_id) for f in self.pristine.files.values()))
        for entry in self.entries.values():
            entry.search = self._search_text(entry.id, entry.model, entry.section)

    # ------------------------------------------------------------ reading
    def _entries(self) -> dict[str, Entry]:
        schema = self.game.schema
        order = [*self.game.text.kinds, *(s for s in schema.components if s not in self.game.text.kinds)]
        items = _item_sources(self.pristine.files, order)
        out: dict[str, Entry] = {}
        for section in order:
            for comp in self.rules.lists.get(section, ()):
                found = items.get(comp.id)
                same = found is not None and self.pristine.by_id.get(comp.id) == comp
                source = found[1] if found is not None and same else model_yaml(comp)
                out[comp.id] = Entry(comp.id, section, schema.components[section], comp, source,
                                     found[0] if found is not None else None)
        return out

    def text_of(self, model: Any, section: str, lang: str) -> dict[str, Any]:
        return self.texts.text_of(model, section, lang)

    def texts_of(self, model: Any, section: str) -> dict[str, dict[str, Any]]:
        return self.texts.texts_of(model, section)

    def _search_text(self, comp_id: str, model: Any, section: str, texts: dict[str, Any] | None = None) -> str:
        texts = texts if texts is not None else self.texts_of(model, section)
        words = [comp_id, *(t["name"] for t in texts.values()), *(x for t in texts.values() for x in t["lines"])]
        return " ".join(words).lower()

    def index(self) -> list[dict[str, Any]]:
        """Every component by kind, with its names and the words search looks through."""
        out = []
        for e in self.entries.values():
            draft = self.drafts.get(e.id)
            model = draft.model if draft is not None and draft.model is not None else e.model
            names = {lang: self.text_of(model, e.section, lang)["name"] for lang in self.languages}
            kinds = {lang: self.text_of(model, e.section, lang)["kind"] for lang in self.languages}
            out.append({"id": e.id, "section": e.section, "kind": e.kind, "kinds": kinds, "names": names,
                        "search": e.search, "edited": draft is not None,
                        "broken": draft is not None and draft.model is None})
        return out

    def language(self) -> dict[str, Any]:
        """What the page colours: the grammar's keywords and the game's words by kind, and the fields that hold
        the effect language."""
        return {"words": words(self.game.schema.vocabulary).lists(), "fields": sorted(dsl_fields(self.game.schema.file_model))}

    def complete(self, comp_id: str, source: str, line: int, column: int) -> list[Offer]:
        """What may be written at (line, column) of a component's edited YAML: the language server's answer."""
        self.entry(comp_id)
        if len(source) > MAX_SOURCE:
            raise EditorError("web-refused-too-long", length=len(source), limit=MAX_SOURCE)
        where = place(source, line, column, dsl_fields(self.game.schema.file_model))
        ids = {c: e.kind for c, e in self.entries.items()}
        named = {k: Word(k, "named", f"{k} {' '.join(d.params)}".rstrip() + f" ({d.where})")
                 for k, d in self.rules.named.items()}
        return offers(where, words(self.game.schema.vocabulary), ids, self.references, named)

    def entry(self, comp_id: str) -> Entry:
        found = self.entries.get(comp_id)
        if found is None:
            raise EditorError("web-refused-unknown-component", id=comp_id)
        return found

    def component(self, comp_id: str) -> dict[str, Any]:
        """A component as the editor opens it: its source (the draft's, if edited), errors and texts."""
        e = self.entry(comp_id)
        with self.lock:
            draft = self.drafts.get(comp_id)
        source = draft.source if draft is not None else e.source
        checked = self.check(comp_id, source)
        return {"id": e.id, "section": e.section, "kind": e.kind, "file": e.file, "source": source,
                "original": e.source, "dsl_keys": sorted(_dsl_keys(e.model)), "base": self.texts_of(e.model, e.section),
                "edited": draft is not None, **checked.as_json()}

    # ------------------------------------------------------------ checking
    def check(self, comp_id: str, source: str) -> Checked:
        """Check one component's edited YAML and render it in every language; keep it as a draft."""
        start = time.perf_counter()
        e = self.entry(comp_id)
        if len(source) > MAX_SOURCE:
            raise EditorError("web-refused-too-long", length=len(source), limit=MAX_SOURCE)
        errors, model, raw = self._validate(e, source)
        texts = None
        if model is not None:
            try:
                texts = self.texts_of(model, e.section)
            except Exception as err:  # a renderer that fails on a new combination is a problem to show, not a crash
                errors.append({"line": 1, "column": 1, "message": f"the text cannot be rendered: {err}"})
                model = None
        with self.lock:
            if source == e.source:
                self.drafts.pop(comp_id, None)
            else:
                self.drafts[comp_id] = Draft(source, model, raw, errors)
            if model is not None:  # search finds the component by its new words (already rendered)
                e.search = self._search_text(e.id, model, e.section, texts)
        return Checked(errors, texts, 1000 * (time.perf_counter() - start))

    def _validate(self, e: Entry, source: str) -> tuple[list[dict[str, Any]], Any, dict[str, Any] | None]:
        checked = check_item(self.game.schema, e.section, e.id, source, self.rules.named)
        return checked.errors, checked.model, checked.raw

    def check_all(self, variants: Sequence[str | Path]) -> list[Diagnostic]:
        """The whole rules folder with these variants: every check `speakeasy check` makes, locales included."""
        return check_folder(self.game.schema, self.game.text, self.rules_dir, list(variants)).diagnostics

    def edited(self) -> dict[str, Draft]:
        with self.lock:
            return dict(self.drafts)

    def revert(self, comp_id: str) -> None:
        e = self.entry(comp_id)
        with self.lock:
            self.drafts.pop(comp_id, None)
            e.search = self._search_text(e.id, e.model, e.section)


# ------------------------------------------------------------------ diagnostics in the reader's language
def said(errors: list[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    """The editor's errors ({line, column, message}) with each message in ``lang`` (text/diagnostics.py); a
    message no translation says keeps the checker's English as ``detail``."""
    loc = core_locale(lang)
    out = []
    for error in errors:
        words = say(error["message"], loc, lang)
        out.append({**error, "message": words.message, **({"detail": words.detail} if words.detail else {})})
    return out


def said_diagnostic(d: Diagnostic, lang: str) -> dict[str, Any]:
    """A whole-folder check's diagnostic for the page: where, the message in ``lang`` (and the English detail
    when untranslated), and its rendering (``file:line:col: message``, the line and its caret)."""
    words = say(d.message, core_locale(lang), lang)
    message = words.message if words.detail is None else f"{words.message}\n  {words.detail}"
    shown = Diagnostic(d.file, d.line, d.column, message, d.source_line)
    return {**d.as_json(), "message": words.message, **({"detail": words.detail} if words.detail else {}),
            "text": shown.render()}


# ------------------------------------------------------------------ sources
def _item_sources(files: dict[str, YamlFile], sections: list[str]) -> dict[str, tuple[str, str]]:
    """id -> (file, the item's YAML dedented) for every component of the rules files."""
    import yaml

    out: dict[str, tuple[str, str]] = {}
    for display, src in files.items():
        root = src.root
        if not isinstance(root, yaml.MappingNode):
            continue
        lines = src.text.split("\n")
        for key, value in root.value:
            if key.value not in sections or not isinstance(value, yaml.SequenceNode):
                continue
            for item in value.value:
                if not isinstance(item, yaml.MappingNode):
                    continue
                comp_id = next((v.value for k, v in item.value if k.value == "id"), None)
                if isinstance(comp_id, str):
                    out[comp_id] = (display, _cut(lines, item.start_mark, _last(item).end_mark))
    return out


def _last(node: Any) -> Any:
    """The innermost last value of a node: where its text ends (a block mapping's own end mark lies at the
    next item, past the comments between them)."""
    import yaml

    while isinstance(node, (yaml.MappingNode, yaml.SequenceNode)) and node.value:
        last = node.value[-1]
        node = last[1] if isinstance(node, yaml.MappingNode) else last
    return node


def _cut(lines: list[str], start: Any, end: Any) -> str:
    """The text of a node from its start to its end, dedented to the start's column."""
    last = end.line if end.column > 0 else end.line - 1
    chunk = lines[start.line:last + 1]
    col = start.column
    out = [chunk[0][col:]] + [line[min(col, len(line) - len(line.lstrip(" "))):] for line in chunk[1:]]
    while out and not out[-1].strip():
        out.pop()
    return "\n".join(out)


def model_yaml(model: Any) -> str:
    """A component's YAML made from its model (a variant changed it, so its file's text is not what plays)."""
    from .overlay import dump_yaml

    return dump_yaml(raw_of(model)).rstrip("\n")


def raw_of(value: Any) -> Any:
    """A model as the plain data of its YAML: effect texts unparsed, only the fields its file gave."""
    from pydantic import BaseModel

    if isinstance(value, A.Node):
        return unparse(value)
    if isinstance(value, BaseModel):
        return {k: raw_of(getattr(value, k)) for k in type(value).model_fields if k in value.model_fields_set}
    if isinstance(value, (list, tuple)):
        return [raw_of(v) for v in value]
    if isinstance(value, dict):
        return {k: raw_of(v) for k, v in value.items()}
    return value


def _dsl_keys(model: Any) -> set[str]:
    """The field names under which a component holds effect-language text (the page highlights them)."""
    return {next(str(p) for p in reversed(path) if isinstance(p, str)) for path, _, _ in iter_dsl(model)
            if any(isinstance(p, str) for p in path)}
