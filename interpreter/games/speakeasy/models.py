"""Pydantic models of Speakeasy's rules files (``rules/*.yaml``), built from the shared parts
(interpreter/loading/fields.py: provenance, effect-language fields and where each effect stands).
"""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator
from pydantic_core import PydanticCustomError

from ...loading.fields import Cond, Effect, Expr, Model, PerPlayers, Persistent, Runs, Sourced
from .vocabulary import BigKind, Borough, BuildingKind, Business, SlotKind
from .vocabulary import Track as TrackName

BusinessKind = Business  # a business card's kind is one of the four businesses
ObjectiveGroup = Literal["central_park", "borough", "docks", "city_hall", "infamy"]


# ---------------------------------------------------------------- game.yaml
class Act(Sourced):
    act: int
    years: str
    rounds: int
    capos_returned: int = 0  # capos back to the board at the act's start
    capos_boxed: int = 0  # capos removed from the game at the act's start
    mob_pile: str | None = None  # mobster pile drawn in this act's mob war
    luciano: bool = True


class Scoring(Sourced):
    buildings: dict[BuildingKind, int]
    unique_helper_bottles: bool = True
    tie_breakers: list[Literal["protected_buildings", "buildings", "ledgers_placed", "family_members"]]


class GameRules(Sourced):
    name: str
    players: list[int]
    capos: int
    acts: list[Act]
    casino_payout: PerPlayers
    city_tile_limit: int
    card_actions: dict[BusinessKind, Runs]
    control_hierarchy: list[str]
    lost_still_returns: bool = False  # the "rebuild your still" variant (000 P.21)
    safe_rate: int = 2  # dollars from the safe that pay one dollar (000 P.7)
    scoring: Scoring
    components: dict[str, int]


# --------------------------------------------------------------- map.yaml
class District(Sourced):
    id: int
    borough: Borough
    spaces: int | PerPlayers
    adjacent: list[int]
    grid: tuple[int, int]


class Port(Sourced):
    id: str
    district: int


class MapRules(Model):
    districts: list[District]
    ports: list[Port]  # in clockwise order
    central_park: Sourced | None = None


# ------------------------------------------------------------- board.yaml
class Level(Model):
    level: int
    value: int = 0
    discard: int = 0  # business cards from hand discarded to reach this level
    trucks: int | None = None


class Track(Sourced):
    # which track this is: a word of the effect language (vocab.TRACKS), not a component id
    track: TrackName
    stat: str
    levels: list[Level]


class BuildingSlot(Model):
    kind: SlotKind
    cost: int
    bonus: Runs | None = None


class BuildingGroup(Sourced):
    id: str
    discount: int
    slots: list[BuildingSlot]


class BigBuilding(Sourced):
    kind: BigKind
    cost: int
    discard: int = 0
    bonuses: list[Runs]  # one per building in the supply, used left to right


class GoonSpaces(Sourced):
    costs: list[int]
    start: int


class InfamyPrice(Model):
    at: int
    speakeasy: int
    high: int  # nightclub and casino


class InfamyReward(Model):
    at: int
    effect: Runs
    # family members each player's setup puts on this space from their supply (000 P.6 step 10): out of play
    # until the marker reaches the space, when they go back to the supply just before the effect
    set_aside: int = 0


class InfamyTrack(Sourced):
    start: int
    max: int
    prices: list[InfamyPrice]
    rewards: list[InfamyReward]


class TurnColumn(Model):
    column: int
    protect_cost: int
    restaurant_discard: PerPlayers


class TurnOrder(Sourced):
    columns: list[TurnColumn]
    columns_used: PerPlayers


class Payout(Sourced):
    borough: Borough
    amounts: list[int]


class Starting(Sourced):
    cash: int
    safe: int
    infamy: int


class Trucks(Sourced):
    capacity: int  # barrels a truck carries


class BoardRules(Model):
    tracks: list[Track]
    goons: GoonSpaces
    building_groups: list[BuildingGroup]
    big_buildings: list[BigBuilding]
    infamy: InfamyTrack
    turn_order: TurnOrder
    payouts: list[Payout]
    trucks: Trucks
    starting: Starting


# ----------------------------------------------------------- components
class Component(Sourced):
    id: str
    copies: int = 1


