"""A translator's workflow (issue 28 item 6): the notes of where each message appears, `--locales` layering the
core's messages (DIR/core, D-230), the pseudo-locale en-XA (text/pseudo.py, D-233) and a fourth language added
as docs/localization.md says (its folders and one registration, D-235).

The pseudo-locale's games are whole games at the terminal and through the studio's API: every word a player
sees goes through the messages, so a run of plain ASCII letters in them is text that did not (a leak)."""

from __future__ import annotations

import io
import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as fl
from rich.console import Console

from interpreter.cli import app
from interpreter.cli.terminal import run_play
from interpreter.text.languages import LANGUAGES, PSEUDO, REGISTRY, SELECTABLE
from interpreter.text.locale import CORE_LOCALES, layers, load_locale, locale
from interpreter.text.pseudo import pseudo_text, pseudo_word
from interpreter.text.status import limits, too_long, unnoted

from .clirunner import runner
from .conftest import GAME, LOCALES_DIR, ROOT, load

NOSTRA = ROOT / "interpreter" / "games" / "nostra_city" / "locales"
ASCII_WORD = re.compile(r"[A-Za-z]{2,}")  # one letter alone is a pile's or a row's letter (A–D), as printed


def _value(source: str, key: str) -> str:
    """A message's text as Fluent writes it (after its ``=``)."""
    msg = next(e for e in FluentParser().parse(source).body if isinstance(e, fl.Message) and e.id.name == key)
    return str(FluentSerializer().serialize_entry(msg)).split(" =", 1)[1].removeprefix(" ")


@pytest.mark.parametrize(("source", "want"), [
    ("m = Gain { $n } cash\n", "⟦Ĝåîñ { $n } çåšĥ ŏñê⟧\n"),  # placeables untouched, a third longer
    ("m = { $a }{ $b }\n", "{ $a }{ $b }\n"),  # no letter: left as it is (a separator may be tested for)
    ("m = { $count ->\n    [one] ledger\n   *[other] ledgers\n  }\n",  # keys untouched; lengthened as its default
     "\n    ⟦{ $count ->\n        [one] ļéðĝéŕ\n       *[other] ļéðĝéŕš\n    } ŏñ⟧\n"),
    ("m = { NUMBER($n, minimumFractionDigits: 2) } days\n", "⟦{ NUMBER($n, minimumFractionDigits: 2) } ðåýš ŏ⟧\n"),
    ('m = { -term(case: "object") } x\n-term = { $case ->\n *[object] it\n }\n', '⟦{ -term(case: "object") } ẋ⟧\n'),
])
def test_pseudo_text(source: str, want: str) -> None:
    assert _value(pseudo_text(source), "m") == want


def test_pseudo_locale_is_a_third_longer_and_keeps_every_message() -> None:
    english, pseudo = load_locale(layers(LOCALES_DIR, "en"), "en"), load_locale(layers(LOCALES_DIR, "en-XA"), "en-XA")
    assert not pseudo.problems and set(pseudo.messages) == set(english.messages)
    args = {"count": 2, "n": 2, "number": 2}
    en = {k: english.format(k, {**dict.fromkeys(english.variables[k], "x"), **args}) for k in english.messages}
    xa = {k: pseudo.format(k, {**dict.fromkeys(pseudo.variables[k], "x"), **args}) for k in english.messages}
    letters = [k for k in en if ASCII_WORD.search(en[k].replace("x", ""))]
    growth = sum(len(xa[k]) for k in letters) / sum(len(en[k]) for k in letters)
    assert 1.3 <= growth <= 1.6, growth
    assert all(not ASCII_WORD.search(xa[k].replace("x", "")) for k in letters)
    assert pseudo_word("Player 2") == "Þļåýéŕ 2"


def _leaks(text: str, allowed: set[str]) -> dict[str, str]:
    found: dict[str, str] = {}
    for line in text.splitlines():
        for word in ASCII_WORD.findall(line):
            if word not in allowed:
                found.setdefault(word, line)
    return found


@pytest.mark.parametrize("width", [60, 100])
def test_a_whole_game_at_the_terminal_in_the_pseudo_locale(width: int) -> None:
    """A game of three (a player typing commands, the greedy and the random bot): every word the terminal shows
    is accented, at 60 and at 100 columns; only what the player typed comes back plain."""
    script = ["view", "help", "info 1", "? 2", "info loc_garage", "log", "view map", "zzz"] + ["1"] * 5000
    console = Console(file=io.StringIO(), width=width, record=True, color_system=None)
    code = run_play(GAME, load(None, ["short-game"]), 3, ["human", "greedy", "random"], 4, None,
                    io.StringIO("\n".join(script) + "\n"), console, "en-XA")
    assert code == 0
    out = console.export_text()
    assert out.count("⟦") > 1000 and pseudo_word("Final scores") in out
    assert _leaks(out, {"zzz"}) == {}


