"""The hand-made semantic mutants of issue 24 (item 8), made again and run against the tests that must catch them.

    python tools/mutate_hand.py          # each mutant in turn: CAUGHT (a test failed) or SURVIVED
    python tools/mutate_hand.py 2 5      # some of them, by number

Thirty wrong cores were once written by hand and run against the whole suite; ten survived. Those that are
rules of the machine, the bots, the studio and `check` are kept here as a table: each is the text of one
place written wrong on purpose (a personal modifier applied to another player, triggers ordered from the
first seat, a selector counting every player's things, a tie broken the other way, every seat's page given
the current player's options, the greedy bot taking its worst option, an asymmetric map accepted), with the
tests that say what the rule is. Each runs in a copy of the repository in a temporary folder (the working
tree is never touched), one pytest at a time; the exit code is the number of survivors.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Hand:
    what: str
    path: str
    edits: tuple[tuple[str, str], ...]  # (text as it is, once in the file; the text of the mutant)
    tests: tuple[str, ...]  # pytest arguments


GAME = "interpreter/games/speakeasy"
MUTANTS = (
    Hand("a personal modifier applied to another player (another's passive read without `everyone`)",
         "interpreter/machine/passives.py",
         (("                             if everyone and (ev is None or ev == event))",
           "                             if (ev is None or ev == event))"),),
         ("tests/test_machine_meaning.py", "tests/test_meaning.py", "tests/test_triggers.py")),
    Hand("a personal modifier applied to another player (the next seat's passives read as one's own)",
         "interpreter/machine/passives.py",
         (("    total = sum(amount for ev, amount, _ in _passives(g, seat).get(name, ())",
           "    total = sum(amount for ev, amount, _ in _passives(g, (seat + 1) % g.players).get(name, ())"),),
         ("tests/test_meaning.py", "tests/test_machine_meaning.py")),
    Hand("triggers ordered from the first seat in turn order, not the active one",
         "interpreter/machine/triggers.py",
         (("    order = _from(list(g.game.turn_order(g)), t.ctx.seat)", "    order = list(g.game.turn_order(g))"),),
         ("tests/test_meaning.py", "tests/test_triggers.py")),
    Hand("a selector counting every player's buildings where it should count yours (`mine` read nowhere)",
         f"{GAME}/quantities.py",
         (('        for d, _, b in owned(g, seat if "mine" in flags else None):', "        for d, _, b in owned(g, None):"),
          ('    if "mine" in flags and b.owner != seat:\n        return False\n', "")),
         ("tests/test_meaning.py", "tests/test_machine_meaning.py")),
    Hand("a tie between equal candidates broken the other way (the planner takes the later option)",
         "interpreter/harness/search.py",
         (("key=lambda i: (totals[i], -i))]", "key=lambda i: (totals[i], i))]"),),
         ("tests/test_bots_meaning.py", "-k", "planner")),
    Hand("every seat's studio page given the current player's decision and options (their hand)",
         "interpreter/machine/game.py",
         (("        return pending if pending is not None and pending.seat == self.seat else None",
           "        return pending"),),
         ("tests/test_hidden_contracts.py", "-k", "teahouse")),
    Hand("Speakeasy's greedy bot choosing its worst option",
         f"{GAME}/bots.py",
         (("        return decision.options[max(scored)[1]]", "        return decision.options[min(scored)[1]]"),),
         ("tests/test_bots_meaning.py", "-k", "speakeasy_s_greedy")),
    Hand("Teahouse's greedy bot choosing its worst option",
         "tests/teahouse/__init__.py",
         (("        return decision.options[max(scored)[1]]", "        return decision.options[min(scored)[1]]"),),
         ("tests/test_bots_meaning.py", "-k", "teahouse_s_greedy")),
    Hand("a map whose adjacency is not symmetric accepted by `check`",
         f"{GAME}/crosscheck.py",
         (("                if d.id not in back.adjacent:", "                if False:"),),
         ("tests/test_loader.py", "-k", "adjacency")),
)


def mutated(hand: Hand, source: str) -> str:
    for before, after in hand.edits:
        if source.count(before) != 1:
            raise ValueError(f"{hand.path}: the text to change is no longer there once: {before!r}")
        source = source.replace(before, after)
    return source


def copy_of_repository(into: Path) -> Path:
    """The files git knows (and those not yet added), without the virtual environment or the mutation store."""
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout.splitlines()
    for name in listed:
        src = ROOT / name
        if src.is_file():
            (into / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, into / name)
    return into


def run(hand: Hand, timeout: float) -> str:
    with tempfile.TemporaryDirectory(prefix="mutate-hand-") as tmp:
        copy = copy_of_repository(Path(tmp))
        target = copy / hand.path
        target.write_text(mutated(hand, target.read_text(encoding="utf-8")), encoding="utf-8")
        env = {**os.environ, "COLUMNS": "80", "PYTHONDONTWRITEBYTECODE": "1"}
        found = subprocess.run([sys.executable, "-c", "import interpreter; print(interpreter.__file__)"], cwd=copy,
                               capture_output=True, text=True, env=env, check=True).stdout.strip()
        if not Path(found).is_relative_to(copy):
            raise SystemExit(f"mutate_hand: the copy's package is not the one imported ({found})")
        # `python -m pytest` puts the copy first on sys.path: its `interpreter` is imported, not the installed one
        try:
            done = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *hand.tests],
                                  cwd=copy, capture_output=True, text=True, env=env, timeout=timeout)
        except subprocess.TimeoutExpired:
            return "CAUGHT (timeout)"
        failed = next((ln for ln in done.stdout.splitlines() if ln.startswith("FAILED")), "")
        return {0: "SURVIVED", 1: f"CAUGHT {failed[7:]}"}.get(done.returncode, f"ERROR (pytest exit {done.returncode})")


def main(argv: list[str]) -> int:
    chosen = [MUTANTS[int(a)] for a in argv] if argv else list(MUTANTS)
    survivors = 0
    for hand in chosen:
        result = run(hand, timeout=900)
        survivors += not result.startswith("CAUGHT")
        print(f"{MUTANTS.index(hand)}. {hand.what}: {result}", flush=True)
    return survivors


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
