"""Every number of the rules has a range, and no value `check` accepts can crash the engine (issue 15,
item 1): the probes of the issue (copies, rounds, acts, safe rate) are check errors at their place,
`repeat N` holds one task however large N is, and a hypothesis property plays games on rules whose
numbers are drawn from the documented ranges (written as a variant) and sees none crash."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import typing
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from interpreter.games.speakeasy import models as M
from interpreter.loading.loader import check_rules
from interpreter.machine.game import Game

from .bounded import limit, run_bounded
from .conftest import GAME, RULES_DIR, SCHEMA, shipped_rules

_SCALE = int(os.environ.get("SPEAKEASY_FUZZ", "1"))
DECISIONS = 400  # a short game: enough to reach setup, several rounds, the first Lucky Luciano phase


def bounds(cls: type, name: str) -> tuple[int, int]:
    """The documented range of a field (or of the numbers inside it: `list[Amount]`, `dict[str, Amount]`),
    read from the model itself."""
    info = cls.model_fields[name]  # type: ignore[attr-defined]
    found = {type(m).__name__: m for m in info.metadata}
    todo = [info.annotation]
    while todo and not {"Ge", "Le"} <= set(found):
        annotation = todo.pop()
        for meta in getattr(annotation, "__metadata__", ()):
            found.update({type(m).__name__: m for m in getattr(meta, "metadata", [meta])})
        todo += typing.get_args(annotation)
    return found["Ge"].ge, found["Le"].le


def within(cls: type, name: str, low: int | None = None) -> st.SearchStrategy[int]:
    """A number of a field's range, its ends more often than a uniform draw would give them."""
    lo, hi = bounds(cls, name)
    lo = max(lo, low) if low is not None else lo
    return st.sampled_from([lo, hi]) | st.integers(lo, min(hi, lo + 10)) | st.integers(lo, hi)


def ids(section: str) -> list[str]:
    return [c.id for c in shipped_rules().lists[section]]


FIXED: list[tuple[str, st.SearchStrategy[int]]] = [
    ("game.safe_rate", within(M.GameRules, "safe_rate")),
    # the shipped acts move up to 4 capos: fewer is refused by check (that refusal has its own test)
    ("game.capos", within(M.GameRules, "capos", low=4)),
    *[(f"game.acts.{a}.rounds", within(M.Act, "rounds")) for a in (1, 2, 3, 4)],
    ("game.city_tile_limit", within(M.GameRules, "city_tile_limit")),
    *[(f"game.casino_payout.{n}", within(M.Scoring, "buildings")) for n in (2, 3, 4)],
    *[(f"game.scoring.buildings.{k}", within(M.Scoring, "buildings")) for k in ("speakeasy", "still", "nightclub", "casino")],
    *[(f"board.starting.{k}", within(M.Starting, k)) for k in ("cash", "safe")],
    *[(f"board.big_buildings.{b}.{f}", within(M.BigBuilding, f)) for b in ("nightclub", "casino") for f in ("cost", "discard")],
    *[(f"board.turn_order.columns.{c}.protect_cost", within(M.TurnColumn, "protect_cost")) for c in (1, 2, 3, 4)],
    *[(f"board.tracks.fleet.levels.2.{f}", within(M.Level, f)) for f in ("value", "discard", "trucks")],
    *[(f"board.turn_order.columns_used.{n}", within(M.Scoring, "buildings")) for n in (2, 3, 4)],
    *[(f"board.turn_order.columns.{c}.restaurant_discard.{n}", within(M.Scoring, "buildings"))
      for c in (1, 4) for n in (2, 4)],
    ("board.goons.start", within(M.GoonSpaces, "start")),
    *[(f"ledger_spaces.{g}.{f}", within(M.LedgerSpace, f)) for g in ("central_park", "borough", "docks")
      for f in ("slots", "ledgers_per_objective")],
    *[(f"setups.{n}.helper_display", within(M.SetupRules, "helper_display")) for n in (2, 3, 4)],
    *[(f"setups.{n}.city_tile_display.{f}", within(M.CityTileDisplay, f)) for n in (2, 3, 4) for f in ("rows", "face_down")],
]
PER_COMPONENT: list[tuple[str, str, st.SearchStrategy[int]]] = [
    ("helpers", "value", within(M.Helper, "value")),
    ("business_cards", "influence", within(M.BusinessCard, "influence")),
    *[("mobsters", f, within(M.Mobster, f)) for f in ("strength", "fee", "assist", "war_modifier")],
    *[("ships", f"{f}.1", within(M.Ship, f)) for f in ("prices", "defenses")],
]
COPIES = {"helpers": "helper", "city_tiles": "city_tile", "business_cards": "business_card", "crates": "crate"}


