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

from ...language.vocabulary import Event, Function, NounSpec, Param, Setting, Verb, Vocabulary

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
    "influence": "leverage: influence on the business cards on your board, influence tokens and permanent leverage",
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
# `owned`: counted only among the acting player's things, as quantities.py reads them (a building, a family
# member, a district or a borough is anyone's unless the selector says `mine`).
NOUNS: dict[str, NounSpec] = {
    "building": NounSpec(
        flags=("mine", "others", "protected", "operating", "barrel", "unprotected"),
        keys={"kind": BUILDING_KINDS, "borough": _PLACE, "district": ("here",)},
    ),
    "mob_speakeasy": NounSpec(keys={"borough": _PLACE, "district": ("here",)}),
    # a district: `mine` where you have a building, `controlled` where you control it as the Lucky
    # Luciano check does (000 P.11); a borough: `mine` with a building of yours, `controlled` where you
    # control at least one district, `majority` where you control more districts than anyone, the mob included
    "district": NounSpec(flags=("police", "blocked", "mine", "controlled"), keys={"borough": _PLACE}, quantified=True),
    "borough": NounSpec(flags=("mine", "controlled", "majority"), quantified=True),
    "family_member": NounSpec(
        flags=("mine", "others", "vip", "dock", "protecting", "placed"),
        keys={"dock": ("attacked", *BOROUGHS)},
    ),
    "ledger": NounSpec(flags=("mine", "placed", "unplaced"), owned=True),
    "barrel": NounSpec(flags=("mine", "building", "still", "truck"), owned=True),
    "goon": NounSpec(flags=("mine",), owned=True),
    "helper": NounSpec(flags=("mine", "used", "unused"), owned=True),
    "city_tile": NounSpec(flags=("mine", "used", "unused"), owned=True),
    "crate": NounSpec(flags=("mine",), owned=True),
    "card": NounSpec(flags=("mine", "hand", "board"), keys={"kind": BUSINESSES}, owned=True),
    "truck": NounSpec(flags=("mine", "placed"), owned=True),
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
    "influence": "permanent leverage: added when you pay protection and to your leverage total (the Leverage objectives)",
    "dock_reward_any": "when set, a family member placed at the docks takes any dock reward",
}

# Modifiers the engine reads only while one event lasts (combat.py, luciano.py, verbs_cards.py,
# verbs_docks.py, verbs_build.py): the text of `when EVENT: modify NAME …` need not repeat the event.
READ_DURING = {"defense": "defend", "takeover_attack": "takeover", "ship_attack": "attack_ship"}

# Numbers of the rules a card, crate back or associate may modify (`modify game.safe_rate -1`), by the
# path a variant's `change:` writes; a path that leaves out a list's position means every item of it.
# The engine reads each through one lookup (interpreter/machine/passives.number).
NUMBERS: dict[str, str] = {
    "game.safe_rate": "dollars from the safe that pay one dollar (2: laundering at 2:1)",
    "game.casino_payout": "what each operating casino pays when the turn order changes",
    "game.city_tile_limit": "city tiles a player may keep at the end of their turn",
    "board.payouts": "what each place of each borough's area control pays",
    "board.goons.costs": "the price of each goon space",
    "board.turn_order.columns.protect_cost": "the leverage protecting a building costs, in each turn-order column",
    "board.trucks.capacity": "barrels a truck carries",
}

# The rules that are not numbers (D-310, D-311), by the path a variant's `change:` writes: a component's
# `set PATH VALUE` changes one for its owner (or `everyone`), read through one lookup (machine/passives.setting).
PARK_CROSSING = "map.central_park.trucks_cross"
PER_BOROUGH = {kind: f"board.big_buildings.{kind}.per_borough" for kind in BIG_BUILDINGS}
SETTINGS: dict[str, Setting] = {
    PARK_CROSSING: Setting("trucks may drive across Central Park by its roads (map.central_park.roads: 13-14, 15-16)"),
    **{path: Setting(f"{kind}s a player may have in one borough", "limit", (0, 3)) for kind, path in PER_BOROUGH.items()},
    "locations.unlimited": Setting(
        "any number of capos may talk to one person of a location (the Restaurant)",
        table="one capo talks to each person for everyone at the table (the swaps and the returns read who "
              "talks to whom), so it is not one player's; a variant opens a location for everyone "
              "(change: {LOCATION_ID.unlimited: true}, e.g. the id of City Hall)"),
}

