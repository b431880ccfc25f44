"""Saves that cannot lie (issue 15, item 8): replay checks the end a save records, every number is
bounded, and a save never makes the program open a file it names."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from interpreter.cli import app
from interpreter.harness.saves import MAX_DECISIONS, SaveError, read_save, replay, save_game, variants_for

from .bounded import run_bounded
from .clirunner import runner
from .conftest import GAME, RULES_DIR, load, played, shipped_rules


@pytest.fixture(scope="module")
def save_doc(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    path = tmp_path_factory.mktemp("save") / "g.json"
    save_game(path, played(2, 9, 30))
    return json.loads(path.read_text())


def written(folder: Path, doc: dict[str, Any] | str, name: str = "g.json") -> Path:
    path = folder / name
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return path


def digits(n: int) -> str:
    return "1" * n


@pytest.mark.parametrize(("change", "message"), [
    ({"state_hash": None}, "the save has no state hash: nothing to check its replay against"),
    ({"state_hash": "DROP"}, "the save has no state hash"),
    ({"state_hash": "not hex"}, "'state_hash' must be a hexadecimal hash"),
    ({"over": True}, "the save says the game is over, but the replayed game goes on"),
    ({"over": "yes"}, "'over' must be true or false"),
    ({"over": "DROP"}, "save file lacks 'over'"),
    ({"players": 0}, "'players' is 0; it must be from 1 to 99"),
    ({"players": 12}, "no setup for 12 players"),
    ({"seed": 2**63}, f"'seed' is {2**63}; it must be from {-(2**63)} to {2**63 - 1}"),
    ({"decisions": ["x"] * (MAX_DECISIONS + 1)}, f"'decisions' holds at most {MAX_DECISIONS} texts"),
    ({"decisions": ["x" * 201]}, "of at most 200 characters"),
    ({"rules_fingerprint": ["not", "text"]}, "'rules_fingerprint' must be a text"),
    ({"seats": ["human"]}, "1 seats for 2 players"),
    ({"variants": ["v"] * 21}, "'variants' holds at most 20 texts"),
    ({"engine_version": "DROP"}, "saved by version 1 of the speakeasy engine; this program plays version 2"),
    ({"engine_version": 1}, "saved by version 1 of the speakeasy engine; this program plays version 2"),
    ({"engine_version": 3}, "saved by version 3 of the speakeasy engine; this program plays version 2"),
    ({"engine_version": 0}, "'engine_version' is 0; it must be from 1 to 999999"),
    ({"engine_version": "2"}, "'engine_version' must be a whole number"),
], ids=lambda x: json.dumps(x)[:40] if isinstance(x, dict) else None)
def test_a_save_that_would_lie_is_refused(tmp_path: Path, save_doc: dict[str, Any], change: dict[str, Any],
                                          message: str) -> None:
    doc = {**save_doc, **change}
    doc = {k: v for k, v in doc.items() if v != "DROP"}
    with pytest.raises(SaveError, match=None) as info:
        path = written(tmp_path, doc)
        replay(GAME, shipped_rules(), read_save(path), path)
    assert message in str(info.value)


def test_a_save_records_the_engine_version_it_was_played_with(save_doc: dict[str, Any]) -> None:
    assert save_doc["engine_version"] == GAME.engine_version == 2


def test_a_save_made_before_the_decks_were_face_up_is_refused_naming_both_versions(tmp_path: Path) -> None:
    """tests/saves/before-face-up-decks.json was written by the engine before issue 22 (commit 178f734): its
    decisions, replayed now, would be another game. It is refused before anything is replayed, and the
    terminal says so (never a traceback, never a different game)."""
    old = Path(__file__).parent / "saves" / "before-face-up-decks.json"
    save = read_save(old)
    assert save.engine_version == 1 and "engine_version" not in json.loads(old.read_text(encoding="utf-8"))
    with pytest.raises(SaveError) as info:
        replay(GAME, shipped_rules(), save, old)
    said = str(info.value)
    assert "saved by version 1 of the speakeasy engine; this program plays version 2" in said
    assert "fingerprint" not in said  # the version is the reason given, though the rules changed too
    for command in (["replay", str(old)], ["play", "--load", str(old)]):
        result = runner.invoke(app, command, input="")
        said = " ".join(result.output.split())  # as said, however a terminal wraps it
        assert result.exit_code != 0 and "by version 1 of" in said and "plays version 2" in said, said
        assert "Traceback" not in result.output


@pytest.mark.parametrize("field", ["players", "seed", "version", "over"])
def test_a_5000_digit_number_is_a_save_error(tmp_path: Path, save_doc: dict[str, Any], field: str) -> None:
    text = json.dumps({**save_doc, field: 0}).replace(f'"{field}": 0', f'"{field}": {digits(5000)}')
    with pytest.raises(SaveError, match="a number of 5000 digits; at most 20"):
        read_save(written(tmp_path, text))


def test_the_save_of_a_finished_game_replays_with_its_end(tmp_path: Path) -> None:
    game = played(2, 4, 0)
    while not game.is_over:
        game.apply(game.legal_options()[0])
    path = tmp_path / "done.json"
    save_game(path, game, ["human", "random"])
    save = read_save(path)
    assert save.over and save.seats == ["human", "random"]
    assert replay(GAME, shipped_rules(), save, path).scores == game.scores


# ------------------------------------------------------------------ variants a save names
@pytest.mark.parametrize(("saved", "given", "result"), [
    (["short-game"], None, ["short-game"]),
    (["short-game", "/elsewhere/house.yaml"], ["here/house.yaml"], ["short-game", "here/house.yaml"]),
    (["/etc/passwd"], None, "the save was played with 1 variant file(s) ('passwd'), 0 given with --variant"),
    (["../../../etc/hosts"], None, "a save never opens a file it names"),
    ([], ["short-game"], "gives only the variant files it was played with, not 'short-game'"),
    ([], ["x.yaml"], "the save was played with 0 variant file(s) (none), 1 given"),
])
def test_a_saves_variants_are_names_or_files_given_again(save_doc: dict[str, Any], saved: list[str],
                                                          given: list[str] | None, result: object) -> None:
    save = read_save_from(save_doc, variants=saved)
    if isinstance(result, list):
        assert variants_for(save, given) == result
    else:
        with pytest.raises(SaveError) as info:
            variants_for(save, given)
        assert str(result) in str(info.value)


def read_save_from(doc: dict[str, Any], **change: Any) -> Any:
    from interpreter.harness.saves import Save

    return Save(game=doc["game"], players=doc["players"], seed=doc["seed"], decisions=doc["decisions"],
                rules_fingerprint=doc["rules_fingerprint"], variants=change.get("variants", []),
                state_hash=doc["state_hash"], over=doc["over"])


def test_a_game_with_a_variant_file_replays_only_when_the_file_is_given_again(tmp_path: Path) -> None:
    header = "variant: {name: house, description: richer}\n"
    house = written(tmp_path, header + "change:\n  board.starting.cash: 20\n", "house.yaml")
    result = runner.invoke(app, ["simulate", "-p", "2", "-n", "1", "--json", "--variant", str(house),
                                 "--save-dir", str(tmp_path / "saves")])
    assert result.exit_code == 0, result.output
    save = next((tmp_path / "saves").glob("*.json"))
    refused = runner.invoke(app, ["replay", str(save)])
    assert refused.exit_code == 1 and "'house.yaml'" in refused.output and "a save never opens" in refused.output
    given = runner.invoke(app, ["replay", str(save), "--variant", str(house)])
    assert given.exit_code == 0 and "matches the save" in given.output, given.output
    house.write_text(header + "change:\n  board.starting.cash: 21\n", encoding="utf-8")
    changed = runner.invoke(app, ["replay", str(save), "--variant", str(house)])
    assert changed.exit_code == 1 and "saved with other rules" in changed.output


def test_a_named_variant_replays_from_the_rules_folder(tmp_path: Path) -> None:
    from interpreter.machine.game import Game

    game = Game.new(GAME, load(RULES_DIR, ["short-game"]), 2, 3)
    for _ in range(20):
        game.apply(game.legal_options()[0])
    save_game(tmp_path / "g.json", game)
    result = runner.invoke(app, ["replay", str(tmp_path / "g.json")])
    assert result.exit_code == 0 and "matches the save" in result.output, result.output


# ------------------------------------------------------------------ the commands, under limits
@pytest.fixture(scope="module")
def hostile_saves(tmp_path_factory: pytest.TempPathFactory, save_doc: dict[str, Any]) -> Path:
    d = tmp_path_factory.mktemp("saves")
    written(d, json.dumps({**save_doc, "players": 0}).replace('"players": 0', f'"players": {digits(5000)}'), "digits.json")
    written(d, {**save_doc, "variants": ["/etc/passwd"]}, "passwd.json")
    written(d, {**save_doc, "state_hash": None}, "nohash.json")
    written(d, {**save_doc, "over": True}, "over.json")
    return d


PROBES = [
    ("replay-5000-digits", ["replay", "{d}/digits.json"], 1, "a number of 5000 digits"),
    ("replay-variant-names-a-system-file", ["replay", "{d}/passwd.json"], 1, "a save never opens a file it names"),
    ("replay-no-state-hash", ["replay", "{d}/nohash.json"], 1, "the save has no state hash"),
    ("replay-over-disagrees", ["replay", "{d}/over.json"], 1, "the save says the game is over"),
    ("play-load-5000-digits", ["play", "--load", "{d}/digits.json"], 1, "a number of 5000 digits"),
    ("play-load-variant-names-a-system-file", ["play", "--load", "{d}/passwd.json"], 1, "a save never opens"),
]


@pytest.fixture(scope="module")
def outcomes(hostile_saves: Path) -> dict:
    return run_bounded([{"id": i, "args": [a.format(d=hostile_saves) for a in args], "input": ""}
                        for i, args, _, _ in PROBES])


@pytest.mark.parametrize(("probe", "code", "words"), [(p[0], p[2], p[3]) for p in PROBES], ids=[p[0] for p in PROBES])
def test_hostile_saves_are_errors(outcomes: dict, probe: str, code: int, words: str) -> None:
    got = outcomes[probe]
    assert got.clean(), got
    assert got.code == code and words in got.output, got
    assert "root:" not in got.output  # the first line of /etc/passwd is never shown


@pytest.mark.parametrize(("value", "result"), [
    (3, 3), (0, 0), (-1, "'lesson_step' is -1; it must be from 0 to 10000"), (10_001, "it must be from 0 to 10000"),
    ("3", "'lesson_step' must be a whole number"), (True, "'lesson_step' must be a whole number"),
])
def test_a_lessons_place_is_read_back_bounded(tmp_path: Path, save_doc: dict[str, Any], value: object,
                                              result: object) -> None:
    path = written(tmp_path, json.dumps({**save_doc, "lesson_step": value}))
    if isinstance(result, int):
        assert read_save(path).lesson_step == result
    else:
        with pytest.raises(SaveError, match=re.escape(str(result))):
            read_save(path)
