"""The studio's board as a newcomer meets it, in a real browser (Debian's Chromium, /usr/bin/chromium, driven by
Playwright) at a desk's 1400 px and a phone's 390 px (issue 29 item 6): the board is drawn the moment the
game's page opens — with every request for the table's state refused, it still is: it came with the page —
and after a click low on the page the next question is in view. A board place's tooltip says what a click
there does, in the option list's words (item 3)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import GAME, ROOT
from .studio import Running, browser_marks, chromium, rules_copy, serving

ARTIFACTS = ROOT / "test-artifacts"
pytestmark = browser_marks()
WIDTHS = [1400, 390]


@pytest.fixture(scope="module")
def studio(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    with serving(GAME, rules_copy(tmp_path_factory.mktemp("board-view"))) as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as launched:
        yield launched


def _page(browser: Any, request: pytest.FixtureRequest, width: int) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": width, "height": 900 if width > 600 else 844})
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


def _start(page: Any, studio: Running, seed: int) -> None:
    """Start a two-player game against the greedy bot from the studio's first page, as a person does."""
    page.goto(studio.link("/"))
    page.select_option("#players", "2")
    expect(page.locator("#seats select[data-seat]")).to_have_count(2)
    page.select_option('#seats select[data-seat="1"]', "greedy")
    page.fill("#seed", str(seed))
    page.click("#start")
    page.wait_for_url(re.compile(r"/play/"))


@pytest.mark.parametrize("width", WIDTHS)
def test_the_board_is_drawn_with_the_first_page(browser: Any, request: pytest.FixtureRequest, studio: Running,
                                                width: int) -> None:
    refused: list[str] = []

    def refuse(route: Any) -> None:
        refused.append(route.request.url)
        route.abort()

    for page in _page(browser, request, width):
        page.route(re.compile(r"/api/play/[^/]+/state"), refuse)  # the page may not ask for the table at all
        _start(page, studio, 4)
        expect(page.locator('[data-panel="city"] svg [data-symbol="city-tile"]').first).to_be_attached()
        expect(page.locator("#prompt")).not_to_be_empty()
        expect(page.locator("#options button").first).to_be_visible()
        expect(page.locator("#status")).to_have_text("Your turn")  # drawn again with the page's words, unasked
        assert page.locator('[data-panel="city"] [data-legend]').count() > 15  # the key under the map
        page.wait_for_timeout(300)
        assert refused, "the page never asked for the table: the test refused nothing"  # (its wait for a move)
        page.unroute(re.compile(r"/api/play/[^/]+/state"))


def _in_view(page: Any, selector: str) -> bool:
    return bool(page.evaluate("""(s) => { const r = document.querySelector(s).getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; }""", selector))


@pytest.mark.parametrize("width", WIDTHS)
def test_after_a_click_low_on_the_page_the_question_is_in_view(browser: Any, request: pytest.FixtureRequest,
                                                                studio: Running, width: int) -> None:
    for page in _page(browser, request, width):
        _start(page, studio, 6)
        moved = 0
        for _ in range(6):  # a few questions, each answered on the board at its lowest place
            expect(page.locator("#options button").first).to_be_visible()
            version = page.evaluate("document.body.dataset.version")
            places = page.locator("#panels [data-option].live")
            if not places.count():
                page.locator("#options button").first.click()
            else:
                low = max(range(places.count()), key=lambda i: places.nth(i).evaluate(
                    "n => n.getBoundingClientRect().top + scrollY"))
                place = places.nth(low)
                place.scroll_into_view_if_needed()
                # the tooltip says what the click will do, in the option list's words
                place.hover()
                option = place.get_attribute("data-option")
                label = page.locator(f'#options button[data-option="{option}"]').text_content() or ""
                expect(page.locator("#tip .name")).to_contain_text(label.split(" · ")[0][:40])
                below = page.evaluate("scrollY") > 0 and not _in_view(page, "#prompt")
                place.click()
                moved += below
            page.wait_for_function("(v) => document.body.dataset.version !== v", arg=version)
            page.wait_for_function("() => document.getElementById('over').hidden === false || "
                                   "document.querySelector('#options button')")
            assert _in_view(page, "#prompt") or page.locator("#over").is_visible(), "the question is off screen"
        if width < 600:
            assert moved, "no click was low on the page: the test tried nothing"
