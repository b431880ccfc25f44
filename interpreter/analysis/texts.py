"""A component's rule text in every language of the game, as the studio shows it beside the editor and a
language server shows it on hover: generated from the same syntax tree that runs (interpreter/text/)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..text.components import ComponentWriter
from ..text.kit import TextKit
from ..text.languages import LANGUAGES
from ..text.locale import locale


class Texts:
    """The rule text of one rule set's components, a writer per language made when first asked for."""

    def __init__(self, kit: TextKit, components: Any, rules: Any, locales: Path | None = None) -> None:
        self.kit = kit
        self.components = components  # section -> component kind (the schema's)
        self.rules = rules
        self.locales = locales or kit.locales
        self.languages = tuple(lang for lang in LANGUAGES if (self.locales / lang).is_dir()) or ("en",)
        self._writers: dict[str, ComponentWriter] = {}

    def writer(self, lang: str) -> ComponentWriter:
        if lang not in self._writers:
            self._writers[lang] = self.kit.writer_for(self.rules, locale(self.locales, lang))
        return self._writers[lang]

    def text_of(self, model: Any, section: str, lang: str) -> dict[str, Any]:
        """{name, kind, lines}: a component's name, the word for its kind and its rule text in one language."""
        w = self.writer(lang)
        if section in self.kit.kinds:
            t = w.render(model, section)
            return {"name": t.name, "kind": t.kind_label, "lines": list(t.lines)}
        kind = self.components[section]
        label = w.r.m(f"kind-{kind}") if w.r.loc.has(f"kind-{kind}") else kind.replace("_", " ")
        return {"name": w.name(model), "kind": label, "lines": []}

    def texts_of(self, model: Any, section: str) -> dict[str, dict[str, Any]]:
        return {lang: self.text_of(model, section, lang) for lang in self.languages}

    def section_of(self, comp_id: str) -> str | None:
        for section in self.components:
            if any(c.id == comp_id for c in self.rules.lists.get(section, ())):
                return section
        return None

    def of_id(self, comp_id: str) -> dict[str, dict[str, Any]] | None:
        """The texts of a component of these rules by its id, None if they have none by that id."""
        model = self.rules.by_id.get(comp_id)
        section = self.section_of(comp_id) if model is not None else None
        return self.texts_of(model, section) if section is not None else None
