"""Message ids: a game's cannot replace the core's by accident.

A locale is the core's messages (``interpreter/text/locales``) with the game's laid over them, and a
later layer may redefine a message of an earlier one. That is how a game words its outcome ("$7"
rather than "7 points": ``game-points``) — and how, by accident, a game's ``opt-player`` once
replaced the core's. So:

* a game's message with the id of a core message is an error unless the game declares it among
  its ``TextKit.overrides`` (and an override the core has no message for is an error too: it is
  stale, or misspelt);
* a game with a ``prefix`` (every game but Speakeasy, whose ids came first) starts each id of its own
  with it — ``th-prompt-turn`` — except the ids the core words from the game's own names
  (``DERIVED``: ``verb-VERB``, ``word-NOUN``, ``log-KEY``, ``name-ID``, …), which are the game's by
  construction, and its declared overrides.

`speakeasy check` reports each problem at the message's line (check.py runs ``problems``).
"""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import Diagnostic
from .kit import TextKit
from .locale import CORE_LOCALES, Locale

# the families of ids the core asks a game for, made from the game's own names: its verbs, nouns,
# quantities, modifiers, events, roles, places, components and their kinds, log lines, functions,
# bots, screens' commands and outcome metrics (catalog.py, messages.py, render.py, phrases.py)
DERIVED = ("verb-", "word-", "unit-", "q-", "qual-", "adj-", "mod-", "event-", "role-", "place-", "name-", "kind-",
           "log-", "fn-", "bot-", "term-bot-", "metric-", "seat-role-", "some-", "all-", "comp-")
DERIVED_IDS = frozenset({"game-name"})


def core_ids(loc: Locale) -> dict[str, tuple[str, int, int]]:
    """The core's messages of a locale (the core's layer, then a game's), with where the core defines each."""
    core = str(CORE_LOCALES) + os.sep
    return {**{k: p for k, p in loc.messages.items() if p[0].startswith(core)},
            **{k: p for k, p in loc.shadowed.items() if p[0].startswith(core)}}


def problems(kit: TextKit, loc: Locale, folder: Path | None = None) -> list[Diagnostic]:
    """Every message of the game's folder in ``loc`` that breaks the rules above, at its line."""
    folder = Path(folder or kit.locales)
    core = core_ids(loc)
    mine = str(folder / loc.lang) + os.sep
    own = {key: place for key, place in loc.messages.items() if place[0].startswith(mine)}
    out = []
    for key, (file, line, col) in sorted(own.items()):
        if key in core and key not in kit.overrides:
            cfile, cline, _ = core[key]
            out.append(Diagnostic(file, line, col, f"message '{key}' replaces the core's ({cfile}:{cline}): give it the "
                                                   f"game's own id{_with(kit)}, or declare it in TextKit.overrides"))
        elif kit.prefix is not None and key not in core and not _the_games(key, kit.prefix):
            out.append(Diagnostic(file, line, col, f"message '{key}' has no prefix: a game's own ids start with "
                                                   f"'{kit.prefix}' (or are words of its names: {', '.join(DERIVED[:4])}…)"))
    for key in sorted(kit.overrides - set(core)):
        out.append(Diagnostic(str(folder / loc.lang), 1, 1, f"TextKit.overrides names '{key}', which is no core message"))
    return out


def _with(kit: TextKit) -> str:
    return f" (starting '{kit.prefix}')" if kit.prefix else ""


def _the_games(key: str, prefix: str) -> bool:
    return key.startswith(prefix) or key.startswith(DERIVED) or key in DERIVED_IDS

