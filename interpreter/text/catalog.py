"""Which messages a locale must define: the language's own, those a vocabulary implies, and the game's.

A message is required when some AST node, component or screen can ask for it. The check
(check.py) reports missing ones, messages with other variables than English, and messages
nothing can ask for.
"""

from __future__ import annotations

from typing import Any

from ..language.vocabulary import GROUPS, PER_PLAYER, Vocabulary
from .kit import TextKit
from .render import OPS, mod_key

# The effect language's own constructs (interpreter/text/locales/*/structure.ftl).
STRUCTURE = frozenset({
    "seq", "seq-after", "seq-kept", "once-ability", "block", "may", "may-repeat-up-to", "choose-one",
    "choose-different", "choose-all", "repeat",
    "repeat-up-to", "if", "once", "when", "when-during", "paid", "list-or", "list-or-long", "list-and", "money",
    "per-players", "capped", "per-each", "per-unit", "op-plus", "op-minus", "op-times", "op-divided",
    "the-number-of", "fn-highest", "fn-lowest", "cond-and", "cond-or", "cond-not", "cond-true", "cond-false",
    "player-you", "mod-everyone", "as-do",
    *(f"as-{scope}{may}" for scope in ("role", "each", "each-where", "chosen", "chosen-where") for may in ("", "-may")),
    *(f"fn-{name}" for name in PER_PLAYER if name != "yours"),
    *(f"group-{name}" for name in GROUPS),
    *(f"{kind}-{op}" for kind in ("have", "is") for op in OPS.values()),
})
# What the machine asks while any game runs: the questions of `may`, `choose`, `repeat up to`, `as a
# player`, the order of a player's triggers, and what it logs itself (ui.ftl).
UI = frozenset({"player", "prompt-may", "prompt-choose", "prompt-repeat", "opt-yes", "opt-no", "opt-node", "opt-done",
                "opt-again", "opt-stop", "prompt-player", "opt-player", "prompt-trigger-order", "opt-trigger",
                "log-once"})
# Messages a language may define and English need not: the default measure word.
OPTIONAL = frozenset({"measure-default"})


def vocabulary_keys(v: Vocabulary, noun_keys: tuple[str, ...] = ()) -> set[str]:
    """The messages a vocabulary implies: a word per noun, a phrase per quantity, modifier, event and
    role; `some-NOUN`/`all-NOUN` for the nouns `some`/`all` range over; per keyed filter (except those
    that name the noun itself) its qualifiers, and a place per value it may take."""
    keys = {f"word-{n}" for n in v.nouns}
    keys |= {f"q-{q}" for q in v.quantities} | {f"unit-{q}" for q in v.quantities}
    keys |= {mod_key(m) for m in (*v.modifiers, *v.numbers)} | {f"event-{e}" for e in v.events}
    keys |= {f"role-{r}" for r in v.roles}
    keys |= {f"{quantifier}-{n}" for n, spec in v.nouns.items() if spec.quantified for quantifier in ("some", "all")}
    for spec in v.nouns.values():
        for key, values in spec.keys.items():
            if key in noun_keys:
                continue
            keys |= {f"qual-{key}-is", f"qual-{key}-bound"} | {f"place-{value}" for value in values}
    keys |= {f"place-{name}" for name in v.context_names}
    return keys


def required_attributes(v: Vocabulary) -> dict[str, set[str]]:
    """Attributes a vocabulary's messages need: an event's `.another` (another player's, for a
    `when another`) unless it happens to everyone, its `.during` (a modifier while it lasts) if it
    lasts; a role's `.object` (`give $1 to displacer`)."""
    out: dict[str, set[str]] = {}
    for name, event in v.events.items():
        out[f"event-{name}"] = ({"during"} if event.lasts else set()) | (set() if event.everyone else {"another"})
    for role in v.roles:
        out[f"role-{role}"] = {"object"}
    for group in GROUPS:
        out[f"group-{group}"] = {"one"}
    return {k: a for k, a in out.items() if a}


# Messages that may stand in a step another player performs (`as …:`) or a number of every player
# (`most(cash)`): one that says "you" in English needs `.they` ("their cash") in every language, and a
# quantity or a filter of one's own things needs `.bare` ("cash", no owner) — see render.py.
THEY_PREFIXES = ("q-", "unit-", "qual-", "adj-", "verb-", "track-", "have-", "may", "districts-", "tracks-", "mod-")
BARE_KEYS_PREFIXES = ("q-",)


def filter_choices(v: Vocabulary) -> list[tuple[str, str]]:
    """(noun, flag) pairs: each needs one of adj-NOUN-FLAG, adj-FLAG, qual-NOUN-FLAG, qual-FLAG."""
    return [(noun, flag) for noun, spec in v.nouns.items() for flag in spec.flags]


def required(kit: TextKit, rules: Any | None) -> set[str]:
    """Every message a game's text can ask for (with a rule set: its components' names too)."""
    keys = set(STRUCTURE) | set(UI) | vocabulary_keys(kit.vocabulary, kit.renderer.noun_keys) | set(kit.keys)
    # a verb whose words do not depend on its arguments is its message, `verb-NAME`
    keys |= {f"verb-{name}" for name in kit.vocabulary.verbs if not hasattr(kit.renderer, "verb_" + name)}
    keys |= {f"kind-{kind}" for kind in kit.kinds.values()}
    if rules is not None:
        keys |= set(kit.named(rules))
    return keys


def filter_keys(kit: TextKit) -> set[str]:
    """The messages that may word a filter (each filter needs one of its four, see ``filter_choices``)."""
    choices = filter_choices(kit.vocabulary)
    keys = {f"{kind}-{noun}-{flag}" for noun, flag in choices for kind in ("adj", "qual")}
    return keys | {f"{kind}-{flag}" for _, flag in choices for kind in ("adj", "qual")}
