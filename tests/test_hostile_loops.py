"""A game that checks clean always ends (issue 23 item 1).

The probe: every helper `copy helper` and one `copy helper; gain $1`. With that helper alone on display the
copy is forced, no question is ever asked, and before this round `simulate` grew to gigabytes, `soak` died
with MemoryError and a studio thread hung. Now `check` refuses the copy cycle at the helper, a copy never
picks a helper that copies, and the engine bounds the work of a game (tasks between two questions and in
a whole game): past it the rules stop with an error naming the components that loop.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from interpreter.machine import engine as E
from interpreter.machine.game import Game
from interpreter.machine.values import Ctx, Op, Task

from .bounded import run_bounded
from .conftest import GAME, RULES_DIR, shipped_rules

HELPERS = sorted(line.split("id: ")[1].strip() for line in (RULES_DIR / "helpers.yaml").read_text().splitlines()
                 if line.strip().startswith("- id: helper_"))


def copy_loop(folder: Path) -> Path:
    """The probe of issue 23 as a variant file."""
    lines = ["variant:", "  name: copyloop", "  description: every helper copies, one gains $1 too", "change:"]
    lines += [f'  {h}.effect: "copy helper{"; gain $1" if i == 0 else ""}"' for i, h in enumerate(HELPERS)]
    path = folder / "copyloop.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_check_refuses_a_helper_that_copies_and_does_more(tmp_path: Path) -> None:
    variant = copy_loop(tmp_path)
    out = run_bounded([{"id": "check", "args": ["check", "--variant", str(variant)]}])["check"]
    assert out.clean() and out.code == 1, out.output
    assert f"{HELPERS[0]} copies a helper and does more" in out.words and "a copy cycle" in out.words
    assert "1 error" in out.output  # the helpers that are `copy helper` alone are fine


def test_simulate_soak_and_play_end_on_the_probe_within_their_limits(tmp_path: Path) -> None:
    variant = str(copy_loop(tmp_path))
    cases = [
        {"id": "simulate", "args": ["simulate", "--games", "30", "--variant", variant]},
        {"id": "soak", "args": ["soak", "--games", "30", "--variant", variant, "--out", str(tmp_path / "soak")]},
        {"id": "play", "args": ["play", "--seats", "greedy,random", "--players", "2", "--variant", variant]},
    ]
    for name, out in run_bounded(cases, memory_mb=400, cpu_seconds=120).items():
        assert out.clean(), (name, out.exception, out.output[-2000:])
        assert out.code in (1, 2) and "copy cycle" in out.words, (name, out.output[-2000:])


def _looping_game(source: str = "helper_gain_cash") -> tuple[Game[Any], Task]:
    """A game with a task that schedules itself and one more task each time it runs: a loop no check sees,
    whose agenda grows while it runs."""
    game = Game.new(GAME, shipped_rules(), 2, 1)
    game._e.pending = None  # the task runs as the next thing the game does

    def again(engine: Any, task: Task) -> None:
        engine.push(Task(noop, task.ctx), task)

    loop = Op("loop", again)
    noop = Op("noop", lambda engine, task: None)
    return game, Task(loop, Ctx(game.current_player or 0, source=source))


def test_work_between_two_questions_is_bounded_and_the_loop_named() -> None:
    game, task = _looping_game()
    with pytest.raises(E.RunawayRules) as err:
        game._e.perform(task)
    assert err.value.chain == ["helper_gain_cash"]
    assert (f"more than {E.MAX_TASKS_BETWEEN_DECISIONS:,} steps without asking anyone anything" in str(err.value)
            and "'helper_gain_cash', again and again" in str(err.value))
    assert game._e.agenda == []  # nothing of the loop is left to run


def test_a_chain_of_components_is_named_in_the_order_it_runs() -> None:
    game, _ = _looping_game()
    seat = game.current_player or 0

    def hop(engine: Any, task: Task) -> None:  # a → b → a → …
        nxt = "helper_sell" if task.ctx.source == "helper_produce" else "helper_produce"
        engine.push(Task(task.op, Ctx(seat, source=nxt)))

    with pytest.raises(E.RunawayRules) as err:
        game._e.perform(Task(Op("hop", hop), Ctx(seat, source="helper_produce")))
    assert err.value.chain[:3] in (["helper_produce", "helper_sell", "helper_produce"],
                                   ["helper_sell", "helper_produce", "helper_sell"])


def test_work_in_a_whole_game_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    game, task = _looping_game()
    monkeypatch.setattr(E, "MAX_TASKS_BETWEEN_DECISIONS", 10**9)
    monkeypatch.setattr(E, "MAX_TASKS_PER_GAME", game._e.work + 5_000)
    with pytest.raises(E.RunawayRules) as err:
        game._e.perform(task)
    assert "more than" in str(err.value) and "steps in one game" in str(err.value)


def test_the_work_of_a_real_game_is_far_below_the_bounds() -> None:
    from interpreter.harness.simulate import play_game

    most = 0
    original = E.Engine.advance

    def measured(self: Any) -> None:
        nonlocal most
        before = self.work
        original(self)
        most = max(most, self.work - before)

    E.Engine.advance = measured  # type: ignore[method-assign]
    try:
        game = play_game(GAME, shipped_rules(), 4, 7, ["random"] * 4)
    finally:
        E.Engine.advance = original  # type: ignore[method-assign]
    assert game.is_over
    assert 0 < most < E.MAX_TASKS_BETWEEN_DECISIONS / 100
    assert game._e.work < E.MAX_TASKS_PER_GAME / 100
