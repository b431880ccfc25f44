"""What Nostra City's balance tools measure (harness/outcomes.py): its outcome metrics, and each seat's
facts for `compare` and `impact` (its role, its respect by source, the cards it won and played).

* ``acquitted``: the Godfather was acquitted (the marker ended on blue) — a rate;
* ``informants``: how many players held an FBI snitch at the end — a mean;
* ``informant_win``: an informant won (the Godfather jailed with an informant at the table) — a rate;
* the core adds ``no_winner`` (everyone loses, or every player an informant when acquitted) and
  ``shared_win`` (a tie of respect and titles, ND-46).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...harness.outcomes import Metric
from ...harness.package import GameFacts, SeatFacts
from ...machine.game import Game

INFORMANT, LOYAL = "informant", "loyal"
ROLES = (LOYAL, INFORMANT)


def acquitted(game: Game[Any]) -> float:
    return 1.0 if game.state.verdict == "acquitted" else 0.0


def informants(game: Game[Any]) -> float:
    return float(sum(1 for p in game.state.players if p.informant))


def informant_win(game: Game[Any]) -> float:
    s = game.state
    return 1.0 if any(s.players[seat].informant for seat in (s.winners or [])) else 0.0


METRICS = (Metric("acquitted", acquitted, rate=True), Metric("informants", informants),
           Metric("informant_win", informant_win, rate=True))


def facts(game: Game[Any]) -> GameFacts:
    """Each seat's role, the phases its wiseguys acted in, the cards it won and played, its respect by source."""
    s = game.state
    rules = game.rules
    seats = []
    for p in s.players:
        acts = Counter(key for key, a in s.log if a.get("seat") == p.seat and key in ("deal", "bid", "bribe"))
        used = frozenset([*p.won, *p.wiseguys, *p.turfs, *p.titles, *p.played, *p.zealous, *p.bonuses])
        points: Counter[str] = Counter()
        for key, a in s.log:
            if key == "respect" and a.get("seat") == p.seat:
                card = a.get("card")
                points[rules.kind_of(card) if card in rules.by_id else "other"] += int(a.get("amount", 0))
        points["other"] += p.respect - sum(points.values())
        income = {"money_cards": sum(rules.value(c) for c in p.money)}
        seats.append(SeatFacts(dict(acts), used, {k: v for k, v in points.items() if v}, income,
                               INFORMANT if p.informant else LOYAL))
    every = frozenset(c.id for section in ("wiseguys", "turfs", "respect_cards", "investigations", "vendettas")
                      for c in rules.lists.get(section, ()))
    return GameFacts(tuple(seats), every)
