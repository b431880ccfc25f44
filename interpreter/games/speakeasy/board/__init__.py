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


# The board's own messages (locales/<lang>/board.ftl); the game's text kit asks for them
# (text.py), so `speakeasy check` reports one missing in a language or left unused.
BOARD_KEYS = (
    "board-act-round", "board-blocked", "board-building", "board-capos", "board-cash", "board-city",
    "board-city-tiles", "board-control", "board-crates-left", "board-deck", "board-decks", "board-displays",
    "board-district", "board-dock-row", "board-docks", "board-empty-space", "board-face-down", "board-goons",
    "board-hand", "board-hand-title", "board-helpers", "board-hidden", "board-holdings", "board-infamy-value",
    "board-ledgers", "board-level", "board-leverage", "board-locations", "board-mob", "board-mob-pile",
    "board-mob-strength", "board-mob-strength-down", "board-mob-tile", "board-nothing", "board-objectives",
    "board-order", "board-order-next", "board-order-now", "board-person", "board-person-closed",
    "board-police-tile", "board-police-tip", "board-port", "board-safe", "board-safe-holds", "board-setup",
    "board-slot", "board-to-open", "board-truck", "board-used-helpers", "board-vip-room", "board-you",
    "board-your-hand",
)
