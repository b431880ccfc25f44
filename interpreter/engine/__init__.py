"""The generic game engine: state, decisions and the interpreter of the effect language."""

from __future__ import annotations
