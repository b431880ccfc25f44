"""Mutation testing of the rule modules: which slips of the pen would every test let through?

    python tools/mutate.py                       # every mutant of the rule modules (docs/testing.md)
    python tools/mutate.py combat scoring        # some of them, by name or path
    python tools/mutate.py interpreter/games/speakeasy/combat.py:57   # the mutants of one line
    python tools/mutate.py --list combat         # the mutants, without running them
    python tools/mutate.py --again               # only the mutants that were not killed last time
    python tools/mutate.py --targeted --sample 20 triggers   # 20 mutants drawn at random, the group's fast tests

Every mutant of each module is made (tools/mutants.py: flipped comparisons, integers ±1, negated
conditions, deleted statements, max/min, and/or, True/False) and run against the tests that execute
the lines it changes — found once per run by a coverage pass with one context per test — fastest test
first, stopping at the first failure, each test under a time limit. Mutants run two at a time in
processes forked from one that has imported everything: a mutant inside a function replaces that
function's code in place; one outside any function (a default, a class body, a decorator) is
imported afresh. The report gives the score per module — killed (timeouts count as killed) over
mutants not listed as equivalent in tools/mutation-equivalents.md — and every other survivor with
its place and diff. Results are kept in .mutation/ for ``--again``.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import importlib.abc
import importlib.util
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from mutants import Mutant, mutants, read_equivalents  # noqa: E402
from mutate_report import EQUIVALENTS, ERROR, KILLED, SURVIVED, TIMEOUT, UNCOVERED, Result, report  # noqa: E402

STORE = ROOT / ".mutation"
GAME = "interpreter/games/speakeasy"
# the engine's rule modules and the checker (issue 14), by the names the command takes
GROUPS: dict[str, tuple[str, ...]] = {
    "mob_war": (f"{GAME}/luciano.py", f"{GAME}/control.py"),
    "combat": (f"{GAME}/combat.py",),
    "scoring": (f"{GAME}/scoring.py",),
    "building": (f"{GAME}/verbs_build.py",),
    "economy": (f"{GAME}/economy.py",),
    "checker": ("interpreter/language/checker.py", "interpreter/language/loops.py"),
    # the machine and the game's quantities, selectors and views (issue 24, item 8)
    "effects": ("interpreter/machine/effects.py",),
    "evaluate": ("interpreter/machine/evaluate.py",),
    "passives": ("interpreter/machine/passives.py",),
    "triggers": ("interpreter/machine/triggers.py",),
    "copying": ("interpreter/machine/copying.py",),
    "quantities": (f"{GAME}/quantities.py",),
    "views": (f"{GAME}/views.py",),
}
# what runs with no module named: the rule modules and the checker (the machine's groups are asked for by name)
DEFAULT = ("mob_war", "combat", "scoring", "building", "economy", "checker")
# ``--targeted``: the fast tests that exercise each group, instead of the whole suite (its coverage pass
# and its mutants' tests are drawn from these files only; docs/testing.md gives the reasons of each choice)
TARGETED: dict[str, tuple[str, ...]] = {
    "effects": ("tests/test_verbs.py", "tests/test_meaning.py", "tests/test_triggers.py", "tests/test_machine_meaning.py"),
    "evaluate": ("tests/test_verbs.py", "tests/test_meaning.py", "tests/test_machine_meaning.py"),
    "passives": ("tests/test_meaning.py", "tests/test_triggers.py", "tests/test_verbs.py", "tests/test_machine_meaning.py"),
    "triggers": ("tests/test_triggers.py", "tests/test_meaning.py", "tests/test_machine_meaning.py"),
    "copying": ("tests/test_clone.py", "tests/test_machine_meaning.py"),
    "quantities": ("tests/test_verbs.py", "tests/test_meaning.py", "tests/test_machine_meaning.py"),
    "views": ("tests/test_hidden_info.py", "tests/test_meaning.py", "tests/test_machine_meaning.py"),
}
# how long one test may take under a mutant: a margin over its time in the coverage pass
GRACE, FACTOR = 5.0, 5.0


# ------------------------------------------------------------------------ what to mutate
def targets(words: list[str]) -> list[tuple[str, int | None]]:
    """(module path, line or None) for each word: a group name, a path, or path:LINE."""
    out: list[tuple[str, int | None]] = []
    for word in words or list(DEFAULT):
        if word in GROUPS:
            out += [(p, None) for p in GROUPS[word]]
            continue
        path, _, line = word.partition(":")
        if not (ROOT / path).is_file():
            sys.exit(f"mutate: no module {path!r}; give a path or one of {', '.join(GROUPS)}")
        out.append((path, int(line) if line else None))
    return out


def source_hash(*paths: Path) -> str:
    h = hashlib.sha256()
    for path in paths:
        for f in sorted(path.rglob("*") if path.is_dir() else [path]):
            if f.is_file() and "__pycache__" not in f.parts and f.suffix in (".py", ".yaml", ".ftl", ".lark", ".md"):
                h.update(str(f.relative_to(ROOT)).encode() + b"\0" + f.read_bytes())
    return h.hexdigest()[:16]


def sample(todo: list[Mutant], n: int, seed: int) -> list[Mutant]:
    """``n`` mutants of each module drawn at random, in source order: the same draw for the same seed and
    the same module source (a module's mutants are numbered in source order)."""
    out: list[Mutant] = []
    for path in dict.fromkeys(m.path for m in todo):
        mine = [m for m in todo if m.path == path]
        rng = random.Random(f"{seed}:{path}")
        out += sorted(rng.sample(mine, min(n, len(mine))), key=lambda m: m.index)
    return out


# ------------------------------------------------------------------------ the coverage pass
def coverage_map(files: list[str], tests: tuple[str, ...] = ()) -> dict[str, Any]:
    """Which tests run each line of the modules, and each test's duration (a pass of the whole suite, or
    of the test files given, kept until a source, a test or a rules file changes)."""
    key = source_hash(ROOT / "interpreter", ROOT / "tests", ROOT / "rules", ROOT / "locales", ROOT / "grammar")
    if tests:
        key += "-" + hashlib.sha256("\0".join(tests).encode()).hexdigest()[:8]
    kept = STORE / f"coverage-{key}.json"
    if kept.exists():
        data = json.loads(kept.read_text(encoding="utf-8"))
        if set(files) <= set(data["lines"]):
            return data  # type: ignore[no-any-return]
    STORE.mkdir(exist_ok=True)
    every = sorted(set(files) if tests else {f for fs in GROUPS.values() for f in fs} | set(files))
    which = f"{len(tests)} test files" if tests else "the whole suite"
    print(f"coverage pass: {which} once, one context per test ({len(every)} modules)…", flush=True)
    selection = ["--tests", *tests] if tests else []
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "mutate_pytest.py"), str(kept), *every, *selection],
                          cwd=ROOT, stdout=subprocess.DEVNULL, check=False)
    if not kept.exists():
        sys.exit(f"mutate: the coverage pass failed (pytest exit {done.returncode})")
    data = json.loads(kept.read_text(encoding="utf-8"))
    if data["failed"]:
        print(f"warning: {len(data['failed'])} tests fail without any mutant and are left out: "
              f"{', '.join(data['failed'][:5])}", file=sys.stderr)
    print(f"coverage pass: {data['seconds']:.0f} s", flush=True)
    return data  # type: ignore[no-any-return]


