"""Rendering engine messages (prompts, options, log lines) in a language.

Argument names carry their type by convention, so one rule turns a raw value
into words: ``kind`` → a building or card kind, ``card``/``helper``/``tile``/
``objective``/``mobster``/``ship`` → a component's name, ``loc`` → a location,
``track`` → a track, ``borough`` → a borough, ``node`` → an effect's text,
``seat``/``other`` → a player; anything else is passed as it is.
"""

from __future__ import annotations

from typing import Any

from ..engine.msg import Msg
from ..resources import locales_dir
from .locale import locale
from .render import RENDERERS, Renderer

_STATE: dict[str, Any] = {"rules": None}
_RENDERERS: dict[tuple[str, str], Renderer] = {}


def use_rules(rules: Any) -> None:
    """Component names and effect texts come from these rules (the game being shown)."""
    _STATE["rules"] = rules


def renderer(lang: str = "en", folder: str | None = None) -> Renderer:
    key = (folder or str(locales_dir()), lang)
    if key not in _RENDERERS:
        loc = locale(key[0], lang)
        _RENDERERS[key] = RENDERERS.get(lang, Renderer)(loc)
    return _RENDERERS[key]


def _component_name(r: Renderer, comp_id: str) -> str:
    key = f"name-{comp_id}"
    if r.loc.has(key):
        return r.m(key)
    rules = _STATE["rules"]
    comp = rules.by_id.get(comp_id) if rules is not None else None
    for field in ("effect", "requirement"):
        node = getattr(comp, field, None)
        if node is not None:
            return r.effect(node) if field == "effect" else r.cond(node)
    return comp_id


def word(r: Renderer, name: str, value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, Msg):
        return r.m(value.key, **{k: word(r, k, v) for k, v in value.args.items()})
    if isinstance(value, bool):
        return "true" if value else "false"
    if name in ("kind", "what") and isinstance(value, str):
        return r.m(f"word-{value}", count=1)
    if name == "deck":
        return r.m(f"card-kind-{value}")
    if name in ("card", "helper", "tile", "objective", "mobster", "ship", "crate"):
        return _component_name(r, str(value))
    if name == "loc":
        return r.m(f"name-{value}")
    if name == "what" and value in ("ledger", "influence", "family_member"):
        return r.m(f"word-{value}", count=2)
    if name == "track":
        return r.m(f"level-{value}")
    if name == "borough":
        return r.m(f"place-{value}")
    if name == "node":
        return r.effect(value)
    if name in ("seat", "other"):
        return r.m("player", number=int(value) + 1)
    if name == "order":
        return r.join_and([r.m("player", number=int(s) + 1) for s in value])
    if name in ("districts", "police", "scores"):
        return ", ".join(str(x) for x in value)
    return value


def render_msg(m: Msg | str, lang: str = "en", folder: str | None = None) -> str:
    if not isinstance(m, Msg):
        return str(m)
    r = renderer(lang, folder)
    args = {k: word(r, k, v) for k, v in m.args.items()}
    return r.m(m.key, **args)


def render_log(key: str, args: dict[str, Any], lang: str = "en", folder: str | None = None) -> str:
    return render_msg(Msg(f"log-{key}", dict(args)), lang, folder)
