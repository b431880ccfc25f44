"""Files the project reads and writes (interpreter/files.py): every read bounded before it starts,
every write atomic and faithful to the file it replaces (issue 15, items 2 and 6).

The command-line probes run in one child process under a memory and CPU limit (tests/bounded.py):
on the old code `/dev/zero` and an 8 GB sparse file were read whole (MemoryError under the limit)
and a FIFO blocked the reader.
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest

from interpreter.files import FileError, atomic_write, read_bounded, read_text_bounded
from interpreter.harness.saves import MAX_SAVE_BYTES
from interpreter.loading.yamlsrc import MAX_FILE_BYTES
from interpreter.text.locale import MAX_FTL_BYTES

from .bounded import run_bounded
from .conftest import LOCALES_DIR, RULES_DIR

SPARSE = 8 * 2**30  # an 8 GB file that takes no disk: only its size says what it is


def sparse(path: Path, size: int = SPARSE) -> Path:
    with open(path, "wb") as fh:
        fh.truncate(size)
    return path


# ------------------------------------------------------------------ reading
@pytest.mark.parametrize(("make", "message"), [
    (lambda d: sparse(d / "big"), "file is too large (8589934592 bytes, at most 1000)"),
    (lambda d: Path("/dev/zero"), "it is a device"),
    (lambda d: (os.mkfifo(d / "fifo"), d / "fifo")[1], "it is a FIFO"),
    (lambda d: d, "it is a directory"),
    (lambda d: d / "missing", "No such file or directory"),
    (lambda d: Path(str(d / "a") + "\0b"), "not a valid file name"),
    (lambda d: (d / "over").write_bytes(b"x" * 1001) and d / "over", "file is too large (1001 bytes, at most 1000)"),
    (lambda d: (os.symlink("/dev/zero", d / "link.ftl"), d / "link.ftl")[1], "it is a device"),
], ids=["sparse", "dev-zero", "fifo", "directory", "missing", "nul", "one-byte-over", "link-to-device"])
def test_reads_are_refused_before_they_start(tmp_path: Path, make: object, message: str) -> None:
    path = make(tmp_path)  # type: ignore[operator]
    with pytest.raises(FileError) as info:
        read_bounded(path, 1000)
    assert message in str(info.value) and str(info.value).startswith(str(path))


def test_a_file_at_its_limit_reads_and_broken_utf8_names_its_place(tmp_path: Path) -> None:
    (tmp_path / "ok").write_bytes(b"x" * 1000)
    assert len(read_bounded(tmp_path / "ok", 1000)) == 1000
    (tmp_path / "bad").write_bytes(b"one\ntwo \xff three")
    with pytest.raises(FileError) as info:
        read_text_bounded(tmp_path / "bad", 1000)
    assert (info.value.line, info.value.column) == (2, 5) and "not UTF-8" in info.value.reason


# ------------------------------------------------------------------ writing
def test_a_write_keeps_the_mode_of_the_file_it_replaces(tmp_path: Path) -> None:
    for mode in (0o600, 0o640, 0o755):
        path = tmp_path / f"f{mode:o}"
        path.write_text("old")
        path.chmod(mode)
        atomic_write(path, "new")
        assert (path.read_text(), stat.S_IMODE(path.stat().st_mode)) == ("new", mode)
    atomic_write(tmp_path / "fresh", "x")
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE((tmp_path / "fresh").stat().st_mode) == 0o644 & ~umask


def test_a_write_through_a_symlink_writes_its_target_and_keeps_the_link(tmp_path: Path) -> None:
    target = tmp_path / "real" / "rules.yaml"
    target.parent.mkdir()
    target.write_text("old")
    target.chmod(0o600)
    (tmp_path / "link.yaml").symlink_to(target)
    (tmp_path / "link2.yaml").symlink_to(tmp_path / "link.yaml")  # a chain of links
    atomic_write(tmp_path / "link2.yaml", "new")
    assert (tmp_path / "link.yaml").is_symlink() and (tmp_path / "link2.yaml").is_symlink()
    assert target.read_text() == "new" and stat.S_IMODE(target.stat().st_mode) == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.yaml", "link2.yaml", "real"]


def test_a_write_keeps_hard_links_one_file(tmp_path: Path) -> None:
    a, b = tmp_path / "a.yaml", tmp_path / "b.yaml"
    a.write_text("a much longer old text than the new one\n")
    os.link(a, b)
    atomic_write(b, "new\n")
    assert a.read_text() == b.read_text() == "new\n" and a.stat().st_ino == b.stat().st_ino
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.yaml", "b.yaml"]


@pytest.mark.parametrize(("where", "message"), [
    (lambda d: d, "cannot write: it is a directory"),
    (lambda d: Path(str(d / "a") + "\0b"), "not a valid file name"),
    (lambda d: Path("/proc/speakeasy-test.json"), "cannot write"),  # refused even to root
    (lambda d: (d / "file").write_text("x") and d / "file" / "under", "cannot write"),
], ids=["directory", "nul", "proc", "under-a-file"])
def test_a_write_that_cannot_happen_is_a_file_error(tmp_path: Path, where: object, message: str) -> None:
    with pytest.raises(FileError, match=message):
        atomic_write(where(tmp_path), "text")  # type: ignore[operator]


# ------------------------------------------------------------------ the commands
@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("hostile")
    for name in ("big.yaml", "big.json"):
        sparse(d / name)
    os.mkfifo(d / "fifo.yaml")
    os.mkfifo(d / "fifo.json")
    rules = d / "rules"
    shutil.copytree(RULES_DIR, rules)
    sparse(rules / "zz.yaml")
    for kind, make in (("ftl-zero", lambda p: p.symlink_to("/dev/zero")), ("ftl-big", sparse),
                       ("ftl-fifo", os.mkfifo)):
        shutil.copytree(LOCALES_DIR, d / kind)
        make(d / kind / "en" / "zz.ftl")
    return d


PROBES = [
    # (id, arguments, exit code, words of the message)
    ("replay-dev-zero", ["replay", "/dev/zero"], 1, "it is a device"),
    ("replay-sparse", ["replay", "{d}/big.json"], 1, f"at most {MAX_SAVE_BYTES}"),
    ("replay-fifo", ["replay", "{d}/fifo.json"], 1, "it is a FIFO"),
    ("replay-directory", ["replay", "{d}"], 1, "it is a directory"),
    ("play-load-dev-zero", ["play", "--load", "/dev/zero"], 1, "it is a device"),
    ("play-load-sparse", ["play", "--load", "{d}/big.json"], 1, "too large"),
    ("scenario-dev-zero", ["scenario", "run", "/dev/zero"], 2, "it is a device"),
    ("scenario-sparse", ["scenario", "run", "{d}/big.yaml"], 2, f"at most {MAX_FILE_BYTES}"),
    ("scenario-fifo", ["scenario", "run", "{d}/fifo.yaml"], 2, "it is a FIFO"),
    ("fmt-dev-zero", ["fmt", "/dev/zero"], 1, "it is a device"),
    ("fmt-sparse", ["fmt", "--check", "{d}/big.yaml"], 1, "too large"),
    ("fmt-fifo", ["fmt", "{d}/fifo.yaml"], 1, "it is a FIFO"),
    ("check-sparse-rules-file", ["check", "--rules", "{d}/rules"], 1, "zz.yaml:1:1: file is too large"),
    ("check-sparse-variant", ["check", "--variant", "{d}/big.yaml"], 1, "too large"),
    ("check-variant-dev-zero", ["check", "--variant", "/dev/zero"], 1, "it is a device"),
    ("check-ftl-dev-zero", ["check", "--locales", "{d}/ftl-zero"], 1, "zz.ftl:1:1: cannot read file: it is a device"),
    ("check-ftl-sparse", ["check", "--locales", "{d}/ftl-big"], 1, f"at most {MAX_FTL_BYTES}"),
    ("check-ftl-fifo", ["check", "--locales", "{d}/ftl-fifo"], 1, "it is a FIFO"),
]


@pytest.fixture(scope="module")
def outcomes(hostile: Path) -> dict[str, object]:
    cases = [{"id": i, "args": [a.format(d=hostile) for a in args]} for i, args, _, _ in PROBES]
    return run_bounded(cases)  # type: ignore[return-value]


@pytest.mark.parametrize(("probe", "code", "words"), [(p[0], p[2], p[3]) for p in PROBES], ids=[p[0] for p in PROBES])
def test_hostile_files_are_refused_unread_by_every_command(outcomes: dict, probe: str, code: int, words: str) -> None:
    got = outcomes[probe]
    assert got.clean(), got
    assert got.code == code and words in got.output, got


def test_fmt_formats_a_links_target_and_keeps_its_mode_and_hard_links(tmp_path: Path) -> None:
    from interpreter.cli import app

    from .clirunner import runner

    target = tmp_path / "real.yaml"
    target.write_text("helpers:\n-   id: x\n    value: 5\n")
    target.chmod(0o600)
    os.link(target, tmp_path / "hard.yaml")
    (tmp_path / "link.yaml").symlink_to(target)
    result = runner.invoke(app, ["fmt", str(tmp_path / "link.yaml")])
    assert result.exit_code == 0 and "reformatted" in result.output, result.output
    assert (tmp_path / "link.yaml").is_symlink() and target.read_text() == "helpers:\n  - id: x\n    value: 5\n"
    assert stat.S_IMODE(target.stat().st_mode) == 0o600 and (tmp_path / "hard.yaml").read_text() == target.read_text()


# ------------------------------------------------------------------ output paths, before any work
OUTPUTS = [
    ("simulate-save-dir-file", ["simulate", "-n", "1", "--save-dir", "{d}/file"], "is a file: give a folder"),
    ("simulate-save-dir-under-file", ["simulate", "-n", "1", "--save-dir", "{d}/file/saves"], "is not a folder, so"),
    ("book-out-file", ["book", "--out", "{d}/file"], "is a file: give a folder"),
    ("book-index-is-folder", ["book", "--out", "{d}/book"], "is a folder: give a file name"),
    ("schema-out-folder", ["schema", "--out", "{d}"], "is a folder: give a file name"),
    ("schema-out-nul", ["schema", "--out", "{d}/a\0b"], "embedded null byte"),  # click refuses it first
    ("compare-out-folder", ["compare", "--variant", "short-game", "-n", "200", "--out", "{d}"], "is a folder"),
    ("compare-out-under-file", ["compare", "--variant", "short-game", "-n", "200", "--out", "{d}/file/r.html"],
     "is not a folder, so"),
    ("soak-out-under-file", ["soak", "-n", "50", "--out", "{d}/file/failures"], "is not a folder, so"),
]


@pytest.fixture(scope="module")
def output_outcomes(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, object]]:
    d = tmp_path_factory.mktemp("outputs")
    (d / "file").write_text("not a folder")
    (d / "book" / "index.html").mkdir(parents=True)
    cases = [{"id": i, "args": [a.format(d=d) for a in args]} for i, args, _ in OUTPUTS]
    return d, run_bounded(cases)  # type: ignore[return-value]


@pytest.mark.parametrize(("probe", "words"), [(p[0], p[2]) for p in OUTPUTS], ids=[p[0] for p in OUTPUTS])
def test_output_paths_are_refused_before_any_work(output_outcomes: tuple[Path, dict], probe: str, words: str) -> None:
    d, outcomes = output_outcomes
    got = outcomes[probe]
    assert got.clean(), got
    assert got.code == 2 and words in got.words, got  # a usage error, said before the work
    assert "metric" not in got.output and "games/s" not in got.output  # no games were played first
    assert (d / "file").read_text() == "not a folder"
