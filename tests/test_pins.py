"""Pinned text (interpreter/text/pins.py): a component's text by hand, held to the effect it describes."""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest

from interpreter import cache
from interpreter.cli import app
from interpreter.cli.work import memo_inputs
from interpreter.language import astjson
from interpreter.loading.parsecache import parse
from interpreter.text.check import check_locales
from interpreter.text.fingerprint import effect_fingerprint, text_fingerprint
from interpreter.text.numerals import chinese_value, mismatch, numbers
from interpreter.text.pinfile import block, remove, upsert
from interpreter.text.pins import english_of, judge, parse_pins, pins_file, read_pins
from interpreter.text.status import source_hash

from .clirunner import runner
from .conftest import GAME, LOCALES_DIR, RULES_DIR, shipped_rules

KINDS = GAME.text.kinds


def _generated(rules: object, lang: str, folder: Path = LOCALES_DIR) -> dict[str, object]:
    return {t.id: t for t in GAME.text.texts(rules, lang, folder, pinned=False)}


def _card(comp: str) -> object:
    return shipped_rules().by_id[comp]


# ------------------------------------------------------------------ fingerprints
@pytest.mark.parametrize(("a", "b", "same"), [
    ("gain 2 ledger", "gain 2 ledger", True),
    ("gain 2 ledger", "gain  2   ledger", True),  # blank space moves the positions, not the tree
    ("gain 2 ledger", "\n\n    gain 2 ledger", True),
    ("gain 2 ledger; hire 1 goon", "gain 2 ledger;\n hire 1 goon", True),
    ("gain 2 ledger", "gain 3 ledger", False),  # any change of what runs
    ("gain 2 ledger", "gain 2 family_member", False),
    ("gain 2 ledger", "may gain 2 ledger", False),
    ("gain 2 ledger; hire 1 goon", "hire 1 goon; gain 2 ledger", False),
])
def test_the_effect_fingerprint_is_of_the_tree_not_where_it_was_written(a: str, b: str, same: bool) -> None:
    card = _card("card_party_masquerade_ball")
    x = card.model_copy(update={"bonus": parse(a, "effect")})  # type: ignore[attr-defined]
    y = card.model_copy(update={"bonus": parse(b, "effect")})  # type: ignore[attr-defined]
    assert (effect_fingerprint(x) == effect_fingerprint(y)) is same
    if same and a != b:  # the positions did differ: the fingerprint left them out
        assert astjson.dump(x.bonus) != astjson.dump(y.bonus)  # type: ignore[attr-defined]


@pytest.mark.parametrize(("field", "value", "same"), [
    ("source", "000 P.7", True),  # provenance says where a number was read, not what it is
    ("influence", 3, False),
    ("kind", "vip", False),
])
def test_the_effect_fingerprint_covers_every_field_but_provenance(field: str, value: object, same: bool) -> None:
    card = _card("card_party_masquerade_ball")
    assert (effect_fingerprint(card.model_copy(update={field: value})) == effect_fingerprint(card)) is same  # type: ignore[attr-defined]


def test_one_fingerprint_of_words_for_pins_and_translations() -> None:
    """A pin's English and a translation's `# source:` mark are one function (fingerprint.text_fingerprint)."""
    for text in ("Gain 2 ledgers.", "Gain  2\n   ledgers.", "line one\n\nline two"):
        assert source_hash(text) == text_fingerprint(text)
    assert text_fingerprint("Gain 2 ledgers.") == text_fingerprint(" Gain 2   ledgers. ")
    assert text_fingerprint("Gain 2 ledgers.") != text_fingerprint("Gain 3 ledgers.")


# ------------------------------------------------------------------ the numbers a text says
@pytest.mark.parametrize(("word", "value"), [
    ("一", 1), ("二", 2), ("两", 2), ("兩", 2), ("十", 10), ("十二", 12), ("二十", 20), ("二十四", 24),
    ("一百", 100), ("两百五十", 250), ("一九二一", 1921), ("零", 0), ("十一", 11),
    ("", None), ("一x", None), ("一二三四五六七八九十百千万", None),
])
def test_chinese_numerals(word: str, value: int | None) -> None:
    assert chinese_value(word) == value


