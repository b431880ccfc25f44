"""The studio served by uvicorn, with the limits a server on a shared machine needs.

uvicorn closes a connection idle between requests (keep-alive) but waits forever for the first
request line and headers of a new one, so a few hundred connections that never finish their
headers would hold the studio's every socket without showing a token. ``Timed`` is uvicorn's own
HTTP/1.1 protocol with one more timer: from the moment a connection opens (or a response is
complete) its next request's headers must arrive within ``Limits.header_seconds``, or it is closed.
The body then has as long again (guard.py), and the long-poll its own bound (app.py).
"""

from __future__ import annotations

import asyncio
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from .app import Studio, create_app

MAX_CONNECTIONS = 200  # open at once; past it uvicorn answers 503 at once


def timed(seconds: float) -> type[asyncio.Protocol]:
    """uvicorn's h11 protocol, closing a connection whose request headers do not arrive within ``seconds``."""

    class Timed(H11Protocol):
        _head_timer: asyncio.TimerHandle | None = None
        _before: Any = None  # the request cycle before the one the timer waits for

        def connection_made(self, transport: Any) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._arm()

        def _arm(self) -> None:
            self._disarm()
            self._before = self.cycle
            self._head_timer = self.loop.call_later(seconds, self._too_slow)

        def _disarm(self) -> None:
            if self._head_timer is not None:
                self._head_timer.cancel()
                self._head_timer = None

        def _too_slow(self) -> None:
            self._head_timer = None
            if not self.transport.is_closing():
                self.transport.close()

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            if self._head_timer is not None and self.cycle is not self._before:  # its headers are in
                self._disarm()

        def on_response_complete(self) -> None:
            if not self.transport.is_closing():
                self._arm()  # the next request on this connection has as long for its headers
            super().on_response_complete()
            if self.cycle is not self._before and self.cycle is not None and not self.cycle.response_complete:
                self._disarm()  # a pipelined request was waiting, headers and all

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

    return Timed


def config(studio: Studio) -> uvicorn.Config:
    """How `speakeasy serve` (and the tests) run a studio."""
    return uvicorn.Config(create_app(studio), log_level="warning", access_log=False, lifespan="off",
                          http=timed(studio.limits.header_seconds), limit_concurrency=MAX_CONNECTIONS,
                          timeout_keep_alive=5)
