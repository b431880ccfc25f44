"""Layer 6: rule text a person would write (issue 16) — and that never says what the engine does not do.

Tables of effects and conditions with their reviewed words in English and Simplified Chinese; the
exact rewrites behind them (`not` pushed down) checked against the evaluator on real game states;
the words that read the rules' numbers checked to follow them; Chinese typography and measure words
over every component; the glossary's English terms.
"""

from __future__ import annotations

import random
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from interpreter.language.parser import parse
from interpreter.text import logic
from interpreter.text.languages import CHINESE, ENGLISH, LANGUAGES
from interpreter.text.locale import locale

from .conftest import GAME, LOCALES_DIR, RULES_DIR, load, played, shipped_rules


def renderer(lang: str) -> Any:
    return GAME.text.renderer(locale(GAME.text.locales, lang), GAME.text.vocabulary)


def said(lang: str, text: str, kind: str = "effect") -> str:
    r = renderer(lang)
    node = parse(text, kind)  # type: ignore[arg-type]
    return str(r.sentence(r.effect(node)) if kind == "effect" else r.cond(node))


# ------------------------------------------------------------------ conditions, amounts, repeats
WORDED = [
    # a count of your own things has a subject; anyone's says "there is"
    ("if count(card[mine hand]) >= 1: gain $1",
     "If you have at least 1 business card in your hand, gain $1.", "若你手牌中至少有 1 张经营卡，则获得 $1 现金。"),
    ("if count(borough[majority]) >= 1: gain $1",
     "If there is at least 1 borough where you control more districts than anyone else, gain $1.",
     "若你在至少 1 个区域中控制的地区比其他任何玩家都多，则获得 $1 现金。"),
    ("if count(family_member[dock=attacked]) >= 2: gain $1",
     "If there are at least 2 family members at the docks of the ship you attacked, gain $1.",
     "若你所伏击之船所在码头区至少有 2 名家族成员，则获得 $1 现金。"),
    # a second count of yours shares the subject
    ("if count(building[mine kind=casino]) >= 1 and count(building[mine kind=nightclub]) >= 2: gain $1",
     "If you have at least 1 casino and at least 2 nightclubs, gain $1.",
     "若你至少有 1 家赌场和 2 家夜店，则获得 $1 现金。"),
    # not: pushed down to the comparison, never "not (…)"
    ("if not count(building[mine kind=casino]) >= 2: gain $1", "If you have fewer than 2 casinos, gain $1.",
     "若你有少于 2 家赌场，则获得 $1 现金。"),
    ("if not cash >= 3 and infamy >= 10: gain $1", "If your cash is less than 3 and your infamy is at least 10, gain $1.",
     "若你的现金小于 3，并且你的恶名至少为 10，则获得 $1 现金。"),
    # and inside or: set apart and said last (and binds tighter than or)
    ("if cash >= 3 and infamy >= 10 or safe >= 5: gain $1",
     "If the money in your safe is at least 5, or both your cash is at least 3 and your infamy is at least 10, gain $1.",
     "若你保险箱中的钱至少为 5，或者你的现金至少为 3 且你的恶名至少为 10，则获得 $1 现金。"),
    # repeats counted by the step's words; one that cannot be is said as a repeat
    ("repeat 2: take city_tile", "Take 2 city tiles from the display.", "从展示区拿取 2 块城市板块。"),
    ("may repeat up to 6: hire 1 goon", "You may hire up to 6 goons.", "你可以雇佣至多 6 名打手。"),
    ("repeat up to 2: use city_tile", "Use up to 2 of your city tiles.", "使用你的至多 2 块城市板块。"),
    ("repeat 3: gain 1 ledger", "Gain 3 ledgers.", "获得 3 本账簿。"),
    ("repeat 2: gain 2 ledger", "2 times: gain 2 ledgers.", "执行 2 次：获得 2 本账簿。"),
    ("repeat up to 2: choose { gain $1 | gain 1 ledger }", "Up to 2 times, choose one: gain $1 or gain 1 ledger.",
     "至多 2 次，选择一项：获得 $1 现金，或获得 1 本账簿。"),
    ("may repeat up to 2: choose { gain $1 | gain 1 ledger }",
     "Up to 2 times, you may choose one: gain $1 or gain 1 ledger.",
     "你可以执行以下行动至多 2 次（每次任选一项）：获得 $1 现金，或获得 1 本账簿。"),
    # rates: the verb is wrapped, in each language's order (000 P.22: 你每有……就获得)
    ("gain $(2 * count(building[mine kind=casino]))", "Gain $2 for each of your casinos.", "你每有 1 家赌场，就获得 $2 现金。"),
    ("gain $(3 * count(city_tile[mine]) max 24)", "Gain $3 for each of your city tiles whether used or not (at most $24).",
     "你每有 1 块已用或未用的城市板块，就获得 $3 现金（至多 $24）。"),
    ("gain $(infamy)", "Gain $1 per point of infamy.", "你的恶名每有 1 点就获得 $1 现金。"),
    ("gain $(5 * strength)", "Gain $5 per level of strength.", "你的势力每有 1 级就获得 $5 现金。"),
    ("as each opponent: gain $(2 * count(building[mine kind=casino]))",
     "Each opponent must gain $2 for each of their casinos.",
     "每名对手都须执行以下内容：其每有 1 家赌场，就获得 $2 现金。"),
    ("as each opponent: give $2 to you", "Each opponent must give you $2 (or as much as they can, if less).",
     "每名对手都须交给你 $2（不足则有多少给多少）。"),
]


