"""The interactive terminal game behind `speakeasy play`.

Before each question the player sees what happened since their last one (the log), the game's
compact status line, the question and its numbered options. Commands answer without choosing and
then ask the question again: `view` (the game's whole table), `info N` / `? N` (the rule text of an
option and of the components it names), `info NAME` (a component's, by its name or id), `log`,
`save FILE`, `help`, `quit`. The game draws its table, status, standings and scores (its
``Screens``); this module knows no game's words. Every word printed comes from the locales, in the
player's language: commands may be typed in English or in the language's own words (`term-cmd-*`),
and full-width digits and marks count as their ASCII forms.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console
from rich.text import Text

from ..harness.package import GamePackage
from ..machine.game import Game
from ..machine.values import Decision, Msg
from ..text.messages import Messages

COMMANDS = ("view", "info", "log", "save", "help", "quit")
MAX_OPTION_DIGITS = 6  # an option number longer than this is no option


class _Session:
    """One game at one terminal: its seats, its words, what the log has shown so far."""

    def __init__(self, game_def: GamePackage[Any], game: Game[Any], seats: list[str], stdin: TextIO,
                 console: Console, words: Messages) -> None:
        self.game_def, self.game, self.seats = game_def, game, seats
        self.stdin, self.console, self.words = stdin, console, words
        makers = game_def.bot_makers()
        self.bots = {i: makers[name](game.seed * 31 + i) for i, name in enumerate(seats) if name != "human"}
        humans = [i for i, name in enumerate(seats) if name == "human"]
        # the standings show one player's hidden things only when one person sits at the terminal
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
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
        """Plain text: never read as markup (a name or a file may hold brackets)."""
        self.console.print(Text(text, style=style or ""))

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
            self.say(self.words.log(key, args))
            if key in after and self.screens is not None:
                self.screens.standings(self.game, self.viewer, self.console, self.words)
        self.shown = len(self.game.log)

    def play(self) -> int:
        self.header()
        while not self.game.is_over:
            self.show_log()
            seat, decision = self.game.current_player, self.game.decision
            assert seat is not None and decision is not None
            if seat in self.bots:
                self.game.apply(self.bots[seat](self.game.view(seat), decision))
                continue
            if not self.turn(seat, decision):
                return 0
        self.show_log()
        self.end()
        return 0

    def end(self) -> None:
        """The scores once, by part when the game draws them (no duplicate list after the table)."""
        if self.screens is not None:
            self.screens.scores(self.game, self.console, self.words)
            return
        self.say("\n" + self.t("term-final-scores"), "bold")
        for seat, score in enumerate(self.game.scores or []):
            self.say("  " + self.t("term-score", seat=seat, score=score))
        winners = self.game.winners()
        self.say(self.t("term-winner", count=len(winners), players=self.words.r.join_and(
            [self.words.player(w) for w in winners])))

    # ------------------------------------------------------------------ a question
    def question(self, seat: int, decision: Decision) -> None:
        if self.screens is not None:
            self.console.print(self.screens.status(self.game, seat, self.words))
        self.say(self.t("term-question", seat=seat, prompt=self.words.render(decision.prompt)), "bold")
        for n, option in enumerate(decision.options, 1):
            self.say(f"  {n:>2}. {self.words.render(option.label)}")

    def turn(self, seat: int, decision: Decision) -> bool:
        """Ask until an option is chosen (True) or the player leaves (False)."""
        self.say("")
        self.question(seat, decision)
        while True:
            self.console.print("> ", end="")
            line = self.stdin.readline()
            if not line:
                self.say("\n" + self.t("term-end-of-input"))
                return False
            typed = unicodedata.normalize("NFKC", line).strip()
            choice = self.option(typed, decision)
            if choice is not None:
                self.game.apply(choice)
                return True
            word, _, rest = typed.partition(" ")
            if word[:1] == "?" and word != "?":  # "?3"
                word, rest = "?", word[1:] + " " + rest
            command = self.commands.get(word.casefold())
            if command == "quit":
                return False
            if command is None:
                self.say(self.t("term-not-option", input=typed, count=len(decision.options),
                                help=self.command_words()["help"]))
                continue
            self.run(command, rest.strip(), seat, decision)
            self.say("")
            self.question(seat, decision)  # the pending question, again, after every command

    def option(self, typed: str, decision: Decision) -> str | None:
        if typed.isascii() and typed.isdigit() and len(typed) <= MAX_OPTION_DIGITS:
            n = int(typed)
            return decision.options[n - 1].id if 1 <= n <= len(decision.options) else None
        return typed if typed and decision.option(typed) is not None else None

    # ------------------------------------------------------------------ commands
    def run(self, command: str, rest: str, seat: int, decision: Decision) -> None:
        if command == "help":
            self.say(self.t("term-help", **self.command_words()))
        elif command == "view":
            if self.screens is not None:
                self.screens.table(self.game, seat, self.console, self.words)
        elif command == "log":
            for key, args in self.game.log:
                self.say(self.words.log(key, args))
        elif command == "save":
            self.save(rest)
        elif command == "info":
            self.info(rest, decision)

    def save(self, file: str) -> None:
        from ..harness.saves import save_game

        if not file:
            self.say(self.t("term-save-usage", save=self.command_words()["save"]))
            return
        try:
            save_game(Path(file), self.game)
        except OSError:
            self.say(self.t("term-save-failed", file=file))
            return
        self.say(self.t("term-saved", file=file))

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
            self.component(found[0])
        elif found:
            names = self.words.r.join_or([self.words.component(c) for c in found[:8]])
            self.say(self.t("term-info-several", input=typed, names=names))
        else:
            self.say(self.t("term-info-unknown", input=typed))

    def option_info(self, n: int, decision: Decision) -> None:
        option = decision.options[n - 1]
        self.say(self.t("term-info-option", number=n, label=self.words.render(option.label)), "bold")
        shown = False
        for text in self.words.effects_in(option.label):
            self.say("  " + text)
            shown = True
        for comp in self.words.components_in(option.label, option.id):
            self.component(comp)
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


def run_play(
    game_def: GamePackage[Any],
    rules: Any,
    players: int,
    seats: list[str],
    seed: int,
    load: Path | None,
    stdin: TextIO,
    console: Console,
    lang: str = "en",
    locales: Path | None = None,
) -> int:
    """Play a new game (or continue a saved one) at the terminal; with no human seat the bots play it
    out and the log and the scores are printed."""
    from ..harness.saves import read_save, replay

    words = Messages(game_def.text, rules, lang, locales)
    game: Game[Any]
    if load is not None:
        game = replay(game_def, rules, read_save(load), load)
        if len(seats) != game.players:
            seats = ["human"] + [next(iter(game_def.bots), "random")] * (game.players - 1)
    else:
        game = Game.new(game_def, rules, players, seed)
    return _Session(game_def, game, seats, stdin, console, words).play()
