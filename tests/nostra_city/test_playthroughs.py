"""Nostra City's regression games (GAME.playthroughs: 3, 4 and 5 players, both bots): each recorded game
must replay exactly (`python tools/regen_nostra_city.py playthroughs` records them again, on purpose)."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from interpreter.games.nostra_city import GAME
from interpreter.harness import playthrough as P

from .helpers import rules

FOLDER = Path(__file__).resolve().parent / "playthroughs"
FILES = P.files(FOLDER)


def test_every_listed_playthrough_has_a_file_and_every_player_count_one() -> None:
    assert {p.stem for p in FILES} == {s.name for s in GAME.playthroughs}
    assert {s.players for s in GAME.playthroughs} == {3, 4, 5}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_playthrough_replays_exactly(path: Path) -> None:
    outcome = P.check(GAME, rules(), P.load(path), path.stem)
    assert outcome.ok, outcome.message
    if outcome.stale:
        warnings.warn(outcome.message, stacklevel=1)
