"""The engine's numbers stay bounded (issue 15, item 1): `repeat N` holds one task however large N is."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from .bounded import limit


def test_repeat_holds_one_task_however_large_its_count() -> None:
    """`repeat 100000000` once pushed a hundred million tasks (gigabytes) before the first ran."""
    code = ("from tests.conftest import quiet_game; from interpreter.language.parser import parse\n"
            "g = quiet_game(2); cash = g.state.players[0].cash\n"
            "g.perform(parse('repeat 100000000: choose {gain $1 | gain $2}'), 0)\n"
            "for _ in range(5): g.apply('option2')\n"
            "print(g.pending_tasks, g.state.players[0].cash - cash, g.decision.kind)\n")
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root,
                          preexec_fn=limit(400, 60), timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["1", "10", "choose"]
