"""What a vocabulary is: the words a game gives the effect language.

The grammar knows only shapes (calls, selectors, functions, `when EVENT:`); a ``Vocabulary``
says which verbs, nouns, quantities, functions, modifiers, events and roles exist and what
their arguments are. The checker validates every AST against one, the binder reads calls with
it, the engine implements exactly its verbs and the text layer has a message for each word. A
game declares its vocabulary as data (``interpreter/games/<game>/vocabulary.py``); this module
only defines the shapes and the few words every game shares: the functions ``count``,
``highest`` and ``lowest`` and the verb ``modify``, which adjusts a game's modifiers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

ParamType = Literal["amount", "money", "signed", "word", "words", "amount_or_money"]


@dataclass(frozen=True, slots=True)
class Param:
    """One positional parameter.

    ``type`` is one of: ``amount`` (a number), ``money`` (a ``$`` amount),
    ``amount_or_money`` (either), ``signed`` (a number that may be negative),
    ``word`` (one of ``choices``), ``words`` (one or more of ``choices`` joined
    with ``or``: the player picks).
    """

    name: str
    type: ParamType
    choices: tuple[str, ...] = ()
    optional: bool = False


@dataclass(frozen=True, slots=True)
class Verb:
    params: tuple[Param, ...]
    flags: tuple[str, ...] = ()  # bare words after the parameters, e.g. `free`
    kwargs: Mapping[str, ParamType] = field(default_factory=dict)  # name -> type (amount/signed)
    cost: bool = False  # may stand before `->`
    noun_unless_money: bool = False  # `gain 2` is an error; `gain $2` and `gain 2 ledger` are fine
    charge: bool = False  # a one-shot charge the engine spends at its moment: only as `once: VERB`
    doc: str = ""


@dataclass(frozen=True, slots=True)
class NounSpec:
    """A countable thing: its filters (flags) and keyed filters with their values.

    ``quantified``: `some(x in NOUN[...], cond)` and `all(...)` may range over it."""

    flags: tuple[str, ...] = ()
    keys: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    quantified: bool = False


@dataclass(frozen=True, slots=True)
class Function:
    """A function usable in numbers. ``arity``: the exact number of arguments, or -1 for one or more;
    ``selector``: its one argument is a selector (``count(building[mine])``), else numbers."""

    arity: int
    doc: str
    selector: bool = False


# The functions of every game: evaluated by the core (interpreter/machine/evaluate.py).
CORE_FUNCTIONS: dict[str, Function] = {
    "count": Function(1, "how many things a selector matches", selector=True),
    "highest": Function(-1, "the highest of several quantities"),
    "lowest": Function(-1, "the lowest of several quantities"),
}

MODIFY = "modify"  # the verb of what stays with a component: `modify NAME +N` (interpreter/machine/passives.py)


@dataclass(frozen=True)
class Vocabulary:
    """The words of one game. Build it with ``Vocabulary.of(...)``, which adds the shared words."""

    verbs: Mapping[str, Verb]
    nouns: Mapping[str, NounSpec]
    quantities: Mapping[str, str]  # name -> what it means (usable as a bare word in numbers)
    functions: Mapping[str, Function]
    modifiers: Mapping[str, str]  # what `modify NAME N` may adjust
    events: Mapping[str, str]  # `when EVENT:` — set by the engine while the event lasts
    roles: Mapping[str, str]  # `as ROLE:` — another player who acts
    context_names: Mapping[str, str]  # words a filter compares with, bound by where an effect runs (`here`)
    cache: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)  # bound calls (bind.py)

    @classmethod
    def of(cls, *, verbs: Mapping[str, Verb], nouns: Mapping[str, NounSpec], quantities: Mapping[str, str],
           functions: Mapping[str, Function] = {}, modifiers: Mapping[str, str] = {},
           events: Mapping[str, str] = {}, roles: Mapping[str, str] = {},
           context_names: Mapping[str, str] = {}) -> Vocabulary:
        """A game's vocabulary with the shared functions and, when it has modifiers, the verb ``modify``."""
        clash = set(functions) & set(CORE_FUNCTIONS)
        if clash or MODIFY in verbs:
            raise ValueError(f"a game cannot redefine the shared words {sorted(clash | ({MODIFY} & set(verbs)))}")
        all_verbs = dict(verbs)
        if modifiers:
            all_verbs[MODIFY] = Verb((Param("what", "word", tuple(modifiers)), Param("amount", "signed")),
                                     doc="a persistent modifier while the component is yours")
        return cls(all_verbs, dict(nouns), dict(quantities), {**CORE_FUNCTIONS, **functions}, dict(modifiers),
                   dict(events), dict(roles), dict(context_names))

    def charges(self) -> list[str]:
        """The verbs that are one-shot charges (`once: VERB`)."""
        return [k for k, v in self.verbs.items() if v.charge]

    def costs(self) -> list[str]:
        """The verbs that may stand before `->`."""
        return [k for k, v in self.verbs.items() if v.cost]
