"""A cache of results keyed by the contents of the files they were computed from (JSON, never pickle).

A designer's loop is `speakeasy check`, then `speakeasy text ID`, over and over; most runs read the
same files as the last one. A ``Store`` keeps each result as a JSON file with what it was computed
from: the package's code (its version and the contents of its source files) and every input file's
contents (a folder: each file in it). An entry is used only if all of that is unchanged, so any edit
of a rules, variant or locale file, or of the package, makes it stale. An entry is written atomically;
one that cannot be read, does not parse, is of another format or fails its digest is ignored, as if
absent. Nothing is evaluated or unpickled: values are plain JSON, and their readers rebuild objects
from it (interpreter/language/astjson.py for syntax trees).

Where: ``$SPEAKEASY_CACHE`` (a folder, or ``off`` to disable), else ``$XDG_CACHE_HOME/speakeasy-rules``,
else ``~/.cache/speakeasy-rules``.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

from . import __version__
from .files import FileError, atomic_write, read_bounded
from .resources import grammar_path

FORMAT = 1
MAX_INPUT_BYTES = 8 * 1024 * 1024  # an input file larger than any rules or locale file: never cached
MAX_ENTRY_BYTES = 64 * 1024 * 1024  # a cache entry larger than any this program writes is not read
_PACKAGE = Path(__file__).resolve().parent
_SKIP = {"__pycache__"}


def cache_dir() -> Path | None:
    """The cache folder, or None when caching is off."""
    chosen = os.environ.get("SPEAKEASY_CACHE")
    if chosen is not None:
        return None if chosen.strip().lower() in ("", "off", "0", "no") else Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "speakeasy-rules"


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _files(path: Path) -> list[Path]:
    """A file, or every file under a folder (sorted; caches and hidden files left out)."""
    if path.is_file():
        return [path]
    if not path.is_dir():
        return []
    out = []
    for root, dirs, names in os.walk(path):
        dirs[:] = sorted(d for d in dirs if d not in _SKIP and not d.startswith("."))
        out += [Path(root) / n for n in sorted(names) if not n.startswith(".") and not n.endswith((".pyc", ".tmp"))]
    return out


def fingerprint(paths: Iterable[Path]) -> list[list[str]]:
    """[path, digest] of each input: a missing one as "missing", a folder as the list of its files, each hashed."""
    out: list[list[str]] = []
    for path in paths:
        path = Path(path).resolve()
        if not path.exists():
            out.append([str(path), "missing"])
            continue
        if path.is_dir():
            listing = [str(f.relative_to(path)) for f in _files(path)]
            out.append([str(path), "folder:" + _digest("\n".join(listing).encode())])
        out += [[str(f), _file_digest(f)] for f in _files(path)]
    return out


def _file_digest(f: Path) -> str:
    """A file's digest, read within bounds (the inputs may be hostile: a FIFO, a device, a huge file); one
    that cannot be read gets a digest no later reading can match, so nothing computed from it is reused."""
    try:
        return _digest(read_bounded(f, MAX_INPUT_BYTES))
    except (FileError, OSError):
        return "unreadable:" + os.urandom(8).hex()


@lru_cache(maxsize=1)
def code_version() -> str:
    """The package's version and the contents of its code (and the grammar), as one digest: a cache
    entry of another build, or of a checkout with edited sources, is never used."""
    h = hashlib.sha256(f"{FORMAT}:{__version__}".encode())
    for f in _files(_PACKAGE):
        if f.suffix in (".py", ".so", ".pyd", ".lark", ".ftl"):  # .ftl: the core's own messages
            h.update(str(f.relative_to(_PACKAGE)).encode())
            h.update(f.read_bytes())
    grammar = grammar_path()
    if grammar.is_file():
        h.update(grammar.read_bytes())
    return h.hexdigest()


class Snapshot:
    """The contents of some input files and folders at one moment (what a result is computed from)."""

    def __init__(self, paths: Iterable[Path]) -> None:
        self.roots = [str(Path(p).resolve()) for p in paths]
        self.prints = fingerprint(Path(r) for r in self.roots)


class Store:
    """Entries of one kind (``name``) under the cache folder, each a JSON file keyed by a digest of its key."""

    def __init__(self, name: str, folder: Path | None = None) -> None:
        self.name = name
        self.folder = folder if folder is not None else cache_dir()

    def path(self, key: str) -> Path | None:
        if self.folder is None:
            return None
        return self.folder / f"{self.name}-{_digest(key.encode())[:24]}.json"

    def get(self, key: str) -> Any | None:
        """The value stored under ``key`` if its code and inputs are unchanged; None otherwise (or when the
        entry is missing, unreadable, corrupt or foreign)."""
        path = self.path(key)
        if path is None:
            return None
        try:
            entry = json.loads(read_bounded(path, MAX_ENTRY_BYTES).decode("utf-8"))
            if not isinstance(entry, dict) or entry.get("format") != FORMAT or entry.get("key") != key:
                return None
            if entry.get("code") != code_version():
                return None
            value, roots, inputs = entry.get("value"), entry.get("roots"), entry.get("inputs")
            if entry.get("digest") != _digest(json.dumps([value, roots, inputs], sort_keys=True).encode()):
                return None
            if not isinstance(roots, list) or not all(isinstance(r, str) for r in roots):
                return None
            return value if fingerprint(Path(r) for r in roots) == inputs else None
        except (OSError, ValueError, TypeError):
            return None

    def put(self, key: str, value: Any, inputs: Snapshot) -> None:
        """Store ``value`` (plain JSON) as computed from ``inputs`` (taken before computing it, so a file edited
        meanwhile makes the entry stale rather than wrong); a cache that cannot be written is no error."""
        path = self.path(key)
        if path is None:
            return
        roots, prints = inputs.roots, inputs.prints
        entry = {"format": FORMAT, "key": key, "code": code_version(), "roots": roots, "inputs": prints,
                 "value": value, "digest": _digest(json.dumps([value, roots, prints], sort_keys=True).encode())}
        try:
            atomic_write(path, json.dumps(entry, ensure_ascii=False, separators=(",", ":")))
        except OSError:
            pass

