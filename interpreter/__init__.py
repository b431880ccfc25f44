"""speakeasy-rules: a rules-as-data interpreter for the board game Speakeasy."""

from __future__ import annotations

__version__ = "0.1.0"
