"""`speakeasy sweep` (harness/sweep.py, target.py, sweep_report.py): the parameter and its values checked with
did-you-means, the curves of real games, the trend test, the monotone fit, probabilistic bisection on a curve
whose crossing is known, the report with and without the plots extra. Few games of the quick bots."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

import pytest

from interpreter.cli import app
from interpreter.errors import InterpreterError
from interpreter.harness import plots
from interpreter.harness.package import load_game
from interpreter.harness.stats import Estimate, wilson
from interpreter.harness.sweep import parameter, parse_values, sweep, trend
from interpreter.harness.sweep_report import html_report
from interpreter.harness.target import crossing, isotonic, search

from .clirunner import runner

GAME = load_game("speakeasy")
RULES = GAME.load_rules()


@pytest.mark.parametrize(("spec", "values"), [("3..8", [3, 4, 5, 6, 7, 8]), ("2..10:4", [2, 6, 10]), ("3,5,8", [3, 5, 8]),
                                              (" 0..1 ", [0, 1])])
def test_values_are_a_range_a_stepped_range_or_a_list(spec: str, values: list[int]) -> None:
    assert parse_values(spec) == values


@pytest.mark.parametrize(("spec", "said"), [("8..3", "LOW..HIGH"), ("3", "at least two"), ("a..b", "whole numbers"),
                                            ("3,3", "at least two different"), ("1..100", "at most 50"),
                                            ("1..5:0", "LOW..HIGH")])
def test_bad_values_are_said(spec: str, said: str) -> None:
    with pytest.raises(ValueError, match=said):
        parse_values(spec)


def test_a_number_inside_an_effect_is_named_by_its_place() -> None:
    p = parameter(GAME, RULES, "helper_gain_cash.effect#1")
    assert (p.text, p.change(7), p.name, p.component) == ("gain $5", "gain $7", "helper_gain_cash.effect#1", "helper_gain_cash")


@pytest.mark.parametrize(("spec", "said"), [
    ("helper_gain_csh.effect#1", "did you mean 'helper_gain_cash'"),
    ("helper_gain_cash.efect#1", "did you mean 'effect'"),
    ("helper_gain_cash.effect#2", "it has 1 number (#1 = 5), not #2"),
    ("helper_gain_cash.effect#0", "counts from 1"),
    ("helper_gain_cash.bottle#1", "not an effect"),
])
def test_a_bad_place_is_said_with_a_did_you_mean(spec: str, said: str) -> None:
    with pytest.raises(ValueError, match=said.replace("(", r"\(").replace(")", r"\)")):
        parameter(GAME, RULES, spec)


def test_a_bad_rules_path_is_refused_by_the_variant_loader_with_its_did_you_mean() -> None:
    with pytest.raises(InterpreterError, match=r"board.starting.csh = 10: .*did you mean 'cash'"):
        sweep(GAME, None, [], "board.starting.csh", [10, 20], 2, range(2), ["random"] * 2)


def test_the_curves_follow_the_rules_number_on_the_same_seeds() -> None:
    s = sweep(GAME, None, [], "board.starting.cash", [5, 40], 2, range(4), ["greedy"] * 2)
    low, high = s.points
    assert s.base_value == 15 and s.seeds == (0, 1, 2, 3) and low.games == high.games == 4
    assert high.curves["mean_score"].mean > low.curves["mean_score"].mean + 10  # $35 more each: it shows
    assert 0 <= low.curves["win_seat_1"].mean <= 1 and "first_player_advantage" in low.curves
    doc = s.as_json()
    assert doc["parameter"] == "board.starting.cash" and [p["value"] for p in doc["points"]] == [5, 40]
    assert doc["component"] is None and doc["owner_trend"] is None  # a section's number has no owner


def test_trend_finds_a_slope_and_not_a_flat_line() -> None:
    rng = random.Random(1)
    xs = [float(x) for x in range(10) for _ in range(30)]
    rising = trend(xs, [1.0 if rng.random() < 0.05 + 0.08 * x else 0.0 for x in xs])
    assert rising.slope > 0 and rising.p is not None and rising.p < 0.001 and rising.low is not None and rising.low > 0
    # on flat curves the test says "trend" about 5 % of the time, as a 5 % test should
    flat = [trend(xs, [1.0 if rng.random() < 0.4 else 0.0 for x in xs]).p for _ in range(300)]
    assert 0.02 <= sum(p is not None and p < 0.05 for p in flat) / len(flat) <= 0.09


def test_isotonic_pools_adjacent_violators_and_crossing_interpolates() -> None:
    assert isotonic([1, 2, 3, 4], [1, 3, 2, 4], [1, 1, 1, 1], 1) == [1, 2.5, 2.5, 4]
    assert isotonic([1, 2, 3], [3, 1, 2], [1, 1, 2], -1) == [3, 5 / 3, 5 / 3]
    assert crossing([1.0, 2.0, 3.0], [0.0, 0.5, 1.0], 0.75) == 2.5
    assert crossing([1.0, 2.0], [0.0, 0.1], 0.5) is None


def test_probabilistic_bisection_finds_a_known_crossing_and_spends_games_near_it() -> None:
    rng = random.Random(7)

    def truth(x: int) -> float:
        return 0.1 + 0.1 * x  # crosses 0.5 at 4

    def play(value: int, first: int, n: int) -> list[float]:
        return [1.0 if rng.random() < truth(value) else 0.0 for _ in range(n)]

    def measure(games: Sequence[float]) -> Estimate:
        return wilson(sum(games), len(games))

    values = list(range(0, 9))
    found = search(values, "owner_win", 0.5, measure, play, {}, 40, 12)  # type: ignore[arg-type]
    assert found.found is not None and found.low is not None and found.high is not None
    assert 3.5 <= found.found <= 5.5 and found.low <= 4.5 <= found.high and found.direction == 1
    assert found.fit is not None and 3.5 <= found.fit <= 5.5
    at = {s.value: s.games for s in found.steps}  # games at each value visited, at its last visit
    assert at[4] + at[5] > 4 * 40 and set(at) <= set(values)  # the games went where the crossing is uncertain
    assert at[0] == at[8] == 40 and found.games == 40 * 2 + 40 * 12  # the two ends once, then a batch per step


def test_a_target_the_curve_never_reaches_is_said() -> None:
    found = search([0, 1, 2], "m", 0.9, lambda g: wilson(sum(g), len(g)), lambda v, f, n: [0.0] * n, {}, 5, 3)  # type: ignore[arg-type,misc]
    assert found.found is None and "does not cross 0.9" in found.note


def test_the_command_line_sweeps_and_says_its_errors() -> None:
    args = ["sweep", "--vary", "board.starting.cash", "--values", "10,20", "-n", "2", "--players", "2",
            "--bots", "random", "--workers", "1"]
    result = runner.invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    assert [p["value"] for p in json.loads(result.stdout)["points"]] == [10, 20]
    table = runner.invoke(app, args)
    assert table.exit_code == 0 and "board.starting.cash" in table.output
    assert "the base rules' value, 15, is not among" in table.output
    bad = runner.invoke(app, [*args[:4], "10", "--json"])
    assert bad.exit_code == 2 and "at least two" in bad.output
    typo = runner.invoke(app, ["sweep", "--vary", "helper_gain_cash.efect#1", "--values", "3..4", "-n", "2"])
    assert typo.exit_code == 1 and "did you mean 'effect'" in typo.output
    aim = runner.invoke(app, [*args, "--target", "owner_win"])
    assert aim.exit_code == 2 and "METRIC=VALUE" in aim.output
    unknown = runner.invoke(app, [*args, "--target", "mean_scor=3"])
    assert unknown.exit_code == 1 and "did you mean 'mean_score'" in unknown.output


def test_the_report_draws_its_curves_or_shows_its_tables_without_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    s = sweep(GAME, None, [], "helper_gain_cash.effect#1", [3, 8], 2, range(2), ["random"] * 2)
    page = html_report(s)
    if plots.available():
        assert page.count("<svg") >= 5 and "font-family: 'DejaVu Sans', 'Noto Sans CJK SC'" in page
    assert "<table>" in page and "helper_gain_cash.effect#1" in page
    assert not any(word in page for word in ("<script", "<link", "src=", "<image", "https:"))  # nothing fetched
    monkeypatch.setattr(plots, "available", lambda: False)
    bare = html_report(s)
    assert "<svg" not in bare and "<table>" in bare and "pip install -e '.[plots]'" in bare
