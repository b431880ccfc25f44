"""Fingerprints a translator's files keep: of English words, and of the effect a component runs.

One mechanism for both (issue 28 items 1 and 6): a canonical text, its sha256, the first 12 hex digits.

- ``text_fingerprint``: words, with blank space normalised (a re-indented or re-wrapped message is the same
  message). The ``# source:`` mark of a translated message (status.py) and the English a pin was translated
  from (pins.py) are this.
- ``effect_fingerprint``: a component as its rules file defines it — every field, its effects as syntax
  trees *without positions* (language/astjson.py ``dump(positions=False)``) and without provenance (``source``,
  ``reconstructed``: where a number was read, not what it is). Moving a line, re-indenting, rewording a
  comment or a source page changes nothing; any change of what the component does — a verb, a number, a
  filter — changes it. A pin records it (pins.py), and `check` refuses a pin whose component's is not it now.

Twelve hex digits are 48 bits: a collision between two versions of one component is not a practical concern.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pydantic import BaseModel

from ..language import ast as A
from ..language.astjson import dump

__all__ = ["digest", "effect_fingerprint", "text_fingerprint"]
_PROVENANCE = frozenset({"source", "reconstructed"})


def digest(text: str) -> str:
    """The fingerprint of a canonical text: sha256, first 12 hex digits."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def text_fingerprint(source: str) -> str:
    """The fingerprint of words: each line's blank space collapsed, blank lines dropped."""
    return digest("\n".join(" ".join(line.split()) for line in source.strip().splitlines() if line.strip()))


def _plain(value: Any) -> Any:
    if isinstance(value, A.Node):
        return dump(value, positions=False)
    if isinstance(value, BaseModel):
        return {name: _plain(getattr(value, name)) for name in sorted(type(value).model_fields)
                if name not in _PROVENANCE}
    if isinstance(value, dict):
        return [[_plain(k), _plain(v)] for k, v in sorted(value.items(), key=lambda kv: repr(kv[0]))]
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)  # a value of a game's own type: its printed form says what it is


def effect_fingerprint(component: Any) -> str:
    """The fingerprint of what a component does (its rules-file fields, effects without positions)."""
    return digest(json.dumps(_plain(component), sort_keys=True, ensure_ascii=False, separators=(",", ":")))
