"""Speakeasy's table drawn for the studio's board page (`speakeasy serve`): ``draw`` is the game's
``GamePackage.board``.

It is given one seat's view and nothing else, so it can draw only what that seat may see: the
city (city.py), the locations, displays, turn order, docks and objectives (table.py), every
player's public board and the seat's own hand and safe (players.py). Every word comes from the
locales (``board-*`` in ``locales/<lang>/board.ftl``, and the game's names of things); every place
where one of the seat's options is taken carries that option, so it can be clicked.
"""

from __future__ import annotations

from typing import Any

from ....harness.package import BoardPanel
from ....text.messages import Messages
from ..boardkeys import BOARD_KEYS as BOARD_KEYS
from . import city, players, table
from .scene import Scene


def draw(view: dict[str, Any], rules: Any, words: Messages) -> list[BoardPanel]:
    decision = view.get("decision") or {}
    options = frozenset(str(o["id"]) for o in decision.get("options", []))
    sc = Scene(view, rules, words, options)
    me = next((p for p in sc.players if int(p["seat"]) == sc.seat), None)
    panels = [BoardPanel("city", sc.m("board-city"), city.draw(sc), wide=True)]
    if me is not None:
        panels.append(BoardPanel("hand", sc.m("board-hand-title"), players.hand(sc, me)))
        panels.append(BoardPanel(f"player-{sc.seat}", sc.player(sc.seat), players.board(sc, me)))
    panels += [BoardPanel("locations", sc.m("board-locations"), table.locations(sc)),
               BoardPanel("order", sc.m("board-order"), table.order(sc)),
               BoardPanel("displays", sc.m("board-displays"), table.displays(sc)),
               BoardPanel("objectives", sc.m("board-objectives"), table.objectives(sc))]
    for p in sc.players:
        if int(p["seat"]) != sc.seat:
            panels.append(BoardPanel(f"player-{p['seat']}", sc.player(int(p["seat"])), players.board(sc, p)))
    return panels


# The board's own messages: BOARD_KEYS (boardkeys.py, which the text imports without the drawing code).
