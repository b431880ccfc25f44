"""The narration tells a player what they need (issue 29 item 4; D-240..D-244): a table of the narrated events,
each made to happen on a constructed table, and its log line read in every language with the values it must
name — the cards dealt face down (to their owner alone), the card discarded, the reward taken, the track's new
level and what it gives, infamy from what to what and the price it reaches, and the one-line "why" where a
rule decides that something pays nothing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from interpreter.games.speakeasy.belief import Knowledge
from interpreter.games.speakeasy.state import MOB, Building, GameState
from interpreter.machine.game import Game
from interpreter.machine.values import AUDIENCE
from interpreter.text.languages import LANGUAGES
from interpreter.text.messages import Messages

from .conftest import GAME, perform, quiet_game, run_task, shipped_rules

WORDS = {lang: Messages(GAME.text, shipped_rules(), lang) for lang in LANGUAGES}
# the words of each "why", as each language says it (a line without them would not say why)
WHY = {
    "dock_move": {"en": "earns no reward", "zh-Hans": "移动不获得奖励", "zh-Hant": "移動不會獲得獎勵"},
    "payout_none": {"en": "pays nothing for that place", "zh-Hans": "不给这一名次分红", "zh-Hant": "不付錢"},
    "casino_closed": {"en": "police are there", "zh-Hans": "该地区有警察", "zh-Hant": "該街區有警察"},
    "capo_idle": {"en": "can be done now", "zh-Hans": "目前都无法执行", "zh-Hant": "目前都無法執行"},
}


def _cleared(players: int = 4) -> Game[GameState]:
    game = quiet_game(players, 1)
    for d in game.state.districts.values():
        d.spaces = [None] * len(d.spaces)
        d.mob_tile = d.police_tile = False
        d.police = 0
    return game


def _raise(track: str, levels: dict[str, int]) -> Callable[[], Game[GameState]]:
    def made() -> Game[GameState]:
        game = quiet_game(4, 1)
        game.state.players[0].levels.update(levels)
        return perform(game, 0, f"raise {track}")  # one track: no question
    return made


def _discard() -> Game[GameState]:
    game = quiet_game(4, 1)
    return perform(game, 0, "discard 1 card", f"card:{game.state.players[0].hand[0]}")


def _dock_move() -> Game[GameState]:
    game = quiet_game(4, 1)
    game.state.docks["1:downtown"] = 0
    return run_task(game, "dock_move", 0, ("1:downtown", "3:uptown"))


def _payout_none() -> Game[GameState]:
    """Five markers on downtown's track (the mob and four players, one district each): the fifth place's $0."""
    game = _cleared()
    s = game.state
    downtown = [d for d in sorted(s.districts) if s.districts[d].borough == "downtown"]
    for who, d in zip((MOB, 0, 1, 2, 3), downtown, strict=False):
        s.districts[d].spaces[0] = Building(who, "mob_speakeasy" if who == MOB else "speakeasy")
    return run_task(game, "payouts")


def _casino_closed() -> Game[GameState]:
    game = _cleared()
    s = game.state
    s.top_row, s.lower_row = [0, 1, 2, 3], [None, 3, None, None]  # a marker moved down: casinos pay this round
    s.districts[13].spaces[0] = Building(2, "casino")
    s.districts[13].police = 1
    return run_task(game, "end_round")


def _crate() -> Game[GameState]:
    game = quiet_game(4, 1)
    s = game.state
    s.players[0].levels["strength"] = 5
    for key in s.docks:
        s.docks[key] = 0
    perform(game, 0, "attack")
    game.apply(game.legal_options()[0].id)
    return game


def _capo_idle() -> Game[GameState]:
    """A capo at the Docks' first person with no Still card in hand and no family member at the docks."""
    game = quiet_game(4, 1)
    p = game.state.players[0]
    p.hand = [c for c in p.hand if str(game.rules.by_id[c].kind) != "still"]  # type: ignore[attr-defined]
    p.capos = 1
    return run_task(game, "capo_to", 0, ("loc_docks", 0))


