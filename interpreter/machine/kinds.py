"""The kinds of decision: what a question is about (a bot's, a scenario's and a test's way to tell).

Apart from the values (values.py) so that it stays plain Python when the engine is compiled: a
compiled module would take an enum class as final, and a game written in plain Python subclasses ``Kind``.
"""

from __future__ import annotations

from enum import StrEnum


class Kind(StrEnum):
    """Base of the kinds of decision (a game subclasses it with its own). A kind compares, hashes and
    prints as its value, the plain string (``Ask.build == "build"``), so it can key a table of strings."""

    # the string's own hash, as a slot: no Python call per look-up (a search hashes kinds ~100,000 times a game)
    __hash__ = str.__hash__


class Control(Kind):
    """The decisions of the effect language itself."""

    may = "may"
    choose = "choose"
    repeat = "repeat"
    player = "player"  # `as a player:`: which player
    order = "trigger_order"  # several triggers of one player on one event: which first
