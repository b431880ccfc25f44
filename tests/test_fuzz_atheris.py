"""The loader's coverage-guided fuzz target (tools/fuzz_loader.py, atheris): its kept corpus passes
through the target, and a bounded run of atheris from it finds nothing (skipped without the `fuzz` extra)."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from interpreter.errors import Diagnostic

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "tools" / "fuzz_loader.py"
CORPUS = Path(__file__).parent / "fuzz_corpus" / "loader"


def _target() -> Any:
    spec = importlib.util.spec_from_file_location("fuzz_loader", TARGET)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("path", sorted(CORPUS.iterdir()), ids=lambda p: p.name)
def test_the_kept_corpus_passes_through_the_target(path: Path) -> None:
    _target().one_input(path.read_bytes())


def test_the_target_counts_a_diagnostic_without_a_position_as_a_find() -> None:
    module = _target()
    module.parse_yaml = lambda text, name: (None, [Diagnostic(name, 0, 0, "")])
    with pytest.raises(AssertionError):
        module.one_input(b"x")


def test_a_bounded_atheris_run_finds_nothing(tmp_path: Path) -> None:
    pytest.importorskip("atheris", reason="the `fuzz` extra (pip install -e '.[fuzz]') is not installed")
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)  # atheris adds what it finds to the folder: not to the repository's
    run = subprocess.run([sys.executable, str(TARGET), "-atheris_runs=400", "-max_len=4096", "-seed=1", str(corpus)],
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "Done 400" in run.stderr
