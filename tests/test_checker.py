"""Layer 2: the vocabulary checker — what parses but means nothing is refused, with a position."""

from __future__ import annotations

import pytest

from interpreter.games.speakeasy import vocabulary as V
from interpreter.language.checker import check
from interpreter.language.parser import parse

VALID = [
    ("gain 1 ledger", "effect"),
    ("gain $5 safe", "effect"),
    ("gain 1 family_member dock", "effect"),
    ("hire 2 goon free", "effect"),
    ("take card any", "effect"),
    ("take card vip or party", "effect"),
    ("raise strength or business", "effect"),
    ("raise fleet by=2", "effect"),
    ("build speakeasy or still", "effect"),
    ("take_over speakeasy ignore_defense", "effect"),
    ("play card fleet range=2", "effect"),
    ("play card bonus_only", "effect"),
    ("pay $2 -> sell", "effect"),
    ("pay 2 influence -> protect", "effect"),
    ("modify sell_limit +1", "effect"),
    ("when protect: modify influence +2", "effect"),
    ("once: auto_defend still", "effect"),
    ("swap_capo; as displaced: choose { gain 1 influence | take city_tile }", "effect"),
    ("choose 2 different { play card | repeat up to 2: use city_tile | repeat up to 3: cook }", "effect"),
    ("gain $(4 * count(ledger[mine placed])) safe", "effect"),
    ("4 * highest(vip, party, still, fleet)", "expr"),
    ("count(family_member[dock=attacked])", "expr"),
    ("{2: 5, 3: 3, 4: 3}", "expr"),
    ("tracks_at_least(3) >= 4", "cond"),
    ("some(d in district[borough=here], count(building[mine protected kind=speakeasy district=d]) >= 2)", "cond"),
    ("all(b in borough[], count(building[mine kind=speakeasy borough=b]) >= 1)", "cond"),
    ("districts(building[mine protected]) >= 3", "cond"),
    # triggers, players, rule numbers, control, once (issue 13)
    ("when sell: gain $1", "effect"),
    ("when sell: may gain $1", "effect"),
    ("when another sell: gain $1", "effect"),
    ("when round_end: if cash == most(cash): gain 1 ledger", "effect"),
    ("when lose: hire 1 goon free; when protect: modify influence +1", "effect"),
    ("when sell: once: gain $3", "effect"),
    ("when displaced: as displacer: give $2 to you", "effect"),
    ("once: gain $5", "effect"),
    ("as each opponent: may give $1 to you", "effect"),
    ("as each player: gain $1", "effect"),
    ("as each opponent where cash > yours(cash): give $1 to you", "effect"),
    ("as an opponent where count(card[hand]) >= 2: give 1 card to you", "effect"),
    ("as a player: gain 1 ledger", "effect"),
    ("swap_capo; give 1 influence to displaced", "effect"),
    ("as an opponent: give 2 barrel to you", "effect"),  # still to still (D-355)
    ("modify game.safe_rate -1", "effect"),
    ("modify board.payouts +5 everyone", "effect"),
    ("count(district[controlled borough=uptown]) >= 2", "cond"),
    ("count(borough[majority]) >= 1 and opponents_most(count(building[mine kind=casino])) == 0", "cond"),
    ("least(count(building[mine])) + opponents_least(infamy)", "expr"),
    ("repeat 20: gain $1000", "effect"),
    ("repeat 5: repeat 20: gain $1", "effect"),
]


@pytest.mark.parametrize(("text", "kind"), VALID, ids=[v[0][:40] for v in VALID])
def test_valid_texts_check_clean(text: str, kind: str) -> None:
    assert check(parse(text, kind), V.VOCABULARY) == []  # type: ignore[arg-type]


