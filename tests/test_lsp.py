"""The language server over its protocol: a real client session (pygls's client) with `speakeasy lsp` in a
process of its own, over pipes — initialize, didOpen, didChange, publishDiagnostics, hover, completion,
definition — on a copy of the rules, with positions on a line with Chinese in each encoding a client may
agree on (UTF-16 by default; UTF-8 and UTF-32 when offered), and the diagnostics `speakeasy check` gives."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

if not os.environ.get("CI"):  # CI installs the extra (.ci/run): there a missing pygls fails, never skips
    pytest.importorskip("pygls", reason="the lsp extra: pip install -e '.[lsp]'")
from lsprotocol import types as T
from pygls.lsp.client import LanguageClient
from pygls.uris import from_fs_path

from interpreter.loading.loader import check_rules

from .conftest import GAME, ROOT
from .studio import ONE_LINE, one_line, rules_copy

WAIT = 60.0  # seconds for an answer: a check of the whole folder takes under one on an idle machine
class Session:
    """A client talking to `speakeasy lsp`: what it was told, and helpers to wait for it."""

    def __init__(self, client: LanguageClient) -> None:
        self.client = client
        self.diagnostics: dict[str, list[T.Diagnostic]] = {}
        self.versions: dict[str, int] = {}
        self.arrived = asyncio.Event()

    async def diagnostics_for(self, uri: str, until: Callable[[list[T.Diagnostic]], bool]) -> list[T.Diagnostic]:
        async def wait() -> list[T.Diagnostic]:
            while uri not in self.diagnostics or not until(self.diagnostics[uri]):
                self.arrived.clear()
                await self.arrived.wait()
            return self.diagnostics[uri]
        return await asyncio.wait_for(wait(), WAIT)

    def open(self, path: Path, text: str) -> str:
        uri = from_fs_path(str(path))
        assert uri is not None
        self.versions[uri] = 1
        self.client.text_document_did_open(T.DidOpenTextDocumentParams(
            T.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
        return uri

    def change(self, uri: str, line: int, start: int, end: int, text: str) -> None:
        self.versions[uri] += 1
        self.client.text_document_did_change(T.DidChangeTextDocumentParams(
            T.VersionedTextDocumentIdentifier(uri=uri, version=self.versions[uri]),
            [T.TextDocumentContentChangePartial(range=T.Range(T.Position(line, start), T.Position(line, end)), text=text)]))


@asynccontextmanager
async def session(folder: Path, encodings: list[str] | None) -> AsyncIterator[tuple[Session, T.InitializeResult]]:
    client = LanguageClient("speakeasy-tests", "1")
    s = Session(client)

    @client.feature(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def published(params: T.PublishDiagnosticsParams) -> None:
        s.diagnostics[params.uri] = list(params.diagnostics)
        s.arrived.set()

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    await client.start_io(sys.executable, "-m", "interpreter", "lsp", cwd=str(folder.parent), env=env)
    general = T.GeneralClientCapabilities(position_encodings=encodings) if encodings is not None else None
    result = await asyncio.wait_for(client.initialize_async(T.InitializeParams(
        capabilities=T.ClientCapabilities(general=general), root_uri=from_fs_path(str(folder)))), WAIT)
    client.initialized(T.InitializedParams())
    try:
        yield s, result
    finally:
        await asyncio.wait_for(client.shutdown_async(None), WAIT)
        client.exit(None)
        await client.stop()


def units(text: str, encoding: str) -> int:
    """The length of a text in the code units of a position encoding."""
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    if encoding == "utf-16":
        return len(text.encode("utf-16-le")) // 2
    return len(text)


@pytest.mark.parametrize("offered", [None, ["utf-8", "utf-16"], ["utf-32"]])
def test_a_session_over_pipes_in_each_position_encoding(tmp_path: Path, offered: list[str] | None) -> None:
    folder = rules_copy(tmp_path)
    helpers = folder / "helpers.yaml"
    text = one_line(helpers.read_text(encoding="utf-8"))
    lines = text.split("\n")
    row = lines.index(ONE_LINE)
    typo = ONE_LINE.index("influnce")  # in characters (code points)
    encoding = (offered or ["utf-16"])[0]

    # what `speakeasy check` says of the same text on disk
    on_disk = tmp_path / "on-disk"
    rules_copy(on_disk)
    (on_disk / "rules" / "helpers.yaml").write_text(text, encoding="utf-8")
    expected = [d for d in check_rules(GAME.schema, on_disk / "rules").diagnostics if "helpers.yaml" in d.file]
    assert [(d.line, d.column) for d in expected] == [(row + 1, typo + 1)]

    async def run() -> None:
        async with session(folder, offered) as (s, init):
            assert init.capabilities.position_encoding == encoding
            uri = s.open(helpers, text)
            got = await s.diagnostics_for(uri, lambda ds: bool(ds))
            assert [d.message for d in got] == [expected[0].message]
            assert "did you mean 'influence'" in got[0].message and got[0].source == "speakeasy"
            col = units(ONE_LINE[:typo], encoding)
            assert got[0].range == T.Range(T.Position(row, col), T.Position(row, col + len("influnce")))
            assert col != typo or encoding == "utf-32"  # the Chinese before it counts differently in each encoding

            # completion where the typo stands: the word typed so far is replaced by the offer
            at = T.Position(row, units(ONE_LINE[:typo + 4], encoding))  # after "infl"
            offered_ = await asyncio.wait_for(s.client.text_document_completion_async(T.CompletionParams(
                T.TextDocumentIdentifier(uri=uri), at)), WAIT)
            assert isinstance(offered_, T.CompletionList)
            influence = next(i for i in offered_.items if i.label == "influence")
            assert isinstance(influence.text_edit, T.TextEdit)
            assert influence.text_edit.range == T.Range(T.Position(row, col), at)

            # the fix: the diagnostics of helpers.yaml are cleared
            s.change(uri, row, col, col + len("influnce"), "influence")
            assert await s.diagnostics_for(uri, lambda ds: not ds) == []

            # hover on the id: its rule text in three languages
            on_id = T.Position(row, units(ONE_LINE[:ONE_LINE.index("helper_gain_influence") + 3], encoding))
            hover = await asyncio.wait_for(s.client.text_document_hover_async(T.HoverParams(
                T.TextDocumentIdentifier(uri=uri), on_id)), WAIT)
            assert hover is not None and isinstance(hover.contents, T.MarkupContent)
            shown = hover.contents.value
            assert "Gain 2 Leverage tokens" in shown and "获得 2 个影响力" in shown and "獲得 2 個影響力" in shown

    asyncio.run(run())


def test_completion_hover_and_definition_in_a_variant(tmp_path: Path) -> None:
    folder = rules_copy(tmp_path)
    variant = folder / "variants" / "mine.yaml"
    text = ('variant:\n  name: mine\n  description: "a test"\nchange:\n'
            '  helper_gain_influence.effect: "when "\n  helper_gain_c: 1\n  crate_party.back: "when sell: modify x +1"\n')
    variant.write_text(text, encoding="utf-8")

    async def ask(s: Session, uri: str, line: int, character: int) -> list[str]:
        got = await asyncio.wait_for(s.client.text_document_completion_async(T.CompletionParams(
            T.TextDocumentIdentifier(uri=uri), T.Position(line, character))), WAIT)
        assert isinstance(got, T.CompletionList)
        return [i.label for i in got.items]

    async def run() -> None:
        async with session(folder, None) as (s, _):
            uri = s.open(variant, text)
            got = await s.diagnostics_for(uri, lambda ds: bool(ds))  # the check of the variant, as check --variant does
            assert any("helper_gain_c" in d.message and d.range.start.line == 5 for d in got), got
            events = await ask(s, uri, 4, len('  helper_gain_influence.effect: "when '))
            assert {"round_end", "sell", "another"} <= set(events) and "gain" not in events
            ids = await ask(s, uri, 5, len("  helper_gain_c"))
            assert "helper_gain_cash" in ids and all(i.startswith("helper_gain_c") for i in ids)
            fields = await ask(s, uri, 4, len("  helper_gain_influence.eff"))
            assert fields == ["helper_gain_influence.effect"]

            found = await asyncio.wait_for(s.client.text_document_definition_async(T.DefinitionParams(
                T.TextDocumentIdentifier(uri=uri), T.Position(4, 5))), WAIT)
            assert isinstance(found, list) and len(found) == 1
            helpers = (folder / "helpers.yaml").read_text(encoding="utf-8").split("\n")
            row = helpers.index("  - id: helper_gain_influence")
            assert found[0].uri == from_fs_path(str(folder / "helpers.yaml"))
            assert found[0].range == T.Range(T.Position(row, 8), T.Position(row, 8 + len("helper_gain_influence")))

            hover = await asyncio.wait_for(s.client.text_document_hover_async(T.HoverParams(
                T.TextDocumentIdentifier(uri=uri), T.Position(6, 27))), WAIT)  # on `sell`
            assert hover is not None and isinstance(hover.contents, T.MarkupContent)
            assert hover.contents.value.startswith("`sell` (event): ")

    asyncio.run(run())


def test_a_named_effect_is_offered_explained_and_found_over_the_protocol(tmp_path: Path) -> None:
    """Issue 27 item 1: a variant's `define:` names, where a verb may stand, on hover and for go-to-definition."""
    folder = rules_copy(tmp_path)
    variant = folder / "variants" / "named.yaml"
    text = ('variant:\n  name: named\n  description: "a test"\ndefine:\n  squeeze:\n    params: [n]\n'
            '    effect: "as each opponent where cash >= n: give $(n) to you"\n'
            'change:\n  helper_gain_influence.effect: "gain 1 ledger; squeeze 2"\n')
    variant.write_text(text, encoding="utf-8")
    line = 8
    use = text.split("\n")[line].index("squeeze")

    async def run() -> None:
        async with session(folder, None) as (s, _):
            uri = s.open(variant, text)
            got = await asyncio.wait_for(s.client.text_document_completion_async(T.CompletionParams(
                T.TextDocumentIdentifier(uri=uri), T.Position(line, use + 3))), WAIT)
            assert isinstance(got, T.CompletionList)
            assert [i.label for i in got.items] == ["squeeze"]  # the only word that starts so where a verb stands
            hover = await asyncio.wait_for(s.client.text_document_hover_async(T.HoverParams(
                T.TextDocumentIdentifier(uri=uri), T.Position(line, use + 2))), WAIT)
            assert hover is not None and isinstance(hover.contents, T.MarkupContent)
            assert hover.contents.value.startswith("`squeeze` (named): squeeze n = as each opponent where cash \\>= n")
            found = await asyncio.wait_for(s.client.text_document_definition_async(T.DefinitionParams(
                T.TextDocumentIdentifier(uri=uri), T.Position(line, use + 2))), WAIT)
            assert isinstance(found, list) and len(found) == 1
            assert found[0].uri == from_fs_path(str(variant))
            assert found[0].range == T.Range(T.Position(4, 2), T.Position(4, 2 + len("squeeze")))

    asyncio.run(run())


