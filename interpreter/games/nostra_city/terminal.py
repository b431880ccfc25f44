"""Nostra City's table in the terminal (`speakeasy --game nostra_city play`): the status line before each
question (fits 100 columns with five seats, in every language), `view` (everything public; the seat
looking sees its own money, vendetta cards and role, marked as theirs), the standings after each month
and the score sheet with the informants' reveal and the verdict. Every word is a message of the game's
locales (``table-*``, ``status-*``); names are names, never ids.
"""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console
from rich.text import Text

from ...harness.package import Screens
from ...machine.game import Game
from ...machine.values import Msg
from ...text.cells import Table, folding
from ...text.messages import Messages
from .palette import PALETTE
from .scoring import best_title, outcome
from .state import GameState, Player

WIDTH = 100


class Page:
    """The game, the seat looking (None: a spectator, who sees only what is public) and their words."""

    def __init__(self, game: Game[GameState], seat: int | None, words: Messages) -> None:
        self.game, self.seat, self.words = game, seat, words
        self.s = game.state
        self.rules = game.rules

    def t(self, key: str, **args: Any) -> str:
        return self.words.render(Msg(key, args))

    def who(self, seat: int, short: bool = False) -> Text:
        if short:
            label = self.t("nc-status-seat-you" if seat == self.seat else "nc-status-seat", number=seat + 1)
        else:
            label = self.t("nc-table-you", seat=seat) if seat == self.seat else self.words.player(seat)
        return Text(label, style=PALETTE.style(seat))

    def comp(self, card: str | None) -> str:
        return self.words.component(card) if card else "—"

    def line(self, text: str | Text) -> Any:
        """A line to print: its Chinese broken by the rules past the terminal's width (text/cells.py)."""
        return folding(text, self.words.terms)

    def join(self, items: list[str]) -> str:
        # the language's spacing at the seams too, as in a message (中城区 4 和上城区 2, never 4和)
        return self.words.r.style.tidy(self.words.r.join_and(items)) if items else "—"

    def money(self, value: int) -> str:
        return self.t("nc-money-value", value=value * self.rules.game.money_unit)

    def trial(self, short: bool = False) -> str:
        """Where the trial marker stands, as the board shows it: red (guilty) k or blue (innocent) k."""
        s, start = self.s, self.rules.game.guilty_from
        prefix = "nc-status" if short else "nc-table"
        if s.trial >= start:
            return self.t(f"{prefix}-trial-guilty", space=s.trial - start + 1)
        return self.t(f"{prefix}-trial-innocent", space=start - s.trial)

    def when(self) -> str:
        s = self.s
        if s.month == 0:
            return self.t("nc-table-setup-time")
        phase = s.phase if s.phase in ("business", "meeting", "influence", "social") else "trial"
        return self.t("nc-table-time", month=s.month, months=self.rules.game.months, now=phase)


def status_line(game: Game[GameState], seat: int | None, words: Messages) -> Text:
    """One line before each question: the month and trial, then every player's public state in brief
    (the player asked first): respect, money cards, vendetta cards, wiseguys ready of all."""
    page = Page(game, seat, words)
    s = page.s
    line = page.line(Text(page.t("nc-status-head", month=s.month, trial=page.trial(short=True)), style="bold"))
    order = s.order()
    if seat is not None and seat in order:
        order.remove(seat)
        order.insert(0, seat)
    for x in order:
        p = s.players[x]
        line.append(" │ ")
        line.append_text(page.who(x, short=True))
        line.append(page.t("nc-status-seat-state", respect=p.respect, money=len(p.money), vendettas=len(p.vendettas),
                           ready=len(p.wiseguys) - len(p.tapped), holder="yes" if x == s.start_player else "no"))
    return line


def _wiseguys(page: Page, p: Player) -> str:
    return page.join([page.t("nc-table-tapped", card=w) if w in p.tapped else page.comp(w) for w in p.wiseguys])


def _turfs(page: Page, p: Player) -> str:
    tapped = list(p.tapped_turfs)
    names = []
    for t in p.turfs:
        if t in tapped:
            tapped.remove(t)
            names.append(page.t("nc-table-tapped", card=t))
        else:
            names.append(page.comp(t))
    return page.join(names)


def players_table(page: Page) -> Table:
    s = page.s
    table = Table(terms=page.words.terms, title=page.t("nc-table-players"), box=box.SIMPLE_HEAD, width=WIDTH,
                  title_justify="left",
                  title_style="bold underline")
    table.add_column("", style="bold", no_wrap=True)
    for p in s.players:
        table.add_column(page.who(p.seat), overflow="fold")
    rows = [
        ("nc-table-respect", [str(p.respect) for p in s.players]),
        ("nc-table-titles", [page.join([page.comp(c) for c in p.titles]) for p in s.players]),
        ("nc-table-wiseguys", [_wiseguys(page, p) for p in s.players]),
        ("nc-table-turfs", [_turfs(page, p) for p in s.players]),
        ("nc-table-won", [page.join([page.comp(c) for c in [*p.won, *p.zealous, *p.bonuses]]) for p in s.players]),
        ("nc-table-money", [page.t("nc-table-cards", count=len(p.money)) for p in s.players]),
        ("nc-table-vendettas", [page.t("nc-table-cards", count=len(p.vendettas)) for p in s.players]),
        ("nc-table-played", [page.join([page.comp(c) for c in p.played]) + (" · " + page.t("nc-table-lying-low")
                                                                         if p.lying_low else "") for p in s.players]),
    ]
    for key, cells in rows:
        table.add_row(page.t(key), *cells)
    return table


