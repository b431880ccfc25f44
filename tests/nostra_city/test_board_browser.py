"""Nostra City's board in a real browser (Debian's Chromium, headless, through Playwright): a seat bids by
clicking a street space on the drawn board, and the bid it then places is on that space (the studio's own
browser tests, tests/test_web_browser.py, play Speakeasy)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from interpreter.games.nostra_city import GAME

from ..studio import Running, serving

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="no /usr/bin/chromium (apt-get install chromium fonts-noto-cjk)")]


@pytest.fixture(scope="module")
def studio() -> Iterator[Running]:
    with serving(GAME, GAME.schema.shipped) as running:  # type: ignore[arg-type]  # (the game is only played)
        yield running


@pytest.fixture
def page() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), headless=True)
        page = browser.new_page(viewport={"width": 1360, "height": 900})
        page.set_default_timeout(20_000)
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        yield page
        browser.close()
        assert not errors, f"the page raised: {errors}"


def _click(page: Any, where: Any) -> None:
    version = int(page.evaluate("document.body.dataset.version"))
    where.click()
    page.wait_for_function("(v) => Number(document.body.dataset.version) > v", arg=version)


def test_a_bid_is_placed_by_clicking_its_space_on_the_board(page: Any, studio: Running) -> None:
    from playwright.sync_api import expect

    with studio.client() as c:
        game = c.post("/api/games", json={"players": 3, "seats": ["human", "greedy", "greedy"], "seed": 3}).json()
    table, key = game["table"], game["links"]["0"].split("token=")[1]
    page.goto(studio.link(f"/play/{table}", seat=key))
    expect(page.locator("#panels svg").first).to_be_visible()
    space = None
    for _ in range(400):  # the first options until the seat is asked where to bid
        page.wait_for_function("() => !document.getElementById('over').hidden || document.querySelector('#options button')")
        assert not page.locator("#over").is_visible(), "the game ended before a bid"
        bids = page.locator('#options button[data-option^="bid:"]')
        if bids.count():
            offered = {bids.nth(i).get_attribute("data-option") for i in range(bids.count())}
            live = page.locator('#panels [data-option^="bid:"]')
            on_board = {live.nth(i).get_attribute("data-option") for i in range(live.count())}
            assert on_board == offered  # every space the seat may bid on is live on the board, and no other
            chosen = sorted(offered)[-1]
            _click(page, page.locator(f'#panels [data-option="{chosen}"]').first)
            space = int(re.sub(r"\D", "", str(chosen)))
            break
        _click(page, page.locator("#options button").first)
    assert space is not None, "no bid was asked for"
    played = studio.studio.tables.get(table)
    assert played is not None
    for _ in range(40):  # the bid's wiseguy and money: the first options, until the bid is placed
        mine = [b for b in played.game.state.bids if b.seat == 0]
        if mine:
            assert mine[-1].space == space
            return
        page.wait_for_function("() => document.querySelector('#options button')")
        _click(page, page.locator("#options button").first)
    raise AssertionError("the bid was never placed")