# A variant whose cards keep a counter and change a setting, written on lines with Chinese before the effect (𠮷:
# two UTF-16 units): completion and hover of issue 27's counters and settings over the protocol (D-350, D-351).
JAR = ('variant:\n  name: jar\n  description: "a test"\nchange:\n  board.big_buildings.casino.per_borough: 2\n'
       'add:\n  business_cards:\n'
       '    - {reconstructed: "自制𠮷", id: card_party_jar, kind: party, bonus: "raise party", influence: 1, '
       'passive: "when round_end: add 1 coin to this; once: gain $(3 * counter(coin))"}\n'
       '    - {reconstructed: "自制𠮷", id: card_fleet_path, kind: fleet, bonus: "raise fleet", influence: 1, '
       'passive: "set map.central_park.trucks_cross on everyone"}\n'
       'messages:\n'
       '  en:\n    name-card_party_jar: The Jar\n    name-card_fleet_path: The Path\n'
       '    counter-coin: "{ $count ->\\n    [one] coin\\n   *[other] coins\\n  }"\n'
       '  zh-Hans:\n    name-card_party_jar: 罐子\n    name-card_fleet_path: 小路\n'
       '    counter-coin: "硬币\\n    .measure = 枚"\n'
       '  zh-Hant:\n    name-card_party_jar: 罐子\n    name-card_fleet_path: 小路\n'
       '    counter-coin: "硬幣\\n    .measure = 枚"\n')