INVALID = [
    # (text, kind, message fragment, column of the first problem)
    ("gian 1 ledger", "effect", "unknown verb 'gian' (did you mean 'gain'?)", 1),
    ("gain 1 ledgr", "effect", "unexpected argument 'ledgr' to 'gain' (did you mean 'ledger'?)", 8),
    ("gain 2", "effect", "'gain' needs what to gain", 1),
    ("raise busness", "effect", "'busness' is not a valid track (did you mean 'business'?)", 7),
    ("raise any", "effect", "'any' is not a valid track", 7),
    ("build", "effect", "'build' is missing its kind", 1),
    ("build speakeasy or hotel", "effect", "'hotel' is not a valid kind", 20),
    ("play card range=x", "effect", "unknown quantity 'x'", 17),
    ("play card reach=2", "effect", "'play' has no option 'reach'", 11),
    ("deliver range=1 range=2", "effect", "'deliver' is given its option 'range' twice", 17),
    ("gain 2 -> sell", "effect", "'gain' is not a cost", 1),
    ("when protec: modify defense +1", "effect", "unknown event 'protec' (did you mean 'protect'?)", 1),
    ("when sell: (modify sell_limit +1; gain $1)", "effect", "either modifies numbers while the event lasts or runs", 35),
    ("when open: modify defense +1", "effect", "'open' happens at a moment and does not last", 1),
    ("when another protect: modify influence +1", "effect", "a modifier applies to its owner only", 1),
    ("when another round_end: gain $1", "effect", "happens to every player at once", 1),
    ("when sell: sell", "effect", "'sell' makes 'sell' happen again (you): this trigger would run itself forever", 12),
    ("when another deliver: as each opponent: deliver", "effect", "happen again (another player)", 41),
    ("when sell: modify sell_limit +1; when sell: when sell: gain $1", "effect", "this effect is run once", 45),
    ("once: modify sell_limit +1", "effect", "'once:' holds an effect to run once", 7),
    ("when sel: gain $1", "effect", "unknown event 'sel' (did you mean 'sell'?); events: protect,", 1),
    ("as displaced: gain $1", "effect", "'as displaced': nothing before it names the displaced player", 1),
    ("as displacer: gain $1", "effect", "named by 'when displaced:'", 1),
    ("gain $1; as each opponents: gain $1", "effect", "a group of players is one of opponent, player", 10),
    ("give $1 to winner", "effect", "unknown player 'winner'; players: ambusher, displaced, displacer, taker, you", 9),
    ("give $1", "effect", "'give' needs a player", 1),
    ("give 1 ledger to you", "effect", "unexpected argument 'ledger' to 'give'", 8),
    ("give barrel to you", "effect", "unknown quantity 'barrel'", 6),  # a count first, as every gift (D-355)
    ("give 1 barrels to you", "effect", "(did you mean 'barrel'?)", 8),
    ("give 2 barrel", "effect", "'give' needs a player", 1),
    ("gain 1 goon", "effect", "(to gain a goon, write 'hire 1 goon free')", 8),
    ("get $3", "effect", "unknown verb 'get' (to get, write 'gain')", 1),
    ("modify game.safe_rat -1", "effect", "(did you mean 'game.safe_rate'?)", 8),
    ("count(borough[biggest])", "expr", "'borough' has no filter 'biggest'", 15),
    ("most(building[mine])", "expr", "wrap the selector in count", 6),
    # every number bounded (docs/limits.md)
    ("repeat 21: gain $1", "effect", "a repeat count is at most 20", 8),
    ("repeat 5: repeat 5: repeat 5: gain $1", "effect", "repeats inside repeats run their body at most 100", 21),
    ("repeat 3: repeat 5: repeat (cash): gain $1", "effect", "a count worked out in play counts as 20", 21),
    ("gain $1001", "effect", "a number in an effect is at most 1000", 7),
    ("count(building[mine]) >= 5000", "cond", "a number in an effect is at most 1000", 26),
    ("auto_defend still", "effect", "'auto_defend' is a one-shot charge: write 'once: auto_defend ...'", 1),
    ("may free_assist", "effect", "'free_assist' is a one-shot charge", 5),
    ("as winner: sell", "effect", "unknown player 'winner'", 1),
    ("choose 3 different { sell | produce }", "effect", "cannot choose 3 different of 2 options", 1),
    ("repeat 0: sell", "effect", "a repeat count must be at least 1", 8),
    ("modify defence +1", "effect", "'defence' is not a valid what (did you mean 'defense'?)", 8),
    ("hire 1 goon cheap", "effect", "unexpected argument 'cheap'", 13),
    ("take card vip or hotel", "effect", "'hotel' is not a valid kind", 18),
    ("hire $2 goon", "effect", "amount is a number, not money", 6),
    ("strenght + 1", "expr", "unknown quantity 'strenght' (did you mean 'strength'?)", 1),
    ("cnt(building[mine])", "expr", "unknown function 'cnt' (did you mean 'count'?)", 1),
    ("count(strength)", "expr", "'count' counts a selector", 7),
    ("count(building[mine], building[mine])", "expr", "'count' takes 1 argument, got 2", 1),
    ("highest(building[mine])", "expr", "wrap the selector in count", 9),
    ("count(buildings[mine])", "expr", "unknown noun 'buildings' (did you mean 'building'?)", 7),
    ("count(building[mien])", "expr", "'building' has no filter 'mien' (did you mean 'mine'?)", 16),
    ("count(building[kind=casno])", "expr", "'casno' is not a value of building kind (did you mean 'casino'?)", 16),
    ("count(building[colour=red])", "expr", "'building' has no key 'colour'", 16),
    ("count(building[district=d])", "expr", "'d' is not a value of building district", 16),
    ("{2: 5, 2: 3}", "expr", "player count 2 appears twice", 1),
    ("some(x in building[mine], true)", "cond", "ranges over district[...] or borough[...]", 11),
]


