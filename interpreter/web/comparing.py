"""A quick comparison from the editor: the rules with the edits against the rules without them.

It is `speakeasy compare` (interpreter/harness/compare.py: paired seeds, the same bots, paired
t-tests) run in a background thread of the server; the harness reports each pair played, so the
page shows the progress, and asks after every game whether to stop, so a cancel (or a new
comparison, or the studio closing) stops the work before the next game starts and the job says
"cancelled". Each job holds its own rule sets: nothing is shared between two comparisons.
In-process on purpose: forking worker processes out of a threaded server is not safe, and a quick
comparison is a few hundred games at most.

It defaults to the game's strong bot (the page; balance said by random bots is noise), so the page says
beforehand how long it will take (``estimate``: one game of those bots on these rules, timed) and, while it
runs, how long is left (from the pairs played so far); and when it is done, in how many of the edited
rules' games the edited components were used — a change nobody used is a change the comparison cannot see.
"""

from __future__ import annotations

import secrets
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..harness.compare import Comparison, Stopped, html_report, primary_of, run_pairs, summarize, words_of
from ..harness.package import GamePackage
from ..harness.simulate import play_game

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
    started: float = field(default_factory=time.monotonic)
    edited: tuple[str, ...] = ()  # the components the edits change or add
    usage: dict[str, Any] | None = None  # in how many of the edited rules' games they were used (see ``used_in``)

    def as_json(self) -> dict[str, Any]:
        elapsed = time.monotonic() - self.started
        out: dict[str, Any] = {"id": self.id, "total": self.total, "done": self.done, "state": self.state,
                               "error": self.error, "elapsed": round(elapsed, 1),
                               # left: from the pairs played so far (none yet: not known)
                               "remaining": round(elapsed / self.done * (self.total - self.done), 1) if self.done else None,
                               "usage": self.usage}
        if self.result is not None:
            out["result"] = self.result.as_json()
            out["report"] = html_report(self.result)
        return out


def edited_components(base: Any, variant: Any) -> tuple[str, ...]:
    """The components the variant adds or whose data differs from the base rules', in the variant's order."""
    return tuple(cid for cid, comp in variant.by_id.items() if base.by_id.get(cid) != comp)


def used_in(pairs: Any, edited: tuple[str, ...]) -> dict[str, Any] | None:
    """In how many of the edited rules' games some seat took or used an edited component (the game's facts);
    None when the game does not say what its seats used."""
    games = [variant for _, variant in pairs]
    if not edited or any(g.facts is None for g in games):
        return None
    wanted = frozenset(edited)
    used = sum(1 for g in games if any(seat.used & wanted for seat in g.facts.seats))
    return {"components": list(edited), "games": len(games), "used": used}


def estimate(game: GamePackage[Any], rules: Any, players: int, bots: list[str], games: int) -> dict[str, Any]:
    """How long a comparison of ``games`` pairs will take, from one game of these bots on these rules, timed (its
    wall time: the studio's thread shares the machine). A pair is two games."""
    began = time.monotonic()
    play_game(game, rules, players, 0, bots)
    per_game = time.monotonic() - began
    return {"per_game": round(per_game, 3), "seconds": round(2 * games * per_game, 1), "games": games}


class Comparisons:
    """The studio's comparisons: one runs at a time (a new one cancels the one before)."""

    def __init__(self) -> None:
        self.jobs: dict[str, Job] = {}
        self.lock = threading.Lock()

    def start(self, game: GamePackage[Any], base: Any, variant: Any, rules_dir: Path, players: int, games: int,
              seed: int, bots: list[str], label: str) -> Job:
        job = Job(secrets.token_hex(6), games, edited=edited_components(base, variant))
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
                job.usage = used_in(pairs, job.edited)
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
