"""Final scoring (000 P.20): money, operating buildings, one helper per bottle."""

from __future__ import annotations

from .registry import Engine


def building_points(g: Engine, seat: int) -> int:
    s = g.state
    values = g.rules.game.scoring.buildings
    return sum(values.get(b.kind, 0) for d, _, b in s.buildings(seat) if s.operating(d, b))  # type: ignore[call-overload]


def helper_points(g: Engine, seat: int) -> int:
    """Each bottle scores once (000 P.20) unless the rules say `unique_helper_bottles: false`."""
    p = g.state.players[seat]
    cards = [g.rules.by_id[h] for h in [*p.helpers, *p.used_helpers]]
    if not g.rules.game.scoring.unique_helper_bottles:
        return sum(card.value for card in cards)
    best: dict[str, int] = {}
    for card in cards:
        best[card.bottle] = max(best.get(card.bottle, 0), card.value)
    return sum(best.values())


def final_scores(g: Engine) -> list[int]:
    """Every player's money at the end: cash, safe, operating buildings, helpers (000 P.20)."""
    return [p.cash + p.safe + building_points(g, p.seat) + helper_points(g, p.seat) for p in g.state.players]


def tie_break_key(g: Engine, seat: int) -> tuple[int, ...]:
    s = g.state
    keys = []
    for rule in g.rules.game.scoring.tie_breakers:
        if rule == "protected_buildings":
            keys.append(sum(1 for _, _, b in s.buildings(seat) if b.protected))
        elif rule == "buildings":
            keys.append(len(s.buildings(seat)))
        elif rule == "ledgers_placed":
            keys.append(sum(1 for seats in s.ledgers_on.values() for x in seats if x == seat))
        elif rule == "family_members":
            p = s.players[seat]
            keys.append(
                p.vip + sum(1 for v in s.docks.values() if v == seat) + sum(1 for _, _, b in s.buildings(seat) if b.protected)
            )
    return tuple(keys)


def scores(g: Engine) -> list[int] | None:
    """The final scores, once the game is over."""
    return g.state.final_scores


def winners(g: Engine) -> list[int]:
    """Seats sharing the win: most money, then the tie-breakers; still tied: a shared win."""
    scores = g.state.final_scores or final_scores(g)
    key = {seat: (scores[seat], *tie_break_key(g, seat)) for seat in range(len(scores))}
    best = max(key.values())
    return [seat for seat, k in key.items() if k == best]
