"""Nothing printed can drive or forge the terminal, nor be read as markup (issue 23 item 4, issue 22 item 12).

Every hostile string — terminal escapes (ESC, CR, a one-byte C1 CSI, BEL), a bidi override, a zero-width
space, rich markup and emoji codes — is fed through every path that prints what a file holds: a rules
folder's path and its diagnostics, a variant's text, a locale's names as `check`, `check --json`, `text`,
`book`, the terminal game and `simulate` print them. Whatever the command, the output holds none of the
characters (each shows as its escape), every bracket and colon as it was written, and `check` refuses the
characters where they are written.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from interpreter import sanitize
from interpreter.cli import app

from .clirunner import runner
from .conftest import LOCALES_DIR, RULES_DIR

# what acts on a terminal, written out here apart from the module under test
ACTING = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff"
                    "\u2028\u2029]")
HOSTILE = {
    "escape": "\x1b[2K\x1b[1Aok",
    "carriage-return": "error\rok   ",
    "c1-csi": "\x9b2J",
    "bell": "ding\x07",
    "bidi": "\u202eexe.txt",
    "zero-width": "Ma\u200byor",
}
MARKUP = "[red]red[/red] [bold]bold[/bold] :100: :smile:"
NAME = "Mayor " + "".join(HOSTILE.values()) + " " + MARKUP  # a component's name in the hostile locale
CARD = "card_vip_mayors_private_table"


def acting(text: str) -> list[str]:
    return sorted({repr(c) for c in ACTING.findall(text)})


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A locales folder whose card name and game name hold every hostile string, rules in a folder whose name
    is markup and an emoji code (with a count error at game.yaml:100:16), a variant whose text holds them."""
    root = tmp_path_factory.mktemp("hostile")
    loc = root / "loc"
    shutil.copytree(LOCALES_DIR, loc)
    names = loc / "en" / "names.ftl"
    text = names.read_text(encoding="utf-8")
    assert f"name-{CARD} = Mayor's Private Table\n" in text
    names.write_text(text.replace(f"name-{CARD} = Mayor's Private Table\n", f"name-{CARD} = {NAME}\n"), encoding="utf-8")
    table = loc / "en" / "table.ftl"
    words = table.read_text(encoding="utf-8")
    table.write_text(words.replace("game-name = Speakeasy", "game-name = Speak\x1b[2Jeasy [red]x[/red]"), encoding="utf-8")
    rules = root / "r:100:[red]x[/red]"
    shutil.copytree(RULES_DIR, rules)
    game = rules / "game.yaml"
    lines = game.read_text(encoding="utf-8").split("\n")
    assert lines[99] == "    city_tile: 54"
    lines[99] = "    city_tile: 55"
    game.write_text("\n".join(lines), encoding="utf-8")
    variant = root / "evil.yaml"
    variant.write_text('variant:\n  name: evil\n  description: "fine \\e[2K\\rok \\u202e [red]x[/red] :100:"\n\n'
                       "change:\n  board.big_buildings.casino.cost: 12\n", encoding="utf-8")
    return {"loc": loc, "rules": rules, "variant": variant, "root": root, "names": names, "table": table}


def test_the_sanitizer_escapes_each_character_and_nothing_else() -> None:
    cases = {"\x1b[2K": "\\x1b[2K", "a\rb": "a\\x0db", "\x9b": "\\x9b", "\x7f": "\\x7f", "\u202eab": "\\u202eab",
             "a\u200bb": "a\\u200bb", "\ufeffx": "\\ufeffx", "line\ntab\t": "line\ntab\t", "中文 [x] :100:": "中文 [x] :100:"}
    for raw, shown in cases.items():
        assert sanitize.visible(raw) == shown
        assert not acting(sanitize.visible(raw).replace("\n", "").replace("\t", ""))
    assert sanitize.markup("[red]x") == "\\[red]x"
    assert sanitize.html_text("<b>\u202e") == "&lt;b&gt;\\u202e"
    data = {"name": "a\u202e\x85\x1b\u200b", "中": 1}
    text = sanitize.json_text(data)
    assert not acting(text) and json.loads(text) == data  # the data read back is the same


