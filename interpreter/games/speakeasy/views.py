"""What one player may see: everything public, their own hand and safe, nothing hidden.

``SpeakeasyView`` is cheap (bots get one per decision) and read-only by convention;
``to_dict`` is the full JSON-ready observation, with other players' hands,
safes (until the game is over: the final scoring counts them in the open) and used helpers, and every
face-down stack's order, removed. What lies face up is in it: the
top card of each business deck and the top spare crate tile (000 P.5 steps 17 and 21; D-60), and for
every other player the cards known to be in their hand — taken from a face-up deck and not played
or discarded since, as a player with a memory knows them (belief.Knowledge) — and how many others.
"""

from __future__ import annotations

import random
from typing import Any

from ...language.unparse import unparse
from ...machine.counters import shown, strings
from ...machine.game import Game, View
from ...machine.passives import unspent
from ...machine.values import msg_data
from .belief import Knowledge, determinize
from .registry import Engine
from .state import Building, District, GameState, Player

HIDDEN_STACKS = ("decks", "helper_deck", "tile_stack", "crate_stack", "mob_piles", "mob_tile_stacks", "police_stacks")
PER_ROW = ("tile_stack",)  # one face-down pile per row of the city tile display: each pile's size is public


class SpeakeasyView(View):
    @property
    def me(self) -> Player:
        return self._g.state.players[self.seat]  # type: ignore[no-any-return]

    @property
    def players(self) -> int:
        return self._g.players  # type: ignore[no-any-return]

    def sample(self, knowledge: Knowledge, rng: random.Random) -> Game[GameState]:
        """A copy of the game to look ahead in, as this seat could imagine it: everything it cannot see
        (the others' hands and safes, the decks' order, the RNG) sampled from what it knows (belief.py)."""
        return Game(determinize(self._g, self.seat, knowledge.update(self.log), rng), 0, self._g.players)

    def district(self, d: int | str) -> District:
        return self._g.state.districts[int(d)]  # type: ignore[no-any-return]

    def buildings(self, owner: int | None = None) -> list[tuple[District, int, Building]]:
        """(district, space, building) on the map, of one owner or all: the map is public."""
        return self._g.state.buildings(owner)  # type: ignore[no-any-return]

    def to_dict(self) -> dict[str, Any]:
        return player_view(self._g, self.seat)


def view(g: Engine, seat: int) -> SpeakeasyView:
    return SpeakeasyView(g, seat)


def deck_tops(s: GameState) -> dict[str, str | None]:
    """The card on top of each business deck (None: the deck is empty): public, the decks lie face up."""
    return {kind: deck[-1] if deck else None for kind, deck in s.decks.items()}


def known_hands(g: Engine, seat: int | None) -> dict[int, list[str]]:
    """For every other player (every player, for a spectator: ``None``), the cards known to be in their hand:
    taken from a face-up deck and not played, discarded or handed over out of sight since, as the public
    log tells them to anyone who follows it."""
    k = Knowledge(g.rules, g.state.n, -1 if seat is None else seat).update(g.state.log)
    return {p.seat: list(k.known_hand[p.seat]) for p in g.state.players if p.seat != seat}


def player_view(g: Engine, seat: int) -> dict[str, Any]:
    data = g.state.to_data()
    # every string of the whole state, before anything is hidden from it (the popping below is in place)
    placed = strings({k: v for k, v in data.items() if k != "counters"}) if g.state.counters else None
    data.pop("rng", None)
    data.pop("turn_vars", None)
    data["deck_tops"] = deck_tops(g.state)
    data["crate_top"] = g.state.crate_stack[-1] if g.state.crate_stack else None
    for key in HIDDEN_STACKS:
        stack = data.pop(key, None)
        if key in PER_ROW and isinstance(stack, list):
            data[key + "_sizes"] = [len(row) for row in stack]
        elif isinstance(stack, dict):
            data[key + "_sizes"] = {k: len(v) for k, v in stack.items()}
        elif isinstance(stack, list):
            data[key + "_size"] = len(stack)
    known = known_hands(g, seat)
    for p in data["players"]:
        if p["seat"] != seat:
            p["hand_size"] = len(p.pop("hand"))
            p["hand_known"] = known[p["seat"]]
            p["hand_unknown"] = p["hand_size"] - len(known[p["seat"]])
            if not g.state.over:  # the final scoring counts every safe out in the open: after it, they are public
                p.pop("safe")
            p["used_helpers_size"] = len(p.pop("used_helpers"))
    for p in data["players"]:  # what each player's cards, crates and associate still offer once (public)
        p["once_unspent"] = [{"component": comp, "effect": unparse(step.body)} for comp, step in unspent(g, p["seat"])]
    if placed is not None:  # a counter is shown with its component, hidden with it (machine/counters.py)
        data.pop("counters", None)
        data["counters"] = shown(g.state.counters, placed, data)
    data["seat"] = seat
    pending = g.pending
    if pending is not None and pending.seat == seat:
        data["decision"] = {
            "kind": str(pending.kind),
            "prompt": msg_data(pending.prompt),
            "options": [{"id": o.id, "label": msg_data(o.label)} for o in pending.options],
        }
    return data
