"""Nostra City (Rakoto and Gigaudaut, Hazgaard 2009) as a game package: everything of it that is Python.

The rules themselves are data (``rules/``, every value citing seed 003 by section or marked
reconstructed; docs/nostra-city-decisions.md), their words in ``locales/``. The modules: its vocabulary,
the models of its rules files (models.py, rules.py, schema.py, crosscheck.py), its state and setup, the
flow of a game (flow.py and one module per phase: business, meeting, influence, social, final), the
effect language's verbs (verbs.py), what its effects read (quantities.py, table.py), what a seat may see
(views.py), its outcome and invariants, its text, its greedy bot, its terminal screens and scenario
paths. ``GAME`` (game.py) hands them to the core.

Both names are made when first asked for (PEP 562): ``WORDS`` (the rules' schema and the text, all that
`speakeasy check` and `speakeasy text` need) imports neither the flow, the bots nor the terminal.
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

        made = GameWords(name="nostra_city", schema=SCHEMA, text=TEXT)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = made  # asked once: the module's own attribute from then on
    return made
