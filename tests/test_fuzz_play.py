"""Fuzzing play, not only parsing (issue 23): generated variants that check clean are played by bots.

Each example changes one to three texts of the effect language in a game's components and sections:
a helper's effect, a card's bonus or passive, a location's row, a mobster's bonus, a crate's back, a
setup's round, the board's bonuses and rewards, the game's card actions (Speakeasy); a wiseguy's
ability, an investigation's passive, a payback, a title (Nostra City). Each new text is one to three
texts joined by `;`, drawn from the shipped texts of the same kind — *runs* (an effect), *stays* (a
passive or an ability, from those of its own field) or both (language/checker.py) — and from the
corpus kept beside this file (tests/fuzz_corpus/: the issue's probes, and any combination that once
broke a game). A variant `check` refuses is the checker's business (tests/test_fuzz.py); one that checks clean
must play: bots play it to the end, or it stops with a rules error (the engine's work bounds, a
computed amount below zero) — never another exception, never a hang. The work bounds are the
engine's own, lowered so a loop is caught in a fraction of a second.

CI runs a bounded number of derandomized examples (about 30 s on a loaded machine); `SPEAKEASY_FUZZ=20
pytest tests/test_fuzz_play.py` runs twenty times as many, random.
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from interpreter.errors import InterpreterError, RulesError
from interpreter.games.nostra_city import GAME as NOSTRA
from interpreter.harness.package import GamePackage
from interpreter.harness.simulate import seat_bots
from interpreter.language.unparse import unparse
from interpreter.loading.addressing import Addresses
from interpreter.loading.fields import iter_dsl, walk
from interpreter.machine import engine as E
from interpreter.machine.game import Game

from .conftest import GAME

_SCALE = int(os.environ.get("SPEAKEASY_FUZZ", "1"))
CORPUS = Path(__file__).parent / "fuzz_corpus"
MAX_DECISIONS = 3_000  # a game with random bots takes a few hundred (Speakeasy 150-250, Nostra City 140-210)


@dataclass(frozen=True, slots=True)
class Slot:
    """A text of the effect language in a component, as a variant's `change:` names it."""

    key: str  # `helper_gain_cash.effect`, `loc_garage.rows.1.persons.2`, `setups.2.setup_round`
    placement: str  # runs, stays or both
    text: str  # the shipped text (canonical)

    @property
    def pool(self) -> str:
        """What its new texts are drawn from: every text of its placement; a text that stays, from those of its
        own field (a wiseguy's ability says when it works, an investigation's passive is for everyone)."""
        field = next(p for p in reversed(self.key.split(".")) if not p.isdigit())
        return f"stays {field}" if self.placement == "stays" else self.placement


def _address(addr: Addresses, head: str, item: Any, path: tuple[Any, ...]) -> str:
    """The `change:` key of the value at ``path`` in ``item``: list items by their key field, else from 1."""
    parts, node = [head], item
    for step in path:
        if isinstance(step, int):
            node = node[step]
            keyf = addr.key_field(type(node)) if isinstance(node, BaseModel) else None
            parts.append(str(getattr(node, keyf)) if keyf else str(step + 1))
        else:
            node = node[step] if isinstance(node, dict) else getattr(node, step)
            parts.append(str(step))
    return ".".join(parts)


def slots(game: GamePackage[Any]) -> list[Slot]:
    """Every effect-language text of a game's shipped components and sections (conditions are not effects),
    and every such field a component leaves out (text ""): a card without a passive may be given one."""
    rules, addr = game.load_rules(), Addresses(game.schema)
    out = []
    for section, items in rules.lists.items():
        keyf = addr.key_field(addr.sections[section])
        for item in items:
            head = item.id if section in addr.components else f"{section}.{getattr(item, keyf or 'id')}"
            out += [Slot(_address(addr, head, item, path), str(dsl.placement), unparse(node))
                    for path, node, dsl in iter_dsl(item) if dsl.placement is not None]
            out += [Slot(f"{head}.{path[0]}", str(dsl.placement), "") for path, value, dsl in walk(item)
                    if len(path) == 1 and value is None and dsl is not None and dsl.placement is not None]
    for section, model in rules.singles.items():  # the board's bonuses and rewards, the game's card actions
        out += [Slot(_address(addr, section, model, path), str(dsl.placement), unparse(node))
                for path, node, dsl in iter_dsl(model) if dsl.placement is not None]
    return out


def corpus(name: str) -> dict[str, set[str]]:
    """A corpus file's texts by the field they are for: a line `[ability]` starts those of one field ("": any)."""
    out: dict[str, set[str]] = {"": set()}
    field = ""
    for line in (CORPUS / name).read_text(encoding="utf-8").splitlines():
        if line.startswith("[") and line.rstrip().endswith("]"):
            field = line.strip()[1:-1]
        elif line.strip() and not line.startswith("#"):
            out.setdefault(field, set()).add(line.strip())
    return out


