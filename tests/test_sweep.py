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


# ------------------------------------------------------------------ several parameters, and skill at every point
def test_two_numbers_of_one_effect_are_written_into_the_same_text() -> None:
    from interpreter.harness.sweep import variant_text

    first = parameter(GAME, RULES, "card_vip_back_room_poker.bonus#1")
    second = parameter(GAME, RULES, "card_vip_back_room_poker.bonus#2")
    text = variant_text([first, second], [3, 7])
    assert text.count("card_vip_back_room_poker.bonus:") == 1 and '"gain 3 family_member; gain $7"' in text


@pytest.mark.parametrize(("values", "said"), [([[1, 2]] * 3 + [list(range(1, 14))], "104 combinations"),
                                              ([list(range(50)), list(range(3))], "at most 100")])
def test_a_grid_past_its_bound_is_said_before_any_game(values: list[list[int]], said: str) -> None:
    from interpreter.harness.sweep import grid

    with pytest.raises(ValueError, match=said):
        grid(values)


def test_a_grid_plays_every_combination_on_the_same_seeds() -> None:
    s = sweep(GAME, None, [], ["board.starting.cash", "helper_gain_cash.effect#1"], [[5, 40], [3, 8]], 2, range(3),
              ["greedy"] * 2)
    assert [p.values for p in s.points] == [(5, 3), (5, 8), (40, 3), (40, 8)]
    assert s.base_values == (15, 5) and s.name == "board.starting.cash × helper_gain_cash.effect#1"
    assert s.owner_trend is None  # a slope over one parameter of a grid would mix in the other's
    low = {p.values[1]: p for p in s.points if p.values[0] == 5}
    high = {p.values[1]: p for p in s.points if p.values[0] == 40}
    for v in (3, 8):  # in each slice the mean score follows the starting cash, as on one parameter
        assert high[v].curves["mean_score"].mean > low[v].curves["mean_score"].mean + 10
    assert [rest for rest, _ in s.slices()] == [(3,), (8,)]
    doc = s.as_json()
    assert doc["parameters"] == ["board.starting.cash", "helper_gain_cash.effect#1"]
    assert doc["points"][1]["values"] == {"board.starting.cash": 5, "helper_gain_cash.effect#1": 8}
    assert "value" not in doc["points"][1] and doc["base_values"] == {"board.starting.cash": 15,
                                                                       "helper_gain_cash.effect#1": 5}
    page = html_report(s)
    assert page.count("<th>helper_gain_cash.effect#1</th>") >= 5  # every curve's table has a column per parameter
    if plots.available():
        assert "helper_gain_cash.effect#1 = 8" in page  # each slice is a named line of the plot


@pytest.mark.parametrize(("specs", "values", "target", "said"), [
    (["board.starting.cash", "board.starting.cash"], [[5, 6], [7, 8]], None, "varied twice"),
    (["board.starting.cash", "helper_gain_cash.effect#1"], [[5, 6], [7, 8]], ("mean_score", 3.0), "one parameter"),
    (["board.starting.cash"] * 5, [[5, 6]] * 5, None, "1 to 4 parameters"),
])
def test_a_grid_refuses_what_it_cannot_do(specs: list[str], values: list[list[int]], target: tuple[str, float] | None,
                                          said: str) -> None:
    with pytest.raises(InterpreterError, match=said):
        sweep(GAME, None, [], specs, values, 2, range(2), ["random"] * 2, target=target)


def test_a_skill_matrix_at_every_point() -> None:
    s = sweep(GAME, None, [], "board.starting.cash", [10, 30], 2, range(2), ["random"] * 2,
              skill=(range(4), ["random", "greedy"]))
    for p in s.points:
        assert p.skill is not None and p.skill.bots == ("random", "greedy") and p.skill.games == 4
    # each point's matrix is the one skill.py gives for that point's rules, on the same seeds
    from pathlib import Path

    from interpreter.harness.skill import skill_matrix
    from interpreter.harness.sweep import load_values

    ruleset = load_values(GAME, Path(GAME.schema.shipped or "."), [], s.parameter, [30])[0]
    assert s.points[1].skill == skill_matrix(GAME, ruleset, 2, range(4), ["random", "greedy"])
    doc = s.as_json()
    assert [len(p["skill"]["cells"]) for p in doc["points"]] == [2, 2]
    page = html_report(s)
    assert "Skill matrices" in page and "<h3>board.starting.cash = 30</h3>" in page
    plain = sweep(GAME, None, [], "board.starting.cash", [10, 30], 2, range(2), ["random"] * 2)
    assert "skill" not in plain.as_json()["points"][0] and "Skill matrices" not in html_report(plain)


def test_the_command_line_sweeps_a_grid_with_skill_and_says_its_errors() -> None:
    args = ["sweep", "--vary", "board.starting.cash", "--values", "10,20", "--vary", "helper_gain_cash.effect#1",
            "--values", "3,7", "-n", "2", "--players", "2", "--bots", "random", "--workers", "1"]
    result = runner.invoke(app, [*args, "--json", "--skill", "--skill-games", "2", "--skill-bots", "random,greedy"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert len(doc["points"]) == 4 and all(p["skill"]["bots"] == ["random", "greedy"] for p in doc["points"])
    table = runner.invoke(app, args)
    assert table.exit_code == 0 and "the base rules' values, 15, 5, are not among" in table.output
    missing = runner.invoke(app, args[:5] + args[7:])  # two --vary, one --values
    assert missing.exit_code == 2 and "one --values for each --vary" in missing.output
    bots = runner.invoke(app, [*args, "--skill", "--skill-bots", "random"])
    assert bots.exit_code == 2 and "at least two bots" in bots.output
