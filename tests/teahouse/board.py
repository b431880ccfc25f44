"""Teahouse's table in the studio, drawn with the core's kit (interpreter/harness/svg.py) from one seat's view:
the seats (each in its colour of the palette, the white one outlined), their coins, kept teas and hand sizes,
the deck; and the seat's own hand, each tea a place its options take (play it, pour it out, give it)."""

from __future__ import annotations

from typing import Any

from interpreter.harness import svg as S
from interpreter.harness.package import BoardPanel


def draw(view: dict[str, Any], rules: Any, words: Any) -> list[BoardPanel]:
    from . import PALETTE

    p = PALETTE
    options = frozenset(view.get("decision", {}).get("options", ()))
    me = view["seats"][view["seat"]]
    rows = []
    for i, seat in enumerate(view["seats"]):
        y = 28 + 34 * i
        rows.append(S.rect(10, y - 16, 22, 22, rx=4, **S.paint(p, i)))
        name = words.player(i)
        rows.append(S.text(40, y, name, size=14, weight="bold" if i == view["seat"] else None, fill=p.ink,
                           **S.place(options, f"ask:{i}")))
        rows.append(S.text(160, y, words.r.m("game-points", score=seat["coins"]), size=13, fill=p.ink))
        rows.append(S.text(250, y, words.r.m("th-board-hand", count=seat["hand_size"]), size=12, fill=p.ink))
        for k, tea in enumerate(seat["kept"]):
            rows.append(S.group([S.rect(420 + k * 92, y - 14, 86, 18, rx=8, fill="#e9dcc0", stroke=p.ink),
                                 S.text(463 + k * 92, y - 1, S.short(words.component(tea), 12), size=11, anchor="middle",
                                        fill=p.ink)], data_component=tea))
    rows.append(S.text(10, 28 + 34 * len(view["seats"]), words.r.m("th-board-deck", count=view["deck_size"]), size=12,
                       fill=p.ink))
    seats = S.svg(720, 40 + 34 * len(view["seats"]), [S.rect(0, 0, 720, 40 + 34 * len(view["seats"]), fill=p.paper),
                                                       *rows], words.r.m("th-board-seats"))
    cards = []
    for k, tea in enumerate(me.get("hand", [])):
        x = 10 + k * 112
        where = S.place(options, f"play:{tea}", f"pour:{tea}", f"give:{tea}")
        cards.append(S.group([S.rect(x, 10, 104, 60, rx=6, fill="#fffdf7", stroke=p.ink, data_component=tea, **where),
                              S.text(x + 52, 44, S.short(words.component(tea), 14), size=12, anchor="middle", fill=p.ink,
                                     pointer_events="none")]))
    role = me.get("role")
    if role is not None:
        cards.append(S.text(10, 90, words.r.m("th-board-role", role=words.r.m(f"seat-role-{role}")), size=12, fill=p.ink))
    width = max(720, 20 + 112 * len(me.get("hand", [])))  # the scale of the seats' panel
    hand = S.svg(width, 100, [S.rect(0, 0, width, 100, fill=p.paper), *cards], words.r.m("th-board-hand-title"))
    return [BoardPanel("seats", words.r.m("th-board-seats"), seats, wide=True),
            BoardPanel("hand", words.r.m("th-board-hand-title"), hand)]
