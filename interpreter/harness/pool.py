"""Games in worker processes, for the tools that play many (impact, the strength benchmark).

Each job is played by ``fn(state, job)`` in a worker forked from this process, so the workers
inherit ``state`` (the game and its loaded rules) instead of loading it again. Where the platform
cannot fork, the jobs run here, one after another. Results come back in the jobs' order, so they
are the same whatever the number of workers. (`compare` keeps its own pool, which can also load
the rules in a worker that was not forked.)
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

J = TypeVar("J")
R = TypeVar("R")

_WORK: tuple[Callable[[Any, Any], Any], Any] | None = None  # (fn, state), set before the pool forks


def usable_cores() -> int:
    """Cores this process may run on (a container or `taskset` can allow fewer than the machine has)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def _run(job: Any) -> Any:
    assert _WORK is not None
    fn, state = _WORK
    return fn(state, job)


def run_jobs(fn: Callable[[Any, J], R], state: Any, jobs: Sequence[J], workers: int | None = None,
             progress: Callable[[int], None] | None = None) -> list[R]:
    """``[fn(state, job) for job in jobs]``, over ``workers`` processes (default: every core)."""
    global _WORK
    _WORK = (fn, state)
    workers = max(1, min(workers or usable_cores(), len(jobs) or 1))
    if workers == 1 or "fork" not in multiprocessing.get_all_start_methods():
        out = []
        for job in jobs:
            out.append(fn(state, job))
            if progress:
                progress(1)
        return out
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
        out = []
        try:
            for result in pool.map(_run, jobs, chunksize=1):
                out.append(result)
                if progress:
                    progress(1)
        except BaseException:  # a failed game or Ctrl-C: do not play the jobs still queued
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        return out
