"""Bind a call's arguments to its verb's parameters (shared by the checker, the engine and the text)."""

from __future__ import annotations

from typing import Any

from . import ast as A
from .vocabulary import Param, Vocabulary


def fits(arg: A.Arg, param: Param, vocabulary: Vocabulary) -> bool:
    """Whether a positional argument aims at this parameter (used to skip optional ones)."""
    v = arg.value
    if param.type in ("word", "words"):
        # alternatives aim at this parameter when any of them is one of its words;
        # the checker then names the ones that are not
        names = v.options if isinstance(v, A.Alts) else (v,)
        return any(isinstance(x, A.Name) and x.id in param.choices for x in names)
    if param.type == "setting":  # `on`, `off` or a number: the checker reads which the setting takes
        return isinstance(v, (A.Name, A.Num))
    if param.type == "money":
        return isinstance(v, A.Money)
    if isinstance(v, A.Name):
        return v.id in vocabulary.quantities
    return not isinstance(v, A.Alts) and (param.type == "amount_or_money" or not isinstance(v, A.Money))


def bind(call: A.Call, vocabulary: Vocabulary) -> dict[str, Any]:
    """``{param: value}`` for a checked call; words become str / tuple[str, ...], flags ``True``.

    Kept per vocabulary and call node (by identity: rules keep their nodes alive, and the same
    text may be read by two games' vocabularies)."""
    cache = vocabulary.cache
    hit = cache.get(id(call))
    if hit is not None and hit[0] is call:
        return hit[1]  # type: ignore[no-any-return]
    out = _bind(call, vocabulary)
    cache[id(call)] = (call, out)
    return out


def _bind(call: A.Call, vocabulary: Vocabulary) -> dict[str, Any]:
    verb = vocabulary.verbs[call.verb]
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
        if i < len(positional) and fits(positional[i], param, vocabulary):
            v = positional[i].value
            if param.type == "words":
                out[param.name] = tuple(x.id for x in v.options) if isinstance(v, A.Alts) else (v.id,)  # type: ignore[union-attr]
            elif param.type == "word":
                out[param.name] = v.id  # type: ignore[union-attr]
            else:
                out[param.name] = v
            i += 1
    return out
