"""What a Speakeasy seat may not be told, for the core's hidden-information contracts (tests/hidden.py):
every component in a place the seat cannot see — the other players' hands (less the cards the seat knows
are there, ``belief.Knowledge``: a card taken in the open), their used helpers, every face-down deck and
stack — each with a stand-in of the same public kind (a business card of the same deck, another helper…).
A log line the seat reads must word the same with them swapped. The harness also leaves out anything the
seat's own view shows, so a copy of a card that lies face up somewhere is never called a secret.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .belief import Knowledge


def _kinds(rules: Any) -> dict[str, list[str]]:
    """Each component's public kind (its list, and a business card's deck) -> the ids of that kind, in order."""

    def read() -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for section in ("business_cards", "helpers", "city_tiles", "crates", "mobsters"):
            for c in rules.lists[section]:
                out.setdefault(f"{section}:{getattr(c, 'kind', '')}", []).append(c.id)
        return out

    return rules.derived("secrets-kinds", read)  # type: ignore[no-any-return]


def secrets(game: Any, seat: int) -> dict[str, str]:
    s, rules = game.state, game.rules
    known = Knowledge(rules, game.players, seat).update(game.log)
    hidden: set[str] = set()
    for p in s.players:
        if p.seat != seat:
            unknown = Counter(p.hand) - Counter(known.known_hand[p.seat])
            hidden |= {c for c in unknown if c not in known.known_hand[p.seat]}
            hidden |= set(p.used_helpers) - set(known.used_helpers[p.seat])
    for kind, deck in s.decks.items():  # its face-down cards: all but the face-up top and what the log has shown
        seen = known.deck.get(kind, [])  # bottom first, as the deck: None where nobody has seen the card (D-60)
        shown = {c for c in seen if c is not None}
        hidden |= {c for c, k in zip(reversed(deck), reversed(seen), strict=False) if k is None} - shown
    hidden |= set(s.helper_deck) | set(s.crate_stack) | {t for row in s.tile_stack for t in row}
    hidden |= {m for pile in s.mob_piles.values() for m in pile}
    # helpers come in copies (two "Gain $5"): one the seat saw used names nothing of another still face down
    hidden -= {h for used in known.used_helpers.values() for h in used}
    out = {}
    for ids in _kinds(rules).values():
        for i, c in enumerate(ids):
            if c in hidden and len(ids) > 1:
                out[c] = ids[(i + 1) % len(ids)]
    return out