class LocationRow(Model):
    """A row of actions, done top to bottom: the same for every person (``all``),
    or one text per person column (``persons``)."""

    all: Runs | None = None
    persons: list[Runs | None] | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> LocationRow:
        if (self.all is None) == (self.persons is None):
            raise PydanticCustomError("row", "a row has either `all` or `persons`, not both or neither")
        return self


class Location(Component):
    persons: int
    slots: PerPlayers | None = None  # persons open per player count (None: all of them)
    unlimited: bool = False  # any number of capos may talk to one person (the Restaurant, 000 P.8)
    # no capo comes unless the first row can be done: the Restaurant's compulsory discard (000 P.19), the
    # Park's swap (000 P.20: a capo to swap with); whether the row is compulsory is its own text (`may` or not)
    requires_first_row: bool = False
    rows: list[LocationRow]

    @model_validator(mode="after")
    def _first_row(self) -> Location:
        if self.requires_first_row and not (self.rows and self.rows[0].all is not None):
            raise ValueError("requires_first_row: the first row must be one text for every person (`all:`)")
        return self


class BusinessCard(Component):
    """A business card; its name is text, in the locales (`name-<id>`), like every component's name."""

    kind: BusinessKind
    bonus: Runs | None = None  # None: "this special card gives no benefit" (000 P.6)
    influence: int
    passive: Persistent | None = None


class Helper(Component):
    effect: Runs
    bottle: str
    value: int


class CityTile(Component):
    effect: Runs


class Crate(Component):
    cash: Expr
    back: Persistent
    ignores_golden_rule: bool = False


class Mobster(Component):
    name: str
    pile: Literal["A", "B", "C", "D"]
    strength: int
    war_modifier: int
    fee: int
    assist: int
    bonus: Effect
    born: int | None = None
    died: int | None = None


class DistrictTile(Component):
    district: int


class StrengthToken(Component):
    value: int


class Ship(Component):
    name: str
    # price and defense under each barrel space, left to right; barrels are taken from the right
    prices: list[int]
    defenses: list[int]


class DockRow(Sourced):
    row: int
    reward: Runs


class Objective(Component):
    group: ObjectiveGroup
    row: Literal["A", "B", "C"] | None = None
    number: int | None = None  # setup keeps the numbers on display different
    requirement: Cond
    reward: Runs
    ignores_golden_rule: bool = False


class LedgerSpace(Sourced):
    group: ObjectiveGroup
    slots: int
    ledgers_per_objective: int = 2  # two rows of ledger spaces per objective, one ledger per player
    on_board: bool = False  # its objectives are printed on the main board, open all game (not dealt at setup)
    reward: Runs | None = None


class CityTileDisplay(Sourced):
    """The city tile display (000 P.5 step 14, P.14, P.20): rows of three spaces; per row, one tile face up
    on the right space (taken, it is refilled from the same row's left space), ``face_down`` tiles on the
    left space, the middle space empty (returned tiles go there, the top one free)."""

    rows: int
    face_down: int


class SetupRules(Sourced):
    players: int
    blocked_districts: dict[Borough, int] = {}
    mobsters_a_removed: int = 0
    initial_mobsters: int
    face_down_mob_tiles: int
    mob_tile_stacks: list[int]
    police_initial: int
    police_face_down: int
    police_stacks: list[int]
    city_tile_display: CityTileDisplay
    helper_display: int
    barrels_per_ship: int
    start_family_member_at_docks: bool = False
    setup_round: Runs


class ComponentsFile(Model):
    """The shape shared by the component files: lists under known keys."""

    locations: list[Location] = []
    business_cards: list[BusinessCard] = []
    helpers: list[Helper] = []
    city_tiles: list[CityTile] = []
    crates: list[Crate] = []
    mobsters: list[Mobster] = []
    mob_district_tiles: list[DistrictTile] = []
    strength_tokens: list[StrengthToken] = []
    police_tiles: list[DistrictTile] = []
    ships: list[Ship] = []
    dock_rows: list[DockRow] = []
    objectives: list[Objective] = []
    ledger_spaces: list[LedgerSpace] = []
    setups: list[SetupRules] = []
    game: GameRules | None = None
    map: MapRules | None = None
    board: BoardRules | None = None
