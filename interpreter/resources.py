"""Where the shipped data folders live: the grammar, and each game's rules and locales.

In a source checkout or an editable install they are top-level folders next to
``interpreter/``; in a wheel they are packaged under ``interpreter/_data``.
"""

from __future__ import annotations

from pathlib import Path

_PKG = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    for candidate in (_PKG.parent / name, _PKG / "_data" / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"shipped folder {name!r} not found next to {_PKG}")


def grammar_path() -> Path:
    return data_dir("grammar") / "effects.lark"

