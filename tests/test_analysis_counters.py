"""What the editors' shared analysis (interpreter/analysis) offers and explains for issue 27's settings and counters
(D-350, D-351): a setting's values after its path and `everyone` after its value; the counters of the component
the place is in after `counter(`, `add N`, `remove N` and `reset`, read from its lines while they do not parse
and, under a variant's `change:`, from its other entries and the component as checked; hover's words for both in
three languages. tests/test_lsp.py asks the same over the protocol."""

from __future__ import annotations

from typing import Any

import pytest

from interpreter.analysis import counted
from interpreter.analysis.complete import meaning, offers
from interpreter.analysis.explain import Explainer
from interpreter.analysis.vocab import words
from interpreter.analysis.where import dsl_fields, place

from .conftest import GAME, RULES_DIR

WORDS = words(GAME.schema.vocabulary)
DSL = dsl_fields(GAME.schema.file_model)
LANGS = ("en", "zh-Hans", "zh-Hant")

CARDS = """business_cards:
  - id: card_a
    kind: party
    passive: >-
      when round_end: add 1 coin to this;
      when sell: add 2 gem to this
    back: "if counter(toll) >= 1: gain 1 ledger"
  - id: card_b
    kind: fleet
    passive: "when deliver: add 1 stamp to this; CURSOR"
"""


def _at(text: str, before: str) -> tuple[str, Any, int]:
    """The text with the cursor where CURSOR stood, after ``before`` written there (the place and its line)."""
    row = next(i for i, line in enumerate(text.split("\n")) if "CURSOR" in line)
    line = text.split("\n")[row]
    column = line.index("CURSOR") + len(before) + 1
    text = text.replace("CURSOR", before)
    return text, place(text, row + 1, column, DSL), row + 1


def _offered(text: str, before: str, models: tuple[Any, ...] = ()) -> list[tuple[str, str]]:
    text, at, line = _at(text, before)
    mine = counted.words_of(counted.uses_at(text, line, at, models))
    return [(o.label, o.kind) for o in offers(at, WORDS, counters=mine)]


@pytest.mark.parametrize(("before", "expected"), [
    ("gain $(counter(", ["stamp"]),  # card_b's own, not card_a's coin and gem
    ("add 1 ", ["stamp"]),
    ("add (count(building[mine]) max 3) ", ["stamp"]),
    ("remove 2 ", ["stamp"]),
    ("reset ", ["stamp"]),
    ("reset st", ["stamp"]),  # the word being typed is no name of its own
])
def test_the_counters_of_the_component_the_place_is_in(before: str, expected: list[str]) -> None:
    got = _offered(CARDS, before)
    assert [label for label, kind in got if kind == "counter"] == expected, got


def test_a_counter_read_but_never_changed_is_offered_to_add_and_not_to_read() -> None:
    text = CARDS.replace("add 1 stamp to this", "if counter(stamp) > 0: gain 1 ledger")
    assert [x for x, k in _offered(text, "add 1 ") if k == "counter"] == ["stamp"]
    assert [x for x, k in _offered(text, "gain $(counter(") if k == "counter"] == []  # `check` would refuse it
    text, at, line = _at(text, "add 1 ")
    assert "no step changes" in counted.words_of(counted.uses_at(text, line, at))["stamp"].detail


def test_a_block_scalars_counters_and_a_flow_item_on_one_line() -> None:
    text = CARDS.replace('back: "if counter(toll) >= 1: gain 1 ledger"', "back: CURSOR").replace("CURSOR\"", "x\"")
    assert sorted(x for x, k in _offered(text, '"reset ') if k == "counter") == ["coin", "gem"]
    flow = 'business_cards:\n  - {id: c, reconstructed: "自制𠮷", passive: "add 1 coin to this; reset CURSOR"}\n'
    assert _offered(flow, "") == [("coin", "counter")]


