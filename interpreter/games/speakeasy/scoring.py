"""Final scoring (000 P.20): money, operating buildings, one helper per bottle."""

from __future__ import annotations

from .registry import Engine


def building_counts(g: Engine, seat: int) -> dict[str, tuple[int, int]]:
    """Kind -> (operating buildings of that kind, points each): what P.20 counts for the map."""
    s = g.state
    values = g.rules.game.scoring.buildings
    counts: dict[str, int] = {}
    for d, _, b in s.buildings(seat):
        if s.operating(d, b) and values.get(b.kind, 0):  # type: ignore[call-overload]
            counts[b.kind] = counts.get(b.kind, 0) + 1
    return {kind: (n, int(values.get(kind, 0))) for kind, n in counts.items()}  # type: ignore[call-overload]


def building_points(g: Engine, seat: int) -> int:
    return sum(n * each for n, each in building_counts(g, seat).values())


def helper_bottles(g: Engine, seat: int) -> list[tuple[str, str, int, bool]]:
    """(helper id, bottle, value, counted) of every helper a player has, beside the board or in the
    safe: each bottle scores once, its best helper (000 P.20), unless the rules say
    `unique_helper_bottles: false`; the others are listed, not counted."""
    p = g.state.players[seat]
    cards = [g.rules.by_id[h] for h in [*p.helpers, *p.used_helpers]]
    if not g.rules.game.scoring.unique_helper_bottles:
        return [(c.id, c.bottle, c.value, True) for c in cards]
    best: dict[str, int] = {}
    for i, card in enumerate(cards):
        if card.bottle not in best or card.value > cards[best[card.bottle]].value:
            best[card.bottle] = i
    return [(c.id, c.bottle, c.value, best[c.bottle] == i) for i, c in enumerate(cards)]


def helper_points(g: Engine, seat: int) -> int:
    return sum(value for _, _, value, counted in helper_bottles(g, seat) if counted)


def score_parts(g: Engine, seat: int) -> dict[str, int]:
    """A player's money at the end by the parts 000 P.20 adds: cash, safe, operating buildings, helpers."""
    p = g.state.players[seat]
    return {"cash": p.cash, "safe": p.safe, "buildings": building_points(g, seat), "helpers": helper_points(g, seat)}


def final_scores(g: Engine) -> list[int]:
    """Every player's money at the end: the sum of their parts (``score_parts``, 000 P.20)."""
    return [sum(score_parts(g, p.seat).values()) for p in g.state.players]


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
