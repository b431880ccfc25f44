"""Nostra City's table in the studio, drawn with the core's kit (harness/svg.py) from one seat's view only
(views.py: ``player_view``), in the game's palette (palette.py):

* **the table**: the date (six months, this one marked, and its phase), the trial track (blue innocent
  spaces, red guilty ones, the marker and where it started), the four street spaces (a click on one bids
  there), the bribe pile's size and the decks';
* **the players**: each seat in its colour (the white one outlined) with its respect, money and vendetta
  card counts, the Start Player card, its titles, its wiseguys (a tapped one drawn turned and dimmed) and
  turfs (a click on one deals or sends it), its won cards, its bids' card counts, and its role once revealed;
* **your hand**: this seat's money cards (value and evidence colour), vendetta cards, role and sealed bids —
  the view holds them for this seat alone, so no other seat's page can draw them.

Every component is hoverable (``data-component``: its rule text); every shape an option names is live.
"""

from __future__ import annotations

from typing import Any

from ...harness import svg as S
from ...harness.package import BoardPanel
from .palette import PALETTE

WIDTH = 720
HAND = 360  # the hand's panel sits in the narrow column: drawn at the scale of the wide ones
RED, BLUE, TAPPED = "#d62718", "#1f5fbf", "#d9d2c3"


def _options(view: dict[str, Any]) -> frozenset[str]:
    return frozenset(o["id"] for o in view.get("decision", {}).get("options", ()))


def _chip(x: float, y: float, w: float, card: str, label: str, options: frozenset[str], *candidates: str,
          tapped: bool = False, fill: str = "#fffdf7", edge: str | None = None) -> str:
    """A card as a small labelled chip: hover shows its text, a click takes the option it stands for."""
    p = PALETTE
    live = S.place(options, *candidates)
    shape = S.rect(x, y, w, 18, rx=4, fill=TAPPED if tapped else fill, stroke=edge or p.ink,
                   stroke_width=2 if edge else 1, stroke_dasharray="3 2" if tapped else None, data_component=card,
                   **live)
    return S.group([shape, S.text(x + w / 2, y + 13, ("↷ " if tapped else "") + S.short(label, int(w / 6.2)), size=10,
                                  anchor="middle", fill=p.ink, pointer_events="none")])


def _money(words: Any, rules: Any, card: str) -> str:
    return words.r.m("nc-money-value", value=rules.value(card) * rules.game.money_unit)


