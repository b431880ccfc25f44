"""Invariants that hold after every decision of Nostra City; the conformance tests and `soak` check them.

Every card is somewhere, once (money, street, vendetta, title, Zealous and bonus cards conserved); only a
player's own wiseguys and turfs are tapped; the trial marker has only ever moved one step at a time, and
where it stands is its start plus the steps of the log; an informant is exactly a player holding an
FBI snitch; nobody's respect is below the floor.
"""

from __future__ import annotations

from collections import Counter

from .registry import Engine
from .rules import STREET


def violations(g: Engine) -> list[str]:
    s, rules = g.state, g.rules
    out: list[str] = []
    money = Counter(rules.deck("money_cards"))
    money[rules.police_raid.id] = 1
    found = Counter(s.money_deck) + Counter(s.money_discard) + Counter(s.bribe_cards)
    for p in s.players:
        found += Counter(p.money)
    for b in s.bids:
        found += Counter(b.cards)
    if s.deal is not None:
        found += Counter(s.deal.pool)
    if found != money:
        out.append(f"money cards: {_diff(found, money)}")
    if s.money_deck.count(rules.police_raid.id) != 1:
        out.append("the Police Raid card is not in the money deck")
    if len(s.bribe_cards) != len(s.bribe_seats):
        out.append("the bribe pile's cards and their players differ in number")

    street = Counter(c for section in STREET for c in rules.deck(section))
    titles = Counter(t.id for t in rules.lists["titles"])
    on_street = Counter(c for c in s.street if c is not None)
    seen = Counter(s.street_deck) + Counter(s.removed) + on_street
    for p in s.players:
        seen += Counter(p.wiseguys) + Counter(p.turfs) + Counter(p.won)
    seen_street = Counter({c: n for c, n in seen.items() if c in street})
    if seen_street != street:
        out.append(f"street cards: {_diff(seen_street, street)}")
    title_seen = Counter(s.titles_supply) + Counter(c for c in on_street.elements() if c in titles)
    zealous = Counter(z.id for z in rules.lists["zealous"])
    zealous_seen = Counter(s.zealous_supply) + Counter(c for c in s.removed if c in zealous)
    bonuses = Counter(b.id for b in rules.lists["bonuses"])
    bonus_seen = Counter(s.bonus_supply)
    vendettas = Counter(rules.deck("vendettas"))
    vendetta_seen = Counter(s.vendetta_deck)
    for p in s.players:
        title_seen += Counter(p.titles)
        zealous_seen += Counter(p.zealous)
        bonus_seen += Counter(p.bonuses)
        vendetta_seen += Counter(p.vendettas) + Counter(p.played)
    for what, got, want in (("titles", title_seen, titles), ("zealous cards", zealous_seen, zealous),
                            ("bonus cards", bonus_seen, bonuses), ("vendetta cards", vendetta_seen, vendettas)):
        if got != want:
            out.append(f"{what}: {_diff(got, want)}")

    floor = rules.game.respect_floor
    for p in s.players:
        tag = f"player {p.seat + 1}"
        if Counter(p.tapped) - Counter(p.wiseguys):
            out.append(f"{tag}: a tapped wiseguy that is not theirs ({sorted(Counter(p.tapped) - Counter(p.wiseguys))})")
        if len(set(p.tapped)) != len(p.tapped):
            out.append(f"{tag}: a wiseguy tapped twice")
        if Counter(p.tapped_turfs) - Counter(p.turfs):
            out.append(f"{tag}: a tapped turf that is not theirs")
        if p.respect < floor:
            out.append(f"{tag}: respect {p.respect} below {floor}")
        snitch = any(rules.card(c).kind == "snitch" for c in p.vendettas)
        if p.informant != snitch:
            out.append(f"{tag}: informant is {p.informant} but holds {'a' if snitch else 'no'} FBI snitch")
    spaces = [(b.seat, b.space) for b in s.bids]
    if len(spaces) != len(set(spaces)):
        out.append("a player bid twice on one space")
    if len(s.street) != rules.game.street_spaces:
        out.append(f"{len(s.street)} street spaces")
    out += trial_steps(g)
    return out


def trial_steps(g: Engine) -> list[str]:
    """The trial marker moved in unit steps only, each logged, and stands at its start plus those steps."""
    s = g.state
    at = s.trial_start
    for key, args in s.log:
        if key != "trial":
            continue
        step = args["step"]
        if step not in (1, -1):
            return [f"the trial marker moved {step} steps at once"]
        at += step
        if args["at"] != at:
            return [f"the trial marker's log says {args['at']}, its steps make {at}"]
    return [] if at == s.trial else [f"the trial marker is at {s.trial}, its logged steps make {at}"]


def _diff(got: Counter[str], want: Counter[str]) -> str:
    extra, missing = got - want, want - got
    parts = []
    if extra:
        parts.append("extra " + ", ".join(f"{k}×{v}" for k, v in sorted(extra.items())))
    if missing:
        parts.append("missing " + ", ".join(f"{k}×{v}" for k, v in sorted(missing.items())))
    return "; ".join(parts)
