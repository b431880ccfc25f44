"""Layer 4: whole games — conformance by random simulation, clone, replay, determinism, views."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from interpreter.games.speakeasy.invariants import violations
from interpreter.harness.saves import read_save, replay, save_game
from interpreter.machine import compiled
from interpreter.machine.game import Game, IllegalDecision

from .conftest import GAME, SCHEMA, played, shipped_rules

GAMES_PER_COUNT = 4


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("game_no", range(GAMES_PER_COUNT))
def test_random_games_end_and_keep_every_invariant(players: int, game_no: int) -> None:
    """The OpenSpiel-style conformance test: random play, invariants after every decision."""
    seed = 1000 * players + game_no
    game = Game.new(GAME, shipped_rules(), players, seed)
    rng = random.Random(seed)
    clone_at = rng.randrange(50, 150)
    decisions = 0
    while not game.is_over:
        options = game.legal_options()
        assert options, "a pending decision must have options"
        assert len({o.id for o in options}) == len(options)
        game.apply(rng.choice(options))
        decisions += 1
        problems = violations(game.engine)
        assert not problems, f"after decision {decisions} ({game.decisions[-1]}): {problems}"
        if decisions == clone_at:
            twin = game.clone()
            assert twin.state_hash() == game.state_hash()
    assert game.scores is not None and len(game.scores) == players
    assert game.state.act == 4 and game.state.round == 11
    # replaying the decision log from the seed ends in the same state
    again = Game.new(GAME, shipped_rules(), players, seed)
    for key in game.decisions:
        again.apply(key)
    assert again.state_hash() == game.state_hash() and again.scores == game.scores


# these two replace engine methods to watch every task, which a compiled engine does not allow
pure_engine_only = pytest.mark.skipif(compiled(), reason="watches engine methods: needs the pure-Python engine")


@pure_engine_only
@pytest.mark.parametrize("variant", [None, "rebuild-still", "cheap-casino"])
def test_tasks_declared_read_only_never_change_the_state(variant: str | None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The memo of "is this possible?" survives read-only tasks: a wrong declaration would serve stale answers."""
    from interpreter.harness.simulate import play_game
    from interpreter.loading.loader import load_rules
    from interpreter.machine import engine as machine
    from interpreter.machine.values import Task

    from .conftest import RULES_DIR

    def snapshot(e: machine.Engine) -> tuple[object, ...]:
        return (json.dumps(e.state.to_data(), sort_keys=True), len(e.state.log), e.state.rng.getstate())

    checked: set[str] = set()
    real_execute = machine.Engine.execute

    def checking_execute(self: machine.Engine, task: Task) -> None:
        # the memo is sound if the state never changes while the version stands still: a task
        # declared read-only keeps the version, unless a step it runs itself moves it
        before, version = snapshot(self), self.version
        real_execute(self, task)
        if self.version == version:
            name = getattr(task.node, "verb", task.op.name)
            assert snapshot(self) == before, f"{name!r} is declared read-only but changed the state"
            checked.add(name)

    monkeypatch.setattr(machine.Engine, "execute", checking_execute)
    rules = shipped_rules() if variant is None else load_rules(SCHEMA, RULES_DIR, [variant])
    for players, bots in ((4, ["random"] * 4), (3, ["greedy", "random", "greedy"]), (2, ["greedy", "greedy"])):
        play_game(GAME, rules, players, 7, bots)
    # the check saw the read-only tasks that matter most: control flow, option builders, turn steps
    assert {"run", "choose", "place_capo", "draw_step", "build", "raise", "take", "play"} <= checked


