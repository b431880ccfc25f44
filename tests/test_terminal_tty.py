"""`speakeasy play` in a real terminal (pexpect: a pseudo-terminal 100 columns wide), in each
language, played through a whole short game as a person would: look at the table, read an option's
and a component's rules, then answer every question with its first option until the end (issue 16,
"done when"). Checked against the same game replayed in-process: the status line and `view` show
every player's public state and the board, `info` works on an option and on a component id, every
payment of the game is in the transcript with where its money came from, a Chinese session shows
no English, and the end shows each player's score by part, once.

A short game (the short-game variant, 2 players, one bot) keeps each session to seconds.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from interpreter.games.speakeasy.terminal import SCREENS
from interpreter.machine.game import Game
from interpreter.text.messages import Messages

from .conftest import GAME, load
from .test_terminal import chosen_latin, foreign_words

pexpect = pytest.importorskip("pexpect")

SEED, PLAYERS = 3, 2
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def speakeasy() -> list[str]:
    """The installed command, or this Python running the package (the same code either way)."""
    found = shutil.which("speakeasy", path=str(Path(sys.executable).parent))
    return [found] if found else [sys.executable, "-m", "interpreter"]


def flat(text: str) -> str:
    """Without colour codes and without the line breaks and spaces a terminal wraps text at."""
    return re.sub(r"\s+", "", ANSI.sub("", text))


def replayed(rules: Any, stop_at_first_question: bool = False) -> Game[Any]:
    """The session's game, in-process: the human takes the first option, the bot plays as it does at
    the terminal (seeded by seat); or the game as the human's first question finds it."""
    game = Game.new(GAME, rules, PLAYERS, SEED)
    bot = GAME.bot_makers()["greedy"](SEED * 31 + 1)
    while not game.is_over:
        seat, decision = game.current_player, game.decision
        assert seat is not None and decision is not None
        if seat == 0 and stop_at_first_question:
            break
        game.apply(decision.options[0].id if seat == 0 else bot(game.view(1), decision))
    return game


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
def test_a_whole_game_in_a_terminal(lang: str) -> None:
    rules = load(None, ["short-game"])
    words = Messages(GAME.text, rules, lang)
    cmd = {c: words.r.m(f"term-cmd-{c}") for c in ("view", "info")}
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "100", "LINES": "50", "PYTHONIOENCODING": "utf-8"}
    argv = [*speakeasy(), "play", "--players", str(PLAYERS), "--seed", str(SEED), "--variant", "short-game", "--lang", lang]
    child = pexpect.spawn(argv[0], argv[1:], env=env, encoding="utf-8", dimensions=(50, 100), timeout=60)
    child.delaybeforesend = None  # a person types slower; the test need not
    try:
        child.expect_exact("> ")
        start = child.before
        typed = [cmd["view"], f"{cmd['info']} 1", f"{cmd['info']} loc_garage"]
        looks = []
        for line in typed:
            child.sendline(line)
            child.expect_exact("> ")
            looks.append(child.before)
        played = []
        while True:
            child.sendline("1")
            done = child.expect_exact(["> ", pexpect.EOF]) == 1
            played.append(child.before)
            if done:
                break
        end = played[-1]
    finally:
        child.close(force=True)
    assert child.exitstatus == 0, child.exitstatus
    transcript = start + "".join(looks) + "".join(played)
    game = replayed(rules)
    fresh = replayed(rules, stop_at_first_question=True)
    # the status line before the first question: every player's public state
    console = Console(file=io.StringIO(), width=400, color_system=None, record=True)
    console.print(SCREENS.status(fresh, 0, words))
    assert flat(console.export_text()) in flat(start)
    # `view`: the table, every player's column, the map's districts, their own hidden things marked
    view = flat(looks[0])
    for key in ("table-players", "table-cash", "table-safe", "table-infamy", "table-goons", "table-map",
                "table-locations", "table-displays", "table-docks", "table-ships", "table-objectives", "table-yours"):
        assert flat(words.r.m(key)) in view, key
    assert flat(words.r.m("table-you", seat=words.player(0))) in view and flat(words.player(1)) in view
    for d in fresh.state.districts.values():
        assert flat(words.r.m("table-district-is", district=d.id, borough=words.r.m(f"place-{d.borough}"))) in view
    # `info` on an option and on a component id
    first = fresh.decision
    assert first is not None
    assert flat(words.r.m("term-info-option", number=1, label=words.render(first.options[0].label))) in flat(looks[1])
    garage = words.text_of("loc_garage")
    assert garage is not None and all(flat(line) in flat(looks[2]) for line in garage.lines)
    # every payment of the game, with where its money came from
    pays = [words.log(k, a) for k, a in game.log if k in ("pay", "give_money")]
    assert pays, "the game paid nothing: choose another seed"
    every = flat(transcript)
    missing = [line for line in pays if flat(line) not in every]
    assert not missing, missing[:3]
    # the end: the score by part, once
    assert every.count(flat(words.r.m("table-final"))) == 1
    for part in ("cash", "safe", "buildings", "helpers"):
        assert flat(words.r.m(f"table-part-{part}")) in flat(end)
    scores = game.scores or []
    assert all(f"${s}" in flat(end) for s in scores), scores
    # no English in a Chinese session (what the player typed is theirs: the id they asked about)
    if lang != "en":
        said = ANSI.sub("", transcript).replace("loc_garage", "")
        assert not foreign_words(said, chosen_latin(lang)), foreign_words(said, chosen_latin(lang))
