"""The studio in a real browser: Debian's Chromium (/usr/bin/chromium) driven by Playwright, headless.

The editor places a typo at its line and column and shows the fixed text in three languages; a saved
variant is a file the CLI checks; a whole game is played to its end by clicking; a second seat's page
is never sent the first seat's hand (every network response is read, not only the page); a phone's
390 px has no horizontal scroll. A failed test leaves a screenshot in test-artifacts/.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from interpreter.text.messages import Messages

from .conftest import GAME, ROOT
from .studio import Running, browser_marks, chromium, rules_copy, serving

ARTIFACTS = ROOT / "test-artifacts"
pytestmark = browser_marks()


@pytest.fixture(scope="module")
def studio(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    with serving(GAME, rules_copy(tmp_path_factory.mktemp("browser"))) as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as launched:
        yield launched


def _page(browser: Any, request: pytest.FixtureRequest, width: int = 1360, height: int = 900) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": width, "height": height}, accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    failed = getattr(request.node, "rep_call", None)
    if failed is not None and failed.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{re.sub(r'[^A-Za-z0-9_.-]', '_', request.node.name)}.png"), full_page=True)
    context.close()
    assert not errors, f"the page raised: {errors}"


@pytest.fixture
def page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from _page(browser, request)


@pytest.fixture
def phone(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from _page(browser, request, 390, 844)


def _select_in_source(page: Any, text: str) -> None:
    """Select the first occurrence of ``text`` in the editor (CodeMirror), as a mouse would."""
    page.evaluate("""(text) => { const view = CM.EditorView.findFromDOM(document.querySelector('#source .cm-editor'));
                     const i = view.state.doc.toString().indexOf(text);
                     view.dispatch({ selection: { anchor: i, head: i + text.length } }); view.focus(); }""", text)


def _source(page: Any) -> str:
    return str(page.evaluate("CM.EditorView.findFromDOM(document.querySelector('#source .cm-editor')).state.doc.toString()"))


# ------------------------------------------------------------------ the editor
def test_a_typo_shows_at_its_place_and_the_fix_updates_three_languages(page: Any, studio: Running) -> None:
    page.goto(studio.link("/editor") + "#helper_gain_influence")
    expect(page.locator("#comp-id")).to_have_text("helper_gain_influence")
    expect(page.locator('.text-col[data-lang="en"]')).to_contain_text("Gain 2 Leverage tokens")
    _select_in_source(page, "2 influence")
    page.keyboard.type("2 influnce")
    expect(page.locator("#errors li")).to_have_text(
        "line 2, column 17: unexpected argument 'influnce' to 'gain' (did you mean 'influence'?)")
    expect(page.locator("#source .cm-lintRange-error")).to_have_text("influnce")  # underlined where it stands
    marker = page.locator("#source .cm-gutter-lint .cm-gutterElement:has(.cm-lint-marker-error)")
    expect(marker).to_have_count(1)  # and marked in the margin, on its line
    line_box, marker_box = page.locator("#source .cm-line").nth(1).bounding_box(), marker.bounding_box()
    assert line_box is not None and marker_box is not None and abs(line_box["y"] - marker_box["y"]) < 4
    expect(page.locator(".text-col.stale").first).to_be_visible()  # the last good text, marked stale
    _select_in_source(page, "2 influnce")
    page.keyboard.type("3 influence")
    expect(page.locator("#status")).to_contain_text("Checks clean")
    expect(page.locator("#errors li")).to_have_count(0)
    expect(page.locator('.text-col[data-lang="en"]')).to_contain_text("Gain 3 Leverage tokens.")
    expect(page.locator('.text-col[data-lang="zh-Hans"]')).to_contain_text("获得 3 个影响力指示物")
    expect(page.locator('.text-col[data-lang="zh-Hant"]')).to_contain_text("獲得 3 個影響力標記")
    expect(page.locator('.text-col[data-lang="en"] li.changed')).to_have_count(1)
    expect(page.locator("#source .tk-verb").first).to_have_text("gain")  # the effect language, highlighted

    page.fill("#variant-name", "browser-edit")
    page.fill("#variant-description", "The influence helper gives 3")
    page.click("#save")
    expect(page.locator("#save-result")).to_contain_text("speakeasy check --rules")
    variant = studio.studio.rules_dir / "variants" / "browser-edit.yaml"
    assert 'helper_gain_influence.effect: "gain 3 influence"' in variant.read_text(encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "interpreter", "check", "--rules", str(studio.studio.rules_dir),
                           "--variant", "browser-edit"], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    page.click("#revert")
    expect(page.locator("#revert")).to_be_disabled()


def test_completion_is_offered_and_a_diagnostic_stands_at_its_place(page: Any, studio: Running) -> None:
    """CodeMirror 6 with the server's analysis (the language server's): what may follow a noun's `[`, a verb
    where a step starts, then a typo on a line with Chinese before it, underlined where it stands."""
    page.goto(studio.link("/editor") + "#helper_gain_influence")
    expect(page.locator("#comp-id")).to_have_text("helper_gain_influence")
    expect(page.locator("#source .tk-kw, #source .tk-verb").first).to_be_visible()
    _select_in_source(page, "gain 2 influence")
    page.keyboard.type("gain $(count(building[")
    options = page.locator(".cm-tooltip-autocomplete li")
    # the list fills as the server answers (a loaded machine answers late): wait for the offers, not the first item
    expect(options.filter(has_text=re.compile(r"^mine"))).not_to_have_count(0)
    expect(options.filter(has_text=re.compile(r"^kind="))).not_to_have_count(0)
    page.keyboard.type("mi")
    expect(options).to_have_count(1)
    page.keyboard.press("Enter")  # takes the offer
    page.keyboard.type("])); ")
    expect(options.filter(has_text=re.compile(r"^gain"))).not_to_have_count(0)  # a step starts: the verbs
    page.keyboard.type("hire 1 goon")
    page.keyboard.press("Escape")
    assert 'effect: "gain $(count(building[mine])); hire 1 goon"' in _source(page)
    expect(page.locator("#status")).to_contain_text("Checks clean")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "editor-completion.png"))

    # a typo after Chinese (and a character beyond the BMP) on its line: the underline is on the typo
    one_line = ('{id: helper_gain_influence, reconstructed: "改写：影响力𠮷", effect: "gain 2 influnce", '
                'bottle: bottle_gray, value: 10, source: "000 P.24"}')
    _select_in_source(page, _source(page))
    page.keyboard.insert_text(one_line)
    expect(page.locator("#source .cm-lintRange-error")).to_have_text("influnce")
    expect(page.locator("#errors li")).to_have_text(
        f"line 1, column {one_line.index('influnce') + 1}: unexpected argument 'influnce' to 'gain' (did you mean 'influence'?)")
    page.screenshot(path=str(ARTIFACTS / "editor-diagnostic.png"))
    page.click("#revert")
    expect(page.locator("#revert")).to_be_disabled()


def test_search_finds_a_component_by_its_chinese_words(page: Any, studio: Running) -> None:
    page.goto(studio.link("/editor"))
    page.fill("#search", "影响力指示物")
    expect(page.locator("#list li").first).to_be_visible()
    ids = page.locator("#list .id").all_inner_texts()
    assert "helper_gain_influence" in ids and all(i.startswith(("helper", "city_tile", "card", "crate", "mobster",
                                                                 "loc", "objective")) for i in ids)
    page.select_option("#lang", "zh-Hans")
    expect(page.locator("#status")).to_contain_text("检查通过")
    assert page.evaluate("document.documentElement.lang") == "zh-Hans"


# ------------------------------------------------------------------ the board
def _click_first_option(page: Any) -> bool:
    """Take the first option, on the board when it has a place there; True when it was on the board."""
    first = page.locator("#options button").first
    option = first.get_attribute("data-option")
    version = int(page.evaluate("document.body.dataset.version"))
    spot = page.locator(f'#panels [data-option="{option}"]')
    on_board = spot.count() > 0
    (spot.first if on_board else first).click()
    page.wait_for_function("(v) => Number(document.body.dataset.version) > v", arg=version)
    return on_board


def test_a_whole_game_is_played_by_clicking(page: Any, studio: Running) -> None:
    page.goto(studio.link("/"))
    page.select_option("#players", "2")
    expect(page.locator("#seats select[data-seat]")).to_have_count(2)
    page.select_option('#seats select[data-seat="1"]', "greedy")
    page.fill("#seed", "7")
    page.click("#start")
    page.wait_for_url(re.compile(r"/play/"))
    expect(page.locator('[data-panel="city"] svg')).to_be_visible()
    clicks = on_board = 0
    while True:
        page.wait_for_function("() => !document.getElementById('over').hidden || document.querySelector('#options button')")
        if page.locator("#over").is_visible():
            break
        on_board += _click_first_option(page)
        clicks += 1
        assert clicks < 1000, "the game does not end"
    expect(page.locator("#scores li")).to_have_count(2)
    expect(page.locator("#status")).to_have_text("Game over")
    assert clicks > 50 and on_board > 5, (clicks, on_board)
    assert page.locator("#log li").count() > 100
    with page.expect_download() as download:
        page.click("#save")
    saved = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert saved["over"] is True and len(saved["decisions"]) > clicks


def test_the_board_speaks_the_players_language_and_explains_its_pieces(page: Any, studio: Running) -> None:
    with studio.client() as c:
        game = c.post("/api/games", json={"players": 3, "seats": ["human", "greedy", "random"], "seed": 2}).json()
    key = game["links"]["0"].split("token=")[1]
    page.goto(studio.link(f"/play/{game['table']}", seat=key))
    expect(page.locator("#status")).to_have_text("Your turn")
    page.locator('[data-panel="displays"] [data-component^="helper_"]').first.hover()
    expect(page.locator("#tip")).to_be_visible()
    expect(page.locator("#tip .kind")).to_have_text("helper card")
    page.select_option("#lang", "zh-Hant")
    expect(page.locator("#status")).to_have_text("輪到你了")
    expect(page.locator('[data-panel="city"] h2')).to_have_text("城市")
    expect(page.locator("#log")).to_contain_text("玩家")  # (the first lines name the decks' top cards)
    font = page.evaluate("getComputedStyle(document.body).fontFamily")
    assert "Noto Sans CJK TC" in font and "Noto Sans CJK SC" in font


def test_a_second_seat_is_never_sent_the_first_seats_hand(page: Any, studio: Running) -> None:
    with studio.client() as c:
        game = c.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 11}).json()
    keys = {int(s): link.split("token=")[1] for s, link in game["links"].items()}
    table = studio.studio.tables.get(game["table"])
    assert table is not None
    while len(table.game.state.players[0].hand) < 3 or not table.game.state.players[1].hand:
        seat = table.game.current_player
        assert seat is not None
        table.choose(seat, table.game.legal_options()[0].id, None)
    hidden = set(table.game.state.players[0].hand)
    own = set(table.game.state.players[1].hand)
    names = {Messages(GAME.text, table.rules, lang).component(c) for c in hidden for lang in ("en", "zh-Hans", "zh-Hant")}
    bodies: list[str] = []
    page.on("response", lambda r: bodies.append(r.text()) if r.ok and r.request.resource_type in ("fetch", "xhr", "document")
            else None)
    page.goto(f"{studio.url}/play/{game['table']}?token={keys[1]}")  # the link the second person is given
    expect(page.locator('[data-panel="hand"] svg')).to_be_visible()
    for lang in ("zh-Hans", "zh-Hant", "en"):
        page.select_option("#lang", lang)
        page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    for thing in page.locator("#panels [data-component]").all()[:25]:
        thing.hover()
    page.wait_for_timeout(300)
    shown = page.content()
    everything = "\n".join(bodies)
    assert len(bodies) >= 5 and any(card in everything for card in own), "the detector sees the seat's own hand"
    leaked = [c for c in hidden if c in everything or c in shown]
    assert not leaked, f"the second seat was sent the first seat's cards {leaked}"
    assert not [n for n in names if len(n) > 3 and (n in everything or n in shown)], "a hidden card's name reached the page"


# ------------------------------------------------------------------ a phone
@pytest.mark.parametrize("path", ["/", "/editor", "board"])
def test_a_phones_width_has_no_horizontal_scroll(phone: Any, studio: Running, path: str) -> None:
    if path == "board":
        with studio.client() as c:
            game = c.post("/api/games", json={"players": 4, "seats": ["human", "greedy", "greedy", "random"], "seed": 3}).json()
        path = f"/play/{game['table']}"
        url = studio.link(path, seat=game["links"]["0"].split("token=")[1])
    else:
        url = studio.link(path)
    phone.goto(url)  # (a board page never goes quiet on the network: it waits for the table to move)
    phone.wait_for_function("() => document.querySelector('#panels svg, #list li, #seats select')")
    phone.wait_for_timeout(300)
    widths = phone.evaluate("[document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth]")
    assert widths[0] <= 390 and widths[1] <= 390 and widths[2] == 390, widths
    assert phone.evaluate("document.querySelector('meta[name=viewport]').content").startswith("width=device-width")


def test_the_quick_comparison_starts_on_the_strong_bot_with_its_time_said(page: Any, studio: Running) -> None:
    """Issue 26 item 5: the editor's quick comparison defaults to the game's strong bot and says beforehand how
    long it will take (one game of those bots timed on these rules), in the page's language."""
    import re

    page.goto(studio.link("/editor"))
    expect(page.locator("#cmp-bots")).to_have_value("consigliere")
    expect(page.locator("#compare-estimate")).to_have_text(re.compile(r"About \d+ (s|min) for 40 pairs of games"),
                                                           timeout=60_000)
    page.select_option("#lang", "zh-Hans")
    expect(page.locator("#compare-estimate")).to_have_text(re.compile(r"进行 40 组配对对局约需 \d+ (秒|分钟)"),
                                                           timeout=60_000)


def test_a_game_with_hints_from_the_first_page_says_what_the_bot_would_choose(page: Any, studio: Running) -> None:
    """Issue 29 item 1: the switch a lesson's end turns on (`?hints=1`), then the hint above the options, in the
    page's language."""
    page.goto(studio.link("/", hints="1"))
    expect(page.locator("#hints")).to_be_checked()
    page.select_option("#players", "2")
    expect(page.locator("#seats select[data-seat]")).to_have_count(2)
    page.select_option('#seats select[data-seat="1"]', "greedy")
    page.click("#start")
    page.wait_for_url(re.compile(r"/play/"))
    expect(page.locator("#hint")).to_be_visible()
    expect(page.locator("#hint")).to_contain_text("Hint:")
    expect(page.locator("#hint")).to_contain_text("would choose")