@pytest.mark.parametrize(("text", "english", "chinese"), WORDED, ids=[w[0][:50] for w in WORDED])
def test_the_words_of_conditions_amounts_and_repeats(text: str, english: str, chinese: str) -> None:
    assert said("en", text) == english
    assert said("zh-Hans", text) == chinese


# ------------------------------------------------------------------ text never lies: the rewrites are exact
CONDITIONS = [
    "cash >= 3", "not cash >= 3", "not cash >= 3 and infamy >= 10", "not infamy < 10 or safe > 2",
    "cash >= 3 and infamy >= 10 or safe >= 5", "not count(building[mine]) == 2", "not count(card[hand]) != 3",
    "not all(b in borough[], count(building[mine borough=b]) >= 1)",
    "not some(d in district[], count(building[mine district=d]) >= 2)", "not not cash <= 4",
]


@pytest.mark.parametrize("text", CONDITIONS)
def test_negation_pushed_down_holds_exactly_when_the_condition_does_not(text: str) -> None:
    """`not` is worded through logic.negate: on real states the rewrite must agree with the evaluator."""
    from interpreter.games.speakeasy.registry import Ctx
    from interpreter.machine.evaluate import holds

    cond = parse(text, "cond")
    negated = logic.negate(cond)
    assert "not (" not in said("en", f"if {text}: gain $1") and "并非" not in said("zh-Hans", f"if {text}: gain $1")
    for seed in range(1, 9):
        game = played(3, seed, 0)
        rng = random.Random(seed)
        for _ in range(40 * seed):
            options = game.legal_options()
            if not options:
                break
            game.apply(rng.choice(options))
        for seat in range(3):
            ctx = Ctx(seat)
            assert holds(game.engine, negated, ctx) == (not holds(game.engine, cond, ctx)), (seed, seat)


def test_chains_are_flattened_in_order() -> None:
    cond = parse("cash >= 1 and infamy >= 2 and safe >= 3", "cond")
    assert [c.right.value for c in logic.operands(cond, "and")] == [1, 2, 3]
    total = parse("strength + associate_strength + goons", "expr")
    assert [n.id for n in logic.operands(total, "+")] == ["strength", "associate_strength", "goons"]


# ------------------------------------------------------------------ words that read the rules' numbers
def _rules_with(tmp_path: Path, edit: Any) -> Any:
    folder = tmp_path / "rules"
    shutil.copytree(RULES_DIR, folder)
    board = folder / "board.yaml"
    board.write_text(edit(board.read_text(encoding="utf-8")), encoding="utf-8")
    return load(folder)


def _text(rules: Any, comp: str, lang: str = "en") -> str:
    """The generator's text of a component (pins left out: these are the generator's tests)."""
    return " ".join(next(t for t in GAME.text.texts(rules, lang, pinned=False) if t.id == comp).lines)


