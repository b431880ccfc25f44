"""Layer 2: the checker at its edges — each problem said once, where it is, and only where it is.

The cases are the ones mutation testing found unpinned (docs/testing.md): the bound on repeats inside
repeats on both sides of it, a count that is already wrong, counts of sibling repeats, roles named in
one option of a choice, and a mistake that would otherwise be reported again by what it holds.
"""

from __future__ import annotations

import pytest

from interpreter.games.speakeasy import vocabulary as V
from interpreter.language.checker import MAX_REPEAT, MAX_REPEATS_NESTED, check
from interpreter.language.parser import parse

NESTED = f"repeats inside repeats run their body at most {MAX_REPEATS_NESTED} times in all"
TOO_MANY = f"a repeat count is at most {MAX_REPEAT}"


def problems(text: str, placement: str | None = None) -> list[tuple[str, int]]:
    """(the start of each message, its column), in the order reported."""
    found = check(parse(text, "effect"), V.VOCABULARY, placement)  # type: ignore[arg-type]
    return [(p.message, p.pos.column) for p in found]


# (case, text, the messages' starts and columns, exactly): docs/limits.md bounds repeats in all
CASES = [
    ("one repeat over its own limit: said once, as a count, not as repeats inside repeats",
     "repeat 500: gain $1", [(TOO_MANY, 8)]),
    ("a wrong inner count inside a repeat of 2 is too many in all as well",
     "repeat 2: repeat 60: gain $1", [(TOO_MANY, 18), (NESTED, 11)]),
    ("repeats inside repeats reaching the limit exactly, then passing it: said where it is passed",
     "repeat 5: repeat 20: repeat 2: gain $1", [(NESTED, 22)]),
    ("the limit exactly, in all", "repeat 5: repeat 20: gain $1", []),
    ("repeats one after another do not multiply", "repeat 20: gain $1; repeat 10: gain $1", []),
    ("nor do they after a nest of them", "repeat 5: repeat 20: gain $1; repeat 20: repeat 5: gain $1", []),
    ("a role named in one option of a choice is not there in the other",
     "choose { swap_capo; gain $1 | as displaced: gain $1 }",
     [("'as displaced': nothing before it names the displaced player here", 31)]),
    ("a role named in an option is there after it in the same option",
     "choose { swap_capo; as displaced: gain $1 | gain $2 }", []),
    ("alternatives where a number belongs: one problem, not another for each alternative",
     "hire lots or many goon", [("amount takes a number, not alternatives", 6)]),
    ("'once:' holding two steps that stay: said once, at the first",
     "once: (modify sell_limit +1; modify influence +1)", [("'once:' holds an effect to run once", 8)]),
    ("'once:' holding a trigger that modifies: said once, at the trigger",
     "once: when protect: modify influence +2", [("'once:' holds an effect to run once", 7)]),
]


@pytest.mark.parametrize(("text", "want"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_problems_are_reported_once_where_they_are(text: str, want: list[tuple[str, int]]) -> None:
    got = problems(text)
    assert [(m[:len(w)], col) for (m, col), (w, _) in zip(got, want, strict=False)] == want
    assert len(got) == len(want), got


def test_a_modifier_inside_once_in_an_effect_that_only_runs_is_said_to_never_apply() -> None:
    """A helper's effect is run and not kept: `once: modify …` there is refused for what it holds
    (the modifier would never apply), not only for the shape of `once:`."""
    got = problems("gain 1 influence; once: modify sell_limit +1", "runs")
    assert ("this effect is run once and not kept", 25) in [(m[:36], col) for m, col in got]
    got = problems("gain $1; once: as each opponent: modify sell_limit +1", "runs")
    assert ("this effect is run once and not kept", 34) in [(m[:36], col) for m, col in got]
