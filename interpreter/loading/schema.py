"""What a game's rules files look like: the one thing the loader needs to know about a game."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from ..errors import Diagnostic
from ..language.vocabulary import Vocabulary
from .fields import inner_model
from .ruleset import RuleSet
from .yamlsrc import YamlFile

# Where each checked item came from: id(item) -> (file, path inside it); checks across files use it.
Where = dict[int, tuple[YamlFile, tuple[Any, ...]]]


@dataclass(frozen=True)
class Parts:
    """The checked contents of every rules file, gathered, before the game builds its rule set."""

    singles: dict[str, Any]
    lists: dict[str, tuple[Any, ...]]
    by_id: dict[str, Any]
    components: Mapping[str, str]
    fingerprint: str
    files: dict[str, YamlFile]


@dataclass(frozen=True)
class RulesSchema:
    """A game's rules: the model of one file, its sections, and the checks no single file can make.

    ``file_model``: a pydantic model whose fields are the sections a file may have — lists of items
    or single sections (models); ``components``: the list sections whose items have an ``id`` and
    are counted as components (section -> kind); ``singletons``: sections that exactly one file
    defines; ``key_fields``: how the items of the other lists are named in a variant's `change:`
    path (setups by player count, acts by number…); ``build`` turns the gathered parts into the
    game's rule set; ``cross_check`` reports what only the whole rule set shows (references,
    counts, symmetric adjacency), each problem at its place; ``vocabulary`` checks the effect texts;
    ``shipped`` is the folder of the rules a game ships with; ``box``, where a game's rules say how many
    of each kind of component its box holds (a singleton section and its field, a mapping kind -> count):
    the loader checks the rules against it, and a variant's additions and removals count themselves.
    """

    file_model: type[BaseModel]
    components: Mapping[str, str]
    singletons: tuple[str, ...]
    key_fields: Mapping[type[BaseModel], str]
    vocabulary: Vocabulary
    build: Callable[[Parts], RuleSet]
    cross_check: Callable[[RuleSet, Where, dict[str, YamlFile]], list[Diagnostic]]
    shipped: Path | None = None
    box: tuple[str, str] | None = None

    def sections(self) -> dict[str, type[BaseModel]]:
        """Every section a file may have -> the model of its items (lists) or of itself (singletons)."""
        out: dict[str, type[BaseModel]] = {}
        for name, info in self.file_model.model_fields.items():
            model = inner_model(info.annotation)
            if model is not None:
                out[name] = model
        return out

    def list_sections(self) -> dict[str, type[BaseModel]]:
        return {k: m for k, m in self.sections().items() if k not in self.singletons}
