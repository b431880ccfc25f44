"""Nostra City's scenarios (tests/nostra_city/scenarios/): 003's worked examples and edges as data, each
`source: "003 §…"`, run by the core's scenario runner like Speakeasy's."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from interpreter.cli import app
from interpreter.games.nostra_city import GAME
from interpreter.harness.scenarios import run_file, run_path

HERE = Path(__file__).resolve().parent
SCENARIOS = sorted((HERE / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    result = run_file(path, game=GAME)
    assert result.status == "pass", result.report()


def test_every_scenario_names_its_game_and_source() -> None:
    import yaml

    for path in SCENARIOS:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        assert data.get("game") == "nostra_city", path.name
        assert str(data.get("source", "")).startswith("003 §"), path.name


def test_the_scenarios_run_from_the_command_line() -> None:
    result = CliRunner().invoke(app, ["--game", "nostra_city", "scenario", "run", str(HERE / "scenarios")])
    assert result.exit_code == 0, result.output
    assert f"{len(SCENARIOS)} passed" in result.output


def test_a_scenario_for_the_game_runs_whatever_game_the_runner_is_given() -> None:
    results = run_path(HERE / "scenarios" / SCENARIOS[0].name)
    assert [r.status for r in results] == ["pass"]
