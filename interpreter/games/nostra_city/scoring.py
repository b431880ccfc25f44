"""The outcome (003 §goal, §final-trial step 7): acquitted or jailed, and who wins.

Acquitted (the marker on blue): the loyal player with the most respect wins; jailed (on red): the
informant with the most respect. Ties go to the better title (Underboss > Consigliere > Primo Capo);
players still tied share the win (ND-46). Jailed with no informant: everyone loses (003); acquitted
with every player an informant: nobody wins (ND-46). A player's score, for the tools, is their
respect (ND-47).
"""

from __future__ import annotations

from .registry import Engine
from .table import guilty


def best_title(g: Engine, seat: int) -> int:
    """The rank of a player's best title (3 the Underboss … 0 none): the tie-break."""
    return max((int(g.rules.card(t).rank) for t in g.state.players[seat].titles), default=0)


def eligible(g: Engine, jailed: bool) -> list[int]:
    """Who can win the verdict: the informants if the Godfather is jailed, the loyal players if acquitted."""
    return [p.seat for p in g.state.players if p.informant == jailed]


def winners_of(g: Engine, jailed: bool) -> list[int]:
    seats = eligible(g, jailed)
    if not seats:
        return []
    key = {seat: (g.state.players[seat].respect, best_title(g, seat)) for seat in seats}
    best = max(key.values())
    return [seat for seat in seats if key[seat] == best]


def outcome(g: Engine) -> str:
    """The ending in one word: acquitted, jailed (an informant wins), everyone_loses, nobody_wins."""
    s = g.state
    if s.winners is None:
        return "undecided"
    if s.verdict == "jailed":
        return "jailed" if s.winners else "everyone_loses"
    return "acquitted" if s.winners else "nobody_wins"


def decide(g: Engine) -> None:
    s = g.state
    jailed = guilty(g)
    s.verdict = "jailed" if jailed else "acquitted"
    s.winners = winners_of(g, jailed)
    s.final_scores = [p.respect for p in s.players]
    g.log("verdict", verdict=s.verdict, trial=s.trial)
    g.log("outcome", outcome=outcome(g), seats=list(s.winners), count=len(s.winners))
    s.phase = "over"
    s.over = True


def scores(g: Engine) -> list[int] | None:
    return g.state.final_scores


def winners(g: Engine) -> list[int]:
    return list(g.state.winners or [])
