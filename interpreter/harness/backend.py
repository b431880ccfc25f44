"""Where the tools that play many games play them: a process pool on this machine, or a Ray cluster.

Every such tool (`simulate`, `compare`, `impact`, `soak`, `sweep`, the benchmarks) hands its work here as
``fn(state, job)`` over a list of jobs: ``state`` is what every game needs (the game, its loaded rules,
the bots), a job what one game needs (its seed). The jobs go out in *chunks* of consecutive jobs and the
results come back in the jobs' order, so a run is the same whatever the backend, the number of workers
and the order in which chunks finish; progress is told as each chunk finishes.

* ``local`` (the default): worker processes forked from this one, which inherit ``state`` (the rules
  are not loaded again); where the platform cannot fork, the jobs run here one after another.
* ``ray``: the chunks are Ray tasks. ``state`` is put in Ray's object store once and every task reads
  it from there, so the rules and the variants travel with the job as loaded objects (a game travels as
  its name: ``GamePackage.__reduce__``) and a node needs only this package installed. A task whose
  worker dies is run again by Ray (``MAX_RETRIES``); since a chunk's games depend only on their seeds,
  the retried chunk gives the same results. Without an address a local instance is started for the
  run (``num_cpus`` = the workers asked for, bound to 127.0.0.1, no dashboard) and shut down after it;
  with ``--address`` the run joins a running cluster and trusts it: results come back as pickled Python
  objects, so join only a cluster you control (docs/cluster.md).

Ray is an optional extra (``pip install -e '.[cluster]'``); without it the ray backend is a clear error.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from ..errors import InterpreterError

J = TypeVar("J")
R = TypeVar("R")

BACKENDS = ("local", "ray")
INSTALL = "pip install -e '.[cluster]'"  # what the error of a missing extra says to run
MAX_RETRIES = 3  # times Ray runs a chunk again whose worker died
MAX_CHUNK = 20  # jobs in one chunk at most: progress moves, and a lost worker loses little
CHUNKS_PER_WORKER = 8  # at least this many chunks per worker when there are jobs enough: an even load


def usable_cores() -> int:
    """Cores this process may run on (a container or `taskset` can allow fewer than the machine has)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


@dataclass(frozen=True)
class Backend:
    """Where games are played: ``kind`` local or ray, ``workers`` processes (None: every core, or every CPU
    of the cluster), ``address`` of a running Ray cluster (None: a local instance for the run), ``chunk``
    jobs per task (None: ``chunk_size``)."""

    kind: str = "local"
    workers: int | None = None
    address: str | None = None
    chunk: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in BACKENDS:
            raise ValueError(f"unknown backend {self.kind!r}; backends: {', '.join(BACKENDS)}")
        if self.address is not None and self.kind != "ray":
            raise ValueError("--address is the address of a Ray cluster: give it with --backend ray")

    def describe(self) -> str:
        where = f"ray at {self.address}" if self.address else "local ray" if self.kind == "ray" else "local pool"
        return f"{where}, {self.workers or 'all'} workers"


LOCAL = Backend()


