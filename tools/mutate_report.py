"""The report of tools/mutate.py: the score per module, each survivor with its place and diff, and what
the equivalents file says that no longer holds."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mutants import Mutant, entry_line

ROOT = Path(__file__).resolve().parent.parent
EQUIVALENTS = ROOT / "tools" / "mutation-equivalents.md"
KILLED, TIMEOUT, SURVIVED, UNCOVERED, ERROR = "killed", "timeout", "survived", "not covered", "error"


@dataclass
class Result:
    status: str
    tests: int  # the tests the mutant was given
    seconds: float
    how: str  # "patched" (functions replaced in place) or "imported" (the module imported afresh)


def score(results: dict[str, Result], ids: list[str], equivalent: set[str]) -> tuple[int, int, int, int, int, float]:
    counted = [i for i in ids if i not in equivalent]
    killed = sum(1 for i in counted if results[i].status == KILLED)
    timeouts = sum(1 for i in counted if results[i].status == TIMEOUT)
    survived = len(counted) - killed - timeouts
    eq = len(ids) - len(counted)
    pct = 100.0 * (killed + timeouts) / len(counted) if counted else 100.0
    return len(ids), killed, timeouts, survived, eq, pct


def report(todo: list[Mutant], results: dict[str, Result], sources: dict[str, str], eq_keys: dict[Any, Any],
           equivalents: list[Any], elapsed: float, every: dict[str, list[Mutant]]) -> int:
    equivalent = {m.id for m in todo if m.key in eq_keys and results[m.id].status in (SURVIVED, UNCOVERED)}
    wrongly = [m for m in todo if m.key in eq_keys and m.id not in equivalent]
    print(f"{'module':<42} {'mutants':>7} {'killed':>6} {'timeout':>7} {'survived':>8} {'equivalent':>10} {'score':>7}")
    modules = list(dict.fromkeys(m.path for m in todo))
    for p in modules:
        ids = [m.id for m in todo if m.path == p]
        n, k, t, s, e, pct = score(results, ids, equivalent)
        print(f"{p:<42} {n:>7} {k:>6} {t:>7} {s:>8} {e:>10} {pct:>6.1f}%")
    n, k, t, s, e, pct = score(results, [m.id for m in todo], equivalent)
    print(f"{'all':<42} {n:>7} {k:>6} {t:>7} {s:>8} {e:>10} {pct:>6.1f}%")
    print(f"score: (killed + timeouts) / (mutants - equivalent); {elapsed:.0f} s")
    survivors = [m for m in todo if results[m.id].status in (SURVIVED, UNCOVERED, ERROR) and m.id not in equivalent]
    if survivors:
        print(f"\n{len(survivors)} survivors (add a test that fails on each, or list it in "
              f"{EQUIVALENTS.relative_to(ROOT)} with the reason it cannot be told apart):")
    for m in survivors:
        r = results[m.id]
        print(f"\n{m.path}:{m.line} #{m.index} [{m.operator}] in {m.where}: {r.status}, {r.tests} tests ran ({r.how})")
        print(f"  {entry_line(m)}")
        print("  " + m.diff(sources[m.path]).rstrip().replace("\n", "\n  "))
    for m in wrongly:
        print(f"\nlisted as equivalent but {results[m.id].status}: {m.path}:{m.line} {entry_line(m)}")
    known = {m.key for ms in every.values() for m in ms}
    paths = set(every)
    for e in equivalents:
        if e.key[0] in paths and e.key not in known:
            print(f"\nstale entry ({EQUIVALENTS.relative_to(ROOT)}:{e.line}): no such mutant any more: {e.key[1:]}")
    return 1 if survivors or wrongly else 0
