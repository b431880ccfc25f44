"""Counters on components (issue 27 item 7): `add N NAME to this`, `remove N NAME from this`, `reset NAME on this`
and `counter(NAME)` (language/counters.py, machine/counters.py). The parser's and the checker's refusals at their
line and column; the bounds; the state (cloned, hashed, saved); the views in both games, a counter on a hidden card
hidden with it; the words in three languages. The scenarios (tests/scenarios/house_counters_*.yaml) play the
house-counters variant; its golden text is tests/golden/*.house-counters.txt."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import pytest

from interpreter.errors import DslError
from interpreter.harness.package import load_game
from interpreter.harness.saves import read_save, replay, save_game
from interpreter.harness.simulate import play_game
from interpreter.language import ast as A
from interpreter.language.counters import MAX_COUNTER
from interpreter.language.parser import parse
from interpreter.language.unparse import unparse
from interpreter.loading.loader import check_rules
from interpreter.machine.counters import NoComponent
from interpreter.machine.game import Game
from interpreter.text.messages import Messages

from .conftest import GAME, RULES_DIR, SCHEMA

NOSTRA = load_game("nostra_city")
LANGS = ("en", "zh-Hans", "zh-Hant")
SLUSH = "card_party_slush_fund"
TOLL = "card_fleet_toll_booth"


# ------------------------------------------------------------------ the language
@pytest.mark.parametrize("text", [
    "add 1 coin to this", "remove 2 coin from this", "reset coin on this",
    "when round_end: (add 1 coin to this; if counter(coin) >= 3: gain $(3 * counter(coin)))",
    "add (count(building[mine]) max 3) coin to this", "gain $(counter(coin) + counter(toll))",
])
def test_a_counter_round_trips_through_its_text(text: str) -> None:
    node = parse(text)
    assert parse(unparse(node)) == node
    assert any(isinstance(n, (A.CounterChange, A.CounterValue)) for n in A.walk(node))


@pytest.mark.parametrize(("text", "kind", "column", "said"), [
    ("add 1 coin", "effect", 7, "add 1 coin to this"),  # no `to this`: the place of the counter is said
    ("gain $1; remove 1 coin to this", "effect", 24, "expected 'from'"),
    ("reset 2 coin on this", "effect", 7, "reset coin on this"),
    ("counter(coin, 2) >= 1", "cond", 13, "'counter' reads one counter"),  # wrong arity
    ("counter() >= 1", "cond", 9, "'counter' reads one counter"),
])
def test_a_malformed_counter_is_refused_at_its_place(text: str, kind: str, column: int, said: str) -> None:
    with pytest.raises(DslError) as err:
        parse(text, kind)  # type: ignore[arg-type]
    assert (err.value.line, err.value.column) == (1, column) and said in err.value.message, err.value


HEADER = 'variant:\n  name: test\n  description: "a test variant"\n'
CARD = """
add:
  business_cards:
    - id: card_party_test
      kind: party
      influence: 1
      passive: "{passive}"
      reconstructed: test
