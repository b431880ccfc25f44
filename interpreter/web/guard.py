"""Who may ask the studio what, and how much: the launch token, seat keys, body limits, folders.

As Jupyter does, each launch makes a secret token and prints the URL that carries it; every
request must show it (the `token` query parameter or the `X-Studio-Token` header), so another
page open in the same browser, or another user of the machine, cannot drive the studio. A seat of
a game has a key of its own: a player given a seat's link reaches that seat's view and options,
nothing else — not the editor, not another seat, not a save (which holds the seed, and so every
hidden card). A request must name the studio by one of its own host names (127.0.0.1, localhost,
[::1], the `--host` it listens on), so a page that rebinds a name of its own to this machine is
refused before its token is even looked at. Bodies are limited before they are read, in size and
in time; files are only ever opened inside the folders the studio was started with.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from dataclasses import dataclass
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


LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "[::1]")


@dataclass(frozen=True)
class Limits:
    """How much one request may ask of the studio, and for how long (docs/limits.md); tests make the times short."""

    max_body: int = 1_000_000  # bytes of a request: a component's text, a save file (a long game's is some 30 kB)
    json_depth: int = 20  # nesting of a JSON body (the studio's own are two or three deep)
    header_seconds: float = 10.0  # for a request's line and headers to arrive, and then for its body
    poll_seconds: float = 20.0  # a seat's page waits this long for the table to move before asking again
    polls_per_key: int = 4  # long-polls one key may hold open at once (a page holds one)


def host_names(host: str, extra: Iterable[str] = ()) -> frozenset[str]:
    """The names a request may give in its Host header: the loopback ones, the address listened on (unless
    it is every address, 0.0.0.0 or ::) and any the user allows, each as a Host header writes it."""
    names = set(LOOPBACK_HOSTS)
    for name in (host, *extra):
        if name and name not in ("0.0.0.0", "::"):
            names.add(f"[{name}]" if ":" in name and not name.startswith("[") else name)
    return frozenset(n.lower() for n in names)


def _host_of(header: str) -> str:
    """The name in a Host header, without its port (``[::1]:8765`` -> ``[::1]``)."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[:header.find("]") + 1] if "]" in header else header
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


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
    """ASGI middleware: a request naming another host is refused (421); one without the launch token or a
    seat's key is refused (403), or told what became of its game when the key once opened one (410); a
    body over ``max_body`` bytes is refused (413), one that does not arrive in time too (408), before the
    app sees it; every answer carries the security headers.

    The access found is left in ``scope["state"]["access"]``: ``"host"`` (the launch token) or
    ``("seat", key)`` (a seat's key: only that seat's game pages and static files)."""

    def __init__(self, app: ASGIApp, token: str, is_seat_key: Callable[[str], str | None], max_body: int,
                 needs_token: str = "This studio needs its token: open the address `speakeasy serve` printed.",
                 hosts: frozenset[str] = frozenset(LOOPBACK_HOSTS),
                 wrong_host: Callable[[str], str] = lambda host: f"This studio does not answer at '{host}'.",
                 gone: Callable[[str], str | None] = lambda key: None, body_seconds: float = 10.0) -> None:
        self.app = app
        self.token = token
        self.is_seat_key = is_seat_key  # key -> the game id it belongs to, or None
        self.max_body = max_body
        self.needs_token = needs_token
        self.hosts = hosts  # the names a Host header may give (host_names)
        self.wrong_host = wrong_host  # the words for a request that names another host
        self.gone = gone  # a key that opens nothing now -> what became of its game, if it once opened one
        self.body_seconds = body_seconds

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        named = _header(scope, "host")
        if named is None or _host_of(named) not in self.hosts:
            if scope["type"] == "websocket":
                await send({"type": "websocket.close", "code": 1008})
            else:
                await _answer(send, 421, self.wrong_host(named or ""))
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
            said = self.gone(given) if given else None
            await _answer(send, 410 if said is not None else 403, said if said is not None else self.needs_token)
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
            deadline = asyncio.get_running_loop().time() + self.body_seconds
            while True:
                try:
                    message = await asyncio.wait_for(receive(), max(0.0, deadline - asyncio.get_running_loop().time()))
                except TimeoutError:
                    await _answer(send, 408, f"The request did not arrive within {self.body_seconds:g} seconds.")
                    return
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