def test_the_consoles_print_markup_and_emoji_codes_as_written() -> None:
    import io

    for shown in (MARKUP, "rules/game.yaml:100:16", "x[/]y"):
        buf = io.StringIO()
        sanitize.console(file=buf, width=200).print(shown)
        assert buf.getvalue() == shown + "\n"
    buf = io.StringIO()
    c = sanitize.console(file=buf, width=200, force_terminal=True, color_system="standard")
    c.print(f"[red]{sanitize.markup(NAME)}[/red]", markup=True)  # a style the program asks for, a name inside it
    out = buf.getvalue()
    assert "\x1b[31m" in out  # the colour asked for reaches the terminal
    assert sanitize.visible(NAME) in out.replace("\x1b[31m", "").replace("\x1b[0m", "")
    assert acting(out.replace("\x1b[31m", "").replace("\x1b[0m", "")) == []


def test_check_refuses_the_characters_where_they_are_written(hostile: dict[str, Path]) -> None:
    r = runner.invoke(app, ["check", "--locales", str(hostile["loc"]), "--variant", str(hostile["variant"])])
    assert r.exit_code == 1, r.output
    assert acting(r.output) == []
    line = next(n for n, x in enumerate(hostile["names"].read_text(encoding="utf-8").split("\n"), 1) if CARD in x)
    col = len(f"name-{CARD} = Mayor ") + 1
    # each character at its own line and column (the name holds all of them)
    assert f"{hostile['names']}:{line}:{col}: a control character (U+001B ESCAPE)" in r.output
    bidi_col = col + NAME[len("Mayor "):].index("\u202e")
    assert f"{hostile['names']}:{line}:{bidi_col}: a bidirectional control (U+202E RIGHT-TO-LEFT OVERRIDE)" in r.output
    zw_col = col + NAME[len("Mayor "):].index("\u200b")
    assert f"{hostile['names']}:{line}:{zw_col}: a zero-width character (U+200B ZERO WIDTH SPACE)" in r.output
    assert f"{hostile['variant']}:3:22: a control character (U+001B ESCAPE)" in r.output
    assert "remove it (it shows as \\x1b)" in r.output
    assert sanitize.visible(NAME) in r.output  # the source line under the error, shown escaped


def test_a_diagnostic_prints_its_place_and_path_as_written(hostile: dict[str, Path]) -> None:
    r = runner.invoke(app, ["check", "--rules", str(hostile["rules"])])
    assert r.exit_code == 1
    assert f"{hostile['rules']}/game.yaml:100:16:" in r.output  # ":100:" is no emoji, "[red]" no style
    assert "💯" not in r.output and "😄" not in r.output
    j = runner.invoke(app, ["check", "--json", "--rules", str(hostile["rules"]), "--locales", str(hostile["loc"])])
    assert j.exit_code == 1 and acting(j.output) == []
    report = json.loads(j.output)
    assert any(e["file"] == f"{hostile['rules']}/game.yaml" and (e["line"], e["column"]) == (100, 16)
               for e in report["errors"])
    assert any("U+202E" in e["message"] for e in report["errors"])


def test_text_and_the_book_show_a_hostile_name_escaped(hostile: dict[str, Path]) -> None:
    for args in (["text", CARD], ["text", "--all"]):
        r = runner.invoke(app, [*args, "--locales", str(hostile["loc"])])
        assert r.exit_code == 0, r.output
        assert acting(r.output) == [] and sanitize.visible(NAME) in r.output
    out = hostile["root"] / "book"
    r = runner.invoke(app, ["book", "--locales", str(hostile["loc"]), "--out", str(out)])
    assert r.exit_code == 0, r.output
    page = (out / "index.html").read_text(encoding="utf-8")
    assert acting(page.replace("\n", "")) == []
    assert "Mayor \\x1b[2K\\x1b[1Aok" in page and MARKUP in page and "\\u202eexe.txt" in page
    assert "Speak\\x1b[2Jeasy [red]x[/red] — rules reference" in page


def test_the_terminal_game_shows_hostile_names_escaped(hostile: dict[str, Path]) -> None:
    r = runner.invoke(app, ["play", "--players", "2", "--seats", "greedy,random", "--seed", "1",
                            "--locales", str(hostile["loc"])])
    assert r.exit_code == 0, r.output[-2000:]
    assert acting(r.output) == []
    assert "Speak\\x1b[2Jeasy [red]x[/red]" in r.output  # the game's name in its header
    script = "info Mayor\nquit\n\n"  # after quit, Enter leaves ("n" would save a file named n)
    r = runner.invoke(app, ["play", "--players", "2", "--seats", "human,greedy", "--seed", "3",
                            "--locales", str(hostile["loc"])], input=script,
                      env={"XDG_STATE_HOME": str(hostile["root"] / "state")})
    assert acting(r.output) == [], r.output[-2000:]


