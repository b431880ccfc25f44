"""Nostra City's greedy bot: one step of look-ahead a player would recognise, and it knows its role.

It sees only its seat's view and draws from its own seeded RNG (ties broken by a hundredth of noise),
so a seat's play is reproducible. A loyal player wants the Godfather acquitted: it bribes with blue
cards, pays its partners their shares, bids to take investigations off the street and plays paybacks
that help the verdict. An informant wants him jailed: it bribes with red cards, withholds shares, leaves
investigations on the street and plays the paybacks that push toward guilty. Both want respect: titles,
Respect cards, lone bids, and the opponents' respect down.
"""

from __future__ import annotations

import random
from typing import Any

from ...harness.bots import Bot
from ...language.memo import by_id
from ...machine.game import View
from ...machine.kinds import Control
from ...machine.passives import passives_of
from ...machine.values import Decision, Option
from .registry import Ask
from .views import NostraView

PHASE_EVENT = {"nc-prompt-wiseguy-deal": "this_deals", "nc-prompt-wiseguy-bid": "this_bids",
               "nc-prompt-wiseguy-bribe": "this_bribes"}
LATER = {"this_deals": ("this_bids", "this_bribes"), "this_bids": ("this_bribes",), "this_bribes": ()}


def greedy_bot(seed: int) -> Bot:
    rng = random.Random(seed)

    def choose(view: View, decision: Decision) -> Option:
        assert isinstance(view, NostraView)
        scored = [(greedy_score(view, decision, o) + rng.random() * 0.01, i) for i, o in enumerate(decision.options)]
        return decision.options[max(scored)[1]]

    return choose


@by_id
def _ability(effect: Any) -> dict[str, float]:
    """How much a wiseguy's ability is worth at each moment it works (event -> a rough weight)."""
    out: dict[str, float] = {}
    if effect is None:
        return out
    for event, name, amount, _ in passives_of(effect):
        if event is not None:
            weight = amount / 5 if name == "bid_value" else float(amount)
            out[event] = out.get(event, 0.0) + weight
    return out


def wanted_colour(view: NostraView) -> str:
    """The colour this seat wants on the bribe pile: red for an informant, blue for a loyal player."""
    return "red" if view.informant else "blue"


def reserve(view: NostraView) -> int:
    """Wiseguys to keep for bribing this month: as many as the cards of the wanted colour in hand (two at
    most), while the trial marker is not yet safely on the wanted side."""
    guilty_from = view.rules.game.guilty_from
    margin = view.trial - guilty_from + 1 if not view.informant else guilty_from - view.trial
    if margin <= -3:  # comfortably where this seat wants it
        return 0
    wanted = sum(1 for c in view.me.money if view.rules.colour(c) == wanted_colour(view))
    return min(wanted, 2)


def card_worth(view: NostraView, card: str | None) -> float:
    """How much this seat would like to win a street card (or the Underboss)."""
    if card is None:
        return 0.0
    rules = view.rules
    kind = rules.kind_of(card)
    if kind == "title":
        return 5.0
    if kind == "respect_card":
        return 1.5 * _respect(rules.card(card).effect)
    if kind == "wiseguy":
        return 2.5 if view.month <= 4 else 0.8
    if kind == "turf":
        return 2.0 if view.month <= 4 else 0.8
    if kind == "investigation":  # its respect, and off the street it stops pushing toward guilty
        gain = _respect(rules.card(card).effect)
        return gain + (-2.0 if view.informant else 2.0)
    return 0.0


@by_id
def _respect(effect: Any) -> int:
    from ...language import ast as A

    return sum(a.value.value for n in A.walk(effect) if isinstance(n, A.Call) and n.verb == "gain"
               for a in n.args[:1] if isinstance(a.value, A.Num))


def bid_target(view: NostraView, card: str | None) -> int:
    """How much (in thousands) this seat is ready to bid on a card."""
    if card is None:
        return 0
    kind = view.rules.kind_of(card)
    if kind == "investigation":
        return int(view.rules.card(card).bribe)
    return {"title": 30, "respect_card": 10, "wiseguy": 15, "turf": 15}.get(kind, 10)


