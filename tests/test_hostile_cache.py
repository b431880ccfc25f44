"""A cache that cannot be trusted into a wrong answer (issue 23 item 3).

Before: an entry rewritten with its sha256 recomputed made `check` say "ok" on rules with errors, and a
symlink planted at an entry's predictable name made `check` overwrite the link's target. Now every entry is
signed with the user's secret key, read without following links and written by renaming a new file over
its name; a forged or planted entry is ignored and said once; the default folder is private.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path

import pytest

from interpreter import cache
from interpreter.cli import app

from .clirunner import runner
from .conftest import RULES_DIR


def _forge(path: Path, value: object) -> None:
    """What the probe did: change the value and recompute a digest (here: with another key, or none)."""
    _, _, body = path.read_bytes().partition(b"\n")
    entry = json.loads(body)
    entry["value"] = value
    forged = json.dumps(entry, separators=(",", ":")).encode()
    path.write_bytes(hashlib.sha256(forged).hexdigest().encode() + b"\n" + forged)


def test_an_entry_forged_with_its_digest_recomputed_is_ignored_and_said_once(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = cache.Store("t", tmp_path)
    store.put("k", "v", cache.Snapshot([]))
    assert store.get("k") == "v"
    path = store.path("k")
    assert path is not None
    _forge(path, "forged")
    capsys.readouterr()
    assert store.get("k") is None and store.get("k") is None
    said = capsys.readouterr().err
    assert said.count("ignored a cache entry not signed with your key") == 1 and str(path) in said
    store.put("k", "v", cache.Snapshot([]))  # the next good entry replaces it
    assert store.get("k") == "v"


def test_an_entry_signed_with_another_users_key_is_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPEAKEASY_CACHE_KEY", str(tmp_path / "theirs" / "cache-key"))
    cache.Store("t", tmp_path / "shared").put("k", "theirs", cache.Snapshot([]))
    monkeypatch.setenv("SPEAKEASY_CACHE_KEY", str(tmp_path / "mine" / "cache-key"))
    assert cache.Store("t", tmp_path / "shared").get("k") is None


def test_a_link_planted_at_an_entrys_name_is_never_followed(tmp_path: Path) -> None:
    store = cache.Store("t", tmp_path / "c")
    path = store.path("k")
    assert path is not None
    path.parent.mkdir()
    target = tmp_path / "precious.txt"
    target.write_text("keep me", encoding="utf-8")
    path.symlink_to(target)
    assert store.get("k") is None  # not read through the link
    store.put("k", "v", cache.Snapshot([]))
    assert target.read_text(encoding="utf-8") == "keep me"  # the link's target is never written
    assert not path.is_symlink() and store.get("k") == "v"


def test_the_key_is_private_and_a_key_others_can_read_caches_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("SPEAKEASY_CACHE_KEY")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    cache.Store("t", tmp_path / "c").put("k", "v", cache.Snapshot([]))
    key = tmp_path / "config" / "speakeasy-rules" / "cache-key"
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert stat.S_IMODE(key.parent.stat().st_mode) == 0o700
    open_key = tmp_path / "open-key"
    open_key.write_text("x" * 64, encoding="utf-8")
    open_key.chmod(0o644)
    monkeypatch.setenv("SPEAKEASY_CACHE_KEY", str(open_key))
    store = cache.Store("t", tmp_path / "c2")
    store.put("k", "v", cache.Snapshot([]))
    assert store.get("k") is None
    assert "is not your own private file (0600): nothing is cached" in capsys.readouterr().err


def test_the_default_cache_folder_is_made_private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SPEAKEASY_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    folder = tmp_path / "xdg" / "speakeasy-rules"
    folder.mkdir(parents=True)
    folder.chmod(0o777)
    cache.Store("t").put("k", "v", cache.Snapshot([]))
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    entry = next(folder.glob("t-*.json"))
    assert stat.S_IMODE(entry.stat().st_mode) == 0o600


def test_a_forged_check_report_does_not_make_broken_rules_check_clean(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil

    rules = tmp_path / "rules"
    shutil.copytree(RULES_DIR, rules)
    game = rules / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace("    city_tile: 54", "    city_tile: 55"), encoding="utf-8")
    monkeypatch.setenv("SPEAKEASY_CACHE", str(tmp_path / "cache"))
    first = runner.invoke(app, ["check", "--rules", str(rules)])
    assert first.exit_code == 1
    entries = list((tmp_path / "cache").glob("check-*.json"))
    assert entries
    for path in entries:
        body = json.loads(path.read_bytes().partition(b"\n")[2])
        _forge(path, {**body["value"], "ok": True, "errors": [], "rendered": []})
    again = runner.invoke(app, ["check", "--rules", str(rules)])
    assert again.exit_code == 1 and "the rules check clean" not in again.output
    assert os.path.exists(entries[0])
