"""The cache of results and of parsed rules (interpreter/cache.py, loading/parsecache.py), and a command
line that imports only what the command needs: fast, and never stale, foreign or trusted blindly."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from interpreter import cache
from interpreter.language import ast as A
from interpreter.language import astjson
from interpreter.loading import parsecache

from .conftest import LOCALES_DIR, RULES_DIR, shipped_rules


# ------------------------------------------------------------------ syntax trees as JSON
def test_every_tree_of_the_rules_round_trips_through_json_with_its_positions() -> None:
    for node in shipped_rules().effects:
        data = json.loads(json.dumps(astjson.dump(node)))
        back = astjson.load(data)
        assert back == node and astjson.dump(back) == astjson.dump(node)


@pytest.mark.parametrize("data", [
    {"n": "Num", "a": ["3", [1, 1]]},  # a string where a number belongs
    {"n": "Num", "a": [True, [1, 1]]},  # a bool is no number
    {"n": "Os", "a": []},  # not a class of the tree
    {"n": "Name", "a": ["x"]},  # a field missing
    {"n": "Call", "a": ["gain", "nope", [1, 1]]},  # a string where arguments belong
    {"n": "Name", "a": ["x", [1]], "x": 1},  # a key of its own
    {"n": "Table", "a": [[["2", {"n": "Num", "a": [1, [1, 1]]}]], [1, 1]]},  # a player count as a string
    {"n": "Name", "a": ["x", [1, "1"]]},  # a position that is not two numbers
    3.5,
])
def test_a_damaged_or_foreign_tree_is_refused(data: object) -> None:
    with pytest.raises(ValueError):
        astjson.load(data)


# ------------------------------------------------------------------ the store
def test_an_entry_is_used_only_while_its_code_and_inputs_are_unchanged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder, data = tmp_path / "rules", tmp_path / "cache"
    folder.mkdir()
    (folder / "a.yaml").write_text("a: 1\n", encoding="utf-8")
    store = cache.Store("t", data)
    store.put("k", {"x": [1, 2]}, cache.Snapshot([folder]))
    assert store.get("k") == {"x": [1, 2]} and store.get("other") is None
    (folder / "a.yaml").write_text("a: 2\n", encoding="utf-8")  # an input changed
    assert store.get("k") is None
    store.put("k", "v", cache.Snapshot([folder]))
    (folder / "b.yaml").write_text("b: 1\n", encoding="utf-8")  # a file added to an input folder
    assert store.get("k") is None
    store.put("k", "v", cache.Snapshot([folder]))
    assert store.get("k") == "v"
    monkeypatch.setattr(cache, "code_version", lambda: "another build")  # other code, or another version
    assert store.get("k") is None
    assert not list(data.glob("*.tmp")) and not list(data.glob(".*"))  # written atomically: nothing left over


def test_a_snapshot_is_taken_before_the_result_is_computed(tmp_path: Path) -> None:
    """A file edited while a result is computed makes the entry stale rather than wrong."""
    source = tmp_path / "a.yaml"
    source.write_text("1", encoding="utf-8")
    store = cache.Store("t", tmp_path / "cache")
    before = cache.Snapshot([source])
    source.write_text("2", encoding="utf-8")
    store.put("k", "computed from 1", before)
    assert store.get("k") is None


@pytest.mark.parametrize("damage", [
    lambda text: text[: len(text) // 2],  # cut short
    lambda text: "not json at all",
    lambda text: json.dumps({"format": 99}),  # another format
    lambda text: text.replace('"value":"v"', '"value":"w"'),  # changed without its digest
    lambda text: json.dumps([1, 2, 3]),
    lambda text: text.replace('"roots":[', '"roots":[7,'),
])
def test_a_corrupt_or_foreign_entry_is_ignored(tmp_path: Path, damage) -> None:  # type: ignore[no-untyped-def]
    store = cache.Store("t", tmp_path)
    store.put("k", "v", cache.Snapshot([]))
    path = store.path("k")
    assert path is not None and store.get("k") == "v"
    path.write_text(damage(path.read_text(encoding="utf-8")), encoding="utf-8")
    assert store.get("k") is None


def test_the_cache_can_be_turned_off_or_moved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPEAKEASY_CACHE", "off")
    store = cache.Store("t")
    store.put("k", "v", cache.Snapshot([]))
    assert store.path("k") is None and store.get("k") is None
    monkeypatch.setenv("SPEAKEASY_CACHE", str(tmp_path))
    assert cache.cache_dir() == tmp_path
    monkeypatch.delenv("SPEAKEASY_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.cache_dir() == tmp_path / "xdg" / "speakeasy-rules"


def test_an_unwritable_cache_is_no_error(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")
    store = cache.Store("t", blocked / "below")  # a folder that cannot be made
    store.put("k", "v", cache.Snapshot([]))
    assert store.get("k") is None


# ------------------------------------------------------------------ parsed rules
def test_parsed_texts_are_read_back_without_the_parser(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = cache.Store("parsed", tmp_path)
    monkeypatch.setattr(parsecache, "_READ", {})
    monkeypatch.setattr(parsecache, "_SHARED", {})
    first = parsecache.ParseCache(store)
    texts = [("gain 2 ledger; take helper", "effect"), ("count(building[mine]) >= 2", "cond"), ("once: gain $3", "effect")]
    made = [first.parse(text, kind) for text, kind in texts]  # type: ignore[arg-type]
    first.save()

    import interpreter.language.parser as parser

    def refuse(*args: object) -> None:
        raise AssertionError("parsed again")

    monkeypatch.setattr(parser, "parse", refuse)
    monkeypatch.setattr(parsecache, "_READ", {})
    monkeypatch.setattr(parsecache, "_SHARED", {})
    again = parsecache.ParseCache(store)
    read = [again.parse(text, kind) for text, kind in texts]  # type: ignore[arg-type]
    assert read == made
    # a `once:` is a charge of its own in every component: never the same node twice
    assert again.parse("once: gain $3", "effect") is not read[2]
    assert again.parse("gain 2 ledger; take helper", "effect") is read[0]  # others shared, as the parser shares them


def test_a_damaged_parsed_text_is_parsed_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parsecache, "_READ", {})
    monkeypatch.setattr(parsecache, "_SHARED", {})
    store = cache.Store("parsed", tmp_path)
    store.put(parsecache.KEY, {"effect:gain 1 ledger": {"n": "Num", "a": ["x", [1, 1]]}}, cache.Snapshot([]))
    node = parsecache.ParseCache(store).parse("gain 1 ledger", "effect")
    assert isinstance(node, A.Call) and node.verb == "gain"


# ------------------------------------------------------------------ the command line
def _run(*args: str, cache_dir: Path, importtime: bool = False) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SPEAKEASY_CACHE": str(cache_dir)}
    flags = ["-X", "importtime"] if importtime else []
    return subprocess.run([sys.executable, *flags, "-m", "interpreter", *args], capture_output=True, text=True,
                          env=env, check=False)


def test_a_repeated_check_or_text_answers_from_the_cache_and_loads_nothing(tmp_path: Path) -> None:
    for args in (["check"], ["text", "crate_ledgers", "--lang", "zh-Hans"]):
        first = _run(*args, cache_dir=tmp_path)
        second = _run(*args, cache_dir=tmp_path, importtime=True)
        assert first.returncode == second.returncode == 0, first.stderr
        assert second.stdout == first.stdout
        loaded = {line.split("|")[-1].strip() for line in second.stderr.splitlines() if "|" in line}
        assert not {"interpreter.loading.loader", "lark", "fluent.runtime", "interpreter.games.speakeasy", "typer",
                    "pydantic"} & loaded


@pytest.mark.parametrize(("argv", "read"), [
    (["check"], (None, "check", {}, [])),
    (["--game", "speakeasy", "check", "--json"], ("speakeasy", "check", {"--json": [""]}, [])),
    (["text", "a", "b", "--lang=zh-Hans", "--variant", "x", "--variant=y"],
     (None, "text", {"--lang": ["zh-Hans"], "--variant": ["x", "y"]}, ["a", "b"])),
    (["text", "--all", "--rules", "r"], (None, "text", {"--all": [""], "--rules": ["r"]}, [])),
    (["text", "a", "--help"], None),  # help, and anything the two commands do not take, is typer's
    (["text", "a", "--lang"], None),
    (["text", "a", "--lang", "en", "--lang", "zh-Hans"], None),
    (["check", "stray"], None),
    (["check", "--all"], None),
    (["play"], None),
    ([], None),
])
def test_the_quick_reader_takes_only_what_it_understands(argv: list[str], read: object) -> None:
    from interpreter.cli.quick import _read

    assert _read(argv) == read


def test_a_changed_rules_or_locale_file_is_seen_at_once(tmp_path: Path) -> None:
    rules, locales = tmp_path / "rules", tmp_path / "locales"
    shutil.copytree(RULES_DIR, rules)
    shutil.copytree(LOCALES_DIR, locales)
    data = tmp_path / "cache"
    args = ["text", "helper_gain_ledgers", "--rules", str(rules), "--locales", str(locales)]
    assert "Gain 3 ledgers." in _run(*args, cache_dir=data).stdout
    helpers = rules / "helpers.yaml"
    helpers.write_text(helpers.read_text(encoding="utf-8").replace('"gain 3 ledger"', '"gain 4 ledger"'), encoding="utf-8")
    assert "Gain 4 ledgers." in _run(*args, cache_dir=data).stdout
    verbs = locales / "en" / "verbs.ftl"
    verbs.write_text(verbs.read_text(encoding="utf-8").replace("verb-gain = gain", "verb-gain = receive"), encoding="utf-8")
    assert "Receive 4 ledgers." in _run(*args, cache_dir=data).stdout
    check = ["check", "--rules", str(rules)]
    assert _run(*check, cache_dir=data).returncode == 0
    helpers.write_text(helpers.read_text(encoding="utf-8").replace('"gain 4 ledger"', '"gain 4 ledgr"'), encoding="utf-8")
    failed = _run(*check, cache_dir=data)
    assert failed.returncode == 1 and "helpers.yaml" in failed.stdout


def test_every_command_is_in_the_table_of_modules() -> None:
    from interpreter.cli import COMMANDS, app

    registered = {c.name or c.callback.__name__ for c in app.registered_commands}  # type: ignore[union-attr]
    registered |= {g.name for g in app.registered_groups}
    assert registered == set(COMMANDS)


def test_check_keeps_every_component_text_it_rendered_for_the_next_text(tmp_path: Path) -> None:
    """After an edit the designer checks, then reads a card: the check rendered every component in every
    language, so `text` answers from the cache — and says exactly what it would have computed."""
    for variant in ([], ["--variant", "house-cards"]):
        data = tmp_path / ("cache" + str(len(variant)))
        assert _run("check", *variant, cache_dir=data).returncode == 0
        for lang in ("en", "zh-Hant"):
            args = ["text", "--all", "--lang", lang, *variant]
            kept = _run(*args, cache_dir=data, importtime=True)
            assert "interpreter.loading.loader" not in kept.stderr  # answered from what check kept
            assert kept.stdout == _run(*args, cache_dir=tmp_path / "none").stdout != ""
