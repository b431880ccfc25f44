"""Speakeasy's words for the effect language, declared as data.

The grammar knows only shapes (calls, selectors, functions); this table says which verbs,
nouns, quantities, functions and modifiers Speakeasy has and what their arguments are. The
checker validates every AST against it, the verb modules implement exactly these verbs, and the
locales have one message each. Adding a verb means adding a row here, a verb function
(`@VERBS.verb`) and a message.

The word lists (businesses, boroughs, building kinds) are the game's own: every other module,
the rules models included, takes them from here.
"""

from __future__ import annotations

from typing import Literal, get_args

from ...language.vocabulary import Function, NounSpec, Param, Verb, Vocabulary

# ------------------------------------------------------------------ words
Business = Literal["vip", "party", "still", "fleet"]
Borough = Literal["downtown", "midtown", "uptown"]
SlotKind = Literal["speakeasy", "still"]  # opened from a slot of the player board
BigKind = Literal["nightclub", "casino"]  # built from the supply
BuildingKind = Literal[SlotKind, BigKind]
Track = Literal["strength", "vip", "party", "still", "fleet"]
BUSINESSES: tuple[str, ...] = get_args(Business)
BOROUGHS: tuple[str, ...] = get_args(Borough)
BUILDING_KINDS: tuple[str, ...] = get_args(BuildingKind)
TRACKS: tuple[str, ...] = get_args(Track)
BIG_BUILDINGS: tuple[str, ...] = get_args(BigKind)
CARD_KINDS = (*BUSINESSES, "any")

# Quantities of the acting player's state usable as bare names in numbers.
QUANTITIES: dict[str, str] = {
    "strength": "strength level (1-5)",
    "vip": "VIP Room level",
    "party": "Party level",
    "still": "Still level",
    "fleet": "Fleet level",
    "infamy": "infamy (sum of the four business levels and strength)",
    "influence": "leverage: influence on the business cards on your board plus influence tokens",
    "influence_tokens": "influence tokens only",
    "associate_strength": "strength your associate adds (0 without one)",
    "goons": "goons on your board",
    "cash": "money in front of you",
    "safe": "money behind your screen",
    "players": "number of players",
    "act": "current act (1-4)",
    "vip_capacity": "family members your VIP Room holds",
    "sell_limit": "barrels you may sell in one sell action",
    "production": "barrels one produce action makes",
    "truck_range": "moves per truck",
    "turn_column": "your column on the turn-order track (1-4)",
}

# Context names a filter may compare against (bound by the component using them).
CONTEXT_NAMES = {
    "here": "the borough (or district) of the objective or slot being evaluated",
    "attacked": "the dock area of the ship being attacked",
}


_PLACE = (*BOROUGHS, "here")
NOUNS: dict[str, NounSpec] = {
    "building": NounSpec(
        flags=("mine", "others", "protected", "operating", "barrel", "unprotected"),
        keys={"kind": BUILDING_KINDS, "borough": _PLACE, "district": ("here",)},
    ),
    "mob_speakeasy": NounSpec(keys={"borough": _PLACE, "district": ("here",)}),
    "district": NounSpec(flags=("police", "blocked", "mine"), keys={"borough": _PLACE}, quantified=True),
    "borough": NounSpec(quantified=True),
    "family_member": NounSpec(
        flags=("mine", "others", "vip", "dock", "protecting", "placed"),
        keys={"dock": ("attacked", *BOROUGHS)},
    ),
    "ledger": NounSpec(flags=("mine", "placed", "unplaced")),
    "barrel": NounSpec(flags=("mine", "building", "still", "truck")),
    "goon": NounSpec(flags=("mine",)),
    "helper": NounSpec(flags=("mine", "used", "unused")),
    "city_tile": NounSpec(flags=("mine", "used", "unused")),
    "crate": NounSpec(flags=("mine",)),
    "card": NounSpec(flags=("mine", "hand", "board"), keys={"kind": BUSINESSES}),
    "truck": NounSpec(flags=("mine", "placed")),
    "police": NounSpec(keys={"borough": _PLACE, "district": ("here",)}),
}

# Functions usable in numbers, beside the shared count, highest and lowest.
FUNCTIONS: dict[str, Function] = {
    "districts": Function(1, "how many different districts the things a selector matches stand in", selector=True),
    "tracks_at_least": Function(1, "how many of your five tracks (strength and four businesses) are at this level or higher"),
}

# Persistent modifiers (crate backs, associates, card passives) and what they adjust.
MODIFIERS: dict[str, str] = {
    "sell_limit": "barrels per sell action",
    "production": "barrels per produce action",
    "truck_range": "moves per truck",
    "defense": "building defense in the mob war",
    "takeover_attack": "attack when taking over a mob speakeasy",
    "ship_attack": "attack against a rum-runner ship",
    "associate_fee": "the fee your associate asks each time you use them",
    "influence": "permanent leverage when paying protection",
    "city_tile_limit": "city tiles you may keep at the end of your turn",
    "dock_reward_any": "when set, a family member placed at the docks takes any dock reward",
}

