"""Speakeasy's colours: the four family colours of the box, and the mob's dark grey for what no player owns.

The terminal keeps magenta for the fourth seat: a terminal's own amber (yellow) is unreadable on a
light background.
"""

from __future__ import annotations

from ...harness.palette import Palette

PALETTE = Palette(
    seats=("#c0392b", "#2e6db4", "#2f8f4e", "#c98a12"),  # red, blue, green, amber
    terminal=("bold red", "bold blue", "bold green", "bold magenta"),
    nobody="#3b3b3b",  # the mob
    ink="#2a2118",
    paper="#fbf6ea",
)
