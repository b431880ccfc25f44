"""Rule text and messages generated from the AST, localized with Project Fluent; languages are data (render.STYLES)."""

from __future__ import annotations
