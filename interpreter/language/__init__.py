"""The effect language: grammar, AST, parser and checker."""

from __future__ import annotations
