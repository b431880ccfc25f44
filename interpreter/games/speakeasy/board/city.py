"""The city: the 16 districts on the map's grid with their buildings, police, mob and trucks, Central
Park with its objectives, and the rum-runners at the ports on the rivers."""

from __future__ import annotations

from typing import Any

from . import legend as L
from . import svg as S
from .chips import chip
from .scene import Scene

BOROUGH = L.BOROUGHS
WATER = "#9cc3d9"
X0, Y0, CW, CH, GAP = 14, 62, 112, 126, 6
W, MAP_H = X0 * 2 + 6 * CW + 5 * GAP, Y0 + 3 * CH + 2 * GAP + 58
CHIP_W, CHIP_SIZE = 34, 6  # a city tile's chip under its space: its word in two lines at most


def cell(col: int, row: int) -> tuple[float, float]:
    return X0 + col * (CW + GAP), Y0 + row * (CH + GAP)


def draw(sc: Scene) -> str:
    grid = {d.id: d.grid for d in sc.rules.map.districts}
    legend, legend_h = L.draw(sc, X0, MAP_H + 4, W - 2 * X0)
    height = MAP_H + legend_h + 12
    parts = [S.rect(0, 0, W, height, fill=S.PAPER),
             S.rect(0, 0, W, Y0 - 8, fill=WATER), S.rect(0, Y0 + 3 * CH + 2 * GAP + 8, W, 50, fill=WATER),
             S.el("defs", S.el("pattern", S.path("M0,8 L8,0", stroke="#8c7b66", stroke_width=1.2), id="hatch",
                                width=8, height=8, patternUnits="userSpaceOnUse"))]
    for key, d in sorted(sc.view["districts"].items(), key=lambda kv: int(kv[0])):
        col, row = grid[int(key)]
        parts.append(district(sc, d, *cell(col, row)))
    parts.append(park(sc))
    parts += ships(sc, grid)
    parts += legend
    return S.svg(W, height, parts, sc.m("board-city"))


def district(sc: Scene, d: dict[str, Any], x: float, y: float) -> str:
    did, borough = int(d["id"]), d["borough"]
    place_name = sc.m(f"place-{borough}")
    tip = sc.m("board-district", district=did, borough=place_name, police=d["police"])
    parts = [S.rect(x, y, CW, CH, rx=8, fill=BOROUGH.get(borough, "#eee"), stroke="#8c7b66", stroke_width=1.2,
                    data_tip=tip, data_symbol=f"borough-{borough}", **sc.at(f"move:{did}", f"enter:{did}")),
             S.circle(x + 14, y + 14, 10, fill=S.PAPER, stroke=S.INK, stroke_width=1),
             S.text(x + 14, y + 18, str(did), 11, "middle", "bold")]
    for i in range(int(d["police"])):  # police figures, right to left
        parts.append(L.police(x + CW - 12 - i * 15, y + 10, data_symbol="police",
                              data_tip=sc.m("board-police-tip", count=int(d["police"]))))
    hidden = [("police_tile", "#6b7a99", "board-police-tile", "police-tile"),
              ("mob_tile", "#8e1b1b", "board-mob-tile", "mob-tile")]
    for n, (_, colour, key, symbol) in enumerate(k for k in hidden if d.get(k[0])):
        parts.append(L.face_down(x + 28 + n * 14, y + 7, colour, data_symbol=symbol, data_tip=sc.m(key)))
    spaces = d["spaces"]
    size, gap = 30, 5
    sx0 = x + (CW - len(spaces) * size - (len(spaces) - 1) * gap) / 2
    for i, b in enumerate(spaces):
        sx = sx0 + i * (size + gap)
        parts.append(space(sc, did, i, b, sx, y + 30, size, (d.get("city_tiles") or [None] * len(spaces))[i]))
    if d.get("mob_strength") is not None:
        down = bool(d.get("strength_face_down"))  # its mobster found no room (000 P.9): the tile shows no number
        hx, hy = x + 16, y + 104
        parts.append(S.group([L.hexagon(hx, hy, data_symbol="mob-strength"),
                              S.text(hx, hy + 4, "" if down else str(d["mob_strength"]), 11, "middle", "bold", fill="#fff")],
                             data_tip=sc.m("board-mob-strength-down") if down else
                             sc.m("board-mob-strength", strength=d["mob_strength"])))
    if d.get("mobster"):
        m = d["mobster"]
        # beside the strength hexagon, under the trucks: two lines, a given name as an initial when it must
        parts.append(S.group([S.fitted(x + 30, y + 106, sc.name(m), CW - 34, 9, lines=2, step=10)],
                             data_component=m, data_symbol="mobster", **sc.at(f"mobster:{m}")))
    trucks = [(p["seat"], n, p["truck_barrels"][n]) for p in sc.players for n, at in enumerate(p["trucks"]) if at == did]
    for k, (seat, n, barrels) in enumerate(trucks):
        parts.append(truck(sc, x + CW - 30 - k * 26, y + 84, seat, n, barrels))
    if d.get("blocked"):
        parts += [S.rect(x, y, CW, CH, rx=8, fill="url(#hatch)", opacity=0.8, pointer_events="none", data_symbol="blocked"),
                  S.rect(x + 16, y + CH / 2 - 11, CW - 32, 20, rx=4, fill=S.PAPER, stroke="#8c7b66"),
                  S.text(x + CW / 2, y + CH / 2 + 3, sc.m("board-blocked"), 11, "middle", "bold", fill=S.MUTED)]
    return S.group(parts)


