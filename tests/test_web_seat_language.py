"""A seat's link opens in the seat's language (issue 29, D-341): the one the host chose for it when the game was
started, or the one its player picked on the board since (kept with the game: any browser, after a restart), else
the first language of the recipient's browser (Accept-Language) that the studio speaks."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest

from interpreter.web.requests import accepted_language

from .conftest import GAME
from .studio import Running, browser_marks, rules_copy, serving

LANGS = ["en", "zh-Hans", "zh-Hant"]
FIRST = re.compile(r'<script type="application/json" id="first-state">(.*?)</script>', re.S)
HTML = re.compile(r'<html lang="([^"]*)" data-chosen="([^"]*)" data-accepted="([^"]*)">')


@pytest.mark.parametrize("header,lang", [
    ("zh-TW,zh;q=0.9,en;q=0.8", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-Hant-TW", "zh-Hant"), ("zh-CN", "zh-Hans"),
    ("zh", "zh-Hans"), ("zh-SG;q=0.5, fr;q=0.9", "zh-Hans"), ("en-GB,en;q=0.9", "en"), ("fr-FR, de;q=0.7", None),
    ("fr;q=0.9, zh-Hant;q=0.95, en;q=0.1", "zh-Hant"), ("en;q=0, zh-cn", "zh-Hans"), ("", None),
    ("*;q=0.1", None), ("zh-tw;q=1.0", "zh-Hant"), ("x" * 5000, None), (",".join(["fr"] * 40 + ["en"]), None),
])
def test_the_browsers_language_among_the_installed_ones(header: str, lang: str | None) -> None:
    assert accepted_language(LANGS, header) == lang


def _page(running: Running, table: str, key: str, accept: str = "") -> tuple[tuple[str, ...], dict[str, Any]]:
    """A seat's page as a browser asks for it with its link: the page's languages and the board drawn in it."""
    with running.client(token=None, **({"Accept-Language": accept} if accept else {})) as c:
        page = c.get(f"/play/{table}", params={"token": key})
    assert page.status_code == 200, page.text
    found, first = HTML.search(page.text), FIRST.search(page.text)
    assert found is not None and first is not None
    return found.groups(), json.loads(first.group(1))


def _game(running: Running, langs: list[Any]) -> tuple[str, dict[int, str]]:
    with running.client() as c:
        made = c.post("/api/games", json={"players": 3, "seats": ["human", "human", "human"], "seed": 2, "langs": langs})
    assert made.status_code == 200, made.text
    return made.json()["table"], {int(s): link.split("token=")[1] for s, link in made.json()["links"].items()}


def test_a_seat_link_opens_in_the_seats_language_else_the_browsers(tmp_path: Path) -> None:
    rules, kept = rules_copy(tmp_path), tmp_path / "studio.sqlite3"
    with serving(GAME, rules, store=kept) as studio:
        table, keys = _game(studio, ["en", "zh-Hant", None])
        # chosen by the host: whatever the browser asks for
        (lang, chosen, accepted), first = _page(studio, table, keys[1], "en-US,en;q=0.9")
        assert (lang, chosen, accepted) == ("zh-Hant", "zh-Hant", "en") and first["lang"] == "zh-Hant"
        assert first["prompt"] == studio.studio.tables.get(table).state(1, "zh-Hant")["prompt"]  # type: ignore[union-attr]
        # none chosen: the browser's language, when the studio speaks it
        (lang, chosen, accepted), first = _page(studio, table, keys[2], "zh-CN,zh;q=0.9")
        assert (lang, chosen, accepted) == ("zh-Hans", "", "zh-Hans") and first["lang"] == "zh-Hans"
        assert _page(studio, table, keys[2], "fr-FR")[0] == ("en", "", "")  # one it does not speak: its first
        # the seat's player picks a language on the board: the link opens in it from now on
        with studio.client(token=keys[2]) as c:
            assert c.post(f"/api/play/{table}/language", json={"lang": "zh-Hant"}).json() == {"ok": True}
            assert c.post(f"/api/play/{table}/language", json={"lang": "fr"}).status_code == 400
            assert c.post(f"/api/play/{table}/language", json={"lang": ["en"]}).status_code == 400
        assert _page(studio, table, keys[2], "zh-CN")[0] == ("zh-Hant", "zh-Hant", "zh-Hans")
        # an address that names a language still opens in it (the host's own page does)
        with studio.client(token=None) as c:
            asked = c.get(f"/play/{table}", params={"token": keys[1], "lang": "en"}).text
        assert HTML.search(asked).groups()[:2] == ("en", "en")  # type: ignore[union-attr]
        with studio.client(token=keys[0]) as c:  # one seat's key cannot choose another's language
            assert c.post("/api/play/other/language", json={"lang": "en"}).status_code in (400, 403)
    with serving(GAME, rules, store=kept) as again:  # kept with the game
        assert _page(again, table, keys[1])[0][:2] == ("zh-Hant", "zh-Hant")
        assert _page(again, table, keys[2])[0][:2] == ("zh-Hant", "zh-Hant")


def test_the_languages_a_new_game_is_given_are_checked(tmp_path: Path) -> None:
    with serving(GAME, rules_copy(tmp_path)) as studio, studio.client() as c:
        for langs in (["fr"], "en", [1], ["en", "en", "en", "en"]):
            made = c.post("/api/games", json={"players": 3, "seats": ["human"] * 3, "seed": 2, "langs": langs})
            assert made.status_code == 400 and "'langs'" in made.json()["error"]


@pytest.mark.parametrize("_", [pytest.param(None, marks=browser_marks())])
def test_a_link_opened_in_another_browser_speaks_its_language(tmp_path: Path, _: None) -> None:
    """A person opening their seat's link in a fresh browser (nothing stored) whose language is Taiwan's Chinese
    reads the board in zh-Hant; the host chose none for the seat. Picking English there keeps it for the seat."""
    from playwright.sync_api import expect, sync_playwright

    rules, kept = rules_copy(tmp_path), tmp_path / "studio.sqlite3"
    with serving(GAME, rules, store=kept) as studio:
        table, keys = _game(studio, ["en", None, None])
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True)
            context = browser.new_context(locale="zh-TW")
            page = context.new_page()
            page.set_default_timeout(20_000)
            page.goto(f"{studio.url}/play/{table}?token={keys[1]}")
            expect(page.locator("html")).to_have_attribute("lang", "zh-Hant")
            expect(page.locator("#lang")).to_have_value("zh-Hant")
            with page.expect_response(lambda r: r.url.split("?")[0].endswith("/language")) as sent:
                page.select_option("#lang", "en")
            assert sent.value.status == 200, sent.value.text()
            expect(page.locator("html")).to_have_attribute("lang", "en")
            context.close()
            browser.close()
        for _ in range(50):  # the choice is sent as the menu changes
            if studio.studio.kept.language_of(keys[1]) == "en":
                break
            time.sleep(0.1)
        assert studio.studio.kept.language_of(keys[1]) == "en"
        assert _page(studio, table, keys[1], "zh-TW")[0][:2] == ("en", "en")
