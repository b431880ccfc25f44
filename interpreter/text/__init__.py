"""Rule text generated from the AST, localized with Project Fluent."""

from __future__ import annotations
