"""Games in worker processes, for the tools that play many (impact, the strength benchmark): the local
backend of harness/backend.py by a number of workers, kept for its callers. Results come back in the
jobs' order, so they are the same whatever the number of workers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from .backend import Backend, usable_cores
from .backend import run_jobs as _run

J = TypeVar("J")
R = TypeVar("R")

__all__ = ["run_jobs", "usable_cores"]


def run_jobs(fn: Callable[[Any, J], R], state: Any, jobs: Sequence[J], workers: int | None = None,
             progress: Callable[[int], None] | None = None, backend: Backend | None = None) -> list[R]:
    """``[fn(state, job) for job in jobs]``, over ``workers`` local processes (default: every core), or on ``backend``."""
    return _run(fn, state, jobs, backend or Backend(workers=workers), progress)
