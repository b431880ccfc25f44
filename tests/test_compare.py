"""`speakeasy compare`: the statistics, paired games, identical results for any number of workers, the report."""

from __future__ import annotations

import json
import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from interpreter.cli import app
from interpreter.harness.compare import Comparison, Estimate, compare, html_report, paired_test, play_stat, t_critical, t_pvalue
from interpreter.harness.rulesdiff import data_changes, text_changes
from interpreter.harness.stats import Difference, holm, pairs_needed
from interpreter.machine.game import Game

from .clirunner import runner
from .conftest import GAME, RULES_DIR, shipped_rules

_RESULTS: dict[int, Comparison] = {}


def short_game(workers: int) -> Comparison:
    """8 paired 2-player random games of the base rules against short-game (cached per worker count)."""
    if workers not in _RESULTS:
        _RESULTS[workers] = compare(GAME, RULES_DIR, ["short-game"], 2, range(5, 13), ["random", "random"], workers)
    return _RESULTS[workers]


# ------------------------------------------------------------------ statistics
@pytest.mark.parametrize(("t", "df"), [(0.0, 5), (1.0, 1), (2.0, 10), (2.5, 3), (4.0, 200), (0.3, 1000)])
def test_t_pvalue_matches_scipy(t: float, df: int) -> None:
    stats = pytest.importorskip("scipy.stats")
    assert t_pvalue(t, df) == pytest.approx(2 * stats.t.sf(t, df), rel=1e-9, abs=1e-12)


def test_t_critical_values() -> None:
    assert t_critical(1) == pytest.approx(12.706, abs=1e-3)
    assert t_critical(10) == pytest.approx(2.228, abs=1e-3)
    assert t_critical(100_000) == pytest.approx(1.960, abs=1e-3)


def test_estimates_and_the_paired_test() -> None:
    e = Estimate.of([1.0, 2.0, 3.0, 4.0])
    assert e.mean == 2.5 and e.low is not None and e.high is not None
    assert e.high - e.mean == pytest.approx(t_critical(3) * math.sqrt(5 / 3) / 2)
    assert Estimate.of([7.0]).low is None
    assert paired_test([-3.0] * 10) == 0.0 and paired_test([0.0] * 10) == 1.0 and paired_test([1.0]) is None
    assert paired_test([1.0, -1.0, 2.0, -2.0]) == pytest.approx(1.0)


# ------------------------------------------------------------------ games
def test_the_start_player_is_the_first_in_turn_order_at_setup() -> None:
    rules = shipped_rules()
    for seed in range(6):
        stat = play_stat(GAME, rules, 3, seed, ["random"] * 3)
        assert stat.first == Game.new(GAME, rules, 3, seed).state.order()[0]
        assert stat.seed == seed and len(stat.scores) == 3 and stat.rounds == 11


def test_compare_output_shape() -> None:
    c = short_game(1)
    keys = [m.key for m in c.metrics]
    assert keys == ["mean_score", "spread", "winner_score", "win_seat_1", "win_seat_2", "first_player_win",
                    "decisions", "rounds", "no_winner", "shared_win"]  # the core's outcome rates, for every game
    assert c.seeds == tuple(range(5, 13)) and [x.seed for x, _ in c.pairs] == list(range(5, 13))
    rounds = c.metric("rounds")
    assert (rounds.base.mean, rounds.variant.mean, rounds.diff.mean) == (11, 8, -3) and rounds.significant
    win = c.metric("win_seat_1").base.mean + c.metric("win_seat_2").base.mean
    assert win == pytest.approx(1.0)
    data = json.loads(json.dumps(c.as_json()))
    assert data["games"] == 8 and data["variants"] == ["short-game"] and data["players"] == 2
    assert set(data["metrics"][0]) == {"key", "label", "base", "variant", "difference", "p", "significant", "rate"}
    assert set(data["metrics"][0]["difference"]) == {"mean", "low", "high"}


def test_results_are_identical_with_one_and_two_workers() -> None:
    one, two = short_game(1), short_game(2)
    assert one.pairs == two.pairs
    assert one.as_json() == two.as_json()


