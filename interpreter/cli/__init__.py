"""The `speakeasy` command line: the app and its shared options (common.py) and one module per group of commands.

A command answers fast when it imports only what it needs: ``main`` reads which command is asked for and
imports that command's module alone (its heavy imports wait inside the command), so `speakeasy check`
never loads the simulator or the terminal. Importing ``app`` from here registers every command (the
tests and `--help` need them all).
"""

from __future__ import annotations

import os
import sys
from importlib import import_module
from typing import Any

# Each command (and group) and the module that defines it; tests/test_cli.py checks this against the app.
COMMANDS = {"check": "rules", "schema": "rules", "fmt": "rules", "text": "text", "book": "text",
            "play": "games", "learn": "learn", "simulate": "games", "replay": "games", "scenario": "scenarios",
            "compare": "compare", "impact": "compare", "soak": "soak", "sweep": "sweep", "bench": "bench", "serve": "serve",
            "lsp": "lsp", "locales": "locales", "pin": "pins"}
MODULES = tuple(dict.fromkeys(COMMANDS.values()))

__all__ = ["COMMANDS", "app", "main"]


def register(names: tuple[str, ...] = MODULES) -> Any:
    """Import the modules of these commands (importing one registers its commands); the app."""
    for name in names:
        import_module(f"{__name__}.{name}")
    return import_module(f"{__name__}.common").app


def _asked(argv: list[str]) -> str | None:
    """The command a command line asks for: the first word that is not an option (`--game X` takes a value)."""
    skip = False
    for word in argv:
        if skip:
            skip = False
        elif word == "--game":
            skip = True
        elif not word.startswith("-"):
            return word
    return None


def main() -> None:
    """Entry point: `check` or `text ID` is answered before typer loads — from the cache, or by doing the work
    when a file changed (quick.py); otherwise only the asked command's module is imported; domain errors become messages,
    never tracebacks."""
    from .quick import answer

    try:
        code = answer(sys.argv[1:])
    except BrokenPipeError:  # `speakeasy check --json | head`: the reader is gone, nothing to say
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
    except KeyboardInterrupt:  # as the full command says it (common.main)
        sys.stderr.write("interrupted\n")
        sys.exit(130)
    except Exception:  # a cache entry that cannot be shown, an error of the work: the full command answers (and says it)
        code = None
    if code is not None:
        sys.exit(code)
    module = COMMANDS.get(_asked(sys.argv[1:]) or "")
    register((module,) if module else MODULES)
    import_module(f"{__name__}.common").main()


def __getattr__(name: str) -> Any:
    if name == "app":
        return register()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
