"""A game's concepts, as `info NAME` explains them: Lucky Luciano, Leverage, the VIP Room, infamy…

A concept is data in a game's locales, never code (issue 29 item 2): a message ``concept-ID`` whose value is
its name, with ``.aka`` (other names a player may type, comma-separated), ``.text`` (its rule in a sentence or
two) and ``.page`` (where the rulebook says it). Every language has the concepts its base language has
(text/check.py), and a name is matched in every language at once, so `info 影响力` answers a player reading
English and `info Luciano` one reading Chinese.

The matching forgives what a player types differently from a name: case and width, an article (`the Garage`,
`Garage`), punctuation and spacing (`Contractors Office`), an id with or without its kind's prefix (`loc_<name>`, `<name>`), the
beginning of a name (`Lucia`) when only one name begins so. ``Matcher`` does it for concepts and components
alike: it is given (name, what it names) pairs and answers what a typed text means.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from .locale import Locale

CONCEPT = "concept-"
ARTICLES = ("the", "a", "an")  # English articles a player may type or leave out (`the Park`)
_PUNCT = re.compile(r"[\s\-_.,:;!?'’‘\"“”「」『』（）()·・]+")


@dataclass(frozen=True, slots=True)
class Concept:
    """One concept of a game in one language."""

    id: str
    name: str
    text: str
    page: str
    aka: tuple[str, ...] = ()


def concepts(loc: Locale) -> list[Concept]:
    """The concepts a locale explains, in the order its files define them."""
    out = []
    for key in loc.messages:
        if key.startswith(CONCEPT):
            aka = tuple(a.strip() for a in _plain(loc.format(key, attribute="aka")).split(",") if a.strip())
            out.append(Concept(key[len(CONCEPT):], _plain(loc.format(key)), _plain(loc.format(key, attribute="text")),
                               _plain(loc.format(key, attribute="page")), aka))
    return out


def _plain(text: str) -> str:
    return text.replace("\u2068", "").replace("\u2069", "")


def normal(text: str) -> str:
    """A name as matching compares it: full-width as ASCII, no case, no article, no punctuation or spaces."""
    text = unicodedata.normalize("NFKC", _plain(text)).casefold().strip()
    words = text.split()
    while len(words) > 1 and words[0] in ARTICLES:
        words = words[1:]
    return _PUNCT.sub("", " ".join(words))


def _id_words(ident: str) -> str:
    """An id as a name: `loc_big_house` -> `big house` (its kind's prefix dropped)."""
    head, _, rest = ident.partition("_")
    return rest if rest and head in ("loc", "card", "helper", "ship", "mobster", "crate", "objective") else ident


class Matcher:
    """What a typed text names, among (name, target) pairs: a whole name first (a concept's before a component's),
    else the beginning of one. A pair given in ``weak`` (an id without its prefix: `x` of `crate_x`) counts only
    where no other name matches."""

    def __init__(self, pairs: Iterable[tuple[str, str]], weak: Iterable[tuple[str, str]] = ()) -> None:
        self.names: list[tuple[str, str, int]] = []
        seen: set[tuple[str, str]] = set()
        for rank, group in enumerate((pairs, weak)):
            for name, target in group:
                key = normal(name)
                if key and (key, target) not in seen:
                    seen.add((key, target))
                    self.names.append((key, target, rank))

    def find(self, typed: str) -> list[str]:
        """Every target the text may mean (each once, in the order given): the whole name's, or those beginning so."""
        key = normal(typed)
        if not key:
            return []
        for whole, matches in ((True, lambda name: name == key), (False, lambda name: name.startswith(key))):
            found = [(t, rank) for name, t, rank in self.names if matches(name)]
            if found:
                best = min(rank for _, rank in found)
                hits = list(dict.fromkeys(t for t, rank in found if rank == best))
                # a whole name that is both a concept's and a component's (`produce barrels`: the action, a helper
                # and a city tile) means the rule, which the components only do (D-290); they keep their ids
                rules = [t for t in hits if t.startswith(CONCEPT)]
                return rules if whole and rules else hits
        return []


def concept_pairs(locs: Iterable[Locale]) -> list[tuple[str, str]]:
    """(name, `concept-ID`) for every name of every concept, in every locale given."""
    out: list[tuple[str, str]] = []
    for loc in locs:
        for c in concepts(loc):
            out += [(c.name, CONCEPT + c.id), (c.id.replace("_", " "), CONCEPT + c.id)]
            out += [(a, CONCEPT + c.id) for a in c.aka]
    return out


def id_pairs(ids: Iterable[str]) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(id, id), and the weak (id without its kind's prefix, id): `loc_x` and `x` both name that location."""
    ids = list(ids)
    return [(i, i) for i in ids], [(_id_words(i).replace("_", " "), i) for i in ids]