def greedy_score(view: NostraView, decision: Decision, o: Option) -> float:
    """The greedy bot's one-step liking for an option (higher is better)."""
    kind, key = decision.kind, o.id
    rules = view.rules
    me = view.me
    want = wanted_colour(view)
    parts = key.split(":")
    if kind == Ask.deal:
        if key == "pass":
            return 0.0
        attr = parts[2]
        mine = sum(1 for t in me.turfs if attr in (rules.card(t).type, rules.card(t).district))
        others = sum(1 for s in range(view.players) if s != view.seat
                     for t in view.player(s).turfs if attr in (rules.card(t).type, rules.card(t).district))
        return 2.0 + mine - 0.1 * others
    if kind == Ask.wiseguy:
        event = PHASE_EVENT.get(decision.prompt.key, "")
        worth = _ability(rules.card(parts[1]).ability)
        return worth.get(event, 0.0) - sum(worth.get(e, 0.0) for e in LATER.get(event, ()))
    if kind == Ask.share:
        if key == "stop":
            return 1.0 if view.informant else -1.0
        card = parts[1]
        return 0.5 - rules.value(card) / 100 + (0.3 if rules.colour(card) != want else 0.0)
    if kind == Ask.start_card:
        return 1.0 if key == "start:give" and int(decision.prompt.get("short", 0)) >= 2 else 0.0
    if kind == Ask.bid:
        if key == "pass":
            return 1.0
        if len(me.wiseguys) - len(me.tapped) <= reserve(view):
            return 0.0
        space_card = view.street[int(parts[1]) - 1]
        if sum(rules.value(c) for c in me.money) < bid_target(view, space_card) / 2:
            return 0.0
        return card_worth(view, space_card)
    if kind == Ask.bid_money:
        bid = next((b for b in view.my_bids if not b.placed), None)
        target = bid_target(view, view.street[bid.space - 1]) if bid is not None else 10
        total = sum(rules.value(c) for c in bid.cards) if bid is not None else 0
        if key == "done":
            return 2.0 if total >= target or len(me.money) <= 1 else -1.0
        card = parts[1]
        return 1.0 + rules.value(card) / 100 + (0.3 if rules.colour(card) != want else 0.0)
    if kind == Ask.keep:
        card = parts[1]
        return rules.value(card) / 10 + (0.5 if rules.colour(card) == want else 0.0)
    if kind in (Ask.consigliere, Ask.primo_capo):  # a title to the player least in the way
        return -float(view.player(int(parts[1]) - 1).respect)
    if kind == Ask.loser_draw:
        return 1.0 if key == "draw" else 0.0
    if kind == Ask.bribe:
        if key in ("pass", "done"):
            return 0.5
        card = parts[1]
        return (2.0 if rules.colour(card) == want else -1.0) - rules.value(card) / 100
    if kind == Ask.hand_limit:
        card = parts[1]
        return -rules.value(card) / 10 - (0.5 if rules.colour(card) == want else 0.0)
    if kind == Ask.vendetta:
        if key == "done":
            return 0.0
        return vendetta_worth(view, parts[1])
    if kind == Ask.lose_card:
        card = parts[1]
        return -sum(_ability(rules.card(card).ability).values()) if rules.kind_of(card) == "wiseguy" else 0.0
    if kind == Control.player:  # a payback's target: the most respected opponent
        return float(view.player(int(parts[1]) - 1).respect)
    if kind in (Control.may, Control.repeat):
        return 0.0 if key in ("no", "stop") else 1.0
    return 0.0


def vendetta_worth(view: NostraView, card: str) -> float:
    effect = view.rules.card(card).effect
    from ...language import ast as A

    for n in A.walk(effect):
        if isinstance(n, A.Call) and n.verb == "trial":
            toward = next(a.value.id for a in n.args if isinstance(a.value, A.Name))
            helps = (toward == "guilty") == view.informant
            return 2.0 if helps else -1.0
        if isinstance(n, A.Call) and n.verb == "lie_low":
            return 3.0  # first, before the others' paybacks come round
    return 1.5
