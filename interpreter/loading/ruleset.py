"""A checked rule set: the components of one game, indexed, and the tables worked out from them.

Apart from the loader (no YAML, no pydantic here) so that the machine, which reads rules but
never loads them, depends on this small module only. A game subclasses ``RuleSet`` to name its
own sections with their types (interpreter/games/speakeasy/rules.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")

# The table's own rules (loading/fields.TableRule): their section in every game that takes them, and their kind.
TABLE_RULES = "table_rules"
TABLE_RULE = "table_rule"


@dataclass(frozen=True)
class ExtraMessage:
    """A message a variant carries for the components it adds (`messages:` in its file): a Fluent
    message in one language, and where it is written, so the locale check can point at it."""

    lang: str
    key: str
    text: str
    file: str
    line: int
    column: int
    variant: str


@dataclass
class RuleSet:
    """The checked rules: models with parsed effects, indexed for the engine."""

    singles: dict[str, Any]  # sections defined once (`game:`, `map:`…) -> model
    lists: dict[str, tuple[Any, ...]]  # list sections -> items, in file order
    by_id: dict[str, Any]  # every component by id
    components: Mapping[str, str]  # list sections whose items are components -> component kind
    fingerprint: str  # of the rules files and the variant files, in order
    reconstructed: int = 0
    files: dict[str, Any] = field(repr=False, default_factory=dict)  # display name -> YamlFile
    variants: tuple[str, ...] = ()  # as given on the command line, in order
    effects: tuple[Any, ...] = field(repr=False, default=())  # every parsed effect-language text (the loader's)
    messages: tuple[ExtraMessage, ...] = ()  # the variants' own messages, in the order they apply
    # the components variants add: id -> (file, line, column, variant), so that what one lacks is asked of it
    added: dict[str, tuple[str, int, int, str]] = field(default_factory=dict)
    # the named effects in force (loading/named.py): a component checked alone (the studio) may use them too
    named: dict[str, Any] = field(repr=False, default_factory=dict)

    def messages_in(self, lang: str) -> tuple[ExtraMessage, ...]:
        return tuple(m for m in self.messages if m.lang == lang)
    cache: dict[Any, Any] = field(repr=False, default_factory=dict)  # see `derived`

    def derived(self, key: Any, compute: Callable[[], T]) -> T:
        """A value worked out from these rules alone (a table, an option list), once per rule set."""
        try:
            return self.cache[key]  # type: ignore[no-any-return]
        except KeyError:
            made = self.cache[key] = compute()
            return made

    def counts(self) -> dict[str, int]:
        """How many of each component kind, counting copies (the table's rules only when there are some: most rules
        have none, and a count of 0 would be a line of noise in every check)."""
        out = {kind: sum(getattr(c, "copies", 1) for c in self.lists.get(key, ())) for key, kind in self.components.items()}
        if not out.get(TABLE_RULE, 1):
            del out[TABLE_RULE]
        return out
