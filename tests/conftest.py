from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import pytest

from interpreter.games.speakeasy import GAME
from interpreter.games.speakeasy.rules import SpeakeasyRules
from interpreter.games.speakeasy.schema import SCHEMA
from interpreter.games.speakeasy.state import GameState
from interpreter.language.parser import parse
from interpreter.machine.game import Game
from interpreter.resources import data_dir

# The tests keep their cache of results apart from the designer's (~/.cache/speakeasy-rules): a folder of
# their own, fresh each run (interpreter/cache.py; tests/test_cache.py turns it off or points it elsewhere).
os.environ.setdefault("SPEAKEASY_CACHE", tempfile.mkdtemp(prefix="speakeasy-tests-cache-"))
# the key that signs the cache (interpreter/cache.py): a temporary one, never the user's config folder
os.environ.setdefault("SPEAKEASY_CACHE_KEY", os.path.join(tempfile.mkdtemp(prefix="speakeasy-tests-key-"), "cache-key"))

ROOT = Path(__file__).resolve().parent.parent
RULES_DIR = data_dir("rules")
LOCALES_DIR = data_dir("locales")
VOCABULARY = SCHEMA.vocabulary

__all__ = [
    "GAME",
    "LOCALES_DIR",
    "ROOT",
    "RULES_DIR",
    "SCHEMA",
    "VOCABULARY",
    "load",
    "option_ids",
    "perform",
    "played",
    "quiet_game",
    "run_task",
    "shipped_rules",
]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """Each phase's report on the test item (``item.rep_call``), so a fixture can tell a failed test
    from a passed one as it tears down (the browser tests keep a screenshot of a failure)."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


@pytest.fixture
def root() -> Path:
    return ROOT


@pytest.fixture(autouse=True)
def _state_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """`play` autosaves under $XDG_STATE_HOME: the tests' games go to a temporary folder, not the home."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path_factory.getbasetemp() / "state"))


# what a test may leave in the checkout: the ignored folders of tools and failed browser tests (.gitignore)
LEFT_ALLOWED = {"test-artifacts", "book", "build", "soak-failures"}


@pytest.fixture(autouse=True)
def _nothing_left_in_the_checkout() -> Any:
    """No test leaves a file in the project's folder (a save typed as "n" once landed there as a file named n):
    the names at its top are the same after each test, less dot-folders and the ignored ones."""
    def names() -> set[str]:
        return {n for n in os.listdir(ROOT) if not n.startswith(".") and n not in LEFT_ALLOWED}

    before = names()
    yield
    left = names() - before
    assert not left, f"the test left {sorted(left)} in {ROOT}"


def write_rules(folder: Path, files: dict[str, str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


# ------------------------------------------------------------------ engine helpers
_RULES: list[SpeakeasyRules] = []


def shipped_rules() -> SpeakeasyRules:
    if not _RULES:
        _RULES.append(GAME.load_rules())  # type: ignore[arg-type]
    return _RULES[0]


def load(folder: Path | None = None, variants: Any = ()) -> SpeakeasyRules:
    """Speakeasy's rules from a folder (the shipped one by default), with variants."""
    return GAME.load_rules(folder, variants)  # type: ignore[return-value]


@pytest.fixture
def rules() -> SpeakeasyRules:
    return shipped_rules()


def played(players: int, seed: int, decisions: int) -> Game[GameState]:
    """A new game after `decisions` random decisions (seeded: the same game every run)."""
    import random

    game = Game.new(GAME, shipped_rules(), players, seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        game.apply(rng.choice(game.legal_options()))
    return game


def quiet_game(players: int = 4, seed: int = 1) -> Game[GameState]:
    """A new game with its pending setup decision put aside, for driving effects by hand."""
    game = Game.new(GAME, shipped_rules(), players, seed)
    game.dismiss()
    return game


def perform(game: Game[GameState], seat: int, text: str, *choices: str, **ctx: Any) -> Game[GameState]:
    """Run one effect for a seat, answering its decisions in order; the remaining ones must not exist."""
    game.perform(parse(text), seat, **ctx)
    for key in choices:
        assert game.decision is not None, f"no decision left for {key!r}"
        game.apply(key)
    return game


def run_task(game: Game[GameState], op: str, seat: int = -1, data: object = None, *choices: str) -> Game[GameState]:
    game.run_task(op, seat, data)
    for key in choices:
        assert game.decision is not None, f"no decision left for {key!r}"
        game.apply(key)
    return game


def option_ids(game: Game[Any]) -> list[str]:
    return [o.id for o in game.legal_options()]
