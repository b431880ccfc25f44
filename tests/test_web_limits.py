"""What one request may ask of the studio (issue 23's low items): bounded JSON nesting, long-poll
parameters checked, request headers and bodies that must arrive in time, a bound on the long-polls one
key holds (counted, not timed), the Host header checked against the studio's own names, writes kept
inside the folders it was started with (links included), a folder it cannot write answered with a
refusal; and a comparison that stops when cancelled, with no job state shared between comparisons."""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from interpreter.harness import compare
from interpreter.web.guard import Limits, host_names
from interpreter.web.requests import too_deep

from .conftest import GAME
from .studio import TOKEN, Running, rules_copy, serving

QUICK = Limits(header_seconds=0.5, poll_seconds=30, polls_per_key=2)


@pytest.fixture(scope="module")
def studio(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    with serving(GAME, rules_copy(tmp_path_factory.mktemp("limits")), limits=QUICK) as running:
        yield running


def _game(studio: Running, seats: list[str], seed: int = 5) -> tuple[str, dict[int, str]]:
    with studio.client() as c:
        r = c.post("/api/games", json={"players": len(seats), "seats": seats, "seed": seed}).json()
    return r["table"], {int(s): link.split("token=")[1] for s, link in r["links"].items()}


# ------------------------------------------------------------------ bodies and parameters
def test_deeply_nested_json_is_refused_on_every_post_route(studio: Running) -> None:
    table, keys = _game(studio, ["human", "human"])
    deep = b'{"option": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    with studio.client(token=keys[0]) as seat:
        r = seat.post(f"/api/play/{table}/choose", content=deep, headers={"content-type": "application/json"})
        assert r.status_code == 400 and "nests deeper than 20" in r.json()["error"]
    with studio.client() as host:
        for path in ("/api/editor/check", "/api/editor/save", "/api/games", "/api/editor/compare", "/api/editor/revert"):
            r = host.post(path, content=deep, headers={"content-type": "application/json"})
            assert r.status_code == 400 and "nests deeper" in r.json()["error"], path
    assert not too_deep(b'{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "b": [1, [2]]}', 3)  # brackets in a string do not count
    assert too_deep(b"[[[[1]]]]", 3) and not too_deep(b"[[[1]]]", 3)


@pytest.mark.parametrize("query", [{"after": "--5"}, {"after": "²"}, {"after": "9" * 5000}, {"after": "x"},
                                   {"log": "-1"}, {"log": "²"}, {"log": "1e3"}, {"log": "9" * 5000}])
def test_malformed_long_poll_parameters_are_refused(studio: Running, query: dict[str, str]) -> None:
    table, keys = _game(studio, ["human", "random"], seed=6)
    with studio.client(token=keys[0]) as seat:
        r = seat.get(f"/api/play/{table}/state", params=query)
    assert r.status_code == 400 and "is a whole number" in r.json()["error"], r.text


# ------------------------------------------------------------------ time and connections
def _connect(studio: Running) -> socket.socket:
    host, port = studio.url.removeprefix("http://").split(":")
    return socket.create_connection((host, int(port)), timeout=20)


def test_connections_that_never_finish_their_headers_are_closed(studio: Running) -> None:
    idle = [_connect(studio) for _ in range(30)]
    for sock in idle:
        sock.sendall(b"GET /api/studio HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Studio-Tok")  # and then nothing
    for sock in idle:  # each is closed by the studio (recv gives b"" at the end), not held forever
        assert sock.recv(100) == b""
        sock.close()
    slow = _connect(studio)  # a body that never comes is answered, then closed
    slow.sendall(f"POST /api/editor/revert HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Studio-Token: {TOKEN}\r\n"
                 "Content-Length: 100\r\n\r\n{".encode())
    answer = slow.recv(1000)
    assert answer.startswith(b"HTTP/1.1 408")
    slow.close()
    with studio.client() as c:  # the studio still answers
        assert c.get("/api/studio").status_code == 200


def test_a_long_poll_outlasts_the_header_timeout(studio: Running) -> None:
    """The timer is on a request's headers, not on its answer: a long-poll held past it still answers."""
    table, keys = _game(studio, ["human", "human"], seed=7)
    t = studio.studio.tables.get(table)
    assert t is not None and t.game.current_player is not None
    mover = t.game.current_player
    answers: list[int] = []
    with studio.client(token=keys[1 - mover]) as waiting:
        poll = threading.Thread(target=lambda: answers.append(
            waiting.get(f"/api/play/{table}/state", params={"after": t.version}).status_code))
        poll.start()
        time.sleep(1.5)  # three header timeouts
        with studio.client(token=keys[mover]) as c:
            c.post(f"/api/play/{table}/choose", json={"option": t.game.legal_options()[0].id})
        poll.join(30)
    assert answers == [200]


def test_one_key_holds_at_most_its_long_polls_counted(studio: Running) -> None:
    table, keys = _game(studio, ["human", "human"], seed=8)
    t = studio.studio.tables.get(table)
    assert t is not None and t.game.current_player is not None
    mover = t.game.current_player
    statuses: list[int] = []
    refused = threading.Semaphore(0)

    def poll() -> None:
        with studio.client(token=keys[1 - mover]) as c:
            status = c.get(f"/api/play/{table}/state", params={"after": t.version}).status_code
        statuses.append(status)
        if status == 429:
            refused.release()

    polls = [threading.Thread(target=poll) for _ in range(5)]
    for p in polls:
        p.start()
    for _ in range(3):  # two polls may wait (QUICK.polls_per_key): the three others are refused at once
        assert refused.acquire(timeout=30)
    with studio.client(token=keys[mover]) as c:  # the table moves: the waiting polls answer
        c.post(f"/api/play/{table}/choose", json={"option": t.game.legal_options()[0].id})
    for p in polls:
        p.join(30)
    assert sorted(statuses) == [200, 200, 429, 429, 429]


# ------------------------------------------------------------------ the Host header
@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "[::1]", "LOCALHOST"])
def test_the_studio_answers_at_its_own_names(studio: Running, host: str) -> None:
    port = studio.url.rsplit(":", 1)[1]
    with studio.client(Host=f"{host}:{port}") as c:
        assert c.get("/api/studio").status_code == 200


