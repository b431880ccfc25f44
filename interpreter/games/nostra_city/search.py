"""Nostra City's strong bot on the core's search (harness/search.py), and what a seat may not be told.

``copy_for`` is the game as one seat could imagine it (TAG's ``copy(playerId)``): every card it cannot
see dealt again from the cards it cannot see — the others' money hands, the money in their sealed bids,
the bribe pile but its own bribes, the dealer's undealt pool (unless it is the dealer), the money deck
and discard pile, the others' vendetta hands and the vendetta deck, the street deck's order — each
place keeping its size (public), the Police Raid card anywhere in the pile it is in (no hand ever holds it);
the sample is made from the hidden cards as a sorted pool, so it depends on nothing the seat cannot see; a sealed
bid's space drawn again among the spaces its player could have named, until the Meeting starts to
resolve; and so who is an informant (a holder of an FBI snitch, ND-45) follows from the hands dealt
again, unless the Final Trial has revealed it. A sample of what the seat saw, not of all it could
remember: the cards a dealer gave it, or it saw revealed at a contested bid, go back into the pool.

The evaluation knows the seat's role: a rollout is played to the end and scored by the verdict as the
seat's side wants it (an informant wants the Godfather jailed, a loyal player acquitted), the win, and
respect ahead of the best rival of its side.
"""

from __future__ import annotations

import random
from typing import Any

from ...harness.search import SearchSpec, search_bot
from ...machine.game import Game, View
from ...machine.values import Decision, Option
from .bots import greedy_bot, greedy_score
from .state import GameState
from .table import is_raid
from .views import NostraView

STRONG_BUDGET = 8  # rollouts per decision (each a whole game's rest, by greedy bots)


def _deal_again(places: list[list[str]], pool: list[str], rng: random.Random) -> None:
    """Fill each place with as many cards of the shuffled ``pool`` as it held (in place)."""
    pool.sort()
    rng.shuffle(pool)
    for place in places:
        place[:] = [pool.pop() for _ in place]


def copy_for(game: Game[Any], seat: int, rng: random.Random) -> Game[Any]:
    """The game as ``seat`` could imagine it: what it cannot see drawn again (the module's docstring)."""
    twin = game.clone()
    s: GameState = twin.state
    if s.over:
        return twin
    g = twin.engine
    others = [p for p in s.players if p.seat != seat]
    # money: every face-down place but the seat's own hand, bids and bribes; the raid card stays where it is
    deal = s.deal if s.deal is not None and s.deal.dealer != seat else None
    bids = [b for b in s.bids if b.seat != seat]
    mine_bribed = [c for c, who in zip(s.bribe_cards, s.bribe_seats, strict=True) if who == seat]
    their_bribes = [[c] for c, who in zip(s.bribe_cards, s.bribe_seats, strict=True) if who != seat]
    places = [p.money for p in others] + [b.cards for b in bids] + their_bribes
    places += [d for d in ([deal.pool] if deal is not None else [])]
    decks = [s.money_deck, s.money_discard]
    raids = [[c for c in deck if is_raid(g, c)] for deck in decks]
    slots = [[c for c in deck if not is_raid(g, c)] for deck in decks]
    _deal_again([*places, *slots], [c for place in (*places, *slots) for c in place], rng)
    for deck, dealt, raid in zip(decks, slots, raids, strict=True):
        for card in raid:  # the raid card anywhere in its pile: where it lies is as hidden as the rest
            dealt.insert(rng.randrange(len(dealt) + 1), card)
        deck[:] = dealt
    theirs = iter(their_bribes)
    s.bribe_cards = [mine_bribed.pop(0) if who == seat else next(theirs)[0] for who in s.bribe_seats]
    # vendettas: the others' hands and the deck (after the reveal, the snitches stay where everyone saw them)
    kept = {p.seat: [c for c in p.vendettas if s.revealed and g.rules.card(c).kind == "snitch"] for p in others}
    hands = [[c for c in p.vendettas if c not in kept[p.seat]] for p in others]
    _deal_again([*hands, s.vendetta_deck], [c for h in hands for c in h] + list(s.vendetta_deck), rng)
    for p, hand in zip(others, hands, strict=True):
        p.vendettas = kept[p.seat] + hand
        if not s.revealed:
            p.informant = any(g.rules.card(c).kind == "snitch" for c in p.vendettas)
    s.street_deck.sort()  # its order is hidden: drawn again from the cards alone
    rng.shuffle(s.street_deck)
    # a sealed bid's space, until the first space is resolved (then the bids on it are public)
    if s.phase == "meeting" and not _resolving(s):
        held = [i + 1 for i, card in enumerate(s.street) if card is not None]
        for p in others:
            own = [b for b in bids if b.seat == p.seat]
            for b, space in zip(own, rng.sample(held, len(own)) if len(own) <= len(held) else [], strict=False):
                b.space = space
    s.rng = random.Random(rng.getrandbits(64))
    twin.changed()
    return twin


