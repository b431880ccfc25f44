"""The studio's games on disk: an embedded SQLite database in the user's state folder.

A game is its rules, seed and decisions, so a table is kept as those: one row per game (its game
package, its rules' fingerprint, players, seed, seats, state hash, over or not), one row per seat
key, one row per decision — appended in the same transaction as the move is answered, as the
terminal autosaves after every decision — and, once per rule set, the text of the rules files it
was played with (compressed), so that a game comes back after a restart, a crash or an edit of the
rules by replaying it on exactly those rules. A replay that does not end in the stored state hash
is refused, never shown as a different game. A game's hints switch, its lesson's narration and place (with the
lesson's text) and each seat's chosen language are kept with it too (D-340).

The format is versioned (``PRAGMA user_version``): a database an older studio wrote is migrated in place when
opened, in one transaction (``_MIGRATIONS``); one a newer program wrote is refused, untouched.

The file is the user's alone: 0600 in a 0700 folder, opened only if it is a regular file of theirs
(a link planted at its name is refused). It holds the seed, and so every hidden card: nothing read
from it reaches a page but a seat's own view (tables.py).

Bounded (docs/limits.md): at most ``MAX_GAMES`` games and ``MAX_BYTES`` of decisions and rules
texts, a game at most ``MAX_DECISIONS`` decisions. When a new game needs room, finished games go
first, then games idle for a week (the longest idle first); a game in progress that moved within
the week is never dropped — the new game is refused instead. A dropped game's keys are remembered
(as hashes, ``MAX_GONE`` of them) so that its link says what became of it.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import stat
import threading
import time
import zlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InterpreterError
from ..files import state_home

MAX_GAMES = 200  # games kept at once
MAX_BYTES = 64 * 1024 * 1024  # decisions and rules texts (compressed) of every game kept
MAX_DECISIONS = 50_000  # of one game: as many as a save may hold (harness/saves.py)
MAX_GONE = 10_000  # keys of dropped games remembered, to say what became of them
IDLE_SECONDS = 7 * 24 * 3600  # a game in progress with no move for a week may go to make room
SCHEMA_VERSION = 2  # what this program writes; an older database is migrated to it when opened (_MIGRATIONS)

# Format 1 (as the first studios wrote it): a game, its seat keys, its moves, the rules texts, the dropped keys.
_SCHEMA_1 = """
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
"""
# From format N to N+1, each list run in the one transaction that opens an older database (D-340): what the
# studio used to keep in memory only — a game's hints switch, a lesson's narration and place (its lesson's text
# kept with it, as a game's rules texts are), and the language a seat chose (its link opens in it).
_MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: ("ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE seat_keys ADD COLUMN lang TEXT",
        "CREATE TABLE lessons (game_id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE, name TEXT NOT NULL, "
        "source TEXT NOT NULL, seat INTEGER NOT NULL, at INTEGER NOT NULL, said TEXT NOT NULL, heard_at INTEGER NOT NULL)"),
}


class StoreError(InterpreterError):
    """The database cannot be opened or used: said with its file and what to do."""


@dataclass(frozen=True)
class Stored:
    """A game as the database holds it."""

    id: str
    game: str
    rules: str  # the fingerprint of the rules it is played with
    variants: list[str]
    players: int
    seed: int
    seats: list[str]
    keys: dict[str, int]  # seat key -> seat
    over: bool
    state_hash: str
    moves: list[str]
    touched: float
    hints: bool = False  # played with hints (tables.py)
    lesson: Place | None = None  # a lesson's, where its narration stands


@dataclass(frozen=True)
class Place:
    """Where a lesson's narration stands (web/lessons.py ``Track``), kept with its game after every move."""

    name: str  # the lesson's file name, as the studio offered it
    source: str  # the lesson file's text: the game comes back with the narration it was started with
    seat: int  # the seat it teaches
    at: int  # the step it waits at
    said: tuple[str, ...]  # the narration shown (message ids)
    heard_at: int  # the log lines the narrator has been told of


@dataclass(frozen=True)
class Gone:
    game_id: str
    why: str  # "finished" or "idle": why it was dropped to make room


class Full(Exception):
    """No room for a new game: every game kept is in progress and moved within the week."""


def default_path() -> Path:
    return state_home() / "speakeasy" / "studio.sqlite3"


