"""Saving the editor's drafts: as a variant file in the studio's variant folder, checked first; or,
when the designer asks, into the rules files themselves.

A variant is written only when the whole rule set checks with it (every check `speakeasy check`
makes, locales included), and it is written atomically; the page is told the command that checks
it from a terminal. The rules files are never touched unless the designer asks for it, and then
only if the rules with every edit check clean. Nothing is written outside the rules folder and the
variant folder as they were when the studio started: a file whose link leads elsewhere is refused,
and so is a folder that cannot be written (said, not a server error).
"""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..files import FileError, atomic_write
from ..loading.fields import WINDOWS_RESERVED
from ..loading.yamlsrc import read_yaml
from .editor import EditorSession, raw_of
from .guard import Refused, inside
from .overlay import changed_fields, merge_variant, write_component
from .words import Refusal

NAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")  # a variant's name (the loader's pattern), and so its file's


@dataclass
class Saved:
    ok: bool
    errors: list[dict[str, Any]] = field(default_factory=list)  # {file, line, column, message}
    path: str | None = None
    command: str | None = None
    confirm: str | None = None  # set when the file exists and is not the studio's: ask before changing it

    def as_json(self) -> dict[str, Any]:
        return {"ok": self.ok, "errors": self.errors, "path": self.path, "command": self.command,
                "confirm": self.confirm}


class SaveRefused(Refusal):
    """A save the studio will not make (a bad name, drafts with errors, a folder it may not write)."""


