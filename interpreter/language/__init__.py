"""The effect language: grammar, typed AST, parser, vocabulary shapes, checker, binder, unparser. It knows
no game: a game's words come as a ``Vocabulary``."""

from __future__ import annotations
