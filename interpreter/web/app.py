"""The studio's web app: its pages and the JSON the pages ask for (Starlette, served by uvicorn).

Every route is guarded (guard.py): the launch token opens everything, a seat's key only its game.
The work — checking, rendering, playing — is the harness's and the text layer's, run in a thread
so one long comparison or bot turn never holds the others up. A reply is JSON; a request the
studio refuses is answered ``{"error": words}`` with status 400 (never a traceback), and a game that
cannot be opened any more with 410, saying why. The routes of games are play.py's, reading a request requests.py's.
"""

from __future__ import annotations

import html
import shutil
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from ..errors import InterpreterError, RulesError
from ..harness.package import GamePackage
from .comparing import MAX_GAMES, Comparisons, estimate
from .editor import EditorSession, said, said_diagnostic
from .guard import ASGIApp, Guard, Limits, Refused, host_names
from .lessons import shipped_lesson
from .pinning import pin_routes
from .play import Play
from .requests import Bad, Gone, accepted_language, asked_language, lang_of
from .requests import int_field as _int
from .requests import json_body as _json
from .requests import str_field as _str
from .saving import Saver
from .store import Store
from .tables import Tables
from .words import Refusal, bot_names, language_names, languages, outcome_words, page_words

STATIC = Path(__file__).resolve().parent / "static"


@dataclass
class Studio:
    """What one `speakeasy serve` holds: the game, its rules and folders, the editor, the games."""

    game: GamePackage[Any]
    rules_dir: Path
    variants: list[str]
    variant_dir: Path
    token: str
    work: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="speakeasy-studio-")))
    store: Path | None = None  # the database of its games (default: in the user's state folder, store.py)
    limits: Limits = field(default_factory=Limits)
    host: str = "127.0.0.1"  # the address it listens on: a name requests may give besides the loopback ones
    allow: tuple[str, ...] = ()  # other names requests may give (`--allow-host`: how other machines reach it)

    def __post_init__(self) -> None:
        self.editor = EditorSession(self.game, self.rules_dir, self.variants, self.work)
        self.saver = Saver(self.editor, self.variant_dir, self.game.schema.shipped)
        self.comparisons = Comparisons()
        self.kept = Store(self.store)
        self.tables = Tables(self.game, self.editor.rules, self.kept, self.rules_dir)
        self.languages = languages(self.game.text)

    def reload(self) -> None:
        """After the rules files changed (the editor wrote into them): read them again. New games are played
        on them; the games in progress play on with the rules they started with (kept with them)."""
        self.editor = EditorSession(self.game, self.rules_dir, self.variants, self.work)
        self.saver = Saver(self.editor, self.variant_dir, self.game.schema.shipped)
        self.tables.rules = self.editor.rules

    def close(self) -> None:
        self.comparisons.stop()
        self.kept.close()
        shutil.rmtree(self.work, ignore_errors=True)


Handler = Callable[[Request], Awaitable[Response]]