def tests_for(m: Mutant, cov: dict[str, Any], scope: tuple[int, int] | None) -> dict[str, float]:
    """The tests that run the lines of ``scope`` (every line of the module for None), fastest first,
    each with its time limit."""
    by_line: dict[str, list[str]] = cov["lines"].get(m.path, {})
    if scope is None:
        names = {c for cs in by_line.values() for c in cs}
    else:
        names = {c for n in range(scope[0], scope[1] + 1) for c in by_line.get(str(n), ())}
    names -= {""} | set(cov["failed"])
    durations: dict[str, float] = cov["durations"]
    order = sorted(names, key=lambda n: (durations.get(n, 0.0), n))
    return {n: GRACE + FACTOR * durations.get(n, 1.0) for n in order}


# ------------------------------------------------------------------------ running a mutant
def live_functions(paths: list[str]) -> dict[str, dict[tuple[str, int], list[types.FunctionType]]]:
    """The function objects made when the modules were imported (methods, module functions,
    lambdas kept in registries), by (qualified name, first line), for replacing their code."""
    out: dict[str, dict[tuple[str, int], list[types.FunctionType]]] = {p: {} for p in paths}
    by_file = {str((ROOT / p).resolve()): p for p in paths}
    for obj in gc.get_objects():
        if isinstance(obj, types.FunctionType) and obj.__code__.co_filename in by_file:
            code = obj.__code__
            out[by_file[code.co_filename]].setdefault((code.co_qualname, code.co_firstlineno), []).append(obj)
    return out


def _codes(code: types.CodeType) -> dict[tuple[str, int], types.CodeType]:
    out = {(code.co_qualname, code.co_firstlineno): code}
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            out.update(_codes(c))
    return out


