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

A cache folder others can write (a shared ``SPEAKEASY_CACHE``) or a planted file cannot make it lie (issue
23 item 3): each entry carries an HMAC-SHA256 of its bytes keyed by a per-user secret (``cache_key``: 32
random bytes, created 0600 in the user's config folder, ``$SPEAKEASY_CACHE_KEY`` names another file, as the
tests do), so an entry rewritten with its digest recomputed is refused; the default folder is made private
(0700); an entry is read without following a link (``O_NOFOLLOW``: a symlink at an entry's name is refused)
and written to a new file renamed over the name (a planted link is replaced, its target never written). A
forged or planted entry is ignored, said once on stderr, and replaced by the next good entry.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import stat
import sys
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

from . import __version__
from .files import FileError, read_bounded
from .resources import grammar_path
from .sanitize import visible

FORMAT = 2  # 2: entries signed with the user's key (1: a plain digest, ignored now)
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


def _default_dir() -> bool:
    return os.environ.get("SPEAKEASY_CACHE") is None


def key_path() -> Path:
    """Where the user's cache key is: ``$SPEAKEASY_CACHE_KEY``, else ``$XDG_CONFIG_HOME/speakeasy-rules/cache-key``
    (``~/.config`` when XDG_CONFIG_HOME is not set)."""
    chosen = os.environ.get("SPEAKEASY_CACHE_KEY")
    if chosen:
        return Path(chosen)
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "speakeasy-rules" / "cache-key"


def cache_key() -> bytes | None:
    """The user's secret that signs the cache's entries, made on first use (0600, in a 0700 folder); None
    when it cannot be read or made, or is not the user's own private regular file (then nothing is cached)."""
    path = key_path()
    return _key_at(str(path))


@lru_cache(maxsize=4)
def _key_at(where: str) -> bytes | None:
    path = Path(where)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except FileNotFoundError:
        try:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
            try:
                os.write(fd, os.urandom(32).hex().encode())
                os.fsync(fd)
            finally:
                os.close(fd)
            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except OSError:
            return None
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_mode & 0o077 or (hasattr(os, "getuid") and st.st_uid != os.getuid()):
            _say_once(f"the cache key {path} is not your own private file (0600): nothing is cached")
            return None
        data = os.read(fd, 256).strip()
    finally:
        os.close(fd)
    return data if len(data) >= 32 else None


_SAID: set[str] = set()


def _say_once(note: str) -> None:
    if note not in _SAID:
        _SAID.add(note)
        sys.stderr.write(f"note: {visible(note)}\n")


def _mac(key: bytes, body: bytes) -> str:
    return hmac.new(key, body, hashlib.sha256).hexdigest()


def _read_entry(path: Path) -> bytes | None:
    """An entry's bytes, never through a link and never past MAX_ENTRY_BYTES; None if absent. A link or
    anything but a regular file at the name is planted: said once, and ignored."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except FileNotFoundError:
        return None
    except OSError:
        if path.is_symlink():
            _say_once(f"ignored a link planted at a cache entry's name: {path}")
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_ENTRY_BYTES:
            _say_once(f"ignored something that is not a cache entry: {path}")
            return None
        chunks, left = [], MAX_ENTRY_BYTES + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _write_entry(path: Path, data: bytes) -> None:
    """A new private file beside ``path``, renamed over it: a link planted at the name is replaced, never
    followed; the default cache folder is made private (0700) first."""
    folder = path.parent
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    if _default_dir():
        os.chmod(folder, 0o700)
    tmp = folder / f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)
    try:
        os.replace(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)
        raise


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
        secret = cache_key() if path is not None else None
        if path is None or secret is None:
            return None
        try:
            data = _read_entry(path)
            if data is None:
                return None
            mac, _, body = data.partition(b"\n")
            if not hmac.compare_digest(mac, _mac(secret, body).encode()):
                if body.startswith(b"{") and b'"format":%d' % FORMAT in body[:40]:  # one of ours, but not signed by you
                    _say_once(f"ignored a cache entry not signed with your key (forged, or written by someone "
                              f"else): {path}")
                return None
            entry = json.loads(body.decode("utf-8"))
            if not isinstance(entry, dict) or entry.get("format") != FORMAT or entry.get("key") != key:
                return None
            if entry.get("code") != code_version():
                return None
            value, roots, inputs = entry.get("value"), entry.get("roots"), entry.get("inputs")
            if not isinstance(roots, list) or not all(isinstance(r, str) for r in roots):
                return None
            return value if fingerprint(Path(r) for r in roots) == inputs else None
        except (OSError, ValueError, TypeError):
            return None

    def put(self, key: str, value: Any, inputs: Snapshot) -> None:
        """Store ``value`` (plain JSON) as computed from ``inputs`` (taken before computing it, so a file edited
        meanwhile makes the entry stale rather than wrong); a cache that cannot be written is no error."""
        path = self.path(key)
        secret = cache_key() if path is not None else None
        if path is None or secret is None:
            return
        roots, prints = inputs.roots, inputs.prints
        entry = {"format": FORMAT, "key": key, "code": code_version(), "roots": roots, "inputs": prints, "value": value}
        body = json.dumps(entry, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        try:
            _write_entry(path, _mac(secret, body).encode() + b"\n" + body)
        except OSError:
            pass

