"""The editor's pins panel in a real browser (Debian's Chromium, Playwright): a translator opens a pinned component
in Chinese, reads the generated text beside the pinned one with the pin's state, writes a pin with a wrong number
and is told why in Chinese (the file unchanged), then writes a right one with their mark, and removes it; at
1400 and 390 px, with no horizontal scroll. Screenshots are kept in test-artifacts/ to look at."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from interpreter.text.pins import read_pins

from .conftest import ROOT
from .studio import Running, browser_marks, chromium, rules_copy, serving
from .test_web_pins import CASINO, HANS_BOTTLE, HELPER, game_with_locales

ARTIFACTS = ROOT / "test-artifacts"
pytestmark = browser_marks()


@pytest.fixture
def studio(tmp_path: Path) -> Iterator[Running]:
    with serving(game_with_locales(tmp_path), rules_copy(tmp_path)) as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as launched:
        yield launched


def _open(browser: Any, studio: Running, comp: str, lang: str, width: int) -> tuple[Any, Any, list[str]]:
    context = browser.new_context(viewport={"width": width, "height": 900 if width > 600 else 844})
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.add_init_script(f"localStorage.setItem('studio-lang', '{lang}')")
    page.goto(studio.link("/editor") + f"#{comp}")
    expect(page.locator("#comp-id")).to_have_text(comp)
    expect(page.locator(".pin-row")).to_have_count(3)
    return context, page, errors


def _shot(page: Any, name: str, where: str = ".pins-card") -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator(where).scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=False)
    style = page.add_style_tag(content=".bar { position: static !important; }")  # the sticky bar, off the picture
    page.locator(where).screenshot(path=str(ARTIFACTS / f"{name}-panel.png"))
    style.evaluate("node => node.remove()")


@pytest.mark.parametrize("width", [1400, 390])
def test_a_translator_reads_a_pin_beside_its_generated_text(browser: Any, studio: Running, width: int) -> None:
    context, page, errors = _open(browser, studio, CASINO, "zh-Hans", width)
    row = page.locator('.pin-row[data-lang="zh-Hans"]')
    expect(row.locator(".pin-badge")).to_have_text("有效")
    expect(row.locator(".pin-side").first).to_contain_text("赌场另需从手牌弃掉")
    expect(row.locator(".pin-side.pinned")).to_contain_text("无论哪种")
    expect(row).to_contain_text("审校：")  # the reviewer's mark (a native review read it against the generated text)
    expect(page.locator('.pin-row[data-lang="en"] .pin-badge')).to_have_text("尚无人工译文")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")  # no sideways scroll on a phone
    _shot(page, f"pins-zh-Hans-{width}")
    context.close()
    assert not errors


@pytest.mark.parametrize("width", [1400, 390])
def test_a_translator_writes_a_pin_and_is_told_in_chinese_what_check_refuses(browser: Any, studio: Running,
                                                                           width: int) -> None:
    path = Path(studio.studio.game.text.locales) / "zh-Hans" / "pins.toml"
    before = path.read_bytes()
    context, page, errors = _open(browser, studio, HELPER, "zh-Hans", width)
    row = page.locator('.pin-row[data-lang="zh-Hans"]')
    row.locator("summary").click()
    text = row.locator("textarea")
    expect(text).to_have_value(re.compile("^获得 2 个影响力指示物。"))  # the generated text to start from
    text.fill(f"立即获得 3 个影响力指示物。\n{HANS_BOTTLE}")
    row.locator("[data-pin-write]").click()
    refused = row.locator(".pin-form .result.bad")
    expect(refused).to_contain_text("未保存：有 2 个问题")
    expect(refused).to_contain_text(f"“{HELPER}”的人工译文写了 3，而它的效果中没有")
    expect(refused).not_to_contain_text("尚未翻译")
    assert path.read_bytes() == before
    _shot(page, f"pins-refused-zh-Hans-{width}")
    text.fill(f"立即获得 2 个影响力指示物。\n{HANS_BOTTLE}")
    row.locator("[data-pin-reviewer]").fill("王审校")
    row.locator("[data-pin-write]").click()
    expect(row.locator(".pin-badge")).to_have_text("有效")
    expect(row.locator(".pin-side.pinned")).to_contain_text("立即获得 2 个影响力指示物。")
    expect(row).to_contain_text("审校：王审校（")
    expect(row.locator(".pin-form .result.ok")).to_contain_text("已保存到 locales/zh-Hans/pins.toml")
    assert HELPER in {p.component for p in read_pins(path)[0]}
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    _shot(page, f"pins-written-zh-Hans-{width}")
    page.once("dialog", lambda d: d.accept())
    row.locator("[data-pin-remove]").click()
    expect(row.locator(".pin-badge")).to_have_text("尚无人工译文")
    assert HELPER not in {p.component for p in read_pins(path)[0]}
    context.close()
    assert not errors


def test_a_stale_pin_shows_both_texts_in_traditional_chinese(browser: Any, studio: Running) -> None:
    path = Path(studio.studio.game.text.locales) / "zh-Hant" / "pins.toml"
    effect = next(p for p in read_pins(path)[0] if p.component == CASINO).effect
    path.write_text(path.read_text(encoding="utf-8").replace(f'effect = "{effect}"', 'effect = "000000000000"', 1),
                    encoding="utf-8")
    context, page, errors = _open(browser, studio, CASINO, "zh-Hant", 1400)
    row = page.locator('.pin-row[data-lang="zh-Hant"]')
    expect(row.locator(".pin-badge")).to_have_text("已過時")
    expect(row.locator(".pin-state")).to_contain_text("此配件的效果已經變更")
    expect(row.locator(".pin-side").first).to_contain_text("若為賭場")  # the generated text (what runs)
    expect(row.locator(".pin-side.pinned")).to_contain_text("無論哪種")
    _shot(page, "pins-stale-zh-Hant-1400")
    context.close()
    assert not errors


@pytest.mark.parametrize(("lang", "valid", "none"), [("en", "Valid", "Not pinned"), ("zh-Hant", "有效", "尚無人工譯文")])
@pytest.mark.parametrize("width", [1400, 390])
def test_the_panel_speaks_the_pages_language(browser: Any, studio: Running, lang: str, valid: str, none: str,
                                             width: int) -> None:
    context, page, errors = _open(browser, studio, CASINO, lang, width)
    expect(page.locator('.pin-row[data-lang="zh-Hant"] .pin-badge')).to_have_text(valid)
    expect(page.locator('.pin-row[data-lang="en"] .pin-badge')).to_have_text(none)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    _shot(page, f"pins-{lang}-{width}")
    context.close()
    assert not errors
