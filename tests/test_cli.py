"""Layer 5: the command line — exit codes, output shapes, no tracebacks."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from interpreter.cli import app

from .clirunner import runner
from .conftest import GAME, RULES_DIR


def test_check_on_the_shipped_rules_is_clean() -> None:
    result = runner.invoke(app, ["check"])
    assert result.exit_code == 0, result.output
    assert "ok" in result.output and "business_card" in result.output


def test_check_json_shape() -> None:
    result = runner.invoke(app, ["check", "--json"])
    data = json.loads(result.output)
    assert data["ok"] is True and data["errors"] == []
    assert data["components"]["business_card"] == 48 and data["components"]["city_tile"] == 54
    assert data["reconstructed"] > 0


@pytest.fixture
def broken_rules(tmp_path: Path) -> Path:
    folder = tmp_path / "rules"
    shutil.copytree(RULES_DIR, folder)
    cards = folder / "business_cards.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace('bonus: "raise', 'bonus: "rasie', 1), encoding="utf-8")
    helpers = folder / "helpers.yaml"
    helpers.write_text(helpers.read_text(encoding="utf-8").replace("bottle: bottle_gray", "botle: bottle_gray", 1),
                       encoding="utf-8")
    return folder


def test_check_reports_every_error_with_position_and_exit_1(broken_rules: Path) -> None:
    result = runner.invoke(app, ["check", "--rules", str(broken_rules), "--json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    messages = [e["message"] for e in data["errors"]]
    assert any("unknown verb 'rasie' (did you mean 'raise'?)" in m for m in messages)
    assert any("unknown field 'botle'" in m for m in messages)
    assert all(e["line"] > 1 and e["column"] >= 1 and e["file"].endswith(".yaml") for e in data["errors"])
    human = runner.invoke(app, ["check", "--rules", str(broken_rules)])
    assert human.exit_code == 1 and "^" in human.output and "Traceback" not in human.output


def test_usage_errors_exit_2() -> None:
    assert runner.invoke(app, ["check", "--bogus"]).exit_code == 2
    assert runner.invoke(app, ["simulate", "--players", "7"]).exit_code == 2
    assert runner.invoke(app, ["simulate", "--bots", "clever"]).exit_code == 2


def test_schema_is_json_schema(tmp_path: Path) -> None:
    out = tmp_path / "schema.json"
    result = runner.invoke(app, ["schema", "--out", str(out)])
    assert result.exit_code == 0
    schema = json.loads(out.read_text())
    assert "business_cards" in schema["properties"] and schema["$schema"].startswith("https://json-schema.org")


def test_simulate_json_shape(tmp_path: Path) -> None:
    result = runner.invoke(app, ["simulate", "--players", "3", "--games", "2", "--seed", "5", "--json",
                                 "--save-dir", str(tmp_path)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["players"] == 3 and data["games"] == 2
    assert [r["seed"] for r in data["results"]] == [5, 6]
    for r in data["results"]:
        assert set(r) == {"seed", "scores", "winner", "decisions", "state_hash"} | {"rounds", "outcomes"}
        winners = r["winner"] if isinstance(r["winner"], list) else [r["winner"]]
        assert r["outcomes"] == {"no_winner": float(not winners), "shared_win": float(len(winners) > 1)}
        assert len(r["scores"]) == 3
    saves = sorted(tmp_path.glob("*.json"))
    assert len(saves) == 2
    replayed = runner.invoke(app, ["replay", str(saves[0])])
    assert replayed.exit_code == 0 and "matches" in replayed.output


def test_simulate_table() -> None:
    result = runner.invoke(app, ["simulate", "--players", "2", "--games", "2", "--bots", "greedy,random"])
    assert result.exit_code == 0 and "win rate" in result.output


def test_replay_of_a_corrupted_file_exits_1(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    result = runner.invoke(app, ["replay", str(bad)])
    assert result.exit_code == 1 and "invalid JSON" in result.output


def test_play_with_bots_only_plays_to_the_end() -> None:
    result = runner.invoke(app, ["play", "--players", "2", "--seats", "greedy,random", "--seed", "1"])
    assert result.exit_code == 0
    assert "Final scores" in result.output and ("wins with $" in result.output or "share the win" in result.output)
    assert result.output.count("Final scores") == 1  # the scores once, by part (no second list after the table)


def test_play_as_a_human_reads_numbers_ids_and_commands(tmp_path: Path) -> None:
    save = tmp_path / "s.json"
    script = "help\nview\n99\nnonsense\n1\nsave " + str(save) + "\nquit\n"
    result = runner.invoke(app, ["play", "--players", "2", "--seats", "human,greedy", "--seed", "2"], input=script)
    assert result.exit_code == 0, result.output
    assert "is not an option" in result.output and "Saved to" in result.output
    assert save.exists()
    resumed = runner.invoke(app, ["play", "--load", str(save), "--seats", "greedy,greedy"])
    assert resumed.exit_code == 0 and "Final scores" in resumed.output


def test_a_compiled_module_older_than_its_source_is_named(tmp_path: Path) -> None:
    """tools/compile_engine.py leaves C extensions that shadow their sources: an edit after it must not pass silently."""
    import os

    from interpreter import stale_compiled_modules

    package = tmp_path / "interpreter"
    (package / "engine").mkdir(parents=True)
    for name in ("engine/flow", "engine/state", "bots"):
        (package / f"{name}.py").write_text("", encoding="utf-8")
        (package / f"{name}.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
        os.utime(package / f"{name}.py", (1000, 1000))
        os.utime(package / f"{name}.cpython-311-x86_64-linux-gnu.so", (2000, 2000))
    assert stale_compiled_modules(package) == []
    os.utime(package / "engine/flow.py", (3000, 3000))  # edited after compiling
    os.utime(package / "bots.py", (3000, 3000))
    assert stale_compiled_modules(package) == ["interpreter/bots.py", "interpreter/engine/flow.py"]


@pytest.mark.parametrize(
    ("key", "value", "expected"),
    [
        ("games_per_s_4p_random", 53.0, "bar ≥ 50 ✓, goal ≥ 100 ✗"),
        ("games_per_s_4p_random", 122.0, "bar ≥ 50 ✓, goal ≥ 100 ✓"),
        ("games_per_s_4p_random", 49.9, "bar ≥ 50 ✗, goal ≥ 100 ✗"),
        ("interpreter_overhead_x", 1.9, "≤ 3× ✓"),
        ("interpreter_overhead_x", 7.7, "≤ 3× ✗"),
        ("check_cold_s", 0.5, "≤ 0.5 s ✓"),
        ("options_ms_median", 0.04, ""),
    ],
)
def test_bench_marks_each_target_met_or_not(key: str, value: float, expected: str) -> None:
    """The core's targets and the game's own (Speakeasy's games per second are its ``Bench.goals``)."""
    from interpreter.cli.bench import GOALS, verdict

    assert GAME.bench is not None
    assert verdict(key, value, {**GOALS, **GAME.bench.goals}) == expected
    assert "games_per_s_4p_random" not in GOALS and "selfplay_mean_score" not in GOALS, "a game's targets are its own"


@pytest.mark.parametrize(("value", "expected"), [(1000.0, "1,000"), (0.0431, "0.043"), (58.297, "58.297")])
def test_bench_shows_counts_as_whole_numbers(value: float, expected: str) -> None:
    from interpreter.cli.bench import shown

    assert shown(value) == expected
