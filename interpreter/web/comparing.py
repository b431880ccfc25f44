"""A quick comparison from the editor: the rules with the edits against the rules without them.

It is `speakeasy compare` (interpreter/harness/compare.py: paired seeds, the same bots, paired
t-tests) run in a background thread of the server; the harness reports each pair played, so the
page shows the progress, and asks after every game whether to stop, so a cancel (or a new
comparison, or the studio closing) stops the work before the next game starts and the job says
"cancelled". Each job holds its own rule sets: nothing is shared between two comparisons.
In-process on purpose: forking worker processes out of a threaded server is not safe, and a quick
comparison is a few hundred games at most.
"""

from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..harness.compare import Comparison, Stopped, html_report, primary_of, run_pairs, summarize, words_of
from ..harness.package import GamePackage

MAX_GAMES = 500  # paired games one quick comparison may ask for


@dataclass
class Job:
    id: str
    total: int
    done: int = 0
    state: str = "running"  # running, done, cancelled, failed
    error: str | None = None
    result: Comparison | None = None
    cancel: threading.Event = field(default_factory=threading.Event)
    thread: threading.Thread | None = None

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "total": self.total, "done": self.done, "state": self.state,
                               "error": self.error}
        if self.result is not None:
            out["result"] = self.result.as_json()
            out["report"] = html_report(self.result)
        return out


class Comparisons:
    """The studio's comparisons: one runs at a time (a new one cancels the one before)."""

    def __init__(self) -> None:
        self.jobs: dict[str, Job] = {}
        self.lock = threading.Lock()

    def start(self, game: GamePackage[Any], base: Any, variant: Any, rules_dir: Path, players: int, games: int,
              seed: int, bots: list[str], label: str) -> Job:
        job = Job(secrets.token_hex(6), games)
        with self.lock:
            for other in self.jobs.values():
                other.cancel.set()
            self.jobs = {job.id: job}

        def advance(n: int) -> None:
            job.done += n

        def run() -> None:
            try:
                pairs = run_pairs(game, base, variant, rules_dir, players, range(seed, seed + games), bots,
                                  workers=1, progress=advance, stop=job.cancel.is_set)
                words, said = words_of(game)
                job.result = replace(summarize(game.name, players, bots, [label], (base.fingerprint, variant.fingerprint),
                                               pairs, primary_of(game, players, None, variant), game, words),
                                     words=said, power_delta=game.power_delta)
                job.state = "done"
            except Stopped:
                job.state = "cancelled"
            except Exception as err:  # a game that fails under the edited rules is the answer to show
                job.state, job.error = "failed", f"{type(err).__name__}: {err}"

        job.thread = threading.Thread(target=run, name=f"compare-{job.id}", daemon=True)
        job.thread.start()
        return job

    def stop(self) -> None:
        """Cancel every comparison (the studio is closing): each stops before its next game."""
        with self.lock:
            for job in self.jobs.values():
                job.cancel.set()

    def get(self, job_id: str) -> Job | None:
        with self.lock:
            return self.jobs.get(job_id)
