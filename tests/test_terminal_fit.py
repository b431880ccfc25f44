"""The terminal fits a terminal (issue 29 item 5): `--seats` sets the player count (a `--players` that disagrees
is a usage error naming both); the status line fits 100 columns and breaks only between words; the question is
not printed again after a command (Enter asks it); `view PART` shows one part of the table, `view` all of it."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console

from interpreter.cli import app
from interpreter.cli.terminal import STATUS_WIDTH, run_play
from interpreter.games.speakeasy.catalog import VIEW_PARTS
from interpreter.games.speakeasy.terminal import SCREENS, SECTIONS
from interpreter.harness.simulate import play_game
from interpreter.machine.game import Game
from interpreter.text.languages import LANGUAGES
from interpreter.text.messages import Messages

from .clirunner import runner
from .conftest import GAME, shipped_rules

LANGS = LANGUAGES  # every shipped language (interpreter/text/languages.py, REGISTRY)


# ------------------------------------------------------------------ --seats and --players
@pytest.mark.parametrize(("args", "players"), [
    (["--seats", "human,human,greedy"], 3),  # the README's example
    (["--seats", "human,greedy"], 2),
    (["--seats", "human,greedy,greedy,random"], 4),
    (["--seats", "human,greedy,greedy", "--players", "3"], 3),
])
def test_seats_set_the_player_count(args: list[str], players: int) -> None:
    result = runner.invoke(app, ["play", *args, "--seed", "2"], input="quit\n\n")
    assert result.exit_code == 0, result.output
    assert f": {players} players, seed 2." in result.output


def test_seats_and_players_that_disagree_are_a_usage_error_naming_both() -> None:
    result = runner.invoke(app, ["play", "--seats", "human,human,greedy", "--players", "4"], input="quit\n")
    assert result.exit_code == 2
    assert "--seats" in result.output and "--players" in result.output and "3 seats" in result.output


def test_seats_for_a_count_the_game_cannot_have_name_the_seats() -> None:
    result = runner.invoke(app, ["play", "--seats", "human"], input="quit\n")
    assert result.exit_code == 2 and "--seats" in result.output


# ------------------------------------------------------------------ the status line
def _status_lines(game: Game[Any], seat: int, lang: str, width: int) -> list[str]:
    console = Console(file=io.StringIO(), width=width, record=True, color_system=None)
    console.print(SCREENS.status(game, seat, Messages(GAME.text, shipped_rules(), lang)), soft_wrap=False,
                  width=min(width, STATUS_WIDTH))
    return console.export_text().rstrip("\n").split("\n")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", [60, 100, 200])
def test_the_status_line_fits_and_breaks_between_words(lang: str, width: int) -> None:
    game = play_game(GAME, shipped_rules(), 4, 5, ["greedy"] * 4, on_decision=None)  # a full table: every number big
    lines = _status_lines(game, 0, lang, width)
    assert len(lines) >= 5  # the time, then a line per player
    assert all(cell_len(line) <= min(width, STATUS_WIDTH) for line in lines), lines
    if lang == "en":  # a line never ends inside a word: every break is at a space
        whole = " ".join(line.strip() for line in lines)
        words = set(re.findall(r"[A-Za-z]+", whole))
        for line in lines:
            last = re.findall(r"[A-Za-z]+$", line.rstrip())
            assert not last or last[0] in words, (last, line)
        assert "build / ings" not in whole and "buildings" in whole


# ------------------------------------------------------------------ the question, and view in parts
def _session(lang: str, typed: list[str]) -> str:
    console = Console(file=io.StringIO(), width=100, record=True, color_system=None)
    stdin = io.StringIO("\n".join([*typed, "quit", ""]) + "\n")
    code = run_play(GAME, shipped_rules(), 2, ["human", "greedy"], 3, None, stdin, console, lang)
    assert code == 0
    return console.export_text()


@pytest.mark.parametrize("lang", LANGS)
def test_the_question_is_not_printed_again_after_a_command_but_on_enter(lang: str) -> None:
    words = Messages(GAME.text, shipped_rules(), lang)
    prompt = words.render(Game.new(GAME, shipped_rules(), 2, 3).decision.prompt)  # type: ignore[union-attr]
    view, info, helps = (words.r.m(f"term-cmd-{c}") for c in ("view", "info", "help"))
    out = _session(lang, [helps, f"{info} 1", f"{view} {words.r.m('term-view-map')}"])
    assert out.count(prompt) == 1, out.count(prompt)
    assert out.count(words.r.m("term-ask-again")) == 3
    again = _session(lang, [helps, ""])
    assert again.count(prompt) == 2


def test_view_parts_are_the_ones_the_locales_name() -> None:
    assert tuple(SECTIONS) == VIEW_PARTS


@pytest.mark.parametrize("lang", LANGS)
def test_view_shows_one_part_or_the_whole(lang: str) -> None:
    words = Messages(GAME.text, shipped_rules(), lang)
    view = words.r.m("term-cmd-view")
    whole = _session(lang, [view])
    titles = {"map": "table-map", "players": "table-players", "docks": "table-docks", "objectives": "table-objectives",
              "me": "table-yours"}
    for key in titles.values():
        assert words.r.m(key) in whole, key
    assert words.r.m("term-view-docks") in whole  # the parts are named after the whole
    for part, key in titles.items():
        for typed in (part, words.r.m(f"term-view-{part}")):
            out = _session(lang, [f"{view} {typed}"])
            assert words.r.m(key) in out, (part, typed)
            others = [k for p, k in titles.items() if p != part and not (part == "me" and p == "players")]
            if lang == "en":  # Chinese titles (玩家, 码头) are words of the log as well
                assert not any(words.r.m(k) in out for k in others), (part, [k for k in others if words.r.m(k) in out])
            assert len(out.splitlines()) < len(whole.splitlines())
    out = _session(lang, [f"{view} zzz"])
    assert "zzz" in out and words.r.m("term-view-objectives") in out


# ------------------------------------------------------------------ serve opens a browser for a person only
@pytest.mark.parametrize(("env", "tty", "opens"), [
    ({"DISPLAY": ":0"}, True, True),
    ({"WAYLAND_DISPLAY": "wayland-0"}, True, True),
    ({}, True, False),  # no display (a server, SSH without X forwarding)
    ({"DISPLAY": ":0"}, False, False),  # a pipe, a test, a service
    ({"DISPLAY": ":0", "CI": "true"}, True, False),
])
def test_serve_opens_a_browser_only_in_a_terminal_with_a_display(env: dict[str, str], tty: bool, opens: bool) -> None:
    import sys

    from interpreter.cli.serve import should_open_browser

    if sys.platform in ("darwin", "win32"):
        pytest.skip("a Mac or Windows always has a display")
    assert should_open_browser(env, tty) is opens


def test_serve_says_no_browser_in_its_help() -> None:
    result = runner.invoke(app, ["serve", "--help"])
    assert result.exit_code == 0 and "--no-browser" in result.output
