"""Everything on Nostra City's table, as plain mutable data.

The state holds no behaviour beyond bookkeeping queries; rules live in the rules files, the flow in
``flow.py`` and the phases' modules. A player is ``state.players[seat]``. ``to_data`` is a canonical,
JSON-ready snapshot (the state hash and the invariants read it); what a seat may see of it is the
view's business (views.py).

What is secret (views.py hides it): each hand of money and vendetta cards, who is an informant until
the Final Trial reveals it, a bid's space and money until its space is resolved, the colours on the
bribe pile until a trial turns them over, the order of every deck and the money discard pile.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import Any

from ...machine.copying import copier
from ...machine.counters import of as counters_of


@dataclass(slots=True, eq=False)
class Player:
    seat: int
    money: list[str] = field(default_factory=list)  # money card ids in hand (secret)
    vendettas: list[str] = field(default_factory=list)  # vendetta card ids in hand (secret)
    informant: bool = False  # has drawn an FBI snitch (ND-45): secret until the Final Trial's step 6
    wiseguys: list[str] = field(default_factory=list)  # in front of the player, face up
    tapped: list[str] = field(default_factory=list)  # the wiseguys that acted this month (ND-12)
    turfs: list[str] = field(default_factory=list)
    tapped_turfs: list[str] = field(default_factory=list)  # the turfs that dealt this month (ND-14)
    won: list[str] = field(default_factory=list)  # Respect and Investigation cards won, face up
    titles: list[str] = field(default_factory=list)
    zealous: list[str] = field(default_factory=list)
    bonuses: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)  # vendetta cards played at the Final Trial, face up
    respect: int = 0
    lying_low: bool = False  # played Atlantic City: others' paybacks cannot name this player


@dataclass(slots=True, eq=False)
class Bid:
    """A sealed bid of the Meeting: a wiseguy (public), a region card naming a space and money cards
    (secret until the space is resolved; how many cards is public)."""

    seat: int
    space: int  # 1-based street space
    wiseguy: str
    cards: list[str] = field(default_factory=list)
    placed: bool = False  # every card put on it (until then the player is still adding cards)


@dataclass(slots=True, eq=False)
class Deal:
    """A deal of the Business phase while its shares are settled: the cards the dealer drew and has not
    given yet (only the dealer sees them), and what each player is owed and has been given."""

    dealer: int
    wiseguy: str
    turf: str
    attribute: str
    pool: list[str] = field(default_factory=list)
    owed: list[int] = field(default_factory=list)  # per seat (0 for the dealer)
    given: list[int] = field(default_factory=list)
    raided: bool = False


@dataclass(slots=True, eq=False)
class GameState:
    players: list[Player]
    street: list[str | None]  # the street spaces, 1 to 4 (index 0 is space 1); a card id, a title id or empty
    street_deck: list[str]  # top = last
    money_deck: list[str]  # top = last; the Police Raid card is in it
    vendetta_deck: list[str]
    titles_supply: list[str]  # beside the board, face up, in the rules' order
    zealous_supply: list[str]
    bonus_supply: list[str]
    trial: int  # the trial marker: guilty from game.guilty_from (ND-07)
    trial_start: int
    start_player: int  # the holder of the Start Player card
    opener: int  # who held it at setup (the tools' "first player")
    rng: random.Random
    money_discard: list[str] = field(default_factory=list)  # face down: only its size is public
    bribe_cards: list[str] = field(default_factory=list)  # the bribe pile, face down
    bribe_seats: list[int] = field(default_factory=list)  # who put each of them (public)
    removed: list[str] = field(default_factory=list)  # out of the game: a tied investigation, lost wiseguys and turfs
    month: int = 0
    phase: str = "setup"
    declared: list[str] = field(default_factory=list)  # the attributes dealt by this month (ND-23)
    bids: list[Bid] = field(default_factory=list)
    deal: Deal | None = None
    bribed: list[int] = field(default_factory=list)  # the seats that bribed this month (Zealous Corruption)
    gained: list[int] = field(default_factory=list)  # the seats that gained a card in this Meeting
    underboss_waiting: bool = False  # the Underboss found no empty space at month 2's Social (ND-32)
    verdict: str | None = None  # "acquitted" or "jailed", at the end
    revealed: bool = False  # the informants are revealed (Final Trial step 6)
    winners: list[int] | None = None
    final_scores: list[int] | None = None
    over: bool = False
    log: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    # counters on components (interpreter/machine/counters.py): immutable, shared by a clone, out of the hash while empty
    counters: tuple[tuple[str, str, int], ...] = ()

    @property
    def n(self) -> int:
        return len(self.players)

    def order(self, first: int | None = None) -> list[int]:
        """The seats clockwise (ascending, wrapping; ND-06) from ``first``, the start player by default."""
        start = self.start_player if first is None else first
        return [(start + i) % self.n for i in range(self.n)]

    def to_data(self) -> dict[str, Any]:
        data = {k: getattr(self, k) for k in self.__dataclass_fields__ if k not in ("rng", "log", "counters")}
        if self.counters:  # component -> name -> value; a game without counters hashes as it always has
            data["counters"] = counters_of(self.counters)
        out = json.loads(json.dumps(data, default=_encode, sort_keys=True))
        out["rng"] = hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest()[:16]
        return out  # type: ignore[no-any-return]

    def state_hash(self) -> str:
        return hashlib.sha256(json.dumps(self.to_data(), sort_keys=True).encode()).hexdigest()[:16]


# Clones copy the state with a function written from these dataclasses (interpreter/machine/copying.py);
# the log's entries are values once written: shared.
copy_state = copier(GameState, share_items=("GameState.log",))


def _encode(obj: Any) -> Any:
    if hasattr(obj, "__dataclass_fields__"):
        return {k: getattr(obj, k) for k in obj.__dataclass_fields__}
    raise TypeError(type(obj).__name__)