@pytest.mark.parametrize(("text", "kind", "message", "column"), INVALID, ids=[v[0][:40] for v in INVALID])
def test_invalid_texts_are_reported(text: str, kind: str, message: str, column: int) -> None:
    problems = check(parse(text, kind), V.VOCABULARY)  # type: ignore[arg-type]
    assert problems, f"{text!r} should not check"
    assert message in problems[0].message
    assert problems[0].pos.column == column


def test_all_problems_are_reported_not_just_the_first() -> None:
    problems = check(parse("gian 1 ledger; raise busness; modify defence +1"), V.VOCABULARY)
    assert len(problems) == 3


def test_every_verb_is_documented() -> None:
    text = open("docs/dsl.md", encoding="utf-8").read()
    for verb in V.VOCABULARY.verbs:
        assert f"| `{verb}` |" in text, f"verb {verb} missing from docs/dsl.md"
    for noun in V.NOUNS:
        assert f"| `{noun}` |" in text, f"noun {noun} missing from docs/dsl.md"
    for fn in V.VOCABULARY.functions:
        assert f"`{fn}(" in text, f"function {fn} missing from docs/dsl.md"


# A misspelled name is found wherever it stands: every place the checker must look into, each with the
# column of the mistake (a checker that stopped visiting one of them would let it pass `check` and fail
# at run time). (text, kind, message fragment, column)
NESTED = [
    ("if strenght >= 3: gain $1", "effect", "unknown quantity 'strenght'", 4),          # an if's condition, left
    ("if 3 <= strenght: gain $1", "effect", "unknown quantity 'strenght'", 9),          # ... and right
    ("gain $(strenght + 1)", "effect", "unknown quantity 'strenght'", 8),               # arithmetic, left
    ("gain $(1 + strenght)", "effect", "unknown quantity 'strenght'", 12),              # ... and right
    ("gain $(2 * strenght)", "effect", "unknown quantity 'strenght'", 12),
    ("gain $(6 / strenght)", "effect", "unknown quantity 'strenght'", 12),
    ("gain $(strenght max 3)", "effect", "unknown quantity 'strenght'", 8),             # a cap, either side
    ("gain $(3 max strenght)", "effect", "unknown quantity 'strenght'", 14),
    ("gain $(-strenght)", "effect", "unknown quantity 'strenght'", 9),
    ("repeat strenght: gain $1", "effect", "unknown quantity 'strenght'", 8),           # repeat counts
    ("repeat up to strenght: gain $1", "effect", "unknown quantity 'strenght'", 14),
    ("repeat 2: gian $1", "effect", "unknown verb 'gian'", 11),                         # bodies
    ("once: gian $1", "effect", "unknown verb 'gian'", 7),
    ("when sell: once: gian $1", "effect", "unknown verb 'gian'", 18),
    ("as each opponent: gian $1", "effect", "unknown verb 'gian'", 19),
    ("as a player: gian $1", "effect", "unknown verb 'gian'", 14),
    ("as each opponent where cahs > 1: gain $1", "effect", "unknown quantity 'cahs'", 24),
    ("as an opponent where cahs > 1: gain $1", "effect", "unknown quantity 'cahs'", 22),
    ("when sell: gian $1", "effect", "unknown verb 'gian'", 12),
    ("may gian $1", "effect", "unknown verb 'gian'", 5),
    ("choose { gain $1 | gian $1 }", "effect", "unknown verb 'gian'", 20),
    ("choose 2 different { gain $1 | gian $1 | sell }", "effect", "unknown verb 'gian'", 32),
    ("pay $1 -> gian $1", "effect", "unknown verb 'gian'", 11),                         # a paid effect, both sides
    ("gian $1 -> gain $1", "effect", "unknown verb 'gian'", 1),
    ("gain 1 ledger; gian $1", "effect", "unknown verb 'gian'", 16),
    ("play card range=strenght", "effect", "unknown quantity 'strenght'", 17),          # an option's value
    ("when protect: modify influence strenght", "effect", "unknown quantity 'strenght'", 32),
    ("{2: strenght, 3: 3, 4: 3}", "expr", "unknown quantity 'strenght'", 5),            # player-count tables
    ("{2: 3, 3: 3, 4: strenght}", "expr", "unknown quantity 'strenght'", 17),
    ("highest(vip, strenght)", "expr", "unknown quantity 'strenght'", 14),              # a function's arguments
    ("count(building[mine]) + strenght", "expr", "unknown quantity 'strenght'", 25),
    ("gain $(count(buildin[mine]))", "effect", "unknown noun 'buildin'", 14),
    ("some(d in district[borugh=uptown], true)", "cond", "'district' has no key 'borugh'", 20),  # quantifier domains
    ("all(b in borough[], strenght >= 1)", "cond", "unknown quantity 'strenght'", 21),   # ... and bodies
    ("some(d in district[], count(building[mine district=e]) >= 1)", "cond", "'e' is not a value", 43),
    ("not strenght >= 1", "cond", "unknown quantity 'strenght'", 5),                    # and, or, not
    ("strenght >= 1 and true", "cond", "unknown quantity 'strenght'", 1),
    ("true and strenght >= 1", "cond", "unknown quantity 'strenght'", 10),
    ("strenght >= 1 or true", "cond", "unknown quantity 'strenght'", 1),
    ("true or strenght >= 1", "cond", "unknown quantity 'strenght'", 9),
]


