"""The words of play: what a player reads over a whole recorded game, as one text, in one language.

A playthrough (playthrough.py) pins down what the engine *does*; this pins down what it *says*. A
recorded game's decisions are replayed and everything the terminal would put before a player is
written out in order: the log lines as they happen (and the standings after an act, as the terminal
shows them), and before every question the game's status line, the question and its numbered
options (the one taken marked ``*``, each with its id). The status line is written when it has changed
since that player's last question. At the start of each act and at the end, the whole table (`view`) as
the player to decide sees it; at the end, the score sheet. Everything is drawn by the game's own
``Screens`` on a console of a fixed width with no colour, so the text is the same on any machine.

The texts are kept as golden files (Speakeasy's in ``tests/golden/play/``), regenerated on purpose
(``python tools/regen_play_words.py``) and read as a diff: a changed log word, a reworded option or
a table that lost a column shows as the lines it changed (``first_difference``).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from typing import Any

from rich.console import Console

from .. import sanitize
from ..machine.game import Game
from ..text.messages import Messages
from .package import GamePackage

WIDTH = 100  # the terminal's table is laid out for 100 columns
REGENERATE = "python tools/regen_play_words.py"


def _console() -> Console:
    # the program's console (no emoji, no markup, nothing that acts on a terminal: interpreter/sanitize.py)
    # without colour or terminal detection: the same text everywhere
    console: Console = sanitize.console(file=io.StringIO(), width=WIDTH, color_system=None, force_terminal=False,
                                        force_jupyter=False, legacy_windows=False, record=True, _environ={})
    return console


def _drawn(draw: Callable[..., Any], *args: Any) -> list[str]:
    """The lines a screen printed on a fresh console (``draw(*args, console, words)`` with the words
    last), trailing spaces cut."""
    console = _console()
    *first, words = args
    draw(*first, console, words)
    return [line.rstrip() for line in console.export_text(styles=False).splitlines()]


def _printed(renderable: Any) -> list[str]:
    console = _console()
    console.print(renderable)
    return [line.rstrip() for line in console.export_text(styles=False).splitlines()]


def play_words(game_def: GamePackage[Any], rules: Any, playthrough: dict[str, Any], lang: str,
               locales: Any = None) -> str:
    """Every word of the recorded game ``playthrough`` (a playthrough file's data) in ``lang``."""
    return "\n".join(_lines(game_def, rules, playthrough, lang, locales)) + "\n"


def _lines(game_def: GamePackage[Any], rules: Any, data: dict[str, Any], lang: str, locales: Any) -> Iterator[str]:
    words = Messages(game_def.text, rules, lang, locales)
    screens = game_def.screens
    game = Game.new(game_def, rules, data["players"], data["seed"])
    yield f"# {data.get('name', 'game')} · {lang} · {data['players']} players, seed {data['seed']}, " \
          f"bots {', '.join(data.get('bots', ()))}"
    yield f"# the words of play, regenerated on purpose with `{REGENERATE}`: read the diff"
    shown = 0
    acts_shown: set[Any] = set()
    last_status: dict[int, list[str]] = {}
    after = screens.standings_after if screens is not None else frozenset()
    for n, key in enumerate([*data["decisions"], None], 1):
        for entry, args in game.log[shown:]:
            yield words.log(entry, args)
            if entry in after and screens is not None:
                yield from _drawn(screens.standings, game, None, words)
        shown = len(game.log)
        if key is None:
            break
        seat, decision = game.current_player, game.decision
        assert seat is not None and decision is not None, f"decision {n}: the game asks nothing"
        yield ""
        yield f"== {n} · {words.player(seat)} =="
        act = getattr(game.state, "act", None)
        if screens is not None and act not in acts_shown:  # the whole table once an act, as its first player sees it
            acts_shown.add(act)
            yield from _drawn(screens.table, game, seat, words)
            yield ""
        if screens is not None:  # the status line, when it says something new to this player
            status = _printed(screens.status(game, seat, words))
            if last_status.get(seat) != status:
                last_status[seat] = status
                yield from status
        # the question as the terminal asks it (term-question: "玩家 1：…", full-width in Chinese)
        yield words.r.m("term-question", seat=words.player(seat), prompt=words.render(decision.prompt))
        for i, option in enumerate(decision.options, 1):
            mark = "*" if option.id == key else " "
            yield f" {mark}{i:>2}. {words.render(option.label)}   [{option.id}]"
        game.apply(key)
    if screens is not None:
        yield ""
        yield "== the end =="
        yield from _drawn(screens.table, game, None, words)
        yield ""
        yield from _drawn(screens.scores, game, words)


def first_difference(expected: str, actual: str, context: int = 3) -> str | None:
    """None when the texts are the same; else where they first differ, with the lines around it."""
    old, new = expected.splitlines(), actual.splitlines()
    for i, (a, b) in enumerate(zip(old, new, strict=False)):
        if a != b:
            start = max(0, i - context)
            before = "\n".join(f"    {line}" for line in old[start:i])
            return (f"line {i + 1} differs:\n{before}\n  - {a}\n  + {b}" if before else
                    f"line {i + 1} differs:\n  - {a}\n  + {b}")
    if len(old) != len(new):
        longer, which = (old, "the golden file") if len(old) > len(new) else (new, "the words now")
        return f"{which} goes on after line {min(len(old), len(new))}: {longer[min(len(old), len(new))]!r}"
    return None
