"""Compile the engine with mypyc, for long simulations: about twice the games per second.

    python tools/compile_engine.py            # build C extensions next to their sources
    python tools/compile_engine.py --clean    # remove them: back to pure Python

Opt-in, never part of the install: it needs a C compiler, mypy and setuptools (the `test`
extra has both) and takes about a minute and a half. The engine is fully typed, so mypyc
compiles it as it is, and checks every annotation at run time as well. Compiled: the machine
(the agenda, the interpreter of effects, the evaluator, passives), the binding of arguments,
Speakeasy's engine modules (state, flow, verbs, what its effects read), the bots and the
simulation loop. The rules loader, the text, the CLI, the classes a game written in plain Python
subclasses or builds (`GameDefinition`, `Kind`) and each game's models, text and tables stay
Python: they run once, not per decision. (`View` is compiled and lets plain-Python subclasses in.)

Python prefers a compiled module to its source, so an edit to an engine file is ignored
until you rebuild or clean; importing a compiled engine older than its sources warns about
exactly that (interpreter/__init__.py). `speakeasy bench` says which engine it
measured. Two tests replace engine methods to watch them (tests/test_flow.py) and are
skipped on a compiled engine; CI runs everything on the pure engine, then the conformance,
playthrough and scenario tests on a compiled one.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NATIVE = (".so", ".pyd")
PACKAGE = ROOT / "interpreter"
# what runs at every step of a game (paths under interpreter/)
MODULES = (
    "language/bind.py", "language/memo.py",
    "machine/values.py", "machine/engine.py", "machine/stepping.py", "machine/effects.py", "machine/once.py",
    "machine/counters.py", "machine/evaluate.py", "machine/passives.py", "machine/players.py", "machine/triggers.py",
    "machine/game.py",
    "harness/bots.py", "harness/simulate.py",
    *(f"games/speakeasy/{name}.py" for name in (
        "registry", "state", "setup", "flow", "economy", "combat", "control", "luciano", "scoring", "invariants",
        "persistent", "reads",
        "quantities", "views", "bots", "verbs_basic", "verbs_build", "verbs_cards", "verbs_decks", "verbs_docks", "verbs_social",
        "verbs_trucks")),
)

SETUP = """
import sys
from setuptools import setup
from mypyc.build import mypycify

modules = sys.argv.pop(1).split(",")
setup(name="speakeasy-engine-native", packages=[], py_modules=[], ext_modules=mypycify(modules, opt_level="3", multi_file=True))
"""


def built_files() -> list[Path]:
    """The compiled engine modules and mypyc's shared runtime library, wherever the build put them."""
    found = [p for p in PACKAGE.rglob("*") if p.suffix in NATIVE]
    found += [p for p in ROOT.iterdir() if p.suffix in NATIVE and "__mypyc" in p.name]
    return sorted(found)


def clean(quiet: bool = False) -> int:
    removed = built_files()
    for path in removed:
        path.unlink()
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    if not quiet:
        print(f"removed {len(removed)} compiled files: the engine is pure Python")
    return 0


def build() -> int:
    try:
        import mypyc  # noqa: F401
        import setuptools  # noqa: F401
    except ImportError as missing:
        print(f"compiling needs mypy (with mypyc) and setuptools: pip install -e '.[test]' ({missing})", file=sys.stderr)
        return 2
    clean(quiet=True)
    modules = [f"interpreter/{m}" for m in MODULES]
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "setup_native.py"
        script.write_text(SETUP, encoding="utf-8")
        cmd = [sys.executable, str(script), ",".join(modules), "build_ext", "--inplace",
               "--build-temp", str(Path(tmp) / "build"), "-j", str(os.cpu_count() or 1)]
        done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    if done.returncode != 0:
        print(done.stdout[-4000:], done.stderr[-4000:], sep="\n", file=sys.stderr)
        print("compiling the engine failed; it stays pure Python", file=sys.stderr)
        clean(quiet=True)
        return 1
    print(f"compiled {len(modules)} modules with mypyc: {len(built_files())} files")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clean", action="store_true", help="remove the compiled modules")
    args = parser.parse_args()
    return clean() if args.clean else build()


if __name__ == "__main__":
    sys.exit(main())