@pure_engine_only
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (4, 4)])
def test_the_memo_never_changes_what_is_offered(players: int, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every decision of a game, replayed with the memo of derived values wiped before every lookup."""
    from interpreter.machine import engine as machine

    game = played(players, seed, 0)
    rng = random.Random(seed)
    offered = []
    while not game.is_over:
        offered.append([o.id for o in game.legal_options()])
        game.apply(rng.choice(game.legal_options()))

    def forgetful(self: machine.Engine) -> dict[object, object]:
        self.memo.clear()
        return self.memo

    monkeypatch.setattr(machine.Engine, "fresh_memo", forgetful)
    again = played(players, seed, 0)
    for i, key in enumerate(game.decisions):
        assert [o.id for o in again.legal_options()] == offered[i], f"decision {i + 1} differs without the memo"
        again.apply(key)
    assert again.state_hash() == game.state_hash()


def test_a_clone_plays_on_exactly_like_the_original() -> None:
    game = played(3, 5, 80)
    twin = game.clone()
    keys = []
    rng2 = random.Random(9)
    while not game.is_over:
        key = rng2.choice(game.legal_options()).id
        keys.append(key)
        game.apply(key)
    for key in keys:
        twin.apply(key)
    assert twin.state_hash() == game.state_hash()


def test_same_seed_same_game_other_seed_other_game() -> None:
    a, b, c = (Game.new(GAME, shipped_rules(), 4, s) for s in (3, 3, 4))
    assert a.state_hash() == b.state_hash() != c.state_hash()


def test_an_illegal_decision_is_refused_names_the_options_and_changes_nothing() -> None:
    game = Game.new(GAME, shipped_rules(), 4, 2)
    before = game.state_hash()
    legal = [o.id for o in game.legal_options()]
    with pytest.raises(IllegalDecision) as info:
        game.apply("no-such-option")
    assert "no-such-option" in str(info.value)
    assert all(k in str(info.value) for k in legal)
    assert isinstance(info.value, ValueError)
    assert game.state_hash() == before and game.decisions == []


def test_views_hide_other_hands_safes_and_deck_order() -> None:
    game = played(4, 8, 60)
    for seat in range(4):
        view = game.view(seat).to_dict()
        text = json.dumps(view)
        for other in game.state.players:
            entry = next(p for p in view["players"] if p["seat"] == other.seat)
            if other.seat == seat:
                assert entry["hand"] == other.hand and entry["safe"] == other.safe
            else:
                assert "hand" not in entry and "safe" not in entry
                assert entry["hand_size"] == len(other.hand)
        assert "decks" not in view and "helper_deck" not in view and "rng" not in view
        for other in game.state.players:
            if other.seat != seat:
                assert f'"safe": {other.safe},' not in text or other.safe == game.state.players[seat].safe


def test_save_and_replay_round_trip(tmp_path: Path) -> None:
    game = played(3, 11, 120)
    path = tmp_path / "g.json"
    save_game(path, game)
    again = replay(GAME, shipped_rules(), read_save(path), path)
    assert again.state_hash() == game.state_hash()


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda d: d.update(version=99), "version"),
    (lambda d: d.update(rules_fingerprint="0" * 16), "other rules"),
    (lambda d: d["decisions"].__setitem__(3, "nonsense"), "not legal"),
    (lambda d: d.update(state_hash="feedfacefeedface"), "the save says"),
    (lambda d: d.update(players="four"), "whole number"),
    (lambda d: d.pop("seed"), "lacks"),
])
def test_bad_saves_are_refused_with_a_reason(tmp_path: Path, mutate, message: str) -> None:  # type: ignore[no-untyped-def]
    from interpreter.harness.saves import SaveError

    game = played(2, 4, 30)
    path = tmp_path / "g.json"
    save_game(path, game)
    data = json.loads(path.read_text())
    mutate(data)
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=message):
        replay(GAME, shipped_rules(), read_save(path), path)


def test_truncated_save_is_refused(tmp_path: Path) -> None:
    from interpreter.harness.saves import SaveError

    path = tmp_path / "g.json"
    path.write_text('{"format": "speakeasy-save", "version": 1, "decis')
    with pytest.raises(SaveError, match="invalid JSON"):
        read_save(path)


def test_saves_are_written_atomically(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A failure while writing leaves the previous file untouched and no temporary file behind."""
    import os

    from interpreter.harness import saves

    path = tmp_path / "g.json"
    path.write_text("old")

    def boom(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        saves.atomic_write(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_the_interpreter_benchmark_compares_the_same_change() -> None:
    """`speakeasy bench` times an effect through the engine against the same mutations by hand:
    both sides must change the player and write the log alike, or the figure means nothing."""
    from interpreter.harness.bench import overhead_pair

    done = []
    for side in (0, 1):
        pair = overhead_pair(GAME, shipped_rules(), 3, keep_log=True)
        run, reads, log = pair[side], pair[2], pair[3]
        before, logged = reads(), len(log)
        run()
        done.append((tuple(b - a for a, b in zip(before, reads(), strict=True)), log[logged:]))
    assert done[0] == done[1]
    assert done[0][0] == (6, 15) and len(done[0][1]) == 6
