"""Playthrough regression files: recorded games must replay exactly; a change says whether data or engine moved."""

from __future__ import annotations

import copy
import json
import warnings
from pathlib import Path
from typing import Any

import pytest

from interpreter.harness import playthrough as P

from .conftest import GAME, ROOT, shipped_rules

FOLDER = ROOT / "tests" / "playthroughs"
FILES = P.files(FOLDER)


def test_every_listed_playthrough_has_a_file() -> None:
    assert {p.stem for p in FILES} == {s.name for s in GAME.playthroughs}, \
        "run `python tools/regen_playthroughs.py` after adding or removing a playthrough"
    assert {s.players for s in GAME.playthroughs} == {2, 3, 4}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_playthrough_replays_exactly(path: Path) -> None:
    outcome = P.check(GAME, shipped_rules(), P.load(path), path.stem)
    assert outcome.ok, outcome.message
    if outcome.stale:
        warnings.warn(outcome.message, stacklevel=1)


@pytest.fixture(scope="module")
def recorded() -> dict[str, Any]:
    """A fresh recording on today's rules, so these tests do not depend on the stored files being up to date."""
    spec = next(s for s in GAME.playthroughs if s.name == "4p-mixed-seed-33")
    return P.record(GAME, shipped_rules(), spec)


def _check(data: dict[str, Any]) -> P.Outcome:
    return P.check(GAME, shipped_rules(), data, "t")


def test_an_engine_change_is_reported_as_one_with_where_it_shows(recorded: dict[str, Any]) -> None:
    # same rules fingerprint, other behaviour: simulate it by editing what the engine "did" at checkpoint 2
    data = copy.deepcopy(recorded)
    data["checkpoints"][1]["state_hash"] = "0" * 16
    outcome = _check(data)
    assert not outcome.ok
    assert "same rules data" in outcome.message and "engine" in outcome.message
    assert "between decision 50 and decision 100" in outcome.message
    assert P.REGENERATE in outcome.message


def test_a_rules_change_is_reported_as_a_data_change(recorded: dict[str, Any]) -> None:
    data = copy.deepcopy(recorded)
    data["rules_fingerprint"] = "feedfacefeedface"
    data["final"]["scores"] = [s + 1 for s in data["final"]["scores"]]
    outcome = _check(data)
    assert not outcome.ok
    assert "rules data changed" in outcome.message and "feedfacefeedface" in outcome.message
    assert "final scores" in outcome.message and P.REGENERATE in outcome.message


def test_a_rules_change_that_plays_the_same_passes_but_is_marked_stale(recorded: dict[str, Any]) -> None:
    data = copy.deepcopy(recorded)
    data["rules_fingerprint"] = "feedfacefeedface"
    outcome = _check(data)
    assert outcome.ok and outcome.stale and P.REGENERATE in outcome.message


def test_a_decision_that_is_no_longer_legal_is_named(recorded: dict[str, Any]) -> None:
    data = copy.deepcopy(recorded)
    data["decisions"][7] = "no-such-option"
    outcome = _check(data)
    assert not outcome.ok and "decision 8 ('no-such-option') is no longer legal" in outcome.message


def test_a_changed_option_set_is_caught_even_when_the_state_agrees(recorded: dict[str, Any]) -> None:
    data = copy.deepcopy(recorded)
    data["checkpoints"][0]["options"] = "0" * 16
    outcome = _check(data)
    assert not outcome.ok and "legal options differ within the first 50 decisions" in outcome.message


@pytest.mark.parametrize("mutate", [
    lambda d: d.update(version=2),
    lambda d: d.pop("decisions"),
    lambda d: d.update(format="speakeasy-save"),
])
def test_a_malformed_file_says_to_regenerate(recorded: dict[str, Any], mutate: Any) -> None:
    data = copy.deepcopy(recorded)
    mutate(data)
    outcome = _check(data)
    assert not outcome.ok and P.REGENERATE in outcome.message


def test_regenerating_is_deterministic_and_says_what_changed(tmp_path: Path) -> None:
    spec = GAME.playthroughs[0]
    assert P.regenerate(GAME, shipped_rules(), tmp_path, [spec.name]) == [(spec.name, "new")]
    path = tmp_path / f"{spec.name}.json"
    first = path.read_text(encoding="utf-8")
    assert P.regenerate(GAME, shipped_rules(), tmp_path, [spec.name]) == [(spec.name, "unchanged")]
    assert path.read_text(encoding="utf-8") == first
    data = json.loads(first)
    assert data["final"]["decisions"] == len(data["decisions"]) and data["players"] == spec.players
    data["rules_fingerprint"] = "feedfacefeedface"
    path.write_text(P.dumps(data), encoding="utf-8")
    assert P.regenerate(GAME, shipped_rules(), tmp_path, [spec.name]) == [(spec.name, "same play, rules fingerprint refreshed")]