def key_hash(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def _private_file(path: Path) -> None:
    """Make sure ``path`` is a regular file of this user's, 0600, before SQLite opens it (a link planted
    at its name, or a file of someone else's, is refused; a new folder is made 0700)."""
    if not path.parent.exists():
        path.parent.mkdir(parents=True, mode=0o700)
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    except OSError as err:
        raise StoreError(f"{path}: cannot keep the studio's games here: {err.strerror or err}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise StoreError(f"{path}: cannot keep the studio's games here: it is not a regular file")
        if hasattr(os, "getuid") and info.st_uid != os.getuid():
            raise StoreError(f"{path}: cannot keep the studio's games here: the file is another user's")
        if stat.S_IMODE(info.st_mode) != 0o600:
            os.fchmod(fd, 0o600)
    finally:
        os.close(fd)


class Store:
    """The studio's database: every method is one transaction, safe to call from any thread."""

    def __init__(self, path: Path | None = None, now: Any = time.time) -> None:
        self.path = path or default_path()
        self.now = now  # the clock (a test moves it on a week)
        self.lock = threading.Lock()
        _private_file(self.path)
        try:
            self.db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None, timeout=10)
            self.db.execute("PRAGMA foreign_keys = ON")
            self._migrate()
        except sqlite3.DatabaseError as err:
            raise StoreError(f"{self.path}: cannot read the studio's games ({err}): move the file away to start afresh") from None

    def _migrate(self) -> None:
        """Bring the database to SCHEMA_VERSION in one transaction: a new file gets format 1, then each migration
        runs in turn, and the format is written last — a failure (a full disk, a crash) leaves it as it was, losing
        nothing. A database of a newer format than this program knows is refused, untouched."""
        self.db.execute("BEGIN IMMEDIATE")  # (another studio opening the same file waits: one migrates)
        try:
            version = int(self.db.execute("PRAGMA user_version").fetchone()[0])
            if not 0 <= version <= SCHEMA_VERSION:
                raise StoreError(f"{self.path}: the studio's games were kept in format {version}, which this program does "
                                 f"not know (it reads formats up to {SCHEMA_VERSION}): a newer version of the program "
                                 f"wrote it — use that version, or move the file away to start afresh")
            if version == 0:  # a new file (format 1's statements, then the migrations: one way to every format)
                for statement in filter(str.strip, _SCHEMA_1.split(";")):
                    self.db.execute(statement)
                version = 1
            for step in range(version, SCHEMA_VERSION):
                for statement in _MIGRATIONS[step]:
                    self.db.execute(statement)
            self.db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def close(self) -> None:
        with self.lock:
            self.db.close()

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self.lock:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")

    # ------------------------------------------------------------ writing
    def add(self, game_id: str, game: str, rules: str, variants: Sequence[str], players: int, seed: int,
            seats: Sequence[str], keys: dict[str, int], files: dict[str, Any] | None, hints: bool = False,
            lesson: Place | None = None, langs: dict[int, str] | None = None) -> None:
        """A new game (``files``: the rules texts it is played with, kept once per fingerprint; ``lesson``: the
        lesson it plays and its place); Full when there is no room even after dropping finished and idle games."""
        blob = zlib.compress(json.dumps(files, sort_keys=True).encode()) if files is not None else None
        with self._tx() as db:
            has_rules = db.execute("SELECT 1 FROM rules WHERE fingerprint = ?", (rules,)).fetchone() is not None
            need = 0 if has_rules or blob is None else len(blob)
            self._make_room(db, need)
            now = self.now()
            db.execute("INSERT INTO games (id, game, rules, variants, players, seed, seats, over, state_hash, moves, bytes, "
                       "created, touched, hints) VALUES (?, ?, ?, ?, ?, ?, ?, 0, '', 0, ?, ?, ?, ?)",
                       (game_id, game, rules, json.dumps(list(variants)), players, seed, json.dumps(list(seats)),
                        len(lesson.source) if lesson is not None else 0, now, now, int(hints)))
            if lesson is not None:
                db.execute("INSERT INTO lessons VALUES (?, ?, ?, ?, ?, ?, ?)", (game_id, lesson.name, lesson.source,
                           lesson.seat, lesson.at, json.dumps(list(lesson.said)), lesson.heard_at))
            db.executemany("INSERT INTO seat_keys (key, game_id, seat, lang) VALUES (?, ?, ?, ?)",
                           [(k, game_id, s, (langs or {}).get(s)) for k, s in keys.items()])
            if not has_rules and blob is not None:
                db.execute("INSERT INTO rules VALUES (?, ?)", (rules, blob))

    def record(self, game_id: str, moves: Sequence[str], kept: int, over: bool, state_hash: str,
               lesson: Place | None = None) -> int:
        """Append ``moves[kept:]`` to a game and note where it stands (and its lesson's narration, in the same
        transaction: the two never disagree after a crash); the number of moves now kept."""
        fresh = list(moves[kept:])
        with self._tx() as db:
            if lesson is not None:
                db.execute("UPDATE lessons SET at = ?, said = ?, heard_at = ? WHERE game_id = ?",
                           (lesson.at, json.dumps(list(lesson.said)), lesson.heard_at, game_id))
            db.executemany("INSERT INTO moves VALUES (?, ?, ?)", [(game_id, kept + i, m) for i, m in enumerate(fresh)])
            db.execute("UPDATE games SET moves = ?, bytes = bytes + ?, over = ?, state_hash = ?, touched = ? WHERE id = ?",
                       (kept + len(fresh), sum(len(m) + 16 for m in fresh), int(over), state_hash, self.now(), game_id))
        return kept + len(fresh)

    def _make_room(self, db: sqlite3.Connection, need: int) -> None:
        """Drop finished games, then games idle for a week, until one more game (and ``need`` bytes) fit."""
        idle = self.now() - IDLE_SECONDS
        for why, over, before in (("finished", 1, float("inf")), ("idle", 0, idle)):
            while self._crowded(db, need):
                row = db.execute("SELECT id FROM games WHERE over = ? AND touched < ? ORDER BY touched LIMIT 1",
                                 (over, before)).fetchone()
                if row is None:
                    break
                self._drop(db, row[0], why)
        if self._crowded(db, need):
            raise Full

    def _crowded(self, db: sqlite3.Connection, need: int) -> bool:
        games, moves = db.execute("SELECT count(*), coalesce(sum(bytes), 0) FROM games").fetchone()
        texts = db.execute("SELECT coalesce(sum(length(files)), 0) FROM rules").fetchone()[0]
        return bool(games >= MAX_GAMES or moves + texts + need > MAX_BYTES)

    def _drop(self, db: sqlite3.Connection, game_id: str, why: str) -> None:
        now = self.now()
        keys = [k for (k,) in db.execute("SELECT key FROM seat_keys WHERE game_id = ?", (game_id,))]
        db.executemany("INSERT OR REPLACE INTO gone VALUES (?, ?, ?, ?)", [(key_hash(k), game_id, why, now) for k in keys])
        db.execute("DELETE FROM games WHERE id = ?", (game_id,))  # its keys and moves go with it
        db.execute("DELETE FROM rules WHERE fingerprint NOT IN (SELECT rules FROM games)")
        extra = db.execute("SELECT count(*) FROM gone").fetchone()[0] - MAX_GONE
        if extra > 0:
            db.execute("DELETE FROM gone WHERE key_hash IN (SELECT key_hash FROM gone ORDER BY at LIMIT ?)", (extra,))

    def choose_language(self, key: str, lang: str) -> None:
        """The language a seat's player chose (their link opens in it next time, on any browser)."""
        with self._tx() as db:
            db.execute("UPDATE seat_keys SET lang = ? WHERE key = ?", (lang, key))

    # ------------------------------------------------------------ reading
    def language_of(self, key: str) -> str | None:
        """The language a seat key's player chose, if they chose one."""
        with self.lock:
            row = self.db.execute("SELECT lang FROM seat_keys WHERE key = ?", (key,)).fetchone()
        return str(row[0]) if row is not None and row[0] else None

    def game_of(self, key: str) -> tuple[str, int] | None:
        """The game and seat a seat key opens, if its game is kept."""
        with self.lock:
            row = self.db.execute("SELECT game_id, seat FROM seat_keys WHERE key = ?", (key,)).fetchone()
        return (str(row[0]), int(row[1])) if row is not None else None

    def gone(self, key: str) -> Gone | None:
        """What became of the game a key opened, if it was dropped to make room."""
        with self.lock:
            row = self.db.execute("SELECT game_id, why FROM gone WHERE key_hash = ?", (key_hash(key),)).fetchone()
        return Gone(str(row[0]), str(row[1])) if row is not None else None

    def load(self, game_id: str) -> Stored | None:
        with self.lock:
            row = self.db.execute("SELECT id, game, rules, variants, players, seed, seats, over, state_hash, touched, "
                                  "hints FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                return None
            keys = {k: s for k, s in self.db.execute("SELECT key, seat FROM seat_keys WHERE game_id = ?", (game_id,))}
            moves = [m for (m,) in self.db.execute("SELECT option FROM moves WHERE game_id = ? ORDER BY n", (game_id,))]
            taught = self.db.execute("SELECT name, source, seat, at, said, heard_at FROM lessons WHERE game_id = ?",
                                     (game_id,)).fetchone()
        lesson = Place(taught[0], taught[1], taught[2], taught[3], tuple(json.loads(taught[4])), taught[5]) \
            if taught is not None else None
        return Stored(row[0], row[1], row[2], json.loads(row[3]), row[4], row[5], json.loads(row[6]),
                      keys, bool(row[7]), row[8], moves, row[9], bool(row[10]), lesson)

    def rules_files(self, fingerprint: str) -> dict[str, Any] | None:
        """The rules texts a fingerprint was made from (as ``add`` was given them)."""
        with self.lock:
            row = self.db.execute("SELECT files FROM rules WHERE fingerprint = ?", (fingerprint,)).fetchone()
        return json.loads(zlib.decompress(row[0])) if row is not None else None

    def listing(self, game: str) -> list[dict[str, Any]]:
        """The games of one game package, the last moved first: id, players, seats, over, keys by seat."""
        with self.lock:
            rows = self.db.execute("SELECT id, players, seats, over FROM games WHERE game = ? ORDER BY touched DESC, "
                                   "created DESC", (game,)).fetchall()
            keys: dict[str, dict[str, str]] = {}
            for key, game_id, seat in self.db.execute("SELECT key, game_id, seat FROM seat_keys"):
                keys.setdefault(game_id, {})[str(seat)] = key
        return [{"id": r[0], "players": r[1], "seats": json.loads(r[2]), "over": bool(r[3]), "keys": keys.get(r[0], {})}
                for r in rows]

    def count(self) -> int:
        with self.lock:
            return int(self.db.execute("SELECT count(*) FROM games").fetchone()[0])
