"""Taking more than a player has: one rule for every verb of every game (issue 23 item 2, D-210).

A step that takes from the player who performs it — `give`, `pay` and `discard` anywhere but before `->`,
Nostra City's `lose`, `give` and `discard` — takes what they have, up to the amount: what they hold goes to
zero (or the rules' floor), never below; what is given is what was held. A cost before `->` is paid in full
or its effect is not done (000: an action is done only when its cost is paid), and a verb that asks a price
the rules set (a goon, a building, a level) is offered only when the price can be paid. ``KINDS`` says which
of these each verb of each game's vocabulary is: a verb added to a game and not classified here fails
``test_every_verb_of_every_game_is_classified``, a take without a row of ``TAKES`` fails the next test, and
every verb is run by a player who holds nothing (``EMPTY``) without a count going below zero.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from interpreter.games.nostra_city.invariants import violations as nostra_violations
from interpreter.games.speakeasy import economy
from interpreter.games.speakeasy.invariants import violations as speakeasy_violations
from interpreter.games.speakeasy.state import Building
from interpreter.games.speakeasy.verbs_basic import to_bottom
from interpreter.harness.package import available, load_game
from interpreter.language.parser import parse
from interpreter.machine.game import Game

from .conftest import quiet_game
from .nostra_city.helpers import quiet as nostra_quiet

TAKE = "takes what the performer has, up to the amount (TAKES has its rows)"
PRICE = "asks a price the rules set, offered only when it can be paid whole"
OWN = "uses one of the performer's own things, offered only when there is one"
NONE = "takes nothing from a player"
STAYS = "changes a number or a setting while the component is held; takes nothing"

KINDS: dict[str, dict[str, str]] = {
    "speakeasy": {
        "give": TAKE, "pay": TAKE, "discard": TAKE,  # before `->` the last two are costs: COSTS has their rows
        "hire": PRICE, "build": PRICE, "upgrade": PRICE, "take_over": PRICE, "raise": PRICE, "protect": PRICE,
        "deliver": PRICE, "move_turn_order": PRICE, "attack": PRICE,
        "play": OWN, "cook": OWN, "use": OWN, "sell": OWN,
        "gain": NONE, "take": NONE, "produce": NONE, "copy": NONE, "swap_capo": NONE, "act": NONE, "ally": NONE,
        "auto_defend": NONE, "free_assist": NONE, "look": NONE,
        "modify": STAYS, "set": STAYS,
    },
    "nostra_city": {
        "lose": TAKE, "give": TAKE, "discard": TAKE,
        "gain": NONE, "trial": NONE, "draw": NONE, "lie_low": NONE,
        "modify": STAYS,
    },
}


# ------------------------------------------------------------------ what a player holds, by game
def _money(g: Any, seat: int) -> int:
    p = g.state.players[seat]
    return int(p.cash + p.safe // economy.safe_rate(g, seat))


def _set_speakeasy(game: Game[Any], seat: int, what: str, n: int) -> None:
    g, p = game.engine, game.state.players[seat]
    if what == "money":  # $1 left in the safe is worth nothing at 2:1: it must not be taken
        p.cash, p.safe = n, 1
    elif what == "influence":
        p.influence_tokens = n
    elif what == "goon":
        game.state.supply_goons += p.goons - n
        p.goons = n
    elif what == "card":
        assert len(p.hand) >= n
        while len(p.hand) > n:
            to_bottom(g, p.hand.pop())
    elif what == "helper":  # face-up components beside the board (issue 27 item 4): taken from the helper deck
        s = game.state
        while len(p.helpers) < n:
            p.helpers.append(s.helper_deck.pop())
        while len(p.helpers) > n:
            s.helper_deck.insert(0, p.helpers.pop())
    elif what == "city_tile":  # from the face-down stacks of the city tile display
        s = game.state
        stack = next(st for st in s.tile_stack if st)
        while len(p.city_tiles) < n:
            p.city_tiles.append(stack.pop())
        while len(p.city_tiles) > n:
            stack.insert(0, p.city_tiles.pop())
    elif what == "barrel":  # still track to still track (D-355): the giver and seat 0, who receives, have a still
        for seat_ in dict.fromkeys((seat, 0)):
            _operating_still(game, seat_)
        game.state.supply_barrels -= n - p.still_barrels
        p.still_barrels = n
    else:
        raise AssertionError(what)
    game.engine.changed()


def _operating_still(game: Game[Any], seat: int) -> None:
    """Open the player's still from their board on an empty building space of a district without police."""
    g, s, p = game.engine, game.state, game.state.players[seat]
    if any(b is not None and b.owner == seat and b.kind == "still" for d in s.districts.values() for b in d.spaces):
        return
    slot = next(i for i, sl in enumerate(sl for grp in g.rules.board.building_groups for sl in grp.slots)
                if sl.kind == "still" and p.slots_free[i])
    d, i = next((d, i) for d in s.districts.values() if d.police == 0 and not d.blocked
                for i, b in enumerate(d.spaces) if b is None)
    d.spaces[i] = Building(seat, "still", slot=slot)
    p.slots_free[slot] = False


