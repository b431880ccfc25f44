"""The architecture holds: layers import only downwards, the core never imports a game, no module
cycle — and an import planted against it fails `lint-imports` with both modules named. Every
visitor of the AST handles every node it must (docs/architecture.md)."""

from __future__ import annotations

import importlib
import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import interpreter
from interpreter.language import ast as A
from interpreter.language.visitor import MissingVisit, Visitor, dispatch

from .conftest import ROOT

LINT = str(Path(sys.executable).with_name("lint-imports"))


def _lint(cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {"PYTHONPATH": str(cwd), "PATH": str(Path(sys.executable).parent)}
    return subprocess.run([LINT, "--no-cache"], cwd=cwd, capture_output=True, text=True, env=env, timeout=300, check=False)


def test_the_contracts_hold_on_the_tree() -> None:
    done = _lint(ROOT)
    assert done.returncode == 0, done.stdout[-3000:]
    assert "3 kept, 0 broken" in done.stdout


@pytest.mark.parametrize(("module", "planted", "broken", "names"), [
    ("machine/engine.py", "from ..text import render as _planted", "Layers", ("interpreter.machine", "interpreter.text")),
    ("harness/simulate.py", "from ..games import speakeasy as _planted", "never imports a game",
     ("interpreter.harness.simulate", "interpreter.games.speakeasy")),
    ("language/ast.py", "from ..loading import ruleset as _planted", "Layers", ("interpreter.language", "interpreter.loading")),
    ("loading/yamlsrc.py", "from . import loader as _planted", "No import cycle", ("yamlsrc", "loader")),
], ids=["machine imports text", "core imports a game", "language imports loading", "a cycle in loading"])
def test_a_planted_import_breaks_a_contract(tmp_path: Path, module: str, planted: str, broken: str,
                                            names: tuple[str, ...]) -> None:
    shutil.copytree(ROOT / "interpreter", tmp_path / "interpreter", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    target = tmp_path / "interpreter" / module
    text = target.read_text(encoding="utf-8")
    head, sep, rest = text.partition("from __future__ import annotations\n")
    target.write_text(head + sep + planted + "  # noqa\n" + rest, encoding="utf-8")
    done = _lint(tmp_path)
    assert done.returncode != 0
    report = done.stdout[done.stdout.index("Broken contracts"):]
    assert broken in report and all(name in report for name in names), report


def test_a_handful_of_modules_at_the_top_of_the_package() -> None:
    top = sorted(p.name for p in Path(interpreter.__file__).parent.glob("*.py"))
    assert top == ["__init__.py", "__main__.py", "cache.py", "errors.py", "files.py", "resources.py", "sanitize.py"]


def _every_module() -> None:
    for info in pkgutil.walk_packages(interpreter.__path__, "interpreter."):
        if not info.name.endswith("__main__"):  # running it is the command line
            importlib.import_module(info.name)


def _visitors(cls: type = Visitor) -> list[type[Visitor]]:
    out = []
    for sub in cls.__subclasses__():
        out += [sub, *_visitors(sub)]
    return out


def test_every_visitor_handles_every_node_it_must() -> None:
    _every_module()
    visitors = _visitors()
    assert {v.__name__ for v in visitors} >= {"_Checker", "_Unparser", "Renderer", "SpeakeasyRenderer"}
    for v in visitors:
        missing = [c.__name__ for c in v.nodes if not hasattr(v, f"visit_{c.__name__}")]
        assert v.generic or not missing, f"{v.__name__} lacks visit_ for {missing}"
        assert set(v._table) == set(v.nodes)


def test_the_machines_tables_cover_their_node_families() -> None:
    from interpreter.machine import effects, evaluate

    assert set(effects._STEP) == set(effects._POSSIBLE) == set(A.EFFECTS)
    # and the one runtime wrapper of a number: an amount worked out in play, checked for its sign (issue 23)
    assert set(evaluate._NUM) == {*A.EXPRS, evaluate.Counted} and set(evaluate._COND) == set(A.CONDS)
    assert set(A.NODES) == {*A.EXPRS, *A.CONDS, *A.EFFECTS, *A.PARTS}
    assert all(issubclass(c, A.Node) for c in A.NODES)


def test_a_visitor_that_misses_a_node_fails_when_it_is_made() -> None:
    with pytest.raises(MissingVisit, match="visit_Call"):
        class Incomplete(Visitor):
            generic = False
            nodes = A.EFFECTS

    with pytest.raises(MissingVisit, match="step_Money"):
        dispatch(sys.modules[__name__], [A.Money], prefix="step_")