def test_the_restaurant_says_which_spaces_cost_a_second_card_as_the_board_does(tmp_path: Path) -> None:
    shipped = _text(shipped_rules(), "loc_restaurant")
    assert "(from space 3 on, discard another business card; with 2 players, from space 2)" in shipped
    free = _rules_with(tmp_path, lambda t: re.sub(r"restaurant_discard: \{[^}]*\}", "restaurant_discard: {2: 0, 3: 0, 4: 0}", t))
    assert "from space" not in _text(free, "loc_restaurant")


def test_the_casino_card_discard_is_said_once_and_follows_the_rules(tmp_path: Path) -> None:
    line = _text(shipped_rules(), "loc_city_planning_office")
    assert line.count("For a casino, also discard a business card from your hand.") == 1
    assert "赌场另需从手牌弃掉 1 张经营卡。" in _text(shipped_rules(), "city_tile_casino", "zh-Hans")
    assert "discard" not in _text(shipped_rules(), "city_tile_nightclub")
    free = _rules_with(tmp_path, lambda t: t.replace("      cost: 17\n      discard: 1\n", "      cost: 17\n"))
    assert "discard" not in _text(free, "loc_city_planning_office")


def test_the_bottle_line_says_what_the_final_scoring_counts(tmp_path: Path) -> None:
    assert "it scores once, however many helper cards with this bottle you have" in _text(shipped_rules(), "helper_take_over")
    mixed = GAME.load_rules(RULES_DIR, ["house-cards"])  # its gray helpers are worth $5, the base game's $10
    assert "at the highest value among your helper cards with it" in _text(mixed, "helper_shakedown")
    folder = tmp_path / "rules"
    shutil.copytree(RULES_DIR, folder)
    game_file = folder / "game.yaml"
    text = game_file.read_text(encoding="utf-8")
    assert "unique_helper_bottles: true" in text
    game_file.write_text(text.replace("unique_helper_bottles: true", "unique_helper_bottles: false"), encoding="utf-8")
    assert _text(load(folder), "helper_take_over").endswith("Bottle: orange bottle, worth $5 at the end.")


def test_a_location_reads_person_by_person_in_the_order_the_rows_run() -> None:
    garage = next(t for t in GAME.text.texts(shipped_rules(), "en") if t.id == "loc_garage").lines
    assert [line.split(":")[0] for line in garage] == ["Person 1", "Person 2"]
    assert garage[0].endswith("; then you may pick up and deliver barrels (+2 range for each truck).")
    hall = next(t for t in GAME.text.texts(shipped_rules(), "en") if t.id == "loc_city_hall").lines
    assert hall[-1] == "Any person, then: You may protect buildings."
    office = next(t for t in GAME.text.texts(shipped_rules(), "en") if t.id == "loc_city_planning_office").lines
    assert office[0].startswith("Any person, first: ")


# ------------------------------------------------------------------ typography and terms, over every component
def _every_text(lang: str) -> list[str]:
    rules = [shipped_rules(), GAME.load_rules(RULES_DIR, ["house-cards"])]
    return [line for r in rules for t in GAME.text.texts(r, lang) for line in (t.title, *t.lines)]


HAN = "\u4e00-\u9fff"


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_chinese_typography(lang: str) -> None:
    """Full-width punctuation in Chinese text, no space between two Chinese characters, one space between
    a Chinese character and a Latin letter or a digit ("VIP 房", "获得 $5")."""
    for line in _every_text(lang):
        assert not re.search(r"[,;:()]", line.replace("TT", "")), line
        assert not re.search(f"[{HAN}] [{HAN}]", line), line
        assert not re.search(f"[{HAN}][A-Za-z0-9$]|[A-Za-z0-9][{HAN}]", line), line


def test_the_style_tidies_the_seams_between_parts() -> None:
    cases = [("获得 至多 6 个打手", "获得至多 6 个打手"), ("拿取一张VIP 房经营卡", "拿取一张 VIP 房经营卡"),
             ("至少为 所有玩家", "至少为所有玩家"), ("（至多 $24）", "（至多 $24）"), ("支付 $2来", "支付 $2 来"),
             ("“支付”。", "“支付”。")]
    for before, after in cases:
        assert CHINESE.tidy(before) == after
    assert ENGLISH.tidy("gain  $2 ,x") == "gain  $2 ,x"  # English has no such rule: its messages space themselves


def _measures(lang: str) -> dict[str, str]:
    loc = locale(GAME.text.locales, lang)
    return {loc.format(f"word-{w}"): loc.format(f"word-{w}", attribute="measure")
            for w in GAME.text.vocabulary.nouns if "measure" in loc.attributes.get(f"word-{w}", ())}


