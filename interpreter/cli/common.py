"""The `speakeasy` command line (typer + rich): the app, its shared options, the entry point.

typer gives subcommands, `--help` and exit code 2 for usage errors for free; rich prints tables.
Every command takes `--rules` and `--locales` so a designer can work on a copy of the shipped
folders; `--game` (before the command) chooses the game when more than one is installed. The
commands live in the other modules of this package, one per group.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer
from typer._click.exceptions import ClickException  # typer's own click, vendored (typer.BadParameter's base)
from typer.core import TyperGroup

from ..errors import InterpreterError
from ..files import FileError
from ..harness.backend import Backend
from ..sanitize import console, visible
from .work import load_game as load_game  # the commands' work without typer (quick.py runs it too)
from .work import locales_folder as locales_folder
from .work import memo_inputs as memo_inputs
from .work import rules_folder as rules_folder

if TYPE_CHECKING:
    from ..harness.package import GamePackage


def _shown(e: ClickException) -> ClickException:
    """A usage error whose message is made visible when it is printed. typer prints it in a box on a console
    of its own (rich_utils.rich_format_error), not through ours, and the message may hold what was typed on
    the command line (`No such option: --x<U+202E>`, a bad `--bots`): every way it is shown (typer's box,
    click's plain `show`) reads ``format_message``, so that is the one place it is escaped (issue 23)."""
    said = e.format_message
    if getattr(said, "visible", False):
        return e
    def safe() -> str:
        return visible(said())
    safe.visible = True  # type: ignore[attr-defined]
    e.format_message = safe  # type: ignore[method-assign]
    return e


class _Group(TyperGroup):
    """Domain errors (bad rules, saves, decisions, a file that cannot be read or written) become one
    message and exit 1, never a traceback; a usage error, the top command's or a subcommand's, is printed
    with nothing in it that acts on the terminal (``_shown``)."""

    def make_context(self, info_name: str | None, args: list[str], parent: Any = None, **extra: Any) -> Any:
        try:
            return super().make_context(info_name, args, parent, **extra)
        except ClickException as e:
            raise _shown(e) from None

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except (InterpreterError, FileError) as e:
            err.print(f"error: {e}", markup=False)
            raise typer.Exit(1) from None
        except ClickException as e:  # a subcommand's: its options are parsed here, and its own BadParameter
            raise _shown(e) from None


app = typer.Typer(
    cls=_Group,
    name="speakeasy",
    help="A board game as data: check the rules, read their text, play, simulate, compare variants.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
_CHOSEN: dict[str, str | None] = {"game": None}
# the game a program's own name starts (a game's console script runs this command line: package.game_of_program)
_PROGRAM: dict[str, str | None] = {"game": None}


@app.callback()
def _options(
    game: Annotated[Optional[str], typer.Option("--game", help="the game: its name, or a module holding GAME "
                                                "(default: Speakeasy, or the game the command is named after)")] = None,
) -> None:
    _CHOSEN["game"] = game or _PROGRAM["game"]


def chosen_game() -> GamePackage[Any]:
    """The game the command works on: `--game`, else the game the program is named after, else the default."""
    return load_game(_CHOSEN["game"])


PlayersOpt = Annotated[Optional[int], typer.Option("--players", "-p", help="players per game (default: the game's own "
                                                   "count; the game says which counts it may have)")]


def players_of(game: GamePackage[Any], players: int | None, option: str = "--players") -> int:
    """The player count a command plays: the one asked for if the game can have it (else a usage error
    naming the game's counts), or the game's own default."""
    if players is None:
        return game.players_default
    try:
        return game.check_players(players)
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint=option) from None


def chosen_game_name() -> str | None:
    """The game `--game` names (None: the only one installed)."""
    return _CHOSEN["game"]
# every word the program prints goes through these (interpreter/sanitize.py: no emoji codes, markup only where
# a call asks for it, no character that acts on the terminal)
# The seeds a command accepts: what a save can hold (harness/saves.SEED_RANGE, a signed 64-bit
# number), so a game is never played that its autosave would refuse (issue 23).
SEED_MIN = -(2**63)
SEED_MAX = 2**63 - 1


def seed_option(help: str) -> Any:
    """`--seed`, refused past what a save holds (typer's usage error, exit 2)."""
    return typer.Option("--seed", min=SEED_MIN, max=SEED_MAX, help=help)


def seed_span(seed: int, count: int, later: int = 0) -> range:
    """The seeds S..S+K-1 of a command that plays K games from ``--seed`` S, refused (typer's usage error,
    exit 2) when the last of them — or of the ``later`` games played after them, as sweep's --target
    plays — is past what a save holds: `--seed` alone checks only S, and game K's autosave would be
    refused after it was played (issue 23)."""
    last = seed + count + later - 1
    if last > SEED_MAX:
        raise typer.BadParameter(
            f"{count + later:,} games from seed {seed} would play seed {last}, past the seeds a save holds "
            f"({SEED_MIN}..{SEED_MAX}): use --seed {SEED_MAX - count - later + 1} or less", param_hint="--seed")
    return range(seed, seed + count)

out = console(soft_wrap=True)
err = console(stderr=True, soft_wrap=True)

RulesOpt = Annotated[Optional[Path], typer.Option("--rules", help="rules folder (default: the shipped rules)", file_okay=False)]
VariantOpt = Annotated[
    Optional[list[str]],
    typer.Option("--variant", help="apply a variant overlay: a name from rules/variants/ or a file; repeat to compose"),
]
LocalesOpt = Annotated[
    Optional[Path], typer.Option("--locales", help="locales folder (default: the shipped locales)", file_okay=False)
]


BackendOpt = Annotated[str, typer.Option("--backend", help="where the games are played: local (a process pool on this "
                                          "machine) or ray (a Ray cluster; needs pip install -e '.[cluster]')")]
AddressOpt = Annotated[Optional[str], typer.Option("--address", help="with --backend ray: a running Ray cluster to join "
                                                   "(HOST:PORT, or auto); it is trusted, as results come back as Python "
                                                   "objects. Default: a local instance on 127.0.0.1 for the run")]


def backend_of(kind: str, address: str | None, workers: int | None) -> Backend:
    """The backend a command plays on, checked before any game (a usage error; no Ray installed: an error naming
    the command that installs it)."""
    from ..harness.backend import ray_module

    try:
        chosen = Backend(kind, workers, address)
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--address" if "address" in str(e) else "--backend") from None
    if chosen.kind == "ray":
        ray_module()
    return chosen


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
    from .work import memo_key as key

    return key(command, _CHOSEN["game"], rules, locales, variants, *more)


def main() -> None:
    """Entry point: domain errors become messages, never tracebacks."""
    from ..harness.package import game_of_program

    _PROGRAM["game"] = game_of_program(sys.argv[0]) if sys.argv else None
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