"""


def problems(tmp_path: Path, body: str) -> list[tuple[int, int, str]]:
    path = tmp_path / "v.yaml"
    path.write_text(HEADER + textwrap.dedent(body).lstrip("\n"), encoding="utf-8")
    return [(d.line, d.column, d.message) for d in check_rules(SCHEMA, RULES_DIR, [path]).sorted()]


@pytest.mark.parametrize(("passive", "column", "said"), [
    # a read of a counter no step of the component changes: always 0, a misspelling (did you mean)
    ("when round_end: add 1 coin to this; when sell: if counter(coins) >= 2: gain $1", 67,
     "unknown counter 'coins' (did you mean 'coin'?)"),
    ("when sell: gain $(counter(coin))", 35, "unknown counter 'coin'"),
    ("when round_end: add $2 coin to this", 37, "a counter counts things, not money"),
    ("when round_end: add (0 - 2) coin to this", 38, "is 0 or more"),
    ("when round_end: add 1 game.coin to this", 33, "a counter's name is one word"),
])
def test_the_checker_refuses_a_counter_at_its_line_and_column(tmp_path: Path, passive: str, column: int,
                                                              said: str) -> None:
    found = problems(tmp_path, CARD.format(passive=passive))  # the text starts at line 9, column 17
    assert any((ln, col) == (9, column) and said in message for ln, col, message in found), found


def test_a_counter_outside_a_component_is_refused(tmp_path: Path) -> None:
    found = problems(tmp_path, 'change:\n  game.card_actions.party: "add 1 coin to this; sell"\n')
    assert any("a counter is kept on a component" in m and "change" in m for _, _, m in found), found


def test_a_counter_read_in_one_text_and_changed_in_another_of_the_same_component_checks_clean(tmp_path: Path) -> None:
    body = CARD.format(passive="when round_end: add 1 coin to this").replace(
        "      influence: 1\n", '      influence: 1\n      bonus: "if counter(coin) >= 1: gain $1"\n')
    assert problems(tmp_path, body) == []


def test_the_shipped_variant_checks_clean_and_the_shipped_rules_have_no_counter() -> None:
    rules = GAME.load_rules(RULES_DIR, ["house-counters"])
    assert any(isinstance(n, A.CounterChange) for e in rules.effects for n in A.walk(e))
    plain = GAME.load_rules(RULES_DIR)
    assert not any(isinstance(n, (A.CounterChange, A.CounterValue)) for e in plain.effects for n in A.walk(e))


# ------------------------------------------------------------------ the machine
def _game(variants: tuple[str, ...] = ("house-counters",), seed: int = 1) -> Game[Any]:
    game = Game.new(GAME, GAME.load_rules(RULES_DIR, list(variants)), 4, seed)
    game.dismiss()
    return game


def test_a_counter_is_bounded_and_belongs_to_its_component() -> None:
    game = _game()
    game.perform(parse("remove 3 coin from this"), 0, source=SLUSH)
    assert game.state.counters == ()  # never below 0: nothing to take, nothing logged
    game.perform(parse("add 2 coin to this; add 1 toll to this"), 0, source=SLUSH)
    game.perform(parse("add 5 coin to this"), 1, source=TOLL)
    assert game.state.counters == ((TOLL, "coin", 5), (SLUSH, "coin", 2), (SLUSH, "toll", 1))
    game.perform(parse("remove 5 coin from this"), 0, source=SLUSH)  # takes what there is
    game.perform(parse("repeat 20: add 10 toll to this"), 0, source=SLUSH)
    assert game.state.counters == ((TOLL, "coin", 5), (SLUSH, "toll", MAX_COUNTER))
    cash = game.state.players[0].cash
    game.perform(parse("gain $(counter(toll) - 90); reset toll on this"), 0, source=SLUSH)
    assert game.state.players[0].cash == cash + 10 and game.state.counters == ((TOLL, "coin", 5),)
    with pytest.raises(NoComponent):
        game.perform(parse("add 1 coin to this"), 0)  # a scenario's effect without a source: no `this`


def test_a_step_that_would_change_nothing_is_not_offered() -> None:
    game = _game()
    game.perform(parse("may remove 1 coin from this"), 0, source=SLUSH)
    assert game.decision is None  # nothing to remove: no question
    game.perform(parse("add 1 coin to this; may remove 1 coin from this"), 0, source=SLUSH)
    assert game.decision is not None and [o.id for o in game.legal_options()] == ["yes", "no"]


def test_a_clone_shares_nothing_it_could_change_and_the_hash_sees_counters() -> None:
    game = _game()
    before = game.state_hash()
    assert "counters" not in game.state.to_data()  # no counter: the state hashes as it always has (left out)
    game.perform(parse("add 1 coin to this"), 0, source=SLUSH)
    assert game.state_hash() != before
    twin = game.clone()
    assert twin.state.counters is game.state.counters  # immutable: shared, not copied
    twin.perform(parse("add 1 coin to this"), 0, source=SLUSH)
    assert game.state.counters == ((SLUSH, "coin", 1),) and twin.state.counters == ((SLUSH, "coin", 2),)


def test_a_save_replays_a_game_with_counters(tmp_path: Path) -> None:
    rules = GAME.load_rules(RULES_DIR, ["house-counters"])
    played = None
    for seed in range(40):  # a game in which one of the cards comes to a board and its counter moves
        game = play_game(GAME, rules, 4, seed, ["random"] * 4)
        if game.state.counters:
            played = game
            break
    assert played is not None, "no random game played a counter card"
    path = tmp_path / "save.json"
    save_game(path, played)
    again = replay(GAME, rules, read_save(path))
    assert again.state_hash() == played.state_hash() and again.state.counters == played.state.counters


# ------------------------------------------------------------------ views and words
def test_a_counter_is_shown_with_its_component_and_hidden_with_it() -> None:
    game = _game()
    game.state.players[0].board_cards["party"] = SLUSH
    for deck in game.state.decks.values():
        if SLUSH in deck:
            deck.remove(SLUSH)
    toll_deck = game.state.decks["fleet"]
    if TOLL in toll_deck:
        toll_deck.remove(TOLL)
    toll_deck.insert(0, TOLL)  # at the bottom of its deck: face down, hidden from everyone
    game.state.counters = ((TOLL, "toll", 2), (SLUSH, "coin", 3))
    game.changed()
    for seat in range(4):
        assert game.view(seat).to_dict()["counters"] == {SLUSH: {"coin": 3}}
    toll_deck.remove(TOLL)
    toll_deck.append(TOLL)  # on top: face up (D-60), in sight, with its tolls
    game.changed()
    assert game.view(2).to_dict()["counters"] == {SLUSH: {"coin": 3}, TOLL: {"toll": 2}}
    assert "counters" not in _game().view(0).to_dict()  # a game without counters: its view as it was


def test_nostra_city_keeps_shows_and_words_counters(tmp_path: Path) -> None:
    file = tmp_path / "house.yaml"
    rule = "nc-table-kitty"
    file.write_text(
        "variant:\n  name: house\n  description: a house rule\n  reconstructed: a test\n"
        f"add:\n  table_rules:\n    - id: {rule}\n      effect: \"when this_deals: add 1 chip to this\"\n"
        "      reconstructed: house rule\n"
        "messages:\n" + "".join(f"  {lang}:\n    name-{rule}: Kitty\n    counter-chip: chip\n" for lang in LANGS),
        encoding="utf-8")
    rules = NOSTRA.load_rules(None, [str(file)])
    game = Game.new(NOSTRA, rules, 3, 1)
    assert "counters" not in game.view(0).to_dict()
    game.dismiss()
    game.perform(parse("add 2 chip to this; if counter(chip) >= 2: add 1 chip to this"), 0, source=rule)
    assert game.state.counters == ((rule, "chip", 3),)
    assert game.view(1).to_dict()["counters"] == {rule: {"chip": 3}}  # a rule of the table: in everyone's sight
    assert game.clone().state_hash() == game.state_hash()
    texts = {lang: {t.id: t.plain() for t in NOSTRA.text.texts(rules, lang)}[rule] for lang in LANGS}
    assert "put 1 chip on this house rule" in texts["en"]  # `this` said as the component's kind
    assert "在此" in texts["zh-Hans"] and "上放置 1" in texts["zh-Hans"] and "上放置 1" in texts["zh-Hant"]


@pytest.mark.parametrize(("lang", "log", "held"), [
    ("en", "The Slush Fund now holds 2 coins.", "The Slush Fund: 2 coins"),
    ("zh-Hans", "小金库上现有 2 枚硬币。", "小金库：2 枚硬币"),
    ("zh-Hant", "小金庫上現有 2 枚硬幣。", "小金庫：2 枚硬幣"),
])
def test_the_words_of_a_counter_in_three_languages(lang: str, log: str, held: str) -> None:
    game = _game()
    game.perform(parse("add 2 coin to this"), 0, source=SLUSH)
    words = Messages(GAME.text, game.rules, lang)
    key, args = game.log[-1]
    assert key == "counter" and words.log(key, args) == log
    assert words.counted(SLUSH, {"coin": 2}) == held


def test_a_counter_without_its_words_is_asked_for_in_the_variant_that_names_it(tmp_path: Path) -> None:
    from interpreter.text.check import check_locales

    path = tmp_path / "v.yaml"
    path.write_text(HEADER + textwrap.dedent(CARD.format(passive="when round_end: add 1 coin to this")).lstrip("\n")
                    + "messages:\n" + "".join(f"  {lang}:\n    name-card_party_test: Test\n" for lang in LANGS),
                    encoding="utf-8")
    rules = GAME.load_rules(RULES_DIR, [str(path)])
    found = [d for d in check_locales(GAME.text, rules) if "counter-coin" in d.message]
    assert len(found) == 3 and all(d.file == str(path) and "under `messages:`" in d.message for d in found), found


@pytest.mark.parametrize(("lang", "this"), [("en", "this business card"), ("zh-Hans", "此经营卡"), ("zh-Hant", "此營運卡")])
def test_an_abilitys_option_label_says_this_as_the_cards_kind(lang: str, this: str) -> None:
    """The option that uses a card's once-per-game ability names the card, so `this` in it is the card, as in the
    card's own text (D-352): not "this component", which is said only apart from a component."""
    from interpreter.machine.values import Msg

    rules = GAME.load_rules(RULES_DIR, ["house-counters"])
    once = next(s for s in A.steps_of(rules.by_id[SLUSH].passive) if isinstance(s, A.Once))
    words = Messages(GAME.text, rules, lang)
    label = words.option(Msg("opt-ability", {"component": SLUSH, "node": once.body}))
    assert this in label and "component" not in label and "配件" not in label
    assert this in " ".join(words.effects_in(Msg("opt-ability", {"component": SLUSH, "node": once.body})))
