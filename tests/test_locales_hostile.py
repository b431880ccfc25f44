"""Locales as hostile input (issue 15, item 9): a broken encoding is an error with its file; references
to what no file defines, self-references, variables nothing passes and terms defined twice are `check`
errors at their line and column; a missing language is an error; every command honours --locales."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from interpreter.errors import RulesError
from interpreter.text.check import check_locales
from interpreter.text.locale import locale

from .bounded import run_bounded
from .conftest import GAME, LOCALES_DIR, shipped_rules

GAIN = "verb-gain = gain { $amount } { $what }"


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    shutil.copytree(LOCALES_DIR, tmp_path / "loc")
    return tmp_path / "loc"


def edit(folder: Path, old: str, new: str, lang: str = "en", name: str = "verbs.ftl") -> Path:
    path = folder / lang / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


@pytest.mark.parametrize(("old", "new", "where", "message"), [
    (GAIN, GAIN + " { nowhere }", "5:42", "message 'verb-gain' refers to message 'nowhere', which no locale file defines"),
    (GAIN, GAIN + " { -nothing }", "5:42", "message 'verb-gain' refers to term '-nothing', which no locale file defines"),
    (GAIN, GAIN + " { verb-gain }", "5:42", "message 'verb-gain' refers to itself"),
    (GAIN, GAIN + " { verb-hire.short }", "5:42",
     "message 'verb-gain' refers to 'verb-hire.short', an attribute message 'verb-hire' does not have"),
    (GAIN, "-a = { -b }\n-b = { -a }\n" + GAIN, "5:8",
     "these refer to each other in a circle: term '-a' → term '-b' → term '-a'"),
    (GAIN, "-brand = Speakeasy\n-brand = Again\n" + GAIN, "6:1", "duplicate term '-brand' (first at "),
    (GAIN, GAIN.replace("$what", "$wht"), "5:32", "message 'verb-gain' uses $wht, which nothing passes (rendering "),
], ids=["missing-message", "missing-term", "itself", "attribute", "circle", "duplicate-term", "unknown-variable"])
def test_broken_references_are_check_errors_at_their_place(copy: Path, old: str, new: str, where: str,
                                                            message: str) -> None:
    path = edit(copy, old, new)
    if "wht" in new:  # the other languages say $what still: make them agree, so only the unknown variable is left
        for lang in ("zh-Hans", "zh-Hant"):
            f = copy / lang / "verbs.ftl"
            f.write_text(f.read_text(encoding="utf-8").replace("$what", "$wht", 1), encoding="utf-8")
    rendered = [d.render() for d in check_locales(GAME.text, shipped_rules(), copy)]
    assert any(r.startswith(f"{path}:{where}: {message}") and "^" in r for r in rendered), rendered


def test_a_file_that_is_not_utf8_is_an_error_with_its_place(copy: Path) -> None:
    (copy / "zh-Hans" / "bad.ftl").write_bytes(b"ok = fine\nbad = \xff\n")
    problems = [d for d in check_locales(GAME.text, shipped_rules(), copy) if d.file.endswith("bad.ftl")]
    assert [(d.line, d.column) for d in problems] == [(2, 7)] and "not UTF-8" in problems[0].message
    with pytest.raises(RulesError, match=r"bad\.ftl:2:7: file is not UTF-8"):
        locale(copy, "zh-Hans")


def test_rendering_in_a_language_the_folder_lacks_is_an_error(copy: Path) -> None:
    shutil.rmtree(copy / "zh-Hant")
    with pytest.raises(RulesError, match="no locale files"):
        GAME.text.texts(shipped_rules(), "zh-Hant", copy)
    assert GAME.text.texts(shipped_rules(), "en", copy)  # the languages it has still render


@pytest.fixture(scope="module")
def folders(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("locales")
    shutil.copytree(LOCALES_DIR, d / "no-zh-hant")
    shutil.rmtree(d / "no-zh-hant" / "zh-Hant")
    shutil.copytree(LOCALES_DIR, d / "latin1")
    (d / "latin1" / "en" / "zz.ftl").write_bytes("café = caf\xe9\n".encode("latin-1"))
    shutil.copytree(LOCALES_DIR, d / "device")
    (d / "device" / "en" / "zz.ftl").symlink_to("/dev/zero")
    return d


PROBES = [
    ("check-latin1", ["check", "--locales", "{d}/latin1"], 1, "zz.ftl:1:4: file is not UTF-8"),
    ("text-latin1", ["text", "helper_take_over", "--locales", "{d}/latin1"], 1, "zz.ftl:1:4: file is not UTF-8"),
    ("text-device", ["text", "helper_take_over", "--locales", "{d}/device"], 1, "zz.ftl:1:1: cannot read file: it is a device"),
    ("text-missing-language", ["text", "--all", "--lang", "zh-Hant", "--locales", "{d}/no-zh-hant"], 1,
     "no-zh-hant/zh-Hant: no locale files (*.ftl) for zh-Hant"),
    ("book-missing-language", ["book", "--lang", "en,zh-Hant", "--out", "{d}/book", "--locales", "{d}/no-zh-hant"], 1,
     "no locale files (*.ftl) for zh-Hant"),
    ("play-missing-language", ["play", "--lang", "zh-Hant", "--locales", "{d}/no-zh-hant"], 1, "for zh-Hant"),
    ("play-missing-folder", ["play", "--locales", "{d}/nowhere"], 1, "nowhere: locales folder not found"),
    ("simulate-missing-folder", ["simulate", "-n", "1", "--locales", "{d}/nowhere"], 1, "locales folder not found"),
    ("replay-missing-folder", ["replay", "{d}/any.json", "--locales", "{d}/nowhere"], 1, "locales folder not found"),
    ("compare-missing-folder", ["compare", "--variant", "short-game", "-n", "2", "--locales", "{d}/nowhere"], 1,
     "locales folder not found"),
    ("soak-missing-folder", ["soak", "-n", "1", "--out", "{d}/soak", "--locales", "{d}/nowhere"], 1,
     "locales folder not found"),
]


@pytest.fixture(scope="module")
def outcomes(folders: Path) -> dict:
    return run_bounded([{"id": i, "args": [a.format(d=folders) for a in args], "input": ""} for i, args, _, _ in PROBES])


@pytest.mark.parametrize(("probe", "code", "words"), [(p[0], p[2], p[3]) for p in PROBES], ids=[p[0] for p in PROBES])
def test_every_command_honours_locales(outcomes: dict, folders: Path, probe: str, code: int, words: str) -> None:
    got = outcomes[probe]
    assert got.clean(), got
    assert got.code == code and words in got.output, got
    assert not (folders / "book").exists()  # nothing written by a command refused before its work
