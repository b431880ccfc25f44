"""Lessons: a scenario with narration (docs/lessons.md).

A lesson file is a scenario file (scenarios_format.py) whose steps may carry ``say`` (a message id shown
before the step), ``after`` (shown after the player's answer) and ``ask`` (the pending decision is the
player's), and whose top level names ``seats``, ``intro`` and ``outro``. The words are the game's locale
messages (``locales/<lang>/lesson.ftl``), so a designer writes a lesson for a variant without Python.
``problems`` checks that every message id a lesson names exists in every language, at its line:col;
``speakeasy scenario run`` runs it like any scenario (an ``ask`` takes the first option).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import Diagnostic
from ..text.languages import LANGUAGES
from ..text.locale import locale
from .scenarios_format import Loaded, ScenarioError, load

__all__ = ["lesson_files", "narration_keys", "problems"]


def lesson_files(rules: Path) -> list[Path]:
    """The lessons shipped with a rules folder: ``lessons/*.yaml``."""
    folder = rules / "lessons"
    return sorted(folder.glob("*.yaml")) if folder.is_dir() else []


def narration_keys(loaded: Loaded) -> list[tuple[tuple[Any, ...], str]]:
    """Every message id the lesson names, with its place in the file."""
    sc = loaded.scenario
    keys: list[tuple[tuple[Any, ...], str]] = [((name,), getattr(sc, name)) for name in ("intro", "outro") if getattr(sc, name)]
    for i, step in enumerate(sc.steps):
        keys += [(("steps", i, name), getattr(step, name)) for name in ("say", "after") if getattr(step, name)]
    return keys


def problems(path: Path, locales: Path, display: str | None = None) -> list[Diagnostic]:
    """A lesson's shape, and each narration id missing from a language, at its line:col."""
    try:
        loaded = load(path, display)
    except ScenarioError as err:
        return list(err.diagnostics)
    out = []
    for at, key in narration_keys(loaded):
        missing = [lang for lang in LANGUAGES if not locale(locales, lang).has(key)]
        if missing:
            out.append(loaded.src.diag(*loaded.src.locate(at), f"no message '{key}' in {', '.join(missing)} "
                                                                f"(locales/<lang>/lesson.ftl)"))
    return out
