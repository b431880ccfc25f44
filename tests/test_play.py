"""`speakeasy play` never loses a game (issue 15, item 4): whatever is typed at the prompt is answered
and the game goes on; the game is autosaved after every decision and `--resume` continues it; `quit`
offers to save; `save` expands `~`, asks before overwriting and reports a bad path; a save records
the seats, so `--load` continues against the same opponents."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from interpreter.cli import app
from interpreter.cli.terminal import autosave_path
from interpreter.harness.saves import read_save

from .bounded import run_bounded
from .clirunner import runner

NEW = ["play", "--players", "2", "--seats", "human,greedy", "--seed", "3"]
FIRST_MOVE = "Player 1 sends a family member to row 1 of the Downtown docks."  # what option 1 does: it went on


# ------------------------------------------------------------------ what is typed at the prompt
PROMPT = [
    # (id, the line typed, what is said)
    ("superscript-two", "²", "“²” is not an option here: type a number from 1 to 11"),
    ("5000-digits", "9" * 5000, "is not an option here: type a number from 1 to 11"),
    ("arabic-indic-digit", "٣", "“٣” is not an option here"),
    ("zero", "0", "“0” is not an option here"),
    ("negative", "-1", "“-1” is not an option here"),
    ("save-a-folder", "save {d}", "could not be saved to {d}: it is a folder, give a file name"),
    ("save-markup", "save [/x]", "Saved to [/x]"),
    ("save-nul", "save a\0b", "The game could not be saved to a\\x00b."),
    ("save-proc", "save /proc/speakeasy-test.json", "The game could not be saved to /proc/speakeasy-test.json."),
    ("save-home", "save ~/g.json", "Saved to {d}/home/g.json"),
    ("save-nothing", "save", "To save the game, type: save FILE"),
    ("save-spaces", "save    ", "To save the game, type: save FILE"),
]


@pytest.fixture(scope="module")
def typed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    d = tmp_path_factory.mktemp("prompt")
    cases = []
    for i, line, _ in PROMPT:
        (d / i / "home").mkdir(parents=True)
        cases.append({"id": i, "args": NEW, "input": line.format(d=d / i) + "\n1\nquit\n\n", "cwd": str(d / i),
                      "env": {"HOME": str(d / i / "home"), "XDG_STATE_HOME": str(d / i / "state")}})
    return d, run_bounded(cases)


@pytest.mark.parametrize(("probe", "words"), [(p[0], p[2]) for p in PROMPT], ids=[p[0] for p in PROMPT])
def test_whatever_is_typed_the_game_goes_on(typed: tuple[Path, dict], probe: str, words: str) -> None:
    d, outcomes = typed
    got = outcomes[probe]
    assert got.clean() and got.code == 0, got
    assert words.format(d=d / probe) in got.output, got.output
    assert FIRST_MOVE in got.output, got.output  # the next line was still read as a decision
    assert not (d / probe / "~").exists()  # `save ~/g.json` once made a folder named '~'


def test_a_save_path_is_never_read_as_markup(typed: tuple[Path, dict]) -> None:
    d, _ = typed
    assert read_save(d / "save-markup" / "[" / "x]").players == 2


# ------------------------------------------------------------------ saving by hand
def test_save_asks_before_it_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_text("precious")
    kept = runner.invoke(app, NEW, input=f"save {path}\nn\nquit\n\n")
    assert kept.exit_code == 0 and "exists: overwrite it? [y/N]" in kept.output and "Not saved." in kept.output
    assert path.read_text() == "precious"
    replaced = runner.invoke(app, NEW, input=f"save {path}\ny\nquit\n")
    assert replaced.exit_code == 0 and f"Saved to {path}" in replaced.output
    assert read_save(path).players == 2


def test_a_save_records_the_seats_and_load_plays_against_them(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    first = runner.invoke(app, ["play", "-p", "3", "--seats", "random,human,greedy", "--seed", "4"],
                          input=f"1\nsave {path}\nquit\n")
    assert first.exit_code == 0, first.output
    assert read_save(path).seats == ["random", "human", "greedy"]
    again = runner.invoke(app, ["play", "--load", str(path)], input="quit\n\n")
    assert "Player 1: a bot that plays at random\n  Player 2: you\n  Player 3: a greedy bot" in again.output, again.output
    other = runner.invoke(app, ["play", "--load", str(path), "--seats", "human,random,random"], input="quit\n\n")
    assert "Player 1: you\n  Player 2: a bot that plays at random\n  Player 3: a bot that plays at random" in other.output


def test_a_save_with_an_unknown_seat_is_a_usage_error(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    runner.invoke(app, NEW, input=f"save {path}\nquit\n")
    doc = json.loads(path.read_text())
    path.write_text(json.dumps({**doc, "seats": ["human", "clever"]}))
    result = runner.invoke(app, ["play", "--load", str(path)], input="")
    assert result.exit_code == 2 and "unknown bot 'clever'" in result.output


# ------------------------------------------------------------------ leaving and coming back
def test_quit_offers_to_save_and_end_of_input_says_where_the_game_is(tmp_path: Path) -> None:
    path = tmp_path / "left.json"
    offered = runner.invoke(app, NEW, input=f"1\nquit\n{tmp_path}\n{path}\n")
    assert offered.exit_code == 0 and "Save before leaving?" in offered.output
    assert "it is a folder" in offered.output and f"Saved to {path}" in offered.output  # asked again after the folder
    assert len(read_save(path).decisions) >= 1
    declined = runner.invoke(app, NEW, input="1\nquit\n\n")
    assert "Save before leaving?" in declined.output and "Saved to" not in declined.output
    ended = runner.invoke(app, NEW, input="1\n")
    auto = autosave_path("speakeasy")
    assert f"End of input: leaving the game; the game is autosaved in {auto}" in ended.output
    assert "speakeasy play --resume" in ended.output


def test_the_game_is_autosaved_after_every_decision_and_resumes(tmp_path: Path) -> None:
    auto = autosave_path("speakeasy")
    runner.invoke(app, NEW, input="1\n1\n")
    saved = read_save(auto)
    assert saved.seats == ["human", "greedy"] and len(saved.decisions) >= 2
    resumed = runner.invoke(app, ["play", "--resume"], input="1\n")
    assert resumed.exit_code == 0 and "Player 1: you\n  Player 2: a greedy bot" in resumed.output
    assert len(read_save(auto).decisions) > len(saved.decisions)


@pytest.mark.parametrize("other", ["new", "loaded"])
def test_another_game_keeps_the_unfinished_one(tmp_path: Path, other: str) -> None:
    auto = autosave_path("speakeasy")
    runner.invoke(app, NEW, input=f"save {tmp_path / 'other.json'}\n1\n")
    unfinished = read_save(auto).decisions
    args = [*NEW[:-1], "5"] if other == "new" else ["play", "--load", str(tmp_path / "other.json")]
    result = runner.invoke(app, args, input="")
    previous = auto.with_name("speakeasy-autosave-previous.json")
    assert f"kept as {previous}" in result.output and read_save(previous).decisions == unfinished


@pytest.mark.parametrize(("args", "code", "words"), [
    (["play", "--resume", "--load", "x.json"], 2, "not both"),
    (["play", "--resume"], 1, "no autosaved game to resume"),
])
def test_resume_without_a_game_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str],
                                           code: int, words: str) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    result = runner.invoke(app, args)
    assert result.exit_code == code and words in result.output


def test_a_finished_game_cannot_be_resumed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    from interpreter.harness.saves import save_game

    from .conftest import played

    game = played(2, 1, 0)
    while not game.is_over:
        game.apply(game.legal_options()[0])
    save_game(autosave_path("speakeasy"), game, ["human", "random"])
    result = runner.invoke(app, ["play", "--resume"])
    assert result.exit_code == 1 and "the saved game is over" in result.output


# ------------------------------------------------------------------ an engine failure
def test_an_engine_failure_in_a_decision_is_undone_and_the_game_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    from interpreter.machine.game import Game

    real = Game.apply
    failed: list[str] = []

    def once(self: Game, option: object) -> None:  # type: ignore[type-arg]
        key = getattr(option, "id", option)
        if key == "dock:1:downtown" and not failed:
            failed.append(key)
            real(self, option)  # the state changes, then the engine fails: the change must not stay
            raise RuntimeError("a bug in a verb")
        real(self, option)

    monkeypatch.setattr(Game, "apply", once)
    result = runner.invoke(app, NEW, input="dock:1:downtown\ndock:1:downtown\nquit\n\n")
    assert result.exit_code == 0, result.output
    assert ("Internal error while playing “dock:1:downtown” (RuntimeError: a bug in a verb): that move is undone"
            in result.output), result.output
    assert result.output.count(FIRST_MOVE) == 1  # the retried decision is made once, on the game as it was