@pytest.mark.parametrize(("text", "said"), [
    ("获得三张", [(3, False)]),
    ("免费雇佣两名打手", [(2, False)]),
    ("拿取十二块", [(12, False)]),
    ("获得 ２ 本账簿", [(2, False)]),  # full-width digits
    ("$3", [(3, True)]), ("＄3", [(3, True)]), ("3美元", [(3, True)]), ("3 美元", [(3, True)]),
    ("五美元", [(5, True)]), ("5 元", [(5, True)]), ("$1", [(1, True)]),
    ("+2 影响力", [(2, False)]),  # a sign is worded, not a number
    ("第三格", [(3, False)]),
    ("任一人物均可", [(1, False)]), ("唯一的", []), ("第一", [(1, False)]),  # soft ones: they need no match
    ("就获得 $4 现金（至多 $24）", [(4, True), (24, True)]),
    ("从 1921—1924 年", [(1921, False), (1924, False)]),
])
def test_numbers_and_amounts_however_written(text: str, said: list[tuple[int, bool]]) -> None:
    assert [(n.value, n.money) for n in numbers(text)] == said


@pytest.mark.parametrize(("generated", "pinned", "extra", "missing"), [
    ("获得 2 本账簿", "获得两本账簿", [], []),
    ("获得 2 本账簿", "获得三本账簿", [3], [2]),
    ("获得 $5 现金", "获得五美元现金", [], []),
    ("获得 $5 现金", "获得 $4 现金", ["$4"], ["$5"]),
    ("获得 $5 现金", "获得 5 个现金", [5], ["$5"]),  # an amount is money, not a count
    ("弃掉 1 张经营卡", "弃掉一张经营卡", [], []),  # a soft one matches a 1
    ("拿取一张帮手卡", "拿取帮手卡", [], []),  # an article may go
    ("弃掉 1 张经营卡", "弃掉经营卡", [], [1]),  # a counted 1 may not
    ("拿取一张帮手卡", "拿取 1 张帮手卡", [], []),
    ("获得 2 本账簿和 2 个影响力指示物", "获得 2 本账簿和影响力指示物", [], [2]),  # said twice, said twice
])
def test_a_pin_says_the_same_numbers(generated: str, pinned: str, extra: list[object], missing: list[object]) -> None:
    got_extra, got_missing = mismatch(generated, pinned)
    shown = [n.shown() for n in got_extra], [n.shown() for n in got_missing]
    assert shown == ([str(x) for x in extra], [str(x) for x in missing])


# ------------------------------------------------------------------ a pin judged
def _pins_text(comp: str, lines: list[str], lang: str = "zh-Hans", effect: str | None = None) -> str:
    rules = shipped_rules()
    gen = _generated(rules, lang)[comp]
    en = _generated(rules, "en")[comp]
    fp = effect if effect is not None else effect_fingerprint(rules.by_id[comp])
    return upsert("", comp, block(comp, lines, fp, english_of(en), None, None, gen.lines, en.lines))  # type: ignore[attr-defined]


def _judge(text: str, lang: str = "zh-Hans") -> list[object]:
    pins, problems = parse_pins(text, "pins.toml")
    assert not problems, problems
    rules = shipped_rules()
    return judge(pins, list(_generated(rules, lang).values()), rules, KINDS, {"pins.toml": text})  # type: ignore[arg-type]


BOTTLE = "酒瓶：紫色，终局值 $5；同色酒瓶无论有几张，只计一次。"


