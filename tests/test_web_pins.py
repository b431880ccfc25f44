"""The studio editor's pins (issue 28 item 1): per language, the generated text beside the pinned one with the pin's
state and reviewer's mark; a pin written or removed through the same code as `speakeasy pin`, refused where `check`
would refuse it, in the reader's language, the file unchanged then and its mode kept when written. Asked as the
page asks, of a studio whose locale folder is a copy (the shipped one stays untouched)."""

from __future__ import annotations

import dataclasses
import os
import shutil
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from interpreter.text.pins import read_pins

from .conftest import GAME
from .studio import Running, rules_copy, serving

CASINO = "city_tile_casino"  # pinned in both Chinese locales as shipped
HELPER = "helper_gain_influence"  # pinned nowhere: "gain 2 influence", and its bottle's line
HANS_BOTTLE = "瓶子：灰色酒瓶，游戏结束时价值 $10；无论你有几张带此瓶子的帮手卡，都只计一次。"
HANT_BOTTLE = "瓶子：灰色酒瓶，遊戲結束時價值 $10；無論你有幾張帶此瓶子的助手卡，都只計一次。"


def game_with_locales(folder: Path) -> Any:
    """The game with its locale folder copied into ``folder`` (a pin the test writes goes there)."""
    target = folder / "locales"
    shutil.copytree(GAME.text.locales, target)
    return dataclasses.replace(GAME, text=dataclasses.replace(GAME.text, locales=target))


@pytest.fixture
def studio(tmp_path: Path) -> Iterator[Running]:
    with serving(game_with_locales(tmp_path), rules_copy(tmp_path)) as running:
        yield running


def _pins(studio: Running, comp: str, lang: str = "en") -> dict[str, dict[str, Any]]:
    with studio.client() as c:
        got = c.get("/api/editor/pins", params={"id": comp, "lang": lang})
    assert got.status_code == 200, got.text
    return {row["lang"]: row for row in got.json()["languages"]}


def _pin(studio: Running, reader: str = "en", **body: Any) -> Any:
    with studio.client() as c:
        return c.post("/api/editor/pin", params={"lang": reader}, json=body)


def _file(studio: Running, lang: str) -> Path:
    return Path(studio.studio.game.text.locales) / lang / "pins.toml"


def test_a_shipped_pin_is_shown_valid_beside_its_generated_text(studio: Running) -> None:
    rows = _pins(studio, CASINO, "zh-Hans")
    hans = rows["zh-Hans"]
    assert hans["state"] == "valid" and hans["pinned"] and hans["generated"] != hans["pinned"]
    assert "赌场另需" in hans["generated"][0] and "无论哪种" in hans["pinned"][0]  # the two texts, each its own
    assert hans["reviewer"] and hans["english_changed"] is False and hans["file"] == "locales/zh-Hans/pins.toml"
    assert rows["en"]["state"] == "none" and rows["en"]["pinned"] is None
    assert set(rows) == {"en", "zh-Hans", "zh-Hant"}


def test_a_pin_is_written_with_the_reviewers_mark_and_the_files_mode_kept(studio: Running) -> None:
    path = _file(studio, "zh-Hant")
    os.chmod(path, 0o640)
    before = path.read_text(encoding="utf-8")
    done = _pin(studio, "zh-Hant", id=HELPER, lang="zh-Hant", text=f"立即獲得 2 個影響力標記。\n\n{HANT_BOTTLE}\n",
                reviewer="林小姐")
    assert done.status_code == 200, done.text
    assert done.json() == {"ok": True, "removed": False, "path": "locales/zh-Hant/pins.toml"}
    assert os.stat(path).st_mode & 0o777 == 0o640
    after = path.read_text(encoding="utf-8")
    assert after.startswith(before.rstrip("\n")) and tomllib.loads(after)  # the other pins as they were written
    pins, problems = read_pins(path)
    mine = next(p for p in pins if p.component == HELPER)
    assert not problems and mine.lines == ("立即獲得 2 個影響力標記。", HANT_BOTTLE) and mine.reviewer == "林小姐"
    assert "# generated: 獲得 2 個影響力標記。" in after  # the generated text beside it, as `speakeasy pin` writes it
    row = _pins(studio, HELPER, "zh-Hant")["zh-Hant"]
    assert row["state"] == "valid" and row["reviewer"] == "林小姐" and row["reviewed"] == mine.reviewed


def test_a_pin_with_a_wrong_number_is_refused_in_the_readers_language(studio: Running) -> None:
    path = _file(studio, "zh-Hans")
    before = path.read_bytes()
    for reader, heading, said in (("zh-Hans", "未保存：有 2 个问题", [f"“{HELPER}”的人工译文写了 3，而它的效果中没有（数字"
                                                                     "以自动生成的文字为准，那是规则本身）",
                                                                     f"“{HELPER}”的人工译文漏掉了效果中的 2"]),
                                  ("zh-Hant", "未儲存：有 2 個問題", [f"「{HELPER}」的人工譯文寫了 3，但它的效果中沒有（數字"
                                                                     "以自動產生的文字為準，那是規則本身）",
                                                                     f"「{HELPER}」的人工譯文漏掉了效果中的 2"])):
        refused = _pin(studio, reader, id=HELPER, lang="zh-Hans", text=f"获得 3 个影响力指示物。\n{HANS_BOTTLE}")
        assert refused.status_code == 400
        body = refused.json()
        assert body["error"].startswith(heading)
        assert [e["message"].split("：")[0] for e in body["errors"]] == said
        assert not any("detail" in e for e in body["errors"])  # said whole, not under the untranslated heading
        assert body["errors"][0]["column"] == 4 and body["errors"][0]["text"].startswith(str(path))  # at the 3
        assert [e["in_text"] for e in body["errors"]] == [[1, 4], [1, 1]]  # where it stands in the text typed
    assert path.read_bytes() == before


