"""Balance as the field reads it (harness/skill.py, compare's report): the start player's advantage with its
interval, base and variant, always; the skill matrix on request. Few games of the quick bots."""

from __future__ import annotations

import html
import json

from interpreter.cli import app
from interpreter.harness.compare import compare
from interpreter.harness.compare_report import html_report
from interpreter.harness.package import load_game
from interpreter.harness.skill import ladder, skill_matrix

from .clirunner import runner

GAME = load_game("speakeasy")


def test_the_ladder_climbs_from_random_to_the_strong_bot_at_two_budgets() -> None:
    assert ladder(GAME) == ["random", "greedy", "consigliere:2", "consigliere"]


def test_the_skill_matrix_rewards_the_better_bot_with_seats_rotated() -> None:
    m = skill_matrix(GAME, GAME.load_rules(), 2, range(6), ["random", "greedy"])
    assert set(m.cells) == {("random", "greedy"), ("greedy", "random")} and m.games == 6
    assert m.cells["greedy", "random"].mean > 0.5 > m.cells["random", "greedy"].mean
    doc = m.as_json()
    assert doc["fair_share"] == 0.5 and {(c["row"], c["column"]) for c in doc["cells"]} == set(m.cells)


def test_the_start_players_advantage_is_its_win_rate_less_a_fair_share() -> None:
    c = compare(GAME, None, ["cheap-casino"], 2, range(6), ["greedy", "greedy"], workers=1)
    base, _, diff = c.first_player_advantage
    wins = sum(x.win(x.first) for x, _ in c.pairs) / len(c.pairs)
    assert abs(base.mean - (wins - 0.5)) < 1e-9 and base.low is not None and base.high is not None
    assert -0.5 <= base.low <= base.mean <= base.high <= 0.5  # a Wilson interval, shifted: inside the possible
    assert diff.mean == c.metric("first_player_win").diff.mean
    doc = c.as_json()["first_player_advantage"]
    assert doc["fair_share"] == 0.5 and doc["base"]["mean"] == round(base.mean, 6) and c.as_json()["skill"] is None
    assert html.escape("start player's advantage") in html_report(c) and "--skill" in html_report(c)


def test_compare_skill_adds_a_matrix_per_side_to_every_output(tmp_path) -> None:  # type: ignore[no-untyped-def]
    args = ["compare", "--variant", "cheap-casino", "-n", "2", "--players", "2", "--bots", "random", "--workers", "1",
            "--skill", "--skill-bots", "random,greedy", "--skill-games", "2"]
    result = runner.invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    skill = json.loads(result.stdout)["skill"]
    assert set(skill) == {"base", "variant"} and skill["base"]["bots"] == ["random", "greedy"]
    page = tmp_path / "r.html"
    shown = runner.invoke(app, [*args, "--out", str(page)])
    assert shown.exit_code == 0 and "skill matrix, variant" in shown.output and "start player's advantage" in shown.output
    assert "Skill matrix, base" in page.read_text(encoding="utf-8")
    bad = runner.invoke(app, [*args[:-4], "--skill-bots", "random,clever"])
    assert bad.exit_code == 2 and "unknown bot 'clever'" in bad.output