def _table(view: dict[str, Any], rules: Any, words: Any, options: frozenset[str]) -> str:
    p, m = PALETTE, words.r.m
    parts = [S.rect(0, 0, WIDTH, 250, fill=p.paper)]
    months = int(rules.game.months)
    for k in range(1, months + 1):  # the date track
        now = k == view["month"]
        parts.append(S.rect(10 + (k - 1) * 34, 10, 30, 24, rx=4, fill=p.ink if now else "#fffdf7", stroke=p.ink))
        parts.append(S.text(25 + (k - 1) * 34, 27, str(k), size=13, anchor="middle", weight="bold" if now else None,
                            fill=p.paper if now else p.ink))
    when = m("nc-table-setup-time") if view["month"] == 0 else m(
        "nc-table-time", month=view["month"], months=months, now=view["phase"])
    parts.append(S.text(20 + months * 34, 27, when, size=13, fill=p.ink))
    # the trial track: innocent spaces on blue, guilty on red; the marker, and a tick where it started
    start, at, begun = int(view["guilty_from"]), int(view["trial"]), int(view["trial_start"])
    lo, hi = min(start - 8, at), max(start + 13, at, begun)
    step = (WIDTH - 20) / (hi - lo + 1)
    for pos in range(lo, hi + 1):
        x = 10 + (pos - lo) * step
        guilty = pos >= start
        number = pos - start + 1 if guilty else start - pos
        tip = m("nc-table-trial-guilty" if guilty else "nc-table-trial-innocent", space=number)
        parts.append(S.rect(x, 44, step - 2, 22, fill=RED if guilty else BLUE, data_tip=tip))
        parts.append(S.text(x + step / 2 - 1, 59, str(number), size=10, anchor="middle", fill="#ffffff",
                            pointer_events="none"))
        if pos == begun:
            parts.append(S.path(f"M{x + step / 2 - 1:g},68 l-4,6 h8 Z", fill=p.ink))
        if pos == at:
            parts.append(S.circle(x + step / 2 - 1, 55, min(step / 2 - 2, 9), fill="#f7f3e8", stroke=p.ink,
                                  stroke_width=2, data_tip=m("nc-table-trial", trial=tip,
                                                             start=words.player(view["start_player"]))))
    # the street: four spaces, each a card (or empty); the seat's own sealed bids marked on theirs
    parts.append(S.text(10, 94, m("nc-table-street"), size=13, weight="bold", fill=p.ink))
    mine = {b["space"] for b in view["bids"] if "space" in b}
    w = (WIDTH - 20 - 3 * 10) / max(1, len(view["street"]))
    for i, card in enumerate(view["street"]):
        x, space = 10 + i * (w + 10), i + 1
        live = S.place(options, f"bid:{space}")
        parts.append(S.rect(x, 102, w, 84, rx=6, fill="#fffdf7" if card else "#ece6d8", stroke=p.ink,
                            stroke_width=2 if space in mine else 1, data_component=card, **live))
        parts.append(S.text(x + 8, 120, m("nc-table-space", space=space), size=11, fill=p.ink, pointer_events="none"))
        label = words.component(card) if card else m("nc-table-empty")
        parts.append(S.text(x + w / 2, 146, S.short(label, int(w / 7)), size=12, anchor="middle", weight="bold",
                            fill=p.ink, pointer_events="none"))
        if card:
            parts.append(S.text(x + w / 2, 164, S.short(m(f"kind-{rules.kind_of(card)}"), int(w / 6.5)), size=10,
                                anchor="middle", fill=p.ink, pointer_events="none"))
        if space in mine:
            parts.append(S.text(x + w - 8, 120, "✉", size=12, anchor="end", fill=p.ink, pointer_events="none",
                                data_tip=m("nc-table-bids")))
    piles = m("nc-table-piles", street=view["street_deck_size"], money=view["money_deck_size"],
              discard=view["money_discard_size"], vendettas=view["vendetta_deck_size"],
              bribes=view["bribe_pile"]["count"])
    parts.append(S.text(10, 210, S.short(piles, 118), size=11, fill=p.ink, data_tip=piles))
    bribed = [m("nc-table-bribes-of", seat=words.player(s), count=c) for s, c in enumerate(view["bribe_pile"]["by_seat"])
              if c]
    if bribed:
        counts = words.r.join_and(bribed)
        parts.append(S.text(10, 230, S.short(m("nc-table-bribes", counts=counts), 118), size=11, fill=p.ink))
    return S.svg(WIDTH, 250, parts, m("nc-board-table"))


def _players(view: dict[str, Any], rules: Any, words: Any, options: frozenset[str]) -> str:
    p, m = PALETTE, words.r.m
    rows, row = [], 62
    height = 10 + row * len(view["players"])
    rows.append(S.rect(0, 0, WIDTH, height, fill=p.paper))
    bids = {s: sum(b["count"] for b in view["bids"] if b["seat"] == s) for s in range(len(view["players"]))}
    for seat, pl in enumerate(view["players"]):
        y = 8 + seat * row
        rows.append(S.rect(10, y + 2, 20, 20, rx=4, **S.paint(p, seat)))
        name = m("nc-table-you", seat=words.player(seat)) if seat == view["seat"] else words.player(seat)
        rows.append(S.text(38, y + 17, S.short(name, 18), size=13, weight="bold" if seat == view["seat"] else None,
                           fill=p.ink, **S.place(options, f"player:{seat + 1}")))
        stats = (f"★{pl['respect']}  ¤{pl['money_count']}  ✉{pl['vendetta_count']}"
                 + (f"  ⚑{bids[seat]}" if bids[seat] else "") + ("  ▸" if seat == view["start_player"] else ""))
        rows.append(S.text(160, y + 17, stats, size=13, fill=p.ink,
                           data_tip=m("nc-table-respect-of", respect=pl["respect"])))
        x = 330
        for title in pl["titles"]:
            rows.append(_chip(x, y + 4, 84, title, words.component(title), options))
            x += 88
        if "informant" in pl:  # the seat's own role, or everyone's after the reveal
            role = m("nc-table-role-informant" if pl["informant"] else "nc-table-role-loyal")
            rows.append(S.text(x + 4, y + 17, S.short(role, 16), size=12, weight="bold", fill=RED if pl["informant"]
                               else BLUE))
            x += 100
        if pl["lying_low"]:
            rows.append(S.text(x + 4, y + 17, S.short(m("nc-table-lying-low"), 18), size=11, fill=p.ink))
        x = 38
        for wg in pl["wiseguys"]:
            rows.append(_chip(x, y + 30, 74, wg, words.component(wg), options, f"wiseguy:{wg}",
                              tapped=wg in pl["tapped"]))
            x += 78
        x += 8
        for turf in pl["turfs"]:
            deals = sorted(o for o in options if o.startswith(f"deal:{turf}:"))
            rows.append(_chip(x, y + 30, 74, turf, words.component(turf), options, *deals,
                              tapped=turf in pl["tapped_turfs"], edge=None))
            x += 78
        if pl["won"] or pl["played"]:
            won = [*pl["won"], *pl["played"], *pl["zealous"], *pl["bonuses"]]
            label = m("nc-table-cards", count=len(won))
            tip = words.r.join_and([words.component(c) for c in won])
            rows.append(S.text(WIDTH - 10, y + 43, label, size=11, anchor="end", fill=p.ink, data_tip=tip))
    return S.svg(WIDTH, height, rows, m("nc-table-players"))


