"""The language server: what an editor is told about a rules or variant file as it is typed.

* Diagnostics: the folder the file is in is checked as `speakeasy check` checks it (a variant file as
  `speakeasy check --variant FILE`), every open buffer standing in for its file, a quarter of a second
  after the last keystroke; each file with problems gets them (its neighbours and the locale files too),
  the same messages at the same places, and a file whose problems are gone is cleared.
* Hover: on a component's id, anywhere (its `id:`, a variant's `change:` path, a reference), its rule text
  in every language of the game; on a word of the effect language, what it is; on a setting's path (after
  `set`, as a `change:` key) and a counter's name, what it is and how the rule text says it in every language.
* Completion: interpreter/analysis/complete.py, as the studio's editor offers it.
* Go to definition: a component's `id:` in the file that defines it (a variant that replaces it too).

Positions are the protocol's: lines from 0 and columns in the units the client and server agreed on at
`initialize` (UTF-16 unless the client offers UTF-8 or UTF-32; pygls negotiates), converted here from the
analysis's columns in characters.
"""

from __future__ import annotations

import asyncio
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lsprotocol import types as T
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path
from pygls.workspace import TextDocument

from ..analysis import counted
from ..analysis.complete import Offer, meaning, offers, reference_fields
from ..analysis.explain import Explained, Explainer
from ..analysis.folder import FolderCheck, Index, check_folder, index, rules_dir_of
from ..analysis.texts import Texts
from ..analysis.vocab import Word, words
from ..analysis.where import dsl_fields, place
from ..errors import Diagnostic
from ..harness.package import GameWords

DEBOUNCE = 0.25  # seconds after the last change before a check: typing is not held up by checks it makes stale
SOURCE = "speakeasy"
MAX_EXPLAINERS = 8  # rule sets whose writers a folder keeps for hover (the base and the open variants')
KINDS = {"keyword": T.CompletionItemKind.Keyword, "verb": T.CompletionItemKind.Function,
         "named": T.CompletionItemKind.Function, "noun": T.CompletionItemKind.Class,
         "filter": T.CompletionItemKind.Property, "event": T.CompletionItemKind.Event,
         "role": T.CompletionItemKind.Variable, "quantity": T.CompletionItemKind.Constant,
         "function": T.CompletionItemKind.Function, "word": T.CompletionItemKind.EnumMember,
         "component": T.CompletionItemKind.Reference, "field": T.CompletionItemKind.Field,
         "setting": T.CompletionItemKind.Property, "counter": T.CompletionItemKind.Variable}
log = logging.getLogger(__name__)


@dataclass
class Folder:
    """One rules folder the editor has files of open: its last check and what hover and completion read."""

    root: Path
    index: Index
    rules: Any | None = None  # the last rule set that checked clean (hover keeps it while a file has errors)
    texts: Texts | None = None
    references: set[str] = field(default_factory=set)
    variant_rules: dict[Path, Any] = field(default_factory=dict)  # each open variant's last rule set that checked clean
    explainers: dict[int, Explainer] = field(default_factory=dict)  # by the id of the rule set they explain
    published: set[str] = field(default_factory=set)  # URIs last sent diagnostics (to clear them)
    pending: asyncio.Task[None] | None = None


