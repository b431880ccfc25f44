"""The studio's routes of games: starting one (or a lesson), loading a save, a seat's state (long-polled)
and its moves, a game's save file. A seat is found from its key (guard.py let the request in with it, or the
host's page names it); the table's work runs in a thread."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING
from urllib.parse import quote

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from .lessons import shipped_lesson, start_lesson
from .requests import Bad, Gone, asked_language, int_field, json_body, lang_of, query_int, str_field
from .tables import Table, in_page
from .words import Refusal

if TYPE_CHECKING:
    from .app import Studio

Handler = Callable[[Request], Awaitable[Response]]
RouteOf = Callable[..., Route]  # app.py's `route`: a path, its handler, its methods, whether only the host may ask


class Play:
    """The handlers of games, for one studio."""

    def __init__(self, studio: Studio) -> None:
        self.studio = studio
        self.waiting: dict[str, int] = {}  # long-polls held open, by key

    def lang(self, request: Request) -> str:
        return lang_of(self.studio.languages, request)

    def routes(self, route: RouteOf) -> list[Route]:
        return [
            route("/api/games", self.new_game, ["POST"]), route("/api/games", self.games),
            route("/api/games/load", self.load_game, ["POST"]),
            route("/api/lessons", self.new_lesson, ["POST"]),
            route("/api/play/{table}/state", self.state, only_host=False),
            route("/api/play/{table}/choose", self.choose, ["POST"], only_host=False),
            route("/api/play/{table}/language", self.choose_language, ["POST"], only_host=False),
            route("/api/play/{table}/save", self.save_game),
        ]

    @staticmethod
    def links(table: Table) -> dict[str, str]:
        return {str(seat): f"/play/{table.id}?token={quote(key, safe='')}" for key, seat in table.keys.items()}

    async def first_state(self, request: Request, lang: str) -> str:
        """A seat's table as it stands, sent with its page in the page's language (drawn before the page asks for
        anything: no blank board); nothing when the page has no seat at the table (the page then says why)."""
        try:
            table, seat = await run_in_threadpool(self.seat_of, request)
        except (Bad, Gone):
            return ""
        return in_page({**await run_in_threadpool(table.state, seat, lang), "lang": lang})

    async def chosen_language(self, request: Request) -> str | None:
        """The language a seat's page opens in when its address names none: the one chosen for the seat (by the
        host when the game was started, or by its player on the board since), kept with the game (D-341)."""
        asked = asked_language(self.studio.languages, request)
        if asked is not None:
            return asked
        try:
            table, seat = await run_in_threadpool(self.seat_of, request)
        except (Bad, Gone):
            return None
        return await run_in_threadpool(self.studio.kept.language_of, table.key_of(seat))

    async def choose_language(self, request: Request) -> Response:
        """A seat's player chose the board's language: its link opens in it from now on, in any browser."""
        table, seat = await run_in_threadpool(self.seat_of, request)
        body = await json_body(request, self.studio.limits.json_depth)
        lang = str_field(body, "lang")
        if lang not in self.studio.languages:
            raise Bad(f"'lang' is one of {', '.join(self.studio.languages)}")
        await run_in_threadpool(self.studio.kept.choose_language, table.key_of(seat), lang)
        return JSONResponse({"ok": True})

    async def new_game(self, request: Request) -> Response:
        studio = self.studio
        body = await json_body(request, studio.limits.json_depth)
        players = int_field(body, "players", 1, 16)
        seats = body.get("seats")
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            raise Bad("'seats' is a list: one of human or a bot per player")
        hints = body.get("hints", False)
        if not isinstance(hints, bool):
            raise Bad("'hints' is true or false")
        langs = body.get("langs", [])  # a language for each seat the host chose one for (null: the reader's browser's)
        if not isinstance(langs, list) or len(langs) > len(seats) or \
                not all(lang is None or lang in studio.languages for lang in langs):
            raise Bad(f"'langs' is a list: for each seat, one of {', '.join(studio.languages)} or null")
        table = await run_in_threadpool(studio.tables.new, players, seats, int_field(body, "seed", 0, 10**9), hints,
                                        {seat: lang for seat, lang in enumerate(langs) if lang is not None})
        return JSONResponse({"table": table.id, "links": self.links(table)})

    async def new_lesson(self, request: Request) -> Response:  # "Learn to play": the shipped lesson, you against the bot
        studio = self.studio
        path = shipped_lesson(studio.rules_dir, studio.game.schema.shipped)
        if path is None:
            raise Bad(f"the game '{studio.game.name}' ships no lesson")
        table = await run_in_threadpool(start_lesson, studio.tables, path)
        return JSONResponse({"table": table.id, "links": self.links(table)})

    async def load_game(self, request: Request) -> Response:
        text = (await request.body()).decode("utf-8", errors="replace")
        table = await run_in_threadpool(self.studio.tables.load, text, None)
        return JSONResponse({"table": table.id, "links": self.links(table)})

    async def games(self, request: Request) -> Response:
        return JSONResponse(self.studio.tables.listing())

    def seat_of(self, request: Request) -> tuple[Table, int]:
        tables = self.studio.tables
        access = request.state.access
        # the host's own page names its seat in its address (`seat`), its requests in a header
        key = access[1] if isinstance(access, tuple) else (request.headers.get("x-studio-seat")
                                                           or request.query_params.get("seat", ""))
        found = tables.by_key(key) if key else None  # (it may be read back from the store: in a thread)
        if found is None and key:
            why = tables.unopenable(key)
            if why is not None:
                raise Gone(why)
        if found is None or found[0].id != request.path_params["table"]:
            raise Bad("this page has no seat at this table")
        return found

    async def state(self, request: Request) -> Response:
        limits, waiting = self.studio.limits, self.waiting
        table, seat = await run_in_threadpool(self.seat_of, request)
        q = request.query_params
        after, log_from = query_int(q, "after", -1), query_int(q, "log", 0)
        if after is not None:  # wait for the table to move (another player, a bot) before answering
            key = table.key_of(seat)
            if waiting.get(key, 0) >= limits.polls_per_key:
                return JSONResponse({"error": Refusal("web-refused-polls", most=limits.polls_per_key).say(
                    self.lang(request))}, status_code=429)
            waiting[key] = waiting.get(key, 0) + 1
            try:
                loop = asyncio.get_running_loop()
                deadline = loop.time() + limits.poll_seconds
                while table.version <= after and loop.time() < deadline and not await request.is_disconnected():
                    await asyncio.sleep(0.1)
            finally:
                waiting[key] -= 1
                if not waiting[key]:
                    del waiting[key]
        return JSONResponse(await run_in_threadpool(table.state, seat, self.lang(request), log_from or 0))

    async def choose(self, request: Request) -> Response:
        table, seat = await run_in_threadpool(self.seat_of, request)
        body = await json_body(request, self.studio.limits.json_depth)
        version = body.get("version")
        await run_in_threadpool(table.choose, seat, str_field(body, "option"), version if isinstance(version, int) else None)
        log_from = int_field(body, "log", 0, 10**9) if "log" in body else 0
        return JSONResponse(await run_in_threadpool(table.state, seat, self.lang(request), log_from))

    async def save_game(self, request: Request) -> Response:
        table = await run_in_threadpool(self.studio.tables.get, request.path_params["table"])
        if table is None:
            raise Bad("no such game")
        text = await run_in_threadpool(table.save_text)
        return Response(text, media_type="application/json", headers={
            "content-disposition": f'attachment; filename="{self.studio.game.name}-{table.id}.json"'})



