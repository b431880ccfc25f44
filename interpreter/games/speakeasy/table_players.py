"""Every player's board in the terminal's `view`: one column per player, one row per thing a player
has (money, levels, goons, family, ledgers, cards, helpers, tiles, crates, associate, trucks,
buildings on the map and still to open, area control, what they may still use once); then what only
the player looking may see (their hand, their safe, their used helpers), marked as theirs."""

from __future__ import annotations

from rich import box
from rich.text import Text

from ...machine.counters import strings
from ...machine.passives import unspent
from ...text.cells import Table
from .quantities import board_influence
from .screen import WIDTH, Page
from .state import Player
from .verbs_build import slots
from .views import known_hands, player_view
from .vocabulary import BIG_BUILDINGS, BOROUGHS, TRACKS


def players_table(page: Page) -> Table:
    s = page.s
    table = Table(terms=page.words.terms, title=page.t("table-players"), box=box.SIMPLE_HEAD, width=WIDTH, show_lines=False,
                  title_justify="left", title_style="bold underline")
    table.add_column("", style="bold", no_wrap=True)
    for p in s.players:
        table.add_column(page.who(p.seat), overflow="fold")
    rows: list[tuple[str, list[str]]] = [
        (page.t("table-cash"), [f"${p.cash}" for p in s.players]),
        (page.t("table-safe"), [_safe(page, p) for p in s.players]),
        (page.t("table-infamy"), [str(p.infamy) for p in s.players]),
        *((page.label(page.t(f"level-{track}")), [str(p.levels.get(track, 0)) for p in s.players]) for track in TRACKS),
        (page.t("table-goons"), [str(p.goons) for p in s.players]),
        (page.t("table-capos"), [str(p.capos) for p in s.players]),
        (page.t("table-family"), [_family(page, p) for p in s.players]),
        (page.t("table-ledgers"), [page.t("table-ledger-count", here=p.ledgers, placed=_placed(page, p.seat))
                                   for p in s.players]),
        (page.t("table-influence"), [page.t("table-influence-count", tokens=p.influence_tokens,
                                            cards=board_influence(page.g, p.seat)) for p in s.players]),
        (page.t("table-hand"), _hands(page)),
        (page.t("table-board-cards"), [_board_cards(page, p) for p in s.players]),
        (page.t("table-helpers"), [_helpers(page, p) for p in s.players]),
        (page.t("table-tiles"), [_tiles(page, p) for p in s.players]),
        (page.t("table-crates"), [page.join([page.comp(c) for c in p.crates]) for p in s.players]),
        (page.t("table-associate"), [_associate(page, p) for p in s.players]),
        (page.t("table-trucks"), [_trucks(page, p) for p in s.players]),
        (page.t("table-still-barrels"), [str(p.still_barrels) for p in s.players]),
        (page.t("table-on-map"), [_on_map(page, p) for p in s.players]),
        (page.t("table-to-open"), [_to_open(page, p) for p in s.players]),
        (page.t("table-control"), [_control(page, p) for p in s.players]),
        (page.t("table-once"), [page.join([page.comp(c) for c, _ in unspent(page.g, p.seat)]) for p in s.players]),
    ]
    held, _ = counters_held(page)
    if any(held):  # counters on components (machine/counters.py), as this seat's view shows them
        rows.append((page.t("table-counters"), ["\n".join(cells) or "—" for cells in held]))
    for label, cells in rows:
        table.add_row(label, *cells)
    return table


def counters_held(page: Page) -> tuple[list[list[str]], list[str]]:
    """The counters this seat's view shows: each player's (on the components in their part of the view), then
    those on components no player holds (a rule of the table), each as "The Slush Fund: 2 coins"."""
    if not page.s.counters:
        return [[] for _ in page.s.players], []
    view = player_view(page.g, -1 if page.seat is None else page.seat)
    shown: dict[str, dict[str, int]] = view.get("counters", {})
    players = [strings(p) for p in view["players"]]
    held = [[page.words.counted(c, v) for c, v in shown.items() if c in mine] for mine in players]
    table = [page.words.counted(c, v) for c, v in shown.items() if not any(c in mine for mine in players)]
    return held, table


def _hands(page: Page) -> list[str]:
    """How many cards each player holds, and for the others the ones known: taken from a face-up deck in
    the open and not played since (D-60), as anyone who follows the log knows them."""
    known = known_hands(page.g, page.seat)
    out = []
    for p in page.s.players:
        cell = page.t("table-cards", count=len(p.hand))
        cards = known.get(p.seat, [])
        if cards:
            # a line per card: a name is never cut where the column folds
            cell += "\n" + page.t("table-hand-known", cards="\n".join(page.comp(c) for c in cards),
                                   unknown=len(p.hand) - len(cards))
        out.append(cell)
    return out


