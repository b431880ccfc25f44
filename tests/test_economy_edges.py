"""Layer 3: money and levels at the edges the shipped rules do not reach (interpreter/games/speakeasy/economy.py):
what the record of a payment in cash alone says, and a fleet level that does not say how many trucks."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.machine.game import Game

from .conftest import GAME, perform, quiet_game
from .test_variants import ok, variant


@pytest.mark.parametrize(("rules", "rate"), [((), 2), (("safe-one-to-one",), 1)])
def test_a_payment_in_cash_alone_is_recorded_at_one_to_one(rules: tuple[str, ...], rate: int) -> None:
    """000 P.7: only money from the safe pays at the laundering rate; $3 in cash pays $3. The public record
    of a payment made all in cash says so (1:1, nothing from the safe) whatever the safe's rate, and the
    laundering rule is not stated for it; the first payment that does use the safe records its rate."""
    game = Game.new(GAME, ok(*rules), 4, 1) if rules else quiet_game()
    game.dismiss()
    p = game.engine.state.players[0]
    p.cash, p.safe = 3, 10
    game.changed()
    perform(game, 0, "pay $3 -> gain 1 ledger")
    paid = [a for key, a in game.log if key == "pay"]
    assert [(a["money"], a["cash"], a["worth"], a["safe"], a["rate"]) for a in paid] == [(3, 3, 0, 0, 1)]
    assert not any(key == "safe_rule" for key, _ in game.log)
    perform(game, 0, "pay $2 -> gain 1 ledger")
    last = next(a for key, a in reversed(game.log) if key == "pay")
    assert (last["cash"], last["worth"], last["safe"], last["rate"]) == (0, 2, 2 * rate, rate)


def test_a_fleet_level_that_names_no_trucks_keeps_one(tmp_path: Path) -> None:
    """000 P.16: one truck until the fleet track says more. A house rule whose level 2 leaves `trucks` out
    gives the player no second truck on reaching it; level 3 (two trucks) still does."""
    game = Game.new(GAME, ok(variant(tmp_path, "change:\n  board.tracks.fleet.levels.2.trucks: null\n")), 4, 1)
    game.dismiss()
    p = game.engine.state.players[0]
    assert (p.levels["fleet"], len(p.trucks)) == (1, 1)
    perform(game, 0, "raise fleet")
    assert (p.levels["fleet"], p.trucks, p.truck_barrels) == (2, [None], [0])
    perform(game, 0, "raise fleet")
    assert (p.levels["fleet"], p.trucks, p.truck_barrels) == (3, [None, None], [0, 0])
