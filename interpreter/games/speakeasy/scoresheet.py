"""The scores in the terminal: the standings after each act (what is public: safes stay behind their
screens, but the player looking sees their own) and the final score sheet, by the parts 000 P.20
adds (``scoring.score_parts``: cash, safe, operating buildings, one helper per bottle), with what each
part is made of, where the money came from over the game (read from the log), and the winner."""

from __future__ import annotations

from collections import Counter
from typing import Any

from rich import box
from rich.console import Console

from ...text.cells import Table, folding
from .scoring import building_counts, helper_bottles, score_parts
from .screen import WIDTH, Page

PARTS = ("cash", "safe", "buildings", "helpers")
INCOME = ("start", "sales", "luciano", "casinos", "crates", "objectives", "bonuses", "received", "paid")


def standings(page: Page, console: Console) -> None:
    """After an act: every player's score so far by part; another player's safe is hidden."""
    ended = next((a["act"] for k, a in reversed(page.s.log) if k == "act_end"), page.s.act)  # the act just over
    table = Table(terms=page.words.terms, title=page.t("table-standings", act=ended), box=box.SIMPLE_HEAD, width=WIDTH,
                  title_justify="left", title_style="bold underline")
    table.add_column(page.t("table-player"), no_wrap=True)
    for part in PARTS:
        table.add_column(page.t(f"table-part-{part}"), justify="right")
    table.add_column(page.t("table-so-far"), justify="right")
    for p in page.s.players:
        parts = score_parts(page.g, p.seat)
        shown = dict(parts) if p.seat == page.seat else {k: v for k, v in parts.items() if k != "safe"}
        safe = f"${parts['safe']}" if "safe" in shown else page.t("table-hidden")
        total = f"${sum(shown.values())}" + ("" if "safe" in shown else " + ?")
        table.add_row(page.who(p.seat), f"${parts['cash']}", safe, f"${parts['buildings']}", f"${parts['helpers']}", total)
    table.caption = page.t("table-standings-note")
    table.caption_justify = "left"
    console.print(table)


def final_sheet(page: Page, console: Console) -> None:
    """The end: each player's score by part, what the parts hold, where the money came from, the winner."""
    g, s = page.g, page.s
    scores = page.game.scores or [sum(score_parts(g, p.seat).values()) for p in s.players]
    winners = page.game.winners()
    table = Table(terms=page.words.terms, title=page.t("table-final"), box=box.SIMPLE_HEAD, width=WIDTH, title_justify="left",
                  title_style="bold underline")
    table.add_column(page.t("table-player"), no_wrap=True)
    for part in PARTS:
        table.add_column(page.t(f"table-part-{part}"), justify="right")
    table.add_column(page.t("table-total"), justify="right", style="bold")
    for p in s.players:
        parts = score_parts(g, p.seat)
        mark = " ★" if p.seat in winners else ""
        table.add_row(page.who(p.seat), *(f"${parts[k]}" for k in PARTS), f"${scores[p.seat]}{mark}")
    console.print(table)
    details = Table(terms=page.words.terms, title=page.t("table-made-of"), box=box.SIMPLE_HEAD, width=WIDTH, show_header=False,
                    title_justify="left", title_style="bold underline")
    details.add_column("", no_wrap=True)
    details.add_column("", overflow="fold")
    for p in s.players:
        details.add_row(page.who(p.seat), _buildings(page, p.seat) + "\n" + _helpers(page, p.seat))
    console.print(details)
    console.print(_income(page))
    names = page.join([page.name(w) for w in winners])
    console.print(folding(page.t("table-winner", count=len(winners), players=names,
                                 score=scores[winners[0]] if winners else 0), page.words.terms), style="bold")


def _buildings(page: Page, seat: int) -> str:
    counts = building_counts(page.g, seat)
    if not counts:
        return page.t("table-no-buildings")
    parts = [page.t("table-building-points", kind=k, amount=n, count=n, each=each, points=n * each)
             for k, (n, each) in counts.items()]
    return page.t("table-buildings-are", parts=page.join(parts))


