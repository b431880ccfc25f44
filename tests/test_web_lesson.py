"""The studio's "Learn to play" (issue 29 item 1): the shipped lesson at a table of the studio, its narration
sent to the lesson's seat in its language, from the same Narrator the terminal asks (harness/lessons.py), driven
to its end through the routes and, in a browser, from the keyboard in each language. Screenshots of the lesson at
1400 and 390 px go to test-artifacts/ (the README's are docs/studio-lesson-*.png, taken from them)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from interpreter.harness.lessons import Narrator, lesson_files, narration_keys
from interpreter.harness.scenarios_format import load
from interpreter.text.locale import locale

from .conftest import GAME, ROOT
from .studio import Running, rules_copy, serving

LESSON = lesson_files(GAME.schema.shipped)[0]
CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = ROOT / "test-artifacts"


@pytest.fixture(scope="module")
def studio(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    with serving(GAME, rules_copy(tmp_path_factory.mktemp("studio-lesson"))) as running:
        yield running


def _lesson(studio: Running) -> tuple[str, str]:
    with studio.client() as c:
        assert c.get("/api/studio").json()["lesson"] is True
        made = c.post("/api/lessons", json={}).json()
    assert list(made["links"]) == ["0"]  # one person: the lesson's seat; the other is the bot
    return made["table"], made["links"]["0"].split("token=")[1]


def _spoken() -> list[str]:
    """The lesson's narration in the order it is said: the intro, each step's, the outro."""
    keys = [k for at, k in narration_keys(load(LESSON)) if at[0] == "steps"]
    sc = load(LESSON).scenario
    return list(dict.fromkeys([k for k in (sc.intro, *keys, sc.outro) if k]))


def _said(lang: str) -> dict[str, str]:
    loc = locale(GAME.text.locales, lang)
    return {key: loc.format(key) for _, key in narration_keys(load(LESSON))}


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
def test_the_lesson_is_narrated_to_its_end_through_the_routes(studio: Running, lang: str) -> None:
    table, key = _lesson(studio)
    words = _said(lang)
    heard: list[str] = []
    with studio.client(token=key) as c:
        state = c.get(f"/api/play/{table}/state", params={"lang": lang}).json()
        assert state["seats"] == ["human", "greedy"] and state["lesson"]["steps"] == len(load(LESSON).scenario.steps)
        while not state["over"] and not state["lesson"]["over"]:
            heard += [line for line in state["lesson"]["lines"] if line not in heard[-4:]]
            state = c.post(f"/api/play/{table}/choose", params={"lang": lang},
                           json={"option": state["options"][0]["id"], "version": state["version"]}).json()
        heard += state["lesson"]["lines"]
    order = [next(k for k, text in words.items() if text == line) for line in heard]  # every line is a narration's
    assert list(dict.fromkeys(order)) == _spoken()


def test_the_narration_is_the_harness_narrators_and_only_the_lessons_seat_hears_it(studio: Running) -> None:
    table, _ = _lesson(studio)
    held = studio.studio.tables.get(table)
    assert held is not None and held.lesson is not None
    first = held.lesson.narrator
    assert first == Narrator.of(load(LESSON).scenario)  # no second implementation of "which narration is next"
    assert held.state(1, "en")["lesson"] is None  # another seat (here the bot's) is never sent it
    assert held.state(0, "en")["lesson"]["lines"][0] == _said("en")["lesson-intro"]


def test_a_lesson_needs_the_studios_token(studio: Running) -> None:
    with studio.client(token=None) as c:
        assert c.post("/api/lessons", json={}).status_code in (401, 403)


@pytest.mark.browser
@pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="no /usr/bin/chromium")
@pytest.mark.parametrize("lang,width", [("en", 1400), ("en", 390), ("zh-Hans", 390), ("zh-Hant", 1400)])
def test_the_lesson_is_played_from_the_keyboard_in_the_studio(studio: Running, lang: str, width: int) -> None:
    """From the studio's first page: "Learn to play" (Enter), then every decision by the keyboard (the focused
    option, Enter) until the lesson's outro; each narration seen in the panel, in the page's language."""
    from playwright.sync_api import expect, sync_playwright

    words = _said(lang)
    keys = _spoken()
    seen: list[str] = []
    shot = True
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True)
        page = browser.new_page(viewport={"width": width, "height": 900})
        page.set_default_timeout(20_000)
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.add_init_script(f"localStorage.setItem('studio-lang', {lang!r})")
        page.goto(studio.link("/"))
        start = page.locator("#learn-start")
        expect(start).to_be_visible()
        start.focus()
        page.keyboard.press("Enter")
        expect(page.locator("#lesson")).to_be_visible()
        panel = page.locator("#lesson-lines")
        for _ in range(200):
            text = panel.inner_text().replace("\u00a0", " ")  # a number's no-break joins (issue 28) read as spaces
            seen += [k for k in keys if words[k] in text and k not in seen]
            if "lesson-outro" in seen:
                break
            version = page.evaluate("document.body.dataset.version")
            button = page.locator("#options button").first
            expect(button).to_be_focused()  # the lesson is played from the keyboard
            if seen[-1] == "lesson-capo" and shot:  # a moment of the lesson, for a person to look at
                ARTIFACTS.mkdir(exist_ok=True)
                page.screenshot(path=str(ARTIFACTS / f"studio-lesson-{lang}-{width}.png"))
                shot = False
            page.keyboard.press("Enter")
            page.wait_for_function("(v) => document.body.dataset.version !== v"
                                   " && document.querySelector('#options button, #over:not([hidden])')", arg=version)
        assert seen == keys, seen
        assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1")
        assert not errors, errors
        browser.close()
