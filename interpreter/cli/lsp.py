"""`speakeasy lsp`: the language server, on standard input and output (interpreter/lsp, docs/editors.md)."""

from __future__ import annotations

import logging
import os
import sys

from .common import LocalesOpt, app, chosen_game_name, err


@app.command()
def lsp(locales: LocalesOpt = None) -> None:
    """Serve the Language Server Protocol on stdin/stdout for the rules and variant files (VS Code, Neovim…)."""
    try:
        from ..lsp.server import make_server
    except ImportError as e:
        err.print(f"error: the language server needs the lsp extra: pip install 'speakeasy-rules[lsp]' ({e})", markup=False)
        raise SystemExit(1) from None
    from .work import load_words, locales_folder

    game = load_words(chosen_game_name())
    folder = locales_folder(game, locales) if locales is not None else None
    server = make_server(game, folder)
    level = logging.DEBUG if os.environ.get("SPEAKEASY_LSP_DEBUG") else logging.WARNING  # the protocol, message by message
    logging.basicConfig(stream=sys.stderr, level=level, format="speakeasy lsp: %(levelname)s %(message)s")
    protocol_out = sys.stdout.buffer
    sys.stdout = sys.stderr  # nothing else may write to the protocol's stream (a stray print would break it)
    server.start_io(sys.stdin.buffer, protocol_out)