def test_a_stale_pin_is_shown_with_both_texts_and_an_edit_that_would_make_one_stale_says_so(studio: Running) -> None:
    path = _file(studio, "zh-Hans")
    text = path.read_text(encoding="utf-8")
    effect = next(p for p in read_pins(path)[0] if p.component == CASINO).effect
    path.write_text(text.replace(f'effect = "{effect}"', 'effect = "000000000000"', 1), encoding="utf-8")
    row = _pins(studio, CASINO, "zh-Hans")["zh-Hans"]
    assert row["state"] == "stale" and row["generated"] and row["pinned"] and row["generated"] != row["pinned"]
    assert row["problems"][0]["message"].startswith(f"“{CASINO}”的人工译文已过时")
    path.write_text(text, encoding="utf-8")
    assert _pins(studio, CASINO, "zh-Hans")["zh-Hans"] == {**row, "state": "valid", "problems": []}
    with studio.client() as c:  # an unsaved edit of what the tile does
        source = c.get("/api/editor/component", params={"id": CASINO}).json()["source"]
        edited = source.replace("take_over casino", "take_over nightclub")
        assert edited != source
        assert c.post("/api/editor/check", json={"id": CASINO, "source": edited}).json()["errors"] == []
    rows = _pins(studio, CASINO, "zh-Hans")
    assert rows["zh-Hans"]["draft_stales"] is True and rows["zh-Hans"]["state"] == "valid"  # the files are as they were


def test_a_pin_is_removed_and_removing_it_again_is_refused(studio: Running) -> None:
    path = _file(studio, "zh-Hant")
    done = _pin(studio, id=CASINO, lang="zh-Hant", text="", remove=True)
    assert done.status_code == 200 and done.json()["removed"] is True
    assert CASINO not in {p.component for p in read_pins(path)[0]} and read_pins(path)[0]
    assert _pins(studio, CASINO)["zh-Hant"]["state"] == "none"
    again = _pin(studio, "zh-Hant", id=CASINO, lang="zh-Hant", text="", remove=True)
    assert again.status_code == 400 and again.json()["error"] == f"{CASINO} 在此語言中沒有人工譯文。"


def test_what_the_pin_routes_refuse(studio: Running) -> None:
    path = _file(studio, "zh-Hans")
    before = path.read_bytes()
    cases = [({"id": "helper_nope", "lang": "zh-Hans", "text": "x"}, "没有配件“helper_nope”。"),
             ({"id": HELPER, "lang": "fr", "text": "x"}, "此工作室没有“fr”这种语言。"),
             ({"id": HELPER, "lang": "zh-Hans", "text": "  \n "}, "请先填写要保存的译文。"),
             ({"id": HELPER, "lang": "zh-Hans", "text": "获得 2 个影响力指示物。", "reviewer": "a\nb"}, "审校人署名须为一行"),
             ({"id": HELPER, "lang": "zh-Hans"}, "人工译文须以 id、lang 和 text")]
    for body, said in cases:
        refused = _pin(studio, "zh-Hans", **body)
        assert refused.status_code == 400 and said in refused.json()["error"], (body, refused.text)
    with studio.client(token=None) as c:  # the studio's own routes: never without the launch token
        assert c.post("/api/editor/pin", json={"id": HELPER, "lang": "zh-Hans", "text": "获得 2 个影响力指示物。"}
                      ).status_code == 403
    assert path.read_bytes() == before


def test_a_component_without_rule_text_has_nothing_to_pin(studio: Running) -> None:
    with studio.client() as c:
        index = c.get("/api/editor/index").json()
        plain = next(e["id"] for e in index if e["section"] not in GAME.text.kinds)
        assert c.get("/api/editor/pins", params={"id": plain}).json() == {"id": plain, "pinnable": False, "languages": []}


def test_a_word_the_termbase_refuses_is_refused_by_the_studio_and_the_command_alike(studio: Running, tmp_path: Path) -> None:
    """One place writes a pin (text/pinwrite.py): what it refuses, `speakeasy pin` refuses too."""
    from interpreter.errors import InterpreterError
    from interpreter.text.locale import layers
    from interpreter.text.pinwrite import PinRefused, write
    from interpreter.text.termbase import termbase

    game = studio.studio.game
    # a word the termbase refuses, read from it as the studio reads it (the core's layer, then the game's): the
    # first refused word of its first term that refuses one, so the test follows the termbase as it changes
    terms, _ = termbase(layers(Path(game.text.locales), "zh-Hans"), "zh-Hans")
    term = next(t for t in terms if t.refuse)
    word = term.refuse[0]
    path = _file(studio, "zh-Hans")
    before = path.read_bytes()
    opening = "获得 2 个影响力指示物（"
    text = f"{opening}{word}不变）。\n{HANS_BOTTLE}"
    refused = _pin(studio, "zh-Hans", id=HELPER, lang="zh-Hans", text=text)
    assert refused.status_code == 400
    [said] = refused.json()["errors"]
    assert said["message"].startswith(f"术语表不采用“{word}”") and said["in_text"] == [1, len(opening) + 1]
    with pytest.raises(PinRefused) as err:
        write(game.text, studio.studio.editor.pristine, Path(game.text.locales), HELPER, "zh-Hans", text.split("\n"))
    assert [d.message.split(": write")[0] for d in err.value.problems] == [
        f"'{word}' is refused by the termbase for '{term.concept}'"]
    assert f"write '{term.use}'" in err.value.problems[0].message
    assert isinstance(err.value, InterpreterError) and path.read_bytes() == before