def space(sc: Scene, did: int, i: int, b: dict[str, Any] | None, x: float, y: float, size: float, tile: str | None) -> str:
    where = sc.at(f"space:{did}:{i}", f"target:{did}:{i}", f"protect:{did}:{i}", f"upgrade:nightclub:{did}:{i}",
                  f"upgrade:casino:{did}:{i}", f"sell:{did}:{i}", f"building:{did}:{i}", f"unload:{did}:{i}")
    borough = sc.m(f"place-{sc.view['districts'][str(did)]['borough']}")
    if b is None:
        parts = [S.rect(x, y, size, size, rx=4, fill="#ffffffb0", stroke=S.MUTED, stroke_dasharray="3 2",
                        data_tip=sc.m("board-empty-space-in", district=did, borough=borough), data_symbol="empty-space",
                        **where)]
    else:
        owner = int(b["owner"])
        who = sc.m("board-mob") if owner < 0 else sc.player(owner)
        tip = sc.m("board-building", who=who, kind=sc.m(f"word-{b['kind']}", count=1), district=did, borough=borough,
                   protected="yes" if b.get("protected") else "no", barrel="yes" if b.get("barrel") else "no")
        parts = [S.rect(x, y, size, size, rx=4, fill="#fffdf7", stroke=S.INK, stroke_width=0.8, data_tip=tip, **where),
                 S.group([S.building(b["kind"], x + 2, y + 2, size - 4, S.seat_colour(owner))], pointer_events="none",
                         data_symbol=f"building-{b['kind']}")]
        if b.get("protected"):
            parts.append(S.meeple(x + size - 3, y + size - 6, S.seat_colour(owner), 0.55, pointer_events="none",
                                  data_symbol="protected"))
        if b.get("barrel"):
            parts.append(S.barrel(x + 4, y + size - 4, pointer_events="none", data_symbol="barrel"))
    if tile:  # the city tile under the space, taken by whoever opens a building there: what it gives, in a word
        parts.append(tile_chip(sc, tile, x + size / 2 - CHIP_W / 2, y + size + 3))
    return S.group(parts)


def tile_chip(sc: Scene, tile: str, x: float, y: float) -> str:
    """A city tile as a chip: its effect's word (chips.py), its whole rule on hover (the tooltip reads the
    tile's rule text through ``data-component``; ``<title>`` says it without the page's script)."""
    comp = sc.rules.by_id.get(tile)
    word = chip(sc, getattr(comp, "effect", None))
    parts = [L.chip_box(x, y, CHIP_W, 18), S.title(sc.name(tile))]
    if word:
        parts.append(S.fitted(x + CHIP_W / 2, y + 7.5, word, CHIP_W - 2, CHIP_SIZE, lines=2, step=7, anchor="middle",
                              weight="bold", fill="#5a4418", pointer_events="none"))
    else:  # a verb no message of the board says: the old mark, the rule on hover
        parts.append(S.path(f"M{x + CHIP_W / 2 - 4},{y + 9} h8 M{x + CHIP_W / 2},{y + 5} v8", stroke="#7a5d22",
                            stroke_width=1.4))
    return S.group(parts, data_component=tile, data_symbol="city-tile", data_chip=word or None)


