"""Layer 3: the mob war's free defense by a one-shot charge (luciano.defended; D-07, 000 P.22 erratum KS #37)
as the log tells it."""

from __future__ import annotations

from interpreter.games.speakeasy.state import Building

from .conftest import option_ids, quiet_game, run_task


def test_a_still_defended_by_the_charge_is_logged_under_the_associates_name() -> None:
    """Birdie Brown (once: auto_defend still) holds the still against Meyer Lansky (12) for free; the log
    says whose once-per-game effect was used — the tile's name, not the charge's number — before the
    defense, and the charge is spent."""
    game = quiet_game()
    s = game.engine.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
    p = s.players[0]
    p.associate, p.goons, p.cash, p.safe = "mobster_birdie_brown", 0, 0, 0
    p.levels["strength"] = 1
    s.districts[14].spaces = [Building(0, "still"), None, None]
    s.mob_piles["D"] = ["mobster_meyer_lansky"]
    run_task(game, "war", -1, (14, "D"))
    assert option_ids(game) == ["defend:charge:mobster_birdie_brown#0", "lose"]
    game.apply("defend:charge:mobster_birdie_brown#0")
    assert p.spent_charges == ["mobster_birdie_brown#0"]
    at = game.log.index(("defended", {"seat": 0, "district": 14, "kind": "still"}))
    assert game.log[at - 1] == ("once", {"seat": 0, "component": "mobster_birdie_brown"})
