"""A lesson moves on when a decision it waits for never comes (issue 29, D-342): a waiting step is passed over when a
later step's moment comes first — the player's decision a later step waits for, or a log line a later step waits
for — so the narration does not go quiet until the final scoring (a player who never drives a truck still hears
of Luciano's payout). `check` plays the lesson's own game and reports a step its own game passes over."""

from __future__ import annotations

from pathlib import Path

from interpreter.harness.lessons import Narrator, Said, lesson_files, passed_over
from interpreter.harness.scenarios_format import Step, load

from .conftest import GAME
from .studio import rules_copy

LESSON = lesson_files(GAME.schema.shipped)[0]
_STEPS = Narrator((Step(say="a"), Step(play_until="build", ask=True, say="b", after="b2"), Step(say="c"),
                   Step(play_until="draw", ask=True, say="d", after="d2"), Step(heard="payout", say="p"),
                   Step(play_until="raise", ask=True, say="r")), "in", "out")


def test_a_later_decision_passes_over_the_one_that_never_came() -> None:
    said = _STEPS.before(1, "draw")  # waiting for a build, the player is asked to draw: the draw's step is said
    assert said == Said(3, ("c", "d"), True) and said.passed == (1,)  # the narration between is said, "b" is not
    assert _STEPS.after(3, "draw") == Said(4, ("d2",), True)  # and the lesson goes on from there


def test_a_later_line_passes_over_a_decision_that_never_came() -> None:
    said = _STEPS.before(3, "raise", ["payout"])  # waiting for a draw: the payout is heard, then a raise is asked
    assert said == Said(5, ("p", "r"), True) and said.passed == (3,)
    said = _STEPS.after(1, "place", ["payout"])  # an answer whose consequence is a later step's line
    assert said == Said(5, ("c", "p")) and said.passed == (1, 3)


def test_the_waiting_steps_own_moment_comes_first() -> None:
    assert _STEPS.before(1, "build", ["payout"]) == Said(1, ("b",), True)  # its own moment: nothing passed over
    assert _STEPS.before(1, "place").passed == () and _STEPS.before(1, "place") == Said(1, ())  # no step's: waits


def test_a_player_who_never_drives_a_truck_still_hears_of_the_payout() -> None:
    narrator = Narrator.of(load(LESSON).scenario)
    truck = next(i for i, s in enumerate(narrator.steps) if s.play_until == "truck")
    payout = next(i for i, s in enumerate(narrator.steps) if s.heard == "payout")
    said = narrator.before(truck, "place_capo", ["payout"])  # the next turn's capo, after a payout: no truck yet
    assert "lesson-payout" in said.keys and said.at > payout and said.passed == (truck,)
    assert narrator.before(truck, "truck", ["payout"]).keys == ("lesson-sales",)  # a truck at last: its own step


def test_check_reports_a_step_its_own_game_passes_over(tmp_path: Path) -> None:
    rules = rules_copy(tmp_path)
    assert passed_over(LESSON, GAME, GAME.schema.shipped) == []  # the shipped lesson's order is its game's
    shipped = LESSON.read_text(encoding="utf-8")
    truck = shipped[shipped.index("  - play_until: truck"):shipped.index("  - heard: payout")]
    # the truck's step moved to the front: the first turn's questions come before any truck, so it is passed over
    moved = shipped.replace(truck, "").replace("  - say: lesson-money\n", "  - say: lesson-money\n" + truck)
    lesson = rules / "lessons" / "first-game.yaml"
    lesson.write_text(moved, encoding="utf-8")
    line = moved.splitlines().index("  - play_until: truck") + 1
    found = passed_over(lesson, GAME, rules)
    assert [(d.line, d.column) for d in found] == [(line, 5)] and "step 2 is passed over" in found[0].message
    from interpreter.harness.scenarios import run_file

    # where scenarios are checked (`speakeasy scenario run rules/lessons`): a failure at its line, its step named
    ran = run_file(lesson, "first-game.yaml", GAME)
    assert ran.status == "fail" and [(f.step, f.line) for f in ran.failures if f.path == "order"] == [(2, line)]
    assert run_file(LESSON, "first-game.yaml", GAME).status == "pass"