def test_counters_and_settings_are_offered_and_explained_over_the_protocol(tmp_path: Path) -> None:
    folder = rules_copy(tmp_path)
    variant = folder / "variants" / "jar.yaml"
    variant.write_text(JAR, encoding="utf-8")
    lines = JAR.split("\n")
    jar, path = lines[7], lines[8]

    def at(row: int, text: str, after: str, more: int = 0) -> T.Position:
        """The position just after ``after`` (+ ``more`` characters) on a line, in UTF-16 units."""
        return T.Position(row, units(text[:text.index(after) + len(after) + more], "utf-16"))

    async def run() -> None:
        async with session(folder, None) as (s, _):
            uri = s.open(variant, JAR)
            assert await s.diagnostics_for(uri, lambda ds: True) == []  # checked clean: hover has its rules

            async def complete(position: T.Position) -> list[T.CompletionItem]:
                got = await asyncio.wait_for(s.client.text_document_completion_async(T.CompletionParams(
                    T.TextDocumentIdentifier(uri=uri), position)), WAIT)
                assert isinstance(got, T.CompletionList)
                return list(got.items)

            async def hover(position: T.Position) -> str:
                got = await asyncio.wait_for(s.client.text_document_hover_async(T.HoverParams(
                    T.TextDocumentIdentifier(uri=uri), position)), WAIT)
                assert got is not None and isinstance(got.contents, T.MarkupContent)
                return got.contents.value

            # in `counter(`: the card's own counter, replacing the word typed so far
            items = await complete(at(7, jar, "counter(", 2))  # after "co"
            assert [i.label for i in items] == ["coin"] and items[0].kind == T.CompletionItemKind.Variable
            assert "add 1 coin to this" in (items[0].detail or "")
            assert isinstance(items[0].text_edit, T.TextEdit)
            assert items[0].text_edit.range == T.Range(at(7, jar, "counter("), at(7, jar, "counter(", 2))
            # after `add 1 `: the counters this card uses
            assert [i.label for i in await complete(at(7, jar, "add 1 ", 1))] == ["coin"]
            # a setting's values after its path, `everyone` after its value
            assert [i.label for i in await complete(at(8, path, "trucks_cross "))] == ["on", "off"]
            assert [i.label for i in await complete(at(8, path, "trucks_cross on "))] == ["everyone"]

            shown = await hover(at(7, jar, "counter(", 1))  # on `coin`
            assert shown.startswith("`coin` (counter): a counter this component keeps")
            assert "add 1 coin to this" in shown and "coin / coins" in shown and "硬币" in shown and "硬幣" in shown
            shown = await hover(at(8, path, "set map.", 3))
            assert shown.startswith("`map.central_park.trucks_cross` (setting): a switch of the rules")
            assert "your trucks may drive across Central Park" in shown and "your trucks may not" in shown
            assert "中央公园" in shown and "中央公園" in shown
            shown = await hover(T.Position(4, 10))  # a variant's `change:` of a setting for the whole table
            assert shown.startswith("`board.big_buildings.casino.per_borough` (setting): a limit of the rules, a number "
                                    "from 0 to 3") and "up to 3 casinos in each borough" in shown

    asyncio.run(run())
