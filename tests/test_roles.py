"""The player who did something to you, named by the event (issue 27 item 4; D-315): `when hired_out:` names the
`ambusher` (whose ambush hired your family members at the docks, 000 P.18), `when taken:` the `taker` (whose effect
made you give them something). The checker's refusals at their line and column; when the engine says each event
happens, and when not; that no line of a whole game in which they happen tells a seat what it may not know. The
cards of rules/variants/house-trades.yaml in play are the scenarios tests/scenarios/house_trades_union_dockers.yaml
and house_trades_insurance_man.yaml."""

from __future__ import annotations

from typing import Any

import pytest

from interpreter.games.speakeasy import vocabulary as V
from interpreter.harness.package import load_game
from interpreter.language.checker import check
from interpreter.language.parser import parse
from interpreter.machine import triggers
from interpreter.machine.game import Game

from .conftest import GAME, perform, quiet_game
from .hidden import check_game


def problems(text: str) -> list[tuple[str, int, int]]:
    found = check(parse(text, "effect"), V.VOCABULARY, "stays")  # type: ignore[arg-type]
    return [(p.message, p.pos.line, p.pos.column) for p in found]


# (case, text, the start of each problem and its line and column; [] when the text is fine)
CASES = [
    ("Union Dockers", "when hired_out: as ambusher: give $1 to you", []),
    ("the Insurance Man", "when taken: as taker: give $2 to you", []),
    ("the role as the receiver", "when taken: give 1 influence to taker", []),
    ("another player's", "when another hired_out: gain $1; when another taken: gain 1 ledger", []),
    # your own ambush never hires your own family members, a gift of your own effect is nobody's take
    ("no loop: your ambush, your gift", "when hired_out: attack ship; when taken: give $1 to taker", []),
    ("a role its event does not name", "when hired_out:\n  as taker: give $1 to you",
     [("'as taker': nothing before it names the taker player here — the player whose effect made you give them "
       "something (a role is named by 'when taken:')", 2, 3)]),
    ("the ambusher outside its event", "when taken: give $1 to ambusher",
     [("'to ambusher': nothing before it names the ambusher player here", 1, 21)]),
    ("under another event", "when hired_out: gain $1; when taken: as ambusher: gain $1",
     [("'as ambusher': nothing before it names the ambusher player here", 1, 38)]),
    ("a misspelt role", "when hired_out: as ambushr: gain $1",
     [("unknown player 'ambushr' (did you mean 'ambusher'?); players: ambusher, displaced, displacer, taker, you",
       1, 17)]),
    ("a misspelt event", "when takn: gain $1", [("unknown event 'takn' (did you mean 'taken'?)", 1, 1)]),
    ("a moment, not a while", "when hired_out: modify ship_attack +1",
     [("'hired_out' happens at a moment and does not last", 1, 1)]),
    # the taker, giving under your card, is taken from in turn: another player's `taken` again, forever
    ("a take that takes again", "when another taken: as taker: give $1 to you",
     [("'give' makes 'taken' happen again (another player): this trigger would run itself forever", 1, 31)]),
    # your ambush hires another player's family members: another player's `hired_out` again
    ("an ambush that hires again", "when another hired_out:\n  attack ship",
     [("'attack' makes 'hired_out' happen again (another player)", 2, 3)]),
    ("an ambush another player makes", "when hired_out: as an opponent: attack ship",
     [("'attack' makes 'hired_out' happen again (you)", 1, 33)]),
]


