"""Hostile input: fuzzed DSL, rules, variants and saves; huge, deep and malicious files.

Every case must end in the project's own error with a usable position (or in
success), in bounded time and memory, executing nothing and changing no file.
The examples are derandomized so CI is reproducible; to explore further, run
``SPEAKEASY_FUZZ=50 pytest tests/test_fuzz.py`` (50x the examples, random).

Bugs this file found (a libyaml stack overflow on deep nesting, RecursionError
escaping the DSL parser and the save reader) are fixed; their tests stay here.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from interpreter.errors import DslError
from interpreter.harness.saves import SaveError, read_save, replay, save_game
from interpreter.harness.scenarios import run_file
from interpreter.language.parser import MAX_DEPTH, MAX_LENGTH, parse
from interpreter.loading.loader import check_rules
from interpreter.loading.yamlsrc import MAX_FILE_BYTES
from interpreter.text.check import check_locales

from .conftest import GAME, LOCALES_DIR, RULES_DIR, SCHEMA, played, shipped_rules

_SCALE = int(os.environ.get("SPEAKEASY_FUZZ", "1"))


def fuzz(examples: int) -> Any:
    return settings(max_examples=examples * _SCALE, deadline=None, derandomize=_SCALE == 1, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


KINDS = ("effect", "cond", "expr")
DSL_ALPHABET = "abcdefghijklmnopqrstuvwxyz_0123456789 $;|{}()[]:,=<>!+-*/.\n\t'\"#"
YAML_NOISE = ":-[]{}&*!|>'\"#%@`\t\n ,?~\\\x00\x7f\u00e9\u4e2d\ufeff"


# which fields of the rules files hold which kind of text (interpreter/models.py: Effect, Cond, Expr)
_FIELD_KINDS = {"requirement": "cond", "cash": "expr", **dict.fromkeys(
    ["effect", "bonus", "bonuses", "passive", "all", "persons", "back", "reward", "setup_round", "card_actions"], "effect")}


def _dsl_texts() -> list[tuple[str, str]]:
    """Every DSL text of the shipped rules, with its kind: real input to mutate."""
    out = set()
    for path in sorted(RULES_DIR.glob("*.yaml")):
        stack: list[tuple[Any, str | None]] = [(yaml.safe_load(path.read_text(encoding="utf-8")), None)]
        while stack:
            node, kind = stack.pop()
            if isinstance(node, dict):
                stack += [(v, _FIELD_KINDS.get(str(k), kind if kind and k in ("vip", "party", "still", "fleet") else None))
                          for k, v in node.items() if k not in ("reconstructed", "source")]
            elif isinstance(node, list):
                stack += [(v, kind) for v in node]
            elif isinstance(node, str) and kind is not None:
                try:  # a few same-named fields hold plain numbers or prose (board: cash: 15)
                    parse(node, kind)  # type: ignore[arg-type]
                    out.add((node, kind))
                except DslError:
                    pass
    return sorted(out)


DSL_TEXTS = _dsl_texts()


def _parse_only_dsl_errors(text: str, kind: str) -> None:
    try:
        parse(text, kind)  # type: ignore[arg-type]
    except DslError as e:
        lines = text.split("\n")
        assert 1 <= e.line <= len(lines) + 1 and e.column >= 1, (e.line, e.column, text)
        assert e.message


def test_the_real_texts_were_found() -> None:
    assert len(DSL_TEXTS) > 100 and {k for _, k in DSL_TEXTS} == set(KINDS)


@fuzz(100)
@given(st.text(alphabet=DSL_ALPHABET, max_size=120) | st.text(max_size=60), st.sampled_from(KINDS))
def test_random_text_gives_dsl_errors_only(text: str, kind: str) -> None:
    _parse_only_dsl_errors(text, kind)


def _mutate(text: str, data: st.DataObject, noise: str) -> str:
    for _ in range(data.draw(st.integers(1, 3))):
        n = len(text)
        i = data.draw(st.integers(0, n))
        op = data.draw(st.sampled_from(["delete", "swap", "insert", "truncate", "duplicate"]))
        if op == "delete" and n:
            text = text[:i] + text[i + data.draw(st.integers(1, 8)):]
        elif op == "swap" and n > 1:
            i = min(i, n - 2)
            text = text[:i] + text[i + 1] + text[i] + text[i + 2:]
        elif op == "insert":
            text = text[:i] + data.draw(st.text(alphabet=noise, min_size=1, max_size=6)) + text[i:]
        elif op == "truncate":
            text = text[:i]
        elif op == "duplicate":
            text = text[:i] + text[i:i + 12] + text[i:]
    return text


@fuzz(200)
@given(st.sampled_from(DSL_TEXTS), st.data())
def test_mutated_real_dsl_gives_dsl_errors_only(sample: tuple[str, str], data: st.DataObject) -> None:
    text, kind = sample
    _parse_only_dsl_errors(_mutate(text, data, DSL_ALPHABET), kind)


def test_huge_and_deep_dsl_is_refused_quickly() -> None:
    for text in ("(" * 100_000 + "1" + ")" * 100_000, "gain 1 ledger; " * 100_000, "{" * (MAX_DEPTH + 1)):
        started = time.perf_counter()
        with pytest.raises(DslError) as info:
            parse(text, "effect")
        assert time.perf_counter() - started < 1.0 and info.value.line >= 1
    assert len("(" * 100_000) > MAX_LENGTH


def test_prefix_operator_chains_at_the_recursion_limit_give_dsl_errors() -> None:
    for prefix, tail, kind in (("not ", "influence >= 5", "cond"), ("-", "5", "expr"), ("may ", "gain 1 ledger", "effect")):
        lo, hi = 1, MAX_LENGTH // len(prefix)  # the deepest chain that parses, at this stack depth
        while lo < hi:
            mid = (lo + hi + 1) // 2
            try:
                parse(prefix * mid + tail, kind)  # type: ignore[arg-type]
                lo = mid
            except (DslError, RecursionError):
                hi = mid - 1
        for n in range(lo - 2, lo + 6):
            _parse_only_dsl_errors(prefix * n + tail, kind)


# ------------------------------------------------------------------ rules files
def _tree_hashes(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def rules_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("fuzz") / "rules"
    shutil.copytree(RULES_DIR, folder)
    return folder


def _originals() -> dict[str, str]:
    return {str(p.relative_to(RULES_DIR)): p.read_text(encoding="utf-8")
            for p in sorted(RULES_DIR.rglob("*.yaml"))}


ORIGINALS = _originals()


def _check_positions(folder: Path, name: str, text: str, variants: list[str]) -> None:
    """check_rules never raises; every diagnostic has a file, a position inside it, and a message; nothing is written."""
    target = folder / name
    before = _tree_hashes(folder)
    try:
        report = check_rules(SCHEMA, folder, variants)
        for d in report.diagnostics:
            assert d.file and d.line >= 1 and d.column >= 1 and d.message.strip(), d
            if d.file.endswith(name):
                assert d.line <= text.count("\n") + 2, (d, len(text.splitlines()))
            d.render()
        assert _tree_hashes(folder) == before, "check_rules changed the rules folder"
    finally:
        target.write_text(ORIGINALS[name], encoding="utf-8")


@fuzz(25)
@given(st.sampled_from(sorted(ORIGINALS)), st.data())
def test_mutated_rules_and_variant_files_give_positioned_diagnostics(rules_copy: Path, name: str,
                                                                    data: st.DataObject) -> None:
    text = _mutate(ORIGINALS[name], data, YAML_NOISE + DSL_ALPHABET)
    if data.draw(st.booleans()):  # whole-line damage too: delete or re-indent a line
        lines = text.split("\n")
        i = data.draw(st.integers(0, len(lines) - 1))
        lines[i] = data.draw(st.sampled_from(["", "  " + lines[i], lines[i].lstrip(), lines[i] + ":"]))
        text = "\n".join(lines)
    (rules_copy / name).write_text(text, encoding="utf-8")
    variants = [Path(name).stem] if name.startswith("variants/") else []
    _check_positions(rules_copy, name, text, variants)


SECTIONS = ["helpers", "game", "board", "map", "crates", "locations", "business_cards", "variant", "change"]
YAML_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=30)
    | st.sampled_from(["gain 1 ledger", "id", "source", "reconstructed", "count(building[mine]) >= 2"]),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["id", "effect", "cost", "source", "kind"]) | st.text(max_size=8), inner, max_size=4),
    max_leaves=25)


@fuzz(25)
@given(st.sampled_from(sorted(ORIGINALS)),
       st.dictionaries(st.sampled_from(SECTIONS) | st.text(max_size=10), YAML_VALUES, max_size=4) | YAML_VALUES)
def test_random_yaml_documents_give_positioned_diagnostics(rules_copy: Path, name: str, doc: Any) -> None:
    text = yaml.safe_dump(doc, allow_unicode=True)
    (rules_copy / name).write_text(text, encoding="utf-8")
    _check_positions(rules_copy, name, text, [Path(name).stem] if name.startswith("variants/") else [])


def _bounded_check(folder: Path, text: str, seconds: float = 5.0, megabytes: int = 80) -> list[str]:
    """Check a folder holding just this file (hostile files are refused before the rest matters)."""
    folder.mkdir(exist_ok=True)
    (folder / "zz.yaml").write_text(text, encoding="utf-8")
    tracemalloc.start()
    started = time.perf_counter()
    try:
        report = check_rules(SCHEMA, folder)
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert time.perf_counter() - started < seconds and peak < megabytes * 2**20, (time.perf_counter() - started, peak)
    assert not report.ok and all(d.line >= 1 and d.column >= 1 for d in report.diagnostics)
    return [d.message for d in report.diagnostics if "zz" in d.file]


def test_a_10_mb_rules_file_is_refused_unread(tmp_path: Path) -> None:
    messages = _bounded_check(tmp_path, "helpers:\n" + "  - id: x\n" * 1_100_000)
    assert any("too large" in m and str(MAX_FILE_BYTES) in m for m in messages), messages


@pytest.mark.parametrize("shape", ["flow", "block", "mapping"])
def test_nesting_deeper_than_python_recursion_is_a_diagnostic(tmp_path: Path, shape: str) -> None:
    n = 5_000
    text = {"flow": "helpers: " + "[" * n + "]" * n, "block": "helpers:\n" + "- " * n + "x\n",
            "mapping": "game: " + "{a: " * n + "1" + "}" * n}[shape]
    assert _bounded_check(tmp_path, text)


def test_a_100000_level_nested_yaml_file_is_a_diagnostic_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / "zz.yaml").write_text("helpers: " + "[" * 100_000 + "]" * 100_000, encoding="utf-8")
    code = ("import sys; from pathlib import Path; from interpreter.loading.loader import check_rules; "
            "from interpreter.games.speakeasy.schema import SCHEMA; "
            "r = check_rules(SCHEMA, Path(sys.argv[1])); print(len(r.diagnostics))")
    # a child process: a crash must not take the test run with it
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"check_rules died with code {done.returncode}"


@pytest.mark.parametrize("text", [
    "helpers: !!python/object/apply:os.system ['touch {marker}']\n",
    "game: !!python/object/new:os.system ['touch {marker}']\n",
    "helpers:\n  - !!python/name:os.system\n",
    "board: !!python/object/apply:subprocess.check_output [['touch', '{marker}']]\n",
    "helpers: [!custom {{id: x}}]\n",
])
def test_yaml_tags_build_nothing(tmp_path: Path, text: str) -> None:
    marker = tmp_path / "pwned"
    messages = _bounded_check(tmp_path / "rules", text.format(marker=marker))
    assert any("tags are not allowed" in m for m in messages), messages
    assert not marker.exists()


@pytest.mark.parametrize("where", ["top", "effect", "list"])
def test_alias_bombs_are_refused_or_stay_small(tmp_path: Path, where: str) -> None:
    wide = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    wide += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 9)]  # 9^9 nodes, 72 aliases
    narrow = ["x0: &x0 [lol, lol]"] + [f"x{i}: &x{i} [*x{i - 1}, *x{i - 1}]" for i in range(1, 24)]  # 2^24, 46 aliases
    tail = {"top": "", "effect": "helpers:\n  - {id: h, effect: *x23, bottle: gin, value: 5, source: x}\n",
            "list": "helpers: *x23\n"}[where]
    assert _bounded_check(tmp_path, "\n".join(wide if where == "top" else narrow) + "\n" + tail)


def test_checking_the_shipped_rules_writes_nothing() -> None:
    before = _tree_hashes(RULES_DIR)
    assert check_rules(SCHEMA, RULES_DIR).ok
    for name in (p.stem for p in (RULES_DIR / "variants").glob("*.yaml")):
        check_rules(SCHEMA, RULES_DIR, [name])
    assert _tree_hashes(RULES_DIR) == before


# ------------------------------------------------------------------ save files
@pytest.fixture(scope="module")
def save_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    game = played(2, 9, 30)
    path = tmp_path_factory.mktemp("save") / "g.json"
    save_game(path, game)
    return path.read_text(encoding="utf-8")


def _only_save_errors(path: Path) -> None:
    try:
        replay(GAME, shipped_rules(), read_save(path), path)
    except SaveError as e:
        assert str(e)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
                    max_leaves=20)
FIELDS = ["format", "version", "rules_fingerprint", "variants", "players", "seed", "decisions", "state_hash", "over"]


@fuzz(120)
@given(st.data())
def test_damaged_saves_give_save_errors_only(save_text: str, tmp_path_factory: pytest.TempPathFactory,
                                            data: st.DataObject) -> None:
    doc = json.loads(save_text)
    how = data.draw(st.sampled_from(["truncate", "field", "decisions", "random", "text"]))
    if how == "truncate":
        text = save_text[:data.draw(st.integers(0, len(save_text) - 1))]
    elif how == "text":
        text = _mutate(save_text, data, '{}[]",:0123456789tfn\\ ')
    elif how == "random":
        text = json.dumps(data.draw(JSON))
    else:
        if how == "field":
            doc[data.draw(st.sampled_from(FIELDS))] = data.draw(JSON)
        else:  # tampered decisions: replaced, dropped, inserted, swapped
            moves = doc["decisions"]
            i = data.draw(st.integers(0, len(moves) - 1))
            change = data.draw(st.sampled_from(["replace", "drop", "insert", "swap"]))
            if change == "replace":
                moves[i] = data.draw(st.text(max_size=12) | st.sampled_from(moves))
            elif change == "drop":
                del moves[i]
            elif change == "insert":
                moves.insert(i, data.draw(st.sampled_from(moves)))
            else:
                j = data.draw(st.integers(0, len(moves) - 1))
                moves[i], moves[j] = moves[j], moves[i]
        text = json.dumps(doc)
    path = tmp_path_factory.mktemp("s") / "g.json"
    path.write_text(text, encoding="utf-8")
    _only_save_errors(path)


@pytest.mark.parametrize(("change", "message"), [
    ({"version": 2}, "version"), ({"rules_fingerprint": "0123456789abcdef"}, "other rules"),
    ({"players": 7}, "no setup for 7"), ({"decisions": ["nonsense"]}, "not legal"),
])
def test_known_damage_is_named(save_text: str, tmp_path: Path, change: dict[str, Any], message: str) -> None:
    path = tmp_path / "g.json"
    path.write_text(json.dumps({**json.loads(save_text), **change}), encoding="utf-8")
    with pytest.raises(SaveError, match=message):
        replay(GAME, shipped_rules(), read_save(path), path)


@pytest.mark.parametrize("content", [b"\xff\xfe{\x00}", b"[" * 100_000 + b"]" * 100_000],
                         ids=["not-utf8", "100000-deep"])
def test_binary_and_deeply_nested_saves_give_save_errors(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "g.json"
    path.write_bytes(content)
    _only_save_errors(path)


# ------------------------------------------------------------------ locales and scenario files
FTL_NOISE = "{}$-=*[].#\n \t\"\\\u4e2d"
LOCALE_FILES = sorted((p.parent.name, p.name) for p in LOCALES_DIR.glob("*/*.ftl"))


@pytest.fixture(scope="module")
def locales_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("locales")
    shutil.copytree(LOCALES_DIR, folder, dirs_exist_ok=True)
    return folder


@fuzz(15)
@given(st.sampled_from(LOCALE_FILES), st.data())
def test_mutated_locale_files_give_positioned_diagnostics(locales_copy: Path, where: tuple[str, str],
                                                          data: st.DataObject) -> None:
    """A broken translation is reported with its position; checking never raises."""
    lang, name = where
    target = locales_copy / lang / name
    original = (LOCALES_DIR / lang / name).read_text(encoding="utf-8")
    text = _mutate(original, data, FTL_NOISE)
    target.write_text(text, encoding="utf-8")
    try:
        problems = check_locales(GAME.text, shipped_rules(), locales_copy)
        for d in problems:
            assert d.file and d.line >= 1 and d.column >= 1 and d.message, d
            if d.file == str(target):
                assert d.line <= text.count("\n") + 2, d
    finally:
        target.write_text(original, encoding="utf-8")


SCENARIO_FILES = sorted(p.name for p in (Path(__file__).parent / "scenarios").glob("*.yaml"))


@fuzz(15)
@given(st.sampled_from(SCENARIO_FILES), st.data())
def test_mutated_scenario_files_are_reported_never_raised(tmp_path_factory: pytest.TempPathFactory, name: str,
                                                          data: st.DataObject) -> None:
    """A broken scenario comes back as a malformed or failing result with positions, never a traceback."""
    original = (Path(__file__).parent / "scenarios" / name).read_text(encoding="utf-8")
    text = _mutate(original, data, YAML_NOISE)
    target = tmp_path_factory.mktemp("scenario") / name
    target.write_text(text, encoding="utf-8")
    result = run_file(target)
    assert result.status in ("pass", "fail", "malformed", "xfail", "xpass")
    for d in result.diagnostics:
        assert d.line >= 1 and d.column >= 1 and d.message