def _resolving(s: GameState) -> bool:
    """Whether this Meeting's resolution has begun (a space's bids are public from then)."""
    for key, _ in reversed(s.log):
        if key == "bids_on":
            return True
        if key in ("phase", "month"):
            return False
    return False


def secrets(game: Game[Any], seat: int) -> dict[str, str]:
    """What ``seat`` may not be told now, each with a stand-in of its kind: a money card of another value in
    another's hand or sealed bid, a vendetta card of another kind in another's hand, and (until the reveal)
    the others' roles."""
    s: GameState = game.state
    if s.over:
        return {}
    rules = game.rules
    out: dict[str, str] = {}
    money = sorted({c.id for c in rules.lists["money_cards"]})
    vend = sorted({c.id for c in rules.lists["vendettas"]})
    seen_money = set(s.players[seat].money) | {c for b in s.bids if b.seat == seat for c in b.cards}
    seen_vend = set(s.players[seat].vendettas) | {c for p in s.players for c in p.played}
    for p in s.players:
        if p.seat == seat:
            continue
        for c in p.money:
            if c not in seen_money:
                out[c] = next(x for x in money if rules.value(x) != rules.value(c))
        for c in p.vendettas:
            if c not in seen_vend:
                out[c] = next(x for x in vend if rules.card(x).kind != rules.card(c).kind)
    return out


def _sample(view: View, belief: Any, rng: random.Random) -> Game[Any]:
    assert isinstance(view, NostraView)
    return copy_for(Game(view._g, 0, view._g.players), view.seat, rng)


def _to_the_end(decision: Decision, seen: int) -> Any:
    """A rollout plays the game out: the verdict is what every seat plays for."""
    return lambda game: False


def worth(game: Game[Any], seat: int, memo: dict[Any, Any]) -> float:
    """What a finished (or cut-off) rollout is worth to ``seat``, by its role: the win first, then the
    verdict its side wants, then respect ahead of the best rival on its side."""
    s: GameState = game.state
    me = s.players[seat]
    side = [p for p in s.players if p.seat != seat and p.informant == me.informant]
    ahead = me.respect - max((p.respect for p in side), default=0)
    if s.over:
        won = seat in (s.winners or [])
        wanted = (s.verdict == "jailed") == me.informant
        return 100.0 * won + 10.0 * wanted + ahead
    guilty_from = game.rules.game.guilty_from
    toward = (s.trial - guilty_from + 0.5) * (1 if me.informant else -1)  # > 0: on the side it wants
    return 5.0 * toward + ahead


def _prior(view: View, decision: Decision, option: Option) -> float:
    assert isinstance(view, NostraView)
    return greedy_score(view, decision, option)


SEARCH = SearchSpec(sample=_sample, horizon=_to_the_end, evaluate=worth, policy=greedy_bot, prior=_prior,
                    max_worlds=2, max_rollout=600)
_PLAN = search_bot(SEARCH, default_budget=STRONG_BUDGET)


def strong_bot(seed: int, budget: str | None = None) -> Any:
    """The search bot; a decision with one option is taken without a look-ahead."""
    choose = _PLAN(seed, budget)

    def bot(view: View, decision: Decision) -> Option:
        if len(decision.options) == 1:
            return decision.options[0]
        return choose(view, decision)  # type: ignore[no-any-return]

    return bot