def truck(sc: Scene, x: float, y: float, seat: int, n: int, barrels: int) -> str:
    colour = S.seat_colour(seat)
    tip = sc.m("board-truck", player=sc.player(seat), number=n + 1, barrels=barrels)
    parts = [S.rect(x, y + 4, 16, 10, rx=1.5, fill=colour, stroke=S.INK, stroke_width=0.7),
             S.rect(x + 16, y + 7, 7, 7, rx=1.5, fill=colour, stroke=S.INK, stroke_width=0.7),
             S.circle(x + 5, y + 16, 2.6, fill=S.INK), S.circle(x + 18, y + 16, 2.6, fill=S.INK)]
    if barrels:
        parts.append(S.text(x + 8, y + 12, str(barrels), 8, "middle", "bold", fill="#fff"))
    return S.group(parts, data_tip=tip, data_symbol="truck")


def park(sc: Scene) -> str:
    x, y = cell(4, 1)
    w = 2 * CW + GAP
    parts = [S.rect(x, y, w, CH, rx=10, fill="#9cc58a", stroke="#5e8a4a", stroke_width=1.2),
             S.text(x + w / 2, y + 17, sc.m("objective-group-central_park"), 12, "middle", "bold", fill="#1f3d16")]
    for tx, ty in ((x + 12, y + 112), (x + w - 14, y + 12), (x + w - 12, y + 112), (x + 14, y + 14)):
        parts.append(S.circle(tx, ty, 7, fill="#6fa35a", stroke="#4d7a3c"))
    ledgers = sc.view.get("ledgers_on", {})
    for i, oid in enumerate(sc.view.get("central_park", [])):
        ox, oy = x + 12 + i * 42, y + 28
        parts.append(objective_card(sc, oid, ox, oy, 38, 58, ledgers.get(oid, [])))
    return S.group(parts)


def objective_card(sc: Scene, oid: str, x: float, y: float, w: float, h: float, seats: list[int]) -> str:
    comp = sc.rules.by_id.get(oid)
    label = f"{comp.row or ''}{comp.number or ''}" if comp is not None and (comp.row or comp.number) else ""
    parts = [S.rect(x, y, w, h, rx=4, fill="#fff8e2", stroke="#7a5d22", stroke_width=1, data_component=oid,
                    data_symbol="objective", **sc.at(f"objective:{oid}")),
             S.text(x + w / 2, y + 16, label or "★", 11, "middle", "bold", fill="#7a5d22", pointer_events="none")]
    for k, seat in enumerate(seats):  # the ledgers players have placed on it
        parts.append(S.rect(x + 5 + k * 11, y + h - 16, 9, 11, rx=1.5, fill=S.seat_colour(seat), stroke=S.INK,
                            stroke_width=0.6, pointer_events="none"))
    return S.group(parts)


def ships(sc: Scene, grid: dict[int, tuple[int, int]]) -> list[str]:
    ports = sc.rules.map.ports
    out = []
    for port in ports:  # the ports, as anchors on the river banks
        col, row = grid[port.district]
        x, y = cell(col, row)
        ay = Y0 - 22 if row == 0 else y + CH + 26
        out.append(S.anchor(x + CW - 8, ay, data_tip=sc.m("board-port", district=port.district), data_symbol="port"))
    for ship in sc.view.get("ships", []):
        port = ports[int(ship["port"]) % len(ports)]
        col, row = grid[port.district]
        x, y = cell(col, row)
        sy = 8 if row == 0 else y + CH + 16
        out.append(ship_shape(sc, ship, x + 4, sy))
    return out


def ship_shape(sc: Scene, ship: dict[str, Any], x: float, y: float) -> str:
    sid = ship["id"]
    parts = [S.path(f"M{x},{y + 14} L{x + 100},{y + 14} L{x + 90},{y + 32} L{x + 8},{y + 32} Z", fill="#5b3a1e",
                    stroke=S.INK, stroke_width=0.8),
             S.rect(x + 38, y, 3, 14, fill=S.INK), S.path(f"M{x + 41},{y + 1} L{x + 60},{y + 12} L{x + 41},{y + 12} Z",
                                                          fill="#f4ecd8", stroke=S.INK, stroke_width=0.6),
             S.fitted(x + 50, y + 27, sc.name(sid), 86, 8, anchor="middle", fill="#fff")]
    for k in range(min(int(ship.get("barrels", 0)), 4)):
        parts.append(S.barrel(x + 70 + k * 7, y + 7))
    if ship.get("crate"):
        parts.append(S.rect(x + 6, y + 3, 12, 10, fill="#c89b5a", stroke=S.INK, stroke_width=0.7,
                            data_component=ship["crate"]))
    return S.group(parts, data_component=sid, data_symbol="ship", **sc.starting(f"ship:{sid}:"))