@st.composite
def changes(draw: st.DrawFn) -> dict[str, int]:
    """A variant's `change:` mapping: some numbers of the rules, each drawn from its range."""
    out: dict[str, int] = {}
    for key, numbers in FIXED:
        if draw(st.integers(0, 3)) == 0:
            out[key] = draw(numbers)
    for section, name, numbers in PER_COMPONENT:
        for comp in draw(st.lists(st.sampled_from(ids(section)), max_size=2, unique=True)):
            out[f"{comp}.{name}"] = draw(numbers)
    rules, copies = shipped_rules(), within(M.Component, "copies")
    for section, kind in COPIES.items():
        changed = 0
        for comp in draw(st.lists(st.sampled_from(ids(section)), max_size=2, unique=True)):
            out[f"{comp}.copies"] = n = draw(copies)
            changed += n - rules.by_id[comp].copies
        if changed:  # the box count follows, or check refuses the copies
            out[f"game.components.{kind}"] = rules.game.components[kind] + changed
    return out


def play(rules: Any, players: int, seed: int) -> None:
    game = Game.new(GAME, rules, players, seed)
    rng = random.Random(seed)
    for _ in range(DECISIONS):
        if game.is_over:
            return
        game.apply(rng.choice(game.legal_options()))


@settings(max_examples=12 * _SCALE, deadline=None, derandomize=_SCALE == 1, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large])
@given(changes(), st.integers(0, 2**16))
def test_no_rule_values_check_accepts_crash_the_engine(tmp_path_factory: pytest.TempPathFactory,
                                                       change: dict[str, int], seed: int) -> None:
    text = "variant: {name: values, description: numbers from their ranges}\nchange:\n"
    text += "".join(f"  {k}: {v}\n" for k, v in change.items())
    variant = tmp_path_factory.mktemp("values") / "values.yaml"
    variant.write_text(text, encoding="utf-8")
    report = check_rules(SCHEMA, RULES_DIR, [variant])
    assume(report.ok)  # a refusal is check's answer, with its place: only what it accepts must play
    for players in (2, 3, 4):
        play(report.rules, players, seed)  # any exception fails the property


# ------------------------------------------------------------------ the probes of the issue
VALUES = [
    # (id, change, message, the file it is placed in: the variant's change (None) — a cross-check too, when the
    # variant wrote the value it checks (D-215) — or the base item a cross-check names)
    ("copies", "helper_take_over.copies: 50000000", "'copies' is at most 20, not 50000000", None),
    ("rounds", "game.acts.1.rounds: 1000000000", "'rounds' is at most 20, not 1000000000", None),
    ("no-acts", "game.acts: []", "'acts' needs at least 1 item, not 0", None),
    ("safe-rate-0", "game.safe_rate: 0", "'safe_rate' is at least 1, not 0", None),
    ("negative-cash", "board.starting.cash: -5", "'cash' is at least 0, not -5", None),
    ("players-7", "game.players: [2, 7]", "'players' is at most 4, not 7", None),
    ("capos", "game.capos: 1000", "'capos' is at most 8, not 1000", None),
    ("cost", "board.big_buildings.casino.cost: 100000", "'cost' is at most 1000, not 100000", None),
    ("barrels", "setups.4.barrels_per_ship: 11", "need more than the 40 barrels in the box", None),
    ("ship-spaces", "setups.3.barrels_per_ship: 7", "has 5 prices for 7 barrels", "ships.yaml:27:13"),
    ("police", "setups.2.police_face_down: 13", "takes 4 + 13 police tiles of 16", None),
    ("mob-tiles", "setups.4.face_down_mob_tiles: 11", "mob district tiles; 16 are left to take", None),
]


@pytest.fixture(scope="module")
def value_outcomes(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    d = tmp_path_factory.mktemp("probes")
    cases = []
    for i, change, _, _ in VALUES:
        (d / f"{i}.yaml").write_text(f"variant: {{name: {i}, description: probe}}\nchange:\n  {change}\n", encoding="utf-8")
        cases.append({"id": i, "args": ["simulate", "-n", "1", "-p", "2", "--variant", str(d / f"{i}.yaml")]})
    return d, run_bounded(cases)


@pytest.mark.parametrize(("probe", "words", "where"), [(v[0], v[2], v[3]) for v in VALUES], ids=[v[0] for v in VALUES])
def test_numbers_out_of_range_are_check_errors_at_their_place(value_outcomes: tuple[Path, dict], probe: str,
                                                              words: str, where: str | None) -> None:
    d, outcomes = value_outcomes
    got = outcomes[probe]
    assert got.clean(), got
    assert got.code == 1 and words in got.output and "^" in got.output, got
    assert (f"{d / probe}.yaml:" if where is None else f"rules/{where}") in got.output, got


def test_repeat_holds_one_task_however_large_its_count() -> None:
    """`repeat 100000000` once pushed a hundred million tasks (gigabytes) before the first ran."""
    code = ("from tests.conftest import quiet_game; from interpreter.language.parser import parse\n"
            "g = quiet_game(2); cash = g.state.players[0].cash\n"
            "g.perform(parse('repeat 100000000: choose {gain $1 | gain $2}'), 0)\n"
            "for _ in range(5): g.apply('option2')\n"
            "print(g.pending_tasks, g.state.players[0].cash - cash, g.decision.kind)\n")
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root,
                          preexec_fn=limit(400, 60), timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["1", "10", "choose"]
