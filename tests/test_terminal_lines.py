"""Chinese lines break as a reader expects (issue 28 item 3; W3C clreq): in the terminal no line starts with
closing punctuation or ends with opening punctuation, and a number never parts from its measure word or from the
word before it; the book and the studio write those spaces as no-break spaces. Tested at 40, 60 and 100 columns."""

from __future__ import annotations

import io
import itertools
import re

import pytest
from rich.cells import cell_len
from rich.console import Console

from interpreter.cli.terminal import run_play
from interpreter.text.lines import NBSP, NO_END, NO_START, Terms, fold, joined, wide

from .conftest import GAME, load

HANS = ("玩家 2 弃掉 1 张经营卡，再提升 1 级；然后从展示区拿取 1 张帮手卡，获得 $17 现金。「酿酒厂」、「VIP 房」"
        "和「派对」各提升 1 级（见规则书第 20 页）。你每有 1 辆卡车，就获得 $1 现金……")
HANT = ("玩家 3 棄掉 1 張營運卡，再提升 1 級；然後從展示區拿取 1 張助手卡，獲得 $17 現金。「蒸餾廠」、「VIP 房」"
        "和「派對」各提升 1 級（見規則書第 20 頁）。")
_SPLIT_NUMBER = re.compile(r"([0-9]$)|(^[$+-]?[0-9])")


def _broken_badly(lines: list[str]) -> list[str]:
    """The places where a line break breaks a rule: a line starting with closing punctuation, ending with opening
    punctuation, or a number parted from the Chinese word after or before it."""
    bad = []
    for a, b in itertools.pairwise(lines):
        a, b = a.rstrip(), b.lstrip()
        if not a or not b:
            continue
        if b[0] in NO_START or a[-1] in NO_END:
            bad.append(f"{a!r} | {b!r}")
        elif (a[-1].isdigit() and re.match("[\u4e00-\u9fff]", b)) or (re.match(r"[$+-]?[0-9]", b)
                                                                          and re.search("[\u4e00-\u9fff]$", a)):
            bad.append(f"{a!r} | {b!r}")
    return bad


@pytest.mark.parametrize("width", [40, 60, 100, 24, 16])
@pytest.mark.parametrize("text", [HANS, HANT, "  12. " + HANS])
def test_fold_keeps_the_rules_at_every_width(text: str, width: int) -> None:
    lines = fold(text, width)
    assert all(cell_len(line) <= width for line in lines), lines
    assert _broken_badly(lines) == [], lines
    assert "".join(x.strip().replace(" ", "") for x in lines) == text.replace(" ", "")  # nothing lost
    if width < cell_len(text):
        assert len(lines) > 1
    if text.startswith("  12."):
        assert all(line.startswith("  ") for line in lines)  # a continuation keeps the indent


@pytest.mark.parametrize(("before", "after"), [
    ("提升 1 级", "提升\u00a01\u00a0级"), ("第 20 页", "第\u00a020\u00a0页"), ("支付 $17", "支付\u00a0$17"),
    ("玩家 3 和玩家 4", "玩家\u00a03\u00a0和玩家\u00a04"), ("gain 2 influence", "gain 2 influence"),
    ("VIP 房", "VIP 房"),  # a Latin word and Chinese: no number, a break is allowed
])
def test_html_joins_a_number_to_its_words(before: str, after: str) -> None:
    assert joined(before) == after


def test_only_chinese_is_folded_and_english_breaks_at_its_spaces() -> None:
    assert not wide("gain 2 influence, then (pay $3)") and wide("获得 2 个影响力指示物")  # the terminal folds only these
    assert fold("gain 2 influence " * 4, 40) == ["gain 2 influence gain 2 influence gain 2", "influence gain 2 influence"]
    assert fold("。" * 30, 8) == ["。" * 4] * 7 + ["。" * 2]  # nowhere allowed: cut where it must be, never lost


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
@pytest.mark.parametrize("width", [40, 60, 100])
def test_a_whole_game_in_the_terminal_breaks_chinese_lines_by_the_rules(lang: str, width: int,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """What the terminal says of a Chinese game — its log lines, questions, options, help and info — is folded by
    the rules at the console's width (the tables' cells: tests/test_terminal_tables.py)."""
    import interpreter.cli.terminal as terminal

    said: list[list[str]] = []

    def folding(text: str, at: int, terms: Terms | None = None) -> list[str]:
        assert at == width and terms is not None
        said.append(fold(text, at, terms))
        return said[-1]

    monkeypatch.setattr(terminal, "fold", folding)
    script = ["view", "help", "info 1", "? 2", "log"] + ["1"] * 3000
    console = Console(file=io.StringIO(), width=width, record=True, color_system=None)
    code = run_play(GAME, load(None, ["short-game"]), 3, ["human", "greedy", "random"], 4, None,
                    io.StringIO("\n".join(script) + "\n"), console, lang)
    assert code == 0
    out = console.export_text()
    broken = [lines for lines in said if len(lines) > 1]
    assert len(broken) > 20  # lines long enough to break, at every width
    for lines in said:
        assert _broken_badly(lines) == [], lines
        assert all(cell_len(x) <= width for x in lines) or any(cell_len(x) > width for x in lines
                                                                if " " not in x.strip()), lines
    assert all(x in out for lines in broken[:50] for x in lines)  # what was folded is what shows
    assert NBSP not in out  # the terminal keeps plain spaces: the joins are its own wrapping's


def test_the_book_joins_numbers_to_their_measure_words(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from interpreter.cli import app

    from .clirunner import runner

    result = runner.invoke(app, ["book", "--lang", "en,zh-Hans,zh-Hant", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert re.search(f"[0-9]{NBSP}[个张级名家]", page) and re.search(f"[0-9]{NBSP}[個張級名家]", page)
    assert not re.search("[0-9] [\u4e00-\u9fff]", page)  # no breakable space left between a number and its word
    assert f"2{NBSP}influence" not in page
