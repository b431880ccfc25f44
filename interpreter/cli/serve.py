"""`speakeasy serve`: the studio in a browser — the editor of the rules and a board to play on."""

from __future__ import annotations

import errno
import os
import socket
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import InterpreterError
from .common import RulesOpt, VariantOpt, app, chosen_game, err, out, rules_folder

LOOPBACK = ("127.0.0.1", "localhost", "::1")


@app.command()
def serve(
    rules: RulesOpt = None,
    variant: VariantOpt = None,
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="port to listen on (0: any free port)")] = 8765,
    host: Annotated[str, typer.Option("--host", help="address to listen on; other machines reach it only if you "
                                                     "give one of theirs, such as 0.0.0.0")] = "127.0.0.1",
    variant_dir: Annotated[Optional[Path], typer.Option("--variant-dir", file_okay=False,
                                                        help="where the editor saves variants (default: RULES/variants)")] = None,
    allow_host: Annotated[Optional[list[str]], typer.Option(
        "--allow-host", help="a name other machines reach the studio by (repeatable); requests naming any other host "
                             "than 127.0.0.1, localhost, [::1] and --host are refused")] = None,
    no_browser: Annotated[bool, typer.Option("--no-browser", help="only print the address: open no browser (one is "
                                                                  "opened when run in a terminal with a display)")] = False,
) -> None:
    """Start the studio in your browser: edit components and see their check and text in three languages,
    compare the edits with the base rules, and play on a drawn board against bots and friends."""
    import uvicorn

    from ..web.app import Studio
    from ..web.guard import new_token
    from ..web.server import config

    game = chosen_game()
    folder = rules_folder(game, rules)
    sock = _bind(host, port)
    try:
        studio = Studio(game, folder, list(variant or []), variant_dir or folder / "variants", new_token(), host=host,
                        allow=tuple(allow_host or ()))
    except BaseException:
        sock.close()
        raise
    shown_host = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    url = f"http://{shown_host if ':' not in shown_host else f'[{shown_host}]'}:{sock.getsockname()[1]}/?token={studio.token}"
    out.print(f"The {game.name.capitalize()} studio is running. Open this address in your browser "
              "(it carries this launch's token; keep it to yourself):", markup=False)
    out.print(f"    {url}", markup=False, soft_wrap=True)
    if host not in LOOPBACK:
        err.print(f"note: listening on {host}: anyone who can reach this machine and has the address can use the studio",
                  markup=False)
    if host in ("0.0.0.0", "::") and not allow_host:
        err.print("note: a request must name the studio as 127.0.0.1, localhost or [::1]; give each name other machines "
                  "reach it by with --allow-host NAME", markup=False)
    out.print("Press Ctrl+C to stop.", markup=False)
    if not no_browser and should_open_browser():
        _open_when_listening(url)
    try:
        uvicorn.Server(config(studio)).run(sockets=[sock])
    finally:
        studio.close()


def should_open_browser(env: Mapping[str, str] | None = None, tty: bool | None = None) -> bool:
    """Open a browser only for a person: the studio runs in a terminal (not a pipe, a test or CI) on a machine with
    a display (X11 or Wayland; a Mac or Windows always has one); never over SSH without a forwarded display."""
    env = os.environ if env is None else env
    tty = sys.stdin.isatty() and sys.stdout.isatty() if tty is None else tty
    if not tty or env.get("CI"):
        return False
    if sys.platform in ("darwin", "win32"):
        return True
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def _open_when_listening(url: str) -> None:
    """The browser, opened a moment after the server starts listening (the socket is bound already: the page
    waits for it), in the background, so a browser that fails to start changes nothing."""
    import threading
    import webbrowser

    def open_it() -> None:
        try:
            webbrowser.open(url, new=2)
        except Exception:  # no browser could be started: the address is printed above
            pass

    threading.Timer(0.5, open_it).start()


def _bind(host: str, port: int) -> socket.socket:
    """The listening socket, made here so that a port in use is one clear message, not a server's traceback."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # IPPROTO_TCP said out loud: asyncio turns Nagle's algorithm off only on sockets that say it, and with it on
    # every answer (headers, then body) waits some 40 ms for the browser's delayed acknowledgement
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as e:
        sock.close()
        if e.errno == errno.EADDRINUSE:
            raise InterpreterError(f"port {port} is in use: choose another with --port") from None
        raise InterpreterError(f"cannot listen on {host}:{port}: {e.strerror}") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock
