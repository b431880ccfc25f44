"""Nostra City's board in the studio (board.py): drawn from one seat's view, in three languages, at five
seats; the seat's own hand, role and sealed bids on its page alone; a bid's space live where the seat may
bid; a tapped wiseguy drawn as tapped."""

from __future__ import annotations

import re

import pytest

from interpreter.games.nostra_city import GAME
from interpreter.machine.game import Game
from interpreter.text.languages import LANGUAGES
from interpreter.text.messages import Messages

from .helpers import rules


def _at_a_bid(players: int, seed: int) -> Game:
    """A greedy game played until a seat is asked where to bid, some wiseguys tapped."""
    game = Game.new(GAME, rules(), players, seed)
    bots = [GAME.bot_makers()["greedy"](seed + i) for i in range(players)]
    while not game.is_over:
        d = game.decision
        assert d is not None
        if game.state.month >= 2 and any(o.id.startswith("bid:") for o in d.options) and game.state.bids:
            return game
        game.apply(bots[d.seat](game.view(d.seat), d))
    raise AssertionError("no bid was asked for")


def _svg(game: Game, seat: int, lang: str) -> str:
    words = Messages(GAME.text, rules(), lang)
    assert GAME.board is not None
    return "".join(p.svg for p in GAME.board(game.view(seat).to_dict(), rules(), words))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_seat_draws_its_own_hand_and_no_other(lang: str) -> None:
    game = _at_a_bid(5, 7)
    money = {c.id for c in rules().lists["money_cards"]}
    for seat in range(5):
        drawn = set(re.findall(r'data-component="([^"]+)"', _svg(game, seat, lang)))
        me = game.state.players[seat]
        assert set(me.money) <= drawn and set(me.vendettas) <= drawn
        others = {c for p in game.state.players if p.seat != seat for c in (*p.money, *p.vendettas)}
        assert not (drawn & money) - set(me.money) - set(game.view(seat).deal_pool)
        assert not (drawn & others) - set(me.money) - set(me.vendettas)  # a card id shared with an own copy only


def test_the_street_is_live_where_the_seat_may_bid_and_its_own_bid_marked() -> None:
    game = _at_a_bid(4, 3)
    d = game.decision
    assert d is not None
    svg = _svg(game, d.seat, "en")
    bids = [o.id for o in d.options if o.id.startswith("bid:")]
    assert bids and all(f'data-option="{b}"' in svg for b in bids)
    other = (d.seat + 1) % 4
    assert not re.search(r'data-option="bid:', _svg(game, other, "en"))  # another seat's page: nothing to click


def test_a_tapped_wiseguy_is_drawn_tapped_and_an_untapped_one_not() -> None:
    game = _at_a_bid(4, 3)
    tapped = [(p.seat, w) for p in game.state.players for w in p.tapped]
    ready = [(p.seat, w) for p in game.state.players for w in p.wiseguys if w not in p.tapped]
    assert tapped and ready
    svg = _svg(game, 0, "en")
    for _, w in tapped:
        assert re.search(rf'stroke-dasharray="3 2" data-component="{w}"', svg), w
    for _, w in ready:
        assert not re.search(rf'stroke-dasharray="3 2" data-component="{w}"', svg), w