def chunk_size(jobs: int, workers: int) -> int:
    """Jobs per chunk: at least ``CHUNKS_PER_WORKER`` chunks per worker, at most ``MAX_CHUNK`` jobs each. A Ray
    task costs about a millisecond to schedule (benchmarks/cluster.py measures it) against 6 ms for a random
    game and over a second for a strong one, so even a chunk of one strong game loses little."""
    return max(1, min(MAX_CHUNK, jobs // (max(1, workers) * CHUNKS_PER_WORKER)))


def _chunks(n: int, size: int) -> list[range]:
    return [range(i, min(n, i + size)) for i in range(0, n, size)]


def _play_chunk(fn: Callable[[Any, Any], Any], state: Any, jobs: Sequence[Any]) -> list[Any]:
    return [fn(state, job) for job in jobs]


_WORK: tuple[Callable[[Any, Any], Any], Any] | None = None  # (fn, state), set before the local pool forks


def _run_forked(jobs: Sequence[Any]) -> list[Any]:
    assert _WORK is not None
    return _play_chunk(_WORK[0], _WORK[1], jobs)


def stream(fn: Callable[[Any, J], R], state: Any, jobs: Sequence[J],
           backend: Backend | None = None) -> Generator[tuple[int, list[R]], None, None]:
    """(index of a chunk's first job, the chunk's results) as chunks finish. Closing the generator early (a
    consumer that stops) cancels the chunks not yet played."""
    backend = backend or LOCAL
    if not jobs:
        return
    if backend.kind == "ray":
        yield from _ray_stream(fn, state, jobs, backend)
    else:
        yield from _local_stream(fn, state, jobs, backend)


def run_jobs(fn: Callable[[Any, J], R], state: Any, jobs: Sequence[J], backend: Backend | None = None,
             progress: Callable[[int], None] | None = None) -> list[R]:
    """``[fn(state, job) for job in jobs]`` on the backend, in the jobs' order; ``progress(n)`` as n more finish."""
    out: list[Any] = [None] * len(jobs)
    for start, results in stream(fn, state, jobs, backend):
        out[start:start + len(results)] = results
        if progress is not None:
            progress(len(results))
    return out


# ------------------------------------------------------------------ the local pool
def _local_stream(fn: Callable[[Any, Any], Any], state: Any, jobs: Sequence[Any],
                  backend: Backend) -> Iterator[tuple[int, list[Any]]]:
    global _WORK
    workers = max(1, min(backend.workers or usable_cores(), len(jobs)))
    if workers == 1 or "fork" not in multiprocessing.get_all_start_methods():
        for i, job in enumerate(jobs):  # in this process: progress after every game
            yield i, [fn(state, job)]
        return
    size = backend.chunk or chunk_size(len(jobs), workers)
    _WORK = (fn, state)  # the forked workers inherit it (the rules are not pickled, nor loaded again)
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
        futures: dict[Future[list[Any]], int] = {pool.submit(_run_forked, [jobs[i] for i in part]): part.start
                                                 for part in _chunks(len(jobs), size)}
        try:
            pending = set(futures)
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in sorted(done, key=futures.__getitem__):
                    yield futures[future], future.result()
        finally:  # a failed game, Ctrl-C or a consumer that stopped: do not play the chunks still queued
            pool.shutdown(wait=False, cancel_futures=True)


# ------------------------------------------------------------------ Ray
def ray_module() -> Any:
    """The ``ray`` package, or an InterpreterError that names the command installing it."""
    try:
        import ray
    except ImportError:
        raise InterpreterError(f"the ray backend needs Ray, the optional cluster extra: {INSTALL}") from None
    return ray


def start_ray(backend: Backend) -> bool:
    """Join the cluster at ``backend.address``, or start a local instance (bound to 127.0.0.1, no dashboard, as many
    CPUs as workers asked for); True when this call started it (so the caller shuts it down)."""
    ray = ray_module()
    if ray.is_initialized():
        return False
    quiet: dict[str, Any] = {"log_to_driver": False, "logging_level": "ERROR", "configure_logging": True}
    if backend.address:
        ray.init(address=backend.address, **quiet)
    else:
        # address="local": a new instance for this run, even where `ray start` left a cluster running
        ray.init(address="local", num_cpus=backend.workers or usable_cores(), include_dashboard=False,
                 _node_ip_address="127.0.0.1",
                 **quiet)
    return True


_REMOTE: dict[str, Any] = {}


def _remote_chunk(ray: Any) -> Any:
    if "chunk" not in _REMOTE:
        # a chunk whose worker process dies is run again; an exception inside a game is not (it would fail again)
        _REMOTE["chunk"] = ray.remote(max_retries=MAX_RETRIES, retry_exceptions=False)(_play_chunk)
    return _REMOTE["chunk"]


def _ray_stream(fn: Callable[[Any, Any], Any], state: Any, jobs: Sequence[Any],
                backend: Backend) -> Iterator[tuple[int, list[Any]]]:
    ray = ray_module()
    started = start_ray(backend)
    try:
        cpus = int(ray.cluster_resources().get("CPU", 1)) or 1
        workers = max(1, min(backend.workers or cpus, len(jobs)))
        size = backend.chunk or chunk_size(len(jobs), workers)
        remote = _remote_chunk(ray)
        shared = ray.put(state)  # once: every task reads the rules from the object store
        parts = _chunks(len(jobs), size)
        waiting: dict[Any, int] = {}
        nxt = 0
        try:
            while nxt < len(parts) or waiting:
                while nxt < len(parts) and len(waiting) < 2 * workers:  # one chunk queued behind each that plays
                    part = parts[nxt]
                    waiting[remote.remote(fn, shared, [jobs[i] for i in part])] = part.start
                    nxt += 1
                done, _ = ray.wait(list(waiting), num_returns=1)
                for ref in done:
                    yield waiting.pop(ref), ray.get(ref)
        finally:
            for ref in waiting:  # a failed game, Ctrl-C or a consumer that stopped
                ray.cancel(ref, force=True)
    finally:
        if started:
            ray.shutdown()


@contextmanager
def session(backend: Backend | None) -> Iterator[None]:
    """Keep one Ray connection (or local instance) for every batch of a command that plays several (a sweep and
    its --target search); nothing to keep for the local pool."""
    started = backend is not None and backend.kind == "ray" and start_ray(backend)
    try:
        yield
    finally:
        if started:
            ray_module().shutdown()
