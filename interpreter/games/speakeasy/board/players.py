"""The players' boards: each player's public business board (money in front, infamy, tracks, the
buildings still to open, cards, helpers, tiles, crates, associate), and the seat's own hand and safe
— which only that seat's view holds, so only that seat's page ever draws them."""

from __future__ import annotations

from typing import Any

from . import svg as S
from .chips import chip
from .scene import Scene
from .table import KIND_COLOUR

W = 480
TRACKS = ("strength", "vip", "party", "still", "fleet")


def board(sc: Scene, p: dict[str, Any]) -> str:
    seat = int(p["seat"])
    mine = seat == sc.seat
    colour = S.seat_colour(seat)
    name = sc.player(seat) + (f" · {sc.m('board-you')}" if mine else "")
    infamy = sum(int(v) for v in p.get("levels", {}).values())
    parts = [S.rect(0, 0, W, 318, fill=S.PAPER), S.rect(0, 0, W, 32, fill=colour),
             S.text(12, 21, name, 14, weight="bold", fill="#fff"),
             S.text(W - 12, 21, sc.m("board-infamy-value", infamy=infamy), 13, "end", "bold", fill="#fff")]
    safe = f"${p['safe']}" if "safe" in p else sc.m("board-hidden")
    vip_cap = _track_value(sc, "vip", int(p["levels"].get("vip", 1)))
    stats = [("board-cash", f"${p['cash']}"), ("board-safe", safe), ("board-goons", str(p["goons"])),
             ("board-vip-room", f"{p['vip']}/{vip_cap}"), ("board-ledgers", str(p["ledgers"])),
             ("board-leverage", str(p["influence_tokens"])), ("board-capos", str(p["capos"])),
             ("board-hand", str(len(p["hand"])) if "hand" in p else str(p.get("hand_size", 0)))]
    for i, (key, value) in enumerate(stats):
        x, y = 10 + (i % 4) * 117, 42 + (i // 4) * 34
        where = sc.at("vip") if key == "board-vip-room" and mine else {}
        parts += [S.rect(x, y, 110, 28, rx=5, fill="#fffaf0", stroke="#cbbb9c", **where),
                  S.text(x + 7, y + 18, sc.m(key), 10.5, fill=S.MUTED, pointer_events="none"),
                  S.text(x + 103, y + 19, value, 13, "end", "bold", pointer_events="none")]
    parts += tracks(sc, p, mine, 10, 118)
    parts += buildings(sc, p, mine, 250, 118)
    chips = holdings(sc, p, mine, 10, 236)
    height = 236 + 12 + 18 * max(1, (len(chips) - 1 + 2) // 3) + 12
    parts[0] = S.rect(0, 0, W, height, fill=S.PAPER)
    return S.svg(W, height, parts + chips, name)


def _track_value(sc: Scene, track: str, level: int) -> int:
    levels = sc.rules.board_track(track).levels
    return int(levels[min(level, len(levels)) - 1].value)


def tracks(sc: Scene, p: dict[str, Any], mine: bool, x: float, y: float) -> list[str]:
    out = []
    for r, track in enumerate(TRACKS):
        level = int(p["levels"].get(track, 1))
        yy = y + r * 22
        where = sc.at(f"raise:{track}") if mine else {}
        cells = [S.rect(x, yy, 228, 19, rx=4, fill="#f6ead0", data_tip=sc.m("board-level", track=sc.m(f"level-{track}"),
                                                                              level=level), **where),
                 S.fitted(x + 6, yy + 14, sc.m(f"level-{track}"), 96, 10, pointer_events="none")]
        for k in range(5):
            cx = x + 106 + k * 24
            cells.append(S.rect(cx, yy + 3, 20, 13, rx=2, fill=S.seat_colour(int(p["seat"])) if k < level else "#fffaf0",
                                stroke="#8c7b66", stroke_width=0.7, opacity=1 if k < level else 0.9, pointer_events="none"))
        out.append(S.group(cells))
    return out


def buildings(sc: Scene, p: dict[str, Any], mine: bool, x: float, y: float) -> list[str]:
    """The business board's speakeasies and still (each opens once: a gap once opened), nightclubs, casinos."""
    out = [S.text(x, y + 12, sc.m("board-to-open"), 10.5, fill=S.MUTED)]
    colour = S.seat_colour(int(p["seat"]))
    i = 0
    for g, group in enumerate(sc.rules.board.building_groups):
        for k, slot in enumerate(group.slots):
            sx, sy = x + g * 76 + k * 24, y + 18
            free = bool(p["slots_free"][i]) if i < len(p["slots_free"]) else False
            where = sc.at(f"build:slot{i}", f"take_over:slot{i}") if mine else {}
            bonus = sc.effect(slot.bonus) if slot.bonus is not None else ""
            tip = sc.m("board-slot", kind=sc.m(f"word-{slot.kind}", count=1), cost=slot.cost, bonus=bonus)
            out.append(S.rect(sx, sy, 22, 22, rx=3, fill="#fffaf0" if free else "#e7dcc4", stroke="#8c7b66",
                              data_tip=tip, **where))
            if free:
                out.append(S.group([S.building(str(slot.kind), sx + 2, sy + 2, 18, colour)], pointer_events="none"))
            out.append(S.text(sx + 11, sy + 33, f"${slot.cost}", 8.5, "middle", fill=S.MUTED, pointer_events="none"))
            i += 1
    for r, kind in enumerate(("nightclub", "casino")):
        built = int(p.get(f"{kind}s_built", 0))
        yy = y + 60 + r * 28
        where = sc.at(f"build:{kind}", f"take_over:{kind}") if mine else {}
        out.append(S.rect(x, yy, 222, 24, rx=4, fill="#f6ead0", data_tip=sc.m(f"word-{kind}", count=3), **where))
        out.append(S.fitted(x + 6, yy + 16, sc.m(f"word-{kind}", count=3), 100, 10.5, pointer_events="none"))
        for k in range(3):
            if k >= built:
                out.append(S.group([S.building(kind, x + 110 + k * 26, yy + 2, 20, colour)], pointer_events="none"))
    return out


def holdings(sc: Scene, p: dict[str, Any], mine: bool, x: float, y: float) -> list[str]:
    """Cards on the business board, helpers, city tiles, crates and the associate, as named chips."""
    chips: list[tuple[str, str, str, dict[str, Any]]] = []  # (id, words, colour, place)
    for kind, card in p.get("board_cards", {}).items():
        if card:
            chips.append((card, sc.held(card), KIND_COLOUR.get(kind, "#555"), {}))
    for h in p.get("helpers", []):
        chips.append((h, sc.held(h), "#7a5d22", sc.at(f"helper:{h}") if mine else {}))
    for t in p.get("city_tiles", []):  # a tile says what it gives as on the map (its whole rule on hover)
        chips.append((t, chip(sc, getattr(sc.rules.by_id.get(t), "effect", None)) or sc.name(t), "#a08b5c",
                      sc.at(f"tile:{t}") if mine else {}))
    for c in p.get("crates", []):
        chips.append((c, sc.held(c), "#8a5a2b", {}))
    if p.get("associate"):
        chips.append((p["associate"], sc.held(p["associate"]), "#3b3b3b", {}))
    by_id = sc.rules.by_id
    for card in p.get("hand_known", []):  # another player's cards taken in the open (D-60): known in their hand
        kind = str(getattr(by_id.get(card), "kind", ""))
        chips.append((card, sc.m("board-in-hand", card=sc.name(card)), KIND_COLOUR.get(kind, "#555"), {}))
    if p.get("hand_known") and p.get("hand_unknown"):
        chips.append(("", sc.m("board-hand-unknown", count=p["hand_unknown"]), "#8c7b66", {}))
    out = [S.text(x, y + 4, sc.m("board-holdings"), 10.5, fill=S.MUTED)]
    if not chips:
        out.append(S.text(x + 2, y + 24, sc.m("board-nothing"), 11, fill=S.MUTED))
    for k, (cid, words, colour, where) in enumerate(chips):  # every one: the panel grows a row per three
        cx, cy = x + (k % 3) * 154, y + 12 + (k // 3) * 18
        out.append(S.group([S.rect(cx, cy, 148, 15, rx=7, fill=colour, **({"data_component": cid} if cid else {}), **where),
                            S.fitted(cx + 7, cy + 11, words, 134, 9.5, fill="#fff", pointer_events="none")]))
    return out


def hand(sc: Scene, p: dict[str, Any]) -> str:
    """The seat's own hand, safe and used helpers: in its view only."""
    cards = list(p.get("hand", []))
    rows = max(1, (len(cards) + 3) // 4)
    height = 70 + rows * 86 + 40
    parts = [S.rect(0, 0, W, height, fill=S.PAPER),
             S.text(10, 24, sc.m("board-safe-holds", amount=p.get("safe", 0)), 14, weight="bold"),
             S.text(10, 46, sc.m("board-your-hand", count=len(cards)), 12, fill=S.MUTED)]
    by_id = sc.rules.by_id
    for k, card in enumerate(cards):
        x, y = 10 + (k % 4) * 116, 58 + (k // 4) * 86
        kind = getattr(by_id.get(card), "kind", "")
        where = sc.at(f"card:{card}")
        parts.append(S.group([
            S.rect(x, y, 108, 78, rx=6, fill="#fffaf0", stroke="#7a5d22", stroke_width=1.2, data_component=card, **where),
            S.rect(x, y, 108, 18, rx=6, fill=KIND_COLOUR.get(str(kind), "#555"), pointer_events="none"),
            S.text(x + 8, y + 13, sc.m(f"card-kind-{kind}") if kind else "", 10, weight="bold", fill="#fff",
                   pointer_events="none"),
            S.fitted(x + 8, y + 34, sc.name(card), 94, 10.5, lines=3, step=13, pointer_events="none")]))
    used = p.get("used_helpers", [])
    y = 58 + rows * 86 + 16
    words = ", ".join(sc.name(h) for h in used) if used else sc.m("board-nothing")
    parts.append(S.fitted(10, y, sc.m("board-used-helpers", helpers=words), W - 20, 11, fill=S.MUTED))
    return S.svg(W, height, parts, sc.m("board-hand-title"))
