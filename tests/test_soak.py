"""The soak command: a CI-sized seeded sample, and proof that a failure leaves a save that reproduces it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from interpreter.cli import app
from interpreter.harness import soak
from interpreter.harness.saves import read_save, replay
from interpreter.loading.loader import load_rules

from .clirunner import runner
from .conftest import GAME, RULES_DIR, SCHEMA


def _play_with(monkeypatch: pytest.MonkeyPatch, invariants: Callable[[Any], list[str]]) -> None:
    """Make the commands play a Speakeasy whose invariants are checked by ``invariants``."""
    import interpreter.cli.common as cli_app

    broken = replace(GAME, invariants=invariants)
    monkeypatch.setattr(cli_app, "load_game", lambda name=None: broken)


def test_a_seeded_sample_plays_clean_over_every_configuration(tmp_path: Path) -> None:
    out = tmp_path / "failures"
    result = runner.invoke(app, ["soak", "--games", "12", "--seed", "7", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "failures: 0" in result.output and "decisions" in result.output
    assert not out.exists()  # nothing is written when nothing fails


def test_the_first_games_meet_every_player_count_bot_and_variant() -> None:
    variants = [None, *soak.shipped_variants(RULES_DIR)]
    counts, mixes = GAME.players, soak.bot_mixes(GAME)
    specs = [soak.game_spec(i, 7, variants, counts, mixes) for i in range(12)]
    assert {s.players for s in specs} == {2, 3, 4}
    assert {name for s in specs for name in s.bots} == {"random", "greedy"}
    assert any(len(set(s.bots)) == 2 for s in specs)  # greedy and random at one table
    assert {s.variant for s in specs} == set(variants[:9])
    assert [s.seed for s in specs] == list(range(7, 19))
    # every (players, bot mix, variant) comes round within 9 games per variant
    mix = {(s.players, s.bots[0] if len(set(s.bots)) == 1 else "mixed", s.variant)
           for s in (soak.game_spec(i, 0, variants, counts, mixes) for i in range(9 * len(variants)))}
    assert len(mix) == 9 * len(variants)


def test_variants_are_discovered_at_run_time(tmp_path: Path) -> None:
    assert soak.shipped_variants(tmp_path) == []
    (tmp_path / "variants").mkdir()
    for name in ("b-rule", "a-rule"):
        (tmp_path / "variants" / f"{name}.yaml").write_text("{}\n")
    (tmp_path / "variants" / "notes.txt").write_text("not a variant\n")
    assert soak.shipped_variants(tmp_path) == ["a-rule", "b-rule"]


def test_a_violation_writes_the_reproducing_save_and_exits_1(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = {"n": 0}
    real = GAME.invariants

    def broken_after_a_while(engine: Any) -> list[str]:
        calls["n"] += 1
        if calls["n"] == 41:  # call 1 checks the setup, so this is the state after decision 40 of game 0
            return ["goons: 19 != 18"]
        return real(engine)

    _play_with(monkeypatch, broken_after_a_while)
    out = tmp_path / "failures"
    result = runner.invoke(app, ["soak", "--games", "2", "--seed", "3", "--out", str(out)])
    assert result.exit_code == 1, result.output
    assert "goons: 19 != 18" in result.output and "after decision 40" in result.output
    saves = sorted(out.glob("*.json"))
    assert [p.name for p in saves] == ["soak-3-2p-base.json"]
    report = (out / "soak-3-2p-base.txt").read_text()
    assert "goons: 19 != 18" in report and "speakeasy replay" in report
    saved = read_save(saves[0])
    assert saved.players == 2 and saved.seed == 3 and len(saved.decisions) == 40
    # the save replays to exactly the state that broke the (forced) invariant
    game = replay(GAME, load_rules(SCHEMA, RULES_DIR, saved.variants), saved, saves[0])
    assert game.state_hash() == saved.state_hash and not game.is_over


def test_an_engine_crash_is_a_failure_with_a_save_and_the_run_stops_at_max_failures(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def crash(engine: object) -> list[str]:
        raise RuntimeError("engine exploded")

    report = soak.run_soak(replace(GAME, invariants=crash), RULES_DIR, games=5, seed=0, out_dir=tmp_path, max_failures=2)
    assert len(report.failures) == 2 and report.stopped_early and report.games == 2
    first = report.failures[0]
    assert first.spec is not None and first.spec.index == 0
    assert first.message.startswith("RuntimeError after decision 0: engine exploded")
    assert first.save is not None and first.save.exists()
    assert "Traceback" in first.save.with_suffix(".txt").read_text()


def test_soak_takes_variants(tmp_path: Path) -> None:
    """`--variant` (repeatable) soaks the rules with those variants, applied in order, and only them."""
    extra = tmp_path / "extra-helper.yaml"
    extra.write_text('variant:\n  name: extra-helper\n  description: "one more helper"\nadd:\n  helpers:\n'
                     '    - id: helper_soak_extra\n      effect: "gain $2"\n      bottle: bottle_blue\n      value: 5\n'
                     '      reconstructed: "a test"\n', encoding="utf-8")
    result = runner.invoke(app, ["soak", "--games", "3", "--seed", "3", "--out", str(tmp_path / "f"),
                                 "--variant", "short-game", "--variant", str(extra)])
    assert result.exit_code == 0, result.output
    assert "short-game + " in result.output and "base" not in result.output  # (the table is as wide as the terminal)
    report = soak.run_soak(GAME, RULES_DIR, 2, 0, tmp_path, variants=["short-game", str(extra)])
    assert report.variants == [("short-game", str(extra))] and report.games == 2 and not report.failures
    broken = runner.invoke(app, ["soak", "--games", "1", "--out", str(tmp_path / "g"), "--variant", "no-such-variant"])
    assert broken.exit_code == 1 and "unknown variant 'no-such-variant'" in broken.output