class RulesServer(LanguageServer):
    """A pygls server for one game's rules folders."""

    def __init__(self, game: GameWords, locales: Path | None = None) -> None:
        super().__init__("speakeasy", "0.1.0")
        self.game = game
        self.locales = locales
        self.words = words(game.schema.vocabulary)
        self.dsl = dsl_fields(game.schema.file_model)
        self.folders: dict[Path, Folder] = {}

    # ------------------------------------------------------------ documents
    def folder_of(self, uri: str) -> tuple[Folder, Path | None] | None:
        """The rules folder of a document and the document's path when it is a variant; None for a file that
        is in no rules folder (the server leaves it alone)."""
        path = to_fs_path(uri)
        if path is None or not path.endswith((".yaml", ".yml")):
            return None
        root, variant = rules_dir_of(Path(path).resolve())
        if not _is_rules_folder(root, self.game):
            return None
        folder = self.folders.get(root)
        if folder is None:
            folder = self.folders[root] = Folder(root, index(self.game.schema, root))
        return folder, variant

    def buffers(self) -> dict[Path, str]:
        out = {}
        for uri, doc in self.workspace.text_documents.items():
            path = to_fs_path(uri)
            if path is not None:
                out[Path(path)] = doc.source
        return out

    def changed(self, uri: str) -> None:
        found = self.folder_of(uri)
        if found is None:
            return
        folder = found[0]
        if folder.pending is not None:
            folder.pending.cancel()
        folder.pending = asyncio.get_running_loop().create_task(self._check_later(folder))

    async def _check_later(self, folder: Folder) -> None:
        await asyncio.sleep(DEBOUNCE)
        buffers = self.buffers()
        variants = sorted(p.resolve() for p in buffers if rules_dir_of(p.resolve()) == (folder.root, p.resolve()))
        try:
            checked = await asyncio.get_running_loop().run_in_executor(None, self._check, folder, buffers, variants)
            self._publish(folder, checked)
        except Exception:  # a check that fails is said in the editor's log, and the server goes on
            log.exception("the check of %s failed", folder.root)

    def _check(self, folder: Folder, buffers: dict[Path, str], variants: list[Path]) -> list[tuple[FolderCheck, Path | None]]:
        """The folder's base check, and one per open variant (whose diagnostics are its own file's)."""
        schema, kit = self.game.schema, self.game.text
        base = check_folder(schema, kit, folder.root, (), buffers, self.locales)
        runs: list[tuple[FolderCheck, Path | None]] = [(base, None)]
        runs += [(check_folder(schema, kit, folder.root, [v], buffers, self.locales), v) for v in variants]
        folder.index = index(schema, folder.root, buffers)
        for run, variant in runs[1:]:
            if run.rules is not None and variant is not None:
                folder.variant_rules[variant] = run.rules
        if base.rules is not None:
            folder.rules = base.rules
            folder.texts = Texts(kit, schema.components, base.rules, self.locales)
            folder.references = set().union(*(reference_fields(f.data, base.rules.by_id) for f in base.rules.files.values()))
        return runs

    def _publish(self, folder: Folder, runs: list[tuple[FolderCheck, Path | None]]) -> None:
        by_file: dict[Path, list[Diagnostic]] = {}
        for run, variant in runs:
            if variant is not None:
                by_file.setdefault(variant, [])
            for d in run.diagnostics:
                where = Path(d.file).resolve()
                mine = where == variant if variant is not None else True  # a variant's run speaks for its file only
                if mine and where.is_file():  # (a problem of a whole folder has no place to show)
                    by_file.setdefault(where, []).append(d)
        now: set[str] = set()
        for path, diags in by_file.items():
            uri = from_fs_path(str(path))
            if uri is None:
                continue
            if diags:
                now.add(uri)
            lines = _lines(self, uri, path)
            self.text_document_publish_diagnostics(T.PublishDiagnosticsParams(
                uri=uri, diagnostics=[self._diagnostic(d, lines) for d in _unique(diags)]))
        for uri in folder.published - now - {from_fs_path(str(p)) for p in by_file}:
            self.text_document_publish_diagnostics(T.PublishDiagnosticsParams(uri=uri, diagnostics=[]))
        folder.published = now

    def _diagnostic(self, d: Diagnostic, lines: list[str]) -> T.Diagnostic:
        line = min(max(d.line - 1, 0), max(len(lines) - 1, 0))
        text = lines[line] if lines else ""
        start = min(max(d.column - 1, 0), len(text))
        m = re.compile(r"[\w$.]+|\S").match(text, start)
        end = m.end() if m else start
        return T.Diagnostic(range=self._range(lines, line, start, end), message=d.message,
                            severity=T.DiagnosticSeverity.Error, source=SOURCE)

    def _range(self, lines: list[str] | Any, line: int, start: int, end: int) -> T.Range:
        """A range in the client's units from columns in characters (0-based)."""
        codec = self.workspace.position_codec
        return T.Range(start=codec.position_to_client_units(lines, T.Position(line, start)),
                       end=codec.position_to_client_units(lines, T.Position(line, end)))

    # ------------------------------------------------------------ questions
    def where(self, doc: TextDocument, position: T.Position) -> tuple[Any, int, int]:
        """The analysis's place at a client position: (place, 1-based line, 1-based column in characters)."""
        at = doc.position_codec.position_from_client_units(doc.lines, position)
        line, column = at.line + 1, at.character + 1
        return place(doc.source, line, column, self.dsl), line, column

    def complete(self, params: T.CompletionParams) -> T.CompletionList | None:
        found = self.folder_of(params.text_document.uri)
        if found is None:
            return None
        folder = found[0]
        doc = self.workspace.get_text_document(params.text_document.uri)
        at, line, _ = self.where(doc, params.position)
        named = self._named(folder)
        rules = folder.rules
        fields = {c.id: sorted(type(c).model_fields) for c in rules.by_id.values()} if rules is not None else {}
        mine = self._counters(folder, doc, line, at, found[1]) if at.dsl is not None else {}
        given = offers(at, self.words, folder.index.components(), folder.references, named, fields, mine)
        start = at.word_start - 1
        end = start + len(at.typed)
        replace = self._range(doc.lines, line - 1, start, end)
        return T.CompletionList(is_incomplete=False, items=[_item(o, replace) for o in given])

    def _named(self, folder: Folder) -> dict[str, Word]:
        """The designer's named effects of a folder (lang27's), offered and explained where a verb may stand."""
        return {name: Word(name, "named", f"{d.detail} ({d.file.name}:{d.line})" if d.detail else f"{d.file.name}:{d.line}")
                for name, d in folder.index.named().items()}

    def _rules_for(self, folder: Folder, variant: Path | None) -> Any | None:
        """The rule set a document is read with: a variant's as it last checked clean, else the folder's."""
        return folder.variant_rules.get(variant, folder.rules) if variant is not None else folder.rules

    def _counters(self, folder: Folder, doc: TextDocument, line: int, at: Any, variant: Path | None) -> dict[str, Word]:
        """The counters of the component a place is in (analysis/counted.py), offered and explained there."""
        return counted.words_of(self._uses(folder, doc, line, at, variant))

    def _uses(self, folder: Folder, doc: TextDocument, line: int, at: Any, variant: Path | None) -> dict[str, counted.Use]:
        comp, rules = counted.component_at(at), self._rules_for(folder, variant)
        models = [rules.by_id[comp]] if comp is not None and rules is not None and comp in rules.by_id else []
        return counted.uses_at(doc.source, line, at, models)

    def _explainer(self, folder: Folder, variant: Path | None) -> Explainer | None:
        rules = self._rules_for(folder, variant)
        if rules is None or folder.texts is None:
            return None
        cached = folder.explainers.get(id(rules))
        if cached is None or cached.rules is not rules:
            if len(folder.explainers) > MAX_EXPLAINERS:  # rule sets replaced by later checks
                folder.explainers.clear()
            cached = folder.explainers[id(rules)] = Explainer(self.game.text, rules, folder.texts.languages, self.locales)
        return cached

    def hover(self, params: T.HoverParams) -> T.Hover | None:
        found = self.folder_of(params.text_document.uri)
        if found is None:
            return None
        folder = found[0]
        doc = self.workspace.get_text_document(params.text_document.uri)
        at, line, _ = self.where(doc, params.position)
        if not at.word:
            return None
        span = self._range(doc.lines, line - 1, at.word_start - 1, at.word_start - 1 + len(at.word))
        explainer = self._explainer(folder, found[1])
        if at.word in self.game.schema.vocabulary.settings and explainer is not None:  # in `set …`, a `change:` key
            told = explainer.setting(at.word)
            if told is not None:
                return T.Hover(contents=T.MarkupContent(kind=T.MarkupKind.Markdown, value=_explained(told)), range=span)
        comp = at.word.split(".", 1)[0]
        texts = folder.texts.of_id(comp) if folder.texts is not None else None
        if texts is not None:
            return T.Hover(contents=T.MarkupContent(kind=T.MarkupKind.Markdown, value=_texts_markdown(comp, texts)),
                           range=span)
        if at.dsl is not None:
            before = at.prefix[:len(at.prefix) - len(at.typed)]
            uses = self._uses(folder, doc, line, at, found[1])
            word = meaning(before, at.word, at.dsl, self.words, self._named(folder), counted.words_of(uses))
            if word is not None and word.kind == "counter" and explainer is not None:
                told = explainer.counter(at.word, uses.get(at.word))
                return T.Hover(contents=T.MarkupContent(kind=T.MarkupKind.Markdown, value=_explained(told)), range=span)
            if word is not None:
                return T.Hover(contents=T.MarkupContent(kind=T.MarkupKind.Markdown,
                                                        value=f"`{at.word}` ({word.kind}): {_md(word.detail)}"), range=span)
        return None

    def definition(self, params: T.DefinitionParams) -> list[T.Location] | None:
        found = self.folder_of(params.text_document.uri)
        if found is None:
            return None
        folder = found[0]
        doc = self.workspace.get_text_document(params.text_document.uri)
        at, _, _ = self.where(doc, params.position)
        name = at.word.split(".", 1)[0] if at.dsl is None else at.word
        out = []
        for d in folder.index.by_name.get(name, []):
            uri = from_fs_path(str(d.file))
            if uri is not None:
                lines = _lines(self, uri, d.file)
                out.append(T.Location(uri=uri, range=self._range(lines, d.line - 1, d.column - 1, d.end - 1)))
        return out or None


