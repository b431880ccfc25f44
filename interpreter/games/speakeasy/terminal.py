"""Speakeasy's table in the terminal (`speakeasy play`): the status line before each question, `view`
(everything public, laid out with rich on 100 columns), the standings after each act and the score
sheet at the end. Every word is a message of the game's locales (``table-*`` in table.ftl), names
are names, never ids; the player looking sees their own hand and safe, marked as theirs.

The parts of the table are in ``table_players.py`` (every player's board) and ``table_board.py``
(the map, the locations, the displays, the docks and ships, the objectives); the scores in
``scoresheet.py``; what they share (``Page``: the game, who looks, and their words) in ``screen.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from ...harness.package import Screens
from ...machine.game import Game
from ...text.cells import Folding, folding
from ...text.messages import Messages
from .scoresheet import final_sheet, final_tables, standings
from .screen import WIDTH, Page
from .state import GameState
from .table_board import BOARD_SECTIONS, board_sections
from .table_players import counters_held, players_table, yours
from .why import not_offered


def status_line(game: Game[GameState], seat: int | None, words: Messages) -> Text:
    """A few lines before each question: the time, then a line per player with their public state in
    brief (the player asked first, with their safe). The terminal prints it at most ``STATUS_WIDTH``
    columns wide, wrapping at words."""
    page = Page(game, seat, words)
    s = page.s
    line = Folding(terms=words.terms)  # past the width of a narrow terminal, Chinese breaks by the rules too
    now, rounds = page.rounds_in_act()
    line.append(page.t("table-time", act=s.act, round=now, rounds=rounds) if rounds else page.t("table-setup-time"),
                style="bold")
    order = list(s.order())
    if seat is not None and seat in order:
        order.remove(seat)
        order.insert(0, seat)
    for x in order:  # a line each (issue 29 item 5): a player's state reads across, never broken mid-word
        p = s.players[x]
        line.append("\n  ")
        line.append_text(page.who(x))
        line.append(" ")
        key = "table-status-you" if x == seat else "table-status"
        said = page.t(key, cash=p.cash, safe=p.safe, infamy=p.infamy, goons=p.goons, ledgers=p.ledgers,
                      influence=p.influence_tokens, buildings=len(s.buildings(x)), hand=len(p.hand))
        # past the width, the line goes on below between two of its items ("0 buildings" stays whole)
        room = WIDTH - 4 - cell_len(page.who(x).plain)
        for i, row in enumerate(_packed(said.split(SEPARATOR), room)):
            line.append(row if i == 0 else "\n    " + row)
    return line


SEPARATOR = " · "  # between the items of a status line, in every language (table-status*)


def _packed(items: list[str], room: int) -> list[str]:
    """Items joined by the separator, as few rows as fit ``room`` columns (an item longer than it stands alone)."""
    rows: list[str] = []
    for item in items:
        if rows and cell_len(rows[-1] + SEPARATOR + item) <= room:
            rows[-1] += SEPARATOR + item
        else:
            rows.append(item)
    return rows


def describe_table(game: Game[GameState], seat: int | None, console: Console, words: Messages) -> None:
    """`view`: the time and turn order, every player's board, the map, the locations, the displays,
    the docks and ships, the objectives; what only ``seat`` may see is marked as theirs."""
    page = Page(game, seat, words)
    s = page.s
    now, rounds = page.rounds_in_act()
    head = Text(page.t("table-time", act=s.act, round=now, rounds=rounds) if rounds else page.t("table-setup-time"),
                style="bold")
    console.print(folding(head, words.terms))
    style = words.r.style
    turn = folding(Text(page.t("table-turn-order") + (style.space if style.space else "")), page.words.terms)
    for i, x in enumerate(s.order()):
        if i:
            turn.append(style.list_sep)
        turn.append_text(page.who(x))
    moved = [x for x in s.lower_row if x is not None]
    if moved:
        turn.append(" · " + page.t("table-moving", players=page.join([page.name(x) for x in moved])))
    console.print(turn)
    console.print(folding(page.t("table-supply", barrels=s.supply_barrels, goons=s.supply_goons, cops=s.supply_police,
                                 mob=s.supply_mob), words.terms))
    console.print(players_table(page))
    on_table = counters_held(page)[1]
    if on_table:  # counters on components no player holds (a rule of the table)
        console.print(page.t("table-counters-table", counters=page.join(on_table)))
    if seat is not None:
        console.print(yours(page))
    for part in board_sections(page):
        console.print(part)


def _time_and_turns(page: Page, console: Console) -> None:
    s = page.s
    now, rounds = page.rounds_in_act()
    console.print(folding(Text(page.t("table-time", act=s.act, round=now, rounds=rounds) if rounds
                               else page.t("table-setup-time"), style="bold"), page.words.terms))
    style = page.words.r.style
    turn = folding(Text(page.t("table-turn-order") + (style.space if style.space else "")), page.words.terms)
    for i, x in enumerate(s.order()):
        if i:
            turn.append(style.list_sep)
        turn.append_text(page.who(x))
    console.print(turn)


def _section(draw: Callable[[Page], Any]) -> Callable[[Game[GameState], int | None, Console, Messages], None]:
    def show(game: Game[GameState], seat: int | None, console: Console, words: Messages) -> None:
        page = Page(game, seat, words)
        _time_and_turns(page, console)
        console.print(draw(page))
    return show


def _me(game: Game[GameState], seat: int | None, console: Console, words: Messages) -> None:
    page = Page(game, seat, words)
    _time_and_turns(page, console)
    console.print(yours(page) if seat is not None else players_table(page))


# `view NAME`: one part of the table (the names are `term-view-NAME` in each language); `view` alone, all of them
SECTIONS = {"me": _me, "players": _section(players_table),
            **{name: _section(draw) for name, draw in BOARD_SECTIONS.items()}}


def show_standings(game: Game[GameState], seat: int | None, console: Console, words: Messages) -> None:
    standings(Page(game, seat, words), console)


def score_tables(game: Game[GameState], words: Messages) -> list[dict[str, Any]]:
    return final_tables(Page(game, None, words))


def show_scores(game: Game[GameState], console: Console, words: Messages) -> None:
    final_sheet(Page(game, None, words), console)


SCREENS = Screens(table=describe_table, status=status_line, standings=show_standings, scores=show_scores,
                  standings_after=frozenset({"act_end"}), sections=SECTIONS,
                  sheet=score_tables, not_offered=not_offered)
