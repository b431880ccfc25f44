"""`speakeasy locales status` / `mark-reviewed` (text/status.py): on a temporary copy of the shipped locales,
one English message changed, one removed and one added are each listed as such (changed, unused, missing), a
translation never reviewed is new, and marking reviewed clears them and keeps the file's mode."""

from __future__ import annotations

import shutil
import stat
from pathlib import Path

import pytest

from interpreter.cli import app
from interpreter.text.status import mark_reviewed, read_folder, source_hash, status

from .clirunner import runner

SHIPPED = Path(__file__).resolve().parent.parent / "locales"


@pytest.mark.parametrize(("a", "b", "same"), [
    ("m = hi { $x }", "m = hi { $x }", True),
    ("m = hi { $x }\n    .a = b", "m =   hi { $x }\n        .a = b  ", True),  # blank space is not a change
    ("m = hi { $x }", "m = ho { $x }", False),
    ("m = hi\n    .they = their", "m = hi\n    .they = your", False),  # an attribute is part of the source
])
def test_source_hash(a: str, b: str, same: bool) -> None:
    assert (source_hash(a) == source_hash(b)) is same
    assert len(source_hash(a)) == 12


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "locales"
    shutil.copytree(SHIPPED, folder)
    return folder


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_status_lists_new_changed_unused_missing(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    target = folder / "zh-Hans" / "names.ftl"
    target.chmod(0o640)
    mark_reviewed(folder, "zh-Hans")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    before = status(folder, "zh-Hans")
    assert before["changed"] == [] and before["new"] == []
    english = read_folder(folder, "en")
    changed, removed = sorted(english)[3], sorted(english)[5]
    en_changed = Path(english[changed].file)
    src = english[changed].source
    _edit(en_changed, src, src.replace(" = ", " = CHANGED ", 1))
    src = english[removed].source
    _edit(Path(english[removed].file), src, "")
    with (folder / "en" / "ui.ftl").open("a", encoding="utf-8") as f:
        f.write("\nbrand-new-message = A new line\n")
    after = status(folder, "zh-Hans")
    assert [e.id for e in after["changed"]] == [changed]
    assert removed in [e.id for e in after["unused"]]
    assert "brand-new-message" in [e.id for e in after["missing"]]
    assert len(after["missing"]) == len(before["missing"]) + 1
    with (folder / "zh-Hans" / "ui.ftl").open("a", encoding="utf-8") as f:  # translated, never reviewed: new
        f.write("\nbrand-new-message = 新的一行\n")
    assert [e.id for e in status(folder, "zh-Hans")["new"]] == ["brand-new-message"]
    mark_reviewed(folder, "zh-Hans", {changed})
    assert status(folder, "zh-Hans")["changed"] == []
    assert status(folder, "zh-Hant")["new"]  # another language is not marked by this one


def test_marking_keeps_the_text_the_loader_reads(tmp_path: Path) -> None:
    from interpreter.text.locale import load_locale

    folder = _copy(tmp_path)
    before = load_locale([folder], "zh-Hant")
    mark_reviewed(folder, "zh-Hant")
    after = load_locale([folder], "zh-Hant")
    assert not after.problems and set(after.messages) == set(before.messages)
    for key in list(before.messages)[:200]:
        assert after.format(key, {"count": 1, "n": 1}) == before.format(key, {"count": 1, "n": 1})
    again = (folder / "zh-Hant" / "names.ftl").read_text(encoding="utf-8")
    mark_reviewed(folder, "zh-Hant")  # a second marking changes nothing
    assert (folder / "zh-Hant" / "names.ftl").read_text(encoding="utf-8") == again


@pytest.mark.parametrize("game", ["speakeasy", "nostra_city"])
def test_cli_status_and_mark(tmp_path: Path, game: str) -> None:
    from interpreter.harness.package import load_words

    folder = tmp_path / "l"
    shutil.copytree(load_words(game).text.locales, folder)
    res = runner.invoke(app, ["--game", game, "locales", "status", "--lang", "zh-Hans", "--locales", str(folder), "--json"])
    assert res.exit_code == 1, res.output  # never reviewed: every translation is new
    assert '"new"' in res.output and '"missing"' in res.output
    res = runner.invoke(app, ["--game", game, "locales", "mark-reviewed", "--locales", str(folder)])
    assert res.exit_code == 0, res.output
    res = runner.invoke(app, ["--game", game, "locales", "status", "--locales", str(folder)])
    assert "0 new, 0 changed" in res.output, res.output
    res = runner.invoke(app, ["--game", game, "locales", "status", "--lang", "xx", "--locales", str(folder)])
    assert res.exit_code == 2
