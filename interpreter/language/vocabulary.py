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

ParamType = Literal["amount", "money", "signed", "word", "words", "amount_or_money", "player", "setting"]


@dataclass(frozen=True, slots=True)
class Param:
    """One positional parameter.

    ``type`` is one of: ``amount`` (a number), ``money`` (a ``$`` amount),
    ``amount_or_money`` (either), ``signed`` (a number that may be negative),
    ``word`` (one of ``choices``), ``words`` (one or more of ``choices`` joined
    with ``or``: the player picks), ``player`` (a player the effect names: ``you``
    or a role bound before it, written ``to you``), ``setting`` (the value of the setting named before
    it: `on`/`off` for a switch, a number written out for a limit; the checker reads which).
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
    binds: tuple[str, ...] = ()  # roles it names for the steps after it (`swap_capo` binds `displaced`)
    fires: tuple[str, ...] = ()  # events it makes happen (a trigger on one of them may not run it)
    # events it makes happen to its performer only when the performer acts for another player's effect (inside
    # `as …:`: a `give` there is a `taken`), and events it makes happen to players other than its performer (an
    # ambush that hires other players' family members: `hired_out`); the checker's loops read all three
    fires_as: tuple[str, ...] = ()
    fires_others: tuple[str, ...] = ()
    doc: str = ""
    # a parameter or option that must be written as a number from lo to hi (`look 3 card fleet keep=1`): the
    # engine lays out that many things at once, so the checker, not play, holds it to its bounds
    bounds: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    # (a, b): the number written for a is at most the one written for b (`keep` at most the cards looked at)
    within: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happens in a game, which a persistent component may wait for.

    ``lasts``: the engine holds it while it goes on, so `when EVENT: modify …` applies during it;
    ``everyone``: it happens to every player at once (the end of a round) rather than to one (its
    subject, who sells); ``binds``: roles it names for a trigger's effect."""

    doc: str
    lasts: bool = True
    everyone: bool = False
    binds: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Setting:
    """A rule that is not a number to add to (D-310): a switch (``on``/``off``: whether trucks cross the Park)
    or a limit (a number from ``bounds[0]`` to ``bounds[1]``: how many nightclubs a player may have in one
    borough). Its value for the table is the rules' (a variant's `change:` writes it by its path); a
    component's `set PATH VALUE` changes it for its owner, or with `everyone` for every player — unless
    ``table`` says why only the table's rules may change it (a component's `set` is then refused)."""

    doc: str
    kind: Literal["switch", "limit"] = "switch"
    bounds: tuple[int, int] = (0, 0)
    table: str = ""


@dataclass(frozen=True, slots=True)
class NounSpec:
    """A countable thing: its filters (flags) and keyed filters with their values.

    ``quantified``: `some(x in NOUN[...], cond)` and `all(...)` may range over it. ``owned``: a selector
    of it always means the acting player's own things, `mine` or not (a ledger, a card in hand); otherwise
    it means everyone's unless it says `mine` (a building) — the text says "you have" only for yours."""

    flags: tuple[str, ...] = ()
    keys: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    quantified: bool = False
    owned: bool = False


@dataclass(frozen=True, slots=True)
class Function:
    """A function usable in numbers. ``arity``: the exact number of arguments, or -1 for one or more;
    ``selector``: its one argument is a selector (``count(building[mine])``), else numbers."""

    arity: int
    doc: str
    selector: bool = False


# The functions of every game: evaluated by the core (interpreter/machine/evaluate.py). `most`,
# `least` and the others read a number for other players: what it is for each of them.
CORE_FUNCTIONS: dict[str, Function] = {
    "count": Function(1, "how many things a selector matches", selector=True),
    "highest": Function(-1, "the highest of several quantities"),
    "lowest": Function(-1, "the lowest of several quantities"),
    "most": Function(1, "the highest value of a number among all players (you included)"),
    "least": Function(1, "the lowest value of a number among all players (you included)"),
    "opponents_most": Function(1, "the highest value of a number among your opponents"),
    "opponents_least": Function(1, "the lowest value of a number among your opponents"),
    "yours": Function(1, "a number as it is for you, the player the effect is for (inside `as …:`)"),
    "leaders": Function(1, "how many players share the most of a number (1 when one leads alone): the leader(s)"),
}
PER_PLAYER = ("most", "least", "opponents_most", "opponents_least", "yours", "leaders")

