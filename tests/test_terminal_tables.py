"""The terminal's tables break Chinese as a reader expects (issue 28 item 3; W3C clreq): no line of a cell starts
with closing punctuation or ends with opening punctuation, a number stays with its measure word and the word
before it, a name or a quoted term stays whole where it fits, and a Chinese table writes a full-width colon.
Whole games in both scripts at 40, 60, 80, 100 and 120 columns, Speakeasy's and Nostra City's (tests/tablebreaks.py
counts; before this change rich's own wrapping made some 530 bad breaks in a Speakeasy game at 100 columns, 31 in
a Nostra City one). English tables are rich's, unchanged."""

from __future__ import annotations

import io
import itertools

import pytest
from rich.console import Console
from rich.table import Table as RichTable
from rich.text import Text

from interpreter.text import cells
from interpreter.text.cells import Folding, Table, folding
from interpreter.text.lines import Terms, breaks, fold, least_width

from . import tablebreaks


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
@pytest.mark.parametrize("width", [40, 60, 80, 100, 120])
def test_a_whole_game_s_tables_break_chinese_by_the_rules(lang: str, width: int) -> None:
    counts, examples, made, colons = tablebreaks.play(lang, width)
    assert made > 500  # the tables' cells, the status lines and the `view` lines broke often: the count means something
    assert sum(counts.values()) == 0, examples[:10]
    assert colons == 0  # "1：—", never "1: —"


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
@pytest.mark.parametrize("width", [40, 80, 100])
def test_nostra_city_s_tables_too(lang: str, width: int) -> None:
    counts, examples, made, colons = tablebreaks.play(lang, width, game="nostra_city")
    assert made > 40 and sum(counts.values()) == 0 and colons == 0, examples[:10]


def test_the_count_catches_rich_s_own_wrapping(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the rules (each cell wrapped by rich's ``Text.wrap``), the same game breaks badly: the test above
    can fail."""
    monkeypatch.setattr(cells.Folding, "wrap", Text.wrap)
    counts, _, _, _ = tablebreaks.play("zh-Hans", 100)
    assert counts["number parted from its word"] > 50 and counts["line starts with closing punctuation"] > 10
    assert counts["a name or a quoted term split"] > 10


TERMS = Terms(["殡仪灵车", "杜松子酒", "黑帮地下酒吧", "地下酒吧", "码头", "VIP 房", "保护建筑"])


def _cell(text: str, width: int, terms: Terms | None = TERMS) -> list[str]:
    console = Console(file=io.StringIO(), width=width, color_system=None, record=True)
    console.print(Folding(text, terms=terms))
    return [line.rstrip() for line in console.export_text().splitlines()]


def test_a_name_stays_whole_where_it_fits_and_breaks_by_the_rules_where_it_cannot() -> None:
    assert _cell("玩家 1 打出了殡仪灵车和浴缸杜松子酒。", 16) == ["玩家 1 打出了", "殡仪灵车和浴缸", "杜松子酒。"]
    assert _cell("玩家 1 打出了殡仪灵车和浴缸杜松子酒。", 16, None) == ["玩家 1 打出了殡", "仪灵车和浴缸杜松", "子酒。"]
    # a quoted term (a city tile named by what it does) longer than the line: broken inside, its own names whole
    lines = _cell("城市板块“支付费用以地下酒吧接管一家黑帮地下酒吧”", 24)
    assert lines == ["城市板块“支付费用以", "地下酒吧接管一家", "黑帮地下酒吧”"], lines
    # a name with the number and measure word no rule lets part from it: VIP 房 0 名，码头 0 名，
    assert _cell("VIP 房 0 名，码头 0 名，保护建筑 0 名", 14) == ["VIP 房 0 名，", "码头 0 名，", "保护建筑 0 名"]


def test_no_line_starts_with_closing_punctuation_nor_parts_a_number() -> None:
    for width in range(8, 40):
        lines = _cell("地下酒吧 8 家（$3、$3、$5、$8），酿酒厂 1 家（$5）；「派对」：查尔斯顿", width)
        assert all(line.lstrip()[:1] not in "、，；：）」" for line in lines), (width, lines)
        assert all(not line.rstrip().endswith(("（", "「")) for line in lines), (width, lines)
        assert all(not line.rstrip()[-1:].isdigit() for line in lines[:-1]), (width, lines)


def test_the_breaks_are_the_folds() -> None:
    text = "区域目标，达成条件：你在本区域至少有 3 家受保护地下酒吧。奖励：将 $20 放入你的保险箱。"
    for width in (12, 20, 30):
        at = [0, *breaks(text, width, TERMS), len(text)]
        assert [text[a:b].strip() for a, b in itertools.pairwise(at)] == [line.strip() for line in fold(text, width, TERMS)]
    assert least_width("保护建筑 0 名，剩余 10 名") == 9  # "筑 0 名，": 2 + 1 + 1 + 1 + 2 + 2 cells


def _english(table: type[RichTable], width: int) -> str:
    console = Console(file=io.StringIO(), width=width, color_system=None, record=True)
    t = table(title="Players", width=100)
    t.add_column("", no_wrap=True)
    t.add_column("Player 1", overflow="fold")
    t.add_column("Player 2", overflow="fold")
    t.add_row("Family", "0 in VIP rooms, 1 on the docks, 0 guarding, 10 in the supply", Text("—", style="dim"))
    t.add_row("To open", "speakeasies 8 ($3, $3, $3, $5, $5, $8, $8, $8)\nstill 1 ($5)", "[not markup]")
    console.print(t)
    return console.export_text()


def test_english_tables_are_rich_s_own_at_the_tables_width() -> None:
    assert _english(Table, 100) == _english(RichTable, 100)
    assert _english(Table, 120) == _english(RichTable, 120)
    assert folding("0 in VIP rooms", None) == "0 in VIP rooms" and folding(Text("—"), None).__class__ is Text


def test_a_narrow_terminal_gets_the_whole_table_never_a_cut_word() -> None:
    """rich drew a table as wide as it was asked (100 columns) and a 60-column terminal cropped its right-hand
    columns; now it is laid out to the terminal, each column at least as wide as its widest piece that may not break."""
    narrow = _english(Table, 60)
    assert "Player 2" in narrow and max(len(x) for x in narrow.splitlines()) <= 60
    assert "Player 2" not in _english(RichTable, 60)
    assert "speakeasies" in narrow  # a word is never cut where the column is narrower than it
