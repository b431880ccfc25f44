"""The invariants bite: each one, planted on an otherwise sound table, is reported — and the table as it
stands reports nothing. (Games check them after every decision: tests/test_flow.py, `speakeasy soak`.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from interpreter.games.speakeasy.invariants import violations
from interpreter.games.speakeasy.state import GameState
from interpreter.machine.game import Game

from .conftest import perform, quiet_game


def _vip_full(s: GameState) -> None:
    s.players[0].family_supply -= 2
    s.players[0].vip = 2  # a level-1 VIP Room holds 2


def _vip_over(s: GameState) -> None:
    s.players[0].family_supply -= 3
    s.players[0].vip = 3


def _tokens(held: int) -> Callable[[GameState], None]:
    def plant(s: GameState) -> None:
        s.players[0].influence_tokens, s.players[1].influence_tokens = held - held // 2, held // 2
    return plant


def _still_barrels_without_a_still(s: GameState) -> None:
    s.supply_barrels -= 2
    s.players[0].still_barrels = 2  # her still is still on her board (the quiet game has built nothing)


SOUND: list[tuple[str, Callable[[GameState], None]]] = [
    ("a full VIP Room", _vip_full),
    ("every Leverage token of the box in hands", _tokens(20)),
]
BREACHES: list[tuple[str, Callable[[GameState], None], str]] = [
    ("one family member past the VIP Room's capacity", _vip_over,
     "player 1: VIP Room over capacity (3 family members, room for 2)"),
    ("a Leverage token more than the box has", _tokens(21), "Leverage tokens: 21 held, the box has 20"),
    ("barrels on the still track with no still", _still_barrels_without_a_still,
     "player 1: 2 barrels on the still track with no still on the map"),
]


@pytest.mark.parametrize(("what", "plant"), SOUND, ids=[w for w, _ in SOUND])
def test_a_sound_table_breaks_no_invariant(what: str, plant: Callable[[GameState], None]) -> None:
    game = quiet_game()
    plant(game.state)
    assert violations(game.engine) == []


@pytest.mark.parametrize(("what", "plant", "said"), BREACHES, ids=[w for w, _, _ in BREACHES])
def test_a_planted_breach_is_reported(what: str, plant: Callable[[GameState], None], said: str) -> None:
    game = quiet_game()
    assert violations(game.engine) == []
    plant(game.state)
    assert said in violations(game.engine)


def test_the_vip_room_capacity_follows_its_level() -> None:
    """The capacity read is the rules' own (R-06: 2, 3, 4, 5, 6 by level), not a bound far above it: at VIP
    level 2 three family members fit and a fourth is a breach."""
    game: Game[Any] = quiet_game()
    perform(game, 0, "raise vip")
    s = game.state
    s.players[0].family_supply -= 3
    s.players[0].vip = 3
    assert violations(game.engine) == []
    s.players[0].family_supply -= 1
    s.players[0].vip = 4
    assert "player 1: VIP Room over capacity (4 family members, room for 3)" in violations(game.engine)
