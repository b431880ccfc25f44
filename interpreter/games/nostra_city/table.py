"""The table's bookkeeping every phase shares: the trial marker's steps, the decks, respect, and the
numbers an investigation on the street or a wiseguy's ability changes.

Every move of the trial marker is one step, logged (the invariants replay the steps from the log);
every card drawn comes from a deck that is reshuffled from its discards when it runs out (ND-22).
Nothing secret is logged: a line says how many cards moved, never which (until a trial or a contested
bid turns them over, as 003 does at the table).
"""

from __future__ import annotations

from typing import Any

from ...language.memo import by_id
from ...machine.effects import effect_task
from ...machine.passives import kept_steps, passives_of
from .registry import Engine, context
from .state import Player


# ------------------------------------------------------------------ the numbers cards change
@by_id  # rules keep their nodes for the whole run: each effect is read once
def _modifiers(effect: Any) -> tuple[tuple[str | None, str, int], ...]:
    return tuple((event, name, amount) for event, name, amount, _ in passives_of(effect)) if effect is not None else ()


def street_investigations(g: Engine) -> list[Any]:
    """The Investigation cards lying in street spaces, space 1 first."""
    kinds = g.rules
    return [kinds.card(c) for c in g.state.street if c is not None and kinds.kind_of(c) == "investigation"]


def street_modifier(g: Engine, name: str) -> int:
    """What the investigations on the street add to a number (their `modify NAME N everyone`)."""
    return sum(amount for inv in street_investigations(g) for event, mod, amount in _modifiers(inv.passive)
               if mod == name and event is None)


def ability(g: Engine, wiseguy: str | None, name: str, event: str) -> int:
    """What a wiseguy's ability adds to a number while he acts (`when this_deals: modify deal_draw +1`)."""
    if wiseguy is None:
        return 0
    return sum(amount for ev, mod, amount in _modifiers(g.rules.card(wiseguy).ability) if mod == name and ev == event)


def modifier(g: Engine, name: str, wiseguy: str | None = None, event: str = "") -> int:
    """A modifier as it stands for one action: the street's, and the acting wiseguy's ability."""
    return street_modifier(g, name) + ability(g, wiseguy, name, event)


def rule_number(g: Engine, path: str, base: int, least: int = 0) -> int:
    """A number of the rules (`game.hand_limit`) with what the street's investigations change, never below ``least``."""
    return max(least, base + street_modifier(g, path))


def hand_limit(g: Engine) -> int:
    return rule_number(g, "game.hand_limit", g.rules.game.hand_limit)


def deal_limit(g: Engine) -> int:
    return rule_number(g, "game.deals_per_month", g.rules.game.deals_per_month)


def reactions(g: Engine, wiseguy: str, event: str) -> list[Any]:
    """The steps a wiseguy's ability runs after he acts (`when this_bribes: draw 1 vendetta`)."""
    found = g.rules.card(wiseguy).ability
    if found is None:
        return []
    return [step for ev, step in kept_steps(found) if ev == event and not _is_modify(step)]


def _is_modify(step: Any) -> bool:
    return getattr(step, "verb", None) == "modify"


def react(g: Engine, seat: int, wiseguy: str, event: str) -> None:
    """Schedule a wiseguy's reactions to what he just did, as effects of his owner from his card."""
    steps = reactions(g, wiseguy, event)
    if steps:
        g.push(*(effect_task(step, context(seat, source=wiseguy)) for step in steps))


# ------------------------------------------------------------------ the trial marker
def move_trial(g: Engine, toward: str, why: str, card: str | None = None) -> None:
    """One step of the trial marker toward guilty (+1) or innocent (-1), logged: the marker only moves so."""
    step = 1 if toward == "guilty" else -1
    g.state.trial += step
    side, space = track_space(g)
    g.log("trial", step=step, at=g.state.trial, toward=toward, side=side, space=space, why=why, card=card)


def track_space(g: Engine) -> tuple[str, int]:
    """Where the trial marker stands as the board shows it: ("guilty", k) on red k, ("innocent", k) on blue k."""
    start = g.rules.game.guilty_from
    at = g.state.trial
    return ("guilty", at - start + 1) if at >= start else ("innocent", start - at)


def guilty(g: Engine) -> bool:
    return g.state.trial >= g.rules.game.guilty_from


# ------------------------------------------------------------------ money
def is_raid(g: Engine, card: str) -> bool:
    return card == g.rules.police_raid.id


def reshuffle_money(g: Engine, why: str) -> None:
    """The money discard pile (and anything given) shuffled back into the money deck."""
    s = g.state
    s.money_deck.extend(s.money_discard)
    s.money_discard.clear()
    s.rng.shuffle(s.money_deck)
    g.log("money_shuffled", why=why, size=len(s.money_deck))


def draw_money(g: Engine) -> str | None:
    """The top money card (the raid included); an empty deck is made again from the discards (ND-22);
    None when both are empty."""
    s = g.state
    if not s.money_deck and s.money_discard:
        reshuffle_money(g, "empty")
    return s.money_deck.pop() if s.money_deck else None


def value(g: Engine, cards: list[str]) -> int:
    return sum(g.rules.value(c) for c in cards)


def kinds_in(cards: list[str]) -> list[str]:
    """The distinct money cards among some, in a stable order (a question offers a kind once)."""
    return sorted(set(cards))


# ------------------------------------------------------------------ vendetta cards
def draw_vendettas(g: Engine, seat: int, count: int, why: str) -> None:
    """Draw vendetta cards; an FBI snitch makes the player an informant for good (ND-45). Only how many
    is public; once the deck is empty the rest of the draw is lost (ND-49)."""
    if count <= 0:
        return
    s = g.state
    p = s.players[seat]
    drawn = 0
    for _ in range(count):
        if not s.vendetta_deck:
            break
        card = s.vendetta_deck.pop()
        p.vendettas.append(card)
        if g.rules.card(card).kind == "snitch":
            p.informant = True  # secret: nothing is logged of it (a private line for the seat, see views.py)
        drawn += 1
    if drawn:
        g.log("vendetta", seat=seat, count=drawn, why=why)
    if drawn < count:
        g.log("vendetta_lost", seat=seat, count=count - drawn)


# ------------------------------------------------------------------ respect and won cards
def change_respect(g: Engine, seat: int, amount: int, card: str | None = None) -> None:
    p = g.state.players[seat]
    before = p.respect
    p.respect = max(g.rules.game.respect_floor, p.respect + amount)
    if p.respect != before:
        change = p.respect - before
        g.log("respect", seat=seat, amount=change, signed=f"{change:+d}", at=p.respect, card=card)


def award(g: Engine, seat: int, card: str) -> None:
    """Run a won card's effect for its winner (its respect: `gain 2 respect`)."""
    effect = getattr(g.rules.card(card), "effect", None)
    if effect is not None:
        g.push(effect_task(effect, context(seat, source=card)))


def untapped(p: Player) -> list[str]:
    return [w for w in p.wiseguys if w not in p.tapped]


def ready_turfs(p: Player) -> list[str]:
    untapped_turfs = list(p.turfs)
    for t in p.tapped_turfs:
        untapped_turfs.remove(t)
    return untapped_turfs


def tap(p: Player, wiseguy: str) -> None:
    if wiseguy in p.tapped or wiseguy not in p.wiseguys:
        raise ValueError(f"player {p.seat + 1} cannot tap {wiseguy}")
    p.tapped.append(wiseguy)
