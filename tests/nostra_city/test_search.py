"""Nostra City's strong bot (search.py): the game as a seat imagines it, the values it may not be told, an
evaluation that knows the seat's role, and the bot itself playing whole games."""

from __future__ import annotations

import random
from collections import Counter

from interpreter.games.nostra_city import GAME
from interpreter.games.nostra_city.invariants import violations
from interpreter.games.nostra_city.search import copy_for, secrets, worth
from interpreter.machine.game import Game

from .helpers import rules


def _greedy_until(players: int, seed: int, stop: int) -> Game:
    game = Game.new(GAME, rules(), players, seed)
    bots = [GAME.bot_makers()["greedy"](seed + i) for i in range(players)]
    for _ in range(stop):
        d = game.decision
        assert d is not None
        game.apply(bots[d.seat](game.view(d.seat), d))
    return game


def _money(game: Game) -> Counter[str]:
    s = game.state
    return (Counter(s.money_deck) + Counter(s.money_discard) + Counter(s.bribe_cards)
            + sum((Counter(p.money) for p in s.players), Counter()) + sum((Counter(b.cards) for b in s.bids), Counter())
            + Counter(s.deal.pool if s.deal is not None else []))


def test_a_seat_imagines_the_game_it_sees_with_what_it_cannot_see_dealt_again() -> None:
    for players, stop in ((3, 60), (4, 120), (5, 140)):
        game = _greedy_until(players, 11, stop)
        for seat in range(players):
            moved = 0
            for k in range(6):
                twin = copy_for(game, seat, random.Random(k))
                assert twin.view(seat).to_dict() == game.view(seat).to_dict()  # everything it sees, unchanged
                assert violations(twin.engine) == []  # a game that could be: cards conserved, snitch = informant
                assert _money(twin) == _money(game)
                moved += any(twin.state.players[i].money != game.state.players[i].money
                             or twin.state.players[i].vendettas != game.state.players[i].vendettas
                             for i in range(players) if i != seat)
            assert moved >= 4, (players, seat)  # the others' hands are drawn again
            assert game.state.players[seat].money == copy_for(game, seat, random.Random(0)).state.players[seat].money


def test_the_secrets_are_the_others_hands_never_the_seats_own() -> None:
    game = _greedy_until(4, 5, 100)
    for seat in range(4):
        hidden = secrets(game, seat)
        mine = set(game.state.players[seat].money) | set(game.state.players[seat].vendettas)
        assert hidden and not mine & set(hidden)
        theirs = {c for p in game.state.players if p.seat != seat for c in (*p.money, *p.vendettas)}
        assert set(hidden) == theirs - mine - {c for p in game.state.players for c in p.played}


def test_the_evaluation_knows_the_seats_role() -> None:
    """The same acquittal is worth the verdict to a loyal seat and nothing to an informant; respect counts
    against the rivals of the seat's own side."""
    game = _greedy_until(4, 3, 0)
    bot = GAME.bot_makers()["greedy"](1)
    while not game.is_over:
        d = game.decision
        assert d is not None
        game.apply(bot(game.view(d.seat), d))
    s = game.state
    s.verdict = "acquitted"
    for p in s.players:
        p.informant = False
    seat = min(range(4), key=lambda i: s.players[i].respect)
    s.winners = [i for i in range(4) if i != seat][:1]
    me, best = s.players[seat].respect, max(p.respect for p in s.players if p.seat != seat)
    assert worth(game, seat, {}) == 10.0 + me - best  # loyal: the verdict it wanted, behind its best rival
    s.players[seat].informant = True
    assert worth(game, seat, {}) == float(me)  # an informant: not the verdict it wanted, no rival on its side
    s.verdict = "jailed"
    s.winners = [seat]
    assert worth(game, seat, {}) == 100.0 + 10.0 + me  # jailed and it won


def test_the_strong_bot_plays_whole_games_at_three_and_five() -> None:
    for players in (3, 5):
        bots = ["strong:2", *["greedy"] * (players - 1)]
        game = Game.new(GAME, rules(), players, 40 + players)
        makers = GAME.bot_makers()
        seats = [makers[b.split(":")[0]](i, *b.split(":")[1:]) for i, b in enumerate(bots)]
        while not game.is_over:
            d = game.decision
            assert d is not None
            game.apply(seats[d.seat](game.view(d.seat), d))
            assert violations(game.engine) == []
        assert game.state.verdict in ("acquitted", "jailed")


def test_the_sample_depends_on_nothing_the_seat_cannot_see() -> None:
    """Imagined from any game the seat could be in (itself a sample), the same draw gives the same game:
    no deck's real order, hand or role leaks into what the strong bot imagines."""
    for players, stop in ((3, 40), (4, 130), (5, 90)):
        game = _greedy_until(players, 23, stop)
        for seat in range(players):
            other = copy_for(game, seat, random.Random(99))
            assert other.state.to_data() != game.state.to_data()
            for k in range(3):
                assert copy_for(other, seat, random.Random(k)).state.to_data() == \
                    copy_for(game, seat, random.Random(k)).state.to_data()
