"""Layer 3: final scoring (000 P.20) — the money, and every tie-breaker on both sides of its boundary."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from interpreter.games.speakeasy import scoring
from interpreter.games.speakeasy.state import Building
from interpreter.loading.loader import check_rules
from interpreter.machine.game import Game

from .conftest import GAME, RULES_DIR, SCHEMA, quiet_game
from .test_variants import ok, variant

DISTRICTS = (1, 2, 3, 4, 5, 6, 7, 8)  # two spaces each at least: room for anyone's buildings


@dataclass
class Seat:
    """One player's table at the end: money, buildings (protected or not), ledgers placed, family members."""

    money: int = 100
    protected: int = 0
    unprotected: int = 0
    ledgers: int = 0
    vip: int = 0
    docks: int = 0
    helpers: list[str] = field(default_factory=list)


def table(*seats: Seat, rules: object = None) -> Game:  # type: ignore[type-arg]
    """A finished table for the first seats; the others have $0 and nothing. Cash makes up each player's
    money after the buildings and helpers have scored, so money ties exactly where a case says so."""
    if rules is None:
        game = quiet_game(4, 1)
    else:
        game = Game.new(GAME, rules, 4, 1)
        game.dismiss()
    s = game.engine.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
        d.police = 1  # only protected buildings operate: they alone score (D-36)
    s.docks = dict.fromkeys(s.docks)
    s.ledgers_on = {}
    free = [(d, i) for d in DISTRICTS for i in range(len(s.districts[d].spaces))]
    docks = iter(sorted(s.docks))
    for seat, want in enumerate(seats):
        p = s.players[seat]
        for k in range(want.protected + want.unprotected):
            d, i = free.pop(0)
            s.districts[d].spaces[i] = Building(seat, "speakeasy", protected=k < want.protected)
        for k in range(want.ledgers):
            s.ledgers_on.setdefault(f"objective_{k}", []).append(seat)
        for _ in range(want.docks):
            s.docks[next(docks)] = seat
        p.vip, p.helpers, p.used_helpers, p.safe = want.vip, list(want.helpers), [], 0
        p.cash = 0
        p.cash = want.money - scoring.final_scores(game.engine)[seat]
    for p in s.players[len(seats):]:
        p.cash, p.safe, p.helpers, p.used_helpers = 0, 0, [], []
    return game


# (case, seats, winners): each tie-breaker of 000 P.20 decides by one, and passes to the next when equal
CASES = [
    ("money first", [Seat(money=101), Seat(money=100, protected=3, ledgers=3, vip=3)], [0]),
    ("money first, the other way", [Seat(money=100, protected=3), Seat(money=101)], [1]),
    ("most protected buildings", [Seat(protected=2), Seat(protected=1, unprotected=3, ledgers=3, vip=3)], [0]),
    ("protected equal: most buildings", [Seat(protected=1, unprotected=1), Seat(protected=1, ledgers=3, vip=3)], [0]),
    ("most buildings, the other way", [Seat(protected=1), Seat(protected=1, unprotected=1)], [1]),
    ("buildings equal: most ledgers placed", [Seat(protected=1, ledgers=2), Seat(protected=1, ledgers=1, vip=3)], [0]),
    ("most ledgers, the other way", [Seat(ledgers=1), Seat(ledgers=2)], [1]),
    ("ledgers equal: most family members (VIP Room)", [Seat(ledgers=1, vip=2), Seat(ledgers=1, vip=1)], [0]),
    ("family members on the docks count", [Seat(docks=1), Seat()], [0]),
    ("docks and VIP Room together", [Seat(docks=1, vip=1), Seat(vip=1)], [0]),
    ("another player's dock space is not yours", [Seat(vip=1), Seat(docks=2)], [1]),
    ("a family member on the docks counts one, like one in the VIP Room", [Seat(docks=1), Seat(vip=2)], [1]),
    ("still tied: a shared win", [Seat(protected=1, ledgers=1, vip=1, docks=1), Seat(protected=1, ledgers=1, vip=1, docks=1)],
     [0, 1]),
    ("all four tied", [Seat(), Seat(), Seat(), Seat()], [0, 1, 2, 3]),
]


@pytest.mark.parametrize(("seats", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_the_winner_by_money_then_each_tie_breaker(seats: list[Seat], expected: list[int]) -> None:
    game = table(*seats)
    assert scoring.winners(game.engine) == expected


def test_the_scores_recorded_at_the_end_decide() -> None:
    """Once the game is over its recorded scores are the result, not a count of the table afterwards."""
    game = table(Seat(money=120), Seat(money=100))
    game.engine.state.final_scores = [100, 110, 0, 0]
    assert scoring.winners(game.engine) == [1]


def test_only_operating_buildings_score_and_each_kind_its_value() -> None:
    game = table(Seat())
    s = game.engine.state
    s.districts[9].spaces = [Building(0, "casino", protected=True), Building(0, "still", protected=True)]
    s.districts[10].spaces = [Building(0, "nightclub", protected=True), Building(0, "speakeasy")]  # police: not operating
    assert scoring.building_points(game.engine, 0) == 20 + 20 + 15


def test_a_kind_the_scoring_table_leaves_out_scores_nothing(tmp_path: Path) -> None:
    """The values are data (rules/game.yaml): a house rule may leave a kind out of the table."""
    rules = ok(variant(tmp_path, "change:\n  game.scoring.buildings: {speakeasy: 10, nightclub: 15, casino: 20}\n"))
    game = Game.new(GAME, rules, 4, 1)
    s = game.engine.state
    for d in s.districts.values():
        d.spaces = [None] * len(d.spaces)
    s.districts[9].spaces = [Building(0, "still", protected=True), Building(0, "speakeasy", protected=True)]
    assert scoring.building_points(game.engine, 0) == 10


@pytest.mark.parametrize(("seats", "expected"), [
    ([Seat(protected=1), Seat(vip=0)], [0]),     # a protecting family member counts
    ([Seat(protected=1), Seat(vip=2)], [1]),     # one each: one protecting, one in the VIP Room
    ([Seat(unprotected=2), Seat(vip=1)], [1]),   # a building with no family member beside it: none
])
def test_family_members_alone_count_the_protecting_ones(tmp_path: Path, seats: list[Seat], expected: list[int]) -> None:
    """The tie-breakers are data: with family members the only one, those protecting buildings count."""
    rules = ok(variant(tmp_path, "change:\n  game.scoring.tie_breakers: [family_members]\n"))
    game = table(*seats, rules=rules)
    assert scoring.winners(game.engine) == expected


def test_a_bottle_never_scores_below_nothing(tmp_path: Path) -> None:
    """Helper values are data, and a bottle never scores a debt (000 P.20 pays bottles): a house helper
    worth −$5 is refused by `check` at its place (every number has a range, docs/limits.md), and one
    worth $0, the range's floor, scores $0."""
    report = check_rules(SCHEMA, RULES_DIR, [variant(tmp_path, "change:\n  helper_take_card_vip.value: -5\n")])
    assert not report.ok
    assert any("helper_take_card_vip.value" in d.render() for d in report.diagnostics)
    rules = ok(variant(tmp_path, "change:\n  helper_take_card_vip.value: 0\n"))
    game = Game.new(GAME, rules, 4, 1)
    p = game.engine.state.players[0]
    p.helpers, p.used_helpers = ["helper_take_card_vip"], []
    assert scoring.helper_points(game.engine, 0) == 0
