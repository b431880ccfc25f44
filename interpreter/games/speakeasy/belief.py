"""What one player knows, and games sampled from it: the hidden part of a search's clone is drawn
again, consistently with everything that player has seen, and never read.

A bot that looks ahead clones the game. A plain clone would carry the true order of every deck and
the RNG that shuffles the next mob pile, so a look-ahead would see the next card it draws. A
*determinized* clone (``determinize``) replaces, from the seat's point of view, everything it cannot
see with a sample of what it could be:

* the business cards: which cards are in the other players' hands and in the decks' face-down tops.
  ``Knowledge`` follows the public log: a discarded or replaced card goes face up to the bottom of its
  deck (000 P.12), so the bottom of a deck is known, in order, until the face-down cards above it run
  out; a card drawn from that known part is then known in its drawer's hand. What is sampled is
  the rest: all copies of a kind, less every card this seat can place (boards, its hand, the known
  bottoms, known cards in hands), dealt to the unknown top of each deck and to each hand's unknown
  cards of that kind (which deck a player drew from is public);
* the face-down stacks: helpers, city tiles (whose unused rest stays in the box, 000 P.5), crates,
  the mob piles, the mob and police district tiles: each drawn from its components less those seen;
* the other players' safes: their starting safe plus every amount the log shows going in, less
  every amount paid out of it (both are public: economy.pay), and their used helpers, from the log;
* the RNG: a new one, seeded by the caller.

Sizes (cards in a hand, tiles in a stack) are public and kept. Everything here reads only the rules,
the public log and what ``views.player_view`` shows the seat; tests/test_search_bot.py checks that
two games differing only in what the seat cannot see give the same sample for the same seed.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import Any

from .registry import Engine
from .state import GameState


class Knowledge:
    """What a seat has learned from the public log, brought up to date with ``update`` (incrementally:
    a bot keeps one for its game and reads each log entry once)."""

    def __init__(self, rules: Any, players: int, seat: int) -> None:
        self.seat = seat
        self.seen = 0
        cards = rules.lists["business_cards"]
        self.kind_of: dict[str, str] = {c.id: str(c.kind) for c in cards}
        self.copies: dict[str, Counter[str]] = {}
        for c in cards:
            self.copies.setdefault(str(c.kind), Counter())[c.id] += c.copies
        # setup deals one card of each kind to every player (setup.py): the rest is face down
        self.unknown_top = {k: sum(n.values()) - players for k, n in self.copies.items()}
        self.bottom: dict[str, list[str]] = {k: [] for k in self.copies}  # known cards, deck order (index 0: bottom)
        self.known_hand: dict[int, list[str]] = {s: [] for s in range(players)}
        self.unknown_hand: dict[int, Counter[str]] = {s: Counter({k: 1 for k in self.copies}) for s in range(players)}
        self.board: dict[tuple[int, str], str] = {}
        self.used_helpers: dict[int, list[str]] = {s: [] for s in range(players)}
        self.safe_in: dict[int, int] = {s: 0 for s in range(players)}
        self.mob_wars: set[int] = set()
        self.mobsters_seen: set[str] = set()

    def update(self, log: list[tuple[str, dict[str, Any]]]) -> Knowledge:
        for key, a in log[self.seen:]:
            handler = _EVENTS.get(key)
            if handler is not None:
                handler(self, a)
        self.seen = len(log)
        return self

    # ------------------------------------------------------------ events
    def _leaves_hand(self, seat: int, card: str) -> None:
        if card in self.known_hand[seat]:
            self.known_hand[seat].remove(card)
        else:
            self.unknown_hand[seat][self.kind_of[card]] -= 1

    def _to_bottom(self, card: str) -> None:
        self.bottom[self.kind_of[card]].insert(0, card)

    def draw(self, a: dict[str, Any]) -> None:
        kind, seat = a["deck"], a["seat"]
        if self.unknown_top[kind] > 0:
            self.unknown_top[kind] -= 1
            self.unknown_hand[seat][kind] += 1
        elif self.bottom[kind]:
            self.known_hand[seat].append(self.bottom[kind].pop())

    def discard(self, a: dict[str, Any]) -> None:
        self._leaves_hand(a["seat"], a["card"])
        self._to_bottom(a["card"])

    def play(self, a: dict[str, Any]) -> None:
        seat, card = a["seat"], a["card"]
        self._leaves_hand(seat, card)
        old = self.board.get((seat, self.kind_of[card]))
        if old is not None:
            self._to_bottom(old)
        self.board[(seat, self.kind_of[card])] = card

    def give_card(self, a: dict[str, Any]) -> None:
        """A card handed to another player (a house card's `give`): which card stays between the two, so
        for the others one card of the giver's goes to the receiver. Its kind is not said: the one the
        giver holds most unknown copies of is taken (the hands keep their public sizes; only the kinds
        a sample deals may be off)."""
        giver, receiver = a["seat"], a["to"]
        unknown = self.unknown_hand[giver]
        kind = max(unknown, key=lambda k: (unknown[k], k), default=None)
        if kind is not None and unknown[kind] > 0:
            unknown[kind] -= 1
        elif self.known_hand[giver]:
            kind = self.kind_of[self.known_hand[giver].pop()]
        if kind is not None:
            self.unknown_hand[receiver][kind] += 1

    def use_helper(self, a: dict[str, Any]) -> None:
        self.used_helpers[a["seat"]].append(a["helper"])

    def money(self, a: dict[str, Any]) -> None:
        if a.get("safe"):
            self.safe_in[a["seat"]] += a["amount"]

    def pay(self, a: dict[str, Any]) -> None:
        """What leaves a safe is public (economy.pay: the player counts it out), so the sample follows it."""
        self.safe_in[a["seat"]] -= a.get("safe", 0)

    def payout(self, a: dict[str, Any]) -> None:
        self.safe_in[a["seat"]] += a["amount"]

    def war(self, a: dict[str, Any]) -> None:
        self.mob_wars.update(a["districts"])

    def mobster(self, a: dict[str, Any]) -> None:
        self.mobsters_seen.add(a["mobster"])


_EVENTS = {
    "draw_card": Knowledge.draw, "discard": Knowledge.discard, "play_card": Knowledge.play,
    "give_card": Knowledge.give_card,
    "use_helper": Knowledge.use_helper, "gain_money": Knowledge.money, "payout": Knowledge.payout,
    "pay": Knowledge.pay, "give_money": Knowledge.pay,
    "mob_war": Knowledge.war, "mobster_arrives": Knowledge.mobster,
}


def _boxes(rules: Any) -> dict[str, Counter[str]]:
    """Every copy of each kind of hidden component, by id (a district's number for district tiles)."""

    def read() -> dict[str, Counter[str]]:
        lists = rules.lists
        out: dict[str, Counter[str]] = {}
        for name in ("helpers", "city_tiles", "crates"):
            out[name] = Counter({c.id: c.copies for c in lists[name]})
        for name in ("mob_district_tiles", "police_tiles"):
            out[name] = Counter(str(t.district) for t in lists[name] for _ in range(t.copies))
        for m in lists["mobsters"]:
            out.setdefault(f"pile:{m.pile}", Counter())[m.id] += m.copies
        return out

    return rules.derived("belief-boxes", read)  # type: ignore[no-any-return]


def _pool(everything: Counter[str], seen: Iterable[str]) -> list[str]:
    """The components not seen: every copy, less each one seen (once per sighting), in a fixed order."""
    left = everything.copy()
    left.subtract(seen)
    return sorted(left.elements())


def _deal(rng: random.Random, pool: list[str], size: int) -> list[str]:
    rng.shuffle(pool)
    return [pool.pop() for _ in range(min(size, len(pool)))]


def determinize(g: Engine, seat: int, knowledge: Knowledge, rng: random.Random) -> Engine:
    """A clone of the game in which everything ``seat`` cannot see is sampled from what it knows."""
    twin = g.clone()
    s, rules = twin.state, twin.rules
    _cards(s, seat, knowledge, rng)
    boxes = _boxes(rules)
    for p in s.players:
        if p.seat != seat:
            p.used_helpers = list(knowledge.used_helpers[p.seat])
            p.safe = rules.board.starting.safe + knowledge.safe_in[p.seat]
    helpers_seen = [*s.helper_display, *(h for p in s.players for h in (*p.helpers, *p.used_helpers))]
    s.helper_deck = _deal(rng, _pool(boxes["helpers"], helpers_seen), len(s.helper_deck))
    tiles_seen = [t for d in s.districts.values() for t in d.city_tiles if t is not None]
    # a covered tile on a middle stack was face up when it was returned: seen
    tiles_seen += [t for t in s.tile_right if t is not None] + [t for row in s.tile_middle for t in row]
    tiles_seen += [t for p in s.players for t in (*p.city_tiles, *p.used_tiles)]
    tiles = _pool(boxes["city_tiles"], tiles_seen)
    s.tile_stack = [_deal(rng, tiles, len(row)) for row in s.tile_stack]  # each display row's own pile
    crates_seen = [sh.crate for sh in s.ships if sh.crate is not None] + [c for p in s.players for c in p.crates]
    s.crate_stack = _deal(rng, _pool(boxes["crates"], crates_seen), len(s.crate_stack))
    mobsters_seen = {d.mobster for d in s.districts.values() if d.mobster} | {p.associate for p in s.players if p.associate}
    mobsters_seen |= knowledge.mobsters_seen
    for name, pile in s.mob_piles.items():
        pool = [m for m in _pool(boxes.get(f"pile:{name}", Counter()), ()) if m not in mobsters_seen]
        s.mob_piles[name] = _deal(rng, pool, len(pile))
    used = [d.id for d in s.districts.values() if d.mob_strength is not None or d.mob_tile or d.blocked]
    used += sorted(knowledge.mob_wars - set(used))
    pool = _pool(boxes["mob_district_tiles"], map(str, used))
    s.mob_tile_stacks = [[int(d) for d in _deal(rng, pool, len(stack))] for stack in s.mob_tile_stacks]
    placed = [str(d.id) for d in s.districts.values() for _ in range(d.police + int(d.police_tile))]
    pool = _pool(boxes["police_tiles"], placed)
    s.police_stacks = [[int(d) for d in _deal(rng, pool, len(stack))] for stack in s.police_stacks]
    s.rng = random.Random(rng.getrandbits(64))
    twin.changed()
    return twin


def _cards(s: GameState, seat: int, k: Knowledge, rng: random.Random) -> None:
    """Deal the business cards this seat cannot place: decks' unknown tops and the other hands' unknown cards."""
    me = s.players[seat]
    placed = [c for p in s.players for c in p.board_cards.values() if c] + me.hand
    placed += [c for cards in k.bottom.values() for c in cards]
    placed += [c for p, cards in k.known_hand.items() if p != seat for c in cards]
    hands = {p.seat: list(k.known_hand[p.seat]) for p in s.players if p.seat != seat}
    for kind, copies in k.copies.items():
        pool = _pool(copies, [c for c in placed if k.kind_of[c] == kind])
        rng.shuffle(pool)
        for other in hands:
            for _ in range(max(0, k.unknown_hand[other][kind])):
                if pool:
                    hands[other].append(pool.pop())
        # the deck keeps its public size: its known bottom, then face-down cards from the pool
        size = len(s.decks[kind])
        bottom = k.bottom[kind][-size:] if size else []
        s.decks[kind] = bottom + [pool.pop() for _ in range(min(len(pool), size - len(bottom)))]
    for other, cards in hands.items():
        s.players[other].hand = cards