@pytest.mark.parametrize(("text", "kind", "message", "column"), NESTED, ids=[v[0][:40] for v in NESTED])
def test_a_mistake_is_found_wherever_it_is_nested(text: str, kind: str, message: str, column: int) -> None:
    problems = check(parse(text, kind), V.VOCABULARY)  # type: ignore[arg-type]
    assert [(p.pos.column, message in p.message) for p in problems] == [(column, True)]


# The checker's own limits, on both sides: (text, kind, message fragment or None for clean, column)
EDGES = [
    ("choose 0 different { sell | produce }", "effect", "cannot choose 0 different of 2 options", 1),
    ("choose 1 different { sell | produce }", "effect", None, 0),
    ("choose 2 different { sell | produce }", "effect", None, 0),       # as many as there are options
    ("repeat 1: sell", "effect", None, 0),                               # the least repeat count
    ("hire -1 goon", "effect", "amount cannot be negative", 6),
    ("hire 0 goon", "effect", None, 0),
    ("gain 1 or 2 ledger", "effect", "amount takes a number, not alternatives", 6),
    ("take city_tile or helper", "effect", "what takes one word, not alternatives", 6),
    ("gain 1 ledger dock or vip", "effect", "where takes one word, not alternatives", 15),
    ("raise 3", "effect", "track must be one of: strength, vip", 7),
    ("count()", "expr", "'count' takes 1 argument, got 0", 1),
    ("highest()", "expr", "'highest' takes one or more arguments, got 0", 1),
    ("highest(vip)", "expr", None, 0),
    ("count(goon[mine x=y])", "expr", "'goon' has no key 'x' (keys: none)", 17),
    ("count(mob_speakeasy[mine])", "expr", "'mob_speakeasy' has no filter 'mine' (filters: none)", 21),
    ("when sell: sell; sell", "effect", "'sell' makes 'sell' happen again (you)", 12),
    ("when sell: (gain $1; sell; produce; sell)", "effect", "'sell' makes 'sell' happen again (you)", 22),  # the first
    ("choose { swap_capo | as displaced: gain $1 }", "effect", "'as displaced': nothing before it names", 22),
    ("sell x=1", "effect", "'sell' has no option 'x' (options: none)", 6),
    ("hire 1", "effect", "'hire' is missing its what (one of goon)", 1),
    ("modify sell_limit", "effect", "'modify' is missing its amount (a signed number such as +1)", 1),
    ("when displaced: gain $1; as displacer: gain $1", "effect", "'as displacer': nothing before it names", 26),
    ("once: free_assist", "effect", None, 0),
    ("give 1 card to displacer", "effect", "'to displacer': nothing before it names", 13),
]


@pytest.mark.parametrize(("text", "kind", "message", "column"), EDGES, ids=[v[0][:40] for v in EDGES])
def test_the_checkers_limits_on_both_sides(text: str, kind: str, message: str | None, column: int) -> None:
    problems = check(parse(text, kind), V.VOCABULARY)  # type: ignore[arg-type]
    if message is None:
        assert problems == []
    else:
        assert [(p.pos.column, message in p.message) for p in problems] == [(column, True)]


