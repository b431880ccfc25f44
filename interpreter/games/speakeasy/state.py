"""Everything on the table, as plain mutable data.

The state holds no behaviour beyond bookkeeping queries; rules live in the
rules files and verbs in ``verbs_*.py``. A player is ``state.players[seat]``. ``to_data`` gives a canonical, JSON-
ready snapshot used for the state hash and for invariant checks.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import asdict, dataclass, field
from typing import Any

from ...machine.copying import copier
from ...machine.counters import of as counters_of

MOB = -1  # owner id of mob speakeasies


@dataclass(slots=True, eq=False)
class Building:
    owner: int  # seat, or MOB
    kind: str  # speakeasy / still / nightclub / casino / mob_speakeasy
    protected: bool = False  # a family member stands beside it
    barrel: bool = False
    slot: int | None = None  # player-board slot it came from (speakeasy/still)


@dataclass(slots=True, eq=False)
class District:
    id: int
    borough: str
    spaces: list[Building | None]
    city_tiles: list[str | None]  # one per space
    blocked: bool = False
    police: int = 0
    police_tile: bool = False  # a face-down police district tile waits here
    mob_tile: bool = False  # a face-down mob district tile waits here (next mob war)
    mob_strength: int | None = None  # strength token (defense of mob speakeasies)
    strength_face_down: bool = False  # turned face down when its mobster found no room and left (000 P.9)
    mobster: str | None = None  # mobster on the mob board for this district


@dataclass(slots=True, eq=False)
class Ship:
    id: str
    port: int  # index into the clockwise port list
    barrels: int
    crate: str | None


@dataclass(slots=True, eq=False)
class Player:
    seat: int
    cash: int = 0
    safe: int = 0
    levels: dict[str, int] = field(default_factory=dict)  # strength + 4 businesses
    goons: int = 0
    hand: list[str] = field(default_factory=list)
    board_cards: dict[str, str | None] = field(default_factory=dict)
    helpers: list[str] = field(default_factory=list)  # beside the board, usable
    used_helpers: list[str] = field(default_factory=list)  # in the safe
    city_tiles: list[str] = field(default_factory=list)  # on the board, usable
    used_tiles: list[str] = field(default_factory=list)  # face down beside the board
    crates: list[str] = field(default_factory=list)
    ledgers: int = 0  # on the board, not yet placed
    influence_tokens: int = 0
    vip: int = 0  # family members in the VIP Room
    family_supply: int = 12
    family_lost: int = 0  # fell with a building in the mob war: out of the game
    family_infamy: int = 0  # set aside on the infamy track at setup, not yet reached (000 P.6 step 10)
    removed: dict[str, int] = field(default_factory=dict)  # buildings out of the game, by kind
    capos: int = 0  # on the player board, ready
    slots_free: list[bool] = field(default_factory=list)  # speakeasy/still slots still on the board
    nightclubs_built: int = 0
    casinos_built: int = 0
    trucks: list[int | None] = field(default_factory=list)  # district of each unlocked truck
    truck_barrels: list[int] = field(default_factory=list)
    still_barrels: int = 0
    associate: str | None = None
    associate_district: int | None = None
    spent_charges: list[str] = field(default_factory=list)
    infamy_claimed: list[int] = field(default_factory=list)  # reward spaces already taken
    control: dict[str, int] = field(default_factory=dict)  # area-control marker per borough

    @property
    def infamy(self) -> int:
        return sum(self.levels.values())


@dataclass(slots=True, eq=False)
class GameState:
    players: list[Player]
    districts: dict[int, District]
    ships: list[Ship]
    decks: dict[str, list[str]]  # business card decks, top = last
    helper_deck: list[str]
    helper_display: list[str]
    tile_stack: list[list[str]]  # per display row, the face-down city tiles of the left space (top = last)
    tile_right: list[str | None]  # per display row, the face-up tile of the right space
    tile_middle: list[list[str]]  # per display row, the returned tiles on the middle space (top = last: only it is free)
    crate_stack: list[str]
    mob_piles: dict[str, list[str]]
    mob_tile_stacks: list[list[int]]
    police_stacks: list[list[int]]
    mob_control: dict[str, int]  # the mob's area-control marker per borough
    docks: dict[str, int | None]  # "row:borough" -> seat
    central_park: list[str]
    borough_objectives: dict[str, str]  # borough -> objective id
    ledgers_on: dict[str, list[int]]  # objective id -> seats that placed a ledger there
    top_row: list[int | None]  # turn order: seat per column
    lower_row: list[int | None]
    occupied: dict[str, int]  # "location:person" -> seat (this act)
    capo_at: dict[int, list[str]]  # seat -> "location:person" keys where its capos stand
    act: int = 0
    round: int = 0
    phase: str = "setup"
    rng: random.Random = field(default_factory=random.Random)
    supply_barrels: int = 0
    supply_goons: int = 0
    supply_police: int = 0
    supply_mob: int = 0
    turn_vars: dict[str, Any] = field(default_factory=dict)
    over: bool = False
    final_scores: list[int] | None = None
    log: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    # counters on components (interpreter/machine/counters.py): immutable, shared by a clone, out of the hash while empty
    counters: tuple[tuple[str, str, int], ...] = ()

    @property
    def n(self) -> int:
        return len(self.players)

    def order(self) -> list[int]:
        """Seats in the current turn order (top row, left to right)."""
        return [s for s in self.top_row if s is not None]

    def column_of(self, seat: int) -> int:
        """1-based turn-order column; a marker moved to the lower row already pays that column."""
        if seat in self.lower_row:
            return self.lower_row.index(seat) + 1
        return self.top_row.index(seat) + 1

    def buildings(self, owner: int | None = None) -> list[tuple[District, int, Building]]:
        """(district, space, building) on the map in board order, of one owner (MOB included) or all."""
        if owner is None:
            return [(d, i, b) for d in self.districts.values() for i, b in enumerate(d.spaces) if b is not None]
        return [(d, i, b) for d in self.districts.values() for i, b in enumerate(d.spaces) if b is not None and b.owner == owner]

    def operating(self, d: District, b: Building) -> bool:
        """The golden rule: a building operates if its district has no police or it is protected."""
        return b.owner == MOB or d.police == 0 or b.protected

    def to_data(self) -> dict[str, Any]:
        data = {k: getattr(self, k) for k in self.__dataclass_fields__ if k not in ("rng", "log", "counters")}
        if self.counters:  # component -> name -> value; a game without counters hashes as it always has
            data["counters"] = counters_of(self.counters)
        out = json.loads(json.dumps(data, default=_encode, sort_keys=True))
        out["rng"] = hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest()[:16]
        return out  # type: ignore[no-any-return]

    def state_hash(self) -> str:
        return hashlib.sha256(json.dumps(self.to_data(), sort_keys=True).encode()).hexdigest()[:16]


# Clones copy the state with a function written from these dataclasses (interpreter/machine/copying.py):
# every field is copied by its declared type, and a field of a type it cannot copy stops the import.
# The log's entries and the turn's variables (numbers and strings) are values once written: shared.
copy_state = copier(GameState, share_items=("GameState.log", "GameState.turn_vars"))


def _encode(obj: Any) -> Any:
    if hasattr(obj, "__dataclass_fields__"):
        return {k: getattr(obj, k) for k in obj.__dataclass_fields__}
    raise TypeError(type(obj).__name__)


__all__ = ["MOB", "Building", "District", "GameState", "Player", "Ship", "asdict"]
