"""A studio restart loses nothing a game was started with (issue 29): a lesson's narration goes on at the place it
had reached and a game with hints keeps them, both kept in the store with the game (D-340); the store's format is
versioned — an older database is migrated in place in one transaction, losing nothing, and a newer one refused."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from interpreter.web import store as store_module
from interpreter.web.store import SCHEMA_VERSION, Store, StoreError

from .conftest import GAME
from .studio import Running, rules_copy, serving

# The statements the first studios (format 1) made their database with, as they shipped: an old database is
# built from them here, not from the program's own copy, so that a change to that copy cannot hide a migration bug.
OLD_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY, game TEXT NOT NULL, rules TEXT NOT NULL, variants TEXT NOT NULL,
  players INTEGER NOT NULL, seed INTEGER NOT NULL, seats TEXT NOT NULL,
  over INTEGER NOT NULL, state_hash TEXT NOT NULL, moves INTEGER NOT NULL, bytes INTEGER NOT NULL,
  created REAL NOT NULL, touched REAL NOT NULL);
CREATE TABLE IF NOT EXISTS seat_keys (
  key TEXT PRIMARY KEY, game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS seat_keys_game ON seat_keys (game_id);
CREATE TABLE IF NOT EXISTS moves (
  game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE, n INTEGER NOT NULL, option TEXT NOT NULL,
  PRIMARY KEY (game_id, n)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rules (fingerprint TEXT PRIMARY KEY, files BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS gone (key_hash TEXT PRIMARY KEY, game_id TEXT NOT NULL, why TEXT NOT NULL, at REAL NOT NULL);
PRAGMA user_version = 1;
"""
V1_COLUMNS = {"games": "id, game, rules, variants, players, seed, seats, over, state_hash, moves, bytes, created, touched",
              "seat_keys": "key, game_id, seat", "moves": "game_id, n, option", "rules": "fingerprint, files",
              "gone": "key_hash, game_id, why, at"}


def _post(running: Running, path: str, body: dict[str, Any]) -> tuple[str, str]:
    with running.client() as c:
        made = c.post(path, json=body)
    assert made.status_code == 200, made.text
    return made.json()["table"], made.json()["links"]["0"].split("token=")[1]


def _play(running: Running, table: str, key: str, moves: int) -> dict[str, Any]:
    with running.client(token=key) as c:
        state = c.get(f"/api/play/{table}/state").json()
        for _ in range(moves):
            state = c.post(f"/api/play/{table}/choose", json={"option": state["options"][0]["id"],
                                                              "version": state["version"]}).json()
    return state


def _state(running: Running, table: str, key: str, lang: str = "en") -> dict[str, Any]:
    with running.client(token=key) as c:
        answer = c.get(f"/api/play/{table}/state", params={"lang": lang})
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def test_a_lesson_and_a_hints_game_come_back_after_a_restart(tmp_path: Path) -> None:
    rules, kept = rules_copy(tmp_path), tmp_path / "state" / "studio.sqlite3"
    with serving(GAME, rules, store=kept) as first:
        lesson, lesson_key = _post(first, "/api/lessons", {})
        taught = _play(first, lesson, lesson_key, 4)["lesson"]
        hinted, hints_key = _post(first, "/api/games", {"players": 2, "seats": ["human", "greedy"], "seed": 4,
                                                        "hints": True})
        hint = _play(first, hinted, hints_key, 2)["hint"]
        before = {lang: _state(first, lesson, lesson_key, lang)["lesson"] for lang in ("en", "zh-Hant")}
    assert taught["step"] > 1 and hint is not None
    with serving(GAME, rules, store=kept, token="a-new-launch-token-987654") as second:
        # the narration at the place it had reached, the same lines in each language, and hints still on
        assert {lang: _state(second, lesson, lesson_key, lang)["lesson"] for lang in before} == before
        assert _state(second, hinted, hints_key)["hint"] == hint
        # and it goes on from there: the next answer is narrated as it would have been without the restart
        went_on = _play(second, lesson, lesson_key, 1)["lesson"]
        assert went_on is not None and went_on["step"] >= taught["step"]
    with serving(GAME, rules, store=tmp_path / "other.sqlite3") as unbroken:  # the same lesson without a restart
        again, key = _post(unbroken, "/api/lessons", {})
        assert _play(unbroken, again, key, 5)["lesson"] == went_on