def _measure_slips(text: str, measures: dict[str, str]) -> list[str]:
    """Places where a counted noun has another measure word than its own (the longest noun wins: 黑帮地下酒吧
    is not 黑帮)."""
    slips = []
    kinds = "".join(sorted(set(measures.values()) | set("个名本张块家座栋辆艘片個張塊棟輛臺")))
    for noun in sorted(measures, key=len, reverse=True):
        for m in re.finditer(f"([0-9一两兩二三四五六每哪几幾}}] ?)([{kinds}])({re.escape(noun)})", text):
            if m.group(2) != measures[noun]:
                slips.append(m.group(0))
        text = text.replace(noun, "□")
    return slips


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_one_measure_word_per_noun(lang: str) -> None:
    """Every counted noun uses its own measure word (words.ftl `.measure`) in the rule text and in the locale
    files this text is built from. (ui.ftl, the prompts and log lines, is checked the same way by the
    terminal's tests; its messages get `$measure` from text/messages.py.)"""
    measures = _measures(lang)
    assert _measure_slips("\n".join(_every_text(lang)), measures) == []
    for folder in (LOCALES_DIR / lang, Path(GAME.text.locales).parent.parent / "text" / "locales" / lang):
        for path in sorted(folder.glob("*.ftl")):
            if path.name != "ui.ftl":
                # `.aka` lines are what a player may type (the sources' own words: 000's 获得一个家族成员), exempt as
                # the termbase exempts them
                text = "\n".join(line for line in path.read_text(encoding="utf-8").splitlines()
                                  if not line.lstrip().startswith(".aka"))
                assert _measure_slips(text, measures) == [], path


def test_no_shipped_component_name_says_you_in_chinese() -> None:
    """Helpers and city tiles are named by what they do, and their names stand in third-person log lines
    ("玩家 2 使用了帮手卡……"): an upgrade is of a speakeasy, not of "your" one. (A variant's card that gives
    *you* money keeps its "you": its name quotes the card.)"""
    for lang in ("zh-Hans", "zh-Hant"):
        names = [t.name for t in GAME.text.texts(shipped_rules(), lang)]
        assert not [n for n in names if "你" in n], lang


def test_english_uses_the_glossary_terms() -> None:
    text = "\n".join(_every_text("en"))
    assert "influence" not in text.lower()  # the glossary's English: Leverage, Leverage token
    assert "Leverage token" in text and "leverage" not in text


def test_messages_give_measure_words_articles_and_ranges() -> None:
    from fluent.runtime import FluentResource

    from interpreter.machine.values import Msg
    from interpreter.text.locale import CORE_LOCALES, load_locale
    from interpreter.text.messages import Messages

    zh = Messages(GAME.text, shipped_rules(), "zh-Hans")
    fresh = load_locale([CORE_LOCALES, LOCALES_DIR], "zh-Hans")  # not the cached one: a probe message is added
    fresh.bundle.add_resource(FluentResource("probe = { $amount } { $measure }{ $what }\n"))
    fresh.variables["probe"] = {"amount", "measure", "what"}
    zh.writer = GAME.text.writer_for(shipped_rules(), fresh)
    zh.r = zh.writer.r
    assert zh.render(Msg("probe", {"amount": 1, "what": "ledger"})) == "1 本账簿"
    assert zh.render(Msg("probe", {"amount": 2, "what": "goon"})) == "2 名打手"
    en = Messages(GAME.text, shipped_rules(), "en")
    assert en.log("capo", {"seat": 0, "loc": "loc_garage", "person": 1}) == "Player 1 sends a capo to the Garage (person 1)."
    assert en.log("act", {"act": 1, "years": "1921-1924"}) == "Act 1 (1921–1924) begins."
    assert "City Hall (person" in en.log("capo", {"seat": 0, "loc": "loc_city_hall", "person": 1})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_titles_are_written_in_the_language(lang: str) -> None:
    title = next(t for t in GAME.text.texts(shipped_rules(), lang) if t.id == "loc_garage").title
    assert title == {"en": "Garage (location)", "zh-Hans": "车库（地点）", "zh-Hant": "車庫（地點）"}[lang]


