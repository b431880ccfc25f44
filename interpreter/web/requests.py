"""Reading a studio request: its JSON body (bounded in depth before it is parsed), its fields and query
numbers, the reader's language; and the two refusals a route raises (answered by app.py's ``refusals``)."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from starlette.requests import Request

from ..text.languages import PSEUDO
from .words import Refusal

_WHOLE = re.compile(r"-?[0-9]{1,18}")  # a whole number a query may give (`after`, `log`)
_NOT_BRACKETS = re.compile(rb'"(?:[^"\\]|\\.)*"|[^\[\]{}"]+')  # strings and everything but brackets


class Bad(Exception):
    """A request the studio refuses: status 400 and the reason."""


class Gone(Exception):
    """A game the studio keeps but cannot open (status 410), with its reason."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(str(refusal))
        self.refusal = refusal


def too_deep(raw: bytes, most: int) -> bool:
    """Whether a JSON text nests its arrays and objects deeper than ``most``, counted without parsing it
    (brackets inside strings do not count), so such a body is refused before a parser recurses into it."""
    depth = 0
    for c in _NOT_BRACKETS.sub(b"", raw):
        if c in b"[{":
            depth += 1
            if depth > most:
                return True
        elif c in b"]}":
            depth -= 1
    return False


async def json_body(request: Request, depth: int = 20) -> dict[str, Any]:
    raw = await request.body()
    if too_deep(raw, depth):
        raise Bad(f"the request nests deeper than {depth} levels")
    try:
        body = json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise Bad("the request is not JSON") from None
    if not isinstance(body, dict):
        raise Bad("the request is a JSON object")
    return body


def query_int(query: Any, key: str, low: int) -> int | None:
    """A whole number from the query (None when it is not given); anything else is refused."""
    text = query.get(key)
    if text is None:
        return None
    if not _WHOLE.fullmatch(text) or int(text) < low:
        raise Bad(f"'{key}' is a whole number from {low}")
    return int(text)


def str_field(body: dict[str, Any], key: str) -> str:
    value = body.get(key)
    if not isinstance(value, str):
        raise Bad(f"'{key}' is a text")
    return value


def int_field(body: dict[str, Any], key: str, low: int, high: int) -> int:
    value = body.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise Bad(f"'{key}' is a whole number from {low} to {high}")
    return value


def known_language(languages: Sequence[str], lang: str) -> bool:
    # a pseudo-locale (en-XA) is not in the menu, but a page asked for it shows it (text/pseudo.py)
    return lang in languages or (lang in PSEUDO and PSEUDO[lang] in languages)


def asked_language(languages: Sequence[str], request: Request) -> str | None:
    """The language a request's address names (``lang``), if the studio speaks it."""
    lang = request.query_params.get("lang", "")
    return lang if known_language(languages, lang) else None


def lang_of(languages: Sequence[str], request: Request) -> str:
    return asked_language(languages, request) or languages[0]


MAX_ACCEPTED = 32  # entries of an Accept-Language header read (a longer one is read that far)
_RANGE = re.compile(r"\s*([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*([01](?:\.[0-9]{0,3})?))?\s*")
# Chinese a browser may ask for by region: the script its readers read (Taiwan, Hong Kong and Macau: traditional)
_CHINESE = {"tw": "zh-Hant", "hk": "zh-Hant", "mo": "zh-Hant", "hant": "zh-Hant",
            "cn": "zh-Hans", "sg": "zh-Hans", "my": "zh-Hans", "hans": "zh-Hans"}


def accepted_language(languages: Sequence[str], header: str) -> str | None:
    """The installed language an Accept-Language header prefers (RFC 9110 12.5.4: by q, then in order), or None
    when it names none of them. A range matches a language exactly or by its first subtag (``en-GB`` reads
    ``en``); a Chinese range by its script or region (``zh-TW`` reads zh-Hant, ``zh``/``zh-CN`` zh-Hans)."""
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")[:MAX_ACCEPTED]):
        found = _RANGE.fullmatch(part)
        if found is None:
            continue
        q = float(found.group(2)) if found.group(2) is not None else 1.0
        if q > 0:
            ranked.append((-q, i, found.group(1).lower()))
    by_name = {lang.lower(): lang for lang in languages}
    for _, _, wanted in sorted(ranked):
        tags = wanted.split("-")
        if wanted in by_name:
            return by_name[wanted]
        if tags[0] == "zh":
            script = next((_CHINESE[t] for t in tags[1:] if t in _CHINESE), "zh-Hans")
            if script in languages:
                return script
        elif tags[0] in by_name:
            return by_name[tags[0]]
    return None
