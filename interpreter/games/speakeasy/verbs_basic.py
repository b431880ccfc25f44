"""Verbs on a player's own resources: gain, hire, take, raise, discard, pay."""

from __future__ import annotations

from typing import Any

from ...machine.evaluate import value
from ...machine.passives import number
from ...machine.values import Option, Task, msg
from . import economy as E
from .objectives import level_objectives, open_to
from .registry import OPS, VERBS, Ask, Ctx, Engine, ctx_of
from .verbs_docks import place_family
from .vocabulary import BUSINESSES, TOTAL_INFLUENCE_TOKENS


# ------------------------------------------------------------------- gain
@VERBS.verb("gain")
def gain(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    p = g.state.players[ctx.seat]
    amount = value(g, a["amount"], ctx)
    what = a.get("what")
    if what is None:  # money
        if a.get("where") == "safe":
            p.safe += amount
        else:
            p.cash += amount
        g.log("gain_money", seat=ctx.seat, amount=amount, safe=a.get("where") == "safe", source=ctx.source)
    elif what == "ledger":
        p.ledgers += amount
        g.log("gain", seat=ctx.seat, amount=amount, what="ledger")
    elif what == "influence":  # from the box's 20 tokens: as many as are left (000 P.3; D-43)
        left = TOTAL_INFLUENCE_TOKENS - sum(x.influence_tokens for x in g.state.players)
        got = max(0, min(amount, left))
        p.influence_tokens += got
        if got:
            g.log("gain", seat=ctx.seat, amount=got, what="influence")
        elif amount > 0:
            g.log("gain_none", seat=ctx.seat, what="influence")
    elif what == "family_member":
        g.push(*(Task(place_family, ctx, None, a.get("where")) for _ in range(amount)))


# ------------------------------------------------------------------- goons
def goon_cost(g: Engine, seat: int) -> int | None:
    p = g.state.players[seat]
    costs = g.rules.board.goons.costs
    return number(g, seat, "board.goons.costs", costs[p.goons]) if p.goons < len(costs) else None


def _can_hire(g: Engine, ctx: Ctx, a: dict[str, Any]) -> bool:
    cost = goon_cost(g, ctx.seat)
    return cost is not None and g.state.supply_goons > 0 and (a.get("free") or E.can_pay(g, g.state.players[ctx.seat], cost))


@VERBS.verb("hire", _can_hire)
def hire(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    for _ in range(value(g, a["amount"], ctx)):
        if not _can_hire(g, ctx, a):
            return
        cost = goon_cost(g, ctx.seat) or 0
        if not a.get("free"):
            E.pay(g, g.state.players[ctx.seat], cost, "goon")
        g.state.players[ctx.seat].goons += 1
        g.state.supply_goons -= 1
        g.log("hire", seat=ctx.seat, free=bool(a.get("free")), cost=cost)


# ------------------------------------------------------------------- take
def card_kinds(a: dict[str, Any]) -> tuple[str, ...]:
    kinds = a.get("kind") or ("any",)
    return BUSINESSES if "any" in kinds else tuple(kinds)


def _can_take(g: Engine, ctx: Ctx, a: dict[str, Any]) -> bool:
    s = g.state
    if a["what"] == "card":
        return any(s.decks[k] for k in card_kinds(a))
    if a["what"] == "helper":
        return bool(s.helper_display)
    return bool(available_tiles(g))


def available_tiles(g: Engine) -> list[tuple[str, int, str]]:
    """(column, row, tile) of the city tiles that can be taken: face up and not covered (000 P.20): the right
    column's, and the top tile of each middle space."""
    s = g.state
    out = [("right", i, t) for i, t in enumerate(s.tile_right) if t is not None]
    out += [("middle", i, row[-1]) for i, row in enumerate(s.tile_middle) if row]
    return out


def _distinct_tiles(g: Engine) -> list[tuple[str, int, str]]:
    """One of each tile per column: taking either copy is the same choice (the right column refills
    from the stack, the middle one does not, so the column is told too)."""
    seen: set[tuple[str, str]] = set()
    out = []
    for col, i, t in available_tiles(g):
        if (col, t) not in seen:
            seen.add((col, t))
            out.append((col, i, t))
    return out


def deck_options(g: Engine, ctx: Ctx, kinds: tuple[str, ...]) -> list[Option]:
    """Taking a business card is a choice between the visible top cards of the decks (000 P.12; the decks lie
    face up, D-60): one option per deck of these kinds that has a card, named by the card on top."""
    decks, seat = g.state.decks, ctx.seat

    def option(kind: str, card: str) -> Option:  # the same few values all game: made once (the draw reads only the seat)
        return g.rules.derived(("deck-option", seat, kind, card), lambda: Option(
            f"deck:{kind}", msg("opt-deck-top", card=card, deck=kind), (Task(draw_card, Ctx(seat), None, kind),)))

    return [option(k, decks[k][-1]) for k in kinds if decks[k]]


@VERBS.verb("take", _can_take, asks=True)
def take(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    s = g.state
    if a["what"] == "card":
        g.ask(ctx.seat, Ask.take_card, msg("prompt-take-card"), deck_options(g, ctx, card_kinds(a)))
    elif a["what"] == "helper":
        g.ask(
            ctx.seat,
            Ask.take_helper,
            msg("prompt-take-helper"),
            [
                Option(f"helper:{h}", msg("opt-helper", helper=h), (Task(take_helper, ctx, None, h),))
                for h in dict.fromkeys(s.helper_display)
            ],
        )
    else:
        g.ask(
            ctx.seat,
            Ask.take_tile,
            msg("prompt-take-tile"),
            [
                Option(f"tile:{col}{i}:{t}", msg("opt-take-tile", tile=t, column=col), (Task(take_tile, ctx, None, (col, i)),))
                for col, i, t in _distinct_tiles(g)
            ],
        )


@OPS.op()
def draw_card(g: Engine, t: Task) -> None:
    """The top card of a face-up deck goes to the hand, and the card under it shows (D-60): both in the open."""
    deck = g.state.decks[t.data]
    if deck:
        card = deck.pop()
        g.state.players[t.ctx.seat].hand.append(card)
        g.log("draw_card", seat=t.ctx.seat, deck=t.data, card=card)
        show_top(g, t.data)


def show_top(g: Engine, kind: str) -> None:
    """Log the card now on top of a deck (or that it is empty): the decks lie face up, so all see it."""
    deck = g.state.decks[kind]
    if deck:
        g.log("deck_top", deck=kind, card=deck[-1])
    else:
        g.log("deck_empty", deck=kind)


def to_bottom(g: Engine, card: str) -> None:
    """A discarded or replaced card goes face up to the bottom of its deck (000 P.12); into an empty deck it
    is the top card, for all to see."""
    kind = g.rules.by_id[card].kind
    deck = g.state.decks[kind]
    deck.insert(0, card)
    if len(deck) == 1:
        show_top(g, kind)


@OPS.op()
def take_helper(g: Engine, t: Task) -> None:
    s = g.state
    if t.data in s.helper_display:
        s.helper_display.remove(t.data)
        s.players[t.ctx.seat].helpers.append(t.data)
        g.log("take_helper", seat=t.ctx.seat, helper=t.data)
        if s.helper_deck:
            s.helper_display.append(s.helper_deck.pop())
            g.log("helper_dealt", helper=s.helper_display[-1])


@OPS.op()
def take_tile(g: Engine, t: Task) -> None:
    s = g.state
    col, i = t.data
    if col == "right":  # refilled face up from the same row's face-down tiles; the middle never is (000 P.20)
        tile = s.tile_right[i]
        s.tile_right[i] = s.tile_stack[i].pop() if s.tile_stack[i] else None
    else:
        tile = s.tile_middle[i].pop()
    if tile is not None:
        s.players[t.ctx.seat].city_tiles.append(tile)
        g.log("take_tile", seat=t.ctx.seat, tile=tile)
    if col == "right" and s.tile_right[i] is not None:
        g.log("tile_dealt", tile=s.tile_right[i])


# ------------------------------------------------------------------- raise
def raisable(g: Engine, seat: int, tracks: tuple[str, ...], held: int = 0) -> list[str]:
    """The tracks a player may raise now, with the cards in hand less ``held`` (those a cost before the
    raise will discard) for the discards of level 5 and strength 4-5 (000 P.12)."""
    p = g.state.players[seat]
    hand = len(p.hand) - held
    expanded: list[str] = []
    for t in tracks:
        expanded += list(BUSINESSES) if t == "business" else [t]
    out = []
    for t in dict.fromkeys(expanded):
        new = p.levels[t] + 1
        if new <= E.max_level(g, t) and hand >= E.level_discards(g, t, new):
            out.append(t)
    return out


@VERBS.verb("raise", lambda g, ctx, a: bool(raisable(g, ctx.seat, a["track"], ctx.held)), asks=True)
def raise_(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    """Which level, asked at once; raised `by` more than one level, the next questions come after."""
    times = value(g, a["by"], ctx) if "by" in a else 1
    g.push(*(Task(raise_once, ctx, None, a["track"]) for _ in range(times - 1)))
    ask_raise(g, ctx, a["track"])


@OPS.op(reads_only=True)
def raise_once(g: Engine, t: Task) -> None:
    ask_raise(g, ctx_of(t), t.data)


def ask_raise(g: Engine, ctx: Ctx, tracks: tuple[str, ...]) -> None:
    g.ask(
        ctx.seat,
        Ask.raise_,
        msg("prompt-raise"),
        [
            Option(f"raise:{tr}", msg("opt-raise", track=tr), (Task(raise_track, ctx, None, tr),))
            for tr in raisable(g, ctx.seat, tracks)
        ],
    )


@OPS.op(reads_only=True)
def raise_track(g: Engine, t: Task) -> None:
    p = g.state.players[t.ctx.seat]
    new = p.levels[t.data] + 1
    discards = E.level_discards(g, t.data, new)
    g.push(*(Task(discard_one, t.ctx) for _ in range(discards)), Task(level_up, t.ctx, None, t.data))


@OPS.op()
def level_up(g: Engine, t: Task) -> None:
    seat = t.ctx.seat
    p = g.state.players[seat]
    reads = level_objectives(g)  # the objectives a raise can make met
    was, met = p.infamy, open_to(g, seat, reads)
    p.levels[t.data] += 1
    track = g.rules.board_track(t.data)  # what the new level gives, said with the raise (its stat's value)
    g.log("raise", seat=seat, track=t.data, level=p.levels[t.data], stat=track.stat,
          value=track.levels[p.levels[t.data] - 1].value)
    E.after_level_change(g, seat, was)
    g.changed()  # the memo holds answers from before the change
    for oid in sorted(open_to(g, seat, reads) - met):  # what the raise unlocks: an objective to cook the books on (D-246)
        g.log("objective_met", seat=seat, objective=oid, node=g.rules.by_id[oid].reward, audience=(seat,))


# ------------------------------------------------------------- discard, pay
# A cost before `->` is paid in full or its effect is not offered (``in_full``); anywhere else `discard` and
# `pay` take what the performer has, up to the amount (`as each opponent: pay $3` takes $1 from a player with
# $1), as `give` does: one rule for taking more than a player has (docs/rules-decisions.md D-210).
def _hand_takes(g: Engine, ctx: Ctx, a: dict[str, Any]) -> int:
    """Cards a `discard` takes: as many as the hand holds (less what a cost before it holds back), up to the amount."""
    return max(0, min(value(g, a["amount"], ctx), ctx.hand(g.state.players[ctx.seat].hand)))


@VERBS.verb("discard", lambda g, ctx, a: value(g, a["amount"], ctx) <= 0 or ctx.hand(g.state.players[ctx.seat].hand) > 0,
            reads_only=True,
            in_full=lambda g, ctx, a: ctx.hand(g.state.players[ctx.seat].hand) >= value(g, a["amount"], ctx))
def discard(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.push(*(Task(discard_one, ctx) for _ in range(_hand_takes(g, ctx, a))))


@OPS.op(reads_only=True)
def discard_one(g: Engine, t: Task) -> None:
    hand = g.state.players[t.ctx.seat].hand
    g.ask(
        t.ctx.seat,
        Ask.discard,
        msg("prompt-discard"),
        [Option(f"card:{c}", msg("opt-card", card=c), (Task(discard_card, t.ctx, None, c),)) for c in dict.fromkeys(hand)],
    )


@OPS.op()
def discard_card(g: Engine, t: Task) -> None:
    p = g.state.players[t.ctx.seat]
    if t.data in p.hand:
        p.hand.remove(t.data)
        g.log("discard", seat=t.ctx.seat, card=t.data, deck=g.rules.by_id[t.data].kind)  # face up: named (000 P.12)
        to_bottom(g, t.data)


def _can_pay(g: Engine, ctx: Ctx, a: dict[str, Any]) -> bool:
    amount = value(g, a["amount"], ctx)
    if a.get("what") == "influence":
        return g.state.players[ctx.seat].influence_tokens >= amount
    return E.can_pay(g, g.state.players[ctx.seat], amount)


def _pays(g: Engine, ctx: Ctx, a: dict[str, Any]) -> int:
    """What a `pay` takes: as much as the performer has (money: cash and the safe at its rate), up to the amount."""
    amount, p = max(0, value(g, a["amount"], ctx)), g.state.players[ctx.seat]
    if a.get("what") == "influence":
        return min(amount, p.influence_tokens)
    return min(amount, p.cash + p.safe // E.safe_rate(g, p.seat))


@VERBS.verb("pay", lambda g, ctx, a: value(g, a["amount"], ctx) <= 0 or _pays(g, ctx, a) > 0, in_full=_can_pay)
def pay(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    amount = _pays(g, ctx, a)
    if a.get("what") == "influence":
        g.state.players[ctx.seat].influence_tokens -= amount
        g.log("pay_influence", seat=ctx.seat, amount=amount, what="influence")
    else:
        # a cost the rules print: the log names the component that asks it, when there is one
        source = ctx.source if ctx.source in g.rules.by_id else None
        E.pay(g, g.state.players[ctx.seat], amount, "rule" if source is None else "component", component=source)
