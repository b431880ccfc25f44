"""Who may ask the studio what, and how much: the launch token, seat keys, body limits, folders.

As Jupyter does, each launch makes a secret token and prints the URL that carries it; every
request must show it (the `token` query parameter or the `X-Studio-Token` header), so another
page open in the same browser, or another user of the machine, cannot drive the studio. A seat of
a game has a key of its own: a player given a seat's link reaches that seat's view and options,
nothing else — not the editor, not another seat, not a save (which holds the seed, and so every
hidden card). Bodies are limited before they are read; files are only ever opened inside the
folders the studio was started with.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable, MutableMapping
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

HEADER = "x-studio-token"
SEAT_HEADER = "x-studio-seat"
# What the studio's pages may load: only themselves (no third-party script, style or font, ever); styles
# inline because SVG boards carry their colours in style attributes; reports shown in sandboxed frames.
POLICY = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
          "frame-src 'self' about:; frame-ancestors 'self'; base-uri 'none'; form-action 'self'")


def new_token() -> str:
    return secrets.token_urlsafe(24)


def same(a: str | None, b: str) -> bool:
    return a is not None and secrets.compare_digest(a.encode(), b.encode())


class Refused(ValueError):
    """A path that would leave its folder, or a name that is no plain file name."""


def inside(folder: Path, name: str) -> Path:
    """``folder/name``, refused unless it stays inside ``folder`` once every link and `..` is resolved."""
    if not name or "\0" in name or Path(name).is_absolute():
        raise Refused(f"'{name}' is not a file name inside {folder}")
    base = folder.resolve()
    target = (base / name).resolve()
    if target != base and base not in target.parents:
        raise Refused(f"'{name}' is outside {folder}")
    return target


def _query_token(scope: Scope, key: str) -> str | None:
    values = parse_qs(scope.get("query_string", b"").decode("latin-1")).get(key)
    return values[0] if values else None


def _header(scope: Scope, name: str) -> str | None:
    want = name.encode()
    for key, value in scope.get("headers", []):
        if key.lower() == want:
            return str(value.decode("latin-1"))
    return None


class Guard:
    """ASGI middleware: a request without the launch token or a seat's key is refused (403); a body over
    ``max_body`` bytes is refused (413) before the app sees it; every answer carries the security headers.

    The access found is left in ``scope["state"]["access"]``: ``"host"`` (the launch token) or
    ``("seat", key)`` (a seat's key: only that seat's game pages and static files)."""

    def __init__(self, app: ASGIApp, token: str, is_seat_key: Callable[[str], str | None], max_body: int,
                 needs_token: str = "This studio needs its token: open the address `speakeasy serve` printed.") -> None:
        self.app = app
        self.token = token
        self.is_seat_key = is_seat_key  # key -> the game id it belongs to, or None
        self.max_body = max_body
        self.needs_token = needs_token

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        given = _header(scope, HEADER) or _query_token(scope, "token")
        access: Any = None
        if same(given, self.token):
            access = "host"
        elif given:
            game = self.is_seat_key(given)
            if game is not None and _seat_may(scope["path"], game):
                access = ("seat", given)
        if access is None and scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
            return
        if access is None:
            await _answer(send, 403, self.needs_token)
            return
        scope.setdefault("state", {})["access"] = access
        length = _header(scope, "content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_body):
            await _answer(send, 413, f"The request is too large (at most {self.max_body} bytes).")
            return
        if scope["type"] == "http":
            # the body is read here, up to the limit, before the app sees a byte of it (bodies are small:
            # a component's text, a save file), so an over-long one is refused however it is sent
            body = b""
            while True:
                message = await receive()
                if message["type"] == "http.disconnect":
                    return
                body += message.get("body", b"")
                if len(body) > self.max_body:
                    await _answer(send, 413, f"The request is too large (at most {self.max_body} bytes).")
                    return
                if not message.get("more_body", False):
                    break
            given_back = False
            original = receive

            async def replay() -> Message:
                nonlocal given_back
                if not given_back:
                    given_back = True
                    return {"type": "http.request", "body": body, "more_body": False}
                return await original()  # then, as the app waits: the client's disconnect

            receive = replay

        async def headed(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers += [(b"content-security-policy", POLICY.encode()), (b"referrer-policy", b"no-referrer"),
                            (b"x-content-type-options", b"nosniff"), (b"cache-control", b"no-store")]
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, headed)


def _seat_may(path: str, game: str) -> bool:
    """What a seat's key opens: its game's page and API, the page's words and the static files."""
    return (path == f"/play/{game}" or path.startswith(f"/api/play/{game}/") or path.startswith("/static/")
            or path == "/api/words")


async def _answer(send: Send, status: int, text: str) -> None:
    body = text.encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"), (b"content-length", str(len(body)).encode()),
                            (b"content-security-policy", POLICY.encode()), (b"referrer-policy", b"no-referrer")]})
    await send({"type": "http.response.body", "body": body})
