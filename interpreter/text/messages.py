"""The machine's messages (prompts, option labels, log lines) in a player's language.

A ``Msg`` is a message id and raw arguments; an argument's name says how it is put into words
(``TextKit.args``: a component's name, a word of the vocabulary, a player…), so every language
words them its own way. One ``Messages`` per game being shown: it knows the rules whose
components it names.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ..machine.values import AUDIENCE, Msg
from .components import ComponentText, ComponentWriter
from .concepts import CONCEPT, Concept, Matcher, concept_pairs, concepts, id_pairs, normal
from .kit import SHARED_ARGS, TextKit
from .languages import LANGUAGES
from .lines import Terms


class Messages:
    """Renders messages of one game (its rules, its text kit) in one language."""

    def __init__(self, kit: TextKit, rules: Any, lang: str = "en", locales: Any = None) -> None:
        self.kit = kit
        self.rules = rules
        self.lang = lang
        self.locales = locales  # the game's folder when not the shipped one
        self.writer: ComponentWriter = kit.component_writer(rules, lang, locales)
        self.r = self.writer.r
        self._matcher: Matcher | None = None  # every name of every component and concept, made when asked
        self._terms: Terms | None = None
        self._texts: dict[str, ComponentText | None] = {}  # text_of's, pins in place
        self._kinds: dict[str, str] | None = None  # component id -> its kind, made when asked (``_kind_of``)

    def render(self, m: Msg | str) -> str:
        if not isinstance(m, Msg):
            return str(m)
        count = m.args.get("amount", 1)  # "gains 2 ledgers": a word follows the message's amount
        with self._this(m):
            args = {k: self.word(k, v, count if isinstance(count, int) else 1) for k, v in m.args.items()}
        if "measure" in self.r.loc.variables.get(m.key, ()) and "measure" not in args:
            # the measure word of the message's noun (Chinese: 1 本账簿, 1 个打手), one per noun (words.ftl)
            noun = next((v for k, v in m.args.items() if isinstance(v, str) and self.kit.arg_kind(k) == "word"), None)
            counter = next((v for k, v in m.args.items() if isinstance(v, str) and self.kit.arg_kind(k) == "counter"), None)
            args["measure"] = (self.r.measure(f"word-{noun}") if noun is not None else
                               self.r.counter_measure(counter) if counter is not None else self.r.measure(""))
        # one spacing rule for every message a player reads, as for rule text (issue 28): 玩家 3 和玩家 1, 从 VIP 房
        return self.r.style.tidy(self.r.m(m.key, **args))

    @contextmanager
    def _this(self, m: Msg) -> Iterator[None]:
        """`this` in the effect of a message that names one component is that component, said as its kind ("use
        once per game — The Slush Fund: gain $3 per coin on this business card"), as in its own text (D-352)."""
        named = [v for k, v in m.args.items() if isinstance(v, str) and self.kit.arg_kind(k) == "component"]
        kind = self._kind_of(named[0]) if len(named) == 1 else None
        if kind is None:
            yield
            return
        outer, self.r.this_kind = self.r.this_kind, kind
        try:
            yield
        finally:
            self.r.this_kind = outer

    def _kind_of(self, comp_id: str) -> str | None:
        """The kind of a component with rule text (``TextKit.kinds``), by its id; None for any other."""
        if self._kinds is None:
            self._kinds = {c.id: kind for section, kind in self.kit.kinds.items()
                           for c in (self.rules.lists.get(section, ()) if self.rules is not None else ())}
        return self._kinds.get(comp_id)

    def option(self, label: Msg | str) -> str:
        """An option's label as a player reads it: with what it does when the label alone names only a place
        or a component ("the Garage, person 2: …"; the game's ``TextKit.does``)."""
        text = self.render(label)
        does = self.kit.does(self.rules, label) if self.kit.does is not None and isinstance(label, Msg) else None
        if does is None:
            return text
        said = self.r.effect(does)
        if normal(said) in normal(text):  # a helper or a tile named by what it does: said once
            return text
        return self.r.m("opt-does", label=text, does=said)

    def log(self, key: str, args: dict[str, Any]) -> str:
        """A line of the game log: (key, raw arguments) as the state keeps it (whom it is for is not worded)."""
        return self.render(Msg(f"log-{key}", {k: v for k, v in args.items() if k != AUDIENCE}))

    def player(self, seat: int) -> str:
        return self.r.m("player", number=seat + 1)

    def component(self, comp_id: str) -> str:
        comp = self.rules.by_id.get(comp_id) if self.rules is not None else None
        return self.writer.name_in_text(comp) if comp is not None else comp_id

    def counted(self, comp_id: str, counters: dict[str, int]) -> str:
        """A component with what its counters hold ("The Slush Fund: 2 coins, 1 toll"), its counters in name order;
        its name alone when it holds none (machine/counters.py: a view's ``counters``)."""
        held = [self.render(Msg("counter-held", {"amount": v, "counter": k})) for k, v in sorted(counters.items()) if v]
        name = self.component(comp_id)
        return self.r.style.tidy(self.r.m("counted", name=name, counters=self.r.join_and(held))) if held else name

    @property
    def terms(self) -> Terms:
        """The words of this language a line should keep whole where it can (text/lines.py): every component's
        name, every word an argument is put into (a kind of building, a borough, a track) and every concept's
        name, made when first asked."""
        if self._terms is None:
            names = [self.component(c) for c in (self.rules.by_id if self.rules is not None else ())]
            # the words arguments are put into (TextKit.args): `word-*`, and each `message:PREFIX` (place-, level-…)
            ways = (*self.kit.args.values(), *SHARED_ARGS.values())
            prefixes = ("word-", *(how.split(":", 1)[1] for how in ways if how.startswith("message:")))
            words = [self.r.m(key) for key in self.r.loc.messages if key.startswith(prefixes)]
            self._terms = Terms(names + words + [c.name for c in concepts(self.r.loc)])
        return self._terms

    def text_of(self, comp_id: str) -> ComponentText | None:
        """A component's full rule text in this language, as a player reads it: a translator's valid pin in place
        of the generated lines (pins.py; a variant's changed component keeps the generator's, D-221), kept once
        made. None: no component of the rules has this id."""
        if comp_id in self._texts:
            return self._texts[comp_id]
        found = None
        for section in self.kit.kinds:
            for comp in self.rules.lists.get(section, ()):
                if comp.id == comp_id:
                    found = self.kit.with_pins(self.rules, self.lang, [self.writer.render(comp, section)], self.locales)[0]
                    break
            if found is not None:
                break
        self._texts[comp_id] = found
        return found

    def lookup(self, typed: str) -> list[str]:
        """What a player may mean by what they typed (text/concepts.py): a component (by its id, or its name in any
        language) or a concept of the game (`concept-ID`: Luciano, Leverage…); case, width, articles, punctuation,
        an id's prefix forgiven; a whole name first, else every name that begins so."""
        typed = typed.strip()
        if self.rules is None or not typed:
            return []
        if typed in self.rules.by_id and self.text_of(typed) is not None:
            return [typed]
        if self._matcher is None:
            self._matcher = self._names_in_every_language()
        return self._matcher.find(typed)

    def _names_in_every_language(self) -> Matcher:
        comps = [c for section in self.kit.kinds for c in self.rules.lists.get(section, ())]
        pairs, weak = id_pairs(c.id for c in comps)
        writers = [self.writer] + [self.kit.component_writer(self.rules, lang, self.locales)
                                   for lang in LANGUAGES if lang != self.lang]
        for writer in writers:
            pairs += [(name, c.id) for c in comps for name in (writer.name_in_text(c), writer.name(c))]
        return Matcher(pairs + concept_pairs(w.r.loc for w in writers), weak)

    def concept(self, key: str) -> Concept | None:
        """A concept of the game in this language (``key``: `concept-ID`, as ``lookup`` gives it)."""
        return next((c for c in concepts(self.r.loc) if CONCEPT + c.id == key), None)

    def concept_of_word(self, name: str) -> Concept | None:
        """The concept a word of the vocabulary is (a track `vip`, `influence`), if the game explains it."""
        return self.concept(CONCEPT + name) if self.r.loc.has(CONCEPT + name) else None

    def effects_in(self, m: Msg) -> list[str]:
        """The effects a message carries (an option's `node`), each as a sentence of rule text."""
        out: list[str] = []
        for name, value in m.args.items():
            if isinstance(value, Msg):
                out += self.effects_in(value)
            elif self.kit.arg_kind(name) in ("effect", "effect-they") and value is not None:
                with self._this(m):
                    out.append(self.r.sentence(self.word(name, value)))
        return out

    def components_in(self, m: Msg, option_id: str = "") -> list[str]:
        """The components a message names (its component arguments) or an option's id holds
        (`card:CARD_ID`, `LOCATION_ID:0`), in order, each once, those with rule text."""
        found: list[str] = []
        for name, value in m.args.items():
            if isinstance(value, Msg):
                found += self.components_in(value)
            elif self.kit.arg_kind(name) == "component" and isinstance(value, str):
                found.append(value)
        found += [part for part in option_id.split(":") if self.rules is not None and part in self.rules.by_id]
        return [c for c in dict.fromkeys(found) if self.text_of(c) is not None]

    def word(self, name: str, value: Any, count: int = 1) -> Any:
        r = self.r
        if value is None:
            return ""
        if isinstance(value, Msg):
            return self.render(value)
        if isinstance(value, bool):
            return "true" if value else "false"
        how = self.kit.arg_kind(name)
        if how is None:
            return value
        if how == "effect":
            return r.effect(value)
        if how == "effect-they":  # what another player will do: "give you $3", "discard a card from their hand"
            return r.in_person("they", r.effect, value)
        if how == "player":
            return self.player(int(value))
        if how == "players":
            return r.join_and([self.player(int(s)) for s in value])
        if how == "list":  # in the language's own list style: "3, 5 and 7", 3、5和7
            return r.join_and([str(x) for x in value])
        if how == "range":  # "1921-1924" as the language writes a range; a single year as it is
            parts = str(value).split("-")
            return r.m("range", start=parts[0].strip(), end=parts[1].strip()) if len(parts) == 2 else value
        if how == "word":
            return r.m(f"word-{value}", count=count) if isinstance(value, str) else value
        if how == "component":
            return self.component(str(value))
        if how == "counter":
            return r.counter_word(str(value), count)
        if how == "components":  # several components' names as a list: "Swing Night, Yellow Cab and …"
            return r.join_and([self.component(str(c)) for c in value])
        if how.startswith("message:"):
            return r.m(f"{how.split(':', 1)[1]}{value}")
        raise ValueError(f"unknown way to put an argument into words: {how!r} (for ${name})")
