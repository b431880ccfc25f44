"""`speakeasy serve`: the studio in a browser — the editor of the rules and a board to play on."""

from __future__ import annotations

import errno
import socket
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
    try:
        uvicorn.Server(config(studio)).run(sockets=[sock])
    finally:
        studio.close()


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
