"""Speakeasy's rule set: its sections by name and type."""

from __future__ import annotations

from dataclasses import dataclass

from ...loading.ruleset import RuleSet
from ...loading.schema import Parts
from . import models as M

COMPONENT_KINDS: dict[str, str] = {  # list sections whose items are components -> component kind (for counts)
    "locations": "location",
    "business_cards": "business_card",
    "helpers": "helper",
    "city_tiles": "city_tile",
    "crates": "crate",
    "mobsters": "mobster",
    "mob_district_tiles": "mob_district_tile",
    "strength_tokens": "strength_token",
    "police_tiles": "police_tile",
    "ships": "ship",
    "objectives": "objective",
    "table_rules": "table_rule",
}


@dataclass
class SpeakeasyRules(RuleSet):
    """The checked rules of Speakeasy, with its single sections and keyed lists typed."""

    game: M.GameRules = None  # type: ignore[assignment]  # set by `build`
    map: M.MapRules = None  # type: ignore[assignment]
    board: M.BoardRules = None  # type: ignore[assignment]
    setups: dict[int, M.SetupRules] = None  # type: ignore[assignment]
    dock_rows: tuple[M.DockRow, ...] = ()
    ledger_spaces: tuple[M.LedgerSpace, ...] = ()

    @classmethod
    def build(cls, parts: Parts) -> SpeakeasyRules:
        lists = parts.lists
        return cls(parts.singles, lists, parts.by_id, parts.components, parts.fingerprint, files=parts.files,
                   game=parts.singles["game"], map=parts.singles["map"], board=parts.singles["board"],
                   setups={s.players: s for s in lists["setups"]}, dock_rows=lists["dock_rows"],
                   ledger_spaces=lists["ledger_spaces"])

    def board_track(self, track: str) -> M.Track:
        tracks: dict[str, M.Track] = self.derived("tracks", lambda: {str(t.track): t for t in self.board.tracks})
        return tracks[track]

    def location(self, loc_id: str) -> M.Location:
        return self.by_id[loc_id]  # type: ignore[no-any-return]

    def counts(self) -> dict[str, int]:
        out = super().counts()
        out["district"] = len(self.map.districts)
        out["port"] = len(self.map.ports)
        return out
