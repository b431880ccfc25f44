"""Verbs between players and with the mob: turn order, associates, the Park swap, gifts."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...machine.effects import effect_task, possible
from ...machine.evaluate import value
from ...machine.players import seat_of
from ...machine.triggers import fire
from ...machine.values import Option, Task, msg
from . import economy as E
from .flow import person_rows
from .models import Location
from .quantities import operating_still
from .registry import OPS, VERBS, Ask, Ctx, Engine
from .verbs_basic import discard_one


# -------------------------------------------------------------- turn order
def _column_discards(g: Engine) -> tuple[int, ...]:
    """Extra cards discarded to move to each turn-order column in use, at this player count."""
    n, order = g.state.n, g.rules.board.turn_order
    return g.rules.derived(
        ("column-discards", n),
        lambda: tuple(int(col.restaurant_discard.get(n, 0)) for col in order.columns[: order.columns_used[n]]),
    )


def _extra_discard(g: Engine, column: int) -> int:
    return _column_discards(g)[column - 1]


def _free_columns(g: Engine, ctx: Ctx) -> list[int]:
    """The empty lower-row spaces whose extra discard the player can make with the cards a cost before this
    step leaves them (000 P.19: the compulsory discard comes first; D-24)."""
    hand = ctx.hand(g.state.players[ctx.seat].hand)
    lower = g.state.lower_row
    return [c for c, extra in enumerate(_column_discards(g), 1) if lower[c - 1] is None and hand >= extra]


@VERBS.verb("move_turn_order", lambda g, ctx, a: bool(_free_columns(g, ctx)), asks=True)
def move_turn_order(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.ask(
        ctx.seat,
        Ask.turn_order,
        msg("prompt-turn-order"),
        [
            Option(
                f"column:{c}", msg("opt-column", column=c, discard=_extra_discard(g, c)), (Task(turn_order_to, ctx, None, c),)
            )
            for c in _free_columns(g, ctx)
        ],
    )


@OPS.op()
def turn_order_to(g: Engine, t: Task) -> None:
    s = g.state
    if t.ctx.seat in s.lower_row:
        s.lower_row[s.lower_row.index(t.ctx.seat)] = None
    s.lower_row[t.data - 1] = t.ctx.seat
    g.log("turn_order", seat=t.ctx.seat, column=t.data)
    g.push(*(Task(discard_one, t.ctx) for _ in range(_extra_discard(g, t.data))))


# -------------------------------------------------------------- associates
def _mob_board(g: Engine) -> list[tuple[int, str]]:
    return [(d.id, d.mobster) for d in g.state.districts.values() if d.mobster is not None]


@VERBS.verb("ally", lambda g, ctx, a: bool(_mob_board(g)), asks=True)
def ally(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.ask(
        ctx.seat,
        Ask.ally,
        msg("prompt-ally"),
        [
            Option(f"mobster:{m}", msg("opt-mobster", mobster=m, district=d), (Task(ally_with, ctx, None, (d, m)),))
            for d, m in _mob_board(g)
        ],
    )


@OPS.op()
def ally_with(g: Engine, t: Task) -> None:
    s = g.state
    p = s.players[t.ctx.seat]
    d, m = t.data
    if p.associate is not None and p.associate_district is not None:
        s.districts[p.associate_district].mobster = p.associate
        g.log("mobster_returns", seat=t.ctx.seat, mobster=p.associate, district=p.associate_district)
    s.districts[d].mobster = None
    p.associate, p.associate_district = m, d
    g.log("ally", seat=t.ctx.seat, mobster=m)
    g.push(effect_task(g.rules.by_id[m].bonus, t.ctx.with_(source=m)))


# ---------------------------------------------------------------- the Park
def _swaps(g: Engine, ctx: Ctx, first: bool = False) -> list[tuple[str, int]]:
    """(person key, seat) of every other player's capo the acting player may swap with: talking to a person
    outside this location, the Restaurant's included; one at a location that admits a capo only if its first
    row can be done (the Restaurant's compulsory discard) only if the swapper could do it (000 P.20, D-47).
    ``first``: stop at one (the verb's `can`)."""
    park = _location_of(g, ctx)
    where, shared = _person_keys(g)
    out: list[tuple[str, int]] = []
    for key, other in _capos(g.state, shared):
        loc = where[key]
        if other == ctx.seat or loc.id == park or (loc.requires_first_row and not _can_start(g, ctx, loc)):
            continue
        out.append((key, other))
        if first:
            break
    return out


def _capos(s: Any, shared: frozenset[str]) -> Iterator[tuple[str, int]]:
    """(person key, seat) of every capo on the board: the persons one capo talks to, in the order they were
    taken, then once per player the persons of locations that keep no record (the Restaurant)."""
    yield from s.occupied.items()
    for other, keys in s.capo_at.items():
        seen: set[str] = set()
        for key in keys:
            if key in shared and key not in seen:
                seen.add(key)
                yield key, other


def _person_keys(g: Engine) -> tuple[dict[str, Any], frozenset[str]]:
    """Each person's key ("location:person") -> its location, and the keys of persons any number of capos
    may share (unlimited locations): read once per rule set."""

    def read() -> tuple[dict[str, Any], frozenset[str]]:
        where = {f"{loc.id}:{p}": loc for loc in g.rules.lists["locations"] for p in range(loc.persons)}
        return where, frozenset(k for k, loc in where.items() if loc.unlimited)

    return g.rules.derived("person-keys", read)


def _location_of(g: Engine, ctx: Ctx) -> str | None:
    """The location the swap is made from: the one whose row runs it (also while a capo is being placed
    there, flow.place_capo), else where the acting player's capo stands this turn."""
    if ctx.source is not None and isinstance(g.rules.by_id.get(ctx.source), Location):
        return ctx.source
    loc = g.state.turn_vars.get("location")
    return loc if isinstance(loc, str) else None


def _can_start(g: Engine, ctx: Ctx, loc: Any) -> bool:
    first = loc.rows[0].all
    return first is not None and possible(g, first, ctx)


def _swap_id(g: Engine, key: str, other: int) -> str:
    """`swap:KEY`; at a location where several capos share a person (the Restaurant), `swap:KEY@N` (N: the player)."""
    return f"swap:{key}@{other + 1}" if key in _person_keys(g)[1] else f"swap:{key}"


@VERBS.verb("swap_capo", lambda g, ctx, a: bool(_swaps(g, ctx, first=True)), asks=True)
def swap_capo(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.ask(
        ctx.seat,
        Ask.swap_capo,
        msg("prompt-swap"),
        [
            Option(
                _swap_id(g, k, v),
                msg("opt-swap", other=v, loc=k.rsplit(":", 1)[0], person=int(k.rsplit(":", 1)[1]) + 1),
                (Task(swap_with, ctx, None, (k, v)),),
            )
            for k, v in _swaps(g, ctx)
        ],
    )


@OPS.op()
def swap_with(g: Engine, t: Task) -> None:
    s = g.state
    key, other = t.data
    mine = s.turn_vars["capo"]
    s.occupied[mine] = other
    if key not in _person_keys(g)[1]:  # the Restaurant keeps no record of its capos
        s.occupied[key] = t.ctx.seat
    theirs = s.capo_at[other]
    theirs[theirs.index(key)] = mine
    s.capo_at[t.ctx.seat] = [key if k == mine else k for k in s.capo_at[t.ctx.seat]]
    s.turn_vars.update(displaced=other, capo=key)
    g.log("swap_capo", seat=t.ctx.seat, other=other, at=key)
    g.push(*fire(g, t.ctx, "displaced", subject=other, roles=(("displacer", t.ctx.seat),)))


@VERBS.verb("act", lambda g, ctx, a: bool(g.state.turn_vars.get("displaced") is not None), reads_only=True)
def act(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    loc, person = g.state.turn_vars["capo"].rsplit(":", 1)
    g.push(*person_rows(g, ctx.seat, loc, int(person)))


def role(g: Engine, ctx: Ctx, name: str) -> int | None:
    """The seat of the player a role names this turn (`displaced`: whose capo the Park swap moved), or None."""
    seat = g.state.turn_vars.get(name)
    return seat if isinstance(seat, int) else None


# ------------------------------------------------------------ between players
def _receiver(g: Engine, ctx: Ctx, a: dict[str, Any]) -> int | None:
    """The seat `to PLAYER` names, unless it is the giver's own (giving to yourself does nothing)."""
    seat = seat_of(g, ctx, a["to"].id)
    return None if seat is None or seat == ctx.seat else seat


def _givable(g: Engine, ctx: Ctx, a: dict[str, Any]) -> int:
    """How much of the amount the giver can give and the receiver can take (the game's limits: money
    from cash and the safe at the giver's rate, the receiver's empty goon spaces)."""
    to = _receiver(g, ctx, a)
    if to is None:
        return 0
    p, q = g.state.players[ctx.seat], g.state.players[to]
    amount = max(0, value(g, a["amount"], ctx))
    what = a.get("what")
    if what is None:
        return min(amount, p.cash + p.safe // E.safe_rate(g, p.seat))
    if what == "influence":
        return min(amount, p.influence_tokens)
    if what == "card":
        return min(amount, len(p.hand))
    if what in PIECES:  # a helper beside the board, a city tile on it: usable ones (the used are spent)
        return min(amount, len(getattr(p, PIECES[what][0])))
    if what == "barrel":  # still track to still track: a still that does not operate moves and takes none (D-355)
        return min(amount, p.still_barrels) if operating_still(g, ctx.seat) and operating_still(g, to) else 0
    return min(amount, p.goons, len(g.rules.board.goons.costs) - q.goons)  # goons


@VERBS.verb("give", lambda g, ctx, a: _givable(g, ctx, a) > 0)
def give(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    """Give to another player as much as the giver has, up to the amount; cards are the giver's choice."""
    n, what, to = _givable(g, ctx, a), a.get("what"), _receiver(g, ctx, a)
    assert to is not None  # `can` said so
    p, q = g.state.players[ctx.seat], g.state.players[to]
    # made to give by another player's effect, to that player (`as an opponent: give … to you`): it was taken (D-315)
    taken = fire(g, ctx, "taken", roles=(("taker", to),)) if to == ctx.owner != ctx.seat else ()
    if what == "card":
        g.push(*(Task(give_card, ctx, None, to) for _ in range(n)), *taken)
        return
    if what in PIECES:
        g.push(*(Task(give_piece, ctx, None, (what, to)) for _ in range(n)), *taken)
        return
    if what is None:
        E.pay(g, p, n, "give", key="give_money", to=to)
        q.cash += n
    elif what == "influence":
        p.influence_tokens -= n
        q.influence_tokens += n
    elif what == "barrel":  # the barrels waiting at the still for trucks; everyone sees them (public, D-355)
        p.still_barrels -= n
        q.still_barrels += n
        g.log("give_barrel", seat=ctx.seat, to=to, amount=n)
    else:
        p.goons -= n
        q.goons += n
    if what not in (None, "barrel"):
        g.log("give", seat=ctx.seat, to=to, amount=n, what=what)
    if taken:
        g.push(*taken)


@OPS.op(reads_only=True)
def give_card(g: Engine, t: Task) -> None:
    hand = g.state.players[t.ctx.seat].hand
    g.ask(
        t.ctx.seat,
        Ask.give_card,
        msg("prompt-give-card", to=t.data),
        [Option(f"card:{c}", msg("opt-card", card=c), (Task(card_given, t.ctx, None, (c, t.data)),))
         for c in dict.fromkeys(hand)],
    )


# the components a player may give that lie face up in front of them (issue 27 item 4): what -> (the player's list
# of usable ones, the option's message and its argument); the giver chooses which, and the log names it
PIECES = {"helper": ("helpers", "opt-helper", "helper"), "city_tile": ("city_tiles", "opt-tile", "tile")}


@OPS.op(reads_only=True)
def give_piece(g: Engine, t: Task) -> None:
    what, to = t.data
    held, opt, arg = PIECES[what]
    g.ask(
        t.ctx.seat,
        Ask.give_piece,
        msg(f"prompt-give-{what}", to=to),
        [Option(f"{what}:{c}", msg(opt, **{arg: c}), (Task(piece_given, t.ctx, None, (what, c, to)),))
         for c in dict.fromkeys(getattr(g.state.players[t.ctx.seat], held))],
    )


@OPS.op()
def piece_given(g: Engine, t: Task) -> None:
    what, piece, to = t.data
    held, _, arg = PIECES[what]
    getattr(g.state.players[t.ctx.seat], held).remove(piece)
    getattr(g.state.players[to], held).append(piece)
    g.log(f"give_{what}", seat=t.ctx.seat, to=to, **{arg: piece})  # face up: everyone sees which


@OPS.op()
def card_given(g: Engine, t: Task) -> None:
    card, to = t.data
    g.state.players[t.ctx.seat].hand.remove(card)
    g.state.players[to].hand.append(card)
    # which card is for the two players alone (the log's audience, D-245); the others read that a card changed hands
    g.log("give_card_named", seat=t.ctx.seat, to=to, card=card, audience=(t.ctx.seat, to))
    g.log("give_card", seat=t.ctx.seat, to=to)
