"""Decks as places: `look N card KIND keep=K` (issue 27 item 3, D-300) — the checker's bounds at their
positions, what the looker's memory and another seat's memory know after a look, and the log lines each
seat reads. The play itself (which cards go to the hand, which to the bottom, in order) is the scenario
tests/scenarios/house_decks_scout.yaml; its hidden information, tests/test_hidden_contracts.py."""

from __future__ import annotations

import random
from typing import Any

import pytest

from interpreter.games.speakeasy import vocabulary as V
from interpreter.games.speakeasy.belief import Knowledge
from interpreter.language.checker import check
from interpreter.language.parser import parse
from interpreter.machine.values import visible

from .conftest import quiet_game


def problems(text: str) -> list[tuple[str, int, int]]:
    found = check(parse(text, "effect"), V.VOCABULARY, "runs")  # type: ignore[arg-type]
    return [(p.message, p.pos.line, p.pos.column) for p in found]


# (case, text, the start of each problem and its line and column; [] when the text is fine)
CASES = [
    ("the helper of house-decks", "look 3 card fleet keep=1", []),
    ("keep is 1 unless given", "look 2 card vip", []),
    ("keep every card, or none", "look 5 card party keep=5; look 1 card still keep=0", []),
    ("no card looked at", "look 0 card fleet", [("'look' takes its amount from 1 to 5, not 0", 1, 6)]),
    ("more than the most laid out at once", "gain $1;\nlook 6 card fleet keep=1",
     [("'look' takes its amount from 1 to 5, not 6", 2, 6)]),
    ("a number worked out in play", "look (players) card fleet",
     [("'look' takes its amount as a number written out, from 1 to 5", 1, 7)]),  # at `players`
    ("keeping more than was looked at", "look 2 card vip keep=3", [("'look': its keep (3) is more than its amount (2)",
                                                                     1, 17)]),
    ("keeping more than the most", "look 5 card vip keep=9", [("'look' takes its keep from 0 to 5, not 9", 1, 17)]),
    ("a deck is one kind", "look 3 card vip or party", [("kind takes one word, not alternatives", 1, 13)]),
    ("not a deck", "look 3 card goon", [("'goon' is not a valid kind", 1, 13)]),
]


@pytest.mark.parametrize(("text", "want"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_look_is_checked_where_it_is_written(text: str, want: list[tuple[str, int, int]]) -> None:
    got = problems(text)
    assert [(m[:len(w)], line, col) for (m, line, col), (w, _, _) in zip(got, want, strict=False)] == want
    assert len(got) == len(want)


def _looked(seed: int = 1) -> Any:
    """A game in which player 1 looks at the top 3 Fleet cards and keeps the second."""
    game = quiet_game(seed=seed)
    game.perform(parse("look 3 card fleet keep=1", "effect"), 0)
    assert game.decision is not None and len(game.decision.options) == 3
    game.apply(game.decision.options[1].id)
    return game


def test_the_looker_knows_where_the_cards_went_and_the_others_do_not() -> None:
    game = _looked()
    kept = next(a for k, a in game.state.log if k == "look_kept")
    deck = game.state.decks["fleet"]
    mine = Knowledge(game.rules, game.state.n, 0).update(game.state.log)
    theirs = Knowledge(game.rules, game.state.n, 1).update(game.state.log)
    assert kept["kept_cards"][0] in mine.known_hand[0] and kept["kept_cards"][0] not in theirs.known_hand[0]
    assert mine.deck["fleet"][:2] == list(reversed(kept["bottom_cards"])) == deck[:2]
    assert theirs.deck["fleet"][:2] == [None, None] and len(theirs.deck["fleet"]) == len(deck)
    assert theirs.unknown_hand[0]["fleet"] == mine.unknown_hand[0]["fleet"] + 1


def test_another_seat_reads_how_many_never_which() -> None:
    game = _looked()
    seen = next(a["looked_cards"] for k, a in game.state.log if k == "look_seen")
    under = set(seen[1:])  # the top one lay face up for all
    for seat in (1, 2, 3):
        lines = [(k, a) for k, a in visible(game.state.log, seat) if k.startswith("look")]
        assert [k for k, _ in lines] == ["look_deck"]
        assert lines[0][1] == {"seat": 0, "deck": "fleet", "looked": 3, "kept": 1, "bottom": 2}
        said = {str(v) for _, a in visible(game.state.log, seat) for v in a.values()}
        assert not under & said
    assert [k for k, _ in visible(game.state.log, 0) if k.startswith("look")] == ["look_seen", "look_kept", "look_deck"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_search_s_sample_keeps_the_cards_the_looker_sees_and_plays_on(seed: int) -> None:
    """While the looker chooses, its sample of the game (belief.determinize) holds the laid-out cards where they
    lie, so each option it tries moves real cards; another seat's sample keeps only the public top."""
    game = quiet_game(seed=seed)
    game.perform(parse("look 4 card vip keep=2", "effect"), 0)
    real = game.state.decks["vip"]
    for seat in (0, 1):
        copy = game.view(seat).sample(Knowledge(game.rules, game.players, seat), random.Random(seed))  # type: ignore[attr-defined]
        deck = copy.state.decks["vip"]
        assert len(deck) == len(real) and deck[-1] == real[-1]
        if seat == 0:  # the sample answers the looker's question as the real game would
            assert deck[-4:] == real[-4:]
            copy.apply(copy.decision.options[0].id)
            assert copy.decision is not None and copy.decision.kind == "look_keep"
            copy.apply(copy.decision.options[0].id)
            assert copy.decision is None or copy.decision.kind != "look_keep"


def test_an_order_chosen_is_known_to_the_looker_alone() -> None:
    """With `ordered`, the cards go back in the order chosen, the first highest; the looker's memory has that
    order (read from its own line, not guessed from how they lay), another seat's has unseen cards there."""
    game = quiet_game()
    game.perform(parse("look 3 card party keep=0 ordered", "effect"), 0)
    laid = [o.id.split(":", 1)[1] for o in game.decision.options]  # type: ignore[union-attr]
    game.apply(f"card:{laid[2]}")
    game.apply(f"card:{laid[0]}")
    assert game.decision is None or game.decision.kind != "look_order"
    deck = game.state.decks["party"]
    assert deck[:3] == [laid[1], laid[0], laid[2]]  # bottom first: the last one put back lies lowest
    mine = Knowledge(game.rules, game.players, 0).update(game.log)
    theirs = Knowledge(game.rules, game.players, 2).update(game.log)
    assert mine.deck["party"][:3] == deck[:3] and theirs.deck["party"][:3] == [None, None, None]
