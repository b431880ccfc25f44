"""Speakeasy's bots. Both see only the player's view and draw from their own seeded RNG, so a seat's
play is reproducible.

* ``greedy``: it scores each option with a one-step heuristic a player would recognise (build and
  upgrade when you can, defend what is worth defending, sell the dearest barrel first, protect your
  best building, cook the books whenever an objective is met). Fast: the other tools' default.
* ``consigliere`` (``consigliere:BUDGET``): the strong bot. It plays each option out to the end of
  its turn in games sampled from what it knows and keeps the one whose end of turn is worth most: the
  core's planner (interpreter/harness/search.py) on Speakeasy's spec (search.py, evaluation.py,
  belief.py; docs/bots.md).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...harness.bots import Bot
from ...harness.search import Planner, SearchSpec
from ...language import ast as A
from ...language.memo import by_id
from ...machine.game import View
from ...machine.kinds import Control
from ...machine.values import Decision, Msg, Option
from .registry import Ask
from .search import parse_budget, spec
from .views import SpeakeasyView

# How much a bot likes a person, by the verbs the person's actions run (so it needs no location ids
# and follows any variant that changes what a location does).
VERB_TASTE = {"upgrade": 5.5, "build": 5.0, "take_over": 5.0, "protect": 4.0, "cook": 3.5, "raise": 3.0, "play": 3.0,
              "ally": 3.0, "take": 3.0, "attack": 2.5, "hire": 2.5, "deliver": 2.0, "gain": 2.0}
SWAP_TASTE = 1.0
BUILD_TASTE = {"casino": 6.0, "nightclub": 5.0, "speakeasy": 3.0, "still": 2.5}
TRACK_TASTE = {"strength": 3.2, "party": 3.0, "vip": 2.5, "fleet": 2.0, "still": 1.8}


def consigliere_bot(seed: int, budget: str | None = None) -> Bot:
    """The strong bot; ``budget``: rollouts per decision (``consigliere:48``; default search.DEFAULT_BUDGET).
    Its imagined turns are played by the greedy bot, which also ranks options beyond the budget."""
    return consigliere(seed, budget).choose


def consigliere(seed: int, budget: str | None = None) -> Planner:
    """The strong bot's planner itself (its ``choose`` is the bot; tests read what it last weighed)."""
    return Planner(SEARCH, seed, parse_budget(budget))


# Decisions a look-ahead cannot tell apart: the card drawn at the end of a turn is random and the turn
# ends there, and a returned city tile is worth what the kept one is. The prior decides them alone.
UNSEARCHED = frozenset({Ask.draw, Ask.return_tile})


def consigliere_prior(view: SpeakeasyView, decision: Decision, o: Option) -> float:
    """The strong bot's one-step liking: the greedy bot's, and for a draw the deck whose action the
    player can use next (sell the barrels beside its buildings, deliver those in its still, protect)."""
    if decision.kind != Ask.draw:
        return greedy_score(view, decision, o)
    deck = o.id.split(":")[1]
    me = view.me
    held = sum(1 for c in me.hand if view.rules.by_id[c].kind == deck)
    mine = [(d, b) for d, _, b in view.buildings(view.seat)]
    need = {"party": sum(1 for _, b in mine if b.barrel and b.kind != "still"),
            "fleet": (me.still_barrels + sum(me.truck_barrels)) / 2 + 0.5,
            "still": 1.0 if any(b.kind == "still" for _, b in mine) else 0.3,
            "vip": sum(1 for d, b in mine if d.police and not b.protected) if me.vip else 0.2}
    return need.get(deck, 0.0) - 0.8 * held


def greedy_bot(seed: int) -> Bot:
    """The greedy bot: the option its one-step score likes best (a hundredth of a point of noise breaks ties)."""
    rng = random.Random(seed)

    def choose(view: View, decision: Decision) -> Option:
        assert isinstance(view, SpeakeasyView)
        scored = [(greedy_score(view, decision, o) + rng.random() * 0.01, i) for i, o in enumerate(decision.options)]
        return decision.options[max(scored)[1]]

    return choose


@by_id  # rules keep their nodes for the whole run: each effect is walked once
def _node_verbs(node: Any) -> frozenset[str]:
    """The verbs an effect would run (for a bot's taste), found without rendering any text."""
    return frozenset(n.verb for n in A.walk(node) if isinstance(n, A.Call)) if node is not None else frozenset()


