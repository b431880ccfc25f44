"""`speakeasy learn`: a lesson (interpreter/harness/lessons.py) played at the terminal of `speakeasy play`.

The host is the terminal game's session: the same prompt loop, commands, autosave and ``--lang``. The
lesson's narrator speaks before the player's decision a step waits for (``play_until`` its kind, or the
next one) and, after the player's answer, says what a good player would have weighed; any legal choice
stands, so the game the player makes may leave the script — a step waits for its kind of decision, and
the game ends as any game. After the last step the game goes on as a normal game.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from ..errors import InterpreterError
from ..text.languages import SELECTABLE
from .common import app, chosen_game, load, locales_folder, out


def lesson_session(base: Any) -> Any:
    """The terminal's session class with a narrator (made here: terminal.py is imported when asked)."""

    class Lesson(base):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, steps: list[Any], intro: str | None, outro: str | None, **kw: Any) -> None:
            super().__init__(*args, **kw)
            self.steps, self.at, self.intro, self.outro = steps, 0, intro, outro

        def narrate(self, key: str | None) -> None:
            if key:
                self.say("")
                self.say("» " + self.t(key).replace("\n", "\n  "), "italic")

        def header(self) -> None:
            super().header()
            self.narrate(self.intro)

        def waiting(self) -> Any:
            """The step waiting for the player, after every narration-only step before it is said."""
            while self.at < len(self.steps) and not (self.steps[self.at].ask or self.steps[self.at].play_until):
                self.narrate(self.steps[self.at].say)
                self.advance()
            return self.steps[self.at] if self.at < len(self.steps) else None

        def turn(self, seat: int, decision: Any) -> bool:
            self.show_log()
            step = self.waiting()
            here = step is not None and (step.play_until is None or step.play_until == str(decision.kind))
            if here:
                self.narrate(step.say)
            answered = bool(super().turn(seat, decision))
            if here and answered:
                self.narrate(step.after)
                if self.advance():
                    self.waiting()
            return answered

        def advance(self) -> bool:
            """To the next step; the outro is said after the last. False when the lesson is over."""
            self.at += 1
            if self.at == len(self.steps):
                self.narrate(self.outro)
            return self.at < len(self.steps)

    return Lesson


@app.command()
def learn(
    lesson: Annotated[Optional[Path], typer.Option("--lesson", help="a lesson file (default: the game's first lesson, "
                                                   "rules/lessons/first-game.yaml)")] = None,
    lang: Annotated[str, typer.Option("--lang", help="language of the lesson: " + ", ".join(SELECTABLE))] = "en",
    resume: Annotated[bool, typer.Option("--resume", help="continue the lesson autosaved while you played")] = False,
) -> None:
    """Learn to play: a short game against a bot, with a narrator who explains each step before you take it
    and, after your choice, what a good player would have weighed. Then the game goes on as a normal game."""
    from ..harness.lessons import lesson_files, problems
    from ..harness.saves import read_save, replay
    from ..harness.scenarios_format import load as load_scenario
    from ..machine.game import Game
    from ..text.messages import Messages
    from .terminal import _Session, autosave_path

    game = chosen_game()
    if lang not in SELECTABLE:
        raise typer.BadParameter(f"unknown language {lang!r}; languages: {', '.join(SELECTABLE)}", param_hint="--lang")
    folder = locales_folder(game, None, [lang])
    if lesson is None:
        shipped = lesson_files(game.schema.shipped) if game.schema.shipped is not None else []
        if not shipped:
            raise InterpreterError(f"the game '{game.name}' ships no lesson: give --lesson FILE")
        lesson = shipped[0]
    found = problems(lesson, folder)
    if found:
        raise InterpreterError("\n".join(d.render() for d in found))
    sc = load_scenario(lesson).scenario
    here = lesson.parent
    variants = [str(here / v) if v.endswith((".yaml", ".yml")) else v for v in sc.variants]
    ruleset = load(game, None, variants)
    seats = sc.seats or ["human"] + [next(iter(game.bots), "random")] * (sc.players - 1)
    autosave = autosave_path(game.name).with_name(f"{game.name}-lesson-autosave.json")
    if resume:
        if not autosave.exists():
            raise InterpreterError(f"no autosaved lesson to resume ({autosave})")
        played = replay(game, ruleset, read_save(autosave), autosave)
    else:
        played = Game.new(game, ruleset, sc.players, sc.seed)
    words = Messages(game.text, ruleset, lang, folder)
    session = lesson_session(_Session)(game, played, seats, sys.stdin, out, words, autosave,
                                       steps=list(sc.steps), intro=sc.intro, outro=sc.outro)
    raise typer.Exit(session.play())