def test_each_opponent_where_is_decided_when_the_step_begins_as_the_text_says() -> None:
    """"Each opponent who meets this when it begins (their cash is more than your cash) must give you $2": with
    $5 against two opponents' $6, both give, although after the first your $7 is more than the second's $6."""
    from .conftest import perform, quiet_game

    text = "as each opponent where cash > yours(cash): give $2 to you"
    assert "who meets this when it begins" in said("en", text) and "此时现金比你多的每名对手" in said("zh-Hans", text)
    game = quiet_game(3)
    players = game.state.players
    for p, cash in zip(players, (5, 6, 6), strict=True):
        p.cash = cash
    perform(game, 0, text)
    assert [p.cash for p in players] == [9, 4, 4]


# ------------------------------------------------------------------ the text says what play does (issue 22, items 7-11)
def _table(tmp_path: Path, backs: dict[str, str]) -> Any:
    """The shipped rules with crates whose backs are the given effects (they stay with whoever holds them)."""
    lines = ["variant:", "  name: t", "  description: test crates", "change:",
             f"  game.components.crate: {18 + len(backs)}", "add:", "  crates:"]
    for cid, back in backs.items():
        lines += [f"    - id: {cid}", '      cash: "1"', f'      back: "{back}"', "      reconstructed: test"]
    path = tmp_path / "t.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return GAME.load_rules(None, [path])


def test_an_opponent_gives_as_much_as_they_can_and_one_with_nothing_is_not_offered() -> None:
    """Item 7: "Choose an opponent with money: that player must give you $3 (or as much as they can, if less)",
    money as it is paid, cash first, then the safe at 2:1. The one with nothing is not offered (so with one
    left there is no question); the other gives $1 of cash and $2 for $4 of their safe."""
    from .conftest import perform, quiet_game

    text = "as an opponent: give $3 to you"
    assert said("en", text).startswith("Choose an opponent with money: that player must give you $3 (or as much as "
                                       "they can, if less)")
    assert said("zh-Hans", text).startswith("选择一名有钱的对手：")
    game = quiet_game(3)
    me, broke, rich = game.state.players
    me.cash, broke.cash, broke.safe, rich.cash, rich.safe = 0, 0, 1, 1, 4  # $1 in the safe pays nothing at 2:1
    game.changed()
    perform(game, 0, text)
    assert game.decision is None
    assert (me.cash, rich.cash, rich.safe, broke.cash, broke.safe) == (3, 0, 0, 0, 1)
    rich.cash = 2
    game.changed()
    perform(game, 0, "as each opponent: give $3 to you")  # each gives what they can; the broke one, nothing
    assert (me.cash, rich.cash, broke.safe) == (5, 0, 1)
    writer = GAME.text.component_writer(shipped_rules(), "en")
    assert writer.effect(parse(text)).endswith("Money is given as it is paid: cash first, then from the safe at 2:1.")


def test_a_borough_of_yours_is_one_where_you_have_a_building() -> None:
    """Item 8: `count(borough[mine])` counts the boroughs where you have a building, and says so."""
    from interpreter.games.speakeasy.registry import Ctx
    from interpreter.games.speakeasy.vocabulary import BOROUGHS
    from interpreter.machine.evaluate import value

    assert said("en", "if count(borough[mine]) >= 2: gain $1") == \
        "If there are at least 2 boroughs where you have a building, gain $1."
    assert said("zh-Hans", "if count(borough[mine]) >= 2: gain $1") == "若至少有 2 个你有建筑的区域，则获得 $1 现金。"
    counted = parse("count(borough[mine])", "expr")
    seen = set()
    for seed in (3, 5):
        game = played(3, seed, 150)
        for seat in range(3):
            # any building of yours, operating or not (quantities.select; docs/dsl.md's table of filters)
            boroughs = {d.borough for d, _, _ in game.state.buildings(seat)}
            assert value(game.engine, counted, Ctx(seat)) == len(boroughs & set(BOROUGHS))
            seen.add(len(boroughs))
    assert seen - {0}, "the games must have built something"


