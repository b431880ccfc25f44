"""The `speakeasy` command line (typer + rich): the app, its shared options, the entry point.

typer gives subcommands, `--help` and exit code 2 for usage errors for free; rich prints tables.
Every command takes `--rules` and `--locales` so a designer can work on a copy of the shipped
folders; `--game` (before the command) chooses the game when more than one is installed. The
commands live in the other modules of this package, one per group.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer
from rich.console import Console
from typer.core import TyperGroup

from ..errors import InterpreterError
from ..files import FileError

if TYPE_CHECKING:
    from ..harness.package import GamePackage


def load_game(name: str | None = None) -> GamePackage[Any]:
    """A game by name (harness/package.py), imported when a command needs one: `check` on a cached result does not."""
    from ..harness.package import load_game as load

    return load(name)


class _Group(TyperGroup):
    """Domain errors (bad rules, saves, decisions, a file that cannot be read or written) become one
    message and exit 1, never a traceback."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except (InterpreterError, FileError) as e:
            err.print(f"error: {e}", markup=False)
            raise typer.Exit(1) from None


app = typer.Typer(
    cls=_Group,
    name="speakeasy",
    help="A board game as data: check the rules, read their text, play, simulate, compare variants.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
_CHOSEN: dict[str, str | None] = {"game": None}


@app.callback()
def _options(
    game: Annotated[Optional[str], typer.Option("--game", help="the game (default: the one installed)")] = None,
) -> None:
    _CHOSEN["game"] = game


def chosen_game() -> GamePackage[Any]:
    """The game the command works on: `--game`, or the only one installed."""
    return load_game(_CHOSEN["game"])
out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

RulesOpt = Annotated[Optional[Path], typer.Option("--rules", help="rules folder (default: the shipped rules)", file_okay=False)]
VariantOpt = Annotated[
    Optional[list[str]],
    typer.Option("--variant", help="apply a variant overlay: a name from rules/variants/ or a file; repeat to compose"),
]
LocalesOpt = Annotated[
    Optional[Path], typer.Option("--locales", help="locales folder (default: the shipped locales)", file_okay=False)
]


def rules_folder(game: GamePackage[Any], path: Path | None) -> Path:
    """The rules folder a command reads: ``--rules``, or the game's shipped rules."""
    if path is not None:
        return path
    if game.schema.shipped is None:
        raise InterpreterError(f"the game '{game.name}' ships no rules: give --rules")
    return game.schema.shipped


def locales_folder(game: GamePackage[Any], path: Path | None, langs: Sequence[str] = ("en",)) -> Path:
    """The game's locale folder a command reads: ``--locales``, or the game's shipped one. Every command
    that takes ``--locales`` calls it before any work starts: a folder that is not there, or lacks a
    language the command needs, is an error then, not raw message ids (or silence) later."""
    folder = path if path is not None else game.text.locales
    if not folder.is_dir():
        raise InterpreterError(f"{folder}: locales folder not found")
    for lang in langs:
        if not any((folder / lang).glob("*.ftl")):
            raise InterpreterError(f"{folder / lang}: no locale files (*.ftl) for {lang}")
    return folder


def _nearest(path: Path) -> Path:
    """The nearest part of ``path`` that exists (the folder a new file or folder will be made in)."""
    for part in (path, *path.parents):
        if part.exists() or part.is_symlink():
            return part
    return Path(".")


def _creatable(path: Path, option: str) -> None:
    """The folder ``path`` goes in exists and can be written, or can be made where its nearest part is."""
    there = _nearest(path.parent)
    if not there.is_dir():
        raise typer.BadParameter(f"{there} is not a folder, so {path} cannot be made", param_hint=option)
    if not os.access(there, os.W_OK | os.X_OK):
        raise typer.BadParameter(f"cannot write in {there}", param_hint=option)


def output_file(path: Path, option: str) -> Path:
    """A file a command will write, checked before any work starts (exit 2): not a folder, not under a
    file, in a folder that can be written."""
    if "\0" in str(path):
        raise typer.BadParameter("a file name cannot hold a NUL", param_hint=option)
    if path.is_dir():
        raise typer.BadParameter(f"{path} is a folder: give a file name", param_hint=option)
    if path.exists() and not path.is_file():
        raise typer.BadParameter(f"{path} is not a regular file", param_hint=option)
    _creatable(path, option)
    return path


def output_folder(path: Path, option: str) -> Path:
    """A folder a command will write into, checked before any work starts (exit 2): not a file, not under
    a file, writable."""
    if "\0" in str(path):
        raise typer.BadParameter("a folder name cannot hold a NUL", param_hint=option)
    if path.exists() and not path.is_dir():
        raise typer.BadParameter(f"{path} is a file: give a folder", param_hint=option)
    _creatable(path if path.exists() else path / "x", option)
    return path


def load(game: GamePackage[Any], rules: Path | None, variants: list[str] | None = None) -> Any:
    return game.load_rules(rules_folder(game, rules), variants or [])


# ------------------------------------------------------------------ results kept between runs (interpreter/cache.py)
def memo_key(command: str, rules: Path | None, locales: Path | None, variants: list[str] | None, *more: str) -> str:
    """The cache key of a command's result (quick.py: the same key whichever way the command is read)."""
    from .quick import memo_key as key

    return key(command, _CHOSEN["game"], rules, locales, variants, *more)


def memo_inputs(game: GamePackage[Any], rules: Path | None, locales: Path | None, variants: list[str] | None) -> Any:
    """The files a command's result is computed from, read now: the rules folder (its variants with it),
    the game's locale folder and any variant given as a file (the package's own files are the cache's code)."""
    from ..cache import Snapshot

    paths = [rules_folder(game, rules), locales_folder(game, locales)]
    paths += [Path(v) for v in variants or [] if Path(v).is_file()]
    return Snapshot(paths)


def main() -> None:
    """Entry point: domain errors become messages, never tracebacks."""
    try:
        app()
    except (InterpreterError, FileError) as e:
        err.print(f"error: {e}", markup=False)
        sys.exit(1)
    except KeyboardInterrupt:
        err.print("interrupted")
        sys.exit(130)
    except Exception as e:  # a bug: say so briefly, keep the traceback behind a switch
        if os.environ.get("SPEAKEASY_DEBUG"):
            raise
        err.print(f"internal error: {type(e).__name__}: {e} (set SPEAKEASY_DEBUG=1 for details)", markup=False)
        sys.exit(70)

