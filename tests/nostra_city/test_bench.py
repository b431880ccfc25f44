"""Nostra City in `speakeasy bench`: its benchmark effect is the same change through the engine and by hand,
and every target it declares names a figure the bench reports for it (a misspelt key would show no target)."""

from __future__ import annotations

from interpreter.cli.bench import GOALS, verdict
from interpreter.games.nostra_city import GAME
from interpreter.harness.bench import overhead_pair

from .helpers import rules


def test_the_interpreter_benchmark_compares_the_same_change() -> None:
    done = []
    for side in (0, 1):
        pair = overhead_pair(GAME, rules(), 3, keep_log=True)
        run, reads, log = pair[side], pair[2], pair[3]
        before, logged = reads(), len(log)
        run()
        done.append((tuple(b - a for a, b in zip(before, reads(), strict=True)), log[logged:]))
    assert done[0] == done[1]
    assert done[0][0] == (6,) and [key for key, _ in done[0][1]] == ["respect"] * 3


def test_its_targets_name_its_own_figures() -> None:
    bench = GAME.bench
    assert bench is not None and bench.strong_players in GAME.players
    figures = {f"games_per_s_{n}p_{bot}" for n in GAME.players for bot in GAME.quick_bots()}
    figures.add(f"strong_s_per_game_{bench.strong_players}p")
    assert set(bench.goals) <= figures
    assert "strong_s_per_game_4p" in bench.goals
    assert not set(bench.goals) & set(GOALS)  # its own, beside the core's, never in place of them


def test_the_strong_bots_time_is_judged_against_ten_seconds() -> None:
    assert GAME.bench is not None
    goals = {**GOALS, **GAME.bench.goals}
    assert verdict("strong_s_per_game_4p", 6.2, goals) == "≤ 10 s per core ✓"
    assert verdict("strong_s_per_game_4p", 12.0, goals) == "≤ 10 s per core ✗"
    assert verdict("games_per_s_4p_random", 20.0, goals) == ""  # Speakeasy's bar ≥ 50 is not Nostra City's
