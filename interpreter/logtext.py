"""The game log in words: each entry is (message key, raw arguments), rendered per language."""

from __future__ import annotations

from typing import Any

from .text.ui import render_log, render_msg


def player_name(seat: int, lang: str = "en") -> str:
    from .engine.msg import msg

    return render_msg(msg("player", number=seat + 1), lang)


def render(key: str, args: dict[str, Any], lang: str = "en") -> str:
    return render_log(key, args, lang)