def _held_speakeasy(game: Game[Any], seat: int, what: str) -> int:
    p = game.state.players[seat]
    return {"money": lambda: _money(game.engine, seat), "influence": lambda: p.influence_tokens,
            "goon": lambda: p.goons, "card": lambda: len(p.hand), "helper": lambda: len(p.helpers),
            "city_tile": lambda: len(p.city_tiles), "barrel": lambda: p.still_barrels}[what]()


def _set_nostra(game: Game[Any], seat: int, what: str, n: int) -> None:
    s, p = game.state, game.state.players[seat]
    if what == "respect":
        p.respect = n
    elif what == "money":
        assert len(p.money) >= n
        while len(p.money) > n:
            s.money_deck.insert(0, p.money.pop())
    elif what in ("wiseguy", "turf"):
        mine = p.wiseguys if what == "wiseguy" else p.turfs
        assert len(mine) >= n, (what, mine)
        while len(mine) > n:
            s.removed.append(mine.pop())
        p.tapped, p.tapped_turfs = [], []
    else:
        raise AssertionError(what)
    game.engine.changed()


def _held_nostra(game: Game[Any], seat: int, what: str) -> int:
    p = game.state.players[seat]
    return {"respect": lambda: p.respect, "money": lambda: len(p.money), "wiseguy": lambda: len(p.wiseguys),
            "turf": lambda: len(p.turfs)}[what]()


@dataclass(frozen=True, slots=True)
class Kit:
    new: Callable[[], Game[Any]]
    set: Callable[[Game[Any], int, str, int], None]
    held: Callable[[Game[Any], int, str], int]
    violations: Callable[[Any], list[str]]
    empty: tuple[str, ...]  # every holding, for a player who holds nothing


GAMES = {
    "speakeasy": Kit(lambda: quiet_game(4, 1), _set_speakeasy, _held_speakeasy, speakeasy_violations,
                       ("money", "influence", "goon", "card")),
    "nostra_city": Kit(lambda: nostra_quiet(4, 0), _set_nostra, _held_nostra, nostra_violations,
                         ("respect", "money", "wiseguy", "turf")),
}


def _finish(game: Game[Any], limit: int = 50) -> None:
    """Answer every question the effect asks with its first option (which card, which wiseguy)."""
    for _ in range(limit):
        if game.decision is None:
            return
        game.apply(game.legal_options()[0].id)
    raise AssertionError("the effect kept asking")


# ------------------------------------------------------------------ the takes, one row per verb and game
@dataclass(frozen=True, slots=True)
class Take:
    game: str
    verb: str
    effect: str
    what: str  # the holding it takes from
    held: int  # what the performer holds: less than the amount
    amount: int
    others: bool  # performed by each opponent of seat 0 (`as each opponent: …`), else by seat 0
    gives: bool  # what is taken goes to seat 0 (`give … to you`)