def _person_verbs(view: SpeakeasyView, loc_id: str, person: int) -> frozenset[str]:
    def read() -> frozenset[str]:
        rows = view.rules.location(loc_id).rows
        nodes = (row.all if row.all is not None else (row.persons or [None])[person] for row in rows)
        return frozenset(v for node in nodes if node is not None for v in _node_verbs(node))

    return view.rules.derived(("person-verbs", loc_id, person), read)


CHOOSE_TASTE = {"cook": 4.0, "take_over": 3.5, "upgrade": 3.2, "build": 3.0, "use": 2.5, "play": 2.0}


def greedy_score(view: SpeakeasyView, decision: Decision, o: Option) -> float:
    """The greedy bot's one-step liking for an option (higher is better)."""
    kind, key = decision.kind, o.id
    if kind in (Control.may, Control.repeat):
        if key in ("no", "stop"):
            return 0.0
        if "hire" in _node_verbs(o.label.get("node")) and view.me.goons >= 3:
            return -1.0
        return 1.0
    if kind == Ask.place_capo:
        parts = key.split(":")
        verbs = _person_verbs(view, parts[0], int(parts[1]))
        taste = SWAP_TASTE if "swap_capo" in verbs else max([VERB_TASTE.get(v, 1.0) for v in verbs] or [1.0])
        if "cook" in verbs and view.me.ledgers >= 2:
            taste += 3
        return taste - 0.1 * int(parts[1])
    if key in ("no", "stop", "done"):  # declining a `may` asked as the question of its verb, or a choice
        return -0.5 if kind not in (Ask.sell, Ask.protect) else 0.0
    rule = _KIND_RULES.get(kind)  # one table look-up, not a chain of tests (the rollouts ask this ~40,000 times a game)
    return 0.0 if rule is None else rule(view, key, o.label)


def _choose(view: SpeakeasyView, key: str, label: Msg) -> float:
    verbs = _node_verbs(label.get("node"))
    if "hire" in verbs and view.me.goons >= 3:
        return -1.0
    return max([CHOOSE_TASTE.get(v, 1.0) for v in verbs] or [1.0])


def _build(view: SpeakeasyView, key: str, label: Msg) -> float:
    return BUILD_TASTE.get(label.get("kind"), 3.0) - int(label.get("cost", 0)) / 10


def _space(view: SpeakeasyView, key: str, label: Msg) -> float:
    d = view.district(key.split(":")[1])
    # no police (it operates), not where the next mob war lands, uptown pays most
    return (2.0 if d.police == 0 else 0.0) - (2.5 if d.mob_tile else 0.0) + (1.0 if d.borough == "uptown" else 0.0)


def _fight(view: SpeakeasyView, key: str, label: Msg) -> float:
    if key == "lose":
        return 4.0
    goons = int(key.split("goons")[1].split("+")[0]) if "goons" in key else 0
    fee = 2 if "associate" in key and "free" not in key else 0
    return 10.0 - goons - fee


def _protect(view: SpeakeasyView, key: str, label: Msg) -> float:
    return 2.0 + (1.0 if view.district(key.split(":")[1]).police else 0.0)


TURN_ORDER_TASTE = {1: 2.0, 2: 3.0, 3: 1.0, 4: 0.5}
TRUCK_TASTE = {"unload": 5.0, "load": 4.0, "buy": 3.0, "move": 1.0, "end": 0.5}

_KIND_RULES: dict[str, Callable[[SpeakeasyView, str, Msg], float]] = {
    Control.choose: _choose,
    Ask.build: _build, Ask.take_over: _build,
    Ask.build_space: _space, Ask.take_over_target: _space,
    Ask.take_over_backing: _fight, Ask.attack_ship: _fight, Ask.defend: _fight,
    Ask.sell: lambda view, key, label: 1.0 + int(label.get("price", 0)) / 10,
    Ask.raise_: lambda view, key, label: TRACK_TASTE.get(key.split(":")[1], 1.0),
    Ask.protect: _protect,
    Ask.turn_order: lambda view, key, label: TURN_ORDER_TASTE.get(int(key.split(":")[1]), 0.0),
    Ask.truck: lambda view, key, label: TRUCK_TASTE.get(key.split(":")[0], 0.0),
    Ask.place_family: lambda view, key, label: 2.0 if key == "vip" else 1.0,
    Ask.helper: lambda view, key, label: 0.5 if key == "no_helper" else 1.0,
    Ask.dock_shuffle: lambda view, key, label: 1.0 if key == "stay" else 0.0,
    Ask.buy_barrel: lambda view, key, label: 1.0 if key == "buy" else 0.5,
}


SEARCH: SearchSpec = spec(greedy_bot, consigliere_prior, UNSEARCHED)  # the consigliere's (search.py)
