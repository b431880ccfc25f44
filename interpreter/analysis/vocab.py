"""The words of the effect language an editor offers and colours: the grammar's keywords (read from the
grammar itself, so a new construct is offered as soon as it is in `grammar/effects.lark`) and a game's
vocabulary (verbs, nouns and their filters, events, roles, quantities, functions, modifiers)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..language.parser import _parser
from ..language.vocabulary import GROUPS, YOU, Vocabulary


@lru_cache(maxsize=1)
def keywords() -> dict[str, str]:
    """The grammar's keyword terminals: their lark name (``MAY``) -> the word (``may``)."""
    return {t.name: t.pattern.value for t in _parser().terminals
            if t.pattern.type == "str" and t.pattern.value.isalpha()}


def terminal_text(name: str) -> str | None:
    """The literal text of a grammar terminal (``SEMICOLON`` -> ``;``), None for a pattern (NAME, INT)."""
    for t in _parser().terminals:
        if t.name == name:
            return str(t.pattern.value) if t.pattern.type == "str" else None
    return None


@dataclass(frozen=True)
class Word:
    """One word an editor may offer: what it is (``verb``, ``noun``, ``filter``…) and what it means."""

    label: str
    kind: str
    detail: str = ""


@dataclass
class Words:
    """Every word of one vocabulary, by kind, with what each means."""

    vocabulary: Vocabulary
    keywords: tuple[str, ...]
    verbs: dict[str, Word] = field(default_factory=dict)
    nouns: dict[str, Word] = field(default_factory=dict)
    events: dict[str, Word] = field(default_factory=dict)
    roles: dict[str, Word] = field(default_factory=dict)
    numbers: dict[str, Word] = field(default_factory=dict)  # quantities, context names, numbers of the rules
    functions: dict[str, Word] = field(default_factory=dict)

    def filters(self, noun: str) -> list[Word]:
        spec = self.vocabulary.nouns.get(noun)
        if spec is None:
            return []
        return [*(Word(f, "filter", f"a filter of {noun}") for f in spec.flags),
                *(Word(f"{k}=", "filter", f"{noun} by {k}: {' or '.join(v)}") for k, v in spec.keys.items())]

    def filter_values(self, noun: str, key: str) -> list[Word]:
        spec = self.vocabulary.nouns.get(noun)
        values = spec.keys.get(key, ()) if spec is not None else ()
        return [Word(v, "filter", f"{noun}[{key}={v}]") for v in values]

    def describe(self, word: str) -> Word | None:
        """What a word means, for a hover: the first kind that has it (a verb before a noun)."""
        for kind in (self.verbs, self.events, self.nouns, self.roles, self.functions, self.numbers):
            if word in kind:
                return kind[word]
        if word in self.keywords:
            return Word(word, "keyword", "a word of the effect language's grammar (docs/dsl.md)")
        return None

    def lists(self) -> dict[str, list[str]]:
        """The words as plain lists, for the studio's highlighter."""
        return {"keywords": list(self.keywords), "verbs": sorted(self.verbs), "nouns": sorted(self.nouns),
                "quantities": sorted(self.numbers), "functions": sorted(self.functions),
                "events": sorted(self.events), "roles": sorted(self.roles)}


def _signature(name: str, verb: Any) -> str:
    parts = [name]
    for p in verb.params:
        shown = " or ".join(p.choices) if p.choices else p.name
        parts.append(f"[{shown}]" if p.optional else shown)
    parts += [f"[{f}]" for f in verb.flags] + [f"[{k}=N]" for k in verb.kwargs]
    return " ".join(parts)


_WORDS: dict[int, Words] = {}


def words(vocabulary: Vocabulary) -> Words:
    """The words of a vocabulary (made once per vocabulary)."""
    found = _WORDS.get(id(vocabulary))
    if found is not None and found.vocabulary is vocabulary:
        return found
    v = vocabulary
    out = Words(v, tuple(sorted(set(keywords().values()))))
    out.verbs = {k: Word(k, "verb", f"{_signature(k, verb)} — {verb.doc}" if verb.doc else _signature(k, verb))
                 for k, verb in v.verbs.items()}
    out.nouns = {k: Word(k, "noun", f"{k}[{' '.join(n.flags)}]" if n.flags else k) for k, n in v.nouns.items()}
    out.events = {k: Word(k, "event", e.doc) for k, e in v.events.items()}
    out.roles = {YOU: Word(YOU, "role", "the player the effect is for"),
                 **{k: Word(k, "role", doc) for k, doc in v.roles.items()},
                 **{k: Word(k, "role", doc) for k, doc in GROUPS.items()}}
    out.numbers = {**{k: Word(k, "quantity", doc) for k, doc in v.quantities.items()},
                   **{k: Word(k, "quantity", doc) for k, doc in v.context_names.items()},
                   **{k: Word(k, "quantity", doc) for k, doc in v.numbers.items()}}
    out.functions = {k: Word(k, "function", f.doc) for k, f in v.functions.items()}
    _WORDS[id(vocabulary)] = out
    return out
