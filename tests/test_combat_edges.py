"""Layer 3: a one-shot free help (D-21b, 000 P.22) as the players see it spent (combat.backings, commit):
which charge goes, and the log line that names its component."""

from __future__ import annotations

from pathlib import Path

from interpreter.games.speakeasy.state import Building
from interpreter.machine.game import Game

from .conftest import GAME, option_ids, run_task
from .test_variants import ok, variant

# a crate whose back carries the same one-shot charge as Legs Diamond's bonus (D-53: a charge in a
# component that stays with the player)
SPARE = """
change:
  game.components.crate: 19
add:
  crates:
    - id: crate_favor
      cash: "1"
      back: "once: free_assist"
      reconstructed: a test crate
messages:
  en: {name-crate_favor: Favor}
  zh-Hans: {name-crate_favor: 人情}
  zh-Hant: {name-crate_favor: 人情}
"""


def two_free_helps(tmp_path: Path) -> Game:  # type: ignore[type-arg]
    """Player 1: Legs Diamond (+5 for $6, once: free_assist) and the Favor crate (once: free_assist), strength
    3, no goons, $10; her speakeasy alone in district 14, where Birdie Brown (war strength 7) attacks."""
    game = Game.new(GAME, ok(variant(tmp_path, SPARE)), 4, 1)
    game.dismiss()
    s = game.engine.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
    p = s.players[0]
    p.associate, p.crates, p.goons, p.cash, p.safe = "mobster_legs_diamond", ["crate_favor"], 0, 10, 0
    p.levels["strength"] = 3
    s.districts[14].spaces = [Building(0, "speakeasy"), None, None]
    s.mob_piles["B"] = ["mobster_dutch_schultz", "mobster_birdie_brown"]
    return game


def test_two_free_helps_are_one_choice_and_the_first_components_charge_is_spent(tmp_path: Path) -> None:
    """Two charges that do the same are one way to defend (D-51); the one spent is the first of the player's
    components (cards, crates, then the associate — as `auto_defend` picks its charge), and the log names
    it: 'uses a once-per-game effect of Favor'. The associate's own charge is still there for the next war."""
    game = two_free_helps(tmp_path)
    run_task(game, "war", -1, (14, "B"))
    assert option_ids(game) == ["defend:goons0+associate-free", "defend:goons0+associate", "lose"]
    game.apply("defend:goons0+associate-free")
    p = game.engine.state.players[0]
    assert (p.cash, p.spent_charges) == (10, ["crate_favor#0"])
    assert ("once", {"seat": 0, "component": "crate_favor"}) in game.log
    run_task(game, "war", -1, (14, "B"))  # Dutch Schultz (8): 3 + 5 holds, free once more
    assert option_ids(game) == ["defend:goons0+associate-free", "defend:goons0+associate", "lose"]
    game.apply("defend:goons0+associate-free")
    assert (p.cash, p.spent_charges) == (10, ["crate_favor#0", "mobster_legs_diamond#0"])
    assert [a["component"] for key, a in game.log if key == "once"] == ["crate_favor", "mobster_legs_diamond"]