TAKES = [
    Take("speakeasy", "give", "as each opponent: give $3 to you", "money", 1, 3, True, True),
    Take("speakeasy", "give", "as each opponent: give 3 influence to you", "influence", 1, 3, True, True),
    Take("speakeasy", "give", "as each opponent: give 3 card to you", "card", 1, 3, True, True),
    Take("speakeasy", "give", "as each opponent: give 3 goon to you", "goon", 1, 3, True, True),
    Take("speakeasy", "give", "as each opponent: give 3 helper to you", "helper", 1, 3, True, True),
    Take("speakeasy", "give", "as each opponent: give 3 city_tile to you", "city_tile", 1, 3, True, True),
    Take("speakeasy", "give", "as each opponent: give 3 barrel to you", "barrel", 1, 3, True, True),
    Take("speakeasy", "pay", "pay $5", "money", 2, 5, False, False),
    Take("speakeasy", "pay", "as each opponent: pay $5", "money", 2, 5, True, False),
    Take("speakeasy", "pay", "pay 3 influence", "influence", 1, 3, False, False),
    Take("speakeasy", "pay", "as an opponent: pay 3 influence", "influence", 1, 3, True, False),
    Take("speakeasy", "discard", "discard 3 card", "card", 1, 3, False, False),
    Take("speakeasy", "discard", "as each opponent: discard 3 card", "card", 1, 3, True, False),
    Take("nostra_city", "lose", "lose 3 respect", "respect", 1, 3, False, False),
    Take("nostra_city", "lose", "as each opponent: lose 3 respect", "respect", 1, 3, True, False),
    Take("nostra_city", "give", "as each opponent: give 3 money to you", "money", 1, 3, True, True),
    Take("nostra_city", "give", "as an opponent: give 3 money to you", "money", 1, 3, True, True),
    Take("nostra_city", "discard", "discard 3 wiseguy", "wiseguy", 1, 3, False, False),
    Take("nostra_city", "discard", "as each opponent: discard 3 turf", "turf", 1, 3, True, False),
]
# Costs before `->`: paid in full or not at all — a player who holds less pays nothing and gets nothing.
COSTS = [
    Take("speakeasy", "pay", "pay $5 -> gain 1 ledger", "money", 2, 5, False, False),
    Take("speakeasy", "pay", "pay 3 influence -> gain 1 ledger", "influence", 1, 3, False, False),
    Take("speakeasy", "discard", "discard 3 card -> gain 1 ledger", "card", 1, 3, False, False),
    Take("speakeasy", "pay", "as each opponent: pay $5 -> gain 1 ledger", "money", 2, 5, True, False),
]


def _row_id(t: Take) -> str:
    return f"{t.game}:{t.effect}"


def test_every_verb_of_every_game_is_classified() -> None:
    assert sorted(KINDS) == sorted(available())
    for name in available():
        verbs = set(load_game(name).schema.vocabulary.verbs)
        assert set(KINDS[name]) == verbs, f"{name}: classify {sorted(verbs - set(KINDS[name]))} here " \
                                          f"(and drop {sorted(set(KINDS[name]) - verbs)})"


def test_every_take_has_a_row_and_every_row_is_a_take() -> None:
    takes = {(g, v) for g, kinds in KINDS.items() for v, kind in kinds.items() if kind == TAKE}
    assert {(t.game, t.verb) for t in TAKES} == takes
    assert all(KINDS[t.game][t.verb] == TAKE for t in COSTS)