def test_html_report_is_self_contained_with_two_plots() -> None:
    page = html_report(short_game(1))
    svgs = re.findall(r"<svg.*?</svg>", page, re.S)
    assert len(svgs) == 2
    for svg in svgs:
        ET.fromstring(svg)  # well-formed
    assert "<script" not in page and "<link" not in page
    assert set(re.findall(r"https?://[^\"' ]*", page)) == {"http://www.w3.org/2000/svg"}  # only the SVG namespace
    assert "rounds per game" in page and "short-game" in page


# ------------------------------------------------------------------ command line
def test_compare_cli_json_and_report(tmp_path: Path) -> None:
    report = tmp_path / "report.html"
    result = runner.invoke(app, ["compare", "--variant", "cheap-casino", "-p", "2", "-n", "4", "--seed", "3",
                                 "--workers", "1", "--json", "--out", str(report), "--bots", "random"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["games"] == 4 and data["seed"] == 3 and data["bots"] == ["random", "random"]
    assert report.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_compare_cli_table() -> None:
    result = runner.invoke(app, ["compare", "--variant", "short-game", "-p", "2", "-n", "3", "-w", "1", "--bots", "random"])
    assert result.exit_code == 0, result.output
    assert "rounds" in result.output and "difference" in result.output and "paired t-test" in result.output


def test_compare_cli_errors() -> None:
    assert runner.invoke(app, ["compare", "-n", "3"]).exit_code == 2  # no variant
    assert runner.invoke(app, ["compare", "--variant", "short-game", "--bots", "clever"]).exit_code == 2
    bad = runner.invoke(app, ["compare", "--variant", "shortgame", "-n", "3"])
    assert bad.exit_code == 1 and "did you mean 'short-game'" in bad.output and "Traceback" not in bad.output


# ------------------------------------------------------------------ balance: primary metric, Holm, power, sides
@pytest.mark.parametrize(("pvalues", "adjusted"), [
    ({"a": 0.01, "b": 0.04, "c": 0.03}, {"a": 0.03, "b": 0.06, "c": 0.06}),  # 3p, 2p then 1p, made monotone
    ({"a": 0.5, "b": 0.001}, {"a": 0.5, "b": 0.002}),
    ({"a": 0.4, "b": 0.4, "c": 0.9}, {"a": 1.0, "b": 1.0, "c": 1.0}),
    ({"a": None, "b": 0.02}, {"a": None, "b": 0.02}),  # a test without a p is no part of the family
])
def test_holm_adjusts_a_family_of_p_values(pvalues: dict[str, float | None], adjusted: dict[str, float | None]) -> None:
    got = holm(pvalues)
    assert got.keys() == adjusted.keys()
    for key, want in adjusted.items():
        assert got[key] == (None if want is None else pytest.approx(want))


@pytest.mark.parametrize(("sd", "delta", "pairs"), [(20.0, 5.0, 126), (10.0, 5.0, 32), (40.0, 5.0, 503), (0.0, 5.0, None)])
def test_pairs_needed_for_a_difference(sd: float, delta: float, pairs: int | None) -> None:
    assert pairs_needed(sd, delta) == pairs


def test_welch_difference_matches_scipy() -> None:
    stats = pytest.importorskip("scipy.stats")
    a, b = [10.0, 12.0, 15.0, 11.0, 14.0, 13.0], [8.0, 9.0, 12.0, 7.0]
    d = Difference.of(a, b)
    test = stats.ttest_ind(a, b, equal_var=False)
    low, high = test.confidence_interval(0.95)
    assert d.diff.mean == pytest.approx(sum(a) / 6 - sum(b) / 4)
    assert d.diff.low == pytest.approx(low, rel=1e-6) and d.diff.high == pytest.approx(high, rel=1e-6)


def test_the_primary_metric_is_tested_alone_and_the_others_as_a_holm_family() -> None:
    c = short_game(1)
    assert c.primary == "mean_score" and c.metric("mean_score").primary
    primary = c.metric("mean_score")
    assert primary.p_adjusted == primary.p
    family = holm({m.key: m.p for m in c.metrics if not m.primary})
    for m in c.metrics:
        if not m.primary:
            assert m.p_adjusted == family[m.key]
            assert m.significant == (m.p_adjusted is not None and m.p_adjusted < 0.05)
    data = c.as_json()
    assert data["primary"] == "mean_score" and data["p_adjusted"]["rounds"] == 0.0
    assert data["power"]["pairs_needed"] == c.power and c.power is not None and c.power > 0


def test_each_side_reports_places_points_and_game_length() -> None:
    c = short_game(1)
    assert c.sides is not None
    base, variant = c.sides
    assert sum(base.places.values()) == pytest.approx(1.0) and sum(variant.places.values()) == pytest.approx(1.0)
    mean_score = sum(s for x, _ in c.pairs for s in x.scores) / (2 * len(c.pairs))
    assert sum(base.points.values()) == pytest.approx(mean_score)  # the parts add up to the score
    assert (base.rounds, variant.rounds) == (11, 8)
    page = html_report(c)
    assert "Where capos went" in page and "Power:" in page and "primary" in page and "p (Holm)" in page


LANG_CASINO = {"en": ("a casino for $17", "a casino for $12"), "zh-Hans": ("赌场（$17", "赌场（$12")}


@pytest.mark.parametrize("lang", sorted(LANG_CASINO))
def test_what_a_variant_changes_reads_as_rule_text_before_and_after(lang: str) -> None:
    base, cheap = shipped_rules(), GAME.load_rules(None, ["cheap-casino"])
    assert [(d.path, d.before, d.after) for d in data_changes(base, cheap)] == [
        ("board.big_buildings.casino.cost", "17", "12"), ("board.big_buildings.casino.discard", "1", "0")]
    texts = text_changes(GAME, base, cheap, lang)
    # the casino's discard is data the components that build one say (issue 16): their text changes too
    assert [t.id for t in texts] == ["loc_city_planning_office", "helper_upgrade", "city_tile_casino",
                                     "board:casino:1", "board:casino:2", "board:casino:3"]
    boards, components = texts[3:], texts[:3]
    before, after = LANG_CASINO[lang]
    assert all(t.before[0].startswith(before) and t.after[0].startswith(after) for t in boards)
    assert all(len(t.before) == 2 and len(t.after) == 1 for t in boards), "the discarded card is gone"
    assert all(t.before[0] != t.after[0] and t.after[0] in t.before[0] for t in components), "only the discard is gone"


@pytest.mark.parametrize(("variant", "change"), [
    ("short-game", ("game.acts.1.rounds", "4", "3")),
    ("rebuild-still", ("game.lost_still_returns", "False", "True")),
    ("strong-mob-war", ("mobster_larry_fay.strength", "3", "5")),
    ("safe-one-to-one", ("game.safe_rate", "2", "1")),
])
def test_a_variants_data_changes_are_named_by_the_paths_a_variant_writes(variant: str, change: tuple[str, str, str]) -> None:
    changes = [(d.path, d.before, d.after) for d in data_changes(shipped_rules(), GAME.load_rules(None, [variant]))]
    assert change in changes


def test_a_component_change_shows_its_own_text() -> None:
    texts = text_changes(GAME, shipped_rules(), GAME.load_rules(None, ["strong-mob-war"]), "en")
    fay = next(t for t in texts if t.id == "mobster_larry_fay")
    assert "strength 3" in fay.before[0] and "strength 5" in fay.after[0]
    assert not text_changes(GAME, shipped_rules(), shipped_rules(), "en")


def test_compare_plays_the_strong_bot_by_default_and_says_so() -> None:
    result = runner.invoke(app, ["compare", "--variant", "short-game", "-p", "2", "-n", "2", "-w", "1", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["bots"] == [GAME.strong_bot, GAME.strong_bot]
    bad = runner.invoke(app, ["compare", "--variant", "short-game", "-n", "3", "--primary", "fun"])
    assert bad.exit_code == 2 and "unknown metric 'fun'" in bad.output