# the studio's answers that are data, never shown as words: ids, keys, seats' kinds, paths, colours, versions
DATA = {"id", "component", "key", "table", "links", "game", "seats", "colour", "rules", "variant_dir", "lang",
        "languages", "palette", "bots", "version", "en", "source", "file", "quick_bot"}


def _words_of(value: Any, path: tuple[str, ...], found: dict[str, str]) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            _words_of(v, (*path, str(k)), found)
    elif isinstance(value, list):
        for v in value:
            _words_of(v, path, found)
    elif isinstance(value, str) and not (set(path[-2:]) & DATA):
        shown = re.sub(r"&[a-z]+;|\{\$[a-z_]+\}|#[0-9a-fA-F]{3,8}\b", " ", re.sub(r"<[^>]*>", " ", value))
        for word in ASCII_WORD.findall(shown):
            found.setdefault(word, f"{'/'.join(path[-3:])}: {value[:120]}")


def test_a_whole_game_in_the_studio_in_the_pseudo_locale(tmp_path: Path) -> None:
    """The studio's words, its editor's text, and a whole game of three played through its API, all asked for in
    en-XA: no plain English in anything a page shows, the editor's diagnostics included."""
    from .studio import rules_copy, serving

    found: dict[str, str] = {}
    with serving(GAME, rules_copy(tmp_path)) as studio:
        with studio.client() as c:
            for page in ("/api/studio", "/api/words"):
                _words_of(c.get(page, params={"lang": "en-XA"}).json(), (page,), found)
            opened = c.get("/api/editor/component", params={"id": "helper_gain_influence", "lang": "en-XA"}).json()
            typo = opened["source"].replace("gain 2 influence", "gain 2 influnce")
            checked = c.post("/api/editor/check", params={"lang": "en-XA"},
                             json={"id": "helper_gain_influence", "source": typo}).json()
            # the rules checker's diagnostics go through the messages (text/diagnostics.py, issue 28 item 5): only
            # the code words they quote ('influnce', 'gain') are plain, as the rules write them
            assert checked["errors"] and not any("detail" in e for e in checked["errors"])
            for e in checked["errors"]:
                _words_of(re.sub(r"'[^']*'", " ", e["message"]), ("editor", "diagnostic"), found)
            c.post("/api/editor/revert", json={"id": "helper_gain_influence"})
            made = c.post("/api/games", json={"players": 3, "seats": ["human", "greedy", "random"], "seed": 6}).json()
        with studio.client(token=made["links"]["0"].split("token=")[1]) as c:
            state = c.get(f"/api/play/{made['table']}/state", params={"lang": "en-XA"}).json()
            moves = 0
            while True:
                _words_of(state, ("state",), found)
                if state["over"]:
                    break
                option = state["options"][moves % len(state["options"])]["id"]
                state = c.post(f"/api/play/{made['table']}/choose", params={"lang": "en-XA"},
                               json={"option": option, "version": state["version"]}).json()
                moves += 1
    assert moves > 20 and state["sheet"] is not None
    assert found == {}, json.dumps(found, ensure_ascii=False, indent=1)


@pytest.mark.parametrize("folder", [LOCALES_DIR, CORE_LOCALES, NOSTRA])
def test_every_english_message_has_a_note_of_where_it_appears(folder: Path) -> None:
    assert unnoted(folder) == []
    allowed = limits(folder)
    assert len(allowed) > 20  # options, prompts, names, bots, commands: a layout's limit is stated
    for lang in LANGUAGES:
        assert too_long(folder, lang, allowed) == [], lang


def test_a_message_without_a_note_or_too_long_is_reported(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "zh-Hans").mkdir()
    (tmp_path / "en" / "a.ftl").write_text("## where: the terminal; max 10 chars\n\nshort = Quit\n\n"
                                           "## the next group says nowhere\n\nlost = Lost\n"
                                           "# where: its own note\nfound = Found\n", encoding="utf-8")
    (tmp_path / "zh-Hans" / "a.ftl").write_text("short = 这是一个远远超过十个字的很长的翻译\n", encoding="utf-8")
    assert [(e.id, e.line) for e in unnoted(tmp_path)] == [("lost", 7)]
    assert limits(tmp_path) == {"short": 10}
    assert [(e.id, e.line) for e in too_long(tmp_path, "zh-Hans", limits(tmp_path))] == [("short", 1)]
    assert too_long(tmp_path, "en", limits(tmp_path)) == []


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "locales"
    shutil.copytree(LOCALES_DIR, folder)
    return folder