# What a persistent component may wait for: `when EVENT: modify …` applies while an event lasts,
# `when EVENT: effect` runs after it happened (interpreter/machine/triggers.py).
EVENTS: dict[str, Event] = {
    "protect": Event("you protect a building (City Hall, a VIP card)"),
    "takeover": Event("you take over a mob speakeasy"),
    "defend": Event("you defend a building in the mob war"),
    "attack_ship": Event("you ambush a rum-runner ship"),
    "sell": Event("you sell barrels"),
    "produce": Event("you produce barrels"),
    "deliver": Event("your trucks pick up and deliver"),
    "build": Event("you open, upgrade or take over a building (its bonus runs while it lasts)"),
    "open": Event("you open a building on an empty space", lasts=False),
    "upgrade": Event("you upgrade a speakeasy to a nightclub or a casino", lasts=False),
    "lose": Event("a building of yours falls in the mob war", lasts=False),
    "displaced": Event("another player's Park swap moves your capo", lasts=False, binds=("displacer",)),
    # the other things one player does to another (D-315): an ambush hires your family members (000 P.18), another
    # player's effect makes you give them something (`as an opponent: give … to you`)
    "hired_out": Event("another player's ambush hires your family members", lasts=False, binds=("ambusher",)),
    "taken": Event("another player's effect makes you give them something", lasts=False, binds=("taker",)),
    "round_end": Event("a round ends (after casino income)", lasts=False, everyone=True),
    "act_end": Event("an act ends (after its Lucky Luciano phase)", lasts=False, everyone=True),
    "luciano": Event("the Lucky Luciano phase begins", lasts=False, everyone=True),
}

ROLES = {
    "displaced": "the player whose capo the Park swap moved",
    "displacer": "the player whose Park swap moved your capo",
    "ambusher": "the player whose ambush hired your family members",
    "taker": "the player whose effect made you give them something",
}


