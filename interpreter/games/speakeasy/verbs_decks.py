"""Decks as places: `look N card KIND keep=K` (issue 27 item 3; D-300).

The four business decks lie face up (D-60): their top card is public, the order under it is not. Looking
lays out the top N cards for the performer alone: they are named in a line of the log only the performer
reads (its audience, as the starting hand is: D-240), the performer keeps K of them, a question per card,
and the rest go to the bottom of the deck in the order they lay. Nothing moves until the last choice is
made, so while the performer chooses, every seat still sees the deck as it was; then one public line says
how many cards were looked at, kept and put back (never which), and the new top shows.
"""

from __future__ import annotations

from typing import Any

from ...machine.evaluate import value
from ...machine.values import Option, Task, msg
from .registry import OPS, VERBS, Ask, Ctx, Engine
from .verbs_basic import show_top
from .vocabulary import LOOK_MAX


def _bounded(g: Engine, ctx: Ctx, node: Any, default: int) -> int:
    """A count the checker holds to 0..LOOK_MAX, held to it again in play (a rules file built in Python)."""
    n = default if node is None else int(value(g, node, ctx))
    return max(0, min(LOOK_MAX, n))


@VERBS.verb("look", lambda g, ctx, a: bool(g.state.decks[a["kind"]]))
def look(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    kind = a["kind"]
    deck = g.state.decks[kind]
    n = min(max(1, _bounded(g, ctx, a["amount"], 1)), len(deck))
    keep = min(_bounded(g, ctx, a.get("keep"), 1), n)
    seen = tuple(reversed(deck[-n:]))  # top first
    g.log("look_seen", seat=ctx.seat, deck=kind, looked_cards=seen, audience=(ctx.seat,))
    g.push(Task(look_step, ctx, None, (kind, seen, (), keep, bool(a.get("ordered")), ())))


def _left(seen: tuple[str, ...], *taken: tuple[str, ...]) -> list[str]:
    rest = list(seen)
    for cards in taken:
        for c in cards:
            rest.remove(c)
    return rest


@OPS.op(reads_only=True)
def look_step(g: Engine, t: Task) -> None:
    """Ask for the next card to keep among those still laid out; with as many left to keep as there are
    cards, or none, there is nothing to ask. With `ordered`, then which of the others goes back next, each
    under the ones before it (D-300), until one is left."""
    kind, seen, kept, left, ordered, order = t.data
    rest = _left(seen, kept)
    if 0 < left < len(rest):
        g.ask(
            t.ctx.seat,
            Ask.look_keep,
            msg("prompt-look-keep", deck=kind, left=left),
            [Option(f"card:{c}", msg("opt-card", card=c),
                    (Task(look_step, t.ctx, None, (kind, seen, (*kept, c), left - 1, ordered, ())),))
             for c in dict.fromkeys(rest)],
        )
        return
    if left > 0:
        kept, rest = (*kept, *rest), []
    back = _left(tuple(rest), order)
    if ordered and len(set(back)) > 1:
        g.ask(
            t.ctx.seat,
            Ask.look_order,
            msg("prompt-look-order", deck=kind),
            [Option(f"card:{c}", msg("opt-card", card=c),
                    (Task(look_step, t.ctx, None, (kind, seen, kept, 0, ordered, (*order, c))),))
             for c in dict.fromkeys(back)],
        )
        return
    g.push(Task(look_done, t.ctx, None, (kind, seen, kept, (*order, *back) if ordered else None)))


@OPS.op()
def look_done(g: Engine, t: Task) -> None:
    """The kept cards go to the hand, the others to the bottom of the deck: in the order they lay, or with
    `ordered` in the order chosen, the first chosen highest (D-300)."""
    kind, seen, kept, order = t.data
    deck = g.state.decks[kind]
    laid = deck[-len(seen):]  # bottom first, as the deck
    del deck[-len(seen):]
    for c in kept:
        laid.remove(c)
    if order is not None:
        laid = list(reversed(order))
    deck[:0] = laid
    g.state.players[t.ctx.seat].hand.extend(kept)
    g.log("look_kept", seat=t.ctx.seat, deck=kind, kept_cards=tuple(kept), bottom_cards=tuple(reversed(laid)),
          kept=len(kept), bottom=len(laid), audience=(t.ctx.seat,))
    g.log("look_deck", seat=t.ctx.seat, deck=kind, looked=len(seen), kept=len(kept), bottom=len(laid))
    show_top(g, kind)
