"""Loading a game's rules: YAML with positions, pydantic models with parsed effects, variant overlays,
every problem of every file as ``file:line:col``; the result is a ``RuleSet``."""

from __future__ import annotations
