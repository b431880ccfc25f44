"""Language-neutral text for prompts, option labels and the log.

The engine never formats sentences: it names a message and its arguments;
`interpreter.text.ui` renders them in the player's language (English by
default when a ``Msg`` is printed). Arguments are raw game values (ids,
kinds, numbers) so every language can word them its own way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(slots=True, init=False)  # immutable by convention: frozen dataclasses cost ~3x to build on the hot path
class Msg:
    key: str
    args: dict[str, Any]

    def __init__(self, key: str, args: dict[str, Any]) -> None:  # written out: see machine.Ctx
        self.key, self.args = key, args

    def get(self, name: str, default: Any = None) -> Any:
        return self.args.get(name, default)

    def __str__(self) -> str:
        from ..text.ui import render_msg

        return render_msg(self)

    def __contains__(self, text: str) -> bool:  # so `"hire" in option.label` reads the English text
        return text in str(self)


def msg(key: str, **args: Any) -> Msg:
    return Msg(key, args)