def _is_rules_folder(root: Path, game: GameWords) -> bool:
    """A folder of a game's rules: one of its files has a section of the game's (a `variants/` file's folder too)."""
    from ..loading.loader import rules_files

    sections = set(game.schema.sections())
    for path in rules_files(root)[:40]:
        try:
            with path.open(encoding="utf-8", errors="replace") as fh:
                head = fh.read(65536)
        except OSError:
            continue
        if any(m.group(1) in sections for m in re.finditer(r"^([a-z_]+):", head, re.M)):
            return True
    return False


def _lines(server: RulesServer, uri: str, path: Path) -> list[str]:
    """A file's lines as the editor has them (its buffer) or as they are on disk."""
    doc = server.workspace.text_documents.get(uri)
    if doc is not None:
        return list(doc.lines)
    try:
        return path.read_text(encoding="utf-8", errors="replace").splitlines(keepends=True)
    except OSError:
        return []


def _unique(diags: list[Diagnostic]) -> list[Diagnostic]:
    seen: set[tuple[int, int, str]] = set()
    out = []
    for d in sorted(diags, key=lambda d: (d.line, d.column)):
        if (d.line, d.column, d.message) not in seen:
            seen.add((d.line, d.column, d.message))
            out.append(d)
    return out


def _item(o: Offer, replace: T.Range) -> T.CompletionItem:
    return T.CompletionItem(label=o.label, kind=KINDS.get(o.kind, T.CompletionItemKind.Text), detail=o.detail or o.kind,
                            text_edit=T.TextEdit(range=replace, new_text=o.label))


