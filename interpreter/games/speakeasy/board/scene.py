"""What every panel of the board reads: one seat's view, the rules, the words, the seat's options."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ....text.messages import Messages
from ..rules import SpeakeasyRules
from .svg import place


@dataclass(frozen=True)
class Scene:
    view: dict[str, Any]  # the seat's view (SpeakeasyView.to_dict): everything drawn comes from here
    rules: SpeakeasyRules
    words: Messages
    options: frozenset[str]

    @property
    def seat(self) -> int:
        return int(self.view["seat"])

    @property
    def players(self) -> list[dict[str, Any]]:
        return list(self.view["players"])

    def m(self, key: str, **args: Any) -> str:
        return self.words.r.m(key, **args)

    def name(self, comp_id: str) -> str:
        return self.words.component(comp_id)

    def held(self, comp_id: str) -> str:
        """A component's name with what its counters hold, as the view shows them ("The Slush Fund: 2 coins")."""
        counters = self.view.get("counters", {}).get(comp_id)
        return self.words.counted(comp_id, counters) if counters else self.name(comp_id)

    def player(self, seat: int) -> str:
        return self.words.player(seat)

    def effect(self, node: Any) -> str:
        return self.words.writer.effect(node)

    def at(self, *candidates: str) -> dict[str, Any]:
        return place(self.options, *candidates)

    def starting(self, prefix: str) -> dict[str, Any]:
        """The place of every option that starts with ``prefix`` (a ship offers several ways to ambush it)."""
        return place(self.options, *sorted(o for o in self.options if o.startswith(prefix)))
