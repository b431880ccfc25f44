"""Rules of the book that live in setup and in the checks across files (issue 14), as tables of cases;
the rules that play out turn by turn are scenarios (tests/scenarios/p*_*.yaml)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from interpreter.games.speakeasy.setup import new_state
from interpreter.language.unparse import unparse
from interpreter.loading.loader import check_rules

from .conftest import RULES_DIR, SCHEMA, shipped_rules


def _numbers(group: str) -> dict[str, int]:
    return {o.id: o.number for o in shipped_rules().lists["objectives"] if o.group == group}


@pytest.mark.parametrize(("players", "seed"), [(n, s) for n in (2, 3, 4) for s in range(0, 60, 3)])
def test_the_borough_objectives_on_display_have_different_numbers(players: int, seed: int) -> None:
    """000 P.5 step 15: reveal until the number differs from those already placed."""
    numbers = _numbers("borough")
    shown = new_state(shipped_rules(), players, seed).borough_objectives
    assert len(shown) == 3 and len({numbers[o] for o in shown.values()}) == 3


def test_borough_tiles_share_numbers_so_the_redraw_can_fire() -> None:
    """Two tiles per pair of buildings share its number (R-19): setup's redraw is a real rule."""
    numbers = list(_numbers("borough").values())
    assert len(numbers) == 9 and len(set(numbers)) == 5


def test_every_borough_objective_pays_20_and_a_benefit() -> None:
    """000 P.23: "$20 to your safe, plus the benefit shown"."""
    rewards = [unparse(ob.reward) for ob in shipped_rules().lists["objectives"] if ob.group == "borough"]
    assert len(rewards) == 9
    for text in rewards:
        money, _, benefit = text.partition("; ")
        assert money == "gain $20 safe" and benefit, text


@pytest.mark.parametrize(("distinct", "ok"), [(3, True), (2, False)])
def test_a_dealt_group_needs_as_many_numbers_as_it_shows(tmp_path: Path, distinct: int, ok: bool) -> None:
    folder = tmp_path / "rules"
    shutil.copytree(RULES_DIR, folder)
    path = folder / "objectives.yaml"
    text = path.read_text(encoding="utf-8")
    # renumber the nine borough tiles with `distinct` numbers only
    for i in range(1, 10):
        old = f"  - id: objective_borough_{i} "
        start = text.index(old)
        at = text.index("    number: ", start)
        end = text.index("\n", at)
        text = text[:at] + f"    number: {i % distinct + 1}" + text[end:]
    path.write_text(text, encoding="utf-8")
    report = check_rules(SCHEMA, folder)
    assert report.ok == ok, [d.message for d in report.diagnostics]
    if not ok:
        assert any("different numbers" in d.message for d in report.diagnostics)