@pytest.mark.parametrize(("comp", "lines", "says", "at"), [
    ("helper_hire_goons", ["免费雇佣两名打手。", BOTTLE], None, None),
    ("helper_hire_goons", ["免费雇佣三名打手。", BOTTLE], "says 3", "三"),
    ("helper_hire_goons", ["免费雇佣 2 名打手。", BOTTLE.replace("$5", "$4")], "says $4", "$4"),
    ("helper_hire_goons", ["免费雇佣打手。", BOTTLE], "leaves out 2", None),
    ("crate_helpers", ["赢得时：你每有 1 张帮手卡，就获得 $4 现金（至多 $24）。",
                       "此后直到游戏结束：每次你在码头生产酒桶时，额外生产 1 个酒桶。"],
     "names '码头'", "码头"),  # a component the effect does not name
])
def test_a_pin_with_other_numbers_or_names_is_refused_at_its_place(comp: str, lines: list[str], says: str | None,
                                                                   at: str | None) -> None:
    text = _pins_text(comp, lines)
    (verdict,) = _judge(text)
    if says is None:
        assert verdict.ok, [d.render() for d in verdict.problems]  # type: ignore[attr-defined]
        return
    d = next(d for d in verdict.problems if says in d.message)  # type: ignore[attr-defined]
    assert "generated:" in d.message and "pinned:" in d.message
    rows = text.split("\n")
    if at is not None:  # the caret under the word itself
        assert rows[d.line - 1][d.column - 1:].startswith(at), d.render()
        assert d.render().endswith(" " * len(rows[d.line - 1][:d.column - 1]) + "^")
    else:  # at the start of the pinned text
        assert rows[d.line - 1].strip() == lines[0] and d.column == 1


def test_an_unknown_component_is_refused_with_the_name_it_may_be() -> None:
    text = _pins_text("crate_helpers", ["赢得时：你每有 1 张帮手卡，就获得 $4 现金（至多 $24）。"]).replace(
        'component = "crate_helpers"', 'component = "crate_helper"')
    (verdict,) = _judge(text)
    (d,) = verdict.problems  # type: ignore[attr-defined]
    assert "unknown component 'crate_helper'" in d.message and "did you mean 'crate_helpers'" in d.message
    assert text.split("\n")[d.line - 1].startswith("component = ") and d.column == len("component = ") + 1


@pytest.mark.parametrize(("text", "says"), [
    ("[[pin]]\ncomponent = 'x'\n", "a pin needs"),
    ("[[pin]]\ncomponent = 'x'\neffect = 'y'\ntext = ''\n", "no text"),
    ("[[pin]]\ncomponent = 'x'\neffect = 'y'\ntext = 'a'\ncolour = 'red'\n", "no field 'colour'"),
    ("[[pin]]\ncomponent = 'x'\neffect = 'y'\ntext = 'a'\n[[pin]]\ncomponent = 'x'\neffect = 'y'\ntext = 'b'\n",
     "pinned twice"),
    ("[[pin]\n", "not a pins file"),
    ("title = 'x'\n", "a list of [[pin]] tables"),
])
def test_a_malformed_pins_file_is_an_error_at_its_place(text: str, says: str) -> None:
    _, problems = parse_pins(text, "pins.toml")
    assert problems and says in problems[0].message, problems


# ------------------------------------------------------------------ a changed effect
def test_a_changed_effect_makes_the_pin_stale_and_the_generated_text_is_used(tmp_path: Path) -> None:
    rules_dir = tmp_path / "rules"
    shutil.copytree(RULES_DIR, rules_dir)
    helpers = rules_dir / "helpers.yaml"
    before = helpers.read_text(encoding="utf-8")
    assert before.count('"hire 2 goon free"') == 1
    helpers.write_text(before.replace('"hire 2 goon free"', '"hire 3 goon free"'), encoding="utf-8")
    locales = tmp_path / "locales"
    shutil.copytree(LOCALES_DIR, locales)
    pinned = ["免费雇佣两名打手。", BOTTLE]
    path = pins_file(locales, "zh-Hans")
    path.write_text(path.read_text(encoding="utf-8") + "\n" + _pins_text("helper_hire_goons", pinned).split("\n\n", 1)[1],
                    encoding="utf-8")
    shipped = {t.id: t for t in GAME.text.texts(shipped_rules(), "zh-Hans", locales)}
    assert list(shipped["helper_hire_goons"].lines) == pinned  # the rules it was pinned for: used
    changed = GAME.load_rules(rules_dir, [])
    texts = {t.id: t for t in GAME.text.texts(changed, "zh-Hans", locales)}
    assert texts["helper_hire_goons"].lines[0] == "免费雇佣 3 名打手。"  # stale: the generated text
    errors = [d for d in check_locales(GAME.text, changed, locales, ("en", "zh-Hans")) if "stale" in d.message]
    (d,) = errors
    assert d.file == str(path) and "helper_hire_goons" in d.message
    assert "免费雇佣 3 名打手。" in d.message and "免费雇佣两名打手。" in d.message  # both texts, side by side
    assert path.read_text(encoding="utf-8").split("\n")[d.line - 1].startswith("effect = ")


