"""What one player knows, and games sampled from it: the hidden part of a search's clone is drawn
again, consistently with everything that player has seen, and never read.

A bot that looks ahead clones the game. A plain clone would carry the true order of every deck and
the RNG that shuffles the next mob pile, so a look-ahead would see the cards under the top. A
*determinized* clone (``determinize``) replaces, from the seat's point of view, everything it cannot
see with a sample of what it could be:

* the business cards. The four decks lie face up (000 P.5 step 17, P.12; D-60): the top card of each
  is public, and so is every card taken from one, which stays known in its taker's hand until it is
  played or discarded. ``Knowledge`` follows the public log: each deck, position by position, as far
  as a player with a memory knows it — its top; a discarded or replaced card, face up to the bottom
  (000 P.12), known in order until the cards above it run out; the cards nobody has seen between
  them — and each hand: the cards taken in the open (``known_hand``) and how many of each kind were
  dealt unseen at setup or handed over out of sight (``unknown_hand``). What is sampled is the
  rest: all copies of a kind, less every card this seat can place (boards, its hand, the decks' known
  cards, known cards in hands), dealt to the unseen places of each deck and to each hand's unknown
  cards of that kind;
* the face-down stacks: helpers, city tiles (whose unused rest stays in the box, 000 P.5), the mob
  piles, the mob and police district tiles: each drawn from its components less those seen; the spare
  crate tiles lie face up (000 P.5 step 21): their top is kept, the ones under it are drawn;
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

from ...machine.values import AUDIENCE
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
        # each deck, bottom first, as far as it is known: a card id, or None for a card nobody has seen.
        # Setup deals one card of each kind to every player, unseen (setup.py); the log then names each
        # deck's top (flow.game), every card taken and every card that goes to a bottom
        self.deck: dict[str, list[str | None]] = {k: [None] * (sum(n.values()) - players) for k, n in self.copies.items()}
        self.known_hand: dict[int, list[str]] = {s: [] for s in range(players)}  # taken in the open, not played since
        self.unknown_hand: dict[int, Counter[str]] = {s: Counter({k: 1 for k in self.copies}) for s in range(players)}
        self.board: dict[tuple[int, str], str] = {}
        self.used_helpers: dict[int, list[str]] = {s: [] for s in range(players)}
        self.safe_in: dict[int, int] = {s: 0 for s in range(players)}
        self.mob_wars: set[int] = set()
        self.mobsters_seen: set[str] = set()
        self.given: dict[tuple[int, int], str] = {}  # (giver, receiver) -> the card, read in a line for this seat
        # the cards this seat kept from a deck it looked at and those it put back, top first (D-300)
        self.looked: tuple[tuple[str, ...], tuple[str, ...]] | None = None

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
        self.deck[self.kind_of[card]].insert(0, card)

    def draw(self, a: dict[str, Any]) -> None:
        """A card taken from the top of a face-up deck: everyone saw which."""
        deck = self.deck[a["deck"]]
        if deck:
            deck.pop()
        self.known_hand[a["seat"]].append(a["card"])

    def top(self, a: dict[str, Any]) -> None:
        """The card now on top of a deck, for all to see."""
        deck = self.deck[a["deck"]]
        if deck:
            deck[-1] = a["card"]
        else:  # a deck this seat thought empty (a patched table): it holds at least this card
            deck.append(a["card"])

    def empty(self, a: dict[str, Any]) -> None:
        self.deck[a["deck"]].clear()

    def bottom(self, kind: str) -> list[str]:
        """The known cards at the bottom of a deck, bottom first, up to the first one nobody has seen."""
        deck = self.deck[kind]
        n = next((i for i, c in enumerate(deck) if c is None), len(deck))
        return [c for c in deck[:n] if c is not None]

    def unseen(self, kind: str) -> int:
        """How many cards of a deck nobody has seen."""
        return sum(1 for c in self.deck[kind] if c is None)

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

    def give_card_named(self, a: dict[str, Any]) -> None:
        """The card handed over, in a line for the giver and the receiver alone (D-245): a seat of that
        audience knows which card the public line that follows moves; any other seat never reads this."""
        if self.seat in a.get(AUDIENCE, ()):
            self.given[(a["seat"], a["to"])] = a["card"]

    def give_card(self, a: dict[str, Any]) -> None:
        """A card handed to another player (a house card's `give`): which card stays between the two, so
        for the others one card of the giver's goes to the receiver, and any of the giver's known cards
        may be the one: none of them is known any more. Its kind is not said: the one the giver holds
        most copies of is taken (the hands keep their public sizes; only the kinds a sample deals may be
        off). The giver and the receiver know the card (``give_card_named``): for them it moves as it is."""
        giver, receiver = a["seat"], a["to"]
        card = self.given.pop((giver, receiver), None)
        if card is not None:
            self._leaves_hand(giver, card)
            self.known_hand[receiver].append(card)
            return
        unknown = self.unknown_hand[giver]
        for card in self.known_hand[giver]:
            unknown[self.kind_of[card]] += 1
        self.known_hand[giver] = []
        kind = max(unknown, key=lambda k: (unknown[k], k), default=None)
        if kind is not None and unknown[kind] > 0:
            unknown[kind] -= 1
            self.unknown_hand[receiver][kind] += 1

    def look_seen(self, a: dict[str, Any]) -> None:
        """The top cards of a deck, named to the one who looks alone (D-300): for that seat they are known
        where they lie; any other seat never reads this line."""
        if self.seat in a.get(AUDIENCE, ()):
            deck, seen = self.deck[a["deck"]], a["looked_cards"]
            if len(deck) >= len(seen):
                deck[len(deck) - len(seen):] = reversed(seen)

    def look_kept(self, a: dict[str, Any]) -> None:
        """Which cards were kept, for the one who looked alone: the public line that follows moves them."""
        if self.seat in a.get(AUDIENCE, ()):
            self.looked = (tuple(a["kept_cards"]), tuple(a["bottom_cards"]))

    def look_deck(self, a: dict[str, Any]) -> None:
        """The top cards of a deck looked at: some to the looker's hand, the rest to the bottom in the order they
        lay (D-300). The looker knows which (``look_kept``); for any other seat the kept cards are unknown cards
        of that kind in the looker's hand and the ones put back are unseen cards at the bottom, the public top
        card among them — whichever it became."""
        seat, kind = a["seat"], a["deck"]
        deck = self.deck[kind]
        del deck[max(0, len(deck) - a["looked"]):]
        looked, self.looked = self.looked, None
        if seat == self.seat and looked is not None:
            kept, back = looked
            self.known_hand[seat].extend(kept)
            deck[:0] = reversed(back)  # top first in the line; the deck is bottom first
            return
        self.unknown_hand[seat][kind] += a["kept"]
        deck[:0] = [None] * a["bottom"]

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
    "draw_card": Knowledge.draw, "deck_top": Knowledge.top, "deck_empty": Knowledge.empty,
    "discard": Knowledge.discard, "play_card": Knowledge.play,
    "give_card": Knowledge.give_card, "give_card_named": Knowledge.give_card_named,
    "look_seen": Knowledge.look_seen, "look_kept": Knowledge.look_kept, "look_deck": Knowledge.look_deck,
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
    top = s.crate_stack[-1:]  # the spare crate tiles lie face up: the top one is public (000 P.5 step 21)
    under = _deal(rng, _pool(boxes["crates"], crates_seen + top), len(s.crate_stack) - len(top))
    s.crate_stack = under + top
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
    """Deal the business cards this seat cannot place: the decks' unseen cards and the other hands' unknown
    cards. A deck's top is public (D-60) and stays where it is."""
    me = s.players[seat]
    decks: dict[str, list[str | None]] = {}
    for kind, deck in s.decks.items():
        known: list[str | None] = list(k.deck[kind]) if len(k.deck[kind]) == len(deck) else [None] * len(deck)
        if deck:
            known[-1] = deck[-1]  # on top for all to see
        decks[kind] = known
    placed = [c for p in s.players for c in p.board_cards.values() if c] + me.hand
    placed += [c for cards in decks.values() for c in cards if c is not None]
    placed += [c for p, cards in k.known_hand.items() if p != seat for c in cards]
    hands = {p.seat: list(k.known_hand[p.seat]) for p in s.players if p.seat != seat}
    for kind, copies in k.copies.items():
        pool = _pool(copies, [c for c in placed if k.kind_of[c] == kind])
        rng.shuffle(pool)
        for other in hands:
            for _ in range(max(0, k.unknown_hand[other][kind])):
                if pool:
                    hands[other].append(pool.pop())
        # the deck keeps its public size and every card known in it; the unseen ones come from the pool
        s.decks[kind] = [c if c is not None else pool.pop() for c in decks[kind] if c is not None or pool]
    for other, cards in hands.items():
        s.players[other].hand = cards
