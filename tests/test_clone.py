"""Clones: the game's fast copy is a faithful, independent copy of every field.

The copy is written from the state's dataclasses (interpreter/machine/copying.py), so a field added
later is copied by its type or refused at import; these tests check what it produces: equal data,
no mutable object shared with the original, and a clone that plays on without touching the original
(its RNG included).
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from interpreter.machine.copying import CopyError, copier, copy_random
from interpreter.machine.game import Game

from .conftest import GAME, played, shipped_rules

MUTABLE = (list, dict, set, random.Random)


def _pairs(a: Any, b: Any, path: str = "state") -> list[tuple[str, Any, Any]]:
    """Every (path, original, copy) pair of objects reachable from the state, walked in step."""
    out = [(path, a, b)]
    if dataclasses.is_dataclass(a) and not isinstance(a, type):
        for f in dataclasses.fields(a):
            out += _pairs(getattr(a, f.name), getattr(b, f.name), f"{path}.{f.name}")
    elif isinstance(a, list | tuple):
        assert len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            out += _pairs(x, y, f"{path}[{i}]")
    elif isinstance(a, dict):
        assert a.keys() == b.keys(), path
        for k in a:
            out += _pairs(a[k], b[k], f"{path}[{k!r}]")
    return out


@pytest.mark.parametrize(("players", "seed", "decisions"), [(2, 1, 0), (3, 2, 90), (4, 3, 150), (4, 4, 260)])
def test_a_clone_has_every_field_equal_and_shares_nothing_mutable(players: int, seed: int, decisions: int) -> None:
    game = played(players, seed, decisions)
    twin = game.clone()
    assert twin.state.to_data() == game.state.to_data()
    assert twin.state.rng.getstate() == game.state.rng.getstate()
    shared = []
    for path, a, b in _pairs(game.state, twin.state):
        if path.startswith("state.log["):  # log entries are values once written: shared on purpose
            continue
        if dataclasses.is_dataclass(a) or isinstance(a, MUTABLE):
            assert type(a) is type(b), path
            if a is b:
                shared.append(path)
        else:
            assert a == b, path
    assert not shared, f"shared with the original: {shared[:5]}"
    assert twin.state.log == game.state.log and twin.state.log is not game.state.log


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), at=st.integers(0, 300), players=st.sampled_from([2, 3, 4]))
def test_playing_a_clone_never_changes_the_original(seed: int, at: int, players: int) -> None:
    """Property: play a clone to the end (mob wars shuffle with the RNG); the original is untouched."""
    game = Game.new(GAME, shipped_rules(), players, seed)
    rng = random.Random(seed)
    while not game.is_over and len(game.decisions) < at:
        game.apply(rng.choice(game.legal_options()))
    before = (game.state_hash(), game.state.to_data(), game.state.rng.getstate(), list(game.decisions), len(game.log))
    twin = game.clone()
    while not twin.is_over:
        twin.apply(rng.choice(twin.legal_options()))
    assert (game.state_hash(), game.state.to_data(), game.state.rng.getstate(), list(game.decisions), len(game.log)) == before
    if not game.is_over:  # and the original still plays on
        game.apply(game.legal_options()[0])


def test_a_copied_generator_draws_the_same_numbers_independently() -> None:
    rng = random.Random(7)
    rng.random()
    twin = copy_random(rng)
    assert [twin.random() for _ in range(3)] == [rng.random() for _ in range(3)]
    twin.random()
    assert twin.getstate() != rng.getstate()


# ------------------------------------------------------------------ the copier
@dataclasses.dataclass
class Leaf:
    n: int
    tags: list[str]


@dataclasses.dataclass
class Tree:
    leaf: Leaf
    maybe: Leaf | None
    leaves: list[Leaf | None]
    nested: dict[str, list[int]]
    grid: list[list[int]]
    pair: tuple[int, str]
    note: str | None = None


def test_the_copier_copies_each_kind_of_field_by_its_type() -> None:
    tree = Tree(Leaf(1, ["a"]), None, [Leaf(2, []), None], {"x": [1, 2]}, [[1], [2, 3]], (1, "p"), "n")
    twin = copier(Tree)(tree)
    assert twin == tree
    twin.leaf.tags.append("b")
    twin.leaves[0].n = 9  # type: ignore[union-attr]
    twin.nested["x"].append(3)
    twin.grid[1].append(4)
    assert tree == Tree(Leaf(1, ["a"]), None, [Leaf(2, []), None], {"x": [1, 2]}, [[1], [2, 3]], (1, "p"), "n")


@dataclasses.dataclass
class WithSet:
    seen: set[int]


@dataclasses.dataclass
class WithAny:
    extra: dict[str, Any]


@dataclasses.dataclass
class WithObject:
    thing: object


@dataclasses.dataclass
class WithListKeys:
    table: dict[tuple[int, list[int]], int]


@pytest.mark.parametrize(("cls", "field"), [(WithSet, "WithSet.seen"), (WithAny, "WithAny.extra"),
                                            (WithObject, "WithObject.thing"), (WithListKeys, "WithListKeys.table")])
def test_a_field_the_copier_cannot_copy_stops_it_and_is_named(cls: type, field: str) -> None:
    with pytest.raises(CopyError, match=field.replace(".", r"\.")):
        copier(cls)


def test_a_field_named_in_share_items_copies_its_container_and_shares_its_items() -> None:
    made = copier(WithAny, share_items=("WithAny.extra",))
    item = ["kept"]
    original = WithAny({"k": item})
    twin = made(original)
    assert twin.extra == original.extra and twin.extra is not original.extra and twin.extra["k"] is item


def test_a_compiled_class_has_its_types_read_from_its_source(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """mypyc keeps only erased annotations (`list` for `list[Leaf]`): the copier reads the source beside
    the compiled module instead (tools/compile_engine.py builds in place)."""
    import importlib.util
    import sys

    (tmp_path / "erased.py").write_text(
        "from __future__ import annotations\nimport dataclasses\n\n"
        "@dataclasses.dataclass\nclass Item:\n    n: int\n\n"
        "@dataclasses.dataclass\nclass Box:\n    items: list[Item]\n    tags: dict[str, list[int]]\n"
        "    note: int | None = None\n",
        encoding="utf-8")
    spec = importlib.util.spec_from_file_location("erased", tmp_path / "erased.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "erased", module)
    spec.loader.exec_module(module)
    module.__file__ = str(tmp_path / "erased.cpython-311-x86_64-linux-gnu.so")  # as a compiled module reads
    monkeypatch.setattr(module.Box, "__annotations__", {"items": list, "tags": dict, "note": type})
    box = module.Box([module.Item(1)], {"a": [1]})
    twin = copier(module.Box)(box)
    twin.items[0].n = 2
    twin.tags["a"].append(2)
    assert box == module.Box([module.Item(1)], {"a": [1]})
