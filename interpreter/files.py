"""Files the project reads and writes, safely.

Reading: every file is looked at before it is read (``read_bounded``): only a regular file no larger
than its limit is opened, and the read itself stops at the limit, so a device (``/dev/zero``), a
FIFO, a directory or an 8 GB sparse file is refused with a clear error instead of filling memory or
blocking.

Writing: atomically (``atomic_write``), so a crash or a full disk never leaves half a file; the
file written keeps the mode of the one it replaces, a symlink is followed to its target (the link
stays a link), and a file with several hard links is rewritten in place so the links stay one file.

``FileError`` is an ``OSError`` (this module sits below ``errors``, beside it in the layers): the
command line reports it as an error, never as a traceback, and readers turn it into their own
errors (a diagnostic, a save error).
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

KB, MB = 1024, 1024 * 1024


class FileError(OSError):
    """A file that cannot be read or written: too large, not a regular file, unreadable, unwritable."""

    def __init__(self, path: Path | str, reason: str, line: int = 1, column: int = 1) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = str(path)
        self.reason = reason
        self.line, self.column = line, column  # where in the file, for a problem with its content

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


def _kind(mode: int) -> str | None:
    """What a file that is not a regular file is, in words (None for a regular file)."""
    if stat.S_ISREG(mode):
        return None
    for test, word in ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a device"),
                       (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return word
    return "not a regular file"


def _reason(err: OSError | ValueError) -> str:
    if isinstance(err, ValueError):  # a NUL in the path
        return "not a valid file name"
    return err.strerror or str(err)


def read_bounded(path: Path | str, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; FileError for anything else.

    The file is stat'ed before it is opened (opening a device or a FIFO can block or have effects),
    opened without blocking, checked again through its descriptor (it may have been swapped between
    the two), and read to at most ``limit + 1`` bytes: a file that grows, or one whose size its
    metadata understates (``/proc``), is still refused at the limit.
    """
    try:
        before = os.stat(path)
    except (OSError, ValueError) as err:
        raise FileError(path, f"cannot read file: {_reason(err)}") from None
    kind = _kind(before.st_mode)
    if kind is not None:
        raise FileError(path, f"cannot read file: it is {kind}")
    if before.st_size > limit:
        raise FileError(path, f"file is too large ({before.st_size} bytes, at most {limit})")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except (OSError, ValueError) as err:
        raise FileError(path, f"cannot read file: {_reason(err)}") from None
    try:
        now = os.fstat(fd)
        if _kind(now.st_mode) is not None or (now.st_dev, now.st_ino) != (before.st_dev, before.st_ino):
            raise FileError(path, "cannot read file: it changed while it was opened")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(limit + 1 - size, MB))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except FileError:
        raise
    except OSError as err:
        raise FileError(path, f"cannot read file: {_reason(err)}") from None
    finally:
        os.close(fd)
    if size > limit:
        raise FileError(path, f"file is too large (more than {limit} bytes)")
    return b"".join(chunks)


# An editor's unsaved texts, by resolved path, standing in for their files while a check runs (the language
# server's: interpreter/analysis/folder.py); per thread and task, so a check never sees another's buffers.
_BUFFERS: ContextVar[Mapping[str, str] | None] = ContextVar("buffers", default=None)


@contextmanager
def buffers(texts: Mapping[Path, str]) -> Iterator[None]:
    """While inside, ``read_text_bounded`` of one of these paths reads its text here, not the disk's (bounded
    by the same limit, so an editor's buffer cannot pass what its file could not)."""
    token = _BUFFERS.set({os.path.realpath(p): t for p, t in texts.items()})
    try:
        yield
    finally:
        _BUFFERS.reset(token)


def read_text_bounded(path: Path | str, limit: int) -> str:
    """``read_bounded`` decoded as UTF-8; a file that is not UTF-8 is a FileError naming the place."""
    held = _BUFFERS.get()
    if held:
        text = held.get(os.path.realpath(path))
        if text is not None:
            if len(text) > limit or len(text.encode("utf-8")) > limit:
                raise FileError(path, f"file is too large (more than {limit} bytes)")
            return text
    raw = read_bounded(path, limit)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw.count(b"\n", 0, err.start) + 1
        column = err.start - (raw.rfind(b"\n", 0, err.start) + 1) + 1
        raise FileError(path, f"file is not UTF-8 ({err.reason} at byte {err.start})", line, column) from None


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def atomic_write(path: Path | str, text: str) -> None:
    """Write ``text`` to ``path`` so that no reader ever sees half of it.

    The text goes to a temporary file beside the target, is flushed to disk, then renamed over it.
    The target is the file a symlink points to (the link stays); a new file gets the usual mode
    (0644 less the umask), an existing one keeps its mode and, where allowed, its owner. A file with
    more than one hard link cannot be renamed over without splitting the links: it is rewritten in
    place after its new size is reserved (a full disk fails before anything changes), the one write
    that is not atomic against a crash. Any failure is a FileError and leaves the old file as it was.
    """
    try:
        target = Path(os.path.realpath(path))  # a symlink (or a chain of them) is followed to its target
        old = os.stat(target) if target.exists() else None
    except (OSError, ValueError) as err:
        raise FileError(path, f"cannot write: {_reason(err)}") from None
    data = text.encode("utf-8")
    if old is not None and _kind(old.st_mode) is not None:
        raise FileError(path, f"cannot write: it is {_kind(old.st_mode)}")
    try:
        if old is not None and old.st_nlink > 1:
            _rewrite_in_place(target, data)
        else:
            _replace(target, data, old)
    except FileError:
        raise
    except (OSError, ValueError) as err:
        raise FileError(path, f"cannot write: {_reason(err)}") from None


def _replace(target: Path, data: bytes, old: os.stat_result | None) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if old is None:
            os.chmod(tmp, 0o644 & ~_umask())
        else:
            os.chmod(tmp, stat.S_IMODE(old.st_mode))
            if hasattr(os, "chown") and (old.st_uid, old.st_gid) != (os.getuid(), os.getgid()):
                try:  # only root may give a file away; a group one belongs to is allowed
                    os.chown(tmp, old.st_uid, old.st_gid)
                except OSError:
                    pass
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _rewrite_in_place(target: Path, data: bytes) -> None:
    fd = os.open(target, os.O_WRONLY)
    try:
        if data and hasattr(os, "posix_fallocate"):
            try:
                os.posix_fallocate(fd, 0, len(data))  # ENOSPC here, before the first byte changes
            except OSError as err:
                if err.errno not in (errno.EOPNOTSUPP, errno.EINVAL):  # a file system that cannot reserve
                    raise
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.ftruncate(fd, len(data))
        os.fsync(fd)
    finally:
        os.close(fd)
