"""Around the city: the eight locations with the capos at their persons, the displays (helpers, city
tiles, the four business decks with their face-up top cards, the top spare crate tile, what is left
face down), the turn order, the docks and area control, and the ledger objectives outside Central
Park."""

from __future__ import annotations

from typing import Any

from ....machine.values import msg
from . import svg as S
from .city import objective_card
from .scene import Scene

W = 480
KIND_COLOUR = {"vip": "#7b2d5b", "party": "#c05621", "still": "#2f6f6a", "fleet": "#3d4f8a"}
BOTTLE = {"bottle_pink": "#e07aa5", "bottle_blue": "#4a7fc1", "bottle_gray": "#8d9299", "bottle_green": "#4f9a5a",
          "bottle_orange": "#e08a2c", "bottle_purple": "#8a5cc2"}


# ------------------------------------------------------------------ locations
def locations(sc: Scene) -> str:
    n = len(sc.players)
    occupied: dict[str, int] = {k: int(v) for k, v in sc.view.get("occupied", {}).items()}
    at: dict[str, list[int]] = {}
    for seat, keys in sc.view.get("capo_at", {}).items():
        for key in keys:
            at.setdefault(key, []).append(int(seat))
    parts = [S.rect(0, 0, W, 436, fill=S.PAPER)]
    for k, loc in enumerate(sc.rules.lists["locations"]):
        x, y = 8 + (k % 2) * 236, 8 + (k // 2) * 106
        parts.append(S.rect(x, y, 228, 98, rx=8, fill="#f6ead0", stroke="#8c7b66", data_component=loc.id))
        parts.append(S.rect(x, y, 228, 24, rx=8, fill="#7a2e2e", pointer_events="none"))
        parts.append(S.fitted(x + 10, y + 17, sc.name(loc.id), 210, 12.5, weight="bold", fill="#fdf3dc",
                            pointer_events="none"))
        open_persons = loc.persons if loc.slots is None else min(loc.slots.get(n, loc.persons), loc.persons)
        shown = 1 if loc.slots is None else loc.persons
        for p in range(shown):
            cx, cy = x + 30 + p * 44, y + 60
            key = f"{loc.id}:{p}"
            if p >= open_persons:
                parts += [S.circle(cx, cy, 16, fill="#ddd3bf", stroke="#b3a58c", data_tip=sc.m("board-person-closed")),
                          S.path(f"M{cx - 7},{cy - 7} L{cx + 7},{cy + 7} M{cx + 7},{cy - 7} L{cx - 7},{cy + 7}",
                                 stroke="#b3a58c", stroke_width=2, pointer_events="none")]
                continue
            # what the person does, in the option list's words (a capo placed here: its actions top to bottom)
            does = sc.words.option(msg("opt-place-capo", loc=loc.id, person=p + 1))
            parts.append(S.circle(cx, cy, 16, fill="#fffaf0", stroke="#7a5d22", stroke_width=1.2,
                                  data_tip=does, **sc.at(key, f"swap:{key}")))
            seats = at.get(key, []) if loc.slots is None else ([occupied[key]] if key in occupied else [])
            for j, seat in enumerate(seats):
                parts.append(S.meeple(cx - 6 * (len(seats) - 1) + 12 * j, cy + 2, S.seat_colour(seat), 0.9,
                                      pointer_events="none"))
            parts.append(S.text(cx, cy + 30, str(p + 1), 9, "middle", fill=S.MUTED, pointer_events="none"))
    return S.svg(W, 436, parts, sc.m("board-locations"))


# ------------------------------------------------------------------ displays
def displays(sc: Scene) -> str:
    v = sc.view
    parts = [S.rect(0, 0, W, 430, fill=S.PAPER), S.text(10, 20, sc.m("board-helpers"), 13, weight="bold")]
    for i, h in enumerate(v.get("helper_display", [])):
        parts.append(helper_card(sc, h, 10 + i * 118, 30, sc.at(f"helper:{h}")))
    parts.append(stack(sc, 10 + 3 * 118 + 6, 30, 90, 96, v.get("helper_deck_size", 0), "#4b3b2a"))
    parts.append(S.text(10, 150, sc.m("board-city-tiles"), 13, weight="bold"))
    for i, t in enumerate(v.get("tile_right", [])):
        x = 10 + i * 78
        if t is None:
            parts.append(S.rect(x, 160, 72, 54, rx=4, fill="none", stroke=S.MUTED, stroke_dasharray="3 2"))
        else:
            parts.append(tile_card(sc, t, x, 160, sc.at(f"tile:right{i}:{t}")))
    # one column per display row (000 P.20): its face-up tile, below it the top of its middle stack (the
    # tiles under it are covered: a shadow shows them), and its own face-down pile to the right
    middle = v.get("tile_middle", [])
    for i, row in enumerate(middle):
        if row:
            x = 10 + i * 78
            if len(row) > 1:
                parts.append(S.rect(x + 4, 224, 72, 54, rx=4, fill="#a08b5c", opacity=0.5))
            parts.append(tile_card(sc, row[-1], x, 220, sc.at(f"tile:middle{i}:{row[-1]}")))
    tile_piles = v.get("tile_stack_sizes", [])
    for i, count in enumerate(tile_piles):
        parts.append(stack(sc, 10 + len(tile_piles) * 78 + i * 66, 160, 60, 54, count, "#a08b5c"))
    y = 290 if any(middle) else 232
    parts.append(S.text(10, y, sc.m("board-decks"), 13, weight="bold"))
    # the decks lie face up (000 P.5 step 17; D-60): each shows its top card, its rule text on hover
    sizes = v.get("decks_sizes", {})
    tops = v.get("deck_tops", {})
    for i, kind in enumerate(tops or sizes):  # the decks in the rules' order: VIP, Party, Still, Fleet
        x = 10 + i * 116
        word = sc.m(f"card-kind-{kind}")
        top = tops.get(kind)
        if top is None or kind not in sizes:
            parts.append(S.group([S.rect(x, y + 10, 108, 78, rx=6, fill="none", stroke=KIND_COLOUR.get(kind, "#555"),
                                         stroke_dasharray="4 3"),
                                  S.text(x + 54, y + 54, word, 11, "middle", "bold", fill=S.MUTED)],
                                 data_tip=sc.m("board-deck", kind=word, count=0)))
            continue
        parts.append(S.group([
            S.rect(x + 3, y + 13, 108, 78, rx=6, fill=KIND_COLOUR.get(kind, "#555"), opacity=0.45, pointer_events="none"),
            S.rect(x, y + 10, 108, 78, rx=6, fill="#fffaf0", stroke=KIND_COLOUR.get(kind, "#555"), stroke_width=1.4,
                   data_component=top, **sc.at(f"deck:{kind}")),
            S.rect(x, y + 10, 108, 18, rx=6, fill=KIND_COLOUR.get(kind, "#555"),
                   data_tip=sc.m("board-deck-top", kind=word, count=sizes[kind], card=sc.name(top)), **sc.at(f"deck:{kind}")),
            S.text(x + 8, y + 23, word, 10, weight="bold", fill="#fff", pointer_events="none"),
            S.text(x + 100, y + 23, str(sizes[kind]), 10, "end", "bold", fill="#fff", pointer_events="none"),
            S.fitted(x + 8, y + 44, sc.name(top), 94, 10.5, lines=3, step=13, pointer_events="none")]))
    crate = v.get("crate_top")
    piles = v.get("mob_piles_sizes", {})
    count = v.get("crate_stack_size", 0)
    supply = [sc.m("board-crate-top", count=count, crate=sc.name(crate)) if crate else sc.m("board-crates-left")]
    supply += [sc.m("board-mob-pile", pile=k, count=c) for k, c in sorted(piles.items())]
    lines = [supply[0], " · ".join(supply[1:])]
    parts.append(S.text(10, y + 112, lines[0], 11, fill=S.MUTED, **({"data_component": crate} if crate else {})))
    parts.append(S.text(10, y + 128, lines[1], 11, fill=S.MUTED))
    return S.svg(W, max(y + 140, 300), parts, sc.m("board-displays"))


def helper_card(sc: Scene, helper: str, x: float, y: float, where: dict[str, Any]) -> str:
    comp = sc.rules.by_id.get(helper)
    bottle = BOTTLE.get(getattr(comp, "bottle", ""), "#999")
    parts = [S.rect(x, y, 110, 96, rx=6, fill="#fffaf0", stroke="#7a5d22", stroke_width=1.2, data_component=helper, **where),
             S.rect(x, y, 8, 96, rx=3, fill=bottle, pointer_events="none")]
    parts.append(S.fitted(x + 14, y + 18, sc.name(helper), 92, 10.5, lines=4, step=14, pointer_events="none"))
    value = getattr(comp, "value", None)
    if value is not None:
        parts.append(S.text(x + 104, y + 89, f"${value}", 11, "end", "bold", fill="#7a5d22", pointer_events="none"))
    return S.group(parts)


def tile_card(sc: Scene, tile: str, x: float, y: float, where: dict[str, Any]) -> str:
    parts = [S.rect(x, y, 72, 54, rx=4, fill="#f3e3b5", stroke="#a08b5c", stroke_width=1.1, data_component=tile, **where)]
    parts.append(S.fitted(x + 5, y + 13, sc.name(tile), 64, 9, lines=4, step=11.5, pointer_events="none"))
    return S.group(parts)


def stack(sc: Scene, x: float, y: float, w: float, h: float, count: int, colour: str) -> str:
    """A face-down pile: only how many are left shows."""
    return S.group([S.rect(x + 4, y + 4, w, h, rx=5, fill=colour, opacity=0.5),
                    S.rect(x, y, w, h, rx=5, fill=colour, stroke=S.INK),
                    S.text(x + w / 2, y + h / 2 + 5, str(count), 15, "middle", "bold", fill="#fff")],
                   data_tip=sc.m("board-face-down", count=count))


# ------------------------------------------------------------------ turn order, docks, control
def order(sc: Scene) -> str:
    v = sc.view
    n = len(sc.players)
    parts = [S.text(10, 22, sc.m("board-act-round", act=v.get("act", 0), round=v.get("round", 0)) if v.get("act")
                    else sc.m("board-setup"), 15, weight="bold")]
    used = int(sc.rules.board.turn_order.columns_used.get(n, n))
    for r, (row, key) in enumerate(((v.get("top_row", []), "board-order-now"), (v.get("lower_row", []), "board-order-next"))):
        y = 40 + r * 46
        parts.append(S.text(10, y + 24, sc.m(key), 11, fill=S.MUTED))
        for c in range(used):
            x = 130 + c * 60
            seat = row[c] if c < len(row) else None
            where = sc.at(f"column:{c + 1}") if r == 1 else {}
            parts.append(S.rect(x, y, 52, 36, rx=5, fill="#fffaf0", stroke="#8c7b66", **where))
            if seat is not None:
                parts.append(S.circle(x + 26, y + 18, 11, fill=S.seat_colour(int(seat)), stroke=S.INK, pointer_events="none",
                                      data_tip=sc.player(int(seat))))
            parts.append(S.text(x + 5, y + 11, str(c + 1), 8, fill=S.MUTED, pointer_events="none"))
    parts.append(S.text(10, 150, sc.m("board-docks"), 13, weight="bold"))
    boroughs = ("downtown", "midtown", "uptown")
    for b, borough in enumerate(boroughs):
        parts.append(S.text(130 + b * 84 + 38, 168, sc.m(f"place-{borough}"), 10.5, "middle", fill=S.MUTED))
    docks = v.get("docks", {})
    rewards = {row.row: row.reward for row in sc.rules.dock_rows}
    for r in sorted({int(k.split(":")[0]) for k in docks}):
        y = 176 + (r - 1) * 34
        reward = rewards.get(r)
        parts.append(S.text(10, y + 19, sc.m("board-dock-row", row=r), 11, fill=S.MUTED,
                            data_tip=sc.effect(reward) if reward is not None else None, **sc.at(f"row{r}")))
        for b, borough in enumerate(boroughs):
            key = f"{r}:{borough}"
            if key not in docks:
                continue
            x = 130 + b * 84
            parts.append(S.rect(x, y, 76, 28, rx=4, fill="#dbe8f0", stroke="#6b8ba0", **sc.at(f"dock:{key}")))
            if docks[key] is not None:
                parts.append(S.meeple(x + 38, y + 12, S.seat_colour(int(docks[key])), 0.9, pointer_events="none"))
    y = 176 + 4 * 34 + 14
    parts.append(S.text(10, y, sc.m("board-control"), 13, weight="bold"))
    for b, borough in enumerate(boroughs):
        yy = y + 14 + b * 26
        parts.append(S.text(10, yy + 14, sc.m(f"place-{borough}"), 11))
        marks = [(sc.m("board-mob"), -1, int(v.get("mob_control", {}).get(borough, 0)))]
        marks += [(sc.player(p["seat"]), int(p["seat"]), int(p.get("control", {}).get(borough, 0))) for p in sc.players]
        for k, (who, seat, value) in enumerate(marks):
            x = 130 + k * 48
            parts += [S.circle(x + 10, yy + 10, 10, fill=S.seat_colour(seat), stroke=S.INK, data_tip=f"{who}: {value}"),
                      S.text(x + 10, yy + 14, str(value), 10, "middle", "bold", fill="#fff", pointer_events="none")]
    height = y + 14 + 3 * 26 + 8
    return S.svg(W, height, [S.rect(0, 0, W, height, fill=S.PAPER), *parts], sc.m("board-order"))


# ------------------------------------------------------------------ objectives
def objectives(sc: Scene) -> str:
    v = sc.view
    ledgers = v.get("ledgers_on", {})
    rows: list[tuple[str, list[tuple[str, str]]]] = [
        ("objective-group-borough", [(oid, sc.m(f"place-{b}")) for b, oid in v.get("borough_objectives", {}).items()])]
    for group in ("docks", "city_hall", "infamy"):
        rows.append((f"objective-group-{group}", [(o.id, "") for o in sc.rules.lists["objectives"] if o.group == group]))
    parts = [S.rect(0, 0, W, 40 + 92 * len(rows), fill=S.PAPER)]
    for r, (key, items) in enumerate(rows):
        y = 10 + r * 92
        parts.append(S.text(10, y + 14, sc.m(key), 12.5, weight="bold"))
        for i, (oid, caption) in enumerate(items):
            x = 10 + i * 124
            parts.append(S.group([S.rect(x, y + 22, 116, 62, rx=6, fill="#fff8e2", stroke="#7a5d22", data_component=oid,
                                         **sc.at(f"objective:{oid}"))]))
            title = caption or sc.name(oid)
            parts.append(S.fitted(x + 8, y + 40, title, 102, 11, lines=2, step=13, pointer_events="none"))
            for k, seat in enumerate(ledgers.get(oid, [])):
                parts.append(S.rect(x + 8 + k * 13, y + 66, 10, 12, rx=1.5, fill=S.seat_colour(int(seat)), stroke=S.INK,
                                    stroke_width=0.6, pointer_events="none", data_tip=sc.player(int(seat))))
    return S.svg(W, 20 + 92 * len(rows), parts, sc.m("board-objectives"))


__all__ = ["displays", "locations", "objective_card", "objectives", "order"]