def test_locales_dir_core_layers_the_cores_messages(tmp_path: Path) -> None:
    """DIR/core/<lang>/*.ftl is read over the shipped core's layer (D-230): it redefines what it holds, the
    rest stays; a problem in it is reported at its own file; a language only it has is read from it alone."""
    folder = _copy(tmp_path)
    (folder / "core" / "zh-Hans").mkdir(parents=True)
    (folder / "core" / "zh-Hans" / "terminal.ftl").write_text("term-start = 译者的开场白。\n", encoding="utf-8")
    assert layers(folder, "zh-Hans") == (CORE_LOCALES, folder / "core", folder)
    assert layers(folder, "en") == (CORE_LOCALES, folder)  # no core/en: the shipped core alone
    loc = locale(folder, "zh-Hans")
    assert loc.format("term-start") == "译者的开场白。"
    assert loc.format("term-cmd-view") == locale(LOCALES_DIR, "zh-Hans").format("term-cmd-view")
    res = runner.invoke(app, ["check", "--locales", str(folder)])
    assert res.exit_code == 0, res.output
    (folder / "core" / "zh-Hans" / "terminal.ftl").write_text("term-start = { 未闭合\n", encoding="utf-8")
    res = runner.invoke(app, ["check", "--locales", str(folder)])
    assert res.exit_code != 0 and f"{folder / 'core' / 'zh-Hans' / 'terminal.ftl'}:1" in res.output, res.output
    (folder / "core" / "zh-Hans" / "terminal.ftl").unlink()
    (folder / "core" / "zh-Hans").rmdir()
    shutil.copytree(CORE_LOCALES / "en", folder / "core" / "xx")  # a language the package lacks
    assert layers(folder, "xx") == (folder / "core", folder)


def test_a_fourth_language_as_the_walkthrough_adds_it(tmp_path: Path) -> None:
    """docs/localization.md, "Adding a language": its folders (the game's <tag>/ and the core's core/<tag>/ of a
    --locales folder, written here by `locales pseudo`) and one registration (en-XA's line of REGISTRY) are all
    it takes: `text`, `play` and `locales status` speak it, and its text is the one generated at load time."""
    assert [x.tag for x in REGISTRY].count("en-XA") == 1 and "en-XA" in SELECTABLE and PSEUDO["en-XA"] == "en"
    target = tmp_path / "xa"
    res = runner.invoke(app, ["locales", "pseudo", str(target)])
    assert res.exit_code == 0, res.output
    assert sorted(p.name for p in (target / "en-XA").glob("*.ftl")) == sorted(p.name for p in (LOCALES_DIR / "en").glob("*.ftl"))
    assert sorted(p.name for p in (target / "core" / "en-XA").glob("*.ftl")) == \
        sorted(p.name for p in (CORE_LOCALES / "en").glob("*.ftl"))
    from_files = runner.invoke(app, ["text", "--all", "--lang", "en-XA", "--locales", str(target)])
    generated = runner.invoke(app, ["text", "--all", "--lang", "en-XA"])
    assert from_files.exit_code == generated.exit_code == 0, from_files.output
    assert from_files.output == generated.output and "⟦" in generated.output
    played = runner.invoke(app, ["play", "--lang", "en-XA", "--locales", str(target), "--seed", "2", "--seats",
                                 "greedy,random"])
    assert played.exit_code == 0 and pseudo_word("Final scores") in played.output, played.output[-2000:]
    assert _leaks(played.output, set()) == {}
    assert runner.invoke(app, ["text", "--all", "--lang", "xx-YY"]).exit_code == 2  # an unregistered one is refused


@pytest.mark.parametrize("width", [60, 100])
def test_the_status_line_fits_in_the_pseudo_locale(width: int) -> None:
    """Longer words still make a status line that fits the width (a full table of four)."""
    from rich.cells import cell_len

    from interpreter.cli.terminal import STATUS_WIDTH
    from interpreter.harness.simulate import play_game

    from .test_terminal_fit import _status_lines

    game = play_game(GAME, load(None, []), 4, 5, ["greedy"] * 4, on_decision=None)
    lines = _status_lines(game, 0, "en-XA", width)
    assert len(lines) >= 5 and all(cell_len(line) <= min(width, STATUS_WIDTH) for line in lines), lines