def _md(text: str) -> str:
    """Text for Markdown: what would be markup is escaped (a name or a rule line is words, never formatting)."""
    return re.sub(r"([\\`*_{}\[\]()#+\-.!|<>~])", r"\\\1", text)


def _texts_markdown(comp_id: str, texts: dict[str, dict[str, Any]]) -> str:
    parts = [f"`{comp_id}`"]
    for lang, t in texts.items():
        lines = "\n".join(f"- {_md(x)}" for x in t["lines"])
        parts.append(f"**{_md(t['name'])}** · {_md(t['kind'])} ({lang})" + (f"\n\n{lines}" if lines else ""))
    return "\n\n---\n\n".join(parts)


def _explained(e: Explained) -> str:
    """A setting's or a counter's hover: what it is, then its words in each language."""
    parts = [f"`{e.word}` ({e.kind}): {_md(e.detail)}"]
    for lang, lines in e.texts.items():
        if lines:
            parts.append(f"**{lang}**\n\n" + "\n".join(f"- {_md(x)}" for x in lines))
    return "\n\n---\n\n".join(parts)


def make_server(game: GameWords, locales: Path | None = None) -> RulesServer:
    """The server with its features registered (pygls finds them by the protocol's method names)."""
    server = RulesServer(game, locales)

    @server.feature(T.TEXT_DOCUMENT_DID_OPEN)
    async def did_open(ls: RulesServer, params: T.DidOpenTextDocumentParams) -> None:
        ls.changed(params.text_document.uri)

    @server.feature(T.TEXT_DOCUMENT_DID_CHANGE)
    async def did_change(ls: RulesServer, params: T.DidChangeTextDocumentParams) -> None:
        ls.changed(params.text_document.uri)

    @server.feature(T.TEXT_DOCUMENT_DID_SAVE)
    async def did_save(ls: RulesServer, params: T.DidSaveTextDocumentParams) -> None:
        ls.changed(params.text_document.uri)

    @server.feature(T.TEXT_DOCUMENT_DID_CLOSE)
    async def did_close(ls: RulesServer, params: T.DidCloseTextDocumentParams) -> None:
        ls.changed(params.text_document.uri)  # checked again from the file on disk

    @server.feature(T.TEXT_DOCUMENT_COMPLETION,
                    T.CompletionOptions(trigger_characters=[" ", "[", "=", "(", ":", ".", ";", "$"]))
    def completion(ls: RulesServer, params: T.CompletionParams) -> T.CompletionList | None:
        return ls.complete(params)

    @server.feature(T.TEXT_DOCUMENT_HOVER)
    def hover(ls: RulesServer, params: T.HoverParams) -> T.Hover | None:
        return ls.hover(params)

    @server.feature(T.TEXT_DOCUMENT_DEFINITION)
    def definition(ls: RulesServer, params: T.DefinitionParams) -> list[T.Location] | None:
        return ls.definition(params)

    return server
