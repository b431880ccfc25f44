"""What a game's rules files look like: the one thing the loader needs to know about a game."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from ..errors import Diagnostic
from ..language.vocabulary import Vocabulary
from .fields import Path_, inner_model
from .ruleset import RuleSet
from .yamlsrc import YamlFile

# What a variant's `change:` wrote inside an item: (path inside the item, the variant file, path of the value in it)
Written = tuple[Path_, YamlFile, Path_]


@dataclass(frozen=True, slots=True)
class Where:
    """Where each checked value came from, for the checks across files (``RulesSchema.cross_check``).

    ``items``: id(component or list item) -> (file, path inside it); ``singles``: a section defined once ->
    (file, its model); ``written``: id(an item's or a section's model) -> what variants' `change:`s wrote
    inside it. A problem is reported where its value was written: in the variant that changed it, if one
    did (issue 23: a copy cycle a variant wrote was shown at the base helper, which says nothing of it)."""

    items: dict[int, tuple[YamlFile, Path_]] = field(default_factory=dict)
    singles: dict[str, tuple[YamlFile, Any]] = field(default_factory=dict)
    written: Mapping[int, tuple[Written, ...]] = field(default_factory=dict)

    def file(self, section: str) -> YamlFile:
        """The file that defines a section defined once (`game:`, `map:`…)."""
        return self.singles[section][0]

    def at(self, item: Any, *sub: Any, reads: tuple[Path_, ...] = ()) -> Callable[[str], Diagnostic]:
        """The diagnostic maker for the value at ``sub`` inside a component or list item; ``reads``: the
        other values of the item the check compares it with (paths inside the item)."""
        src, path = self.items[id(item)]
        return self._at(item, src, path, sub, reads)

    def at_single(self, section: str, *sub: Any, reads: tuple[Path_, ...] = ()) -> Callable[[str], Diagnostic]:
        """The diagnostic maker for the value at ``sub`` inside a section defined once (``reads`` as for ``at``)."""
        src, model = self.singles[section]
        return self._at(model, src, (section,), sub, reads)

    def _at(self, model: Any, src: YamlFile, path: Path_, sub: Path_, reads: tuple[Path_, ...]
            ) -> Callable[[str], Diagnostic]:
        """At the value, in the variant that wrote it (or a value holding it); else at what a variant wrote
        inside it, or at a value the check read beside it that a variant wrote: the change to look at."""
        written = self.written.get(id(model), ())
        hit = next(((vsrc, (*vpath, *sub[len(inner):])) for inner, vsrc, vpath in written
                    if sub[:len(inner)] == inner), None)
        for near in (sub, *reads):
            hit = hit or next(((vsrc, vpath) for inner, vsrc, vpath in written if inner[:len(near)] == near), None)
        vsrc, vpath = hit or (src, (*path, *sub))
        line, col = vsrc.locate(vpath)
        return lambda msg: vsrc.diag(line, col, msg)


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
    cross_check: Callable[[RuleSet, Where], list[Diagnostic]]
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
