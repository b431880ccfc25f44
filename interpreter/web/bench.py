"""The studio's benchmark (in `speakeasy bench`): from an edit to its check and its text in every language.

What the server does for one keystroke of the editor (after the page's debounce): read the edited
component, validate it, check its effect texts and render it in every language the game speaks —
``EditorSession.check``, the whole of the work behind ``POST /api/editor/check``. Two kinds of edit
alternate: one that checks clean (so all three texts are rendered) and a typo in its effect text
(so the check reports an error at its place).
"""

from __future__ import annotations

import re
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from ..harness.package import GamePackage
from .editor import EditorSession


def _edits(session: EditorSession) -> tuple[str, str, str]:
    """A component with the most effect text, and two edits of it: clean, and with a typo in its effect."""
    entries = [e for e in session.entries.values() if session.check(e.id, e.source).texts and _dsl_line(e.source)]
    entry = max(entries, key=lambda e: len(_dsl_line(e.source) or ""))
    line = _dsl_line(entry.source) or ""
    broken = line.replace('"', '"zz', 1) if '"' in line else line + " zz"
    return entry.id, entry.source + "\n# an edit", entry.source.replace(line, broken, 1)


def _dsl_line(source: str) -> str | None:
    found = re.search(r'^(?:effect|bonus|reward|requirement): "[^"\n]+"$', source, re.M)
    return found.group(0) if found else None


def editor_figures(game: GamePackage[Any], quick: bool) -> dict[str, float]:
    folder = game.schema.shipped
    if folder is None:
        return {}
    edits = 100 if quick else 400
    with tempfile.TemporaryDirectory(prefix="speakeasy-bench-") as work:
        session = EditorSession(game, folder, [], Path(work))
        comp, clean, typo = _edits(session)
        session.check(comp, clean)  # once untimed: the locales and writers are loaded on the first edit
        times: dict[str, list[float]] = {"clean": [], "typo": []}
        for n in range(edits):
            kind, text = ("clean", clean) if n % 2 == 0 else ("typo", typo)
            start = time.perf_counter()
            checked = session.check(comp, text if n % 4 < 2 else text + " ")
            times[kind].append(1000 * (time.perf_counter() - start))
            assert bool(checked.errors) == (kind == "typo"), (comp, checked.errors)
    clean_ms, typo_ms = sorted(times["clean"]), sorted(times["typo"])
    return {"editor_check_ms_median": statistics.median(clean_ms),
            "editor_check_ms_p99": clean_ms[int(len(clean_ms) * 0.99)],
            "editor_typo_ms_median": statistics.median(typo_ms)}