def _safe(page: Page, p: Player) -> str:
    return page.t("table-safe-yours", amount=p.safe) if p.seat == page.seat else page.t("table-hidden")


def _placed(page: Page, seat: int) -> int:
    return sum(1 for seats in page.s.ledgers_on.values() for x in seats if x == seat)


def _family(page: Page, p: Player) -> str:
    docks = sum(1 for v in page.s.docks.values() if v == p.seat)
    guarding = sum(1 for _, _, b in page.s.buildings(p.seat) if b.protected)
    return page.t("table-family-count", vip=p.vip, docks=docks, guarding=guarding, supply=p.family_supply)


def _board_cards(page: Page, p: Player) -> str:
    cards = [page.t("table-card-on-board", deck=kind, card=card) for kind, card in p.board_cards.items() if card]
    return page.join(cards)


def _helpers(page: Page, p: Player) -> str:
    usable = [page.comp(h) for h in p.helpers]
    used = len(p.used_helpers)
    return page.list(usable) + ("\n" + page.t("table-used", count=used) if used else "")


def _tiles(page: Page, p: Player) -> str:
    usable = [page.comp(t) for t in p.city_tiles]
    used = len(p.used_tiles)
    return page.list(usable) + ("\n" + page.t("table-used", count=used) if used else "")


def _associate(page: Page, p: Player) -> str:
    if p.associate is None:
        return "—"
    m = page.rules.by_id[p.associate]
    return page.t("table-associate-is", mobster=p.associate, assist=m.assist, fee=m.fee)


def _trucks(page: Page, p: Player) -> str:
    out = []
    for i, (where, load) in enumerate(zip(p.trucks, p.truck_barrels, strict=True), 1):
        if where is None:
            out.append(page.t("table-truck-off", truck=i))
        else:
            out.append(page.t("table-truck-at", truck=i, district=where, load=load))
    return "\n".join(out) or "—"


def _on_map(page: Page, p: Player) -> str:
    s = page.s
    counts: dict[str, int] = {}
    for _, _, b in s.buildings(p.seat):
        counts[b.kind] = counts.get(b.kind, 0) + 1
    if not counts:
        return "—"
    # operating is the golden rule (000 P.7), not scoring: a kind a house rule scores at nothing still operates
    operating = sum(1 for d, _, b in s.buildings(p.seat) if s.operating(d, b))
    parts = [page.t("table-kind-count", count=n, kind=kind, amount=n) for kind, n in counts.items()]
    total = sum(counts.values())
    idle = total - operating
    return page.join(parts) + ("\n" + page.t("table-not-operating", count=idle) if idle else "")


def _to_open(page: Page, p: Player) -> str:
    """The speakeasies and still still on the player board (with their costs), the nightclubs and
    casinos left in the supply for them."""
    left: dict[str, list[int]] = {}
    for i, _, slot in slots(page.g):
        if p.slots_free[i]:
            left.setdefault(slot.kind, []).append(slot.cost)
    parts = [page.t("table-slot-kind", kind=kind, amount=len(costs), count=len(costs),
                    costs=page.words.r.style.list_sep.join(f"${c}" for c in costs)) for kind, costs in left.items()]
    for big in page.rules.board.big_buildings:
        if big.kind in BIG_BUILDINGS:
            built = p.nightclubs_built if big.kind == "nightclub" else p.casinos_built
            rest = len(big.bonuses) - built
            if rest > 0:
                parts.append(page.t("table-big-kind", kind=big.kind, amount=rest, count=rest, cost=big.cost))
    return "\n".join(parts) or "—"


def _control(page: Page, p: Player) -> str:
    marks = [page.t("table-control-in", borough=b, count=p.control.get(b, 0)) for b in BOROUGHS if p.control.get(b)]
    return page.join(marks)


def yours(page: Page) -> Table:
    """What only the player looking may see: their hand, their safe, their used helpers."""
    assert page.seat is not None
    p = page.s.players[page.seat]
    table = Table(terms=page.words.terms, title=page.t("table-yours"), box=box.SIMPLE_HEAD, width=WIDTH, show_header=False,
                  title_justify="left", title_style="bold underline")
    table.add_column("", style="bold", no_wrap=True)
    table.add_column("", overflow="fold")
    hand = [page.t("table-card-in-hand", deck=page.rules.by_id[c].kind, card=c) for c in p.hand]
    table.add_row(page.t("table-hand"), Text("\n".join(hand) or "—"))
    table.add_row(page.t("table-safe"), f"${p.safe}")
    table.add_row(page.t("table-used-helpers"), page.list([page.comp(h) for h in p.used_helpers]))
    return table
