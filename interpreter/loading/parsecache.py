"""The effect-language texts of rules files, parsed in an earlier run and kept in the cache.

Parsing every text of the rules is most of loading them: building the grammar's parser and running
it over some three hundred texts. Their trees are kept (as JSON, interpreter/language/astjson.py) in
the cache (interpreter/cache.py), keyed by the text itself and stale with any change of the code or
the grammar, so a run after an edit parses only the texts that changed — and one with none never
imports the parser. ``check_rules`` turns the cache on for the load (``parsing``).

As the parser's own cache, a text holding `once:` is made afresh each time it is read: its node is the
identity of a once-per-game charge, so two components must never share it (language/parser.py).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from ..cache import Snapshot, Store
from ..language import astjson
from ..language.aliases import canonical, mentions

if TYPE_CHECKING:
    from ..language.parser import Kind

KEY = "effect-language trees"
KEEP = 20000  # texts kept: those of the latest runs first
_SHARED: dict[str, Any] = {}  # trees made from the cache in this process, shared as the parser shares its own


class ParseCache:
    """The parsed texts kept from earlier runs, and those parsed in this one."""

    def __init__(self, store: Store | None = None, aliases: Mapping[str, str] | None = None) -> None:
        self.store = store if store is not None else Store("parsed")
        self.aliases = dict(aliases or {})  # the game's other spellings (language/aliases.py): resolved after
        self.known = _read(self.store)
        self.made: dict[str, Any] = {}
        self.used: dict[str, None] = {}

    def parse(self, text: str, kind: Kind) -> Any:
        """The tree of ``text``, its words spelled as aliases of the game's resolved (the kept tree is the raw one)."""
        node = self._parse(text, kind)
        return canonical(node, self.aliases) if self.aliases and mentions(text, self.aliases) else node

    def _parse(self, text: str, kind: Kind) -> Any:
        key = f"{kind}:{text}"
        fresh = "once" in text
        if not fresh and key in _SHARED:
            self.used[key] = None
            return _SHARED[key]
        data = self.known.get(key)
        if data is not None:
            try:
                node = astjson.load(data)
            except ValueError:  # a damaged entry: parse the text again
                self.known.pop(key, None)
            else:
                self.used[key] = None
                if not fresh:
                    _SHARED[key] = node
                return node
        from ..language.parser import parse  # the grammar is built only for a text the cache does not hold

        node = parse(text, kind)
        self.made[key] = astjson.dump(node)
        self.used[key] = None
        return node

    def save(self) -> None:
        """Keep what this run parsed (with what it used first, then older texts, up to ``KEEP``)."""
        if not self.made:
            return
        ordered = {**{k: self.made.get(k, self.known.get(k)) for k in self.used}, **self.known}
        kept = {k: v for k, v in list(ordered.items())[:KEEP] if v is not None}
        self.store.put(KEY, kept, Snapshot([]))
        _READ[str(self.store.path(KEY))] = kept


_READ: dict[str, dict[str, Any]] = {}  # the kept trees, read once per process (loads are many in a test run)


def _read(store: Store) -> dict[str, Any]:
    where = str(store.path(KEY))
    if where not in _READ:
        kept = store.get(KEY)
        _READ[where] = kept if isinstance(kept, dict) else {}
    return _READ[where]


_ACTIVE: list[ParseCache] = []


def parse(text: str, kind: Kind) -> Any:
    """A text of the effect language: from the cache of a load in progress (``parsing``), else parsed."""
    if _ACTIVE:
        return _ACTIVE[-1].parse(text, kind)
    from ..language.parser import parse as parse_text

    return parse_text(text, kind)


@contextmanager
def parsing(aliases: Mapping[str, str] | None = None) -> Iterator[ParseCache]:
    """Use (and afterwards keep) the cache of parsed texts for the loads inside the block; ``aliases``: the
    game's other spellings of its words, resolved in every tree read inside it."""
    cache = ParseCache(aliases=aliases)
    _ACTIVE.append(cache)
    try:
        yield cache
    finally:
        _ACTIVE.pop()
        cache.save()