def test_under_a_variant_a_pin_that_no_longer_fits_gives_way_without_an_error() -> None:
    """strong-mob-war changes Owney Madden's strength: the shipped pin gives way to the generated text (D-221)."""
    rules = GAME.load_rules(RULES_DIR, ["strong-mob-war"])
    texts = {t.id: t for t in GAME.text.texts(rules, "zh-Hans")}
    generated = _generated(rules, "zh-Hans")
    assert texts["mobster_owney_madden"].lines == generated["mobster_owney_madden"].lines  # type: ignore[attr-defined]
    assert "势力 7" in texts["mobster_owney_madden"].lines[0]
    assert not [d for d in check_locales(GAME.text, rules, languages=("en", "zh-Hans")) if "pins.toml" in d.file]


# ------------------------------------------------------------------ the shipped pins
@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_the_shipped_pins_are_valid_and_used(lang: str) -> None:
    pins, problems = read_pins(pins_file(LOCALES_DIR, lang))
    assert not problems and pins
    rules = shipped_rules()
    generated = _generated(rules, lang)
    english = {k: english_of(v) for k, v in _generated(rules, "en").items()}  # type: ignore[arg-type]
    used = {t.id: t for t in GAME.text.texts(rules, lang)}
    for v in judge(pins, list(generated.values()), rules, KINDS):  # type: ignore[arg-type]
        assert v.ok, [d.render() for d in v.problems]
        assert v.pin.english == english[v.pin.component]  # translated from the English of now
        assert used[v.pin.component].lines == v.pin.lines != generated[v.pin.component].lines  # type: ignore[attr-defined]


def test_at_least_ten_components_are_pinned() -> None:
    assert sum(len(read_pins(pins_file(LOCALES_DIR, lang))[0]) for lang in ("zh-Hans", "zh-Hant")) >= 10


# ------------------------------------------------------------------ the cache
def test_the_cache_sees_a_pin_change(tmp_path: Path) -> None:
    locales = tmp_path / "locales"
    shutil.copytree(LOCALES_DIR, locales)
    store = cache.Store("t", tmp_path / "cache")
    store.put("k", ["the text"], memo_inputs(GAME, None, locales, None))
    assert store.get("k") == ["the text"]
    path = pins_file(locales, "zh-Hans")
    path.write_text(path.read_text(encoding="utf-8").replace("无论哪种", "无论何者"), encoding="utf-8")
    assert store.get("k") is None  # a changed pin is not served from the cache


