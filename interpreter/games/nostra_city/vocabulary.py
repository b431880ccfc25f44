"""Nostra City's words for the effect language, declared as data.

The grammar knows only shapes; this table says which verbs, nouns, quantities, modifiers and events
Nostra City has. The checker validates every card's text against it, ``verbs.py`` implements exactly
these verbs and the locales have one message each. Nothing here is Speakeasy's: `gain` means "gain
respect" and `discard` loses a wiseguy or a turf, in this game's vocabulary only.

The word lists (districts, business types, evidence colours) are the game's own: the models of its
rules files take them from here.
"""

from __future__ import annotations

from typing import Literal, get_args

from ...language.vocabulary import Event, NounSpec, Param, Verb, Vocabulary

# ------------------------------------------------------------------ words
# 003 §business: a turf has a business type (the circle icon: dice, capsule, high heel) and a district
# (its colour: blue, green, yellow, red; green is Brooklyn). The other three districts' names are
# those of a French review (lerepairedesjeux.fr, 2009: "Queens, Staten Island, Brooklynn ou le Bronx");
# which colour is which of them is reconstructed (docs/nostra-city-decisions.md ND-51).
District = Literal["brooklyn", "queens", "staten_island", "bronx"]
BusinessType = Literal["dice", "capsule", "heel"]
Colour = Literal["red", "blue"]  # a money card's evidence symbol (003 §cards): red guilty, blue innocent
Direction = Literal["guilty", "innocent"]
Family = Literal["baldini", "russo", "esposito", "greco"]  # the wiseguys' families (ND-52)
VendettaKind = Literal["payback", "snitch", "anger", "special"]
DISTRICTS: tuple[str, ...] = get_args(District)
BUSINESS_TYPES: tuple[str, ...] = get_args(BusinessType)
COLOURS: tuple[str, ...] = get_args(Colour)
DIRECTIONS: tuple[str, ...] = get_args(Direction)
FAMILIES: tuple[str, ...] = get_args(Family)
VENDETTA_KINDS: tuple[str, ...] = get_args(VendettaKind)
ATTRIBUTES: tuple[str, ...] = (*BUSINESS_TYPES, *DISTRICTS)  # what a deal may be declared by (003 §business)

# Quantities of the acting player usable as bare names in numbers (quantities.py).
QUANTITIES: dict[str, str] = {
    "respect": "your respect",
    "money_cards": "money cards in your hand",
    "vendettas": "vendetta cards in your hand",
    "wiseguys": "your wiseguys",
    "turfs": "your turfs",
    "titles": "your title cards",
    "month": "the current month (1-6)",
    "trial": "the trial marker: 1 or more is guilty (red), 0 or less innocent (blue)",
    "players": "number of players",
}
# The quantities above that count things (cards, wiseguys, turfs): their words read as counts.
COUNTED: frozenset[str] = frozenset({"money_cards", "vendettas", "wiseguys", "turfs", "titles"})

# `owned`: a selector of it means only the acting player's things (a hand is secret: no effect counts
# another player's money or vendetta cards).
NOUNS: dict[str, NounSpec] = {
    "wiseguy": NounSpec(flags=("mine", "others", "tapped", "untapped"), keys={"family": FAMILIES}),
    "turf": NounSpec(flags=("mine", "others", "tapped", "untapped"), keys={"district": DISTRICTS, "type": BUSINESS_TYPES}),
    "investigation": NounSpec(flags=("street", "won", "mine")),
    "vendetta": NounSpec(keys={"kind": VENDETTA_KINDS}, owned=True),
    "money": NounSpec(keys={"colour": COLOURS}, owned=True),
    "title": NounSpec(flags=("mine",)),
}

# What a wiseguy's ability (`when this_deals: modify deal_draw +1`) or an investigation on the street
# (`modify lone_keep -1 everyone`) adjusts; numbers.py reads each where the rule is played.
MODIFIERS: dict[str, str] = {
    "deal_draw": "money cards a deal draws",
    "bid_value": "thousands added to a bid's value when bids are compared and summed",
    "lone_keep": "money cards a lone winning bidder keeps",
    "bribe_cards": "money cards one bribe may put on the bribe pile",
    "raid_proof": "when above 0, the Police Raid does not stop the deal",
    "tie_wins": "when above 0, this bid wins a tie for the highest bid",
    "trial_push": "extra steps toward guilty an investigation on the street makes in the Social phase",
}

# Numbers of the rules an investigation may change while it is on the street, by their path.
NUMBERS: dict[str, str] = {
    "game.hand_limit": "money cards a player may keep at the Social phase",
    "game.deals_per_month": "deals the whole table may run in one month",
}

# The moments a wiseguy's ability speaks of: while this very wiseguy runs a deal, bids or bribes.
EVENTS: dict[str, Event] = {
    "this_deals": Event("this wiseguy runs a deal (Business)"),
    "this_bids": Event("this wiseguy places a bid (Meeting)"),
    "this_bribes": Event("this wiseguy bribes the jury (Influence the Verdict)"),
}

# ------------------------------------------------------------------ verbs
VERBS: dict[str, Verb] = {
    "gain": Verb((Param("amount", "amount"), Param("what", "word", ("respect",))),
                 doc="move your marker up the respect track"),
    "lose": Verb((Param("amount", "amount"), Param("what", "word", ("respect",))),
                 doc="move your marker down the respect track (never below 0)"),
    "give": Verb((Param("amount", "amount"), Param("what", "word", ("money",))), kwargs={"to": "player"},
                 doc="give money cards drawn at random from your hand (as many as you have, up to the amount)"),
    "discard": Verb((Param("amount", "amount"), Param("what", "word", ("wiseguy", "turf"))),
                    doc="put your own wiseguys or turfs (your choice which) out of the game (as many as you have, up "
                        "to the amount)"),
    "trial": Verb((Param("amount", "amount"), Param("toward", "word", DIRECTIONS)),
                  doc="move the trial marker steps toward guilty or innocent"),
    "draw": Verb((Param("amount", "amount"), Param("what", "word", ("vendetta", "money"))),
                 doc="draw vendetta cards or money cards into your hand"),
    "lie_low": Verb((), doc="go to Atlantic City: until the end of the game, other players' paybacks cannot name you"),
}

SYNONYMS = {
    "steal": "as an opponent: give 2 money to you", "whack": "as an opponent: lose 2 respect",
    "get": "gain", "earn": "gain", "bribe": "trial 1 innocent", "frame": "trial 1 guilty",
    "kill": "as an opponent: discard 1 wiseguy",
}

VOCABULARY = Vocabulary.of(verbs=VERBS, nouns=NOUNS, quantities=QUANTITIES, modifiers=MODIFIERS, numbers=NUMBERS,
                           events=EVENTS, synonyms=SYNONYMS)