@pytest.mark.parametrize("host", ["evil.example", "evil.example:80", "127.0.0.1.evil.example", "", "[::2]"])
def test_a_request_naming_another_host_is_refused_before_its_token(studio: Running, host: str) -> None:
    with studio.client(Host=host) as c:  # a page that rebound its own name to this machine
        r = c.get("/api/studio")
    assert r.status_code == 421 and "answers only at 127.0.0.1, [::1], localhost" in r.text and "不在" in r.text


def test_the_host_names_allowed() -> None:
    assert host_names("127.0.0.1") == {"127.0.0.1", "localhost", "[::1]"}
    assert host_names("0.0.0.0") == {"127.0.0.1", "localhost", "[::1]"}  # every address: name them with --allow-host
    assert host_names("10.1.2.3", ["studio.lan"]) == {"127.0.0.1", "localhost", "[::1]", "10.1.2.3", "studio.lan"}
    assert "[fe80::1]" in host_names("fe80::1")


def test_allow_host_opens_another_name(tmp_path: Path) -> None:
    with serving(GAME, rules_copy(tmp_path), allow=("studio.lan",)) as running:
        with running.client(Host="studio.lan") as c:
            assert c.get("/api/studio").status_code == 200
        with running.client(Host="other.lan") as c:
            assert c.get("/api/studio").status_code == 421


# ------------------------------------------------------------------ writes stay inside the folders
def _edit(c: httpx.Client, running: Running) -> None:
    source = running.studio.editor.entry("helper_gain_influence").source.replace("gain 2 influence", "gain 3 influence")
    assert c.post("/api/editor/check", json={"id": "helper_gain_influence", "source": source}).json()["errors"] == []


