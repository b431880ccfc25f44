"""Pydantic models of Speakeasy's rules files (``rules/*.yaml``), built from the shared parts
(interpreter/loading/fields.py: provenance, effect-language fields and where each effect stands).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from ...loading.fields import (
    MAX_ITEMS,
    Amount,
    Cond,
    Copies,
    Count,
    Effect,
    Expr,
    Model,
    Modifier,
    PerPlayers,
    Persistent,
    PlayerCount,
    Positive,
    Runs,
    Sourced,
    TableRule,
    Whole,
)
from .vocabulary import BigKind, Borough, BuildingKind, Business, SlotKind
from .vocabulary import Track as TrackName

BusinessKind = Business  # a business card's kind is one of the four businesses
ObjectiveGroup = Literal["central_park", "borough", "docks", "city_hall", "infamy"]

# Speakeasy's own ranges, narrower than the shared ones (interpreter/loading/fields.py; docs/limits.md).
Players = Annotated[Whole, Field(ge=2, le=4)]  # the counts the game is made for, and the program plays
Rounds = Annotated[Whole, Field(ge=1, le=20)]  # rounds of one act: a game of 4 acts of 20 is 7 times the box's
Capos = Annotated[Whole, Field(ge=1, le=8)]  # capos a player has: one placement each per round
Year = Annotated[Whole, Field(ge=1800, le=2100)]
Small = Annotated[Whole, Field(ge=0, le=10)]  # cards discarded, trucks, influence: a handful
Numbers = Annotated[list[Amount], Field(max_length=MAX_ITEMS)]


# ---------------------------------------------------------------- game.yaml
class Act(Sourced):
    act: Annotated[Whole, Field(ge=1, le=10)]
    years: str
    rounds: Rounds
    capos_returned: Annotated[Whole, Field(ge=0, le=8)] = 0  # capos back to the board at the act's start
    capos_boxed: Annotated[Whole, Field(ge=0, le=8)] = 0  # capos removed from the game at the act's start
    mob_pile: str | None = None  # mobster pile drawn in this act's mob war
    luciano: bool = True


class Scoring(Sourced):
    buildings: dict[BuildingKind, Amount]
    unique_helper_bottles: bool = True
    tie_breakers: list[Literal["protected_buildings", "buildings", "ledgers_placed", "family_members"]]


class GameRules(Sourced):
    name: str
    players: Annotated[list[Players], Field(min_length=1, max_length=3)]
    capos: Capos
    acts: Annotated[list[Act], Field(min_length=1, max_length=10)]  # no act: no game to play
    casino_payout: PerPlayers
    city_tile_limit: Count
    card_actions: dict[BusinessKind, Runs]
    control_hierarchy: list[str]
    lost_still_returns: bool = False  # the "rebuild your still" variant (000 P.21)
    safe_rate: Annotated[Whole, Field(ge=1, le=10)] = 2  # dollars from the safe that pay one dollar (000 P.7)
    scoring: Scoring
    components: dict[str, Amount]


# --------------------------------------------------------------- map.yaml
class District(Sourced):
    id: Positive
    borough: Borough
    spaces: Small | dict[PlayerCount, Small]  # building spaces, or spaces per player count
    adjacent: Annotated[list[Positive], Field(max_length=MAX_ITEMS)]
    grid: tuple[Count, Count]


class Port(Sourced):
    id: str
    district: Positive


class CentralPark(Sourced):
    # the roads a truck would take across the Park: the pairs 000 P.16 says it keeps apart ("13 and 15 do not
    # touch 14 and 16"); `trucks_cross` opens them, a setting of the rules (D-311) that a variant's `change:`
    # or a component's `set` changes. Defaults here, not in map.yaml, so that the shipped rules files — and
    # their fingerprint, which playthroughs and saves record — stay as they are (D-311)
    roads: Annotated[list[tuple[Positive, Positive]], Field(max_length=MAX_ITEMS)] = [(13, 14), (15, 16)]
    trucks_cross: bool = False


class MapRules(Model):
    districts: list[District]
    ports: list[Port]  # in clockwise order
    central_park: CentralPark | None = None


# ------------------------------------------------------------- board.yaml
class Level(Model):
    level: Positive
    value: Amount = 0
    discard: Small = 0  # business cards from hand discarded to reach this level
    trucks: Small | None = None


class Track(Sourced):
    # which track this is: a word of the effect language (vocab.TRACKS), not a component id
    track: TrackName
    stat: str
    levels: list[Level]


class BuildingSlot(Model):
    kind: SlotKind
    cost: Amount
    bonus: Runs | None = None


class BuildingGroup(Sourced):
    id: str
    discount: Amount
    slots: list[BuildingSlot]


class BigBuilding(Sourced):
    kind: BigKind
    cost: Amount
    discard: Small = 0
    bonuses: list[Runs | None]  # one per building in the supply, used left to right (None: no opening bonus)
    per_borough: Small = 1  # of this kind a player may have in one borough (000 P.15): a setting (D-311)


class GoonSpaces(Sourced):
    costs: Numbers
    start: Count


class InfamyPrice(Model):
    at: Count
    speakeasy: Amount
    high: Amount  # nightclub and casino


class InfamyReward(Model):
    at: Count
    effect: Runs
    # family members each player's setup puts on this space from their supply (000 P.6 step 10): out of play
    # until the marker reaches the space, when they go back to the supply just before the effect
    set_aside: Count = 0


class InfamyTrack(Sourced):
    start: Count
    max: Count
    prices: list[InfamyPrice]
    rewards: list[InfamyReward]


class TurnColumn(Model):
    column: Positive
    protect_cost: Amount
    restaurant_discard: PerPlayers


class TurnOrder(Sourced):
    columns: list[TurnColumn]
    columns_used: PerPlayers


class Payout(Sourced):
    borough: Borough
    amounts: Numbers


class Starting(Sourced):
    cash: Amount
    safe: Amount
    infamy: Count


class Trucks(Sourced):
    capacity: Positive  # barrels a truck carries


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
    copies: Copies = 1


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
    persons: Annotated[Whole, Field(ge=1, le=10)]
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
    influence: Small
    passive: Persistent | None = None


class Helper(Component):
    effect: Runs
    bottle: str
    value: Amount


class CityTile(Component):
    effect: Runs


class Crate(Component):
    cash: Expr
    back: Persistent
    ignores_golden_rule: bool = False


class Mobster(Component):
    name: str
    pile: Literal["A", "B", "C", "D"]
    strength: Count
    war_modifier: Modifier
    fee: Amount
    assist: Count
    bonus: Effect
    born: Year | None = None
    died: Year | None = None


class DistrictTile(Component):
    district: Positive


class StrengthToken(Component):
    value: Count


class Ship(Component):
    name: str
    # price and defense under each barrel space, left to right; barrels are taken from the right
    prices: Numbers
    defenses: Numbers


class DockRow(Sourced):
    row: Positive
    reward: Runs


class Objective(Component):
    group: ObjectiveGroup
    row: Literal["A", "B", "C"] | None = None
    number: Positive | None = None  # setup keeps the numbers on display different
    requirement: Cond
    reward: Runs
    ignores_golden_rule: bool = False


class LedgerSpace(Sourced):
    group: ObjectiveGroup
    slots: Count
    # two rows of ledger spaces per objective, one ledger per player
    ledgers_per_objective: Annotated[Whole, Field(ge=1, le=10)] = 2
    on_board: bool = False  # its objectives are printed on the main board, open all game (not dealt at setup)
    reward: Runs | None = None


class CityTileDisplay(Sourced):
    """The city tile display (000 P.5 step 14, P.14, P.20): rows of three spaces; per row, one tile face up
    on the right space (taken, it is refilled from the same row's left space), ``face_down`` tiles on the
    left space, the middle space empty (returned tiles go there, the top one free)."""

    rows: Positive
    face_down: Count


class SetupRules(Sourced):
    players: Players
    blocked_districts: dict[Borough, Count] = {}
    mobsters_a_removed: Count = 0
    initial_mobsters: Count
    face_down_mob_tiles: Count
    mob_tile_stacks: Annotated[list[Count], Field(max_length=MAX_ITEMS)]
    police_initial: Count
    police_face_down: Count
    police_stacks: Annotated[list[Count], Field(max_length=MAX_ITEMS)]
    city_tile_display: CityTileDisplay
    helper_display: Count
    barrels_per_ship: Count
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
    table_rules: list[TableRule] = []  # the table's own rules (a variant's house rules)
    game: GameRules | None = None
    map: MapRules | None = None
    board: BoardRules | None = None
