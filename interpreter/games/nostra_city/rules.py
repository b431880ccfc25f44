"""Nostra City's rule set: its sections by name and type, and the tables worked out from them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...loading.ruleset import RuleSet
from ...loading.schema import Parts
from . import models as M

# list sections whose items are components -> component kind (counts, rule text, `info NAME`)
COMPONENT_KINDS: dict[str, str] = {
    "wiseguys": "wiseguy",
    "turfs": "turf",
    "respect_cards": "respect_card",
    "investigations": "investigation",
    "vendettas": "vendetta",
    "titles": "title",
    "zealous": "zealous",
    "bonuses": "bonus",
    "money_cards": "money_card",
    "table_rules": "table_rule",
}
STREET = ("wiseguys", "turfs", "respect_cards", "investigations")  # the 46 street cards (003 §components)


@dataclass
class NostraRules(RuleSet):
    """The checked rules of Nostra City, with its single sections and keyed lists typed."""

    game: M.GameRules = None  # type: ignore[assignment]  # set by `build`
    police_raid: M.PoliceRaid = None  # type: ignore[assignment]
    setups: dict[int, M.Setup] = None  # type: ignore[assignment]

    @classmethod
    def build(cls, parts: Parts) -> NostraRules:
        return cls(parts.singles, parts.lists, parts.by_id, parts.components, parts.fingerprint, files=parts.files,
                   game=parts.singles["game"], police_raid=parts.singles["police_raid"],
                   setups={s.players: s for s in parts.lists["setups"]})

    def card(self, card_id: str) -> Any:
        return self.by_id[card_id]

    def kind_of(self, card_id: str) -> str:
        """The kind of a component by id (`wiseguy`, `turf`, …), `title` for a title card."""
        kinds: dict[str, str] = self.derived("kind-of", lambda: {
            c.id: kind for section, kind in self.components.items() for c in self.lists.get(section, ())})
        return kinds[card_id]

    def value(self, money_id: str) -> int:
        """A money card's value (in the rules' units: thousands)."""
        values: dict[str, int] = self.derived("money-values", lambda: {
            c.id: int(c.value) for c in self.lists["money_cards"]})
        return values[money_id]

    def colour(self, money_id: str) -> str:
        colours: dict[str, str] = self.derived("money-colours", lambda: {
            c.id: str(c.colour) for c in self.lists["money_cards"]})
        return colours[money_id]

    def district_colour(self, district: str) -> str:
        colours: dict[str, str] = self.derived("district-colours", lambda: {
            str(d.id): str(d.colour) for d in self.lists["districts"]})
        return colours[district]

    def deck(self, section: str) -> list[str]:
        """Every card of a list section, one id per copy, in file order."""
        return [c.id for c in self.lists[section] for _ in range(getattr(c, "copies", 1))]

    def counts(self) -> dict[str, int]:
        out = super().counts()
        out["street_card"] = sum(out[self.components[s]] for s in STREET)
        out["money_value"] = sum(int(c.value) * c.copies for c in self.lists.get("money_cards", ()))
        return out
