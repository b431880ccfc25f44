"""The interactive terminal game behind `speakeasy play`: a game is never lost.

Whatever a player types is answered and the game goes on: a number out of range, a digit that is
not ASCII (``²``), a 5,000-digit number, a save to a folder, a NUL or a read-only place are errors at
the prompt, and a failure inside the engine while a decision is applied undoes that decision. While
anyone plays by hand the game is autosaved after every decision (``autosave_path``; `speakeasy play
--resume` continues it); `quit` offers to save first, end of input says where the autosave is.
`save FILE` expands ``~``, asks before it overwrites, and records the seats, so `--load` continues
against the same opponents. User text is never read as rich markup (``[/x]`` is a file name).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console
from rich.markup import escape

from ..files import FileError
from ..harness.package import GamePackage
from ..harness.saves import Save, replay, save_game
from ..machine.game import Game
from ..text.messages import Messages

HELP = """Type the number of an option or its id.
  view         show the table again
  log          show the whole game log
  save FILE    save the game (continue later with: speakeasy play --load FILE)
  help         this text
  quit         leave the game (you are offered to save first)
The game is also saved after every decision: speakeasy play --resume continues it."""
MAX_OPTION_DIGITS = 6  # an option number longer than this is no option (int() of 5,000 digits raises)


def autosave_path(game: str) -> Path:
    """Where `play` autosaves a game played by hand: ``$XDG_STATE_HOME/speakeasy/GAME-autosave.json``
    (``~/.local/state`` when XDG_STATE_HOME is not set)."""
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return Path(base) / "speakeasy" / f"{game}-autosave.json"


def previous_autosave(path: Path) -> Path:
    """Where an unfinished autosaved game goes when a new game starts, so that it is not lost."""
    return path.with_name(path.name.replace("-autosave", "-autosave-previous"))


class _Session:
    def __init__(self, game_def: GamePackage[Any], game: Game[Any], seats: list[str], seed: int, stdin: TextIO,
                 console: Console, words: Messages, english: Messages, autosave: Path | None) -> None:
        self.game_def, self.game, self.seats = game_def, game, seats
        self.stdin, self.console, self.words, self.english = stdin, console, words, english
        makers = game_def.bot_makers()
        self.bots = {i: makers[name](seed * 31 + i) for i, name in enumerate(seats) if name != "human"}
        self.autosave = autosave
        self.autosave_failed = False
        self.kept_at = -1  # decisions in the game when it was last autosaved
        self.saved_at: int | None = None  # decisions in the game when it was last saved by hand
        self.shown = 0

    # ------------------------------------------------------------------ output
    def say(self, text: str) -> None:
        """Print plain text: never read as markup, a control character typed by the user shown escaped."""
        shown = "".join(c if c.isprintable() or c in "\n\t" else repr(c)[1:-1] for c in text)
        self.console.print(shown, markup=False, highlight=False)

    def read(self, prompt: str) -> str | None:
        self.console.print(prompt, end="", markup=False)
        line = self.stdin.readline()
        return None if not line else line.strip()

    def show_log(self) -> None:
        for key, args in self.game.log[self.shown:]:
            self.say(self.words.log(key, args))
        self.shown = len(self.game.log)

    # ------------------------------------------------------------------ saving
    def keep(self) -> None:
        """Autosave (only when someone plays by hand); a failure is said once and never ends the game."""
        if self.autosave is None or self.kept_at == len(self.game.decisions):
            return
        try:
            save_game(self.autosave, self.game, self.seats)
            self.kept_at = len(self.game.decisions)
        except (FileError, OSError) as err:
            if not self.autosave_failed:
                self.say(f"warning: cannot autosave: {err}")
            self.autosave_failed = True

    def save_to(self, text: str) -> bool:
        """`save FILE`: True when saved; any problem is said, and the game goes on."""
        if not text:
            self.say("usage: save FILE")
            return False
        path = Path(os.path.expanduser(text))
        if path.is_dir():
            self.say(f"error: {path} is a folder: give a file name")
            return False
        if path.exists():
            answer = self.read(f"{path} exists: overwrite it? [y/N] ")
            if (answer or "").lower() not in ("y", "yes"):
                self.say("not saved")
                return False
        try:
            save_game(path, self.game, self.seats)
        except (FileError, OSError) as err:
            self.say(f"error: cannot save: {err}")
            return False
        self.saved_at = len(self.game.decisions)
        self.say(f"saved to {path}")
        return True

    def where_kept(self) -> str:
        if self.autosave is None or self.autosave_failed:
            return "the game was not autosaved"
        return f"the game is autosaved in {self.autosave}: continue it with speakeasy play --resume"

    def leave(self) -> None:
        """`quit`: offer to save a game that has changed since it was last saved."""
        if self.game.is_over or self.saved_at == len(self.game.decisions):
            return
        while True:
            answer = self.read(f"Save before leaving? Type a file name, or press Enter to leave ({self.where_kept()}) ")
            if not answer or self.save_to(answer):
                return

    # ------------------------------------------------------------------ playing
    def play(self) -> int:
        while not self.game.is_over:  # self.game: a failed decision puts back the game as it was before it
            self.show_log()
            seat = self.game.current_player
            assert seat is not None
            if seat in self.bots:
                # a bot's failure would repeat if undone (bots are seeded): the game stops, autosaved before it
                if not self.guarded(self.bot_move, "a bot's move", undo=False):
                    return 70
                self.keep()
                continue
            self.keep()
            outcome = self.turn(seat)
            if outcome is not None:
                return outcome
        game = self.game
        self.show_log()
        self.keep()
        self.console.print("\n[bold]Final scores[/bold]")
        for i, score in enumerate(game.scores or []):
            self.say(f"  {self.english.player(i)} ({self.seats[i]}): ${score}")
        self.say("Winner: " + " and ".join(self.english.player(w) for w in game.winners()))
        return 0

    def bot_move(self) -> None:
        game, seat, decision = self.game, self.game.current_player, self.game.decision
        assert seat is not None and decision is not None
        game.apply(self.bots[seat](game.view(seat), decision))

    def guarded(self, move: Callable[[], None], what: str, undo: bool = True) -> bool:
        """Run a move; if the engine fails inside it, say so and (``undo``) put the game back as it was
        before. A failed move is never autosaved: the autosave before it replays."""
        before = self.game.clone() if undo else None
        try:
            move()
            return True
        except Exception as err:  # an engine bug: the game before the move is kept, never lost
            undone = "the move is undone" if before is not None else "the game cannot go on"
            self.say(f"internal error in {what}: {type(err).__name__}: {err}; {undone} ({self.where_kept()})")
            if before is not None:
                self.game = before
            return False

    def turn(self, seat: int) -> int | None:
        """One human decision: None when it is made, an exit code when the player leaves."""
        decision = self.game.decision
        assert decision is not None
        self.console.print(f"\n[bold]{escape(self.words.player(seat))}[/bold]: {escape(self.words.render(decision.prompt))}")
        for n, o in enumerate(decision.options, 1):
            self.console.print(f"  {n:>2}. {escape(self.words.render(o.label))}  [dim]({escape(o.id)})[/dim]")
        while True:
            line = self.read("> ")
            if line is None:
                self.say(f"\n(end of input: leaving the game; {self.where_kept()})")
                return 0
            try:
                done = self.command(line, seat)
            except Exception as err:  # whatever was typed, the game goes on
                self.say(f"error: {type(err).__name__}: {err}")
                continue
            if done is not None:
                return done if done >= 0 else None

    def command(self, cmd: str, seat: int) -> int | None:
        """One line typed at the prompt: -1 when a decision was made, 0 to leave, None to ask again."""
        game, decision = self.game, self.game.decision
        assert decision is not None
        if cmd in ("quit", "exit"):
            self.leave()
            return 0
        if cmd == "help":
            self.say(HELP)
        elif cmd == "view":
            if self.game_def.describe is not None:
                self.game_def.describe(game, seat, self.console, self.english)
        elif cmd == "log":
            for key, args in game.log:
                self.say(self.words.log(key, args))
        elif cmd == "save" or cmd.startswith("save "):
            self.save_to(cmd[4:].strip())
        else:
            choice = self.option(cmd)
            if choice is None:
                self.say(f"'{cmd}' is not an option: type 1-{len(decision.options)}, an option id, or 'help'")
                return None
            return -1 if self.guarded(lambda: game.apply(choice), f"'{choice}'") else None
        return None

    def option(self, cmd: str) -> str | None:
        decision = self.game.decision
        assert decision is not None
        if cmd.isascii() and cmd.isdigit() and len(cmd) <= MAX_OPTION_DIGITS:
            n = int(cmd)
            return decision.options[n - 1].id if 1 <= n <= len(decision.options) else None
        return cmd if decision.option(cmd) is not None else None


def run_play(
    game_def: GamePackage[Any],
    rules: Any,
    players: int,
    seats: list[str],
    seed: int,
    save: Save | None,
    stdin: TextIO,
    console: Console,
    lang: str = "en",
    locales: Path | None = None,
    save_name: Path | str = "save",
    autosave: Path | None = None,
) -> int:
    """Play a new game, or continue ``save``; ``autosave`` (when someone plays by hand) is written after
    every decision. The exit code: 0 when the game ends or the player leaves, 70 when the engine fails
    during a bot's move (the game before it is autosaved)."""
    words = Messages(game_def.text, rules, lang, locales)
    english = Messages(game_def.text, rules, "en", locales)
    game = replay(game_def, rules, save, save_name) if save is not None else Game.new(game_def, rules, players, seed)
    humans = "human" in seats
    session = _Session(game_def, game, seats, game.seed, stdin, console, words, english, autosave if humans else None)
    console.print(
        f"{game_def.name.capitalize()} — {game.players} players, seed {game.seed}; "
        + ", ".join(f"{english.player(i)}: {name}" for i, name in enumerate(seats)), markup=False
    )
    if humans:
        console.print("Type 'help' for commands.")
    return session.play()