def _hand(view: dict[str, Any], rules: Any, words: Any, options: frozenset[str]) -> str:
    p, m = PALETTE, words.r.m
    me = view["players"][view["seat"]]
    parts = []
    x, y = 10, 22
    parts.append(S.text(10, 16, m("nc-table-money"), size=12, weight="bold", fill=p.ink))
    for card in me.get("money", []):
        where = [f"{kind}:{card}" for kind in ("put", "bribe", "discard", "keep", "give")]
        colour = RED if rules.colour(card) == "red" else BLUE
        parts.append(_chip(x, y, 64, card, _money(words, rules, card), options, *where, edge=colour))
        x += 68
        if x > HAND - 70:
            x, y = 10, y + 22
    deal = view.get("deal", {}).get("pool")
    if deal:
        for card in deal:
            colour = RED if rules.colour(card) == "red" else BLUE
            parts.append(_chip(x, y, 64, card, _money(words, rules, card), options, f"give:{card}", edge=colour,
                               fill="#f3ead2"))
            x += 68
            if x > HAND - 70:
                x, y = 10, y + 22
    y += 40
    parts.append(S.text(10, y - 6, m("nc-table-vendettas"), size=12, weight="bold", fill=p.ink))
    x = 10
    for card in me.get("vendettas", []):
        parts.append(_chip(x, y, 110, card, words.component(card), options, f"play:{card}"))
        x += 114
        if x > HAND - 114:
            x, y = 10, y + 22
    y += 40
    if "informant" in me:
        role = m("nc-table-role-informant" if me["informant"] else "nc-table-role-loyal")
        parts.append(S.text(10, y - 6, f"{m('nc-table-role')}: {role}", size=12, weight="bold",
                            fill=RED if me["informant"] else BLUE))
    bids = [b for b in view["bids"] if "space" in b]
    if bids:
        text = words.r.join_and([m("nc-table-your-bid", space=b["space"], count=len(b["cards"]),
                                   total=words.r.m("nc-money-value", value=sum(rules.value(c) for c in b["cards"])
                                                   * rules.game.money_unit)) for b in bids])
        parts.append(S.text(10, y + 14, S.short(f"{m('nc-table-bids')}: {text}", 56), size=12, fill=p.ink,
                            data_tip=text))
    height = y + 26
    return S.svg(HAND, height, [S.rect(0, 0, HAND, height, fill=p.paper), *parts], m("nc-board-hand"))


def draw(view: dict[str, Any], rules: Any, words: Any) -> list[BoardPanel]:
    options = _options(view)
    panels = [BoardPanel("table", words.r.m("nc-board-table"), _table(view, rules, words, options), wide=True),
              BoardPanel("players", words.r.m("nc-table-players"), _players(view, rules, words, options), wide=True)]
    if view["seat"] is not None and view["seat"] >= 0:
        panels.append(BoardPanel("hand", words.r.m("nc-board-hand"), _hand(view, rules, words, options)))
    return panels