@pytest.mark.parametrize(("text", "want"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_roles_are_checked_where_they_are_written(text: str, want: list[tuple[str, int, int]]) -> None:
    got = problems(text)
    assert [(m[:len(w)], line, col) for (m, line, col), (w, _, _) in zip(got, want, strict=False)] == want
    assert len(got) == len(want), got


def test_a_variant_s_refusal_names_its_file_line_and_column(tmp_path: Any) -> None:
    variant = tmp_path / "bad.yaml"
    variant.write_text('variant: {name: bad, description: "a role its event does not name", reconstructed: test}\n'
                       "add:\n  business_cards:\n    - id: card_vip_bad\n      kind: vip\n      bonus: \"gain $1\"\n"
                       "      influence: 1\n      passive: \"when taken: as ambusher: give $1 to you\"\n"
                       "      reconstructed: test\n", encoding="utf-8")
    with pytest.raises(Exception) as refused:
        GAME.load_rules(variants=[str(variant)])
    said = str(refused.value)
    assert "bad.yaml:8:" in said and "'as ambusher': nothing before it names the ambusher player" in said, said


TABLE_LOOP = """variant: {name: table-loop, description: "the taker pays, and holds the rule too", reconstructed: test}
add:
  table_rules:
    - id: table_told
      effect: "when taken: as taker: gain 1 ledger"
      reconstructed: test
    - id: table_taker_pays
      effect: "when taken: as taker: give $1 to you"
      reconstructed: test
"""


def test_a_table_rule_that_wakes_its_copy_in_the_taker_s_hands_is_refused(tmp_path: Any) -> None:
    """Every player holds a rule of the table: the taker, giving under it, is taken from, and their copy of it
    makes the first player give in turn, forever. A card's one copy cannot (the scenario's Insurance Man)."""
    variant = tmp_path / "loop.yaml"
    variant.write_text(TABLE_LOOP, encoding="utf-8")
    with pytest.raises(Exception) as refused:
        GAME.load_rules(variants=[str(variant)])
    said = str(refused.value)
    assert "loop.yaml:8:16: these triggers would set each other off forever: table_taker_pays ('when taken:') → " \
           "table_taker_pays ('when taken:')" in said, said
    assert "table_told" not in said


def _events(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, tuple[tuple[str, int], ...]]]:
    """Every event the engine says happened, with whom to and the roles it names (for its triggers to run)."""
    seen: list[tuple[str, int, tuple[tuple[str, int], ...]]] = []
    fire = triggers._fire

    def spy(g: Any, t: Any) -> None:
        event, subject, roles = t.data[:3]
        seen.append((event, subject, roles))
        fire(g, t)

    monkeypatch.setattr(triggers.FIRE, "run", spy)
    return seen


@pytest.fixture
def trades() -> Game[Any]:
    game = Game.new(GAME, GAME.load_rules(variants=["house-trades"]), 4, 1)
    game.dismiss()
    for p in game.state.players:
        p.city_tiles, p.used_tiles = [], []
    return game


def test_taken_happens_to_the_giver_when_another_player_s_effect_makes_them_give(
        trades: Game[Any], monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _events(monkeypatch)
    s = trades.state
    s.players[1].city_tiles = ["city_tile_take_card_vip"]
    s.players[1].board_cards["vip"] = "card_vip_insurance_man"
    for p, cash in zip(s.players, (5, 5, 0, 0), strict=True):
        p.cash = cash
    perform(trades, 0, "as an opponent: give 1 city_tile to you")  # the only opponent with a tile: no question
    # and the Insurance Man makes player 0 give player 1 $2: taken from in turn (nobody else waits for it)
    assert seen == [("taken", 1, (("taker", 0),)), ("taken", 0, (("taker", 1),))]
    assert s.players[0].city_tiles == ["city_tile_take_card_vip"] and (s.players[0].cash, s.players[1].cash) == (3, 7)
    seen.clear()
    # a gift your own effect makes is nobody's take, nor one made to a third player (the giver holds the card now)
    s.players[0].board_cards["vip"] = s.players[1].board_cards.pop("vip")
    perform(trades, 0, "give $1 to displacer", roles=(("displacer", 1),))
    perform(trades, 0, "as an opponent where cash >= 8: give $1 to displacer", roles=(("displacer", 2),))
    assert seen == [] and trades.decision is None and [p.cash for p in s.players] == [2, 7, 1, 0]


def test_an_event_nobody_waits_for_is_not_fired(monkeypatch: pytest.MonkeyPatch) -> None:
    """The shipped game has no `when taken:`: a take asks nothing of the triggers (it costs a set lookup)."""
    seen = _events(monkeypatch)
    shipped = quiet_game()
    shipped.state.players[1].influence_tokens = 1
    perform(shipped, 0, "as an opponent where influence_tokens >= 1: give 1 influence to you")
    assert seen == [] and shipped.state.players[0].influence_tokens >= 1


# every player's own rules ask the ambusher for $1 and give the taker a ledger (the table's, D-315), and the cards in
# hand change hands often: a whole game in which both events happen, for the hidden-information harness (a table
# rule `when taken: as taker: give $1 to you` would loop: every taker holds it too, and is taken from in turn)
EVERYWHERE = """variant: {name: roles-everywhere, description: "the ambusher pays, the taker is told", reconstructed: test}
change:
  helper_take_card_vip.effect: "as an opponent where count(card[hand]) >= 1: give 1 card to you"
  helper_take_card_party.effect: "as each opponent: give 1 card to you"
  city_tile_take_card_vip.effect: "as an opponent where count(card[hand]) >= 1: give 1 card to you"
  city_tile_take_card_party.effect: "as each opponent: give $1 to you"
add:
  table_rules:
    - id: table_ambusher_pays
      effect: "when hired_out: as ambusher: give $1 to you"
      reconstructed: test
    - id: table_taker_pays
      effect: "when taken: as taker: gain 1 ledger"
      reconstructed: test
"""


def test_a_line_naming_who_did_it_tells_no_seat_what_it_may_not_know(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cards that change hands are named to the two players alone (D-245) and the money is public: every
    other seat's view, page and log stay the same when what it cannot see is drawn again (tests/hidden.py)."""
    game_def = load_game("speakeasy")
    variant = tmp_path / "roles.yaml"
    variant.write_text(EVERYWHERE, encoding="utf-8")
    rules = game_def.load_rules(variants=[str(variant)])
    seen = _events(monkeypatch)
    done = check_game(game_def, rules, 4, 3, ["consigliere", "greedy", "consigliere", "random"], board_every=25)
    happened = {e for e, _, _ in seen}
    assert {"taken", "hired_out"} <= happened, happened
    assert done.private and done.lines and done.differed
