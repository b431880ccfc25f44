"""The Ray backend (harness/backend.py) against the local pool: the same JSON for the same seeds, whatever the
backend, the workers and the chunks; a worker killed mid-run is retried and changes nothing; a missing extra
is a clear error. One local Ray instance (2 CPUs, 127.0.0.1, no dashboard) serves the whole module and is shut
down after it. With SPEAKEASY_RAY_ADDRESS set (.ci/run starts `ray start --head` on 127.0.0.1), the command
line also joins that cluster by --address.

Few games of the quick bots: the machine is small and shared.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from interpreter.cli import app
from interpreter.harness import backend as backends
from interpreter.harness.backend import Backend, run_jobs
from interpreter.harness.compare import compare
from interpreter.harness.package import load_game
from interpreter.harness.sweep import sweep

from .clirunner import runner

ray = pytest.importorskip("ray")
GAME = load_game("speakeasy")
BOTS = ["random", "greedy"]


@pytest.fixture(scope="module", autouse=True)
def local_ray() -> Iterator[None]:
    """One local instance for the module (the backend joins a running instance and leaves it running)."""
    ray.init(address="local", num_cpus=2, include_dashboard=False, _node_ip_address="127.0.0.1", log_to_driver=False,
             logging_level="ERROR")
    try:
        yield
    finally:
        ray.shutdown()


def _json(x: Any) -> str:
    return json.dumps(x.as_json(), sort_keys=True)


def test_compare_is_the_same_json_on_ray_as_on_the_local_pool() -> None:
    local = compare(GAME, None, ["cheap-casino"], 2, range(5, 11), BOTS, workers=1)
    seen: list[int] = []
    on_ray = compare(GAME, None, ["cheap-casino"], 2, range(5, 11), BOTS, progress=seen.append,
                     backend=Backend("ray", workers=2, chunk=2))
    assert _json(on_ray) == _json(local)
    assert sum(seen) == 6 and len(seen) == 3  # progress as each chunk of 2 pairs finishes


def test_sweep_is_the_same_json_on_ray_as_on_the_local_pool() -> None:
    args: tuple[Any, ...] = (GAME, None, [], "helper_gain_cash.effect#1", [3, 8], 2, range(3), BOTS)
    local = sweep(*args, backend=Backend("local", workers=2, chunk=1))
    on_ray = sweep(*args, backend=Backend("ray", workers=2, chunk=4))
    assert _json(on_ray) == _json(local)
    assert [p.value for p in local.points] == [3, 8] and local.parameter.change(8) == "gain $8"


def _raylet() -> int:
    """The raylet of this module's instance: the Ray workers it starts are its children (another user's are not)."""
    node = ray._private.worker._global_node
    return next(p.process.pid for p in node.all_processes["raylet"])


def _busy_workers() -> list[int]:
    """Our Ray workers now running a chunk (their process title says so)."""
    parent, found = str(_raylet()), []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
            cmdline = (entry / "cmdline").read_bytes().decode(errors="replace")
        except OSError:
            continue
        ppid = next((line.split()[1] for line in status.splitlines() if line.startswith("PPid:")), "")
        if ppid == parent and cmdline.startswith("ray::_play_chunk"):
            found.append(int(entry.name))
    return found


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="finds the Ray workers through /proc")
def test_a_killed_worker_is_retried_and_the_result_is_the_same() -> None:
    local = compare(GAME, None, ["cheap-casino"], 2, range(8), BOTS, workers=1)
    killed: list[int] = []

    def kill_one(n: int) -> None:
        if not killed:  # mid-run: chunks are still being played
            for pid in _busy_workers()[:1]:
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)

    on_ray = compare(GAME, None, ["cheap-casino"], 2, range(8), BOTS, progress=kill_one,
                     backend=Backend("ray", workers=2, chunk=1))
    assert killed, "no Ray worker was busy to be killed"
    assert _json(on_ray) == _json(local)


def _square(state: int, job: int) -> int:
    return state * job * job


def test_results_come_in_the_jobs_order_for_every_chunk_size() -> None:
    want = [3 * j * j for j in range(23)]
    for chunk in (1, 5, 23):
        assert run_jobs(_square, 3, list(range(23)), Backend("ray", workers=2, chunk=chunk)) == want
        assert run_jobs(_square, 3, list(range(23)), Backend("local", workers=2, chunk=chunk)) == want


def test_chunks_are_sized_for_an_even_load_and_a_moving_progress_bar() -> None:
    cases = [(10, 2, 1), (200, 2, 12), (10_000, 2, 20), (5, 8, 1), (0, 1, 1)]
    for jobs, workers, size in cases:
        assert backends.chunk_size(jobs, workers) == size, (jobs, workers)


def test_an_address_without_the_ray_backend_is_a_usage_error() -> None:
    result = runner.invoke(app, ["simulate", "-n", "2", "--address", "127.0.0.1:6379"])
    assert result.exit_code == 2 and "give it with --backend ray" in result.output


def test_a_missing_extra_names_the_command_that_installs_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` fails as it does without the extra
    result = runner.invoke(app, ["simulate", "-n", "2", "--backend", "ray"])
    assert result.exit_code == 1 and "pip install -e '.[cluster]'" in result.output


def test_simulate_on_ray_and_on_local_workers_says_the_same() -> None:
    args = ["simulate", "-n", "4", "--players", "2", "--bots", "greedy", "--json"]
    alone = runner.invoke(app, args)
    pooled = runner.invoke(app, [*args, "--workers", "2"])
    on_ray = runner.invoke(app, [*args, "--backend", "ray"])
    assert alone.exit_code == pooled.exit_code == on_ray.exit_code == 0, on_ray.output
    assert json.loads(alone.stdout) == json.loads(pooled.stdout) == json.loads(on_ray.stdout)


@pytest.mark.skipif(not os.environ.get("SPEAKEASY_RAY_ADDRESS"), reason="needs a running cluster: .ci/run starts "
                    "`ray start --head` on 127.0.0.1 and sets SPEAKEASY_RAY_ADDRESS")
def test_compare_joins_a_running_cluster_by_its_address() -> None:
    """A separate driver process, as a designer's would be, joins the head by --address."""
    address = os.environ["SPEAKEASY_RAY_ADDRESS"]
    args = ["compare", "--variant", "cheap-casino", "-n", "4", "--players", "2", "--bots", "random", "--json"]
    local = runner.invoke(app, args)
    joined = subprocess.run([sys.executable, "-m", "interpreter", *args, "--backend", "ray", "--address", address],
                            capture_output=True, text=True, timeout=300, check=False)
    assert local.exit_code == 0 and joined.returncode == 0, joined.stderr
    assert json.loads(joined.stdout) == json.loads(local.stdout)