def _helpers(page: Page, seat: int) -> str:
    found = helper_bottles(page.g, seat)
    if not found:
        return page.t("table-no-helpers")
    parts = [page.t("table-helper-points" if counted else "table-helper-spare", bottle=bottle, value=value)
             for _, bottle, value, counted in found]
    return page.t("table-helpers-are", parts=page.join(parts))


def _income(page: Page) -> Table:
    """Where each player's money came from and went, read from the log: what they started with, sold,
    were paid by Lucky Luciano and their casinos, found in crates, took from objectives and from the
    bonuses of their components, were given; and what they paid, cash and safe money both."""
    s = page.s
    table = Table(terms=page.words.terms, title=page.t("table-income"), box=box.SIMPLE_HEAD, width=WIDTH, title_justify="left",
                  title_style="bold underline")
    table.add_column(page.t("table-player"), no_wrap=True)
    for key in INCOME:
        table.add_column(page.t(f"table-income-{key}"), justify="right")
    books = income(page)
    for p in s.players:
        row = books[p.seat]
        table.add_row(page.who(p.seat), *(("−" if k == "paid" and row[k] else "") + f"${row[k]}" for k in INCOME))
    return table


def income(page: Page) -> dict[int, Counter[str]]:
    """Each player's money by where it came from (INCOME), from the log; start + income − paid is
    what they hold at the end, cash and safe (the tests check it)."""
    start = page.rules.board.starting
    books: dict[int, Counter[str]] = {p.seat: Counter(start=start.cash + start.safe) for p in page.s.players}
    by_id: dict[str, Any] = page.rules.by_id
    for key, a in page.s.log:
        seat: int = a.get("seat", -1)
        if key == "sell":
            books[seat]["sales"] += a["price"]
        elif key == "payout":
            books[seat]["luciano"] += a["amount"]
        elif key == "casino_payout":
            books[seat]["casinos"] += a["amount"]
        elif key == "crate":
            books[seat]["crates"] += a["cash"]
        elif key == "gain_money":
            source = by_id.get(a.get("source") or "")
            books[seat]["objectives" if hasattr(source, "requirement") else "bonuses"] += a["amount"]
        elif key in ("pay", "give_money"):
            books[seat]["paid"] += a["cash"] + a["safe"]
            if a.get("to") is not None:
                books[a["to"]]["received"] += a["money"]
    return books


def final_tables(page: Page) -> list[dict[str, Any]]:
    """The end as the studio's game-over page shows it (issue 29 item 6): the same sheet as the terminal's —
    the score by part (every safe revealed: the game is over), what the parts hold, where the money came from —
    as tables of words: {title, header, rows}, a row per player, the player first."""
    g, s = page.g, page.s
    scores = page.game.scores or [sum(score_parts(g, p.seat).values()) for p in s.players]
    winners = page.game.winners()
    parts = {"title": page.t("table-final"),
             "header": [page.t("table-player"), *(page.t(f"table-part-{k}") for k in PARTS), page.t("table-total")],
             "rows": [[page.name(p.seat), *(f"${score_parts(g, p.seat)[k]}" for k in PARTS),
                       f"${scores[p.seat]}" + (" ★" if p.seat in winners else "")] for p in s.players]}
    made = {"title": page.t("table-made-of"), "header": [],
            "rows": [[page.name(p.seat), _buildings(page, p.seat) + " " + _helpers(page, p.seat)] for p in s.players]}
    books = income(page)
    money = {"title": page.t("table-income"),
             "header": [page.t("table-player"), *(page.t(f"table-income-{k}") for k in INCOME)],
             "rows": [[page.name(p.seat), *(("−" if k == "paid" and books[p.seat][k] else "") + f"${books[p.seat][k]}"
                                            for k in INCOME)] for p in s.players]}
    return [parts, made, money]
