"""The strong bot (consigliere) and what it may know: it decides from its own view and the public log,
and looks ahead only in games whose hidden part is sampled again.

* ``Knowledge`` follows the public log exactly: at every decision of whole games, what it says a
  seat knows (each deck's face-up top and the known cards at its bottom, the cards taken in the open
  and known in others' hands, how many unknown cards of each kind they hold) matches the true table;
* a sampled game shows its seat exactly the view of the real one;
* two games that differ only in what a seat cannot see (the others' unknown cards, their safes, every
  face-down stack, the RNG) give the same sample and the same decision for the same seed;
* the bot plays whole legal games, the same for the same seed, and never touches the real game.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from interpreter.games.speakeasy.belief import Knowledge, determinize
from interpreter.games.speakeasy.bots import consigliere
from interpreter.games.speakeasy.invariants import violations
from interpreter.games.speakeasy.views import player_view
from interpreter.harness.simulate import check_bot, parse_bots, play_game, seat_bots
from interpreter.machine.game import Game

from .conftest import GAME, shipped_rules

GAMES = [(2, 11, "greedy"), (3, 12, "random"), (4, 13, "greedy")]  # (players, seed, bot of every seat)


def _games():
    """Every decision point of a few seeded games: (game, seat to move, players)."""
    for players, seed, bot in GAMES:
        game = Game.new(GAME, shipped_rules(), players, seed)
        seats = seat_bots(GAME, [bot] * players, seed)
        while not game.is_over:
            yield game, game.current_player, players
            seat = game.current_player
            game.apply(seats[seat](game.view(seat), game.decision))


def test_knowledge_follows_the_public_log_exactly() -> None:
    knowledge: dict[tuple[int, int], Knowledge] = {}
    cycled = 0
    for game, _, players in _games():
        s = game.state
        for seat in range(players):
            k = knowledge.setdefault((game.seed, seat), Knowledge(game.rules, players, seat)).update(game.log)
            for kind, deck in s.decks.items():
                known = k.deck[kind]
                assert len(known) == len(deck), f"the size of the {kind} deck"
                assert all(c is None or c == deck[i] for i, c in enumerate(known)), f"the known cards of the {kind} deck"
                assert not deck or known[-1] == deck[-1], f"the top of the {kind} deck is in view (D-60)"
                assert deck[: len(k.bottom(kind))] == k.bottom(kind), f"the known bottom of the {kind} deck"
                cycled += k.unseen(kind) == 0 and len(deck) > 1
            for p in s.players:
                if p.seat == seat:
                    continue
                assert not Counter(k.known_hand[p.seat]) - Counter(p.hand), "a card known in a hand is there"
                unknown = Counter(game.rules.by_id[c].kind for c in p.hand) - Counter(
                    game.rules.by_id[c].kind for c in k.known_hand[p.seat])
                assert +k.unknown_hand[p.seat] == unknown, "the unknown cards of each kind in a hand"
                assert k.used_helpers[p.seat] == p.used_helpers
                assert game.rules.board.starting.safe + k.safe_in[p.seat] == p.safe, "what goes in and out of a safe is public"
    assert cycled, "no deck ran through its unseen cards: the known bottom never came up"


def _other_world(game: Game, seat: int, k: Knowledge, rng: random.Random) -> Game:
    """A clone that differs from ``game`` in everything ``seat`` cannot see (by the public log)."""
    other = game.clone()
    s, rules = other.state, other.rules
    for kind, deck in s.decks.items():  # the others' unknown cards and the decks' unseen cards, dealt again
        unseen = [i for i, c in enumerate(k.deck[kind]) if c is None]
        hands = {p.seat: [c for c in p.hand if rules.by_id[c].kind == kind] for p in s.players if p.seat != seat}
        for p in s.players:
            if p.seat != seat:
                for c in k.known_hand[p.seat]:
                    if rules.by_id[c].kind == kind:
                        hands[p.seat].remove(c)
        pool = [deck[i] for i in unseen] + [c for cards in hands.values() for c in cards]
        rng.shuffle(pool)
        for p in s.players:
            if p.seat != seat:
                keep = [c for c in p.hand if rules.by_id[c].kind != kind or c in k.known_hand[p.seat]]
                p.hand = keep + [pool.pop() for _ in hands[p.seat]]
        for i in unseen:
            deck[i] = pool.pop()
    for p in s.players:
        if p.seat != seat:
            p.safe += 2 * rng.randrange(1, 40)
    seen = Counter([t for d in s.districts.values() for t in d.city_tiles if t] + [t for t in s.tile_right if t]
                   + [t for row in s.tile_middle for t in row] + [t for p in s.players for t in (*p.city_tiles, *p.used_tiles)])
    unseen = list((Counter({t.id: t.copies for t in rules.lists["city_tiles"]}) - seen).elements())
    # each row's pile: its tiles, not only their order (the rest is boxed)
    drawn = rng.sample(unseen, sum(len(row) for row in s.tile_stack))
    s.tile_stack = [[drawn.pop() for _ in row] for row in s.tile_stack]
    rng.shuffle(s.helper_deck)
    under = s.crate_stack[:-1]  # the spare crate tiles lie face up: only the order under the top is hidden
    rng.shuffle(under)
    s.crate_stack[:-1] = under
    for pile in s.mob_piles.values():
        rng.shuffle(pile)
    for name in ("mob_tile_stacks", "police_stacks"):
        stacks = getattr(s, name)
        flat = [d for stack in stacks for d in stack]
        rng.shuffle(flat)
        setattr(s, name, [[flat.pop() for _ in stack] for stack in stacks])
    s.rng.seed(rng.random())
    other.changed()
    return other


def _points(every: int) -> list[tuple[Game, int]]:
    """Decisions spread over the games, and those where hidden things decide what a look-ahead meets:
    the last round of each act (a turn that ends the act plays on into the mob war, whose mobster
    comes from a shuffled pile) and the defenses of the mob war itself."""
    out = []
    for i, (game, seat, _) in enumerate(_games()):
        d = game.decision
        late = d is not None and d.kind == "place_capo" and game.state.round in (4, 7, 10)
        if i % every == 0 or late or (d is not None and d.kind == "defend"):
            out.append((game.clone(), seat))
    return out


POINTS = _points(61)


@pytest.mark.parametrize("index", range(len(POINTS)))
def test_a_sample_depends_only_on_what_its_seat_may_know(index: int) -> None:
    game, seat = POINTS[index]
    k = Knowledge(game.rules, game.players, seat).update(game.log)
    other = _other_world(game, seat, k, random.Random(index))
    assert other.state_hash() != game.state_hash(), "the other world must differ"
    a = determinize(game.engine, seat, k, random.Random(5))
    b = determinize(other.engine, seat, k, random.Random(5))
    assert a.state.to_data() == b.state.to_data()
    assert player_view(a, seat) == player_view(game.engine, seat), "a sample shows its seat the real view"


@pytest.mark.parametrize("index", range(len(POINTS)))
def test_the_strong_bot_decides_the_same_whatever_it_cannot_see(index: int) -> None:
    game, seat = POINTS[index]
    k = Knowledge(game.rules, game.players, seat).update(game.log)
    other = _other_world(game, seat, k, random.Random(index))
    before = game.state_hash()
    a, b = consigliere(7, "4"), consigliere(7, "4")
    mine, theirs = a.choose(game.view(seat), game.decision), b.choose(other.view(seat), other.decision)
    assert mine.id == theirs.id
    assert a.last == b.last, "what each option was worth must not depend on hidden things either"
    assert game.state_hash() == before, "the bot looks ahead in copies, never in the real game"


def test_a_clone_for_search_shows_the_tops_but_not_the_cards_under_them() -> None:
    """The point of sampling: a plain clone would carry the true order of each deck; a sample keeps the
    tops, which every player sees (D-60), and deals the cards under them again."""
    game = next(g for g, seat, _ in _games() if g.decision is not None and g.decision.kind == "draw" and g.players == 4)
    seat = game.current_player
    k = Knowledge(game.rules, game.players, seat).update(game.log)
    decks = game.state.decks
    samples = [determinize(game.engine, seat, k, random.Random(i)).state.decks for i in range(8)]
    assert all({kind: d[-1] for kind, d in sample.items() if d} == {kind: d[-1] for kind, d in decks.items() if d}
               for sample in samples)
    under = {kind: d[-2] for kind, d in decks.items() if len(d) > 1 and k.deck[kind][-2] is None}
    assert under, "some deck has an unseen card under its top"
    assert any({kind: sample[kind][-2] for kind in under} != under for sample in samples)


def test_the_strong_bot_plays_a_whole_legal_game_and_the_same_for_the_same_seed() -> None:
    bots = ["consigliere:2", "greedy", "consigliere:2"]
    moves = []
    for _ in range(2):
        game = play_game(GAME, shipped_rules(), 3, 21, bots, on_decision=lambda g: violations(g.engine) and pytest.fail(
            str(violations(g.engine))))
        assert game.is_over
        moves.append(game.decisions)
    assert moves[0] == moves[1]
    other = play_game(GAME, shipped_rules(), 3, 21, ["consigliere:2", "greedy", "consigliere:3"])
    assert other.decisions != moves[0], "another budget plays another game"


@pytest.mark.parametrize(("spec", "players", "error"), [
    ("consigliere:8", 4, None),
    ("consigliere,greedy,random,consigliere:2", 4, None),
    ("greedy:3", 4, "takes no parameter"),
    ("consigliere:x", 4, "budget"),
    ("consigliere:0", 4, "budget"),
    ("boss:8", 4, "unknown bot 'boss'"),
    ("consigliere:4,greedy", 4, "2 bots for 4 players"),
])
def test_bot_specs_take_a_parameter_after_a_colon(spec: str, players: int, error: str | None) -> None:
    if error is None:
        assert len(parse_bots(GAME, spec, players)) == players
    else:
        with pytest.raises(ValueError, match=error):
            parse_bots(GAME, spec, players)


def test_a_bot_spec_is_checked_once_per_name() -> None:
    check_bot(GAME, "consigliere:16")
    with pytest.raises(ValueError, match="takes no parameter"):
        check_bot(GAME, "random:1")
