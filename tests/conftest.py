from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def root() -> Path:
    return ROOT


def write_rules(folder: Path, files: dict[str, str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


# ------------------------------------------------------------------ engine helpers
from interpreter.engine.game import Game  # noqa: E402
from interpreter.engine.machine import Ctx, Task  # noqa: E402
from interpreter.loader import RuleSet, load_rules  # noqa: E402
from interpreter.resources import rules_dir  # noqa: E402

_RULES: list[RuleSet] = []


def shipped_rules() -> RuleSet:
    if not _RULES:
        _RULES.append(load_rules(rules_dir()))
    return _RULES[0]


@pytest.fixture
def rules() -> RuleSet:
    return shipped_rules()


def played(players: int, seed: int, decisions: int) -> Game:
    """A new game after `decisions` random decisions (seeded: the same game every run)."""
    import random

    game = Game.new(shipped_rules(), players, seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        game.apply(rng.choice(game.legal_options()))
    return game


def quiet_game(players: int = 4, seed: int = 1) -> Game:
    """A new game with its pending setup decision put aside, for driving effects by hand."""
    game = Game.new(shipped_rules(), players, seed)
    game._e.agenda.clear()
    game._e.pending = None
    return game


def perform(game: Game, seat: int, text: str, *choices: str, **ctx: object) -> Game:
    """Run one effect for a seat, answering its decisions in order; the remaining ones must not exist."""
    from interpreter.dsl.parser import parse

    e = game._e
    e.version += 1  # the test changed the state by hand: forget cached "is this possible?" answers
    e.perform(Task("run", Ctx(seat, **ctx), parse(text)))  # type: ignore[arg-type]
    for key in choices:
        assert e.pending is not None, f"no decision left for {key!r}"
        e.choose(key)
    return game


def run_task(game: Game, op: str, seat: int = -1, data: object = None, *choices: str) -> Game:
    e = game._e
    e.version += 1
    e.perform(Task(op, Ctx(seat), None, data))
    for key in choices:
        assert e.pending is not None, f"no decision left for {key!r}"
        e.choose(key)
    return game


def option_ids(game: Game) -> list[str]:
    return [o.id for o in game.legal_options()]