MODIFY = "modify"  # the verb of what stays with a component: `modify NAME +N` (interpreter/machine/passives.py)
EVERYONE = "everyone"  # `modify NAME +N everyone`: the modifier applies to every player, not only its owner
SET = "set"  # the other verb of what stays: `set PATH VALUE` changes a setting of the rules (D-310)
SWITCH = {"on": True, "off": False}  # a switch's two values as an effect writes them
KEPT = (MODIFY, SET)  # the calls that stay with a component and are never run
YOU = "you"  # the player an effect is for, whoever performs a step of it (a role every effect has)
GROUPS = {"opponent": "each other player", "player": "every player, you included"}  # `as each …:`, `as an …:`


@dataclass(frozen=True)
class Vocabulary:
    """The words of one game. Build it with ``Vocabulary.of(...)``, which adds the shared words."""

    verbs: Mapping[str, Verb]
    nouns: Mapping[str, NounSpec]
    quantities: Mapping[str, str]  # name -> what it means (usable as a bare word in numbers)
    functions: Mapping[str, Function]
    modifiers: Mapping[str, str]  # what `modify NAME N` may adjust: the game's named modifiers
    numbers: Mapping[str, str]  # and the numbers of its rules, by their path (`game.safe_rate`)
    events: Mapping[str, Event]  # `when EVENT:`
    roles: Mapping[str, str]  # `as ROLE:`, `to ROLE` — another player the game names; `you` is every game's
    context_names: Mapping[str, str]  # words a filter compares with, bound by where an effect runs (`here`)
    # what an author may write meaning something else: a verb (`get`) or a verb and a word (`gain goon`) ->
    # what to write instead (`hire 1 goon free`), for the checker's "did you mean"
    synonyms: Mapping[str, str] = field(default_factory=dict)
    # a modifier the game reads only while one event lasts -> that event (`influence` only while you
    # protect): `when protect: modify influence +2` says no more than `modify influence +2`
    read_during: Mapping[str, str] = field(default_factory=dict)
    # another spelling of a word, meaning exactly it (`leverage` -> `influence`): resolved on the parsed tree
    # (language/aliases.py), so nothing after the parser ever meets the alias
    aliases: Mapping[str, str] = field(default_factory=dict)
    # the rules that are not numbers, by their path (`map.trucks_through_park`): what `set PATH VALUE` changes
    settings: Mapping[str, Setting] = field(default_factory=dict)
    cache: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)  # bound calls (bind.py)

    @classmethod
    def of(cls, *, verbs: Mapping[str, Verb], nouns: Mapping[str, NounSpec], quantities: Mapping[str, str],
           functions: Mapping[str, Function] | None = None, modifiers: Mapping[str, str] | None = None,
           numbers: Mapping[str, str] | None = None, events: Mapping[str, Event] | None = None,
           roles: Mapping[str, str] | None = None, context_names: Mapping[str, str] | None = None,
           synonyms: Mapping[str, str] | None = None, read_during: Mapping[str, str] | None = None,
           aliases: Mapping[str, str] | None = None, settings: Mapping[str, Setting] | None = None) -> Vocabulary:
        """A game's vocabulary with the shared words; the verb ``modify`` when it has something to modify."""
        functions, modifiers, numbers = functions or {}, modifiers or {}, numbers or {}
        clash = (set(functions) & set(CORE_FUNCTIONS)) | ({MODIFY, SET} & set(verbs)) | ({YOU} & set(roles or {}))
        if clash:
            raise ValueError(f"a game cannot redefine the shared words {sorted(clash)}")
        all_verbs = dict(verbs)
        if modifiers or numbers:
            all_verbs[MODIFY] = Verb((Param("what", "word", (*modifiers, *numbers)), Param("amount", "signed")),
                                     flags=(EVERYONE,), doc="a persistent modifier while the component is yours "
                                     "(of a number of the rules: for you, or with `everyone` for every player)")
        if settings:
            all_verbs[SET] = Verb((Param("setting", "word", tuple(settings)), Param("value", "setting")), flags=(EVERYONE,),
                                  doc="a setting of the rules changed while the component is yours (a switch `on` or "
                                  "`off`, a limit to a number): for you, or with `everyone` for every player")
        return cls(all_verbs, dict(nouns), dict(quantities), {**CORE_FUNCTIONS, **functions}, dict(modifiers),
                   dict(numbers), dict(events or {}), dict(roles or {}), dict(context_names or {}), dict(synonyms or {}),
                   dict(read_during or {}), dict(aliases or {}), dict(settings or {}))

    def charges(self) -> list[str]:
        """The verbs that are one-shot charges (`once: VERB`)."""
        return [k for k, v in self.verbs.items() if v.charge]

    def costs(self) -> list[str]:
        """The verbs that may stand before `->`."""
        return [k for k, v in self.verbs.items() if v.cost]
