"""What the terminal's screens of Speakeasy share (terminal.py, table_players.py, table_board.py,
scoresheet.py): ``Page``, the game, the seat looking and their words; the colours of the seats."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ...machine.game import Game
from ...machine.values import Msg
from ...text.messages import Messages
from .palette import PALETTE
from .registry import Engine
from .state import MOB, GameState

MOB_COLOUR = "grey62"
WIDTH = 100  # the table fits a terminal this wide


class Page:
    """The game, the seat looking (None: a spectator, who sees only what is public) and their words."""

    def __init__(self, game: Game[GameState], seat: int | None, words: Messages) -> None:
        self.game, self.seat, self.words = game, seat, words
        self.g: Engine = game.engine
        self.s = game.state
        self.rules = game.rules

    def t(self, key: str, **args: Any) -> str:
        """A message in the player's words, its arguments put into words by their names (``seat`` a
        player, ``kind`` a word, ``card`` a component's name…: TextKit.args)."""
        return self.words.render(Msg(key, args))

    def name(self, seat: int) -> str:
        return self.words.player(seat)

    def who(self, seat: int) -> Text:
        """A player's name in their colour; the player looking is marked as you; the mob is the mob."""
        if seat == MOB:
            return Text(self.t("table-mob"), style=MOB_COLOUR)
        label = self.t("table-you", seat=seat) if seat == self.seat else self.name(seat)
        return Text(label, style=PALETTE.style(seat))  # a colour per seat, as on the table

    def word(self, noun: str, count: int = 1) -> str:
        return self.words.r.m(f"word-{noun}", count=count)

    def comp(self, comp_id: str | None) -> str:
        return self.words.component(comp_id) if comp_id else "—"

    def join(self, items: list[str]) -> str:
        # the language's spacing at the seams too, as in a message (中城区 4 和上城区 2, never 4和)
        return self.words.r.style.tidy(self.words.r.join_and(items)) if items else "—"

    def label(self, text: str) -> str:
        """A word used as a heading: capitalised where the language capitalises sentences."""
        return text[:1].upper() + text[1:] if self.words.r.style.capitalize else text

    def list(self, items: list[str]) -> str:
        """Items that may hold commas themselves (helpers are named by what they do), in the language's
        stronger list separator."""
        return self.words.r.style.long_sep.join(items) if items else "—"

    def rounds_in_act(self) -> tuple[int, int]:
        """(round of the current act, rounds in it); (0, 0) during the setup round."""
        acts = self.rules.game.acts
        if self.s.act <= 0:
            return 0, 0
        before = sum(a.rounds for a in acts[: self.s.act - 1])
        return max(0, self.s.round - before), acts[self.s.act - 1].rounds

    def title(self, text: str) -> Text:
        return Text(text, style="bold underline")
