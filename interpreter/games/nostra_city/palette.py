"""Nostra City's seat colours: the box's five (003 §components: 黑、白、红、黄、蓝 — black, white, red,
yellow, blue), in that order. White and yellow stand on the paper outlined in ink (harness/palette.py);
every two seats stay apart for colour-blind players (the contract tests check it). The terminal keeps
its own styles (a white seat in bright white, black as bright black, readable on a dark terminal)."""

from __future__ import annotations

from ...harness.palette import Palette

PALETTE = Palette(("#1a1a1a", "#ffffff", "#d62718", "#f2c200", "#1f5fbf"),
                  terminal=("bold bright_black", "bold white", "bold red", "bold yellow", "bold blue"),
                  nobody="#8c8c8c", ink="#1a1a1a", paper="#f7f3e8")
