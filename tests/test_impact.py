"""What players did (the game's facts) and `speakeasy impact`: per-component use, and how users fared."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from interpreter.cli import app
from interpreter.harness.compare import play_stat
from interpreter.harness.impact import Impact, impact
from interpreter.harness.impact_report import html_report
from interpreter.harness.simulate import play_game
from interpreter.harness.stats import newcombe, wilson

from .clirunner import runner
from .conftest import GAME, RULES_DIR, shipped_rules


# ------------------------------------------------------------------ facts
@pytest.mark.parametrize(("players", "seed", "bot"), [(2, 3, "greedy"), (3, 4, "random"), (4, 5, "greedy")])
def test_facts_agree_with_the_log_and_the_scores(players: int, seed: int, bot: str) -> None:
    game = play_game(GAME, shipped_rules(), players, seed, [bot] * players)
    facts = GAME.facts(game)
    locations = {loc.id for loc in shipped_rules().lists["locations"]}
    for seat, f in enumerate(facts.seats):
        capos = Counter(a["loc"] for key, a in game.log if key == "capo" and a["seat"] == seat)
        assert set(f.places) == locations, "every location is listed, visited or not"
        assert {k: v for k, v in f.places.items() if v} == dict(capos)
        assert sum(f.points.values()) == game.scores[seat], "the parts add up to the score"
        assert f.income["sales"] == sum(a["price"] for key, a in game.log if key == "sell" and a["seat"] == seat)
        played = {a["card"] for key, a in game.log if key == "play_card" and a["seat"] == seat}
        cooked = {a["objective"] for key, a in game.log if key == "cook" and a["seat"] == seat}
        mine = game.state.players[seat]
        assert played | cooked | set(mine.helpers) | set(mine.used_helpers) | set(mine.crates) <= f.used
        assert f.used <= facts.available | played, "a component used was in play"
    shown = {*game.state.central_park, *game.state.borough_objectives.values()}
    park = {o.id for o in shipped_rules().lists["objectives"] if o.group == "central_park"}
    assert park & facts.available == park & shown, "an objective not on display is not in play"


def test_objective_money_is_told_apart_from_other_gains() -> None:
    game = play_game(GAME, shipped_rules(), 4, 8, ["greedy"] * 4)
    facts = GAME.facts(game)
    rewards = {o.id: o.reward for o in shipped_rules().lists["objectives"]}
    for seat, f in enumerate(facts.seats):
        cooked = [a["objective"] for key, a in game.log if key == "cook" and a["seat"] == seat]
        expected = sum(int(rewards[o].args[0].value.amount.value) for o in cooked)  # each reward is `gain $N safe`
        assert f.income["objectives"] == expected


# ------------------------------------------------------------------ statistics
def test_wilson_matches_scipy() -> None:
    stats = pytest.importorskip("scipy.stats")
    for k, n in [(0, 20), (3, 48), (81, 263), (20, 20)]:
        ci = stats.binomtest(k, n).proportion_ci(method="wilson")
        got = wilson(k, n)
        assert (got.low, got.high) == (pytest.approx(ci.low), pytest.approx(ci.high))


def test_newcombe_matches_his_worked_example() -> None:
    """Newcombe (1998), Statistics in Medicine 17: 56/70 against 48/80, method 10: 0.0524 to 0.3339."""
    d = newcombe(56, 70, 48, 80).diff
    assert (d.mean, d.low, d.high) == (pytest.approx(0.2), pytest.approx(0.0524, abs=1e-4), pytest.approx(0.3339, abs=1e-4))
    small = newcombe(3, 3, 9, 45).diff  # three users who all won: wide, not certain
    assert small.low is not None and small.low < 0.5 < small.mean


# ------------------------------------------------------------------ impact
_IMPACT: list[Impact] = []


def small_impact() -> Impact:
    if not _IMPACT:
        _IMPACT.append(impact(GAME, RULES_DIR, [], 2, range(30, 42), ["greedy", "random"], workers=1))
    return _IMPACT[0]


def test_every_component_is_weighed_once_with_users_and_others() -> None:
    result = small_impact()
    listed = [c.id for c in result.components]
    assert len(listed) == len(set(listed))
    assert {"business card", "helper", "city tile", "crate", "associate", "objective"} == {c.group for c in result.components}
    stats = [play_stat(GAME, shipped_rules(), 2, seed, ["greedy", "random"]) for seed in range(30, 42)]
    for c in result.components:
        in_play = [g for g in stats if g.facts is not None and c.id in g.facts.available]
        assert c.seats == 2 * len(in_play)
        assert c.users == sum(1 for g in in_play for f in g.facts.seats if c.id in f.used)
        assert 0 <= c.use.mean <= 1 and c.use.low is not None and c.use.low <= c.use.mean <= (c.use.high or 1)


def test_impact_json_and_html_report() -> None:
    result = small_impact()
    data = json.loads(json.dumps(result.as_json()))
    assert data["games"] == 12 and data["bots"] == ["greedy", "random"]
    assert set(data["components"][0]) == {"id", "group", "name", "seats", "users", "use_rate", "win_rate", "score"}
    page = html_report(result, min_users=2)
    svgs = re.findall(r"<svg.*?</svg>", page, re.S)
    assert len(svgs) == 2
    for svg in svgs:
        ET.fromstring(svg)
    assert "<script" not in page and "association" in page


def test_impact_cli(tmp_path: Path) -> None:
    report = tmp_path / "impact.html"
    result = runner.invoke(app, ["impact", "-p", "2", "-n", "3", "--bots", "random", "-w", "1", "--json",
                                 "--out", str(report), "--variant", "cheap-casino"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["variants"] == ["cheap-casino"] and data["games"] == 3
    assert report.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    table = runner.invoke(app, ["impact", "-p", "2", "-n", "3", "--bots", "greedy", "-w", "1", "--min-users", "1"])
    assert table.exit_code == 0 and "component impact" in table.output
    assert runner.invoke(app, ["impact", "-n", "3", "--bots", "nobody"]).exit_code == 2


def test_compare_writes_both_sides_impact_from_its_own_games(tmp_path: Path) -> None:
    page = tmp_path / "impact.html"
    result = runner.invoke(app, ["compare", "--variant", "cheap-casino", "-p", "2", "-n", "3", "--bots", "greedy", "-w", "1",
                                 "--impact", str(page)])
    assert result.exit_code == 0, result.output
    assert "component impact, cheap-casino" in page.read_text(encoding="utf-8")
    assert "component impact, base rules" in (tmp_path / "impact-base.html").read_text(encoding="utf-8")
    alone = impact(GAME, RULES_DIR, ["cheap-casino"], 2, range(0, 3), ["greedy", "greedy"], workers=1)
    # the same seeds and bots as the variant side of the comparison: the same games, the same table
    assert html_report(alone).split("<h2>")[1:] == page.read_text(encoding="utf-8").split("<h2>")[1:]