def replacements(m: Mutant, source: str, live: dict[tuple[str, int], list[types.FunctionType]]
                 ) -> list[tuple[types.FunctionType, types.CodeType]] | None:
    """The functions whose code the mutant changes, with their new code; None when it changes what runs
    at import (no function's code, or a function whose closure would no longer fit)."""
    full = str((ROOT / m.path).resolve())
    new = _codes(compile(m.apply(source), full, "exec"))
    out = []
    for key, funcs in live.items():
        code = new.get(key)
        if code is None or len(code.co_freevars) != len(funcs[0].__code__.co_freevars):
            return None
        if code != funcs[0].__code__:
            out += [(f, code) for f in funcs]
    return out or None


class _Mutated(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Imports one module from the mutant's source instead of its file."""

    def __init__(self, name: str, path: Path, source: str) -> None:
        self.name, self.path, self.source = name, path, source

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> Any:
        if fullname != self.name:
            return None
        return importlib.util.spec_from_file_location(fullname, self.path, loader=self)

    def create_module(self, spec: Any) -> None:
        return None

    def exec_module(self, module: types.ModuleType) -> None:
        exec(compile(self.source, str(self.path), "exec"), module.__dict__)


def plan(m: Mutant, source: str, live: dict[tuple[str, int], list[types.FunctionType]], cov: dict[str, Any]
         ) -> tuple[list[tuple[types.FunctionType, types.CodeType]] | None, dict[str, float]]:
    """How to run a mutant: the functions to patch (None: import the module afresh), and its tests.
    A patched function runs only in the tests that execute its lines; a mutant of what runs at import
    is given the tests of its scope (a function's body for its decorators, else the whole module)."""
    patch = replacements(m, source, live)
    if patch is not None:
        own = {c for n in range(m.line, m.last_line + 1) for c in cov["lines"].get(m.path, {}).get(str(n), ())}
        if "" not in own or any(f.__code__.co_name == "<lambda>" for f, _ in patch):
            return patch, tests_for(m, cov, (m.line, m.last_line))
        patch = None  # a function that also runs at import: only a fresh import shows the change
    return None, tests_for(m, cov, m.scope)


def run_child(m: Mutant | None, source: str, patch: list[tuple[types.FunctionType, types.CodeType]] | None,
              tests: dict[str, float], log: Path) -> None:
    """In a forked process: put the mutant in place, run its tests, exit with pytest's code."""
    os.setsid()  # the parent kills the whole group when the mutant overruns
    fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    code = 3
    try:
        import pytest
        from mutate_pytest import Select

        if m is not None and patch is not None:
            for func, new in patch:
                func.__code__ = new
        elif m is not None:
            for name in [n for n in sys.modules if n.split(".")[0] in ("interpreter", "tests")]:
                del sys.modules[name]
            module = m.path[:-3].replace("/", ".")
            sys.meta_path.insert(0, _Mutated(module, (ROOT / m.path).resolve(), m.apply(source)))
        files = sorted({n.split("::")[0] for n in tests})
        # no plugins from entry points, no assertion rewriting, no gc pass at the end: a second a mutant
        os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
        code = int(pytest.main(["-x", "-q", "-p", "no:cacheprovider", "-p", "no:unraisableexception", "--assert=plain",
                                "--no-header", *files], plugins=[Select(tests)]))
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)


def status_of(exit_status: int) -> str:
    if os.WIFSIGNALED(exit_status):
        return KILLED  # a crash is a test that notices
    code = os.WEXITSTATUS(exit_status)
    from mutate_pytest import TIMEOUT_EXIT

    if code == TIMEOUT_EXIT:
        return TIMEOUT
    # 2: a test module no longer imports; 4: nor does a conftest (the mutant breaks an import every test needs,
    # as a copier that cannot copy the state does: pytest's "usage error", the baseline having run the same files)
    return {0: SURVIVED, 1: KILLED, 2: KILLED, 3: KILLED, 4: KILLED}.get(code, ERROR)


Job = tuple[Mutant | None, list[tuple[types.FunctionType, types.CodeType]] | None, dict[str, float]]