def test_a_cap_on_a_count_inside_money_counts_at_most_that_many() -> None:
    """Item 9: `$(2 * (count(card[mine hand]) max 3))` is $2 for each card, counting at most 3: $6 for 5
    cards, not "at most $3"."""
    from .conftest import perform, quiet_game

    text = "gain $(2 * (count(card[mine hand]) max 3))"
    assert said("en", text) == "Gain $2 for each of your business cards in your hand (counting at most 3)."
    assert said("zh-Hans", text) == "你手牌中每有 1 张经营卡，就获得 $2 现金（最多按 3 张计）。"
    game = quiet_game(2)
    p = game.state.players[0]
    p.hand = [c.id for c in game.rules.lists["business_cards"][:5]]
    p.cash = 0
    game.changed()
    perform(game, 0, text)
    assert p.cash == 6


def test_an_amount_worked_out_in_play_keeps_its_money_and_its_grammar() -> None:
    """Item 10: `pay $(count(police[]))` pays $1 for each police officer on the map; `hire (count(…)) goon free`
    hires one for each; `gain $(0-50)` is -$50, not a range; a sum is X."""
    from .conftest import perform, quiet_game

    # a standalone pay takes what the payer has, up to the amount, and says so (D-210)
    assert said("en", "pay $(count(police[]))") == "Pay $1 for each police officer (or as much as you can, if less)."
    assert said("zh-Hans", "pay $(count(police[]))") == "每有 1 名警察，就支付 $1（不足则有多少付多少）。"
    assert said("en", "hire (count(card[mine hand])) goon free") == \
        "Hire 1 goon for free for each of your business cards in your hand."
    assert said("en", "gain $(0-50)") == "Gain -$50."
    assert said("en", "as each player where cash + safe <= least(cash + safe): gain $1") == (
        "Each player (you included) who meets this when it begins (the sum of their cash and the money in their safe "
        "is at most the lowest sum of cash and money in the safe of any player) must gain $1.")
    game = quiet_game(2)
    p = game.state.players[0]
    police = sum(d.police for d in game.state.districts.values())
    p.cash, p.safe = police + 5, 0
    p.hand = [c.id for c in game.rules.lists["business_cards"][:2]]
    goons = p.goons
    game.changed()
    perform(game, 0, "pay $(count(police[]))")
    perform(game, 0, "hire (count(card[mine hand])) goon free")
    assert police > 0 and p.cash == 5 and p.goons == goons + 2


def test_an_ability_takes_the_place_of_the_turns_helper(tmp_path: Path) -> None:
    """Item 11: "Once per game, at the start of one of your turns, instead of using a helper: gain $10": the
    ability is one answer of the helper question; used, it leaves the helper unused that turn."""
    rules = _table(tmp_path, {"crate_t_ability": "once: gain $10"})
    en = next(t for t in GAME.text.texts(rules, "en") if t.id == "crate_t_ability")
    assert "Once per game, at the start of one of your turns, instead of using a helper: gain $10." in en.lines[1]
    from interpreter.machine.game import Game

    from .conftest import option_ids

    game = Game.new(GAME, rules, 3, 1)
    game.dismiss()
    p = game.state.players[0]
    p.crates.append("crate_t_ability")
    p.helpers.append(game.rules.lists["helpers"][0].id)
    game.changed()
    game.run_task("helper_step", 0)
    ids = option_ids(game)
    assert "ability:crate_t_ability" in ids and any(i.startswith("helper:") for i in ids)
    cash, helpers = p.cash, list(p.helpers)
    game.apply("ability:crate_t_ability")
    assert game.decision is None and p.cash == cash + 10 and p.helpers == helpers


def test_a_discount_on_a_building_is_said_and_paid() -> None:
    """`build KIND discount=N`: its cost less N, as the text says (the option was once read by nobody)."""
    from .conftest import option_ids, perform, quiet_game

    assert said("en", "build speakeasy discount=2") == "Open a speakeasy, paying its cost less $2 (never less than $0)."
    game = quiet_game(2)
    p = game.state.players[0]
    game.changed()
    perform(game, 0, "build speakeasy discount=2")
    first = option_ids(game)[0]
    labels = {o.id: o.label for o in game.legal_options()}
    cost = labels[first].args["cost"]
    slot_cost = next(s.cost for group in game.rules.board.building_groups for s in group.slots if s.kind == "speakeasy")
    assert cost == max(0, slot_cost - 2)
    cash = p.cash + p.safe // 2
    game.apply(first)
    game.apply(option_ids(game)[0])
    assert p.cash + p.safe // 2 == cash - cost
