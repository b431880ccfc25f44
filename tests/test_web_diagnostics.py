"""The studio's editor says the rules checker's diagnostics in the reader's language (issue 28 item 5): the most
common ones translated whole, the code words kept; any other with a heading in the reader's words and the checker's
English as a detail line. Asked through the editor's routes, as the page asks."""

from __future__ import annotations

from pathlib import Path

import pytest

from interpreter.language.vocabulary import YOU
from interpreter.text.diagnostics import SHAPES, say
from interpreter.web.words import core_locale

from .conftest import GAME, VOCABULARY
from .studio import rules_copy, serving

HELPER = "helper_gain_influence"
# the players an effect may name, as the checker lists them: `you` and the game's roles, read from the vocabulary so
# that a new role (ambusher, taker: the events hired_out and taken) is expected as soon as the checker lists it
PLAYERS = "、".join(sorted({YOU, *VOCABULARY.roles}))
# (what the effect is edited into, what the reader reads in zh-Hans, in zh-Hant)
CASES = [
    ("gian 2 influence", "未知的动词“gian”（是否要写“gain”？）", "未知的動詞「gian」（是否要寫「gain」？）"),
    ("gain 2 influnce", "“gain”后多了参数“influnce”（是否要写“influence”？）",
     "「gain」後多了參數「influnce」（是否要寫「influence」？）"),
    ("gain 2 influence;", "“;”之后缺少一个步骤", "「;」之後缺少一個步驟"),
    ("gain 2 influence)", "此处不应出现“)”；应为文本结尾", "此處不應出現「)」；應為文字結尾"),
    ("gain 2 influence @", "此处不应出现字符“@”", "此處不應出現字元「@」"),
    ("gain", "“gain”缺少所需的内容：数字或金额", "「gain」缺少所需的內容：數字或金額"),
    ("gain $4 * vip", "参数中的算式须加括号，例如 gain $(4 * vip)", "參數中的算式須加括號，例如 gain $(4 * vip)"),
    ("modify influence +1", "此处的效果只执行一次、不会保留，因此这一条永远不会生效：modify 和 when 应写在保留的效果中"
     "（木箱板块的背面、卡牌的被动效果、黑帮板块的加成）",
     "此處的效果只執行一次、不會保留，因此這一條永遠不會生效：modify 和 when 應寫在保留的效果中"
     "（貨箱板塊的背面、卡牌的被動效果、幫派板塊的加成）"),
    ("gain 1 influence; as rival: gain 1 influence", f"未知的玩家“rival”；可用的玩家：{PLAYERS}",
     f"未知的玩家「rival」；可用的玩家：{PLAYERS}"),
    # counters on components (D-353): messages today's merges added
    ("add $2 coin to this", "配件上的计数记的是物件的数量，不是金额：请写“add 2 coin”",
     "配件上的計數記的是物件的數量，不是金額：請寫「add 2 coin」"),
    ("gain $(counter(coin))", "未知的计数“coin”：此配件没有任何步骤在它上面放东西（add 1 coin to this），所以它始终为 0",
     "未知的計數「coin」：此配件沒有任何步驟在它上面放東西（add 1 coin to this），所以它始終為 0"),
]


