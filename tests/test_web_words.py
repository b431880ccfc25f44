"""The studio's pages say nothing of their own: every word is a message of WEB (interpreter/text/catalog.py,
the core's web.ftl), which `speakeasy check` requires in every language and reports when unused."""

from __future__ import annotations

import re

from interpreter.harness.compare import _metric_defs
from interpreter.text.catalog import WEB
from interpreter.text.locale import CORE_LOCALES, load_locale, locale
from interpreter.web.words import bot_names, language_names, page_words

from .conftest import GAME, LOCALES_DIR, ROOT
from .tinygame import GAME as TINY

STATIC = ROOT / "interpreter" / "web" / "static"


def test_the_pages_ask_for_exactly_the_messages_of_web() -> None:
    pages = "\n".join(p.read_text(encoding="utf-8") for p in sorted(STATIC.glob("*.*")) if p.suffix in (".js", ".html"))
    asked = set(re.findall(r"""["'](web-[a-z_-]+)["']""", pages))
    # built by key: the comparison's metrics (the core's, and "win_role", filled by role for a game with roles)
    asked |= {f"web-metric-{key}" for key, *_ in _metric_defs(2, GAME) if not key.startswith("win_seat")}
    asked |= {"web-metric-win_role"}
    server = "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "interpreter" / "web").glob("*.py")))
    asked |= set(re.findall(r'"(web-[a-z-]+)"', server))  # the server's refusals, the 403 text, each language's name
    asked |= {"bot-random"}  # the core's bot, named as every game's bots are: bot-NAME (words.py)
    assert asked == set(WEB)


def test_the_pages_hold_no_words_of_their_own() -> None:
    """Text between tags in the pages is empty: the words arrive by key (data-t) in the reader's language."""
    for page in STATIC.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        body = re.sub(r"<(script|style|title)[^>]*>.*?</\1>", "", text.split("<body", 1)[1], flags=re.S)
        stray = [t.strip() for t in re.findall(r">([^<]+)<", body) if t.strip() and t.strip() not in ("·",)]
        assert not stray, f"{page.name} has words of its own: {stray}"


def test_every_language_has_every_word_of_the_studio() -> None:
    for lang in ("en", "zh-Hans", "zh-Hant"):
        loc = load_locale([CORE_LOCALES, LOCALES_DIR], lang)
        assert not [k for k in WEB if not loc.has(k)], lang
    words = page_words(GAME.text, "zh-Hans")
    assert words["web-errors"] == "{$count} 个错误" and words["web-seat"] == "座位 {$seat}"
    assert page_words(GAME.text, "en")["web-errors#one"] == "{$count} error"
    assert language_names(GAME.text) == {"en": "English", "zh-Hans": "简体中文", "zh-Hant": "繁體中文"}
    assert bot_names(GAME.text, "zh-Hant", ["random", "greedy", "consigliere"]) == {
        "random": "隨機電腦玩家", "greedy": "貪心電腦玩家", "consigliere": "軍師電腦玩家（向前搜尋）"}
    # one name per bot: the studio's seat menus and the terminal's seat list say the same (issue 28)
    for lang in ("zh-Hans", "zh-Hant"):
        loc = locale(GAME.text.locales, lang)
        for bot in ("random", *GAME.bots):
            assert loc.has(f"bot-{bot}") and loc.format(f"bot-{bot}") == loc.format(f"term-bot-{bot}"), (lang, bot)
    assert bot_names(TINY.text, "en", ["random"]) == {"random": "random bot"}  # a game with no words for it has the core's