def create_app(studio: Studio) -> ASGIApp:
    def host(fn: Handler) -> Handler:
        async def guarded(request: Request) -> Response:
            if request.state.access != "host":
                return JSONResponse({"error": "this needs the studio's own address"}, status_code=403)
            return await fn(request)
        return guarded

    def refusals(fn: Handler) -> Handler:
        async def answered(request: Request) -> Response:
            try:
                return await fn(request)
            except RulesError as err:
                lang = _lang(studio, request)  # the editor's diagnostics in the reader's language (issue 28)
                return JSONResponse({"error": Refusal("web-refused-rules-do-not-check").say(lang),
                                     "errors": [said_diagnostic(d, lang) for d in err.diagnostics]},
                                    status_code=400)
            except Gone as err:  # a game that cannot be opened any more: what became of it
                return JSONResponse({"error": err.refusal.say(_lang(studio, request))}, status_code=410)
            except Refusal as err:  # the editor's, a save's, a table's: in the reader's language
                return JSONResponse({"error": err.say(_lang(studio, request))}, status_code=400)
            except (Bad, Refused, InterpreterError) as err:  # a malformed request, a bad save file: as they are
                return JSONResponse({"error": str(err)}, status_code=400)
        return answered

    def route(path: str, fn: Handler, methods: list[str] | None = None, only_host: bool = True) -> Route:
        return Route(path, refusals(host(fn) if only_host else fn), methods=methods or ["GET"])

    play = Play(studio)  # the games' routes (play.py)

    # ------------------------------------------------------------ pages and words
    def page(name: str, first: Callable[[Request, str], Awaitable[str]] | None = None,
             chosen: Callable[[Request], Awaitable[str | None]] | None = None) -> Handler:
        async def serve_page(request: Request) -> Response:
            token = request.query_params.get("token", "")
            text = (STATIC / name).read_text(encoding="utf-8").replace("__TOKEN__", html.escape(quote(token, safe="")))
            # the page's language (common.js): the one its address or its seat chose, else the reader's own choice
            # on this studio (the browser's storage), else the first of the browser's languages the studio speaks
            said = await chosen(request) if chosen is not None else asked_language(studio.languages, request)
            accepted = accepted_language(studio.languages, request.headers.get("accept-language", ""))
            lang = said or accepted or studio.languages[0]
            text = text.replace("<html lang=\"en\">", f'<html lang="{lang}" data-chosen="{said or ""}" '
                                                     f'data-accepted="{accepted or ""}">', 1)
            if first is not None:
                text = text.replace("__FIRST__", await first(request, lang))
            return HTMLResponse(text)
        return serve_page

    async def words(request: Request) -> Response:
        lang = _lang(studio, request)
        text = studio.game.text
        return JSONResponse({"lang": lang, "languages": studio.languages, "names": language_names(text),
                             "words": {**page_words(text, lang), **outcome_words(studio.game, lang)},
                             "game": studio.game.name, "palette": studio.game.palette.as_json(),
                             "bots": bot_names(text, lang, studio.game.bot_makers())})

    async def about(request: Request) -> Response:
        return JSONResponse({"game": studio.game.name, "rules": str(studio.rules_dir), "variants": studio.variants,
                             "variant_dir": str(studio.variant_dir), "players": list(studio.game.players),
                             "bots": list(studio.game.bot_makers()), "tables": studio.tables.listing(),
                             # the quick comparison's default: the strong bot (random bots say nothing of balance)
                             "quick_bot": studio.game.strong_bot or "random",
                             "lesson": shipped_lesson(studio.rules_dir, studio.game.schema.shipped) is not None})

    # ------------------------------------------------------------ the editor
    async def index(request: Request) -> Response:
        return JSONResponse(await run_in_threadpool(studio.editor.index))

    async def language(request: Request) -> Response:
        return JSONResponse(studio.editor.language())

    async def component(request: Request) -> Response:
        opened = await run_in_threadpool(studio.editor.component, request.query_params.get("id", ""))
        return JSONResponse({**opened, "errors": said(opened["errors"], _lang(studio, request))})

    async def check(request: Request) -> Response:
        body = await _json(request, studio.limits.json_depth)
        checked = await run_in_threadpool(studio.editor.check, _str(body, "id"), _str(body, "source"))
        shown = {**checked.as_json(), "errors": said(checked.errors, _lang(studio, request))}
        return JSONResponse(shown, headers={"server-timing": f"check;dur={checked.ms:.1f}"})

    async def complete(request: Request) -> Response:  # what may be typed at the cursor (interpreter/analysis)
        body = await _json(request)
        found = await run_in_threadpool(studio.editor.complete, _str(body, "id"), _str(body, "source"),
                                        _int(body, "line", 1, 10**6), _int(body, "column", 1, 10**6))
        return JSONResponse({"offers": [o.as_json() for o in found]})

    async def revert(request: Request) -> Response:
        body = await _json(request, studio.limits.json_depth)
        await run_in_threadpool(studio.editor.revert, _str(body, "id"))
        return JSONResponse({"ok": True})

    async def check_all(request: Request) -> Response:
        lang = _lang(studio, request)

        def run() -> list[dict[str, Any]]:
            draft = studio.saver.draft_file()
            variants: list[str | Path] = [*studio.variants, *([draft] if draft is not None else [])]
            diags = studio.editor.check_all(variants)
            return [said_diagnostic(d, lang) for d in diags]
        errors = await run_in_threadpool(run)
        return JSONResponse({"ok": not errors, "errors": errors})

    async def save(request: Request) -> Response:
        body = await _json(request, studio.limits.json_depth)
        saved = await run_in_threadpool(studio.saver.save, _str(body, "name"), _str(body, "description"),
                                        bool(body.get("overwrite")))
        return JSONResponse(saved.as_json())

    async def into_rules(request: Request) -> Response:
        body = await _json(request, studio.limits.json_depth)
        if body.get("confirm") is not True:
            raise Bad("writing into the rules files needs a confirmation")
        saved = await run_in_threadpool(studio.saver.into_rules)
        if saved.ok:
            await run_in_threadpool(studio.reload)
        return JSONResponse(saved.as_json())

    async def compare_start(request: Request) -> Response:
        body = await _json(request, studio.limits.json_depth)
        counts = studio.game.players
        players, games, seed = (_int(body, "players", min(counts), max(counts)), _int(body, "games", 2, MAX_GAMES),
                                _int(body, "seed", 0, 10**9))
        if players not in counts:
            raise Bad(f"'players' is one of {', '.join(map(str, counts))}")
        bots = _str(body, "bots")
        if bots not in studio.game.bot_makers():
            raise Bad(f"bots are one of: {', '.join(studio.game.bot_makers())}")

        def start() -> dict[str, Any]:
            draft = studio.saver.draft_file()
            if draft is None:
                raise Bad("nothing is edited: change a component first")
            base = studio.editor.rules
            variant = studio.game.load_rules(studio.rules_dir, [*studio.variants, draft])
            job = studio.comparisons.start(studio.game, base, variant, studio.rules_dir, players, games, seed,
                                           [bots] * players, "the edits")
            return job.as_json()
        return JSONResponse(await run_in_threadpool(start))

    async def compare_estimate(request: Request) -> Response:
        body = await _json(request, studio.limits.json_depth)
        counts = studio.game.players
        players, games = _int(body, "players", min(counts), max(counts)), _int(body, "games", 2, MAX_GAMES)
        bots = _str(body, "bots")
        if players not in counts:
            raise Bad(f"'players' is one of {', '.join(map(str, counts))}")
        if bots not in studio.game.bot_makers():
            raise Bad(f"bots are one of: {', '.join(studio.game.bot_makers())}")
        return JSONResponse(await run_in_threadpool(estimate, studio.game, studio.editor.rules, players, [bots] * players,
                                                    games))

    async def compare_status(request: Request) -> Response:
        job = studio.comparisons.get(request.path_params["job"])
        if job is None:
            raise Bad("no such comparison")
        return JSONResponse(job.as_json())

    async def compare_cancel(request: Request) -> Response:
        job = studio.comparisons.get(request.path_params["job"])
        if job is not None:
            job.cancel.set()
        return JSONResponse({"ok": True})

    routes = [
        Route("/", page("index.html")), Route("/editor", page("editor.html")),
        Route("/play/{table}", page("board.html", play.first_state, play.chosen_language)),
        Mount("/static", app=StaticFiles(directory=STATIC), name="static"),
        route("/api/words", words, only_host=False), route("/api/studio", about),
        route("/api/editor/index", index), route("/api/editor/component", component),
        route("/api/editor/language", language),
        route("/api/editor/check", check, ["POST"]), route("/api/editor/revert", revert, ["POST"]),
        route("/api/editor/complete", complete, ["POST"]),
        route("/api/editor/check-all", check_all, ["POST"]), route("/api/editor/save", save, ["POST"]),
        route("/api/editor/into-rules", into_rules, ["POST"]), route("/api/editor/compare", compare_start, ["POST"]),
        route("/api/editor/compare/estimate", compare_estimate, ["POST"]),
        route("/api/editor/compare/{job}", compare_status), route("/api/editor/compare/{job}/cancel", compare_cancel, ["POST"]),
        *play.routes(route),
        # the editor's pins (pinning.py): read and written as the CLI writes them
        *pin_routes(studio, route, lambda request: _lang(studio, request),
                    lambda request: _json(request, studio.limits.json_depth)),
    ]
    app = Starlette(routes=routes)

    def seat_key(key: str) -> str | None:
        found = studio.kept.game_of(key)
        return found[0] if found is not None else None

    # who is refused before a page is open is told why in every language the studio speaks (it cannot know theirs)
    def every_language(refusal: Refusal) -> str:
        return "\n".join(dict.fromkeys(refusal.say(lang) for lang in studio.languages))

    def dropped(key: str) -> str | None:
        refusal = studio.tables.dropped(key)
        return every_language(refusal) if refusal is not None else None

    hosts = host_names(studio.host, studio.allow)
    shown = ", ".join(sorted(hosts))
    limits = studio.limits
    return Guard(app, studio.token, seat_key, limits.max_body, every_language(Refusal("web-needs-token")), hosts,
                 lambda named: every_language(Refusal("web-refused-host", host=named, hosts=shown)), dropped,
                 limits.header_seconds)


def _lang(studio: Studio, request: Request) -> str:
    return lang_of(studio.languages, request)
