"""What a game gives the text layer: its renderer, how each kind of component reads, which messages
its screens ask for, and how the arguments of its messages are put into words."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..language.vocabulary import Vocabulary
from .components import ComponentText, ComponentWriter
from .locale import Locale, locale
from .pins import pinned as pin_texts
from .render import Renderer

# How a message argument is put into words, by the argument's name (a game adds its own names):
#   "effect"     an AST node, rendered as rule text          "player"   a seat, as "Player 2"
#   "players"    seats, as "Player 1 and Player 3"           "list"     values joined by commas
#   "word"       a word of the vocabulary (word-VALUE)       "component" a component's name
#   "components" several components' names, as a list
#   "message:P"  the message P + value (message:place- turns "uptown" into place-uptown)
#   "effect-they" an AST node another player will perform: "discard a card from their hand"
#   "range"      "1921-1924" as the language writes a range of numbers (the `range` message: 1921–1924)
#   "counter"    a counter's name, as its word (counter-NAME: "coins", 硬币), counted by the message's amount
SHARED_ARGS: dict[str, str] = {"node": "effect", "seat": "player", "other": "player", "to": "player",
                               "order": "players", "component": "component", "group": "message:group-",
                               "deed": "effect-they", "counter": "counter"}


@dataclass(frozen=True)
class TextKit:
    """A game's text: ``renderer`` (a ``Renderer`` subclass with its verbs' and functions' words),
    ``writer`` (a ``ComponentWriter`` subclass: the lines of each kind of component), ``kinds`` (the
    list sections with rule text, in the order a book shows them -> component kind), ``keys`` (the
    message ids its prompts, log and component lines ask for, beyond what the vocabulary implies),
    ``named(rules)`` (the message ids of names a rule set needs), ``args`` (argument name -> how it
    is put into words, see ``SHARED_ARGS``), ``locales`` (the game's locale folder).

    Message ids (docs/architecture.md, "Message ids"): ``prefix`` is what every id of the game's own
    starts with (``"th-"``), beyond the families the core words from the game's own names
    (``namespaces.DERIVED``: ``verb-NAME``, ``log-KEY``, ``name-ID``…); ``overrides`` the core's
    messages the game redefines on purpose. Redefining any other core message is an error, so a
    game's message never replaces the core's by accident. ``prefix=None`` is for Speakeasy's ids
    alone, which came before namespaces (grandfathered): its new ids still may not clash."""

    vocabulary: Vocabulary
    renderer: type[Renderer]
    writer: type[ComponentWriter]
    kinds: Mapping[str, str]
    keys: frozenset[str]
    named: Callable[[Any], list[str]]
    locales: Path
    args: Mapping[str, str] = field(default_factory=dict)
    prefix: str | None = None
    overrides: frozenset[str] = frozenset()
    # what an option does, when its label alone names only a place or a component (issue 29 item 3):
    # (rules, the label) -> an effect to word after it, or None (the label says it all)
    does: Callable[[Any, Any], Any] | None = None

    def arg_kind(self, name: str) -> str | None:
        return self.args.get(name) or SHARED_ARGS.get(name)

    def writer_for(self, rules: Any, loc: Locale) -> ComponentWriter:
        """The game's component writer for a rule set, with a loaded locale."""
        return self.writer(rules, self.renderer(loc, self.vocabulary, rules=rules), dict(self.kinds))

    def component_writer(self, rules: Any, lang: str, locales: Path | None = None) -> ComponentWriter:
        """The game's component writer for a rule set, in a language (the game's locale folder unless given)."""
        extra = rules.messages_in(lang) if rules is not None and hasattr(rules, "messages_in") else ()
        return self.writer_for(rules, locale(locales or self.locales, lang, extra))

    def texts(self, rules: Any, lang: str, locales: Path | None = None, loc: Locale | None = None,
              pinned: bool = True) -> list[ComponentText]:
        """The rule text of every component with text, in the book's order (``loc``: a locale already loaded);
        a valid pin of the language (``locales``' ``<lang>/pins.toml``, pins.py) in place of its component's
        generated lines, unless not ``pinned`` (the generator's own text: the golden files, the pins' review)."""
        w = self.writer_for(rules, loc) if loc is not None else self.component_writer(rules, lang, locales)
        out = [w.render(c, section) for section in self.kinds for c in rules.lists[section]]
        return self.with_pins(rules, lang, out, locales) if pinned else out

    def with_pins(self, rules: Any, lang: str, texts: list[ComponentText], locales: Path | None = None) -> list[ComponentText]:
        """``texts`` (generated) with the language's valid pins in place; an invalid pin is `check`'s to report."""
        return pin_texts(texts, rules, self.kinds, locales or self.locales, lang)[0]

    def board_texts(self, rules: Any, lang: str, locales: Path | None = None) -> list[ComponentText]:
        """The rule text printed on the boards rather than on components (``ComponentWriter.board``):
        what `compare` shows of a variant that changes a cost or a reward there."""
        return self.component_writer(rules, lang, locales).board()
