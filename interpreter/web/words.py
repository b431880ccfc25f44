"""The studio's words in the reader's language.

The pages hold no words of their own: each asks for the messages of ``WEB`` (the core's
``interpreter/text/locales/<lang>/web.ftl``, listed in interpreter/text/catalog.py so that
`speakeasy check` finds a missing or unused one) in its language and puts them in place by key.
A message with variables goes to the page with its places marked ``{$name}``, which the page
fills. A game's own words on its board come from its locale, through its board drawing; its bots
are named by its ``bot-NAME`` messages, its outcome metrics and roles by its ``metric-KEY`` and
``seat-role-ROLE`` (``outcome_words``).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from ..errors import InterpreterError
from ..harness.outcomes import OutcomeWords
from ..harness.package import GamePackage
from ..text.catalog import WEB
from ..text.kit import TextKit
from ..text.languages import LANGUAGES
from ..text.locale import CORE_LOCALES, Locale, load_locale, locale


class Refusal(InterpreterError):
    """Something the studio will not do, said in the reader's language: a message of web.ftl and its
    arguments (``say(lang)``); as an exception's text, in English. The editor, saves and tables raise
    their own kinds of it."""

    def __init__(self, key: str, **args: Any) -> None:
        self.key = key
        self.words = args
        super().__init__(self.say("en"))

    def say(self, lang: str) -> str:
        return _core(lang).format(self.key, self.words)


def core_locale(lang: str) -> Locale:
    """The core's messages in ``lang``: what a refusal and the editor's diagnostics are said with."""
    return _core(lang)


@lru_cache(maxsize=8)
def _core(lang: str) -> Locale:
    """The core's messages alone (web.ftl is one of them): what a refusal needs, whatever the game."""
    return load_locale([CORE_LOCALES], lang)


def languages(kit: TextKit) -> list[str]:
    """The languages a game speaks: those its locale folder has."""
    return [lang for lang in LANGUAGES if (kit.locales / lang).is_dir()] or ["en"]


def page_words(kit: TextKit, lang: str) -> dict[str, str]:
    """Every message the pages ask for, in one language (the core's and the game's layers)."""
    loc = locale(kit.locales, lang)
    out: dict[str, str] = {}
    for key in sorted(WEB):
        places = {v: "{$" + v + "}" for v in loc.variables.get(key, ())}
        out[key] = loc.format(key, places)
        if "count" in places:  # a count chooses the words ("1 error", "2 errors"): the page takes KEY#one for 1
            out[f"{key}#one"] = loc.format(key, {**places, "count": 1}).replace("1", "{$count}", 1)
    if loc.has("game-name"):  # the game's own name in the reader's language, for the brand and the title (issue 28)
        out["game-name"] = loc.format("game-name")
    return out


def language_names(kit: TextKit) -> dict[str, str]:
    """Each language by its own name (English, 简体中文, 繁體中文), whatever the page's language."""
    return {lang: locale(kit.locales, lang).format("web-language-name") for lang in languages(kit)}


def outcome_words(game: GamePackage[Any], lang: str) -> dict[str, str]:
    """The words of a comparison's metrics that are the game's own: ``web-metric-KEY`` for each of its outcome
    metrics (its message ``metric-KEY``) and ``web-metric-win_role_ROLE`` for each role it deals."""
    words = OutcomeWords(game, lang)
    loc = words.loc
    out = {f"web-metric-{m.key}": words.metric(m.key) for m in game.metrics}
    out |= {f"web-metric-win_role_{role}": loc.format("web-metric-win_role", {"role": words.role(role)})
            for role in game.roles}
    return out


def bot_names(kit: TextKit, lang: str, bots: Iterable[str]) -> dict[str, str]:
    loc = locale(kit.locales, lang)
    return {name: loc.format(f"bot-{name}") if loc.has(f"bot-{name}") else name for name in bots}
