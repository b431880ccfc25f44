"""The games: one package each (``speakeasy``), found by name (interpreter/harness/package.py).
Nothing in the core imports this package."""

from __future__ import annotations