# Events during which a `when EVENT: modify ...` applies; each is set by the engine while it lasts.
EVENTS: dict[str, str] = {
    "protect": "when you protect buildings (City Hall, VIP card)",
    "takeover": "when you take over a mob speakeasy",
    "defend": "when you defend a building in the mob war",
    "attack_ship": "when you attack a rum-runner ship",
    "sell": "when you sell barrels",
    "produce": "when you produce barrels",
    "deliver": "when your trucks pick up and deliver",
    "build": "when you open or upgrade a building",
}

ROLES = {"displaced": "the player whose capo the Park swap moved"}


# ------------------------------------------------------------------ verbs
RESOURCES = ("ledger", "influence", "family_member")
DESTINATIONS = ("safe", "vip", "dock")

VERBS: dict[str, Verb] = {
    "gain": Verb(
        (Param("amount", "amount_or_money"), Param("what", "word", RESOURCES, optional=True),
         Param("where", "word", DESTINATIONS, optional=True)),
        noun_unless_money=True,
        doc="take resources from the supply; money goes to cash unless `safe`; "
        "a family member goes to your VIP Room or the docks (your choice unless `vip`/`dock`)",
    ),
    "hire": Verb((Param("amount", "amount"), Param("what", "word", ("goon",))), flags=("free",),
                 doc="hire goons, paying the cheapest empty goon space each (nothing if `free`)"),
    "take": Verb((Param("what", "word", ("card", "helper", "city_tile")),
                  Param("kind", "words", CARD_KINDS, optional=True)),
                 doc="take a business card (of a kind, or any), a helper from the display, or a city tile from the display"),
    "raise": Verb((Param("track", "words", (*TRACKS, "business")),), kwargs={"by": "amount"},
                  doc="raise strength or a business level (by 1 unless `by=`); `business` is any of the four"),
    "build": Verb((Param("kind", "words", BUILDING_KINDS),), kwargs={"discount": "amount"},
                  doc="pay the building's cost and open it on an empty building space"),
    "upgrade": Verb((Param("kind", "words", ("nightclub", "casino")),),
                    doc="pay the cost (less your cleared-group discount) and replace one of your speakeasies"),
    "take_over": Verb((Param("kind", "words", BUILDING_KINDS),), flags=("ignore_defense",),
                      doc="pay the building's cost, beat a mob speakeasy's defense and replace it"),
    "play": Verb((Param("what", "word", ("card",)), Param("kind", "words", CARD_KINDS, optional=True)),
                 flags=("bonus_only",), kwargs={"range": "amount"},
                 doc="play a business card from hand: its bonus, then its kind's action (not with `bonus_only`)"),
    "produce": Verb((), doc="your operating still makes barrels"),
    "sell": Verb((), doc="sell barrels from your operating buildings"),
    "deliver": Verb((), kwargs={"range": "amount"}, doc="move trucks, pick up and deliver barrels"),
    "protect": Verb((), doc="send family members from the VIP Room to protect buildings, paying leverage"),
    "discard": Verb((Param("amount", "amount"), Param("what", "word", ("card",))), cost=True,
                    doc="discard business cards from hand"),
    "pay": Verb((Param("amount", "amount_or_money"), Param("what", "word", ("influence",), optional=True)),
                cost=True, noun_unless_money=True, doc="pay money (cash or safe at 2:1) or influence tokens"),
    "move_turn_order": Verb((), doc="move your turn-order marker to an empty space of the lower row"),
    "cook": Verb((), doc="place a ledger from your board on an objective you meet"),
    "use": Verb((Param("what", "word", ("city_tile",)),), doc="use one of your city tiles"),
    "copy": Verb((Param("what", "word", ("helper",)),), doc="use a display helper's reward without taking it"),
    "swap_capo": Verb((), doc="swap your capo with another player's at a person outside the Park"),
    "act": Verb((), doc="do the actions of the person your capo now talks to (after a swap)"),
    "ally": Verb((Param("what", "word", ("mobster",)),), doc="take a mobster from the mob board as your associate"),
    "attack": Verb((Param("what", "word", ("ship",)),), doc="ambush a rum-runner ship"),
    "auto_defend": Verb((Param("kind", "words", BUILDING_KINDS),), charge=True,
                        doc="a building of this kind is defended in the mob war without a fight"),
    "free_assist": Verb((), charge=True, doc="your associate helps one attack or defense without a fee"),
}


VOCABULARY = Vocabulary.of(verbs=VERBS, nouns=NOUNS, quantities=QUANTITIES, functions=FUNCTIONS, modifiers=MODIFIERS,
                           events=EVENTS, roles=ROLES, context_names=CONTEXT_NAMES)
