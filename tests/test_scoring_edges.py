"""Layer 3: final scoring (000 P.20) at its edges — what the score sheet lists as scoring.

Mutation testing (docs/testing.md) found two things nothing pinned: a kind of building the rules give
no points (a variant may leave one out of `game.scoring.buildings`) is not listed as scoring, and of
two helpers of one bottle with the same value the one listed first is the one that counts.
"""

from __future__ import annotations

from pathlib import Path

from interpreter.games.speakeasy.scoring import building_counts, building_points, helper_bottles, helper_points
from interpreter.games.speakeasy.state import Building
from interpreter.machine.game import Game

from .conftest import GAME, quiet_game
from .test_variants import ok, variant


def _place(game: Game, seat: int, *kinds: str) -> None:  # type: ignore[type-arg]
    """An empty map with no police, then the seat's buildings of these kinds: every one operates (P.20)."""
    s = game.engine.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
        d.police = 0
    free = [(d, i) for d in sorted(s.districts) for i in range(len(s.districts[d].spaces))]
    for kind in kinds:
        d, i = free.pop(0)
        s.districts[d].spaces[i] = Building(seat, kind)


def test_every_operating_building_a_kind_scores_is_listed_with_its_points() -> None:
    """000 P.20: a speakeasy $10, a nightclub $15, a casino and a still $20 each."""
    game = quiet_game()
    _place(game, 0, "speakeasy", "speakeasy", "still", "nightclub", "casino")
    assert building_counts(game.engine, 0) == {"speakeasy": (2, 10), "still": (1, 20), "nightclub": (1, 15),
                                               "casino": (1, 20)}
    assert building_points(game.engine, 0) == 75


def test_a_kind_the_rules_give_no_points_is_not_listed_as_scoring(tmp_path: Path) -> None:
    """A house rule where stills score nothing (left out of the table): the still is not on the sheet."""
    rules = ok(variant(tmp_path, "change:\n  game.scoring.buildings: {speakeasy: 10, nightclub: 15, casino: 20}\n"))
    game = Game.new(GAME, rules, 4, 1)
    game.dismiss()
    _place(game, 0, "speakeasy", "still", "still")
    assert building_counts(game.engine, 0) == {"speakeasy": (1, 10)}
    assert building_points(game.engine, 0) == 10


def test_of_equal_helpers_of_one_bottle_the_first_listed_counts() -> None:
    """Each bottle scores once, its best helper (000 P.20): four gray $10 helpers score $10 in all,
    and the sheet marks the first one as counted and the others as spare, in the order they are listed
    (the hand, then the used helpers)."""
    game = quiet_game()
    p = game.engine.state.players[0]
    p.helpers = ["helper_gain_influence", "helper_raise_business"]
    p.used_helpers = ["helper_produce", "helper_sell"]
    found = helper_bottles(game.engine, 0)
    assert [(h, counted) for h, _, _, counted in found] == [
        ("helper_gain_influence", True), ("helper_raise_business", False),
        ("helper_produce", False), ("helper_sell", False)]
    assert helper_points(game.engine, 0) == 10


def test_a_building_that_scores_nothing_still_operates_on_the_players_board(tmp_path: Path) -> None:
    """Operating is the golden rule (000 P.7: no police, or protected), not a scoring value: under a
    house rule where stills score nothing, the players' board must not call an operating still idle."""
    from interpreter.games.speakeasy.screen import Page
    from interpreter.games.speakeasy.table_players import _on_map
    from interpreter.text.messages import Messages

    rules = ok(variant(tmp_path, "change:\n  game.scoring.buildings: {speakeasy: 10, nightclub: 15, casino: 20}\n"))
    game = Game.new(GAME, rules, 4, 1)
    game.dismiss()
    _place(game, 0, "speakeasy", "still")
    page = Page(game, None, Messages(GAME.text, rules, "en"))
    assert "not operating" not in _on_map(page, game.engine.state.players[0])
    for d, _, b in game.engine.state.buildings(0):  # police arrive; only the still is protected
        d.police, b.protected = 1, b.kind == "still"
    assert "1 not operating" in _on_map(page, game.engine.state.players[0])
