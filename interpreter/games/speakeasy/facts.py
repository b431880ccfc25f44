"""What each player did in a finished game, read from its log and final state, for the tools that
speak about balance (`compare`, `impact`, the strength benchmark): where its capos went, which
components it took or used, where its final score came from and where its money came from.

The log is a list of (key, arguments) entries (text.LOG_KEYS); every fact here is one the table saw.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...harness.package import GameFacts, SeatFacts
from ...machine.game import Game
from .registry import Engine
from .scoring import building_points, helper_points
from .state import GameState

INCOME = ("sales", "Luciano payouts", "objectives", "crates", "casinos", "other")


def component_groups(rules: Any) -> list[tuple[str, str]]:
    """(id, group) of every component the impact table reports, in the rules' order."""
    groups = (("business_cards", "business card"), ("helpers", "helper"), ("city_tiles", "city tile"),
              ("crates", "crate"), ("mobsters", "associate"), ("objectives", "objective"))
    return [(c.id, label) for section, label in groups for c in rules.lists[section]]


def game_facts(game: Game[GameState]) -> GameFacts:
    """Per seat: capo placements by location, components taken or used, score by part, income by source."""
    g: Engine = game.engine
    s = g.state
    n = s.n
    every = {loc.id: 0 for loc in g.rules.lists["locations"]}  # a location no capo visited counts too: 0
    places: list[Counter[str]] = [Counter(every) for _ in range(n)]
    used: list[set[str]] = [set() for _ in range(n)]
    income: list[Counter[str]] = [Counter() for _ in range(n)]
    previous = ""  # a cooked ledger's reward is the money line right after its `cook` line
    seen_mobsters = {d.mobster for d in s.districts.values() if d.mobster}
    for key, a in s.log:
        seat: int = a.get("seat", -1)  # lines about no one (act, round, police) have none
        if key == "capo":
            places[seat][a["loc"]] += 1
        elif key == "play_card":
            used[seat].add(a["card"])
        elif key in ("take_helper", "use_helper"):
            used[seat].add(a["helper"])
        elif key in ("take_tile", "use_tile"):
            used[seat].add(a["tile"])
        elif key == "cook":
            used[seat].add(a["objective"])
        elif key == "ally":
            used[seat].add(a["mobster"])
        elif key == "crate":
            used[seat].add(a["crate"])
            income[seat]["crates"] += a["cash"]
        elif key == "sell":
            income[seat]["sales"] += a["price"]
        elif key == "payout":
            income[seat]["Luciano payouts"] += a["amount"]
        elif key == "casino_payout":
            income[seat]["casinos"] += a["amount"]
        elif key == "gain_money":
            income[seat]["objectives" if previous == "cook" else "other"] += a["amount"]
        elif key in ("mobster_arrives", "mobster_leaves"):
            seen_mobsters.add(a["mobster"])
        previous = key
    seats = []
    for p in s.players:
        used[p.seat].update(p.helpers, p.used_helpers, p.city_tiles, p.used_tiles, p.crates)
        if p.associate:
            used[p.seat].add(p.associate)
            seen_mobsters.add(p.associate)
        points = {"cash": p.cash, "safe": p.safe, "buildings": building_points(g, p.seat),
                  "helpers": helper_points(g, p.seat)}
        seats.append(SeatFacts(dict(places[p.seat]), frozenset(used[p.seat]), points,
                               {k: income[p.seat][k] for k in INCOME}))
    displayed = {*s.central_park, *s.borough_objectives.values()}
    available = {cid for cid, group in component_groups(g.rules)
                 if group not in ("objective", "associate")
                 or (group == "objective" and (cid in displayed or g.rules.by_id[cid].group in ("docks", "city_hall", "infamy")))
                 or (group == "associate" and cid in seen_mobsters)}
    return GameFacts(tuple(seats), frozenset(available))
