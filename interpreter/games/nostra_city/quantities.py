"""What the effect language reads from Nostra City's table: its quantities and what its selectors
match (the core evaluates the rest: interpreter/machine/evaluate.py).

Every quantity and every `mine` is the acting player's own (``ctx.seat``); a secret (a hand of money or
vendetta cards) is only ever counted for its holder: no effect can read another player's hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...language import ast as A
from ...machine.evaluate import Evaluator
from ...machine.values import Ctx
from .registry import Engine


def quantity(g: Engine, ctx: Ctx, name: str) -> int:
    """A quantity of the vocabulary (vocabulary.QUANTITIES), for the acting player."""
    s = g.state
    p = s.players[ctx.seat]
    if name == "respect":
        return p.respect
    if name == "money_cards":
        return len(p.money)
    if name == "vendettas":
        return len(p.vendettas)
    if name == "wiseguys":
        return len(p.wiseguys)
    if name == "turfs":
        return len(p.turfs)
    if name == "titles":
        return len(p.titles)
    if name == "month":
        return s.month
    if name == "trial":
        return s.trial
    if name == "players":
        return s.n
    raise KeyError(name)  # the checker makes this unreachable


def _spec(sel: A.Selector) -> tuple[frozenset[str], dict[str, tuple[str, ...]]]:
    return frozenset(f.key for f in sel.filters if not f.values), {f.key: tuple(f.values) for f in sel.filters if f.values}


def _owners(ev: Evaluator, flags: frozenset[str]) -> list[int]:
    seat = ev.ctx.seat
    if "mine" in flags:
        return [seat]
    if "others" in flags:
        return [s for s in range(ev.g.players) if s != seat]
    return list(range(ev.g.players))


def select(ev: Evaluator, sel: A.Selector) -> Iterator[tuple[Any, Any]]:
    """(owner, thing) pairs of what a selector matches."""
    g: Engine = ev.g
    s = g.state
    flags, keys = _spec(sel)
    keyed = {k: {ev.resolve(v) for v in values} for k, values in keys.items()}
    me = s.players[ev.ctx.seat]
    if sel.noun in ("wiseguy", "turf"):
        for seat in _owners(ev, flags):
            p = s.players[seat]
            things = p.wiseguys if sel.noun == "wiseguy" else p.turfs
            tapped = list(p.tapped if sel.noun == "wiseguy" else p.tapped_turfs)
            for thing in things:
                is_tapped = thing in tapped
                if is_tapped:
                    tapped.remove(thing)
                if ("tapped" in flags and not is_tapped) or ("untapped" in flags and is_tapped):
                    continue
                card = g.rules.card(thing)
                if any(str(getattr(card, key)) not in wanted for key, wanted in keyed.items()):
                    continue
                yield seat, thing
    elif sel.noun == "investigation":
        if "street" in flags or not flags & {"won", "mine"}:
            for card in s.street:
                if card is not None and g.rules.kind_of(card) == "investigation" and "won" not in flags:
                    yield None, card
        if flags & {"won", "mine"}:
            for seat in ([ev.ctx.seat] if "mine" in flags else range(s.n)):
                for card in s.players[seat].won:
                    if g.rules.kind_of(card) == "investigation":
                        yield seat, card
    elif sel.noun == "vendetta":
        for card in me.vendettas:
            if "kind" not in keyed or str(g.rules.card(card).kind) in keyed["kind"]:
                yield ev.ctx.seat, card
    elif sel.noun == "money":
        for card in me.money:
            if "colour" not in keyed or g.rules.colour(card) in keyed["colour"]:
                yield ev.ctx.seat, card
    elif sel.noun == "title":
        for seat in _owners(ev, flags):
            for card in s.players[seat].titles:
                yield seat, card
