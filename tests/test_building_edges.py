"""Layer 3: a cost paid before a building step holds back the cards it discards
(interpreter/games/speakeasy/verbs_build.py `held_back`; docs/rules-decisions.md D-24).

A casino costs $17 and a business card (000 P.15); a speakeasy only money. An effect that
discards before it builds (`discard 1 card -> build casino`, as a variant or a house card may
write) is offered only when the cards left after its cost still pay for a building it may open,
so a compulsory cost is never paid for nothing."""

from __future__ import annotations

import pytest

from interpreter.games.speakeasy.state import MOB, Building

from .conftest import option_ids, perform, quiet_game

CARDS = ["card_party_piano_lounge", "card_fleet_yellow_cab", "card_vip_velvet_rope"]


@pytest.mark.parametrize(
    ("effect", "cards", "offered"),
    [
        ("discard 1 card -> build casino", 1, False),  # the casino's own card would be the one discarded
        ("discard 1 card -> build casino", 2, True),
        ("discard 2 card -> build casino", 2, False),
        ("discard 2 card -> build casino", 3, True),
        ("discard 1 card -> build casino or speakeasy", 1, True),  # the speakeasy needs no card
        ("discard 1 card -> build speakeasy", 0, False),  # the cost itself cannot be paid
        # a second cost is judged with the first one's card held back: never more held than in hand
        ("discard 1 card -> discard 1 card -> build speakeasy", 1, False),
        ("discard 1 card -> discard 1 card -> build speakeasy", 2, True),
        ("discard 1 card -> take_over casino ignore_defense", 1, False),
        ("discard 1 card -> take_over casino ignore_defense", 2, True),
        ("discard 1 card -> take_over speakeasy ignore_defense", 1, True),
    ],
)
def test_a_discard_before_building_leaves_the_card_a_casino_needs(effect: str, cards: int, offered: bool) -> None:
    game = quiet_game()
    s = game.engine.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
    s.districts[4].spaces = [Building(MOB, "mob_speakeasy"), None]
    p = s.players[0]
    p.cash, p.safe, p.hand = 17, 0, CARDS[:cards]
    p.associate_district = 9
    perform(game, 0, f"may ({effect})")
    assert (option_ids(game) == ["yes", "no"]) is offered
    if not offered:
        assert game.decision is None and p.hand == CARDS[:cards] and p.cash == 17
