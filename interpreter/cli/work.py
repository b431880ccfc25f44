"""The work of `speakeasy check` and `speakeasy text`, without the command-line framework.

typer checks its options with pydantic, which costs more than a check of rules whose locale files are
unchanged (interpreter/text/ftlfacts.py). So the work of these two commands is here, free of typer:
the typer commands (rules.py, text.py) call it, and ``quick.answer`` calls it for the command lines it
reads itself. Both ways compute, keep and print the same result.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import InterpreterError
from ..text.languages import PSEUDO

if TYPE_CHECKING:
    from ..harness.package import GamePackage, GameWords


def memo_key(command: str, game: str | None, rules: Path | None, locales: Path | None, variants: list[str] | None,
             *more: str) -> str:
    """What a command's result depends on besides the contents of its files: the game asked for, the
    folders and variants given (as given, and where from), and the command's own options."""
    def where(path: Path | None) -> str | None:
        return None if path is None else str(resolved(path))

    return json.dumps([command, game, where(rules), where(locales), variants or [], os.getcwd(), *more])


def load_game(name: str | None = None) -> GamePackage[Any]:
    """A game by name (harness/package.py), imported when a command needs one: `check` on a cached result does not."""
    from ..harness.package import load_game as load

    return load(name)


def load_words(name: str | None = None) -> GameWords:
    """What `check` and `text` need of a game by name: its schema and text, without its engine."""
    from ..harness.package import load_words as load

    return load(name)


def resolved(path: Path) -> Path:
    """``path`` with its links followed; a loop of symbolic links is an error naming it (not exit 70)."""
    try:
        return path.resolve()
    except (RuntimeError, OSError) as err:
        why = "a loop of symbolic links" if "loop" in str(err).lower() else str(err)
        raise InterpreterError(f"{path}: cannot be followed ({why})") from None


def rules_folder(game: GamePackage[Any] | GameWords, path: Path | None) -> Path:
    """The rules folder a command reads: ``--rules``, or the game's shipped rules."""
    if path is not None:
        resolved(path)
        return path
    if game.schema.shipped is None:
        raise InterpreterError(f"the game '{game.name}' ships no rules: give --rules")
    return game.schema.shipped


def locales_folder(game: GamePackage[Any] | GameWords, path: Path | None, langs: Sequence[str] = ("en",)) -> Path:
    """The game's locale folder a command reads: ``--locales``, or the game's shipped one. Every command
    that takes ``--locales`` calls it before any work starts: a folder that is not there, or lacks a
    language the command needs, is an error then, not raw message ids (or silence) later."""
    folder = path if path is not None else game.text.locales
    resolved(folder)
    if not folder.is_dir():
        raise InterpreterError(f"{folder}: locales folder not found")
    for lang in langs:
        made = PSEUDO.get(lang) if not (folder / lang).is_dir() else None  # generated from its source (text/pseudo.py)
        if not any((folder / (made or lang)).glob("*.ftl")):
            raise InterpreterError(f"{folder / (made or lang)}: no locale files (*.ftl) for {made or lang}")
    return folder


def memo_inputs(game: GamePackage[Any] | GameWords, rules: Path | None, locales: Path | None, variants: list[str] | None) -> Any:
    """The files a command's result is computed from, read now: the rules folder (its variants with it),
    the game's locale folder and any variant given as a file (the package's own files are the cache's code)."""
    from ..cache import Snapshot

    paths = [rules_folder(game, rules), locales_folder(game, locales)]
    paths += [Path(v) for v in variants or [] if Path(v).is_file()]
    return Snapshot(paths)


def check(name: str | None, rules: Path | None, locales: Path | None, variants: list[str] | None) -> dict[str, Any]:
    """Check the rules and the locales: the report as plain data, kept in the cache for the next run, with
    the text of every component (check rendered it all) kept for `text`."""
    from ..cache import Store
    from ..loading.loader import check_rules
    from ..text.check import check_locales

    game = load_words(name)
    inputs = memo_inputs(game, rules, locales, variants)
    report = check_rules(game.schema, rules_folder(game, rules), variants or [])
    loaded: dict[str, Any] = {}
    rendered: dict[str, Any] = {}
    report.diagnostics += check_locales(game.text, report.rules, locales_folder(game, locales), loaded=loaded,
                                        rendered=rendered)
    from ..harness.lessons import lesson_files, problems

    # a lesson's narration, in every language; its order in its own game is played where scenarios are
    # (`speakeasy scenario run rules/lessons`, D-342): `check` loads no engine, the designer's loop stays quick
    for lesson in lesson_files(rules_folder(game, rules)):
        report.diagnostics += problems(lesson, locales_folder(game, locales))
    value = {"ok": report.ok, "components": report.components, "reconstructed": report.reconstructed,
             "errors": [d.as_json() for d in report.diagnostics], "rendered": [d.render() for d in report.diagnostics]}
    Store("check").put(memo_key("check", name, rules, locales, variants), value, inputs)
    if report.ok and report.rules is not None:
        for lang, loc in loaded.items():
            got = rendered.get(lang) or game.text.texts(report.rules, lang, locales_folder(game, locales), loc=loc)
            texts = [{"id": t.id, "plain": t.plain()} for t in got]
            Store("text").put(memo_key("text", name, rules, locales, variants, lang), texts, inputs)
    return value


def texts(name: str | None, rules: Path | None, locales: Path | None, variants: list[str] | None,
          lang: str) -> list[dict[str, Any]]:
    """The text of every component in one language, kept in the cache for the next run."""
    from ..cache import Store

    game = load_words(name)
    inputs = memo_inputs(game, rules, locales, variants)
    ruleset = game.load_rules(rules_folder(game, rules), variants or [])
    folder = locales_folder(game, locales, [lang])
    out = [{"id": t.id, "plain": t.plain()} for t in game.text.texts(ruleset, lang, folder)]
    Store("text").put(memo_key("text", name, rules, locales, variants, lang), out, inputs)
    return out