# Where a step may stand (the module docstring of checker.py): (text, placement, message fragment or None, column)
PLACEMENTS = [
    ("gain $1", "stays", "this effect stays with its owner and is never run", 1),
    ("modify sell_limit +1", "stays", None, 0),
    ("once: gain $1", "stays", None, 0),                 # a once-per-game ability
    ("modify sell_limit +1", "runs", "this effect is run once and not kept", 1),
    ("gain $1; when sell: gain $1", "runs", "this effect is run once and not kept", 10),
    ("may (gain $1; modify sell_limit +1)", "runs", "this effect is run once and not kept", 15),
    ("once: gain $1", "runs", None, 0),                  # the first time it is reached
    ("once: free_assist", "runs", "a one-shot charge is kept until the game spends it", 1),
    ("once: gain $1", "both", "this effect is run when you ally", 1),
    ("once: free_assist", "both", None, 0),
    ("when sell: gain $1", "both", None, 0),
    ("gain $1", "both", None, 0),
]


@pytest.mark.parametrize(("text", "placement", "message", "column"), PLACEMENTS, ids=[f"{v[1]}: {v[0]}"[:40] for v in PLACEMENTS])
def test_where_a_step_may_stand(text: str, placement: str, message: str | None, column: int) -> None:
    problems = check(parse(text), V.VOCABULARY, placement)  # type: ignore[arg-type]
    if message is None:
        assert problems == []
    else:
        assert [(p.pos.column, message in p.message) for p in problems] == [(column, True)]


def test_a_condition_or_a_number_has_no_placement() -> None:
    """Placement is about effects: checking a condition with one only checks the condition."""
    assert check(parse("cash >= 1", "cond"), V.VOCABULARY, "stays") == []


# ------------------------------------------------------------------ loops between triggers (loops.py)
@pytest.mark.parametrize(("text", "mine", "theirs"), [
    ("sell; produce", ["sell", "produce"], []),
    ("as each opponent: sell", [], ["sell"]),
    ("as an opponent: sell", [], ["sell"]),
    ("swap_capo; as displaced: sell", ["swap_capo"], ["sell"]),
    ("as you: sell", ["sell"], []),                         # `you` is the owner: their own call
    ("as each player: (sell; as you: produce)", [], ["sell", "produce"]),  # inside another's turn, still another's
])
def test_whose_calls_an_effect_makes(text: str, mine: list[str], theirs: list[str]) -> None:
    from interpreter.language.loops import calls_by

    got = calls_by(parse(text))
    assert ([c.verb for c in got[0]], [c.verb for c in got[1]]) == (mine, theirs)


@pytest.mark.parametrize(("triggers", "cycles"), [
    ({"a": "when sell: produce", "b": "when produce: sell"}, [["a", "b"]]),        # found once, from its first
    ({"a": "when sell: produce", "b": "when produce: deliver", "c": "when deliver: sell"}, [["a", "b", "c"]]),
    ({"a": "when sell: produce", "b": "when produce: deliver"}, []),              # a chain that ends
    ({"a": "when another sell: sell"}, []),                                       # itself: reported where it stands
    ({"a": "when sell: produce", "b": "when produce: sell", "c": "when deliver: sell"}, [["a", "b"]]),
    ({"x": "when deliver: sell", "a": "when sell: produce", "b": "when produce: (sell; deliver)"},
     [["x", "a", "b"], ["a", "b"]]),                                               # the shortest way back from each
])
def test_loops_between_triggers(triggers: dict[str, str], cycles: list[list[str]]) -> None:
    from interpreter.language.loops import trigger_cycles

    whens = [(name, parse(text)) for name, text in triggers.items()]
    found = trigger_cycles(whens, V.VOCABULARY)  # type: ignore[arg-type]
    assert [[name for name, _ in cycle] for cycle in found] == cycles


@pytest.mark.parametrize(("text", "message"), [
    ("pair(1)", "'pair' takes 2 arguments, got 1"),
    ("pair(1, 2, 3)", "'pair' takes 2 arguments, got 3"),
    ("pair(1, 2)", None),
    ("zero(1)", "'zero' takes 0 arguments, got 1"),
    ("zero()", None),
])
def test_a_games_functions_of_any_arity(text: str, message: str | None) -> None:
    """The vocabulary is a game's: a function may take no argument or several (the checker counts them)."""
    from dataclasses import replace

    from interpreter.language.vocabulary import Function

    vocabulary = replace(V.VOCABULARY, functions={**V.VOCABULARY.functions, "pair": Function(2, "two numbers"),
                                                  "zero": Function(0, "no number")})
    problems = check(parse(text, "expr"), vocabulary)
    assert [p.message for p in problems] == ([] if message is None else [message])