def _give_card() -> Game[GameState]:
    """A card handed over out of sight (the give of the house cards' variant, here with the shipped rules)."""
    game = quiet_game(4, 1)
    card = game.state.players[0].hand[-1]
    return perform(game, 0, "give 1 card to displacer", f"card:{card}", roles=(("displacer", 1),))


def _give_barrels() -> Game[GameState]:
    """Two barrels from player 2's still to player 1's (D-355), both stills operating in a district without police."""
    game = quiet_game(4, 1)
    s = game.state
    free = [(d, i) for d in s.districts.values() if d.police == 0 for i, b in enumerate(d.spaces) if b is None]
    for seat, (d, i) in zip((0, 1), free, strict=False):
        d.spaces[i] = Building(seat, "still")
    s.players[1].still_barrels, s.supply_barrels = 3, s.supply_barrels - 3
    game.engine.changed()
    return perform(game, 1, "give 2 barrel to displacer", roles=(("displacer", 0),))


@dataclass(frozen=True)
class Case:
    name: str
    made: Callable[[], Game[GameState]]
    key: str  # the log line's key
    values: Callable[[Game[GameState], dict[str, Any], Messages], list[str]]  # what the line must name, in words


def _names(*args: str) -> Callable[[Game[GameState], dict[str, Any], Messages], list[str]]:
    """The line's arguments, each as the language words it (a component's name, a number as it is)."""
    def said(game: Game[GameState], a: dict[str, Any], w: Messages) -> list[str]:
        return [w.component(str(a[k])) if str(a[k]) in game.rules.by_id else str(a[k]) for k in args]
    return said


def _effect(*args: str) -> Callable[[Game[GameState], dict[str, Any], Messages], list[str]]:
    def said(game: Game[GameState], a: dict[str, Any], w: Messages) -> list[str]:
        return [*_names(*args)(game, a, w), w.r.effect(a["node"])]
    return said


CASES = [
    Case("starting hand, to its owner", lambda: quiet_game(4, 1), "dealt_hand",
         lambda game, a, w: [w.component(c) for c in a["dealt_cards"]]),
    Case("starting hand, for all", lambda: quiet_game(4, 1), "dealt", _names("amount")),
    Case("a discard, face up", _discard, "discard", _names("card")),
    Case("a level and what it gives", _raise("still", {}), "raise", _names("level", "value")),
    Case("strength's level", _raise("strength", {}), "raise", _names("level", "value")),
    Case("infamy, the next price step", _raise("party", {}), "infamy", _names("was", "now", "next")),
    Case("infamy, the price reached", _raise("party", {"party": 2}), "infamy",
         _names("was", "now", "speakeasy", "high")),
    Case("the infamy reward, named", _raise("vip", {"still": 3, "party": 2}), "infamy_reward", _effect("at")),
    Case("the second truck", _raise("fleet", {"fleet": 2}), "trucks", _names("amount")),
    Case("a crate and its back", _crate, "crate", _effect("crate", "cash")),
    Case("a dock move earns nothing", _dock_move, "dock_move", _names("row", "to_row")),
    Case("a Luciano place paying nothing", _payout_none, "payout_none", _names("place", "held")),
    Case("a casino closed by the police", _casino_closed, "casino_closed", _names("district")),
    Case("a capo's person that can do nothing", _capo_idle, "capo_idle", _effect("loc")),
    Case("a card handed over, to the two", _give_card, "give_card_named", _names("card")),
    Case("barrels given, still to still", _give_barrels, "give_barrel", _names("amount")),
    Case("the objective a raise unlocks", _raise("party", {"still": 3, "party": 2, "vip": 2}), "objective_met",
         _effect("objective")),
]
PRIVATE = {"dealt_hand": "starting hand, to its owner", "capo_idle": "a capo's person that can do nothing",
           "give_card_named": "a card handed over, to the two", "objective_met": "the objective a raise unlocks"}


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_each_narrated_event_names_what_it_must_in_every_language(case: Case) -> None:
    game = case.made()
    lines = [a for key, a in game.log if key == case.key]
    assert lines, f"no {case.key!r} line: {[k for k, _ in game.log][-12:]}"
    a = lines[-1]
    for lang, w in WORDS.items():
        text = w.log(case.key, a)
        for value in case.values(game, a, w):
            assert value and value in text, f"{lang}: {value!r} is not in {text!r}"
        if case.key in WHY:
            assert WHY[case.key][lang] in text, f"{lang}: {text!r} does not say why"
        assert "{" not in text and "$$" not in text, text