def _all(texts: dict[str, set[str]]) -> set[str]:
    return set().union(*texts.values())


@dataclass(frozen=True, slots=True)
class Fuzzed:
    """A game to fuzz: its texts, and what a new text of each placement is drawn from."""

    game: GamePackage[Any]
    slots: tuple[Slot, ...]
    pools: dict[str, tuple[str, ...]]  # placement -> texts

    @staticmethod
    def of(game: GamePackage[Any], runs: str, stays: str) -> Fuzzed:
        found, kept = slots(game), corpus(stays)
        pools: dict[str, set[str]] = {"runs": _all(corpus(runs)), "both": _all(corpus(runs)) | _all(kept)}
        for s in found:
            pools.setdefault(s.pool, kept[""] | kept.get(s.pool.removeprefix("stays "), set()))
            if s.text:
                pools[s.pool].add(s.text)
                pools["both"].add(s.text)
        return Fuzzed(game, tuple(found), {p: tuple(sorted(texts)) for p, texts in pools.items()})

    def changes(self, only: str | None = None) -> st.SearchStrategy[dict[str, str]]:
        """One to three slots (of one section, if given), each a new text of one to three texts of its kind."""
        chosen = [s for s in self.slots if only is None or s.key.startswith(only)]
        return st.lists(st.sampled_from(chosen), min_size=1, max_size=3, unique_by=lambda s: s.key).flatmap(
            lambda picked: st.fixed_dictionaries({s.key: st.lists(st.sampled_from(self.pools[s.pool]), min_size=1,
                                                                    max_size=3).map("; ".join) for s in picked}))


SPEAKEASY = Fuzzed.of(GAME, "effects.txt", "passives.txt")
NOSTRA_CITY = Fuzzed.of(NOSTRA, "nostra_city_effects.txt", "nostra_city_passives.txt")
HELPERS = sorted(s.key.split(".")[0] for s in SPEAKEASY.slots if s.key.startswith("helper_"))


def test_every_kind_of_text_and_the_corpus_were_read() -> None:
    sections = {s.key.split("_")[0].split(".")[0] for s in SPEAKEASY.slots}
    assert {"helper", "card", "loc", "mobster", "crate", "city", "objective", "setups", "dock", "board", "game"} <= sections
    assert len(HELPERS) >= 20 and {"runs", "stays", "both"} == {s.placement for s in SPEAKEASY.slots}
    assert "copy helper; gain $1" in SPEAKEASY.pools["runs"] and "when sell: gain $1" in SPEAKEASY.pools["stays passive"]
    assert "when this_bids: modify bid_value +50" in NOSTRA_CITY.pools["stays ability"]
    assert "when this_bids: modify bid_value +50" not in NOSTRA_CITY.pools["stays passive"]
    assert "copy helper; gain $1" in SPEAKEASY.pools["runs"] and "gain 2 influence" in SPEAKEASY.pools["runs"]
    assert {"wiseguy", "investigation", "payback", "title", "zealous", "bonus", "respect"} <= {
        s.key.split("_")[0] for s in NOSTRA_CITY.slots}
    assert {"runs", "stays"} == {s.placement for s in NOSTRA_CITY.slots}


@pytest.mark.parametrize("fuzzed", [SPEAKEASY, NOSTRA_CITY], ids=["speakeasy", "nostra_city"])
def test_every_slot_is_named_as_a_variant_names_it(tmp_path: Path, fuzzed: Fuzzed) -> None:
    """Each text written back at its key checks clean: the fuzzer's keys reach what they mean to change."""
    rules = fuzzed.game.load_rules(None, [_variant(tmp_path, {s.key: s.text for s in fuzzed.slots if s.text})])
    assert rules.fingerprint != fuzzed.game.load_rules().fingerprint  # the variant was applied