def _old_database(path: Path, source: Path) -> dict[str, int]:
    """A database in format 1, built from its CREATE statements, holding the games of ``source`` (a database this
    program wrote): each table's rows in format 1's columns. The rows of each table it holds, by table."""
    old = sqlite3.connect(path)
    old.executescript(OLD_SCHEMA)
    old.execute("ATTACH DATABASE ? AS new", (str(source),))
    for table, columns in V1_COLUMNS.items():
        old.execute(f"INSERT INTO main.{table} ({columns}) SELECT {columns} FROM new.{table}")
    old.commit()
    old.execute("DETACH DATABASE new")
    counts = {table: old.execute(f"SELECT count(*) FROM {table}").fetchone()[0] for table in V1_COLUMNS}
    old.close()
    return counts


def _rows(path: Path) -> dict[str, list[Any]]:
    db = sqlite3.connect(path)
    try:
        return {t: sorted(db.execute(f"SELECT {c} FROM {t}").fetchall(), key=repr) for t, c in V1_COLUMNS.items()}
    finally:
        db.close()


def test_an_old_database_is_migrated_in_place_losing_nothing(tmp_path: Path) -> None:
    rules, made = rules_copy(tmp_path), tmp_path / "made.sqlite3"
    with serving(GAME, rules, store=made) as first:
        table, key = _post(first, "/api/games", {"players": 2, "seats": ["human", "greedy"], "seed": 6})
        _play(first, table, key, 6)
        played = list(first.studio.tables.get(table).game.decisions)  # type: ignore[union-attr]
    old = tmp_path / "old.sqlite3"
    counts = _old_database(old, made)
    assert counts["games"] == 1 and counts["moves"] == len(played) > 0
    rows = _rows(old)
    with serving(GAME, rules, store=old) as second:  # the old studio's game opens, whole, and plays on
        state = _state(second, table, key)
        assert state["version"] == len(played) and state["hint"] is None and state["lesson"] is None
        _play(second, table, key, 1)
    db = sqlite3.connect(old)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert "hints" in {r[1] for r in db.execute("PRAGMA table_info(games)")}
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
    after = _rows(old)
    assert after["rules"] == rows["rules"] and after["seat_keys"] == rows["seat_keys"]
    assert [m for m in after["moves"] if m in rows["moves"]] == rows["moves"]  # every old move still there


def test_a_migration_that_fails_leaves_the_old_database_as_it_was(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    rules, made = rules_copy(tmp_path), tmp_path / "made.sqlite3"
    with serving(GAME, rules, store=made) as first:
        _post(first, "/api/games", {"players": 2, "seats": ["human", "greedy"], "seed": 6})
    old = tmp_path / "old.sqlite3"
    _old_database(old, made)
    rows = _rows(old)
    # the last statement of the migration fails (a full disk, say): the ones before it are undone with it
    monkeypatch.setitem(store_module._MIGRATIONS, 1, (*store_module._MIGRATIONS[1], "CREATE TABLE games (x)"))
    with pytest.raises(StoreError, match="cannot read the studio's games"):
        Store(old)
    db = sqlite3.connect(old)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    assert "hints" not in {r[1] for r in db.execute("PRAGMA table_info(games)")}
    assert db.execute("SELECT name FROM sqlite_master WHERE name = 'lessons'").fetchone() is None
    db.close()
    assert _rows(old) == rows


def test_a_database_of_a_newer_format_is_refused_untouched(tmp_path: Path) -> None:
    newer = tmp_path / "newer.sqlite3"
    db = sqlite3.connect(newer)
    db.executescript(OLD_SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION + 1};")
    db.close()
    before = newer.read_bytes()
    with pytest.raises(StoreError, match=f"format {SCHEMA_VERSION + 1}, which this program does not know") as err:
        Store(newer)
    assert "a newer version of the program wrote it" in str(err.value) and str(newer) in str(err.value)
    assert newer.read_bytes() == before
