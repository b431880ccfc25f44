"""The machine's messages (prompts, option labels, log lines) in a player's language.

A ``Msg`` is a message id and raw arguments; an argument's name says how it is put into words
(``TextKit.args``: a component's name, a word of the vocabulary, a player…), so every language
words them its own way. One ``Messages`` per game being shown: it knows the rules whose
components it names.
"""

from __future__ import annotations

from typing import Any

from ..machine.values import AUDIENCE, Msg
from .components import ComponentText, ComponentWriter
from .kit import TextKit


class Messages:
    """Renders messages of one game (its rules, its text kit) in one language."""

    def __init__(self, kit: TextKit, rules: Any, lang: str = "en", locales: Any = None) -> None:
        self.kit = kit
        self.rules = rules
        self.lang = lang
        self.locales = locales  # the game's folder when not the shipped one
        self.writer: ComponentWriter = kit.component_writer(rules, lang, locales)
        self.r = self.writer.r
        self._names: list[tuple[str, str]] | None = None  # (name in this language, casefolded; id), made when asked

    def render(self, m: Msg | str) -> str:
        if not isinstance(m, Msg):
            return str(m)
        count = m.args.get("amount", 1)  # "gains 2 ledgers": a word follows the message's amount
        args = {k: self.word(k, v, count if isinstance(count, int) else 1) for k, v in m.args.items()}
        if "measure" in self.r.loc.variables.get(m.key, ()) and "measure" not in args:
            # the measure word of the message's noun (Chinese: 1 本账簿, 1 个打手), one per noun (words.ftl)
            noun = next((v for k, v in m.args.items() if isinstance(v, str) and self.kit.arg_kind(k) == "word"), None)
            args["measure"] = self.r.measure(f"word-{noun}") if noun is not None else self.r.measure("")
        # one spacing rule for every message a player reads, as for rule text (issue 28): 玩家 3 和玩家 1, 从 VIP 房
        return self.r.style.tidy(self.r.m(m.key, **args))

    def log(self, key: str, args: dict[str, Any]) -> str:
        """A line of the game log: (key, raw arguments) as the state keeps it (whom it is for is not worded)."""
        return self.render(Msg(f"log-{key}", {k: v for k, v in args.items() if k != AUDIENCE}))

    def player(self, seat: int) -> str:
        return self.r.m("player", number=seat + 1)

    def component(self, comp_id: str) -> str:
        comp = self.rules.by_id.get(comp_id) if self.rules is not None else None
        return self.writer.name_in_text(comp) if comp is not None else comp_id

    def text_of(self, comp_id: str) -> ComponentText | None:
        """A component's full rule text in this language (None: no component of the rules has this id)."""
        for section in self.kit.kinds:
            for comp in self.rules.lists.get(section, ()):
                if comp.id == comp_id:
                    return self.writer.render(comp, section)
        return None

    def lookup(self, typed: str) -> list[str]:
        """The components a player may mean by what they typed: an id, or a name in this language (any
        case), whole or its beginning; every match when several begin alike."""
        typed = typed.strip()
        if self.rules is None or not typed:
            return []
        if typed in self.rules.by_id and self.text_of(typed) is not None:
            return [typed]
        if self._names is None:
            self._names = [(self.component(c.id).casefold(), c.id) for section in self.kit.kinds
                           for c in self.rules.lists.get(section, ())]
        key = typed.casefold()
        whole = [cid for name, cid in self._names if name == key]
        return whole or [cid for name, cid in self._names if name.startswith(key)]

    def effects_in(self, m: Msg) -> list[str]:
        """The effects a message carries (an option's `node`), each as a sentence of rule text."""
        out: list[str] = []
        for name, value in m.args.items():
            if isinstance(value, Msg):
                out += self.effects_in(value)
            elif self.kit.arg_kind(name) in ("effect", "effect-they") and value is not None:
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
        if how.startswith("message:"):
            return r.m(f"{how.split(':', 1)[1]}{value}")
        raise ValueError(f"unknown way to put an argument into words: {how!r} (for ${name})")