def _variant(tmp: Path, changes: dict[str, str]) -> Path:
    path = tmp / "fuzzed.yaml"
    lines = ["variant:", "  name: fuzzed", "  description: generated by the play fuzzer", "change:"]
    lines += [f"  {key}: {json.dumps(effect)}" for key, effect in changes.items()]  # JSON is YAML
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def play_out(game_def: GamePackage[Any], variant: Path, seed: int, players: int | None = None,
             bots: str = "random") -> str:
    """Load the variant (refused: "refused") and let bots play it: "over", or the rules error."""
    try:
        rules = game_def.load_rules(None, [variant])
    except RulesError:
        return "refused"
    counts = sorted(rules.game.players)
    n = players if players in counts else counts[seed % len(counts)]
    rng = random.Random(seed)
    try:
        game = Game.new(game_def, rules, n, seed)  # a setup round runs effects too
        seats = seat_bots(game_def, [bots] * n, seed) if bots != "random" else None
        for _ in range(MAX_DECISIONS):
            if game.is_over:
                return "over"
            seat = game.current_player
            if seats is None or seat is None or game.decision is None:
                game.apply(rng.choice(game.legal_options()))
            else:
                game.apply(seats[seat](game.view(seat), game.decision))
    except InterpreterError as err:  # the engine's bound, a computed amount below zero: said, not a crash
        return f"rules error: {err}"
    raise AssertionError(f"{MAX_DECISIONS} decisions and not over: {variant.read_text(encoding='utf-8')}")


def _ends(outcome: str) -> bool:
    return outcome in ("refused", "over") or outcome.startswith("rules error: ")


@pytest.fixture
def low_bounds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(E, "MAX_TASKS_BETWEEN_DECISIONS", 2_000)  # ~60x what a real game does (engine.py)
    monkeypatch.setattr(E, "MAX_TASKS_PER_GAME", 200_000)


def _fuzz(examples: int) -> Any:
    return settings(max_examples=examples * _SCALE, deadline=None, derandomize=_SCALE == 1, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


@_fuzz(12)
@given(SPEAKEASY.changes("helper_"), st.integers(0, 2**31))
def test_generated_helpers_that_check_clean_play_to_their_end_or_a_rules_error(
        tmp_path: Path, low_bounds: None, changes: dict[str, str], seed: int) -> None:
    outcome = play_out(GAME, _variant(tmp_path, changes), seed, 2)
    assert _ends(outcome), outcome


@_fuzz(16)
@given(SPEAKEASY.changes(), st.integers(0, 2**31))
def test_generated_texts_of_any_speakeasy_component_play_to_their_end_or_a_rules_error(
        tmp_path: Path, low_bounds: None, changes: dict[str, str], seed: int) -> None:
    outcome = play_out(GAME, _variant(tmp_path, changes), seed)
    assert _ends(outcome), outcome


@_fuzz(24)
@given(NOSTRA_CITY.changes(), st.integers(0, 2**31))
def test_generated_nostra_city_texts_play_to_their_end_or_a_rules_error(
        tmp_path: Path, low_bounds: None, changes: dict[str, str], seed: int) -> None:
    outcome = play_out(NOSTRA, _variant(tmp_path, changes), seed)
    assert _ends(outcome), outcome


@_fuzz(2)
@given(st.sampled_from([SPEAKEASY, NOSTRA_CITY]).flatmap(lambda f: st.tuples(st.just(f.game), f.changes())),
       st.integers(0, 2**31))
def test_a_generated_variant_played_by_the_greedy_bot(
        tmp_path: Path, low_bounds: None, drawn: tuple[GamePackage[Any], dict[str, str]], seed: int) -> None:
    game_def, changes = drawn
    outcome = play_out(game_def, _variant(tmp_path, changes), seed, bots="greedy")
    assert _ends(outcome), outcome


@pytest.mark.parametrize("effect", ["copy helper; gain $1", "pay $1 -> pay $1 -> pay $1 -> gain 2 influence"])
def test_the_probes_play_as_well(tmp_path: Path, low_bounds: None, effect: str) -> None:
    outcome = play_out(GAME, _variant(tmp_path, {f"{h}.effect": effect for h in HELPERS}), 1, 2)
    assert _ends(outcome), outcome


# What the fuzzer found, each a variant that once broke a game, played again on every run (its texts are in the
# corpus too). SPEAKEASY_FUZZ=20, the first run: a location that needs its first row done (the Restaurant)
# given the Park's swap as that row; the swap asked whether a swap there could be done, which asked itself
# again, without end (RecursionError; machine/effects.possible now holds a step possible only through itself
# as not possible).
FOUND = [
    {"loc_restaurant.rows.1.all": "may (swap_capo; as displaced: choose { gain 1 influence | gain 1 ledger | "
                                  "take city_tile }; act)"},
]


@pytest.mark.parametrize("changes", FOUND, ids=[next(iter(c)) for c in FOUND])
def test_what_the_fuzzer_found_plays_to_its_end(tmp_path: Path, low_bounds: None, changes: dict[str, str]) -> None:
    variant = _variant(tmp_path, changes)
    outcomes = [play_out(GAME, variant, seed, 2) for seed in range(3)]
    assert all(_ends(o) for o in outcomes) and "refused" not in outcomes, outcomes