def street_table(page: Page) -> Table:
    s = page.s
    table = Table(terms=page.words.terms, title=page.t("nc-table-street"), box=box.SIMPLE_HEAD, width=WIDTH, show_header=False,
                  title_justify="left", title_style="bold underline")
    table.add_column("", no_wrap=True)
    table.add_column("")
    for i, card in enumerate(s.street):
        if card is None:
            what = page.t("nc-table-empty")
        elif page.rules.kind_of(card) == "investigation":
            what = page.t("nc-table-investigation", card=card, bribe=page.money(int(page.rules.card(card).bribe)))
        else:
            what = page.t("nc-table-card", card=card, kind=page.t(f"kind-{page.rules.kind_of(card)}"))
        table.add_row(page.t("nc-table-space", space=i + 1), what)
    return table


def yours(page: Page) -> Table:
    """What only the player looking may see: their money cards, vendetta cards, role and bids."""
    s = page.s
    assert page.seat is not None
    p = s.players[page.seat]
    table = Table(terms=page.words.terms, title=page.t("nc-table-yours"), box=box.SIMPLE_HEAD, width=WIDTH, show_header=False,
                  title_justify="left", title_style="bold underline")
    table.add_column("", style="bold", no_wrap=True)
    table.add_column("")
    total = sum(page.rules.value(c) for c in p.money)
    cards = page.join([page.comp(c) for c in sorted(p.money)])
    table.add_row(page.t("nc-table-money"), page.t("nc-table-your-money", cards=cards, total=page.money(total)))
    table.add_row(page.t("nc-table-vendettas"), page.join([page.comp(c) for c in sorted(p.vendettas)]))
    table.add_row(page.t("nc-table-role"), page.t("nc-table-role-informant" if p.informant else "nc-table-role-loyal"))
    bids = [b for b in s.bids if b.seat == page.seat]
    if bids:
        table.add_row(page.t("nc-table-bids"), page.join([page.t("nc-table-your-bid", space=b.space, total=page.money(
            sum(page.rules.value(c) for c in b.cards)), count=len(b.cards)) for b in bids]))
    return table


def describe_table(game: Game[GameState], seat: int | None, console: Console, words: Messages) -> None:
    page = Page(game, seat, words)
    s = page.s
    console.print(page.line(Text(page.when(), style="bold")))
    console.print(page.line(page.t("nc-table-trial", trial=page.trial(), start=s.start_player)))
    console.print(page.line(page.t("nc-table-piles", street=len(s.street_deck), money=len(s.money_deck),
                                   discard=len(s.money_discard), vendettas=len(s.vendetta_deck), bribes=len(s.bribe_cards))))
    if s.bribe_seats:
        console.print(page.line(page.t("nc-table-bribes", counts=page.join(
            [page.t("nc-table-bribes-of", seat=x, count=s.bribe_seats.count(x)) for x in range(s.n) if s.bribe_seats.count(x)]))))
    if s.bids:
        console.print(page.line(page.t("nc-table-bids-placed", counts=page.join(
            [page.t("nc-table-bribes-of", seat=x, count=sum(1 for b in s.bids if b.seat == x))
             for x in range(s.n) if any(b.seat == x for b in s.bids)]))))
    console.print(street_table(page))
    console.print(page.line(page.t("nc-table-beside", titles=page.join([page.comp(c) for c in s.titles_supply]),
                                   zealous=len(s.zealous_supply), bonuses=page.join([page.comp(c) for c in s.bonus_supply]))))
    console.print(players_table(page))
    if seat is not None:
        console.print(yours(page))


def show_standings(game: Game[GameState], seat: int | None, console: Console, words: Messages) -> None:
    page = Page(game, seat, words)
    s = page.s
    ended = next((a["month"] for k, a in reversed(s.log) if k == "month_end"), s.month)  # the month just over
    line = page.line(Text(page.t("nc-table-standings", month=ended, trial=page.trial()) + " ", style="bold"))
    for i, p in enumerate(sorted(s.players, key=lambda p: (-p.respect, p.seat))):
        if i:
            line.append(", ")
        line.append_text(page.who(p.seat))
        line.append(" " + page.t("nc-table-respect-of", respect=p.respect))
    console.print(line)


def show_scores(game: Game[GameState], console: Console, words: Messages) -> None:
    """The score sheet: the verdict, every player's respect, titles and revealed role, and who won."""
    page = Page(game, None, words)
    s = page.s
    winners = set(s.winners or [])
    console.print(page.line(Text(page.t(f"nc-table-verdict-{s.verdict or 'acquitted'}", trial=page.trial()), style="bold")))
    table = Table(terms=page.words.terms, title=page.t("nc-table-final"), box=box.SIMPLE_HEAD, width=WIDTH, title_justify="left",
                  title_style="bold underline")
    for key in ("nc-table-player", "nc-table-respect", "nc-table-titles", "nc-table-role", "nc-table-result"):
        table.add_column(page.t(key), justify="right" if key == "nc-table-respect" else "left")
    for p in sorted(s.players, key=lambda p: (p.seat not in winners, -p.respect, -best_title(game.engine, p.seat), p.seat)):
        role = page.t("nc-table-role-informant" if p.informant else "nc-table-role-loyal")
        table.add_row(page.who(p.seat), str(p.respect), page.join([page.comp(c) for c in p.titles]), role,
                      page.t("nc-table-won-game" if p.seat in winners else "nc-table-lost-game"))
    console.print(table)
    console.print(page.line(Text(page.t(f"nc-table-outcome-{outcome(game.engine)}", players=page.join(
        [words.player(w) for w in sorted(winners)]), count=len(winners)), style="bold")))


SCREENS = Screens(table=describe_table, status=status_line, standings=show_standings, scores=show_scores,
                  standings_after=frozenset({"month_end"}))
