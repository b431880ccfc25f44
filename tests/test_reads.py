"""What an objective's requirement reads (interpreter/games/speakeasy/reads.py): the digest under which its
answer is kept across states and clones must hold everything the requirement reads, or a kept answer would
be a stale one.

* which reads a requirement's syntax gives, and which requirements give none (checked every time);
* at every decision of whole games, for every seat and every objective on display, the kept answer is the
  answer the interpreter gives from scratch (the games' engines keep their answers the whole game);
* the strong bot plays exactly the moves it played before its costs were cut (the same games, move for move).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

import pytest

from interpreter.games.speakeasy.objectives import displayed_objectives, meets
from interpreter.games.speakeasy.reads import probes
from interpreter.games.speakeasy.registry import Ctx
from interpreter.games.speakeasy.state import Building
from interpreter.games.speakeasy.verbs_cards import cookable
from interpreter.games.speakeasy.vocabulary import BOROUGHS
from interpreter.harness.simulate import play_game, seat_bots
from interpreter.language.parser import parse_cond
from interpreter.machine.evaluate import holds
from interpreter.machine.game import Game

from .conftest import GAME, shipped_rules


@pytest.mark.parametrize(("requirement", "reads"), [
    ("influence >= 5", [("q", "influence")]),
    ("strength + associate_strength + goons >= 9", [("q", "strength"), ("q", "associate_strength"), ("q", "goons")]),
    ("tracks_at_least(3) >= 4", [("levels", None)]),
    ("count(building[mine protected]) >= 3", [("mine", None)]),
    ("districts(building[protected kind=casino]) >= 2", [("all", None)]),
    ("some(d in district[borough=here], count(building[mine kind=speakeasy district=d]) >= 2)", [("mine", None)]),
    ("all(b in borough[], count(building[mine barrel borough=b]) >= 1)", [("mine", None)]),
    ("count(crate[mine]) >= 2", ["count"]),
    ("highest(goons, influence) >= 4 or infamy < 10", [("q", "goons"), ("q", "influence"), ("q", "infamy")]),
    # what a digest cannot hold: other players, the police, control, a count over a district's own variable
    ("most(goons) >= 3", None),
    ("count(district[police]) >= 1", None),
    ("some(d in district[controlled], count(building[mine district=d]) >= 1)", None),
    ("some(d in district[], count(police[district=d]) >= 1)", None),
])
def test_a_requirement_gives_the_reads_of_its_syntax(requirement: str, reads: list[object] | None) -> None:
    found = probes(parse_cond(requirement))
    if reads is None:
        assert found is None
    else:
        assert found is not None
        assert [p[0] if p[0] == "count" else p for p in found] == reads


GAMES = [(2, 31, "greedy"), (3, 32, "random"), (4, 33, "greedy"), (4, 34, "random")]


@pytest.mark.parametrize(("players", "seed", "bot"), GAMES)
def test_a_kept_answer_is_the_answer_from_scratch(players: int, seed: int, bot: str) -> None:
    rules = shipped_rules()
    game = Game.new(GAME, rules, players, seed)
    bots = seat_bots(GAME, [bot] * players, seed)
    checked = met = 0
    while not game.is_over:
        g = game.engine
        for seat in range(players):
            for oid, borough in displayed_objectives(g):
                ob = rules.by_id[oid]
                fresh = holds(g, ob.requirement, Ctx(seat, source=oid, here=borough, golden=not ob.ignores_golden_rule))
                assert meets(g, seat, oid, borough) == fresh, (oid, borough, seat, len(game.decisions))
                checked += 1
                met += fresh
            assert [ob for ob in cookable(g, seat)] == [
                ob for ob in cookable(g.clone(), seat)], "a clone keeps the same answers"
        seat = game.current_player
        game.apply(bots[seat](game.view(seat), game.decision))
    assert checked > 1000 and met > 10, "the games must reach objectives that are met"


def _protect(s: Any) -> None:
    for b in _all_buildings(s):
        b.protected = not b.protected


def _barrels(s: Any) -> None:
    for b in _all_buildings(s):
        b.barrel = not b.barrel


def _police(s: Any) -> None:
    for d in s.districts.values():
        d.police = 1


def _kinds(s: Any) -> None:
    for b in _all_buildings(s):
        b.kind = {"speakeasy": "casino", "casino": "nightclub", "nightclub": "speakeasy"}.get(b.kind, b.kind)


def _crates(s: Any) -> None:
    for p in s.players:
        p.crates = ["crate_ledgers", "crate_strength", "crate_party"]


def _levels(s: Any) -> None:
    for p in s.players:
        p.levels = {track: 5 if level < 3 else 1 for track, level in p.levels.items()}


def _goons(s: Any) -> None:
    for p in s.players:
        p.goons, p.influence_tokens = 12 - p.goons, 9 - min(p.influence_tokens, 9)


def _all_buildings(s: Any) -> list[Any]:
    return [b for d in s.districts.values() for b in d.spaces if b is not None and b.owner >= 0]


BASE: list[Game] = []


def _rich_game() -> Game:
    """A 4-player game well into its second act, its map then filled by hand: every district without police,
    each free space a building of one of the players (kinds, protection and barrels in turn), so that many
    objectives stand at their thresholds."""
    if not BASE:
        game = Game.new(GAME, shipped_rules(), 4, 33)
        bots = seat_bots(GAME, ["greedy"] * 4, 33)
        while not game.is_over and len(game.decisions) < 420:
            seat = game.current_player
            game.apply(bots[seat](game.view(seat), game.decision))
        k = 0
        for d in game.state.districts.values():
            d.police = 0
            for i, b in enumerate(d.spaces):
                if b is None or b.owner < 0:
                    d.spaces[i] = Building(k % 4, ("speakeasy", "nightclub", "casino")[k % 3], k % 5 < 2, k % 7 < 3)
                    k += 1
        game.changed()
        BASE.append(game)
    return BASE[0]


@pytest.mark.parametrize("change", [_protect, _barrels, _police, _kinds, _crates, _levels, _goons],
                         ids=lambda f: f.__name__)
def test_a_change_to_what_a_requirement_reads_is_never_answered_from_before(change: Callable[[Any], None]) -> None:
    """Each change touches one thing requirements read and nothing else: an answer kept from before it
    (the clone shares them) would be stale wherever the change decides the objective."""
    base = _rich_game()
    rules = base.rules
    twin = base.clone()
    asked = [(o.id, b) for o in rules.lists["objectives"] for b in (None, *BOROUGHS)]
    before = {}
    for seat in range(4):
        cookable(twin.engine, seat)
        for oid, borough in asked:
            before[seat, oid, borough] = meets(twin.engine, seat, oid, borough)
    change(twin.state)
    twin.changed()
    flipped = 0
    g = twin.engine
    for seat in range(4):
        for oid, borough in asked:
            ob = rules.by_id[oid]
            fresh = holds(g, ob.requirement, Ctx(seat, source=oid, here=borough, golden=not ob.ignores_golden_rule))
            assert meets(g, seat, oid, borough) == fresh, (oid, borough, seat)
            flipped += fresh != before[seat, oid, borough]
        assert cookable(g, seat) == [ob for ob in cookable(g.clone(), seat)]
    assert flipped, "the change must decide some objective, or the test shows nothing"


def _moves(players: int, seed: int, bots: list[str]) -> str:
    return hashlib.sha256(" ".join(play_game(GAME, shipped_rules(), players, seed, bots).decisions).encode()).hexdigest()[:16]


# the moves of whole games with the strong bot, as the search played them before reads.py and the other cuts
# of its cost (commit 95ac440): equal moves on equal seeds, so its strength is the same
@pytest.mark.parametrize(("players", "seed", "bots", "moves"), [
    (2, 70001, ["consigliere", "greedy"], "528fb7f65b74f3f6"),
    (3, 70002, ["greedy", "greedy", "consigliere"], "d361367a75770240"),
    (4, 70003, ["greedy", "greedy", "greedy", "consigliere:4"], "794cf9411299585b"),
])
def test_the_strong_bot_plays_the_moves_it_played_before(players: int, seed: int, bots: list[str], moves: str) -> None:
    assert _moves(players, seed, bots) == moves
