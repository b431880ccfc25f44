"""The low items of issue 23 item 6: each probe refused with a clear error where it is written, never
exit 70, and nothing played that cannot be kept (a seed no save can hold)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from interpreter.cli import app
from interpreter.cli.common import SEED_MAX, SEED_MIN
from interpreter.harness.saves import SEED_RANGE
from interpreter.loading.yamlsrc import parse_yaml
from interpreter.text.ftlfacts import MAX_PLACEABLE_DEPTH
from interpreter.web.editor import EditorSession
from interpreter.web.saving import Saver, SaveRefused

from .bounded import run_bounded
from .clirunner import runner
from .conftest import GAME, LOCALES_DIR
from .studio import rules_copy

CARD = "card_vip_mayors_private_table"


def test_the_command_line_takes_exactly_the_seeds_a_save_holds() -> None:
    assert (SEED_MIN, SEED_MAX) == (SEED_RANGE.start, SEED_RANGE.stop - 1)


@pytest.mark.parametrize("seed", [2**63, -(2**63) - 1, 10**30])
@pytest.mark.parametrize("command", [["play", "--seats", "bot,bot"], ["simulate", "-n", "1"], ["soak", "-n", "1"]])
def test_a_seed_no_save_can_hold_is_refused_before_any_game(command: list[str], seed: int) -> None:
    result = runner.invoke(app, [*command, "--seed", str(seed)], input="")
    assert result.exit_code == 2, result.output
    assert "--seed" in result.output and "Traceback" not in result.output


# every command that plays games S..S+K-1 from `--seed S -n K` (sweep's --target plays more after them)
SPANS = [
    (["simulate"], 0),
    (["soak"], 0),
    (["compare", "--variant", "cheap-casino"], 0),
    (["impact"], 0),
    (["sweep", "--vary", "board.starting.cash", "--values", "10,20"], 0),
    (["sweep", "--vary", "board.starting.cash", "--values", "10,20", "--target", "mean_score=50", "--steps", "1",
      "--batch", "2"], 2 * (1 + 2)),
]


@pytest.mark.parametrize(("command", "later"), SPANS)
def test_a_run_whose_last_seed_no_save_can_hold_is_refused_before_any_game(command: list[str], later: int) -> None:
    # the first seed is one a save holds; the last game's (S+K-1, and the search's after it) is one past the range
    games = 3
    seed = SEED_MAX - games - later + 2
    result = runner.invoke(app, [*command, "-n", str(games), "--seed", str(seed)], input="")
    assert result.exit_code == 2, result.output
    assert f"would play seed {SEED_MAX + 1}" in result.output, result.output
    assert f"{SEED_MIN}..{SEED_MAX}" in result.output and f"--seed {seed - 1} or less" in result.output
    assert "Traceback" not in result.output


def test_a_run_that_ends_on_the_last_seed_a_save_holds_is_played(tmp_path: Path) -> None:
    result = runner.invoke(app, ["simulate", "-n", "2", "--seed", str(SEED_MAX - 1), "--json", "--save-dir", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) and len(list(tmp_path.iterdir())) == 2


def _locales(tmp_path: Path, name: str, extra: str = "", change: tuple[str, str] | None = None) -> Path:
    folder = tmp_path / name
    shutil.copytree(LOCALES_DIR, folder)
    if extra:
        (folder / "en" / "zz-probe.ftl").write_text(extra, encoding="utf-8")
    if change:
        names = folder / "en" / "names.ftl"
        text = names.read_text(encoding="utf-8")
        assert change[0] in text
        names.write_text(text.replace(change[0], change[1]), encoding="utf-8")
    return folder


def test_placeables_nested_200_deep_are_an_error_at_the_brace_not_exit_70(tmp_path: Path) -> None:
    deep = "deep-x = " + "{ " * 200 + '"a"' + " }" * 200 + "\n"
    calls = "deep-y = { " + "NUMBER(" * 200 + "1" + ")" * 200 + " }\n"
    fine = 'fine-z = { "{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{" }\n# {{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{\n'
    folder = _locales(tmp_path, "deep", deep + calls + fine)
    cases = [{"id": "check", "args": ["check", "--locales", str(folder)]},
             {"id": "text", "args": ["text", "--locales", str(folder), CARD]}]
    out = run_bounded(cases)
    assert out["check"].clean() and out["check"].code == 1, out["check"].output
    column = 9 + 2 * MAX_PLACEABLE_DEPTH + 1  # the first brace past the bound
    said = f"placeables nested more than {MAX_PLACEABLE_DEPTH} deep"
    assert f"zz-probe.ftl:1:{column}: {said}" in out["check"].words
    paren = len("deep-y = { ") + len("NUMBER(") * MAX_PLACEABLE_DEPTH  # the brace is level 1, then calls
    assert f"zz-probe.ftl:2:{paren}: {said}" in out["check"].words
    assert out["check"].words.count(said) == 2  # not the braces in a string or a comment (line 3, 4)
    assert out["text"].clean() and out["text"].code == 0 and "Mayor's Private Table" in out["text"].output


@pytest.mark.parametrize("command", ["text", "book"])
@pytest.mark.parametrize("how", ["itself", "circle"])
def test_a_message_that_refers_to_itself_is_refused_by_text_and_book_as_check_does(
        tmp_path: Path, command: str, how: str) -> None:
    original = f"name-{CARD} = Mayor's Private Table"
    if how == "itself":
        folder = _locales(tmp_path, how, change=(original, f"name-{CARD} = Table {{ name-{CARD} }}"))
    else:
        folder = _locales(tmp_path, how, "probe-a = { probe-b }\nprobe-b = { name-" + CARD + " }\n",
                          change=(original, f"name-{CARD} = Table {{ probe-a }}"))
    args = {"text": ["text", "--locales", str(folder), CARD], "book": ["book", "--locales", str(folder),
                                                                      "--out", str(tmp_path / "book")]}[command]
    out = run_bounded([{"id": "check", "args": ["check", "--locales", str(folder)]}, {"id": command, "args": args}])
    said = "refers to itself" if how == "itself" else "refer to each other in a circle"
    check = [line for line in out["check"].output.splitlines() if said in line]
    assert len(check) == 1 and out["check"].code == 1, out["check"].output
    assert out[command].clean() and out[command].code == 1, out[command].output
    assert check[0] in out[command].output and "???" not in out[command].output
    assert not (tmp_path / "book" / "index.html").exists()


@pytest.mark.parametrize("name", ["con", "nul", "com1", "lpt9", "aux", "prn"])
def test_a_variant_named_as_a_windows_device_is_refused_by_check_and_the_studio(tmp_path: Path, name: str) -> None:
    variant = tmp_path / f"{name}.yaml"
    variant.write_text(f"variant:\n  name: {name}\n  description: a device's name\nchange:\n"
                       "  mobster_larry_fay.strength: 5\n", encoding="utf-8")
    result = runner.invoke(app, ["check", "--variant", str(variant)])
    assert result.exit_code == 1, result.output
    assert f"{name}.yaml:2:9: `{name}` is a name Windows keeps for a device" in result.output
    session = EditorSession(GAME, rules_copy(tmp_path), [])
    with pytest.raises(SaveRefused, match="Windows keeps for a device"):
        Saver(session, tmp_path / "rules" / "variants", None).save(name, "a device's name")


def test_names_that_only_start_as_a_device_are_fine(tmp_path: Path) -> None:
    variant = tmp_path / "console.yaml"
    variant.write_text("variant:\n  name: com10-console\n  description: fine\nchange:\n"
                       "  mobster_larry_fay.strength: 5\n", encoding="utf-8")
    result = runner.invoke(app, ["check", "--variant", str(variant)])
    assert "Windows" not in result.output, result.output


@pytest.mark.parametrize(("written", "read"), [
    ("1:10", "1:10"), ("yes", "yes"), ("on", "on"), ("y", "y"), ("2024-01-02", "2024-01-02"), ("1_000", "1_000"),
    ("017", 17), ("0o17", 15), ("0x1F", 31), ("true", True), ("False", False), ("~", None), (".inf", float("inf")),
    ("-3", -3), ("1.5", 1.5), ("1e3", 1000.0),
])
def test_rules_are_read_as_yaml_1_2_with_their_positions(written: str, read: object) -> None:
    src, diags = parse_yaml(f"top:\n  a: 1\n  b: {written}\n", "x.yaml")
    assert src is not None and diags == []
    value = src.data["top"]["b"]
    assert value == read and type(value) is type(read)
    assert src.locate(("top", "b")) == (3, 6)
