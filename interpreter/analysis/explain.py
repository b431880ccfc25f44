"""What hover says of a setting's path and of a counter's name (issue 27 item 9, D-351): what it is, and how the
rule text says it in every language of the game — the words the text layer uses for it, from the same messages
(`set-PATH` for a setting, `counter-NAME` for a counter's word), so a designer sees on hover what a card will
read, as the hover of a component's id shows its rule text.

The messages are the rules' own: a variant's `messages:` give a counter's word (its component is added there),
so the writers here are made with the rule set's messages (``TextKit.component_writer``), one per language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..language.vocabulary import SWITCH, Setting
from ..text.components import ComponentWriter
from ..text.kit import TextKit
from ..text.render import counter_key, set_key
from .counted import Use


@dataclass(frozen=True)
class Explained:
    """A hover's content: the word, what it is, a line of what it means, and its words in each language."""

    word: str
    kind: str  # "setting", "counter"
    detail: str
    texts: dict[str, list[str]] = field(default_factory=dict)  # language -> lines


class Explainer:
    """Explains the settings and counters of one rule set, a writer per language made when first asked for."""

    def __init__(self, kit: TextKit, rules: Any, languages: Sequence[str], locales: Path | None = None) -> None:
        self.kit = kit
        self.rules = rules
        self.languages = tuple(languages)
        self.locales = locales
        self._writers: dict[str, ComponentWriter] = {}

    def writer(self, lang: str) -> ComponentWriter:
        if lang not in self._writers:
            self._writers[lang] = self.kit.component_writer(self.rules, lang, self.locales)
        return self._writers[lang]

    def setting(self, path: str) -> Explained | None:
        """A setting of the rules: switch or limit, its bounds, and what a component's `set` of it reads as (for
        each value of a switch, for the two bounds of a limit); None if the vocabulary has no such setting."""
        s = self.kit.vocabulary.settings.get(path)
        if s is None:
            return None
        if s.kind == "switch":
            head = f"a switch of the rules, `on` or `off`: {s.doc}"
        else:
            head = f"a limit of the rules, a number from {s.bounds[0]} to {s.bounds[1]}: {s.doc}"
        if s.table:
            head += f". Only the table's rules change it (a variant's `change:`): {s.table}"
        return Explained(path, "setting", head, {lang: self._setting_lines(lang, path, s) for lang in self.languages})

    def _setting_lines(self, lang: str, path: str, s: Setting) -> list[str]:
        r = self.writer(lang).r
        key = set_key(path)
        if not r.loc.has(key):
            return []
        if s.kind == "switch":
            values: list[tuple[str, dict[str, Any]]] = [(v, {"value": v, "count": 0}) for v in SWITCH]
        else:
            values = [(str(n), {"value": "number", "count": n}) for n in dict.fromkeys(s.bounds)]
        return [f"set {path} {shown}: {r.style.tidy(r.m(key, **args))}" for shown, args in values]

    def counter(self, name: str, use: Use | None) -> Explained:
        """A counter of the component a place is in: the steps that change it, and its word in each language
        (`counter-NAME`), or that it has none yet (the text then shows the name as it is written)."""
        if use is not None and use.changed:
            detail = f"a counter this component keeps (0 until a step adds to it, at most 100): {'; '.join(use.steps)}"
        else:
            detail = (f"a counter no step of this component changes: it would always be 0 (`add 1 {name} to this` "
                      "puts one on it)")
        texts = {}
        for lang in self.languages:
            r = self.writer(lang).r
            if r.loc.has(counter_key(name)):
                one, many = r.counter_word(name, 1), r.counter_word(name, 2)
                texts[lang] = [one if one == many else f"{one} / {many}"]
            else:
                # the text shows the name as written until the rules give its word (a variant's `messages:`)
                texts[lang] = [f"{name} (no message {counter_key(name)} yet)"]
        return Explained(name, "counter", detail, texts)
