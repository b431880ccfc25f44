"""A soak of Nostra City in CI: bot games at 3, 4 and 5 players (random, greedy and the two mixed), the
invariants after every decision (money and cards conserved, only owned things tapped, the trial marker
moving one step at a time), every game replayed. Thousands of games are played outside CI
(`speakeasy --game nostra_city soak --games 5000`; the figure is in the README)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from interpreter.cli import app
from interpreter.games.nostra_city import GAME
from interpreter.harness.soak import bot_mixes, run_soak


def test_a_soak_of_every_player_count_and_bot_mix_is_clean(tmp_path: Path) -> None:
    report = run_soak(GAME, None, games=36, seed=1000, out_dir=tmp_path)
    assert report.games == 36 and not report.failures, [f.message for f in report.failures]
    assert report.decisions > 36 * 100
    assert bot_mixes(GAME) == ("random", "greedy", "mixed")


def test_the_soak_command_plays_the_game(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["--game", "nostra_city", "soak", "--games", "6", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "failures: 0" in result.output and "3, 4, 5" in result.output
