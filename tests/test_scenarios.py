"""Scenario tests as data: every file in tests/scenarios/, the runner, the state paths, the CLI."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from interpreter.cli import app
from interpreter.games.speakeasy.invariants import violations
from interpreter.games.speakeasy.statepaths import ROOT
from interpreter.harness import statepath
from interpreter.harness.scenarios import Failure, matches, run_file

from .clirunner import runner
from .conftest import perform, quiet_game

HERE = Path(__file__).resolve().parent
SCENARIOS = sorted((HERE / "scenarios").glob("*.yaml"))
DOC = HERE.parent / "docs" / "scenarios.md"


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_shipped_scenario(path: Path) -> None:
    result = run_file(path)
    if result.status == "xfail":
        pytest.xfail(result.reason or "")
    assert result.status == "pass", result.report()


def test_there_are_enough_shipped_scenarios() -> None:
    assert len(SCENARIOS) >= 15


# ------------------------------------------------------------------ the runner
PASSING = """\
name: pays from the safe
players: 4
seed: 1
setup:
  clear_pending: true
  patch:
    players.1.cash: 0
    players.1.safe: 10
steps:
  - run: {seat: 1, effect: "pay $3 -> gain 1 ledger"}
    expect:
      players.1.safe: 4
      players.1.ledgers: ">= 1"
      decision: null
"""

FAILING = """\
name: failing on purpose
players: 4
seed: 1
setup:
  clear_pending: true
  patch:
    players.1.cash: 10
steps:
  - run: {seat: 1, effect: "pay $3 -> gain 1 ledger"}
    expect:
      players.1.cash: 8
      players.1.ledgers: ">= 1"
      offered: ["yes"]
  - expect:
      players.1.cash: 0
