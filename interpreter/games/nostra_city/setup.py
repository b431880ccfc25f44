"""Set up a new game from the rules data (003 §setup), every random choice from the seed."""

from __future__ import annotations

import random

from ...errors import InterpreterError
from .rules import NostraRules
from .state import GameState, Player


def new_state(rules: NostraRules, n: int, seed: int) -> GameState:
    """The table after setup (003 §setup) for ``n`` players."""
    if n not in rules.setups:
        raise InterpreterError(f"no setup for {n} players (Nostra City is for {', '.join(map(str, sorted(rules.setups)))})")
    game = rules.game
    rng = random.Random(seed)
    players = [Player(seat) for seat in range(n)]
    money = rules.deck("money_cards")
    for p in players:  # two 5,000 and two 10,000, a red and a blue of each (ND-02): hidden
        for card in game.start_money:
            money.remove(card)
            p.money.append(card)
    money.append(rules.police_raid.id)  # the rest and the raid, shuffled (003 §setup)
    rng.shuffle(money)

    wiseguys, turfs = rules.deck("wiseguys"), rules.deck("turfs")
    rng.shuffle(wiseguys)  # each type shuffled on its own and dealt face up (ND-04)
    rng.shuffle(turfs)
    for p in players:
        p.wiseguys = [wiseguys.pop() for _ in range(game.start_wiseguys)]
        p.turfs = [turfs.pop() for _ in range(game.start_turfs)]
    street_deck = [*wiseguys, *turfs, *rules.deck("respect_cards"), *rules.deck("investigations")]
    rng.shuffle(street_deck)
    investigations = set(rules.deck("investigations"))
    street: list[str | None] = []
    for _ in range(game.street_spaces):
        card = street_deck.pop()
        while card in investigations:  # back into the deck, reshuffled, a new card (003 §setup; ND-05)
            street_deck.append(card)
            rng.shuffle(street_deck)
            card = street_deck.pop()
        street.append(card)

    vendettas = rules.deck("vendettas")
    rng.shuffle(vendettas)
    start = rng.randrange(n) if game.start_player == "random" else 0
    trial = rules.setups[n].trial_start
    return GameState(players=players, street=street, street_deck=street_deck, money_deck=money, vendetta_deck=vendettas,
                     titles_supply=[t.id for t in rules.lists["titles"]], zealous_supply=[z.id for z in rules.lists["zealous"]],
                     bonus_supply=[b.id for b in rules.lists["bonuses"]], trial=trial, trial_start=trial,
                     start_player=start, opener=start, rng=rng)