def run_all(jobs: list[Job], sources: dict[str, str], workers: int,
            done: Callable[[Mutant | None, Result, Path], None]) -> None:
    """Fork a process per mutant, ``workers`` at a time; a mutant past the sum of its tests' limits
    (and a margin) is killed with its process group and counted as a timeout."""
    logs = Path(tempfile.mkdtemp(prefix="mutate-"))
    pending = list(jobs)
    running: dict[int, tuple[Mutant | None, dict[str, float], float, float, Path, str]] = {}
    while pending or running:
        while pending and len(running) < workers:
            m, patch, tests = pending.pop(0)
            log = logs / f"{len(pending)}.log"
            pid = os.fork()
            if pid == 0:
                run_child(m, sources[m.path] if m else "", patch, tests, log)
            started = time.monotonic()
            how = "patched" if patch is not None or m is None else "imported"
            running[pid] = (m, tests, started, started + 30 + sum(tests.values()), log, how)
        pid, exit_status = os.waitpid(-1, os.WNOHANG)
        if pid == 0:
            now = time.monotonic()
            for child, (_, _, _, deadline, _, _) in running.items():
                if now > deadline:
                    os.killpg(child, signal.SIGKILL)
            time.sleep(0.01)
            continue
        m, tests, started, deadline, log, how = running.pop(pid)
        status = status_of(exit_status)
        if os.WIFSIGNALED(exit_status) and time.monotonic() > deadline:
            status = TIMEOUT
        done(m, Result(status, len(tests), time.monotonic() - started, how), log)
        log.unlink(missing_ok=True)
    shutil.rmtree(logs, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("targets", nargs="*", help=f"modules: {', '.join(GROUPS)} (default: {', '.join(DEFAULT)}), "
                    "a path, or path:LINE")
    ap.add_argument("-j", "--jobs", type=int, default=2, help="mutants run at once (default 2)")
    ap.add_argument("--list", action="store_true", help="list the mutants and stop")
    ap.add_argument("--again", action="store_true", help="run only the mutants the last run did not kill "
                    "(of modules whose source is unchanged); the others keep their last result")
    ap.add_argument("--first", type=int, metavar="N", help="run each mutant against its N fastest tests only: "
                    "a quick list of likely survivors (the score is then a lower bound)")
    ap.add_argument("--skip-equivalents", action="store_true", help="do not run the mutants listed as equivalent")
    ap.add_argument("--json", type=Path, help="write every mutant's result here")
    ap.add_argument("--targeted", action="store_true", help="draw the tests from the named groups' own fast test "
                    "files (TARGETED) instead of the whole suite")
    ap.add_argument("--sample", type=int, metavar="N", help="run a random sample of N mutants of each module "
                    "(drawn with --seed: the same N mutants while the module is unchanged)")
    ap.add_argument("--seed", type=int, default=24, help="the sample's seed (default 24)")
    args = ap.parse_args(argv)
    os.chdir(ROOT)
    if args.targeted:
        missing = [w for w in args.targets if w not in TARGETED]
        if missing or not args.targets:
            sys.exit(f"mutate: --targeted takes groups with a test selection: {', '.join(TARGETED)}")
    selection = tuple(dict.fromkeys(t for w in args.targets for t in TARGETED[w])) if args.targeted else ()
    # each module's mutants run the tests of its own group's files only (one coverage pass serves them all)
    allowed = {p: set(TARGETED[w]) for w in args.targets if args.targeted for p in GROUPS[w]}

    chosen = targets(args.targets)
    paths = list(dict.fromkeys(p for p, _ in chosen))
    sources = {p: (ROOT / p).read_text(encoding="utf-8") for p in paths}
    every = {p: mutants(p, sources[p]) for p in paths}
    lines = {p: {n for q, n in chosen if q == p} for p in paths}
    todo = [m for p in paths for m in every[p] if None in lines[p] or m.line in lines[p]]
    if args.sample is not None:
        todo = sample(todo, args.sample, args.seed)
    equivalents = read_equivalents(EQUIVALENTS)
    eq_keys = {e.key: e for e in equivalents}
    if args.list:
        for m in todo:
            mark = "  (equivalent)" if m.key in eq_keys else ""
            print(f"{m.path}:{m.line} #{m.index} [{m.operator}] {m.where}: {m.before}  ⟶  {m.after}{mark}")
        print(f"{len(todo)} mutants")
        return 0

    started = time.monotonic()
    cov = coverage_map(paths, selection)
    import pytest  # noqa: F401  (imported once here, not in every mutant's process)

    import interpreter.cli  # noqa: F401
    from interpreter.games.speakeasy import GAME  # noqa: F401  (every module of the game: the package imports them when GAME is asked for)
    from interpreter.language.parser import parse

    parse("gain $1")  # the grammar, built once here rather than in every mutant's process
    for name in ("scipy.stats", "hypothesis", "typer.testing", "yaml"):  # what the test modules import
        try:
            __import__(name)
        except ImportError:
            pass
    live = live_functions(paths)
    gc.freeze()  # the forked processes share these pages and never walk them
    for p in paths:  # the functions' code as imported must be what compiling the file gives
        fresh = _codes(compile(sources[p], str((ROOT / p).resolve()), "exec"))
        if any(fresh.get(k) != fs[0].__code__ for k, fs in live[p].items()):
            sys.exit(f"mutate: {p} was not imported from its source (a compiled engine? "
                     "python tools/compile_engine.py --clean)")

    store = STORE / "results.json"
    last: dict[str, Any] = json.loads(store.read_text(encoding="utf-8")) if store.exists() else {}
    results: dict[str, Result] = {}
    jobs: list[Job] = []
    for m in todo:
        if args.skip_equivalents and m.key in eq_keys:
            results[m.id] = Result(SURVIVED, 0, 0.0, "skipped")
            continue
        before = last.get(m.path, {})
        if args.again and before.get("hash") == source_hash(ROOT / m.path) and m.id in before.get("results", {}):
            kept = Result(**before["results"][m.id])
            if kept.status in (KILLED, TIMEOUT):
                results[m.id] = kept
                continue
        patch, tests = plan(m, sources[m.path], live[m.path], cov)
        if m.path in allowed:  # the tests that run its lines first, then the rest of its group's files:
            # a line whose result is kept (a memo of the rules, a cache) counts as run only by the first
            # test that worked it out, though every later test reads what it made
            mine = allowed[m.path]
            rest = sorted((n for n in cov["durations"] if n.split("::")[0] in mine and n not in cov["failed"]),
                          key=lambda n: (cov["durations"][n], n))
            tests = {n: t for n, t in tests.items() if n.split("::")[0] in mine}
            tests.update({n: GRACE + FACTOR * cov["durations"][n] for n in rest if n not in tests})
        if args.first:
            tests = dict(list(tests.items())[: args.first])
        if not tests:
            results[m.id] = Result(UNCOVERED, 0, 0.0, "")
            continue
        jobs.append((m, patch, tests))

    # the tests pass as the tool runs them (a subset, in its own order) before any mutant runs
    union: dict[str, float] = {}
    for _, _, tests in jobs:
        union.update(tests)
    base: list[Result] = []
    if union:
        print(f"baseline: the {len(union)} selected tests without a mutant…", flush=True)
        ordered = dict(sorted(union.items(), key=lambda kv: kv[1]))
        run_all([(None, None, ordered)], sources, 1, lambda m, r, log: base.append(r) or _fail_baseline(r, log))
    print(f"{len(jobs)} mutants to run ({len(todo) - len(jobs)} kept, skipped or not covered), {args.jobs} at a time",
          flush=True)

    count = [0]

    def done(m: Mutant | None, r: Result, log: Path) -> None:
        assert m is not None
        results[m.id] = r
        count[0] += 1
        if r.status == ERROR:
            print(f"\nerror running {m.id}:\n{log.read_text(errors='replace')[-2000:]}", file=sys.stderr)
        mark = {KILLED: ".", TIMEOUT: "T", SURVIVED: "S", ERROR: "E"}[r.status]
        print(mark, end="" if count[0] % 80 else f" {count[0]}/{len(jobs)}\n", flush=True)

    run_all(jobs, sources, args.jobs, done)
    elapsed = time.monotonic() - started
    print()

    for p in paths:
        kept_results = last.get(p, {}).get("results", {}) if last.get(p, {}).get("hash") == source_hash(ROOT / p) else {}
        kept_results.update({m.id: vars(results[m.id]) for m in every[p] if m.id in results})
        last[p] = {"hash": source_hash(ROOT / p), "results": kept_results}
    STORE.mkdir(exist_ok=True)
    store.write_text(json.dumps(last, indent=1), encoding="utf-8")
    if args.json:
        args.json.write_text(json.dumps({m.id: {"line": m.line, "operator": m.operator, "where": m.where,
                                                "before": m.before, "after": m.after, **vars(results[m.id])}
                                         for m in todo}, indent=1), encoding="utf-8")
    return report(todo, results, sources, eq_keys, equivalents, elapsed, every)


def _fail_baseline(r: Result, log: Path) -> None:
    if r.status != SURVIVED:
        sys.exit(f"mutate: the tests do not pass as this tool runs them ({r.status}); the log:\n"
                 f"{log.read_text(errors='replace')[-3000:]}")


if __name__ == "__main__":
    sys.exit(main())