"""


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_passing_scenario(tmp_path: Path) -> None:
    result = run_file(write(tmp_path, "ok.yaml", PASSING))
    assert result.status == "pass" and result.ok and result.failures == []
    assert result.name == "pays from the safe"


def test_a_failing_scenario_reports_step_path_expected_and_actual(tmp_path: Path) -> None:
    path = write(tmp_path, "bad.yaml", FAILING)
    result = run_file(path, "bad.yaml")
    assert result.status == "fail" and not result.ok
    # the first failing step stops the scenario: step 2 is never checked
    assert result.failures == [
        Failure(1, 11, "players.1.cash", 8, 7),
        Failure(1, 13, "offered", "yes", []),
    ]
    assert result.report() == (
        "FAIL failing on purpose (bad.yaml)\n"
        "  step 1 (line 11): players.1.cash: expected 8, got 7\n"
        "  step 1 (line 13): offered: expected yes, got []"
    )


def test_a_refused_step_and_an_expected_error(tmp_path: Path) -> None:
    text = PASSING.replace("  - run:", "  - choose: nonsense\n    expect: {error: no decision is pending}\n  - run:")
    assert run_file(write(tmp_path, "refused.yaml", text)).status == "pass"
    text = PASSING.replace("  - run:", "  - choose: nonsense\n  - run:")
    result = run_file(write(tmp_path, "unexpected.yaml", text))
    assert [(f.step, f.path, f.expected, f.actual) for f in result.failures] == [
        (1, "step", "accepted", "refused: no decision is pending")]


def test_xfail_and_xpass(tmp_path: Path) -> None:
    failing = run_file(write(tmp_path, "xf.yaml", "xfail: known bug\n" + FAILING))
    assert failing.status == "xfail" and failing.ok and failing.reason == "known bug"
    passing = run_file(write(tmp_path, "xp.yaml", "xfail: known bug\n" + PASSING))
    assert passing.status == "xpass" and not passing.ok
    assert "remove xfail" in passing.report()


def test_play_until_a_kind_of_decision(tmp_path: Path) -> None:
    text = ("players: 3\nseed: 4\nsteps:\n  - play_until: place_capo\n    bot: greedy\n"
            "    expect:\n      act: 1\n      decision.kind: place_capo\n")
    assert run_file(write(tmp_path, "until.yaml", text)).status == "pass"
    text = "players: 2\nseed: 4\nsetup: {clear_pending: true}\nsteps:\n  - play_until: defend\n"
    result = run_file(write(tmp_path, "nothing.yaml", text))
    assert result.failures[0].actual == "refused: no defend decision came: nothing is left to play"


@pytest.mark.parametrize(("text", "where", "message"), [
    ("players: 4\nseed: 1\n  steps: []\n", "3:8", "YAML: mapping values are not allowed"),
    ("players: 4\nsetp: []\n", "2:1", "unknown key 'setp' (did you mean 'setup'?)"),
    ("setup:\n  patch:\n    players.1.csh: 3\n", "3:5",
     "unknown path 'players.1.csh': 'players.1' has no 'csh' (did you mean 'cash'?)"),
    ("setup:\n  patch:\n    players.1.goons: 9\n", "3:22", "players.1.goons: expected a whole number 0-6, not 9"),
    ("steps:\n  - run: {seat: 1, effect: \"gain 1 ledgr\"}\n", "2:36",
     "unexpected argument 'ledgr' to 'gain' (did you mean 'ledger'?)"),
    ("steps:\n  - expect: {ofered: [x]}\n", "2:14", "unknown key 'ofered' (did you mean 'offered'?)"),
    ("steps:\n  - choose: x\n    play_until: draw\n", "2:5", "a step does one thing, not choose and play_until"),
    ("steps:\n  - task: {op: payout}\n", "2:16", "unknown task 'payout' (did you mean 'payouts'?)"),
    ("players: 7\n", "1:10", "no setup for 7 players"),
])
def test_malformed_files_are_reported_with_their_position(tmp_path: Path, text: str, where: str, message: str) -> None:
    result = run_file(write(tmp_path, "m.yaml", text), "m.yaml")
    assert result.status == "malformed", result.report()
    rendered = [d.render() for d in result.diagnostics]
    assert any(r.startswith(f"m.yaml:{where}: ") and message in r for r in rendered), rendered
    assert all("^" in r for r in rendered)  # the source line and a caret


# ------------------------------------------------------------------ comparisons
@pytest.mark.parametrize(("expected", "actual", "ok"), [
    (3, 3, True), (3, 4, False), (">= 3", 4, True), ("< 3", 4, False), ("!= null", 0, True),
    ("contains card_x", ["card_x", "card_y"], True), ("not contains card_x", ["card_y"], True),
    ({"owner": 2}, {"owner": 2, "kind": "casino"}, True), ({"owner": 2}, "mob", False),
    ([1, 2], [1, 2, 3], False), (True, 1, False), (0, False, False), (None, None, True),
])
def test_matches(expected: object, actual: object, ok: bool) -> None:
    assert matches(expected, actual) is ok


# ------------------------------------------------------------------ state paths
def test_patches_keep_every_supply_consistent() -> None:
    game = quiet_game(4)
    e = game.engine
    for path, value in [
        ("districts.*.spaces.*", None), ("districts.*.police", 1),
        ("districts.14.spaces", [{"owner": 1, "kind": "speakeasy", "protected": True, "barrel": True},
                                 {"owner": 2, "kind": "casino"}, "mob"]),
        ("players.2.goons", 5), ("players.1.vip", 2), ("docks.1:downtown", 3),
        ("districts.15.spaces.0", {"owner": 3, "kind": "still"}), ("players.3.still_barrels", 2),
        ("players.1.levels.fleet", 3), ("players.1.truck_barrels", [2, 1]), ("ships.ship_bill_mccoy.barrels", 0),
        ("players.4.hand", ["card_fleet_yellow_cab"]), ("districts.14.spaces.0", None),
    ]:
        statepath.write(e, ROOT, path, value)
        assert violations(e) == [], path
    assert statepath.read(e, ROOT, "players.1.trucks") == [None, None]
    assert statepath.read(e, ROOT, "districts.14.spaces.1") == {"owner": 2, "kind": "casino", "protected": False, "barrel": False}
    assert statepath.read(e, ROOT, "players.1.slots_free")[0] is True  # the speakeasy gave its slot back


def test_a_patch_invalidates_what_the_engine_cached() -> None:
    """The engine caches "is this step possible?" between its own tasks; a patch is not one of them."""
    game = quiet_game(4)
    e = game.engine
    statepath.write(e, ROOT, "players.1", {"cash": 0, "safe": 0, "goons": 1})  # the next goon costs $1
    perform(game, 0, "may hire 1 goon")
    assert game.decision is None
    statepath.write(e, ROOT, "players.1.cash", 5)
    perform(game, 0, "may hire 1 goon")
    assert game.decision is not None and game.decision.kind == "may"


def test_ports_swap_and_wildcards_read_every_match() -> None:
    e = quiet_game(4).engine
    before = statepath.read(e, ROOT, "ships.*.port")
    statepath.write(e, ROOT, "ships.ship_bill_mccoy.port", before["ships.ship_stephanie_st_clair.port"])
    after = statepath.read(e, ROOT, "ships.*.port")
    assert sorted(after.values()) == sorted(before.values())  # still one ship per port
    assert after["ships.ship_stephanie_st_clair.port"] == before["ships.ship_bill_mccoy.port"]


def test_unknown_paths_and_bad_values_say_what_is_wrong() -> None:
    e = quiet_game(2).engine
    with pytest.raises(statepath.PathError, match=r"'players' has no '3'; it has 1, 2") as info:
        statepath.read(e, ROOT, "players.3.cash")
    assert info.value.at_key
    with pytest.raises(statepath.PathError, match="has no '2'; it has 0, 1"):
        statepath.read(e, ROOT, "districts.13.spaces.2")  # uptown has 2 spaces with 2 players
    with pytest.raises(statepath.PathError, match="read-only"):
        statepath.write(e, ROOT, "players.1.infamy", 9)
    with pytest.raises(statepath.PathError, match="is blocked"):
        blocked = statepath.read(e, ROOT, "blocked_districts")[0]
        statepath.write(e, ROOT, f"districts.{blocked}.spaces.0", "mob")
    with pytest.raises(statepath.PathError, match="has no port"):
        statepath.write(e, ROOT, "ships.ship_bill_mccoy.port", 5)


# ------------------------------------------------------------------ the CLI


def test_cli_exit_codes(tmp_path: Path) -> None:
    folder = tmp_path / "s"
    folder.mkdir()
    write(folder, "a_ok.yaml", PASSING)
    ok = runner.invoke(app, ["scenario", "run", str(folder)])
    assert ok.exit_code == 0 and "PASS pays from the safe" in ok.output and "1 passed" in ok.output
    write(folder, "b_bad.yaml", FAILING)
    bad = runner.invoke(app, ["scenario", "run", str(folder)])
    assert bad.exit_code == 1
    assert "step 1 (line 11): players.1.cash: expected 8, got 7" in bad.output and "1 passed, 1 failed" in bad.output
    one = runner.invoke(app, ["scenario", "run", str(folder / "a_ok.yaml")])
    assert one.exit_code == 0
    write(folder, "c_broken.yaml", "steps:\n  - chose: x\n")
    broken = runner.invoke(app, ["scenario", "run", str(folder)])
    assert broken.exit_code == 2 and "c_broken.yaml:2:5: unknown key 'chose' (did you mean 'choose'?)" in broken.output
    assert "^" in broken.output and "Traceback" not in broken.output
    empty = tmp_path / "empty"
    empty.mkdir()
    assert runner.invoke(app, ["scenario", "run", str(empty)]).exit_code == 2
    assert runner.invoke(app, ["scenario", "run", str(tmp_path / "missing.yaml")]).exit_code == 2


def test_the_shipped_scenarios_pass_from_the_command_line() -> None:
    result = runner.invoke(app, ["scenario", "run", str(HERE / "scenarios")])
    assert result.exit_code == 0, result.output


# ------------------------------------------------------------------ the documentation
DOC_SCENARIOS = [block for block in re.findall(r"```yaml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
                 if re.search(r"^(steps|setup):", block, re.M)]


def test_the_documentation_has_scenario_examples() -> None:
    assert len(DOC_SCENARIOS) >= 3


@pytest.mark.parametrize("text", DOC_SCENARIOS, ids=[f"doc{i}" for i in range(len(DOC_SCENARIOS))])
def test_every_scenario_in_the_documentation_runs(tmp_path: Path, text: str) -> None:
    result = run_file(write(tmp_path, "doc.yaml", text))
    assert result.status in ("pass", "xfail"), result.report()


# ------------------------------------------------------------------ issue 22 item 17: the tool around scenarios
def test_scenario_run_takes_several_files_and_folders(tmp_path: Path) -> None:
    folder = tmp_path / "more"
    folder.mkdir()
    write(folder, "x.yaml", PASSING.replace("pays from the safe", "in a folder"))
    a = write(tmp_path, "house_a.yaml", PASSING.replace("pays from the safe", "house a"))
    b = write(tmp_path, "house_b.yaml", PASSING.replace("pays from the safe", "house b"))
    result = runner.invoke(app, ["scenario", "run", str(a), str(b), str(folder), str(a)])  # a glob, a folder, a repeat
    assert result.exit_code == 0, result.output
    assert "PASS house a" in result.output and "PASS house b" in result.output and "PASS in a folder" in result.output
    assert "3 passed" in result.output  # each file once
    empty = tmp_path / "empty"
    empty.mkdir()
    assert runner.invoke(app, ["scenario", "run", str(a), str(empty)]).exit_code == 2


def test_every_task_a_scenario_may_start_is_documented() -> None:
    from interpreter.games.speakeasy.game import GAME

    table = DOC.read_text(encoding="utf-8").split("| task | what it does |")[1].split("\n\n")[0]
    documented = re.findall(r"^\| `\{op: ([a-z_]+)", table, re.M)
    assert documented and sorted(documented) == sorted(GAME.scenario_tasks)
    assert all(op in GAME.ops.by_name for op in GAME.scenario_tasks)
    used = {m for p in SCENARIOS for m in re.findall(r"\{op: ([a-z_]+)", p.read_text(encoding="utf-8"))}
    assert used <= set(GAME.scenario_tasks), used - set(GAME.scenario_tasks)


def test_a_task_inside_a_verb_is_not_one_a_scenario_starts(tmp_path: Path) -> None:
    text = PASSING.replace('  - run: {seat: 1, effect: "pay $3 -> gain 1 ledger"}', "  - task: {op: draw_card, seat: 1}")
    result = run_file(write(tmp_path, "inner.yaml", text))
    assert result.status == "malformed"
    said = result.diagnostics[0].message
    assert "'draw_card' is not a task a scenario starts; the tasks: act, round" in said and "end_round" in said


def test_a_patch_that_puts_one_card_in_two_places_is_refused(tmp_path: Path) -> None:
    game = quiet_game(4)
    card = game.state.decks["vip"][0]
    two_hands = PASSING.replace("    players.1.cash: 0\n", f"    players.1.hand: [{card}]\n    players.2.hand: [{card}]\n")
    result = run_file(write(tmp_path, "two.yaml", two_hands))
    assert result.status == "malformed", result.report()
    said = result.diagnostics[0].render()
    assert "two.yaml:8:" in said and f"{card} would lie in 2 places (player 1's hand, player 2's hand)" in said
    helper = game.state.helper_display[0]
    two_boards = PASSING.replace("    players.1.cash: 0\n",
                                 f"    players.1.helpers: [{helper}]\n    players.3.used_helpers: [{helper}]\n")
    assert "would lie in 2 places (player 1's helpers, player 3's used helpers)" in \
        run_file(write(tmp_path, "boards.yaml", two_boards)).report()
    twice = PASSING.replace("    players.1.cash: 0\n", "    players.1.helpers: [helper_take_over, helper_take_over]\n")
    assert "and it has one copy" in run_file(write(tmp_path, "twice.yaml", twice)).report()
    on_board = PASSING.replace("    players.1.cash: 0\n", f"    players.1.board_cards.vip: {card}\n    decks.vip: [{card}]\n")
    assert "would lie in 2 places" in run_file(write(tmp_path, "back.yaml", on_board)).report()  # back into its deck


def test_a_patch_takes_a_component_from_where_it_lay() -> None:
    e = quiet_game(4).engine
    s = e.state
    card = s.decks["party"][0]
    statepath.write(e, ROOT, "players.1.board_cards.party", card)  # out of its deck, as a drawn card
    assert card not in s.decks["party"]
    helper = s.helper_display[0]
    statepath.write(e, ROOT, "players.2.helpers", [helper])  # off the display
    assert helper not in s.helper_display
    crates = statepath.read(e, ROOT, "ships.*.crate")
    statepath.write(e, ROOT, "ships.ship_bill_mccoy.crate", crates["ships.ship_stephanie_st_clair.crate"])
    swapped = statepath.read(e, ROOT, "ships.*.crate")  # one crate per ship: they swap, as ports do
    assert swapped["ships.ship_stephanie_st_clair.crate"] == crates["ships.ship_bill_mccoy.crate"]
    statepath.write(e, ROOT, "players.3.hand", [card])  # a later patch moves it on from a board
    assert s.players[0].board_cards["party"] is None and s.players[2].hand == [card]
    assert violations(e) == []


def test_an_invariant_catches_a_component_in_two_places() -> None:
    e = quiet_game(4).engine
    s = e.state
    card = s.decks["still"][-1]
    s.players[1].hand.append(card)  # planted: the card is still in its deck too
    assert f"{card} is in 2 places: the still deck, player 2's hand" in violations(e)
    s.players[1].hand.remove(card)
    tile = next(t for d in s.districts.values() for t in d.city_tiles if t is not None)
    copies = e.rules.by_id[tile].copies
    s.players[0].city_tiles += [tile] * copies  # more of it than it has copies
    assert any(v.startswith(f"{tile} is in {copies * 2}") or v.startswith(f"{tile} is in ") for v in violations(e))