def test_a_hostile_variant_is_refused_by_every_command_that_plays_it(hostile: dict[str, Path]) -> None:
    for args in (["simulate", "--games", "1"], ["play", "--seats", "greedy,greedy", "--players", "2"]):
        r = runner.invoke(app, [*args, "--variant", str(hostile["variant"])])
        assert r.exit_code == 1, r.output
        assert acting(r.output) == []
        assert "U+001B ESCAPE" in r.output


@pytest.mark.parametrize(("raw", "name"), [("\x00", "U+0000 NUL"), ("\x1b", "U+001B ESCAPE"), ("\x85", "U+0085")])
def test_a_raw_control_character_in_yaml_is_refused_at_its_place(raw: str, name: str) -> None:
    from interpreter.loading.yamlsrc import parse_yaml

    data, diags = parse_yaml(f"variant:\n  name: v\n  description: ab{raw}cd\n", "v.yaml")
    assert data is None
    assert [(d.line, d.column) for d in diags] == [(3, 18)] and name in diags[0].message, [d.render() for d in diags]


def test_rules_or_locales_at_a_loop_of_symbolic_links_are_an_error_not_exit_70(tmp_path: Path) -> None:
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    for args in (["check", "--rules"], ["check", "--locales"], ["text", "--all", "--rules"]):
        r = runner.invoke(app, [*args, str(tmp_path / "a")])
        assert r.exit_code == 1, (args, r.output)
        assert "cannot be followed (a loop of symbolic links)" in r.output


def test_save_to_a_name_ending_in_a_slash_is_a_folder_not_a_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    r = runner.invoke(app, ["play", "--players", "2", "--seats", "human,greedy", "--seed", "3"],
                      input="save newdir/\nquit\n\n", env={"XDG_STATE_HOME": str(tmp_path / "state")})
    assert "it is a folder, give a file name" in r.output, r.output[-1500:]
    assert not (tmp_path / "newdir").exists()


def test_info_with_a_name_of_ten_thousand_characters_answers_in_words(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # after quit, "save before leaving?" takes a file name: Enter leaves, nothing saved
    r = runner.invoke(app, ["play", "--players", "2", "--seats", "human,greedy", "--seed", "3"],
                      input="info " + "x" * 10_000 + "\nquit\n\n", env={"XDG_STATE_HOME": str(tmp_path / "state")})
    assert "{???}" not in r.output and "x" * 40 + "…" in r.output, r.output[-1500:]


# A value typed on the command line, echoed by typer's own usage-error box (not printed through the program's
# consoles): every hostile character at once, so each must come out as its escape.
TYPED = "".join(HOSTILE.values())
SHOWN = ("\\x1b[2K", "\\x9b2J", "\\u202eexe.txt", "Ma\\u200byor")  # as `visible` (or click's repr) writes them
USAGE_ERRORS = [
    ([TYPED], 2),  # no such command
    (["--x" + TYPED, "check"], 2),  # no such option, of the top command
    (["simulate", "--x" + TYPED], 2),  # no such option, of a subcommand
    (["simulate", "extra" + TYPED], 2),  # an unexpected argument
    (["check", "extra" + TYPED], 2),
    (["simulate", "--bots", TYPED], 2),  # the program's own BadParameter, in typer's box
    (["sweep", "--vary", "x", "--values", TYPED], 2),
    (["play", "--seats", f"greedy,{TYPED}"], 2),
    (["text", TYPED], 1),
]


@pytest.mark.parametrize(("args", "code"), USAGE_ERRORS)
def test_a_hostile_value_on_the_command_line_is_shown_escaped(args: list[str], code: int) -> None:
    r = runner.invoke(app, args, input="")
    assert r.exit_code == code, r.output
    assert acting(r.stdout) == [] and acting(r.stderr) == [], r.stderr[-1500:]
    assert all(e in r.stderr for e in SHOWN), r.stderr[-1500:]


def test_a_hostile_value_on_the_command_line_is_shown_escaped_by_the_program_itself() -> None:
    # the real entry point (the quick answer first, then typer), as a terminal runs it
    import subprocess
    import sys

    for args in (["simulate", "--x" + TYPED], [TYPED]):
        r = subprocess.run([sys.executable, "-m", "interpreter", *args], capture_output=True, text=True, check=False,
                           env={**os.environ, "COLUMNS": "1000"}, timeout=120)
        assert r.returncode == 2, r.stderr
        assert acting(r.stdout) == [] and acting(r.stderr) == [], r.stderr
        assert all(e in r.stderr for e in SHOWN), r.stderr