def test_writing_into_the_rules_files_never_follows_a_link_out_of_the_rules_folder(tmp_path: Path) -> None:
    rules = rules_copy(tmp_path)
    outside = tmp_path / "outside-helpers.yaml"
    (rules / "helpers.yaml").rename(outside)
    (rules / "helpers.yaml").symlink_to(outside)
    before = outside.read_text(encoding="utf-8")
    with serving(GAME, rules) as running, running.client() as c:
        _edit(c, running)
        r = c.post("/api/editor/into-rules", json={"confirm": True})
    assert r.status_code == 400 and "leads outside" in r.json()["error"]
    assert outside.read_text(encoding="utf-8") == before


def test_saving_a_variant_never_follows_a_link_out_of_the_variant_folder(tmp_path: Path) -> None:
    rules = rules_copy(tmp_path)
    outside = tmp_path / "elsewhere.yaml"
    outside.write_text("# not the studio's\n", encoding="utf-8")
    (rules / "variants" / "mine.yaml").symlink_to(outside)
    with serving(GAME, rules) as running, running.client() as c:
        _edit(c, running)
        r = c.post("/api/editor/save", json={"name": "mine", "description": "more influence", "overwrite": True})
    assert r.status_code == 400 and "leads outside" in r.json()["error"]
    assert outside.read_text(encoding="utf-8") == "# not the studio's\n"


def test_a_variant_folder_that_cannot_be_written_is_a_refusal(tmp_path: Path) -> None:
    rules = rules_copy(tmp_path)
    folder = rules / "variants"
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # root writes anywhere: a folder under a file cannot be made
        (tmp_path / "a-file").write_text("x", encoding="utf-8")
        folder = tmp_path / "a-file" / "variants"
    else:
        folder.chmod(0o555)
    try:
        with serving(GAME, rules, variant_dir=folder) as running, running.client() as c:
            _edit(c, running)
            r = c.post("/api/editor/save", json={"name": "more-influence", "description": "more influence"})
    finally:
        (rules / "variants").chmod(0o755)
    assert r.status_code == 400 and "cannot write" in r.json()["error"], r.text


# ------------------------------------------------------------------ comparisons
def test_a_cancelled_comparison_stops_before_its_next_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted: the comparison is cancelled while its third game plays; no fourth game starts (before, the
    harness asked only after a chunk of up to 20 pairs), and the job says "cancelled"."""
    from interpreter.web.comparing import Comparisons

    played: list[int] = []
    real = compare.play_stat
    comparisons = Comparisons()
    holder: dict[str, Any] = {}

    def counted(*args: Any) -> Any:
        played.append(args[3])
        if len(played) == 3:
            holder["job"].cancel.set()
        return real(*args)

    monkeypatch.setattr(compare, "play_stat", counted)
    rules = GAME.load_rules()
    holder["job"] = job = comparisons.start(GAME, rules, rules, Path("."), 2, 200, 0, ["random", "random"], "same")
    assert job.thread is not None
    job.thread.join(120)
    assert not job.thread.is_alive() and job.state == "cancelled" and len(played) == 3 and job.done == 1


def test_comparisons_share_no_job_state(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two comparisons in one process at once (the studio's threads) each play their own rules: none goes
    through a module-level job (compare._JOB), and each gets what it gets alone."""
    base = GAME.load_rules()
    cheap = GAME.load_rules(None, ["cheap-casino"])
    alone = {name: compare.run_pairs(GAME, base, v, Path("."), 2, range(4), ["greedy", "greedy"], workers=1)
             for name, v in (("same", base), ("cheap", cheap))}
    assert getattr(compare, "_JOB", None) is None  # the pool keeps its work apart from the in-process path
    together: dict[str, Any] = {}
    threads = [threading.Thread(target=lambda n=name, v=v: together.__setitem__(
        n, compare.run_pairs(GAME, base, v, Path("."), 2, range(4), ["greedy", "greedy"], workers=1)))
        for name, v in (("same", base), ("cheap", cheap))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert together == alone and getattr(compare, "_JOB", None) is None