# ------------------------------------------------------------------ the command line
def test_pin_writes_atomically_keeps_the_mode_and_refuses_a_wrong_number(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPEAKEASY_CACHE", "off")
    locales = tmp_path / "locales"
    shutil.copytree(LOCALES_DIR, locales)
    path = pins_file(locales, "zh-Hans")
    os.chmod(path, 0o640)
    before, inode = path.read_text(encoding="utf-8"), path.stat().st_ino
    bottle = BOTTLE
    args = ["pin", "helper_hire_goons", "--lang", "zh-Hans", "--locales", str(locales)]
    res = runner.invoke(app, [*args, "免费雇佣三名打手。", bottle])
    assert res.exit_code == 1 and "says 3" in res.output and "not pinned" in res.output, res.output
    assert path.read_text(encoding="utf-8") == before  # refused: the file is as it was
    res = runner.invoke(app, [*args, "免费雇佣两名打手。", bottle, "--reviewer", "A. Reader"])
    assert res.exit_code == 0, res.output
    assert stat.S_IMODE(path.stat().st_mode) == 0o640 and path.stat().st_ino != inode  # renamed over, mode kept
    pins, problems = read_pins(path)
    assert not problems
    (mine,) = [p for p in pins if p.component == "helper_hire_goons"]
    assert mine.lines == ("免费雇佣两名打手。", bottle) and mine.reviewer == "A. Reader" and mine.reviewed
    assert {p.component for p in pins} == {p.component for p in read_pins(pins_file(LOCALES_DIR, "zh-Hans"))[0]} | {
        "helper_hire_goons"}  # the other pins kept
    used = {t.id: t for t in GAME.text.texts(shipped_rules(), "zh-Hans", locales)}
    assert used["helper_hire_goons"].lines[0] == "免费雇佣两名打手。"
    res = runner.invoke(app, ["pin", "--list", "--lang", "zh-Hans", "--locales", str(locales)])
    assert res.exit_code == 0 and "reviewed by A. Reader" in res.output
    assert "generated: 免费雇佣 2 名打手。" in res.output and "pinned:    免费雇佣两名打手。" in res.output
    res = runner.invoke(app, [*args, "--remove"])
    assert res.exit_code == 0 and "helper_hire_goons" not in path.read_text(encoding="utf-8")


def test_pin_check_lists_a_stale_pin_with_both_texts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPEAKEASY_CACHE", "off")
    locales = tmp_path / "locales"
    shutil.copytree(LOCALES_DIR, locales)
    path = pins_file(locales, "zh-Hant")
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(text.split('effect = "')[1][:12], "000000000000", 1), encoding="utf-8")
    res = runner.invoke(app, ["pin", "--check", "--lang", "zh-Hant", "--locales", str(locales)])
    assert res.exit_code == 1 and "objective_borough_2: stale" in res.output and "1 pin to look at" in res.output
    assert "generated: 區域目標。條件：" in res.output
    assert "pinned:    區域目標（所需建築皆須受保護）" in res.output
    res = runner.invoke(app, ["locales", "status", "--lang", "zh-Hant", "--locales", str(locales)])
    assert "objective_borough_2: stale" in res.output and "generated:" in res.output
    assert runner.invoke(app, ["pin", "--check", "--locales", str(LOCALES_DIR)]).exit_code == 0  # the shipped: clean


@pytest.mark.parametrize(("start", "comp", "want"), [
    ("", "a", "a1"),  # a new file: the header, then the pin
    ("[[pin]]\ncomponent = \"a\"\neffect = \"x\"\ntext = \"old\"\n", "a", "a1"),  # replaced
    ("[[pin]]\ncomponent = \"b\"\neffect = \"x\"\ntext = \"b\"\n", "a", "b a1"),  # added after
    ("# mine\n[[pin]]\ncomponent = 'a'\neffect = \"x\"\ntext = \"old\"\n\n# next\n[[pin]]\ncomponent = \"b\"\n"
     "effect = \"x\"\ntext = \"b\"\n", "a", "a1 b"),  # a literal string; the comments of others kept
])
def test_a_pin_is_replaced_or_added_and_the_rest_kept(start: str, comp: str, want: str) -> None:
    new = upsert(start, comp, block(comp, ["a1"], "f" * 12, None, None, None, ["gen"]))
    pins, problems = parse_pins(new, "p")
    assert not problems and " ".join(" ".join(p.lines) for p in pins) == want
    for line in start.split("\n"):
        if line.startswith("#"):
            assert line in new
    assert remove(new, comp) is not None and comp not in {p.component for p in parse_pins(remove(new, comp) or "", "p")[0]}


def test_a_golden_pins_file_on_disk_is_one_the_tests_write() -> None:
    from .test_text import GOLDEN, golden

    for path in GOLDEN.glob("*.pins.txt"):
        lang = path.name.split(".")[0]
        assert path.read_text(encoding="utf-8") == golden(lang)[path.name]