def test_the_starting_hand_is_named_to_its_owner_and_to_no_one_else() -> None:
    game = quiet_game(4, 1)
    hands = {p.seat: tuple(p.hand) for p in game.state.players}
    for seat in range(4):
        private = [a for key, a in game.view(seat).log if key == "dealt_hand"]
        assert private == [{"seat": seat, "dealt_cards": hands[seat], AUDIENCE: (seat,)}]
        public = [a["seat"] for key, a in game.view(seat).log if key == "dealt"]
        assert public == [0, 1, 2, 3]  # everyone is told that each player was dealt cards, not which
        others = {c for s, cards in hands.items() if s != seat for c in cards} - set(hands[seat])
        for lang, w in WORDS.items():
            text = "\n".join(w.log(key, a) for key, a in game.view(seat).log)
            assert all(w.component(c) in text for c in hands[seat]), lang
            assert not [c for c in others if w.component(c) in text.replace(_tops(game, w), "")], lang
    assert not [key for key, _ in game.log_for(None) if key == "dealt_hand"]  # a spectator reads no hand


def _tops(game: Game[GameState], w: Messages) -> str:
    """The deck tops' lines (a copy of a dealt card may lie on top of a deck, face up for all)."""
    return "\n".join(w.log(key, a) for key, a in game.log if key == "deck_top")


@pytest.mark.parametrize("key", sorted(PRIVATE))
def test_a_line_for_one_player_is_in_that_players_log_alone(key: str) -> None:
    """What only its owner may know (a hand dealt face down; that a cost cannot be paid, which tells of the safe)
    is read by that seat in its view and by no other seat nor a spectator."""
    game = next(c for c in CASES if c.name == PRIVATE[key]).made()
    line = next(a for k, a in game.log if k == key)
    readers = {line["seat"], line.get("to", line["seat"])}
    for seat in range(game.players):
        mine = [a for k, a in game.view(seat).log if k == key and a["seat"] == line["seat"]]
        assert bool(mine) == (seat in readers), (key, seat)
    assert not [k for k, _ in game.log_for(None) if k == key]


def test_barrels_given_are_told_to_everyone() -> None:
    """The still track is public (000 P.13: the barrels stand on the business board): every seat and a spectator
    read how many barrels went from whose still to whose, and the still tracks say the same."""
    game = _give_barrels()
    assert [p.still_barrels for p in game.state.players][:2] == [2, 1]
    line = {"seat": 1, "to": 0, "amount": 2}
    for seat in (*range(game.players), None):
        assert [a for k, a in game.log_for(seat) if k == "give_barrel"] == [line], seat


def test_who_was_handed_a_card_is_known_to_the_two_and_guessed_by_the_others() -> None:
    """The belief a bot keeps (belief.Knowledge) reads the named card only in the giver's and the receiver's
    logs: for them the receiver holds that card; for the others it is one more card nobody has seen."""
    game = _give_card()
    card = next(a["card"] for k, a in game.log if k == "give_card_named")
    for seat in range(4):
        known = Knowledge(game.rules, 4, seat).update(game.view(seat).log)
        assert (card in known.known_hand[1]) == (seat in (0, 1)), seat
        assert sum(known.unknown_hand[1].values()) + len(known.known_hand[1]) == len(game.state.players[1].hand)
