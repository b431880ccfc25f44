"""A check after an edit: locale files' facts kept in the cache and messages parsed when first formatted
(text/ftlfacts.py, text/locale.py), the work done without typer (cli/work.py) — and every answer exactly
what a run without any cache gives, over a table of edits a designer or a translator makes."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl

from interpreter import cache
from interpreter.text import ftlfacts
from interpreter.text.locale import CORE_LOCALES, Locale, load_locale

from .conftest import LOCALES_DIR, RULES_DIR

FILES = sorted(LOCALES_DIR.glob("*/*.ftl")) + sorted(CORE_LOCALES.glob("*/*.ftl"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_message_parsed_from_its_slice_is_the_one_the_whole_file_gives(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    items, parsed = ftlfacts.parse_facts(text)
    whole = [e for e in FluentParser(with_spans=False).parse(text).body if isinstance(e, (fl.Message, fl.Term))]
    entries = [item for item in items if item[0] != "junk"]
    assert len(entries) == len(whole) == len(parsed) > 0
    for item, entry in zip(entries, whole, strict=True):
        alone = ftlfacts.parse_entry(text[item[2]:item[3]])
        assert alone.equals(entry, ignored_fields=["span", "comment"]), item[1]


def _same(a: Locale, b: Locale) -> None:
    """Two loads of one locale say the same: what they define and where, their problems, and every message
    formatted with its variables shown."""
    assert (a.messages, a.variables, a.attributes, a.variable_at) == (b.messages, b.variables, b.attributes, b.variable_at)
    assert [d.render() for d in a.problems] == [d.render() for d in b.problems]
    for key in a.messages:
        args = {v: "{" + v + "}" for v in a.variables[key]}
        for attribute in [None, *sorted(a.attributes[key])]:
            assert _shown(a, key, args, attribute) == _shown(b, key, args, attribute), (key, attribute)


def _shown(loc: Locale, key: str, args: dict[str, object], attribute: str | None) -> str:
    try:
        return loc.format(key, args, attribute)
    except RecursionError:  # a message in a circle (a problem the check reports): fluent.runtime's own error
        return "RecursionError"


# a locale folder's files as a translator may leave them: each load, cached or not, reports the same
BROKEN = {
    "a duplicate": ("words.ftl", lambda t: t + "\nword-goon = again\n"),
    "a syntax error": ("verbs.ftl", lambda t: t.replace("verb-gain =", "verb-gain = { $amount", 1)),
    "a reference to nothing": ("words.ftl", lambda t: t + "\nextra-a = { extra-b } and { -nothing }\n"),
    "a circle": ("words.ftl", lambda t: t + "\nextra-a = { extra-b }\nextra-b = { extra-a }\n"),
    "an override of the core": ("structure.ftl", lambda t: t + "\nlist-or = { $a } or else { $b }\n"),
    "unchanged": ("words.ftl", lambda t: t),
}


@pytest.mark.parametrize("case", list(BROKEN), ids=str)
@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
def test_a_locale_from_kept_facts_is_the_one_parsed_now(case: str, lang: str, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "locales"
    shutil.copytree(LOCALES_DIR, folder)
    name, edit = BROKEN[case]
    path = folder / lang / name
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    monkeypatch.setenv("SPEAKEASY_CACHE", "off")
    fresh = load_locale([CORE_LOCALES, folder], lang)
    monkeypatch.setenv("SPEAKEASY_CACHE", str(tmp_path / "cache"))
    first = load_locale([CORE_LOCALES, folder], lang)  # parses, and keeps the facts

    def refuse(text: str) -> object:
        raise AssertionError("a kept file parsed again")

    monkeypatch.setattr(ftlfacts, "parse_facts", refuse)
    kept = load_locale([CORE_LOCALES, folder], lang)
    assert not kept.bundle.has_message("verb-gain")  # nothing parsed before it is asked for
    for loaded in (first, kept):
        _same(fresh, loaded)


@pytest.mark.parametrize("damage", [
    lambda facts: [["message", "x", 0, 10**9, 1, 1, [], [], []]],  # an entry past the end of the file
    lambda facts: [["message", "x", "0", 5, 1, 1, [], [], []]],  # a string where an offset belongs
    lambda facts: [["junk", 1, 1]],  # a field missing
    lambda facts: [["term", "x", 0, 5, 1, 1, [], [["v", 1]], []]],  # a place that is not three values
    lambda facts: [["message", "x", 0, 5, 1, 1, [], [], [["msg", "y", None, 1, 1]]]],  # not a kind of entry
    lambda facts: "items",
])
def test_damaged_facts_are_parsed_again(damage: Callable[[object], object], tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPEAKEASY_CACHE", str(tmp_path))
    folder = LOCALES_DIR / "en"
    ftlfacts.FolderFacts(folder).get("words.ftl", (folder / "words.ftl").read_text(encoding="utf-8"))
    facts = ftlfacts.FolderFacts(folder)
    facts.get("words.ftl", (folder / "words.ftl").read_text(encoding="utf-8"))
    facts.save()
    store = cache.Store("ftl")
    entry = store.get(facts.key)
    assert isinstance(entry, dict) and "words.ftl" in entry
    entry["words.ftl"]["items"] = damage(entry["words.ftl"]["items"])
    store.put(facts.key, entry, cache.Snapshot([]))  # well formed as an entry: only its items are wrong
    text = (folder / "words.ftl").read_text(encoding="utf-8")
    items, parsed = ftlfacts.FolderFacts(folder).get("words.ftl", text)
    assert (items, len(parsed)) == (ftlfacts.parse_facts(text)[0], len(ftlfacts.parse_facts(text)[1]))


# ------------------------------------------------------------------ the command line, cached or not
def _run(args: list[str], cache_dir: Path | str) -> tuple[int, str, str]:
    env = {**os.environ, "SPEAKEASY_CACHE": str(cache_dir)}
    done = subprocess.run([sys.executable, "-m", "interpreter", *args], capture_output=True, text=True, env=env,
                          check=False)
    return done.returncode, done.stdout, done.stderr


def _replace(path: str, old: str, new: str) -> Callable[[Path], None]:
    def edit(root: Path) -> None:
        file = root / path
        text = file.read_text(encoding="utf-8")
        assert old in text, (path, old)
        file.write_text(text.replace(old, new, 1), encoding="utf-8")
    return edit


# each edit, then `check` and `text ID --lang L` (with the cache of the run before, and without any cache)
EDITS = {
    "an effect": (_replace("rules/helpers.yaml", '"gain 3 ledger"', '"gain 2 ledger"'), "helper_gain_ledgers", "zh-Hans"),
    "an effect that does not check": (_replace("rules/helpers.yaml", '"gain 3 ledger"', '"gain 3 ledgr"'),
                                      "helper_gain_ledgers", "en"),
    "a number the text reads": (_replace("rules/board.yaml", "cost: 17\n      discard: 1", "cost: 17\n      discard: 2"),
                                "helper_upgrade", "zh-Hans"),  # a casino's discard
    "a locale message": (_replace("locales/en/verbs.ftl", "verb-gain = ", "verb-gain = at once, "),
                         "helper_gain_ledgers", "en"),
    "a locale message that breaks": (_replace("locales/zh-Hans/verbs.ftl", "verb-gain =", "verb-gain = { $amount"),
                                     "helper_gain_ledgers", "zh-Hans"),
    "a variable no one passes": (_replace("locales/en/verbs.ftl", "verb-gain = ", "verb-gain = { $nobody } "),
                                 "helper_gain_ledgers", "en"),
}


@pytest.mark.parametrize("case", list(EDITS), ids=str)
def test_after_an_edit_the_cached_answer_is_the_uncached_one(case: str, tmp_path: Path) -> None:
    root = tmp_path / "work"
    shutil.copytree(RULES_DIR, root / "rules")
    shutil.copytree(LOCALES_DIR, root / "locales")
    data = tmp_path / "cache"
    edit, component, lang = EDITS[case]
    where = ["--rules", str(root / "rules"), "--locales", str(root / "locales")]
    check, text = ["check", *where], ["text", component, "--lang", lang, *where]
    for variant in ([], ["--variant", "house-cards"]):
        assert _run([*check, *variant], data)[0] == 0  # the cache holds the files before the edit
        before = _run([*text, *variant], data)
        assert before[0] == 0
    edit(root)
    assert _run([*text, *variant], "off") != before  # the edit shows: a stale answer could not pass for the right one
    for variant, shown in (([], []), (["--variant", "house-cards"], ["--json"])):
        for args in ([*check, *shown, *variant], [*text, *variant]):
            uncached = _run(args, "off")
            assert _run(args, data) == uncached, args
            assert _run(args, data) == uncached, args  # and once more, answered from what the run before kept
    code, out, _ = _run([*check, "--json"], "off")
    report = json.loads(out)
    assert (code == 0) == report["ok"]
    if case in ("an effect", "a locale message"):
        assert code == 0
    elif case == "a number the text reads":  # the casino tile's pins say one card to discard: refused (text/pins.py)
        assert code == 1 and {Path(e["file"]).name for e in report["errors"]} == {"pins.toml"}
    else:
        assert code == 1 and report["errors"]
