"""Nostra City's state by readable paths (scenarios read and patch it; tests/nostra_city/scenarios/).

Seats are numbered as players count them: ``players.1`` is the engine's seat 0, and so is every value
naming a seat (the start player, the winners, the pending decision's seat). The walking of the table and
the building blocks are the core's (interpreter/harness/statepath.py).

Writing keeps every card somewhere once, so a patched game plays on like a real one (its invariants
hold): money cards put in a hand or on the bribe pile come from the money deck and the ones taken out go
back to it; vendetta cards likewise with the vendetta deck (an FBI snitch in a hand makes its holder an
informant); wiseguys, turfs and won cards with the street deck; titles, Zealous and bonus cards with
their supplies; a card written to a street space comes from the street deck (a title from the titles'
supply) and the one it replaces goes back. ``*_deck_top`` puts cards of a deck on its top, the last one
first drawn. ``trial`` moves the marker's start with it (the log's steps still add up).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...errors import close_names
from ...harness.statepath import (
    PathError,
    Spec,
    attribute,
    boolean,
    counters,
    decision,
    listed,
    natural,
    read_only,
    seat,
    whole,
)
from ...text.messages import Messages
from .registry import Engine
from .rules import STREET
from .scoring import outcome
from .state import Player


def _ids(g: Engine, v: Any, sections: tuple[str, ...], extra: tuple[str, ...] = ()) -> list[str]:
    known = {c.id for section in sections for c in g.rules.lists[section]} | set(extra)
    out = []
    for x in listed(v):
        if not isinstance(x, str) or x not in known:
            raise PathError(f"{x!r} is not one of the {' or '.join(s.replace('_', ' ') for s in sections)}"
                            f"{close_names(str(x), known)}")
        out.append(x)
    return out


def _places(g: Engine, pool: str, name: str, owner: Player | None) -> list[list[Any]]:
    """Where a card may be taken from for a patch, in order: its pile, then wherever else it may be."""
    s = g.state
    out: list[list[Any]] = [getattr(s, pool)]
    if pool == "money_deck":
        out.append(s.money_discard)
    others = [p for p in s.players if p is not owner]
    for attr in ("money", "vendettas", "wiseguys", "turfs", "won", "titles", "zealous", "bonuses"):
        if attr == name or (pool == "street_deck" and attr in ("wiseguys", "turfs", "won")):
            out += [getattr(p, attr) for p in others]
    if pool in ("street_deck", "titles_supply"):
        out.append(s.street)
    return out


def _take(g: Engine, card: str, places: list[list[Any]], what: str) -> None:
    for place in places:
        if card in place:
            if place is g.state.street:
                place[place.index(card)] = None
            else:
                place.remove(card)
            return
    raise PathError(f"no {card} left in the {what} or anywhere else on the table")


def held(name: str, sections: tuple[str, ...], pool: str, what: str) -> Spec:
    """A list of cards a player holds: each new one taken from the table's pile (or wherever it is), the
    ones it replaces given back to the pile."""
    def put(g: Engine, p: Player, v: Any) -> None:
        new = _ids(g, v, sections)
        old = list(getattr(p, name))
        getattr(g.state, pool).extend(old)
        setattr(p, name, [])
        places = _places(g, pool, name, p)
        for card in new:
            _take(g, card, places, what)
        setattr(p, name, new)
        for other in g.state.players:  # a card taken from another player's row is no longer tapped there
            other.tapped = [w for w in other.tapped if w in other.wiseguys]
            other.tapped_turfs = [t for t in other.tapped_turfs if t in other.turfs]
            other.informant = any(g.rules.card(c).kind == "snitch" for c in other.vendettas)
        if name == "wiseguys":
            p.tapped = [w for w in p.tapped if w in new]
        if name == "turfs":
            p.tapped_turfs = [t for t in p.tapped_turfs if t in new]
    return Spec(name, lambda g, p: list(getattr(p, name)), put)


def _subset(name: str, of: str) -> Spec:
    def put(g: Engine, p: Player, v: Any) -> None:
        cards = [x for x in listed(v) if isinstance(x, str)]
        if len(cards) != len(listed(v)) or Counter(cards) - Counter(getattr(p, of)):
            raise PathError(f"player {p.seat + 1} can tap only their own {of}: {getattr(p, of)}")
        setattr(p, name, cards)
    return Spec(name, lambda g, p: list(getattr(p, name)), put)


PLAYER = Spec("a player", fields={
    "respect": natural("respect"),
    "money": held("money", ("money_cards",), "money_deck", "money deck"),
    "vendettas": held("vendettas", ("vendettas",), "vendetta_deck", "vendetta deck"),
    "wiseguys": held("wiseguys", ("wiseguys",), "street_deck", "street deck"),
    "turfs": held("turfs", ("turfs",), "street_deck", "street deck"),
    "won": held("won", ("respect_cards", "investigations"), "street_deck", "street deck"),
    "titles": held("titles", ("titles",), "titles_supply", "titles beside the board"),
    "zealous": held("zealous", ("zealous",), "zealous_supply", "Zealous Corruption cards beside the board"),
    "bonuses": held("bonuses", ("bonuses",), "bonus_supply", "bonus cards beside the board"),
    "tapped": _subset("tapped", "wiseguys"),
    "tapped_turfs": _subset("tapped_turfs", "turfs"),
    "lying_low": attribute("lying_low", lambda g, v: boolean(v)),
    "informant": read_only(lambda g, p: p.informant),
    "played": read_only(lambda g, p: list(p.played)),
    "money_count": read_only(lambda g, p: len(p.money)),
    "wiseguy_count": read_only(lambda g, p: len(p.wiseguys)),
    "turf_count": read_only(lambda g, p: len(p.turfs)),
    "vendetta_count": read_only(lambda g, p: len(p.vendettas)),
    "money_value": read_only(lambda g, p: sum(g.rules.value(c) for c in p.money)),
})


def _space(g: Engine, at: tuple[Any, int], v: Any) -> None:
    s = g.state
    i = at[1]
    new = None if v is None else _ids(g, [v], (*STREET, "titles"))[0]
    titles = {t.id for t in g.rules.lists["titles"]}
    if new == s.street[i]:
        return
    if new is not None:
        pool = "titles_supply" if new in titles else "street_deck"
        _take(g, new, _places(g, pool, "titles" if new in titles else "", None), "the " + pool.replace("_", " "))
    old = s.street[i]
    if old is not None:
        (s.titles_supply if old in titles else s.street_deck).append(old)
    s.street[i] = new


def deck_top(name: str, sections: tuple[str, ...], extra: tuple[str, ...] = ()) -> Spec:
    """Cards of a deck moved to its top, in the order given: the last one is drawn first."""
    def put(g: Engine, s: Any, v: Any) -> None:
        deck = getattr(s, name)
        cards = _ids(g, v, sections, extra)
        short = Counter(cards) - Counter(deck)
        if short:
            raise PathError(f"no {next(iter(short))} left in the {name.replace('_', ' ')}")
        for card in cards:
            deck.remove(card)
        deck.extend(cards)
    return Spec(name, lambda g, s: list(getattr(s, name)), put)


def _bribes(g: Engine, s: Any, v: Any) -> None:
    cards = _ids(g, v, ("money_cards",))
    s.money_deck.extend(s.bribe_cards)
    s.bribe_cards = []
    places = _places(g, "money_deck", "money", None)
    for card in cards:
        _take(g, card, places, "money deck")
    s.bribe_cards = cards
    s.bribe_seats = [s.start_player] * len(cards)


def _trial(g: Engine, s: Any, v: Any) -> None:
    new = whole(v, -100, 100)
    s.trial_start += new - s.trial
    s.trial = new


def _label(g: Engine, m: Any) -> str:
    return Messages(g.game.text, g.rules).render(m)  # type: ignore[attr-defined]  # the game's package has its text


ROOT = Spec("the game", fields={
    "players": Spec("players", keys=lambda g, s: {str(p.seat + 1): p for p in s.players}, item=PLAYER),
    "street": Spec("street", keys=lambda g, s: {str(i + 1): (s, i) for i in range(len(s.street))},
                   item=Spec("a street space", lambda g, at: at[0].street[at[1]], _space)),
    "trial": Spec("trial", lambda g, s: s.trial, _trial),
    "month": natural("month"),
    "phase": attribute("phase", lambda g, v: str(v)),
    "start_player": Spec("start_player", lambda g, s: s.start_player + 1,
                         lambda g, s, v: setattr(s, "start_player", seat(g, v))),
    "declared": attribute("declared", lambda g, v: [str(x) for x in listed(v)]),
    "bribe_pile": Spec("bribe_pile", lambda g, s: list(s.bribe_cards), _bribes),
    "money_deck_top": deck_top("money_deck", ("money_cards",), ("police_raid",)),
    "street_deck_top": deck_top("street_deck", STREET),
    "vendetta_deck_top": deck_top("vendetta_deck", ("vendettas",)),
    "money_deck_size": read_only(lambda g, s: len(s.money_deck)),
    "money_discard_size": read_only(lambda g, s: len(s.money_discard)),
    "street_deck_size": read_only(lambda g, s: len(s.street_deck)),
    "vendetta_deck_size": read_only(lambda g, s: len(s.vendetta_deck)),
    "titles_supply": read_only(lambda g, s: list(s.titles_supply)),
    "zealous_supply": read_only(lambda g, s: list(s.zealous_supply)),
    "bonus_supply": read_only(lambda g, s: list(s.bonus_supply)),
    "removed": read_only(lambda g, s: list(s.removed)),
    "underboss_waiting": read_only(lambda g, s: s.underboss_waiting),
    "deal": read_only(lambda g, s: None if s.deal is None else {
        "dealer": s.deal.dealer + 1, "attribute": s.deal.attribute, "pool": len(s.deal.pool),
        "owed": {str(i + 1): n for i, n in enumerate(s.deal.owed) if n}, "raided": s.deal.raided}),
    "bids": read_only(lambda g, s: [{"seat": b.seat + 1, "space": b.space, "count": len(b.cards)} for b in s.bids]),
    "verdict": read_only(lambda g, s: s.verdict),
    "outcome": read_only(lambda g, s: outcome(g)),
    "winners": read_only(lambda g, s: None if s.winners is None else [x + 1 for x in s.winners]),
    "final_scores": read_only(lambda g, s: s.final_scores),
    "over": read_only(lambda g, s: s.over),
    "decision": decision(_label),
    "counters": counters(),
})