def test_under_a_variants_change_its_other_entries_and_the_checked_component() -> None:
    variant = ('change:\n  card_party_slush_fund.back: "add 1 chip to this"\n'
               '  card_party_slush_fund.passive: "reset CURSOR"\n  helper_gain_cash.effect: "add 1 other to this"\n')
    assert [x for x, _ in _offered(variant, "")] == ["chip"]
    rules = GAME.load_rules(RULES_DIR, ["house-counters"])
    got = [x for x, _ in _offered(variant, "", (rules.by_id["card_party_slush_fund"],))]
    assert got == ["chip", "coin"]  # the card as it plays: its passive puts coins on it


def test_a_settings_words_one_by_one() -> None:
    text = 'business_cards:\n  - id: c\n    passive: "CURSOR"\n'
    paths = _offered(text, "set ")
    assert ("map.central_park.trucks_cross", "setting") in paths
    assert "locations.unlimited" not in [x for x, _ in paths]  # a setting of the table: `check` refuses a `set` of it
    assert _offered(text, "set map.central_park.trucks_cross ") == [("on", "word"), ("off", "word")]
    assert _offered(text, "set map.central_park.trucks_cross o") == [("on", "word"), ("off", "word")]
    limit = "set board.big_buildings.nightclub.per_borough "
    _, at, _ = _at(text, limit)
    values = offers(at, WORDS)
    assert [o.label for o in values] == ["0", "1", "2", "3"]
    assert values[0].detail.startswith("a limit from 0 to 3: nightclubs a player may have in one borough")
    assert _offered(text, limit + "2 ") == [("everyone", "word")]
    assert _offered(text, limit + "2 everyone ") == []
    assert _offered(text, "set no.such.path ") == []


def test_hover_says_what_a_setting_and_a_counter_are_in_three_languages() -> None:
    rules = GAME.load_rules(RULES_DIR, ["house-counters"])
    told = Explainer(GAME.text, rules, LANGS)
    switch = told.setting("map.central_park.trucks_cross")
    assert switch is not None and switch.kind == "setting" and switch.detail.startswith("a switch of the rules")
    assert switch.texts["en"][0].startswith("set map.central_park.trucks_cross on: your trucks may drive across")
    assert "中央公园" in switch.texts["zh-Hans"][0] and "中央公園" in switch.texts["zh-Hant"][1]
    limit = told.setting("board.big_buildings.casino.per_borough")
    assert limit is not None and "from 0 to 3" in limit.detail
    assert [x.split(":")[0] for x in limit.texts["en"]] == ["set board.big_buildings.casino.per_borough 0",
                                                             "set board.big_buildings.casino.per_borough 3"]
    table = told.setting("locations.unlimited")
    assert table is not None and "Only the table's rules change it" in table.detail
    assert told.setting("no.such") is None

    uses = counted.of_model(rules.by_id["card_party_slush_fund"])
    coin = told.counter("coin", uses["coin"])
    assert coin.detail.endswith("add 1 coin to this; reset coin on this")
    assert coin.texts == {"en": ["coin / coins"], "zh-Hans": ["硬币"], "zh-Hant": ["硬幣"]}
    bare = Explainer(GAME.text, GAME.load_rules(RULES_DIR, []), LANGS).counter("coin", None)
    assert "always be 0" in bare.detail and bare.texts["en"] == ["coin (no message counter-coin yet)"]


def test_meaning_finds_a_counter_where_it_stands() -> None:
    mine = {"coin": counted.words_of({"coin": counted.Use(["add 1 coin to this"])})["coin"]}
    found = meaning("when round_end: reset ", "coin", "effect", WORDS, counters=mine)
    assert found is not None and found.kind == "counter"
    found = meaning("set ", "map.central_park.trucks_cross", "effect", WORDS)
    assert found is not None and found.kind == "setting"


def test_a_variants_change_offers_the_settings_it_may_write() -> None:
    text = "change:\n  board.big: 2\n"
    at = place(text, 2, len("  board.big") + 1, DSL)
    got = [(o.label, o.kind) for o in offers(at, WORDS, {"helper_gain_cash": "helper"})]
    assert got == [("board.big_buildings.nightclub.per_borough", "setting"),
                   ("board.big_buildings.casino.per_borough", "setting")]