# ------------------------------------------------------------------ verbs
RESOURCES = ("ledger", "influence", "family_member")
# what a player may give another besides money (ledgers are in a player's colour; buildings and family members stand
# on the map, where a gift would have to say what becomes of what they hold: docs/dsl.md); a barrel only from the
# still track to the receiver's (D-355: one in a building counts for its sales, one on a truck moves with it)
GIFTS = ("influence", "card", "goon", "helper", "city_tile", "barrel")
DESTINATIONS = ("safe", "vip", "dock")
LOOK_MAX = 5  # the most cards `look` lays out at once (the checker holds `look N` and `keep=K` to it; D-300)

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
    "build": Verb((Param("kind", "words", BUILDING_KINDS),), kwargs={"discount": "amount"}, fires=("build", "open"),
                  doc="pay the building's cost and open it on an empty building space"),
    "upgrade": Verb((Param("kind", "words", ("nightclub", "casino")),), fires=("build", "upgrade"),
                    doc="pay the cost (less your cleared-group discount) and replace one of your speakeasies"),
    "take_over": Verb((Param("kind", "words", BUILDING_KINDS),), flags=("ignore_defense", "free"), fires=("takeover", "build"),
                      doc="pay the building's cost (nothing if `free`), beat a mob speakeasy's defense (not if "
                          "`ignore_defense`) and replace it"),
    "play": Verb((Param("what", "word", ("card",)), Param("kind", "words", CARD_KINDS, optional=True)),
                 flags=("bonus_only",), kwargs={"range": "amount"},
                 doc="play a business card from hand: its bonus, then its kind's action (not with `bonus_only`)"),
    "produce": Verb((), fires=("produce",), doc="your operating still makes barrels"),
    "sell": Verb((), fires=("sell",), doc="sell barrels from your operating buildings"),
    "deliver": Verb((), kwargs={"range": "amount"}, fires=("deliver",), doc="move trucks, pick up and deliver barrels"),
    "protect": Verb((), fires=("protect",),
                    doc="send family members from the VIP Room to protect buildings, paying leverage"),
    "discard": Verb((Param("amount", "amount"), Param("what", "word", ("card",))), cost=True,
                    doc="discard business cards from hand: before `->` a cost, in full; elsewhere as many as you have, "
                        "up to the amount"),
    "pay": Verb((Param("amount", "amount_or_money"), Param("what", "word", ("influence",), optional=True)),
                cost=True, noun_unless_money=True, doc="pay money (cash or safe at 2:1) or influence tokens: before `->` a cost, "
                "in full; elsewhere as much as you have, up to the amount"),
    "move_turn_order": Verb((), doc="move your turn-order marker to an empty space of the lower row"),
    "cook": Verb((), doc="place a ledger from your board on an objective you meet"),
    "use": Verb((Param("what", "word", ("city_tile",)),), doc="use one of your city tiles"),
    "copy": Verb((Param("what", "word", ("helper",)),), doc="use a display helper's reward without taking it"),
    "swap_capo": Verb((), binds=("displaced",), fires=("displaced",),
                      doc="swap your capo with another player's at a person outside the Park"),
    "act": Verb((), doc="do the actions of the person your capo now talks to (after a swap)"),
    "ally": Verb((Param("what", "word", ("mobster",)),), doc="take a mobster from the mob board as your associate"),
    "attack": Verb((Param("what", "word", ("ship",)),), fires=("attack_ship",), fires_others=("hired_out",),
                   doc="ambush a rum-runner ship"),
    "give": Verb((Param("amount", "amount_or_money"), Param("what", "word", GIFTS, optional=True)),
                 kwargs={"to": "player"}, noun_unless_money=True, fires_as=("taken",),
                 doc="give money (cash, then the safe at your safe rate), influence tokens, business cards (your choice "
                     "which), goons (as many as the receiver has empty goon spaces), helpers, city tiles or barrels "
                     "(from your operating still to the receiver's) to another player: as much as you "
                     "have, up to the amount; the player: `to you` or a role"),
    "look": Verb((Param("amount", "amount"), Param("what", "word", ("card",)), Param("kind", "word", BUSINESSES)),
                 flags=("ordered",), kwargs={"keep": "amount"}, bounds={"amount": (1, LOOK_MAX), "keep": (0, LOOK_MAX)},
                 within=(("keep", "amount"),),
                 doc="look at the top cards of a business deck (the ones under the face-up top for your eyes alone), "
                     "keep some of them (1 unless `keep=`) and put the rest at the bottom of the deck, in their order "
                     "(with `ordered`, in the order you choose)"),
    "auto_defend": Verb((Param("kind", "words", BUILDING_KINDS),), charge=True,
                        doc="a building of this kind is defended in the mob war without a fight"),
    "free_assist": Verb((), charge=True, doc="your associate helps one attack or defense without a fee"),
}


# What an author may write for something the game says otherwise (the checker's "did you mean").
SYNONYMS = {
    "gain goon": "hire 1 goon free", "gain card": "take card", "gain helper": "take helper",
    "gain city_tile": "take city_tile", "gain barrel": "produce", "take influence": "gain 1 influence",
    "take ledger": "gain 1 ledger", "take goon": "hire 1 goon", "take family_member": "gain 1 family_member",
    "get": "gain", "receive": "gain", "earn": "gain", "recruit": "hire", "spend": "pay", "lose": "pay",
    "draw": "take card", "open": "build", "steal": "as an opponent: give $1 to you",
    "ambush": "attack ship", "discard_card": "discard 1 card",
}

# The game's own word for what the effect language first called `influence` (000 P.12 「影响力」, every text
# says Leverage): either may be written, the tree holds `influence` (D-110).
ALIASES = {"leverage": "influence", "leverage_tokens": "influence_tokens"}

VOCABULARY = Vocabulary.of(verbs=VERBS, nouns=NOUNS, quantities=QUANTITIES, functions=FUNCTIONS, modifiers=MODIFIERS,
                           numbers=NUMBERS, events=EVENTS, roles=ROLES, context_names=CONTEXT_NAMES, synonyms=SYNONYMS,
                           read_during=READ_DURING, aliases=ALIASES, settings=SETTINGS)

# The pieces in the box (000 P.4-6): setup deals them, the invariants count them, the rules' check
# (crosscheck.py) compares a setup with them — here, so that a check imports no game state.
TOTAL_BARRELS = 40
TOTAL_GOONS = 24
TOTAL_POLICE = 16
TOTAL_MOB_SPEAKEASIES = 24
TOTAL_INFLUENCE_TOKENS = 20  # 000 P.3 「20 影响力指示物」: the supply runs out (D-43); ledgers do not (D-43, 000 P.14)