@pytest.mark.parametrize("row", TAKES, ids=_row_id)
def test_a_take_of_more_than_is_held_takes_what_is_held(row: Take) -> None:
    kit = GAMES[row.game]
    game = kit.new()
    seats = [s for s in range(len(game.state.players)) if s != 0] if row.others else [0]
    for s in seats:
        kit.set(game, s, row.what, row.held)
    receiver = kit.held(game, 0, row.what) if row.gives else None
    assert kit.violations(game.engine) == []
    game.perform(parse(row.effect, "effect"), 0)
    _finish(game)
    performers = seats[:1] if row.effect.startswith("as an ") else seats  # `as an opponent`: the first offered
    for s in seats:
        assert kit.held(game, s, row.what) == (0 if s in performers else row.held), (s, row)
    if receiver is not None:
        assert kit.held(game, 0, row.what) == receiver + row.held * len(performers)
    assert kit.violations(game.engine) == []


@pytest.mark.parametrize("row", COSTS, ids=_row_id)
def test_a_cost_of_more_than_is_held_is_not_paid_and_its_effect_is_not_done(row: Take) -> None:
    kit = GAMES[row.game]
    game = kit.new()
    seats = [s for s in range(len(game.state.players)) if s != 0] if row.others else [0]
    for s in seats:
        kit.set(game, s, row.what, row.held)
    ledgers = [game.state.players[s].ledgers for s in seats]
    game.perform(parse(row.effect, "effect"), 0)
    _finish(game)
    assert [kit.held(game, s, row.what) for s in seats] == [row.held] * len(seats)
    assert [game.state.players[s].ledgers for s in seats] == ledgers
    assert kit.violations(game.engine) == []


def test_a_cost_held_in_full_is_paid_in_full() -> None:
    # the other side of the rule: the cost's check is the whole amount, and the whole amount is paid
    kit = GAMES["speakeasy"]
    game = kit.new()
    kit.set(game, 0, "money", 5)
    ledgers = game.state.players[0].ledgers
    game.perform(parse("pay $5 -> gain 1 ledger", "effect"), 0)
    assert kit.held(game, 0, "money") == 0 and game.state.players[0].ledgers == ledgers + 1


# one step of each verb, for a player who holds nothing at all
SAMPLES = {
    "speakeasy": {
        "give": "as each opponent: give 2 card to you", "pay": "pay $3", "discard": "discard 2 card",
        "hire": "hire 3 goon", "build": "build speakeasy", "upgrade": "upgrade nightclub",
        "take_over": "take_over speakeasy", "raise": "raise vip", "protect": "protect", "deliver": "deliver",
        "move_turn_order": "move_turn_order", "attack": "attack ship", "play": "play card", "cook": "cook",
        "use": "use city_tile", "sell": "sell", "gain": "gain 1 ledger", "take": "take card", "produce": "produce",
        "copy": "copy helper", "swap_capo": "swap_capo", "act": "act", "ally": "ally mobster",
        "auto_defend": "auto_defend speakeasy", "free_assist": "free_assist", "modify": "modify sell_limit +1",
        "look": "look 3 card fleet keep=1", "set": "set map.central_park.trucks_cross on",
    },
    "nostra_city": {
        "lose": "lose 2 respect", "give": "as each opponent: give 2 money to you", "discard": "discard 2 wiseguy",
        "gain": "gain 1 respect", "trial": "trial 1 guilty", "draw": "draw 1 vendetta", "lie_low": "lie_low",
        "modify": "modify deal_draw +1",
    },
}
EMPTY = [(g, v) for g, verbs in KINDS.items() for v in sorted(verbs)]


@pytest.mark.parametrize(("name", "verb"), EMPTY, ids=[f"{g}:{v}" for g, v in EMPTY])
def test_every_verb_run_by_a_player_who_holds_nothing_leaves_nothing_below_zero(name: str, verb: str) -> None:
    kit = GAMES[name]
    game = kit.new()
    for s in range(len(game.state.players)):
        for what in kit.empty:
            kit.set(game, s, what, 0)
    assert kit.violations(game.engine) == []
    game.perform(parse(SAMPLES[name][verb], "effect"), 0)
    _finish(game)
    assert kit.violations(game.engine) == []
    for s in range(len(game.state.players)):
        assert all(kit.held(game, s, what) >= 0 for what in kit.empty)
