"""The interactive terminal game behind `speakeasy play`: a game is never lost.

Before each question the player sees what happened since their last one (the log), the game's
compact status line, the question and its numbered options. Commands answer without choosing; Enter
alone shows the question again: `view` (the game's whole table; `view map`, `view me`… one part of it),
`info N` / `? N` (the rule text of an option and of the components it names), `info NAME` (a
component's or a concept's, by any of its names in any language, or its id), `log`,
`save FILE`, `help`, `quit`. The game draws its table, status, standings and scores (its
``Screens``); this module knows no game's words. Every word printed comes from the locales, in the
player's language: commands may be typed in English or in the language's own words (`term-cmd-*`),
and full-width digits and marks count as their ASCII forms.

Whatever a player types is answered and the game goes on: a number out of range, a 5,000-digit
number, a save to a folder, a NUL or a read-only place are errors at the prompt, and a failure inside
the engine while a decision is applied undoes that decision. While anyone plays by hand the game is
autosaved after every decision (``autosave_path``; `speakeasy play --resume` continues it); `quit`
offers to save first, end of input says where the autosave is. `save FILE` expands ``~``, asks
before it overwrites, and records the seats, so `--load` continues against the same opponents.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console
from rich.text import Text

from ..files import FileError, state_home
from ..harness.hints import hinter
from ..harness.outcomes import OutcomeWords, standings
from ..harness.package import GamePackage
from ..harness.saves import Save, replay, save_game
from ..harness.simulate import make_bot
from ..machine.game import Game
from ..machine.values import Decision, Msg, seen_by
from ..sanitize import visible
from ..text.concepts import CONCEPT
from ..text.lines import fold, wide
from ..text.messages import Messages

COMMANDS = ("view", "info", "log", "save", "help", "quit", "why")
STATUS_WIDTH = 100  # columns the status line may take, however wide the terminal (issue 29 item 5)
MAX_OPTION_DIGITS = 6  # an option number longer than this is no option (int() of 5,000 digits raises)
# a Chinese keyboard types full-width digits and marks (１２, ？): read as their ASCII forms; nothing
# else is changed (a superscript ² is no option 2)
_HALF_WIDTH = {0xFF01 + i: 0x21 + i for i in range(94)} | {0x3000: 0x20}


def autosave_path(game: str) -> Path:
    """Where `play` autosaves a game played by hand: ``$XDG_STATE_HOME/speakeasy/GAME-autosave.json``
    (``~/.local/state`` when XDG_STATE_HOME is not set)."""
    return state_home() / "speakeasy" / f"{game}-autosave.json"


def previous_autosave(path: Path) -> Path:
    """Where an unfinished autosaved game goes when a new game starts, so that it is not lost."""
    return path.with_name(path.name.replace("-autosave", "-autosave-previous"))


class _Session:
    """One game at one terminal: its seats, its words, what the log has shown so far."""

    def __init__(self, game_def: GamePackage[Any], game: Game[Any], seats: list[str], stdin: TextIO,
                 console: Console, words: Messages, autosave: Path | None = None, hints: bool = False) -> None:
        self.game_def, self.game, self.seats = game_def, game, seats
        # `--hints`: before each question, what the game's first bot would choose and why (harness/hints.py)
        self.hint = hinter(game_def, game.seed * 31 + 97) if hints and words.r.loc.has("lesson-hint") else None
        self.stdin, self.console, self.words = stdin, console, words
        self.autosave = autosave
        self.autosave_failed = False
        self.kept_at: Any = -1  # mark() when the game was last autosaved
        self.saved_at: int | None = None  # decisions in the game when it was last saved by hand
        self.bots = {i: make_bot(game_def, name, game.seed * 31 + i) for i, name in enumerate(seats) if name != "human"}
        humans = [i for i, name in enumerate(seats) if name == "human"]
        # the standings show one player's hidden things only when one person sits at the terminal
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        # the log lines it may read: that person's; with nobody at the keyboard (the bots play it out) every
        # line; with several people at one keyboard only the public ones (a line for one of them is theirs)
        self.reader: int | None = self.viewer
        self.everything = not humans
        self.screens = game_def.screens
        self.commands = {c: c for c in COMMANDS} | {"exit": "quit", "?": "info", "？": "info"}
        for c in COMMANDS:
            self.commands[self.t(f"term-cmd-{c}").casefold()] = c
        self.shown = 0

    # ------------------------------------------------------------------ words
    def t(self, key: str, **args: Any) -> str:
        """A message of the terminal or the game, in the player's language."""
        return self.words.render(Msg(key, args))

    def say(self, text: str, style: str | None = None) -> None:
        """Plain text: never read as markup (a name or a file may hold brackets); a control character
        typed by the user or held by a name is shown escaped (interpreter/sanitize.py)."""
        shown = visible(text)
        if wide(shown):  # Chinese is broken here by clreq's rules (text/lines.py); a terminal would cut it anywhere
            shown = "\n".join(fold(shown, self.console.width, self.words.terms))  # names whole where they fit
        self.console.print(Text(shown, style=style or ""), soft_wrap=True)  # no line cut: the terminal wraps the rest

    def read(self, prompt: str) -> str | None:
        self.console.print(prompt, end="", markup=False)
        line = self.stdin.readline()
        return None if not line else line.translate(_HALF_WIDTH).strip()

    def command_words(self) -> dict[str, str]:
        return {c: self.t(f"term-cmd-{c}") for c in COMMANDS}

    # ------------------------------------------------------------------ the game
    def header(self) -> None:
        name = self.t("game-name") if self.words.r.loc.has("game-name") else self.game_def.name.capitalize()
        self.say(self.t("term-header", game=name, players=self.game.players, seed=self.game.seed), "bold")
        for i, kind in enumerate(self.seats):
            if kind == "human":
                who = self.t("term-seat-you") if self.viewer == i else self.t("term-seat-human")
            else:
                who = self.t(f"term-bot-{kind}") if self.words.r.loc.has(f"term-bot-{kind}") else kind
            self.say("  " + self.t("term-seat", seat=i, who=who))
        if self.bots.keys() != set(range(self.game.players)):
            self.say(self.t("term-start"))

    def show_log(self) -> None:
        """The log lines written since the last look; after the end of an act, the standings."""
        after = self.screens.standings_after if self.screens is not None else frozenset()
        for key, args in self.game.log[self.shown:]:
            if not (self.everything or seen_by(args, self.reader)):
                continue  # a line for another seat
            self.say(self.words.log(key, args))
            if key in after and self.screens is not None:
                self.screens.standings(self.game, self.viewer, self.console, self.words)
        self.shown = len(self.game.log)

    # ------------------------------------------------------------------ saving
    def mark(self) -> Any:
        """What an autosave keeps: it is written again when this changes (a lesson adds its position)."""
        return len(self.game.decisions)

    def write(self, path: Path) -> None:
        save_game(path, self.game, self.seats)

    def keep(self) -> None:
        """Autosave (only when someone plays by hand); a failure is said once and never ends the game."""
        if self.autosave is None or self.kept_at == self.mark():
            return
        try:
            self.write(self.autosave)
            self.kept_at = self.mark()
        except (FileError, OSError):
            if not self.autosave_failed:
                self.say(self.t("term-autosave-failed", file=str(self.autosave)))
            self.autosave_failed = True

    def where_kept(self) -> str:
        if self.autosave is None or self.autosave_failed:
            return self.t("term-not-kept")
        return self.t("term-kept", file=str(self.autosave))

    def leave(self) -> None:
        """`quit`: offer to save a game that has changed since it was last saved."""
        if self.game.is_over or self.saved_at == len(self.game.decisions):
            return
        while True:
            answer = self.read(self.t("term-save-before-leaving", kept=self.where_kept()) + " ")
            if not answer or self.save(answer):
                return

    # ------------------------------------------------------------------ playing
    def play(self) -> int:
        self.header()
        while not self.game.is_over:  # self.game: a failed decision puts back the game as it was before it
            self.show_log()
            seat, decision = self.game.current_player, self.game.decision
            assert seat is not None and decision is not None
            if seat in self.bots:
                # a bot's failure would repeat if undone (bots are seeded): the game stops, autosaved before it
                move = self.bots[seat](self.game.view(seat), decision)
                if not self.guarded(self.applier(move), getattr(move, "id", str(move)), undo=False):
                    return 70
                self.keep()
                continue
            self.keep()
            if not self.turn(seat, decision):
                return 0
        self.show_log()
        self.keep()
        self.end()
        return 0

    def applier(self, choice: Any) -> Callable[[], None]:
        """A move that applies ``choice`` (an option or its id) to the game as it is when the move runs."""
        return lambda: self.game.apply(choice)

    def guarded(self, move: Callable[[], None], choice: str, undo: bool = True) -> bool:
        """Run a move; if the engine fails inside it, say so and (``undo``) put the game back as it was
        before. A failed move is never autosaved: the autosave before it replays."""
        before = self.game.clone() if undo else None
        try:
            move()
            return True
        except Exception as err:  # an engine bug: the game before the move is kept, never lost
            key = "term-internal-error-undone" if before is not None else "term-internal-error"
            self.say(self.t(key, choice=choice, error=f"{type(err).__name__}: {err}", kept=self.where_kept()))
            if before is not None:
                self.game = before
            return False

    def end(self) -> None:
        """The scores once, by part when the game draws them (no duplicate list after the table)."""
        if self.screens is not None:
            self.screens.scores(self.game, self.console, self.words)
            return
        self.say("\n" + self.t("term-final-scores"), "bold")
        scores, winners = self.game.scores or [], self.game.winners()
        points = OutcomeWords(self.game_def, self.words.lang, self.words.locales).points
        for seat in standings(scores, winners):  # the winners first: the top score need not win
            self.say("  " + self.t("term-score", seat=seat, score=points(scores[seat])), self.game_def.palette.style(seat))
        self.say(self.t("term-winner", count=len(winners), players=self.words.r.join_and(
            [self.words.player(w) for w in winners])))

    # ------------------------------------------------------------------ a question
    def question(self, seat: int, decision: Decision) -> None:
        if self.screens is not None:  # at most 100 columns, wrapped at words (Chinese by clreq's rules: text/cells.py)
            self.console.print(self.screens.status(self.game, seat, self.words), soft_wrap=False,
                               width=min(self.console.width, STATUS_WIDTH))
        self.say(self.t("term-question", seat=seat, prompt=self.words.render(decision.prompt)), "bold")
        for n, option in enumerate(decision.options, 1):
            self.say(f"  {n:>2}. {self.words.option(option.label)}")
        if self.hint is not None:  # the bot sees this seat's view only: a hint knows nothing the player does not
            found = self.hint(self.game.view(seat), decision)
            bot = self.t(f"term-bot-{found.bot}") if self.words.r.loc.has(f"term-bot-{found.bot}") else found.bot
            why = self.words.render(found.why) if found.why is not None else ""
            self.say("  " + self.t("lesson-hint-why" if why else "lesson-hint", bot=bot, number=found.number, why=why),
                     "dim")

    def turn(self, seat: int, decision: Decision) -> bool:
        """Ask until an option is chosen (True) or the player leaves (False)."""
        self.say("")
        self.question(seat, decision)
        while True:
            typed = self.read("> ")
            if typed is None:
                self.say("\n" + self.t("term-end-of-input", kept=self.where_kept()))
                return False
            if not typed:  # Enter alone: the pending question, again
                self.question(seat, decision)
                continue
            choice = self.option(typed, decision)
            if choice is not None:
                if self.guarded(self.applier(choice), choice):
                    return True
                again = self.game.decision  # the game as it was: ask its question again
                assert again is not None
                decision = again
                self.question(seat, decision)
                continue
            word, _, rest = typed.partition(" ")
            if word[:1] == "?" and word != "?":  # "?3"
                word, rest = "?", word[1:] + " " + rest
            command = self.commands.get(word.casefold())
            if command is None:  # Chinese writes a command and its word without a space: 查看我, 说明公园
                glued = next((w for w in sorted(self.commands, key=len, reverse=True)
                              if not w.isascii() and typed.startswith(w) and len(typed) > len(w)), None)
                if glued is not None:
                    command, rest = self.commands[glued], typed[len(glued):]
            if command == "quit":
                self.leave()
                return False
            if command is None:
                self.say(self.t("term-not-option", input=_shown(typed), count=len(decision.options),
                                help=self.command_words()["help"]))
                continue
            try:
                self.run(command, rest.strip(), seat, decision)
            except Exception as err:  # whatever was typed, the game goes on
                self.say(self.t("term-command-failed", error=f"{type(err).__name__}: {err}"))
            # the question is not printed again after a command (issue 29 item 5): Enter asks it again
            self.say(self.t("term-ask-again"))

    def option(self, typed: str, decision: Decision) -> str | None:
        if typed.isascii() and typed.isdigit() and len(typed) <= MAX_OPTION_DIGITS:
            n = int(typed)
            return decision.options[n - 1].id if 1 <= n <= len(decision.options) else None
        return typed if typed and decision.option(typed) is not None else None

    # ------------------------------------------------------------------ commands
    def run(self, command: str, rest: str, seat: int, decision: Decision) -> None:
        if command == "help":
            self.say(self.t("term-help", **self.command_words()))
            if self.screens is not None and self.screens.not_offered is not None:
                self.say(self.t("term-help-why", why=self.command_words()["why"]))
        elif command == "view":
            if self.screens is not None:
                self.view(rest, seat)
        elif command == "log":
            for key, args in self.game.log:
                if self.everything or seen_by(args, self.reader):
                    self.say(self.words.log(key, args))
        elif command == "save":
            self.save(rest)
        elif command == "info":
            self.info(rest, decision)
        elif command == "why":
            self.why(rest, seat)

    def why(self, typed: str, seat: int) -> None:
        """`why`: the options this question does not offer that the game explains, each with why (the game's
        ``not_offered``: the seat's own question, from what it may know); `why NAME`: those whose name holds it."""
        found = self.screens.not_offered(self.game, seat) if self.screens and self.screens.not_offered else []
        key = typed.casefold()
        lines = [self.t("term-why-line", option=self.words.render(label), why=self.words.render(why))
                 for label, why in found if key in self.words.render(label).casefold()]
        for line in lines or [self.t("term-why-none" if not found else "term-why-unknown", input=_shown(typed))]:
            self.say(line)

    def view(self, rest: str, seat: int) -> None:
        """`view`: the whole table, then the names of its parts; `view NAME`: that part alone (its name in
        English or in the player's language, or the beginning of one)."""
        assert self.screens is not None
        sections = self.screens.sections
        names = {name: self.t(f"term-view-{name}") if self.words.r.loc.has(f"term-view-{name}") else name
                 for name in sections}
        if not rest:
            self.screens.table(self.game, seat, self.console, self.words)
            if sections:
                self.say(self.t("term-view-parts", view=self.command_words()["view"],
                                parts=self.words.r.join_or(list(names.values()))))
            return
        key = rest.casefold()
        found = [n for n, word in names.items() if key in (n, word.casefold())]
        found = found or [n for n, word in names.items() if n.startswith(key) or word.casefold().startswith(key)]
        if len(found) == 1:
            sections[found[0]](self.game, seat, self.console, self.words)
        else:
            self.say(self.t("term-view-unknown", input=_shown(rest), view=self.command_words()["view"],
                            parts=self.words.r.join_or(list(names.values()))))

    def save(self, file: str) -> bool:
        """`save FILE`: True when saved; any problem is said, and the game goes on."""
        if not file:
            self.say(self.t("term-save-usage", save=self.command_words()["save"]))
            return False
        path = Path(os.path.expanduser(file))
        if path.is_dir() or file.endswith(("/", os.sep)):  # `save dir/` names a folder, even one not there yet
            self.say(self.t("term-save-folder", file=str(path)))
            return False
        if path.exists():
            answer = self.read(self.t("term-overwrite", file=str(path)) + " ")
            if (answer or "").casefold() not in ("y", "yes", self.t("term-yes").casefold()):
                self.say(self.t("term-not-saved"))
                return False
        try:
            save_game(path, self.game, self.seats)
        except (FileError, OSError, ValueError):
            self.say(self.t("term-save-failed", file=str(path)))
            return False
        self.saved_at = len(self.game.decisions)
        self.say(self.t("term-saved", file=str(path)))
        return True

    def info(self, typed: str, decision: Decision) -> None:
        """The rule text of option N (its words, then every component it names), or of a component."""
        words = self.command_words()
        if not typed:
            self.say(self.t("term-info-usage", info=words["info"]))
            return
        if typed.isascii() and typed.isdigit() and len(typed) <= MAX_OPTION_DIGITS:
            n = int(typed)
            if 1 <= n <= len(decision.options):
                self.option_info(n, decision)
                return
        found = self.words.lookup(typed)
        if len(found) == 1:
            self.explain(found[0])
        elif found:
            names = self.words.r.join_or([self.name_of(c) for c in found[:8]])
            self.say(self.t("term-info-several", input=_shown(typed), names=names))
        else:
            self.say(self.t("term-info-unknown", input=_shown(typed)))

    def name_of(self, found: str) -> str:
        concept = self.words.concept(found)
        return concept.name if concept is not None else self.words.component(found)

    def explain(self, found: str) -> None:
        """A component's rule text, or a concept's rule and page."""
        concept = self.words.concept(found)
        if concept is None:
            self.component(found)
            return
        self.say(self.t("term-concept", name=concept.name, page=concept.page), "bold")
        self.say("  " + concept.text)

    def option_info(self, n: int, decision: Decision) -> None:
        option = decision.options[n - 1]
        self.say(self.t("term-info-option", number=n, label=self.words.option(option.label)), "bold")
        shown = False
        for text in self.words.effects_in(option.label):
            self.say("  " + text)
            shown = True
        for comp in self.words.components_in(option.label, option.id):
            self.component(comp)
            shown = True
        if not shown:  # an option that names no component: the concepts its words are (a track, Leverage)
            for concept in dict.fromkeys(filter(None, map(self.words.concept_of_word, _words_in(option.label)))):
                self.explain(CONCEPT + concept.id)
                shown = True
        if not shown:
            self.say("  " + self.t("term-info-nothing"))

    def component(self, comp_id: str) -> None:
        text = self.words.text_of(comp_id)
        if text is None:
            return
        self.say(self.t("term-component", name=text.name, type=text.kind_label), "bold")
        for line in text.lines:
            self.say("  " + line)


def _words_in(m: Msg) -> list[str]:
    """The plain words a message's arguments hold, nested messages' too (a track, a resource)."""
    out: list[str] = []
    for value in m.args.values():
        if isinstance(value, Msg):
            out += _words_in(value)
        elif isinstance(value, str):
            out.append(value)
    return out


def _shown(typed: str, most: int = 40) -> str:
    """What the player typed, as a message quotes it: cut short (Fluent refuses a placeable of thousands
    of characters, and a 5,000-digit line quoted back helps no one)."""
    return typed if len(typed) <= most else typed[:most] + "…"


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
    hints: bool = False,
) -> int:
    """Play a new game, or continue ``save``; ``autosave`` (when someone plays by hand) is written after
    every decision; with no human seat the bots play it out and the log and the scores are printed. The
    exit code: 0 when the game ends or the player leaves, 70 when the engine fails during a bot's move
    (the game before it is autosaved)."""
    words = Messages(game_def.text, rules, lang, locales)
    game = replay(game_def, rules, save, save_name) if save is not None else Game.new(game_def, rules, players, seed)
    humans = "human" in seats
    return _Session(game_def, game, seats, stdin, console, words, autosave if humans else None, hints).play()