class Saver:
    def __init__(self, session: EditorSession, variant_dir: Path, shipped: Path | None) -> None:
        self.session = session
        self.variant_dir = variant_dir
        self.shipped = shipped
        # the folders as they were at the start: a link swapped in later cannot move a write elsewhere
        self.variant_root = variant_dir.resolve()
        self.rules_root = session.rules_dir.resolve()
        self.written: dict[Path, set[str]] = {}  # files this studio wrote -> the components in them

    # ------------------------------------------------------------ the drafts as data
    def changes(self) -> dict[str, dict[str, Any]]:
        """component id -> field -> new value, for every edit; refused while an edit has errors."""
        drafts = self.session.edited()
        broken = sorted(cid for cid, d in drafts.items() if d.model is None)
        if broken:
            raise SaveRefused("web-refused-fix-first", ids=", ".join(broken))
        out: dict[str, dict[str, Any]] = {}
        for cid, d in drafts.items():
            entry = self.session.entry(cid)
            model: Any = d.model
            fields = changed_fields(type(model).model_fields, entry.model, model, d.raw or {},
                                    lambda name, m=model: raw_of(getattr(m, name)))
            if fields:
                out[cid] = fields
        return out

    def draft_file(self) -> Path | None:
        """The edits as a variant file in the studio's own work folder (for a comparison or a full
        check), or None when nothing is edited."""
        changes = self.changes()
        if not changes:
            return None
        path = self.session.work / "studio-edits.yaml"
        atomic_write(path, merge_variant(None, "studio-edits", "the studio's edits, not saved yet", changes))
        return path

    # ------------------------------------------------------------ variant files
    def _launch_paths(self) -> list[Path]:
        rules = self.session.rules_dir
        out = []
        for spec in self.session.variants:
            looks_like_file = "/" in spec or "\\" in spec or spec.endswith((".yaml", ".yml"))
            out.append((Path(spec) if looks_like_file else rules / "variants" / f"{spec}.yaml").resolve())
        return out

    def save(self, name: str, description: str, overwrite: bool = False) -> Saved:
        if not NAME.match(name):
            raise SaveRefused("web-refused-name")
        if name in WINDOWS_RESERVED:  # the loader refuses it too (loading/fields.py): such a file cannot travel
            raise SaveRefused("web-refused-reserved-name", name=name)
        if not description.strip() or len(description) > 300 or "\n" in description:
            raise SaveRefused("web-refused-description")
        try:
            target = inside(self.variant_root, f"{name}.yaml")
        except Refused:
            raise SaveRefused("web-refused-link-outside", file=f"{name}.yaml", folder=str(self.variant_dir)) from None
        changes = self.changes()
        if not changes:
            raise SaveRefused("web-refused-nothing-edited")
        launch = self._launch_paths()
        if target in launch[:-1]:
            raise SaveRefused("web-refused-applied-before", name=name, last=launch[-1].stem)
        mine = target in self.written or (launch and target == launch[-1])
        existing = None
        if target.exists():
            src, errs = read_yaml(target, str(target))
            if src is None:
                raise SaveRefused("web-refused-unreadable", file=target.name, problem=errs[0].message)
            existing = src.text
            if not mine and not overwrite:
                return Saved(False, path=str(target), confirm=f"{target.name} exists: add these edits to it?")
        others = launch[:-1] if launch and target == launch[-1] else launch
        forget = self.written.get(target, set()) - set(changes)
        text = merge_variant(existing, name, description.strip(), changes, forget)
        trial = self.session.work / "trial" / f"{name}.yaml"
        atomic_write(trial, text)
        diags = self.session.check_all([*others, trial])
        if diags:
            return Saved(False, [_shown(d, trial, target) for d in diags], str(target))
        _write(target, text)
        self.written[target] = set(changes)
        return Saved(True, path=str(target), command=self._command([*others, target]))

    def _command(self, variants: list[Path]) -> str:
        parts = ["speakeasy check"]
        if self.shipped is None or self.session.rules_dir.resolve() != self.shipped.resolve():
            parts.append(f"--rules {self.session.rules_dir}")
        for path in variants:
            named = path.parent == (self.session.rules_dir / "variants").resolve()
            parts.append(f"--variant {path.stem if named else path}")
        return " ".join(parts)

    # ------------------------------------------------------------ the rules files
    def into_rules(self) -> Saved:
        """Write every edit into the rules files (comments kept), when the rules with them check clean."""
        s = self.session
        if s.variants:
            raise SaveRefused("web-refused-into-rules-variants")
        changes = self.changes()
        if not changes:
            raise SaveRefused("web-refused-nothing-edited")
        texts: dict[Path, str] = {}
        files = {display: src for display, src in s.pristine.files.items()}
        drafts = s.edited()
        for cid, fields in changes.items():
            entry = s.entry(cid)
            if entry.file is None or entry.file not in files:
                raise SaveRefused("web-refused-not-in-rules", id=cid)
            path = self._rules_file(files[entry.file].path)
            old = texts.get(path, files[entry.file].text)
            dropped = set(raw_of(entry.model)) - set(drafts[cid].raw or {}) - set(fields)
            texts[path] = write_component(old, entry.section, cid, fields, dropped)
        trial = s.work / "trial-rules"
        shutil.rmtree(trial, ignore_errors=True)
        trial.mkdir(parents=True)
        for path in s.rules_dir.glob("*.yaml"):
            atomic_write(trial / path.name, texts.get(path, path.read_text(encoding="utf-8")))
        from ..loading.loader import check_rules

        report = check_rules(s.game.schema, trial)
        if not report.ok:
            return Saved(False, [_shown(d, trial, s.rules_dir) for d in report.diagnostics])
        for path, text in texts.items():
            _write(path, text)
        return Saved(True, path=str(s.rules_dir), command=self._command([]))

    def _rules_file(self, path: Path) -> Path:
        """A rules file to write, as the file it really is: refused if a link takes it out of the rules folder."""
        try:
            return inside(self.rules_root, path.name)
        except Refused:
            raise SaveRefused("web-refused-link-outside", file=path.name, folder=str(self.session.rules_dir)) from None


def _write(path: Path, text: str) -> None:
    """Write a file the designer asked for; a folder or file that cannot be written is a refusal, not a crash."""
    try:
        atomic_write(path, text)
    except FileError as err:
        raise SaveRefused("web-refused-cannot-write", file=str(path), problem=err.reason) from None


def _shown(d: Any, trial: Path, real: Path) -> dict[str, Any]:
    """A diagnostic of a trial file, named as the file it will be."""
    return {**d.as_json(), "file": d.file.replace(str(trial), str(real)), "text": d.render().replace(str(trial), str(real))}
