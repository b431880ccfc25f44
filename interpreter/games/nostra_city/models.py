"""Pydantic models of Nostra City's rules files (``rules/*.yaml``), built from the shared parts
(interpreter/loading/fields.py: provenance, effect-language fields and where each effect stands).

Every item carries provenance: ``source`` (a section of seed 003, ``003 §business``) or
``reconstructed`` (why the value is a reconstruction), and may carry a ``reference``: a public page
(a review) that states the value but is no seed of the project.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...loading.fields import (
    Amount,
    Cond,
    Copies,
    Count,
    Model,
    Modifier,
    Persistent,
    Runs,
    Sourced,
    TableRule,
    Whole,
)
from .vocabulary import BusinessType, Colour, District, Family, VendettaKind

# Nostra City's own ranges, narrower than the shared ones (docs/limits.md).
Players = Annotated[Whole, Field(ge=3, le=5)]  # 003: "# of players: 3-5"
Month = Annotated[Whole, Field(ge=1, le=12)]
Small = Annotated[Whole, Field(ge=0, le=20)]
Unit = Annotated[Whole, Field(ge=1, le=100_000)]  # a money card's value is written in these (thousands)
Rank = Annotated[Whole, Field(ge=1, le=3)]
Reference = Annotated[str, Field(min_length=8, max_length=300)]
Id = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=60)]
DistrictColour = Literal["blue", "green", "yellow", "red"]


class Card(Sourced):
    """A component with provenance, and maybe the public page (not a seed) that gives a value of it."""

    reference: Reference | None = None


# ---------------------------------------------------------------- game.yaml
class GameRules(Card):
    name: str
    players: list[Players]
    months: Month
    street_spaces: Annotated[Whole, Field(ge=1, le=8)]
    deals_per_month: Small
    hand_limit: Small
    start_money: list[Id]  # money card ids, one entry per card
    start_wiseguys: Small
    start_turfs: Small
    first_trial_after: Month  # the First Trial follows this month's Social phase
    underboss_month: Month  # the Underboss goes to the street in this month's Social phase
    zealous_from: Month
    guilty_from: Modifier  # the trial marker at this value or above is on red: guilty
    respect_floor: Count = 0
    money_unit: Unit  # a money card's value times this is what the card shows
    money_total: Annotated[Whole, Field(ge=0, le=100_000)]  # the box's money, in values (003 §components)
    start_player: Literal["first", "random"] = "first"
    components: dict[str, Count]  # the box's contents by kind, checked against the rules


class Setup(Card):
    players: Players
    trial_start: Modifier  # the trial marker's first space


class DistrictInfo(Card):
    id: District
    colour: DistrictColour


class TypeInfo(Card):
    id: BusinessType


# ---------------------------------------------------------------- money.yaml
class MoneyCard(Card):
    id: Id
    value: Amount
    colour: Colour
    copies: Copies = 1


class PoliceRaid(Card):
    id: Id


# ---------------------------------------------------------------- street.yaml
class Wiseguy(Card):
    id: Id
    family: Family
    ability: Persistent | None = None


class Turf(Card):
    id: Id
    district: District
    type: BusinessType
    copies: Copies = 1


class RespectCard(Card):
    id: Id
    effect: Runs
    copies: Copies = 1


class Investigation(Card):
    id: Id
    bribe: Amount  # in money values: the bribes on it must add up to this
    effect: Runs  # what its winner gains (its respect)
    passive: Persistent | None = None  # what it does to every player while it lies on the street


# ---------------------------------------------------------------- vendetta.yaml
class Vendetta(Card):
    id: Id
    kind: VendettaKind
    copies: Copies = 1
    effect: Runs | None = None
    timing: Literal["final_trial"] = "final_trial"  # ND-48: when it may be played


# ---------------------------------------------------------------- extras.yaml
class Title(Card):
    id: Id
    rank: Rank  # the tie-break order (003 §final-trial: Underboss > Consigliere > Primo Capo)
    effect: Runs


class Zealous(Card):
    id: Id
    effect: Runs


class EndBonus(Card):
    id: Id
    condition: Cond
    effect: Runs


class RulesFile(Model):
    """One rules file: any of these sections (each section in one file only)."""

    game: GameRules | None = None
    police_raid: PoliceRaid | None = None
    setups: list[Setup] = []
    districts: list[DistrictInfo] = []
    business_types: list[TypeInfo] = []
    money_cards: list[MoneyCard] = []
    wiseguys: list[Wiseguy] = []
    turfs: list[Turf] = []
    respect_cards: list[RespectCard] = []
    investigations: list[Investigation] = []
    vendettas: list[Vendetta] = []
    titles: list[Title] = []
    zealous: list[Zealous] = []
    bonuses: list[EndBonus] = []
    table_rules: list[TableRule] = []  # the table's own rules (a variant's house rules)