@pytest.fixture(scope="module")
def studio(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    with serving(GAME, rules_copy(tmp_path_factory.mktemp("diag"))) as running:
        yield running


def _checked(studio, source: str, lang: str) -> list[dict[str, object]]:  # type: ignore[no-untyped-def]
    with studio.client() as c:
        opened = c.get("/api/editor/component", params={"id": HELPER, "lang": lang}).json()
        edited = opened["source"].replace('effect: "gain 2 influence"', f'effect: "{source}"')
        assert edited != opened["source"]
        errors = c.post("/api/editor/check", params={"lang": lang}, json={"id": HELPER, "source": edited}).json()["errors"]
        c.post("/api/editor/revert", json={"id": HELPER})
    return list(errors)


@pytest.mark.parametrize(("source", "hans", "hant"), CASES)
def test_the_common_diagnostics_are_said_in_chinese(studio, source: str, hans: str, hant: str) -> None:  # type: ignore[no-untyped-def]
    english = _checked(studio, source, "en")
    for lang, expected in (("zh-Hans", hans), ("zh-Hant", hant)):
        errors = _checked(studio, source, lang)
        assert [e["message"] for e in errors] == [expected], lang
        assert [(e["line"], e["column"]) for e in errors] == [(e["line"], e["column"]) for e in english]
        assert not any("detail" in e for e in errors)
    assert all("detail" not in e and e["message"][0].isascii() for e in english)  # English as the checker writes it


def test_an_event_typo_says_its_heading_hint_and_list_in_chinese(studio) -> None:  # type: ignore[no-untyped-def]
    errors = _checked(studio, "when ally: gain 2 influence", "zh-Hans")
    unknown = next(e["message"] for e in errors if "事件" in str(e["message"]))
    assert unknown.startswith("未知的事件“ally”；可用的事件：protect、takeover、")


def test_a_message_not_translated_has_a_chinese_heading_and_the_english_as_detail(studio) -> None:  # type: ignore[no-untyped-def]
    for lang, heading in (("zh-Hans", "规则检查器提示（此条尚未翻译）："), ("zh-Hant", "規則檢查器提示（此條尚未翻譯）：")):
        # what YAML itself says of a text that is not YAML (PyYAML's words, not the checker's: not translated)
        with studio.client() as c:
            errors = c.post("/api/editor/check", params={"lang": lang},
                            json={"id": HELPER, "source": "id: helper_gain_influence\n- x"}).json()["errors"]
            c.post("/api/editor/revert", json={"id": HELPER})
        assert [e["message"] for e in errors] == [heading] and errors[0]["detail"].startswith("YAML: ")


def test_the_fields_of_a_component_are_said_in_chinese(studio) -> None:  # type: ignore[no-untyped-def]
    with studio.client() as c:
        source = c.get("/api/editor/component", params={"id": HELPER}).json()["source"]
        edited = source.replace("effect:", "efect:").replace("value: 10", "value: ten")
        errors = c.post("/api/editor/check", params={"lang": "zh-Hant"}, json={"id": HELPER, "source": edited}).json()
        c.post("/api/editor/revert", json={"id": HELPER})
    assert [e["message"] for e in errors["errors"]] == ["缺少欄位「effect」", "未知的欄位「efect」（是否要寫「effect」？）",
                                                        "「value」須為整數，而不是「ten」"]


def test_the_whole_folder_check_says_its_diagnostics_in_chinese(tmp_path: Path) -> None:
    rules = rules_copy(tmp_path)
    helpers = rules / "helpers.yaml"
    with serving(GAME, rules) as running, running.client() as c:
        # the file changed behind the studio's back: the whole-folder check reads the folder as it is now
        helpers.write_text(helpers.read_text(encoding="utf-8").replace('"gain 2 influence"', '"gian 2 influence"', 1),
                           encoding="utf-8")
        found = c.post("/api/editor/check-all", params={"lang": "zh-Hans"}, json={}).json()
    assert not found["ok"]
    mine = [e for e in found["errors"] if e["message"] == "未知的动词“gian”（是否要写“gain”？）"]
    assert mine and "helpers.yaml" in str(mine[0]["text"]) and "未知的动词“gian”" in str(mine[0]["text"])


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_every_shape_has_its_words_and_english_passes_through(lang: str) -> None:
    loc = core_locale(lang)
    assert all(loc.has(key) for key, _ in SHAPES)
    assert say("unknown verb 'x'", core_locale("en"), "en").message == "unknown verb 'x'"
    assert say("something new the checker says", loc, lang).detail == "something new the checker says"
