"""The board in the terminal's `view`: the map (every district's buildings, police, mob and
neighbours, and what else stands there), the locations with their capos, the mob board, the
displays and decks, the docks and the ships, the objectives with their ledgers."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from rich import box
from rich.text import Text

from ...text.cells import Table
from .palette import PALETTE
from .screen import MOB_COLOUR, WIDTH, Page
from .state import MOB, Building, District
from .verbs_cards import displayed_objectives
from .verbs_docks import port_borough, ship_defense
from .verbs_trucks import ship_price


def board_sections(page: Page) -> Iterator[Any]:
    for draw in BOARD_SECTIONS.values():
        yield draw(page)


# the parts of the board `view NAME` shows alone (issue 29 item 5), in the order `view` shows them all
BOARD_SECTIONS: dict[str, Callable[[Page], Table]] = {}


def _table(page: Page, title: str, *columns: str, wrap_first: bool = False) -> Table:
    table = Table(terms=page.words.terms, title=title, box=box.SIMPLE_HEAD, width=WIDTH, title_justify="left",
                  title_style="bold underline")
    for i, column in enumerate(columns):
        table.add_column(column, overflow="fold", no_wrap=i == 0 and not wrap_first)
    return table


# ---------------------------------------------------------------- the map
def map_table(page: Page) -> Table:
    s = page.s
    table = _table(page, page.t("table-map"), page.t("table-district"), page.t("table-next-to"),
                   page.t("table-police"), page.t("table-mob"), page.t("table-spaces"))
    adjacent = {d.id: d.adjacent for d in page.rules.map.districts}
    for d in s.districts.values():
        table.add_row(
            page.t("table-district-is", district=d.id, borough=d.borough),
            page.words.r.style.list_sep.join(str(x) for x in adjacent.get(d.id, [])),
            _police(page, d),
            _mob(page, d),
            _spaces(page, d),
        )
    table.caption = page.t("table-map-key")
    table.caption_justify = "left"
    return table


def _police(page: Page, d: District) -> str:
    parts = [str(d.police)] if d.police else []
    if d.police_tile:
        parts.append(page.t("table-police-next"))
    return " ".join(parts) or "—"


def _mob(page: Page, d: District) -> Text:
    text = Text()
    if d.strength_face_down:  # turned when its mobster found no room (000 P.9): it shows no number
        text.append(page.t("table-mob-strength-down"))
    elif d.mob_strength is not None:
        text.append(page.t("table-mob-strength", strength=d.mob_strength))
    if d.mobster is not None:
        text.append(("\n" if text else "") + page.comp(d.mobster), style=MOB_COLOUR)
    if d.mob_tile:
        text.append(("\n" if text else "") + page.t("table-war-next"), style="bold")
    return text if text else Text("—")


def _spaces(page: Page, d: District) -> Text:
    text = Text()
    if d.blocked:
        return Text(page.t("table-blocked"), style="dim")
    for i, b in enumerate(d.spaces):
        if i:
            text.append("\n")
        if b is None:
            tile = d.city_tiles[i]
            text.append(page.t("table-space-empty", tile=tile) if tile else page.t("table-space-free"), style="dim")
        else:
            text.append_text(_building(page, d, b))
    here = _also_here(page, d)
    if here:
        text.append("\n" + here, style="italic")
    return text


def _building(page: Page, d: District, b: Building) -> Text:
    if b.owner == MOB:
        return Text(page.t("table-mob-speakeasy"), style=MOB_COLOUR)
    marks = []
    if b.protected:
        marks.append(page.t("table-protected"))
    if b.barrel:
        marks.append(page.t("table-barrel"))
    if not page.s.operating(d, b):
        marks.append(page.t("table-closed"))
    label = page.t("table-building", seat=b.owner, kind=b.kind)
    if marks:
        label = page.t("table-with-marks", thing=label, marks=page.join(marks))
    return Text(label, style=PALETTE.style(b.owner))


def _also_here(page: Page, d: District) -> str:
    """The port and its ship, and the trucks in a district."""
    parts = []
    for n, ship in enumerate(page.s.ships):
        if page.rules.map.ports[ship.port].district == d.id:
            parts.append(page.t("table-ship-here", ship=ship.id, barrels=page.s.ships[n].barrels))
    for p in page.s.players:
        for i, where in enumerate(p.trucks, 1):
            if where == d.id:
                parts.append(page.t("table-truck-here", seat=p.seat, truck=i, load=p.truck_barrels[i - 1]))
    return page.list(parts) if parts else ""


# ------------------------------------------------------------ locations
def locations_table(page: Page) -> Table:
    s = page.s
    table = _table(page, page.t("table-locations"), page.t("table-location"), page.t("table-persons"))
    for loc in page.rules.lists["locations"]:
        count = min(loc.slots.get(s.n, loc.persons), loc.persons) if loc.slots is not None else loc.persons
        cells = Text()
        for person in range(count):
            if person:
                cells.append("  ")
            cells.append(f"{person + 1}{page.words.r.style.colon}")  # 1：— in Chinese, a full-width colon
            if loc.unlimited:
                here = [seat for seat, keys in s.capo_at.items() for k in keys if k == f"{loc.id}:{person}"]
                if not here:
                    cells.append("—", style="dim")
                for j, seat in enumerate(here):
                    if j:
                        cells.append(page.words.r.style.list_sep)
                    cells.append_text(page.who(seat))
                continue
            taken = s.occupied.get(f"{loc.id}:{person}")
            cells.append_text(page.who(taken) if taken is not None else Text("—", style="dim"))
        table.add_row(page.comp(loc.id), cells)
    table.caption = page.t("table-info-hint")
    table.caption_justify = "left"
    return table


# -------------------------------------------------------------- displays
def displays_table(page: Page) -> Table:
    s = page.s
    table = _table(page, page.t("table-displays"), "", "")
    table.show_header = False
    table.add_row(page.t("table-helper-display"), page.list([page.comp(h) for h in s.helper_display]))
    table.add_row(page.t("table-tile-display"), page.list([page.comp(t) for t in s.tile_right if t]))
    # each row's middle stack: the top tile (the only one free, 000 P.20) and how many it covers
    table.add_row(page.t("table-tile-middle"), page.list(
        [page.t("table-tile-covers", tile=row[-1], count=len(row) - 1) if len(row) > 1 else page.comp(row[-1])
         for row in s.tile_middle if row]))
    # the decks lie face up (000 P.5 step 17; D-60): each shows its top card
    decks = [page.t("table-deck-top", deck=k, count=len(v), card=v[-1]) if v else page.t("table-deck", deck=k, count=0)
             for k, v in s.decks.items()]
    table.add_row(page.t("table-decks"), Text("\n".join(decks)))  # a line each: a name is never cut
    tiles = sum(map(len, s.tile_stack))  # a face-down pile per row (000 P.20)
    table.add_row(page.t("table-stacks"), page.t("table-stacks-are", helpers=len(s.helper_deck), tiles=tiles))
    crates = s.crate_stack  # face up beside the docks (000 P.5 step 21; D-61): the top one shows
    table.add_row(page.t("table-spare-crates"),
                  page.t("table-spare-crates-are", count=len(crates), crate=crates[-1]) if crates else "—")
    table.add_row(page.t("table-mob-board"), page.list(
        [page.t("table-mobster-at", mobster=d.mobster, district=d.id) for d in s.districts.values() if d.mobster]))
    table.add_row(page.t("table-mob-control"), page.join(
        [page.t("table-control-in", borough=b, count=n) for b, n in s.mob_control.items() if n]))
    return table


# ------------------------------------------------------- docks and ships
def docks_table(page: Page) -> Table:
    s = page.s
    boroughs = list(dict.fromkeys(k.split(":")[1] for k in s.docks))
    table = _table(page, page.t("table-docks"), page.t("table-dock-row"),
                   *(page.t("table-docks-of", borough=b) for b in boroughs))
    rewards = {r.row: r.reward for r in page.rules.dock_rows}
    for row in sorted(rewards):
        cells = []
        for b in boroughs:
            key = f"{row}:{b}"
            if key not in s.docks:
                cells.append(Text(""))
            elif s.docks[key] is None:
                cells.append(Text("—", style="dim"))
            else:
                cells.append(page.who(s.docks[key]))  # type: ignore[arg-type]
        label = page.t("table-dock-row-is", row=row, reward=page.words.r.effect(rewards[row]))
        table.add_row(label, *cells)
    return table


def ships_table(page: Page) -> Table:
    s = page.s
    table = _table(page, page.t("table-ships"), page.t("table-ship"), page.t("table-port"), page.t("table-ship-barrels"),
                   page.t("table-price"), page.t("table-defense"), page.t("table-crate"))
    for n, ship in enumerate(s.ships):
        district = page.rules.map.ports[ship.port].district
        table.add_row(page.comp(ship.id), page.t("table-district-is", district=district, borough=port_borough(page.g, ship.port)),
                      str(ship.barrels), f"${ship_price(page.g, n)}", str(ship_defense(page.g, ship)),
                      page.comp(ship.crate) if ship.crate else "—")
    return table


# ------------------------------------------------------------ objectives
def objectives_table(page: Page) -> Table:
    s = page.s
    table = _table(page, page.t("table-objectives"), page.t("table-objective"), page.t("table-ledgers-on"), wrap_first=True)
    for oid, borough in displayed_objectives(page.g):
        text = page.words.text_of(oid)
        line = text.lines[0] if text is not None and text.lines else ""
        name = page.comp(oid) if borough is None else page.t("table-objective-in", objective=oid, borough=borough)
        cell = Text(name, style="bold")
        cell.append("\n" + line)
        placed = Text()
        for j, seat in enumerate(s.ledgers_on.get(oid, [])):
            if j:
                placed.append(page.words.r.style.list_sep)
            placed.append_text(page.who(seat))
        table.add_row(cell, placed if placed else Text("—", style="dim"))
    return table


BOARD_SECTIONS.update(map=map_table, locations=locations_table, displays=displays_table, docks=docks_table,
                      ships=ships_table, objectives=objectives_table)
