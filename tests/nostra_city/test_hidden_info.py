"""Hidden information, exactly: a seat sees its own money values and vendetta cards, never another's; who
is an informant stays secret until the reveal; bid spaces and money, the bribe pile's colours, the decks'
order and the discards stay hidden; what is public is shown (counts of cards, bids placed, bribes paid).

Checked at every decision of whole games (views and log lines), and by difference: changing another
seat's secrets changes nothing a seat sees, and nothing its greedy bot chooses."""

from __future__ import annotations

import random
from typing import Any

import pytest

from interpreter.games.nostra_city import GAME
from interpreter.games.nostra_city.bots import greedy_bot
from interpreter.harness.simulate import seat_bots
from interpreter.machine.game import Game

from .helpers import rules

SECRET_OF_A_PLAYER = ("money", "vendettas", "informant")


def _vendetta_ids() -> set[str]:
    return {v.id for v in rules().lists["vendettas"]}


def _money_ids() -> set[str]:
    return {m.id for m in rules().lists["money_cards"]}


def _check_view(game: Game[Any], seat: int) -> None:
    data = game.view(seat).to_dict()
    s = game.state
    for entry in data["players"]:
        if entry["seat"] == seat:
            assert entry["money"] == s.players[seat].money and entry["informant"] == s.players[seat].informant
            continue
        for key in ("money", "vendettas"):
            assert key not in entry, (seat, entry["seat"], key)
        assert ("informant" in entry) == s.revealed
        assert entry["money_count"] == len(s.players[entry["seat"]].money)  # counts are public
        assert entry["vendetta_count"] == len(s.players[entry["seat"]].vendettas)
    for bid in data["bids"]:
        assert ("space" in bid) == (bid["seat"] == seat) and ("cards" in bid) == (bid["seat"] == seat)
        assert "count" in bid and "wiseguy" in bid
    if "deal" in data:
        assert ("pool" in data["deal"]) == (data["deal"]["dealer"] == seat)
    for hidden in ("street_deck", "money_deck", "money_discard", "vendetta_deck", "bribe_cards", "rng"):
        assert hidden not in data
    assert data["bribe_pile"]["count"] == len(s.bribe_cards)
    if "decision" in data:
        assert game.decision is not None and game.decision.seat == seat


def _check_log(game: Game[Any], start: int) -> None:
    vendettas, money = _vendetta_ids(), _money_ids()
    for key, args in game.log[start:]:
        for name, value in args.items():
            values = value if isinstance(value, list) else [value]
            for v in values:
                if v in vendettas:
                    assert key == "played" or (key in ("respect", "give_money", "lost", "trial") and name == "card"), (key, args)
                if v in money:
                    assert key in ("reveal", "trial") and name == "card", (key, args)  # turned over at a trial
        assert "informant" not in args, (key, args)
        if key in ("informant", "no_informant"):
            assert game.state.revealed


@pytest.mark.parametrize(("players", "bots"), [(3, "greedy"), (4, "random"), (5, "greedy"), (5, "random")])
def test_every_view_and_log_line_of_whole_games_keeps_the_secrets(players: int, bots: str) -> None:
    game = Game.new(GAME, rules(), players, 100 + players)
    seats = seat_bots(GAME, [bots] * players, 100 + players)
    seen = 0
    while not game.is_over:
        for seat in range(players):
            _check_view(game, seat)
        _check_log(game, seen)
        seen = len(game.log)
        d = game.decision
        assert d is not None
        game.apply(seats[d.seat](game.view(d.seat), d))
    for seat in range(players):
        _check_view(game, seat)
    _check_log(game, seen)


def _secrets_swapped(game: Game[Any], seat: int, rng: random.Random) -> Game[Any]:
    """The same table but for ``seat``'s secrets: other money cards (as many), other vendetta cards (as many,
    an informant or not), other cards on its bids (as many); the decks reshuffled."""
    twin = game.clone()
    s = twin.state
    p = s.players[seat]
    pool = s.money_deck + p.money + [c for b in s.bids if b.seat == seat for c in b.cards]
    pool = [c for c in pool if c != rules().police_raid.id]
    rng.shuffle(pool)
    for b in s.bids:
        if b.seat == seat:
            b.cards = [pool.pop() for _ in b.cards]
    p.money = [pool.pop() for _ in p.money]
    s.money_deck = [*pool, rules().police_raid.id]
    rng.shuffle(s.money_deck)
    cards = s.vendetta_deck + p.vendettas
    rng.shuffle(cards)
    p.vendettas = [cards.pop() for _ in p.vendettas]
    s.vendetta_deck = cards
    p.informant = any(rules().card(c).kind == "snitch" for c in p.vendettas)
    rng.shuffle(s.street_deck)
    twin.changed()
    return twin


def _public(game: Game[Any], seat: int) -> dict[str, Any]:
    data = game.view(seat).to_dict()
    data["players"] = [dict(e) for e in data["players"]]
    return data


@pytest.mark.parametrize("seed", range(4))
def test_another_seats_secrets_change_nothing_a_seat_sees_or_its_bot_chooses(seed: int) -> None:
    rng = random.Random(seed)
    game = Game.new(GAME, rules(), 4, seed)
    bots = seat_bots(GAME, ["greedy"] * 4, seed)
    checked = 0
    while not game.is_over and checked < 40:
        d = game.decision
        assert d is not None
        if rng.random() < 0.3:
            other = (d.seat + 1 + rng.randrange(3)) % 4
            if not (game.state.deal is not None and game.state.deal.dealer == other):
                twin = _secrets_swapped(game, other, rng)
                assert _public(twin, d.seat) == _public(game, d.seat)
                mine, theirs = greedy_bot(seed)(game.view(d.seat), d), greedy_bot(seed)(twin.view(d.seat), d)
                assert mine.id == theirs.id
                checked += 1
        game.apply(bots[d.seat](game.view(d.seat), d))
    assert checked >= 10


def test_the_informant_is_known_to_itself_only_until_the_reveal() -> None:
    from .helpers import quiet, write

    game = quiet(3, 4)
    write(game, "players.2.vendettas", ["fbi_snitch"])
    assert game.view(1).to_dict()["players"][1]["informant"] is True
    assert "informant" not in game.view(0).to_dict()["players"][1]
    game.run_task("reveal_informants", -1)
    assert game.view(0).to_dict()["players"][1]["informant"] is True
    assert ("informant", {"seat": 1}) in game.log
