"""The editor's pins (issue 28 item 1): a component's pinned text in each language beside its generated text, and
a pin written or removed from the page.

What the page reads (``GET /api/editor/pins?id=…``), per language of the studio: the generated text (what runs,
in words), the pinned text if any, its state — ``none``, ``valid`` (used), ``stale`` (its effect changed since:
both texts stand side by side), ``refused`` (its numbers, amounts or names are not the effect's: each reason at
its place in the pins file) or ``unknown`` (no such component) — its reviewer's mark, whether the English it
was translated from changed since, and whether the editor's unsaved edit of the component would make it stale.

What the page writes (``POST /api/editor/pin``) goes through text/pinwrite.py, the one place `speakeasy pin`
writes too: what `check` would refuse is refused, with its problems said in the reader's language
(text/diagnostics.py) at their place; the file is written atomically and keeps its mode. Pins are of the rules
as shipped (D-221): they are judged and written against the rules files without the studio's variants, the
game's locale folder beside them. Both routes are the studio's own (the launch token; guard.py's origin and
size checks), never a seat's.
"""

from __future__ import annotations

import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from ..text.fingerprint import effect_fingerprint
from ..text.pins import Verdict, english_of, judge, pins_file, read_pins
from ..text.pinwrite import PinError, PinRefused, lines_of, write
from .editor import said_diagnostic
from .words import Refusal

__all__ = ["PinDesk", "pin_routes"]
MAX_PIN_TEXT = 4000  # characters a page may send as a pin's text (a pin is at most 2000: pins.MAX_PIN_CHARS)

# what a refusal of text/pinwrite.py is called in web.ftl
_REFUSALS = {"unknown-component": "web-refused-unknown-component", "no-pin": "web-pin-refused-no-pin",
             "empty": "web-pin-refused-empty", "reviewer": "web-pin-refused-reviewer",
             "too-large": "web-pin-refused-too-large", "file": "web-pin-refused-file"}


class PinDesk:
    """The pins of one studio's game: read for the page, written for it one at a time."""

    def __init__(self, studio: Any) -> None:
        self.studio = studio  # web/app.py's Studio: its editor is replaced when the rules files are reloaded
        self.lock = threading.Lock()  # a write reads the file, changes it and writes it back: one at a time

    @property
    def folder(self) -> Path:
        return Path(self.studio.game.text.locales)

    def _shown(self, path: Path) -> str:
        try:
            return str(path.relative_to(self.folder.parent))
        except ValueError:
            return str(path)

    def view(self, comp_id: str, reader: str) -> dict[str, Any]:
        """The component's pins in every language of the studio, for a reader of ``reader``."""
        editor = self.studio.editor
        entry = editor.entry(comp_id)  # an unknown one is refused in the reader's words
        kit = self.studio.game.text
        if entry.section not in kit.kinds:  # a component without rule text has nothing to pin
            return {"id": comp_id, "pinnable": False, "languages": []}
        rules = editor.pristine
        draft = editor.edited().get(comp_id)
        edited = effect_fingerprint(draft.model) if draft is not None and draft.model is not None else None
        english = next((t for t in kit.texts(rules, "en", self.folder, pinned=False) if t.id == comp_id), None)
        out = []
        for lang in editor.languages:
            generated = kit.texts(rules, lang, self.folder, pinned=False)
            mine = next(t for t in generated if t.id == comp_id)
            path = pins_file(self.folder, lang)
            pins, problems = read_pins(path)
            pin = next((p for p in pins if p.component == comp_id), None)
            row: dict[str, Any] = {"lang": lang, "generated": list(mine.lines), "file": self._shown(path),
                                   "pinned": None, "state": "none",
                                   "file_problems": [said_diagnostic(d, reader) for d in problems]}
            if pin is not None:
                verdict: Verdict = judge([pin], generated, rules, kit.kinds)[0]
                state = "unknown" if verdict.generated is None else "stale" if verdict.stale else \
                    "refused" if not verdict.ok else "valid"
                row |= {"pinned": list(pin.lines), "state": state, "line": pin.line,
                        "reviewer": pin.reviewer, "reviewed": pin.reviewed,
                        "english_changed": lang != "en" and english is not None and pin.english != english_of(english),
                        "draft_stales": edited is not None and edited != pin.effect,
                        "problems": [said_diagnostic(d, reader) for d in verdict.problems]}
            out.append(row)
        return {"id": comp_id, "pinnable": True, "languages": out,
                "english": list(english.lines) if english is not None else []}

    def write(self, comp_id: str, lang: str, text: str, reviewer: str | None, remove: bool) -> dict[str, Any]:
        """Pin (or remove) one language's text of a component, as `speakeasy pin` does."""
        editor = self.studio.editor
        editor.entry(comp_id)
        if lang not in editor.languages:
            raise Refusal("web-pin-refused-language", lang=lang)
        if len(text) > MAX_PIN_TEXT:
            raise Refusal("web-refused-too-long", length=len(text), limit=MAX_PIN_TEXT)
        with self.lock:
            done = write(self.studio.game.text, editor.pristine, self.folder, comp_id, lang, lines_of([text]),
                         reviewer.strip() or None if reviewer is not None else None, remove)
        return {"ok": True, "removed": done.removed, "path": self._shown(done.path)}


Handler = Callable[[Request], Awaitable[Response]]


def pin_routes(studio: Any, route: Callable[..., Any], lang_of: Callable[[Request], str],
               body_of: Callable[[Request], Awaitable[dict[str, Any]]]) -> list[Any]:
    """The two routes of the editor's pins, made with the app's own ``route`` (its guard and refusals), reading
    the reader's language and a request's JSON as every route of the app does."""
    desk = PinDesk(studio)

    async def pins(request: Request) -> Response:
        return JSONResponse(await run_in_threadpool(desk.view, request.query_params.get("id", ""), lang_of(request)))

    async def pin(request: Request) -> Response:
        body = await body_of(request)
        reader = lang_of(request)
        comp, lang, text, reviewer = (body.get(k) for k in ("id", "lang", "text", "reviewer"))
        remove = body.get("remove", False)
        if not (isinstance(comp, str) and isinstance(lang, str) and isinstance(text, str)
                and (reviewer is None or isinstance(reviewer, str)) and isinstance(remove, bool)):
            raise Refusal("web-pin-refused-request")
        try:
            done = await run_in_threadpool(desk.write, comp, lang, text, reviewer, remove)
        except PinRefused as e:  # what `check` would say of it, in the reader's words, at its place
            return JSONResponse({"error": Refusal("web-pin-refused", count=len(e.problems)).say(reader),
                                 "errors": [{**said_diagnostic(d, reader), "in_text": e.in_text(d)} for d in e.problems]},
                                status_code=400)
        except PinError as e:
            raise Refusal(_REFUSALS[e.kind], **e.args_) from None
        return JSONResponse(done)

    return [route("/api/editor/pins", pins), route("/api/editor/pin", pin, ["POST"])]
