"""Speakeasy (Vital Lacerda, Eagle-Gryphon 2025) as a game package: everything of it that is Python.

The rules themselves are data (the shipped ``rules/`` folder, its words in ``locales/``); the
modules here are its vocabulary, the models of its rules files, its state and setup, the flow of
a game, its verbs, what its effects read, what a seat may see, its outcome and invariants, its
text, its greedy bot and its scenario paths. ``GAME`` (game.py) hands them to the core.

Both names are made when first asked for (PEP 562): ``WORDS`` (the rules' schema and the text,
all that `speakeasy check` and `speakeasy text` need) imports neither the verbs, the flow, the bots
nor the terminal, which cost a check after an edit a fifth of its time.
"""

from __future__ import annotations

from typing import Any

__all__ = ["GAME", "WORDS"]


def __getattr__(name: str) -> Any:
    made: Any
    if name == "GAME":
        from . import game

        made = game.GAME
    elif name == "WORDS":
        from ...harness.package import GameWords
        from .schema import SCHEMA
        from .text import TEXT

        made = GameWords(name="speakeasy", schema=SCHEMA, text=TEXT)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = made  # asked once: the module's own attribute from then on
    return made
