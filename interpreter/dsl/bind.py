"""Bind a call's arguments to its verb's parameters (shared by checker and engine)."""

from __future__ import annotations

from typing import Any

from . import ast as A
from . import vocab as V
from .memo import by_id


def fits(arg: A.Arg, param: V.Param) -> bool:
    """Whether a positional argument aims at this parameter (used to skip optional ones)."""
    v = arg.value
    if param.type in ("word", "words"):
        # alternatives aim at this parameter when any of them is one of its words;
        # the checker then names the ones that are not
        names = v.options if isinstance(v, A.Alts) else (v,)
        return any(isinstance(x, A.Name) and x.id in param.choices for x in names)
    if param.type == "money":
        return isinstance(v, A.Money)
    if param.type in ("amount", "signed", "amount_or_money"):
        if isinstance(v, A.Name):
            return v.id in V.QUANTITIES
        return not isinstance(v, A.Alts) and (param.type == "amount_or_money" or not isinstance(v, A.Money))
    return False


@by_id
def bind(call: A.Call) -> dict[str, Any]:
    """``{param: value}`` for a checked call; words become str / tuple[str, ...], flags ``True``."""
    verb = V.VERBS[call.verb]
    out: dict[str, Any] = {}
    positional = []
    for arg in call.args:
        if arg.key is not None:
            out[arg.key] = arg.value
        elif isinstance(arg.value, A.Name) and arg.value.id in verb.flags:
            out[arg.value.id] = True
        else:
            positional.append(arg)
    i = 0
    for param in verb.params:
        if i < len(positional) and fits(positional[i], param):
            v = positional[i].value
            if param.type == "words":
                out[param.name] = tuple(x.id for x in v.options) if isinstance(v, A.Alts) else (v.id,)  # type: ignore[union-attr]
            elif param.type == "word":
                out[param.name] = v.id  # type: ignore[union-attr]
            else:
                out[param.name] = v
            i += 1
    return out
