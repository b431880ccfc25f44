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
    from ..harness.lessons import Narrator
    from ..harness.saves import save_game
    from ..machine.values import seen_by

    class Lesson(base):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, narrator: Narrator, at: int | None = None, **kw: Any) -> None:
            super().__init__(*args, **kw)
            # at: where a resumed lesson stood (its intro is not said again)
            self.narrator, self.at, self.resumed = narrator, at or 0, at is not None
            self.heard_at = len(self.game.log)  # the log lines the narrator has been told of (a resume: all)

        def heard(self) -> list[str]:
            """The keys of the log lines this player may read, written since the narrator was last asked."""
            keys = [key for key, args in self.game.log[self.heard_at:] if seen_by(args, self.reader)]
            self.heard_at = len(self.game.log)
            return keys

        def narrate(self, keys: tuple[str, ...]) -> None:
            for key in keys:
                self.say("")
                self.say("» " + self.t(key).replace("\n", "\n  "), "italic")

        def header(self) -> None:
            super().header()
            if not self.resumed:
                self.narrate(self.narrator.start())

        def end(self) -> None:
            super().end()
            said = self.narrator.finish(self.at, self.heard())  # the final scoring's narration, then the outro
            self.narrate(said.keys)
            self.at = said.at

        def mark(self) -> Any:
            return len(self.game.decisions), self.at

        def where_kept(self) -> str:
            if self.autosave is None or self.autosave_failed:
                return str(super().where_kept())
            return str(self.t("lesson-kept", file=str(self.autosave)))

        def write(self, path: Path) -> None:
            save_game(path, self.game, self.seats, lesson_step=self.at)

        def turn(self, seat: int, decision: Any) -> bool:
            self.show_log()
            said = self.narrator.before(self.at, str(decision.kind), self.heard())
            self.narrate(said.keys)
            self.at = said.at
            self.keep()  # the narration's place with the game's: a lesson left here resumes here
            answered = bool(super().turn(seat, decision))
            if answered:
                said = self.narrator.after(self.at, str(decision.kind), self.heard())
                self.narrate(said.keys)
                self.at = said.at
            return answered

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
    from ..harness.lessons import Narrator, lesson_files, lesson_variants, problems
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
    ruleset = load(game, None, lesson_variants(lesson, sc))
    seats = sc.seats or ["human"] + [next(iter(game.bots), "random")] * (sc.players - 1)
    autosave = autosave_path(game.name).with_name(f"{game.name}-lesson-autosave.json")
    at = None
    if resume:
        if not autosave.exists():
            raise InterpreterError(f"no autosaved lesson to resume ({autosave})")
        saved = read_save(autosave)
        played, at = replay(game, ruleset, saved, autosave), saved.lesson_step or 0
    else:
        played = Game.new(game, ruleset, sc.players, sc.seed)
    words = Messages(game.text, ruleset, lang, folder)
    session = lesson_session(_Session)(game, played, seats, sys.stdin, out, words, autosave,
                                       narrator=Narrator.of(sc), at=at)
    code = session.play()
    if code == 0 and session.game.is_over and session.read(session.t("lesson-offer-hints") + "\n> ") in ("y", "yes",
                                                                                                         "Y", "是"):
        # then a normal game with hints on: the full rules, the lesson's seats (an unfinished game kept aside first)
        from .games import _keep_unfinished
        from .terminal import previous_autosave, run_play

        normal = autosave_path(game.name)
        _keep_unfinished(normal, previous_autosave(normal), folder, lang)
        code = run_play(game, load(game, None, []), sc.players, seats, sc.seed, None, sys.stdin, out, lang, folder,
                        autosave=normal, hints=True)
    raise typer.Exit(code)
