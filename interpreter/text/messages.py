"""The machine's messages (prompts, option labels, log lines) in a player's language.

A ``Msg`` is a message id and raw arguments; an argument's name says how it is put into words
(``TextKit.args``: a component's name, a word of the vocabulary, a player…), so every language
words them its own way. One ``Messages`` per game being shown: it knows the rules whose
components it names.
"""

from __future__ import annotations

from typing import Any

from ..machine.values import Msg
from .components import ComponentWriter
from .kit import TextKit


class Messages:
    """Renders messages of one game (its rules, its text kit) in one language."""

    def __init__(self, kit: TextKit, rules: Any, lang: str = "en", locales: Any = None) -> None:
        self.kit = kit
        self.rules = rules
        self.lang = lang
        self.writer: ComponentWriter = kit.component_writer(rules, lang, locales)
        self.r = self.writer.r

    def render(self, m: Msg | str) -> str:
        if not isinstance(m, Msg):
            return str(m)
        count = m.args.get("amount", 1)  # "gains 2 ledgers": a word follows the message's amount
        args = {k: self.word(k, v, count if isinstance(count, int) else 1) for k, v in m.args.items()}
        if "measure" in self.r.loc.variables.get(m.key, ()) and "measure" not in args:
            # the measure word of the message's noun (Chinese: 1 本账簿, 1 个打手), one per noun (words.ftl)
            noun = next((v for k, v in m.args.items() if isinstance(v, str) and self.kit.arg_kind(k) == "word"), None)
            args["measure"] = self.r.measure(f"word-{noun}") if noun is not None else self.r.measure("")
        return self.r.m(m.key, **args)

    def log(self, key: str, args: dict[str, Any]) -> str:
        """A line of the game log: (key, raw arguments) as the state keeps it."""
        return self.render(Msg(f"log-{key}", dict(args)))

    def player(self, seat: int) -> str:
        return self.r.m("player", number=seat + 1)

    def component(self, comp_id: str) -> str:
        comp = self.rules.by_id.get(comp_id) if self.rules is not None else None
        return self.writer.name_in_text(comp) if comp is not None else comp_id

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
        if how == "list":
            return ", ".join(str(x) for x in value)
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
