"""The studio keeps its games (issue 23 item 5): in a SQLite database of the user's, written after every
decision, so neither a restart, a crash nor a 33rd game loses a game in progress; a seat's link opens
its game as long as the game is kept; the games kept are bounded, finished games going first, then
games idle for a week; a link to a game that is gone says so."""

from __future__ import annotations

import os
import secrets
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest

from interpreter.games.speakeasy.secrets import secrets as unseen_by
from interpreter.web import store as store_module
from interpreter.web.store import Full, Store, StoreError, default_path

from .conftest import GAME
from .studio import TOKEN, Running, rules_copy, serving


def _new(running: Running, seats: list[str], seed: int = 5) -> tuple[str, dict[int, str]]:
    with running.client() as c:
        r = c.post("/api/games", json={"players": len(seats), "seats": seats, "seed": seed})
    assert r.status_code == 200, r.text
    return r.json()["table"], {int(s): link.split("token=")[1] for s, link in r.json()["links"].items()}


def _moves(running: Running, table: str, keys: dict[int, str], n: int) -> dict[str, Any]:
    """``n`` decisions by the people at the table (the first option each time); the last state."""
    state: dict[str, Any] = {}
    for _ in range(n):
        t = running.studio.tables.get(table)
        assert t is not None and t.game.current_player is not None
        seat = t.game.current_player
        with running.client(token=keys[seat]) as c:
            state = c.post(f"/api/play/{table}/choose", json={"option": t.game.legal_options()[0].id}).json()
    return state


def test_a_game_comes_back_after_a_restart_with_each_seat_seeing_only_its_own(tmp_path: Path) -> None:
    rules, kept = rules_copy(tmp_path), tmp_path / "state" / "studio.sqlite3"
    with serving(GAME, rules, store=kept) as first:
        table, keys = _new(first, ["human", "human"], seed=9)
        _moves(first, table, keys, 30)
        before = first.studio.tables.get(table)
        assert before is not None
        played, hashed = list(before.game.decisions), before.game.state_hash()
        hands = [set(p.hand) for p in before.game.state.players]
        # what a seat may not see of the other's hand: the cards not taken in the open (face-up decks, D-60)
        unseen = [set(unseen_by(before.game, 1 - seat)) & hands[seat] for seat in (0, 1)]
    assert hands[0] and hands[1] and unseen[0] and unseen[1]
    with serving(GAME, rules, store=kept, token="a-new-launch-token-987654") as second:
        with second.client(token=TOKEN) as old:  # the host has a new launch token: the old one opens nothing
            assert old.get("/api/studio").status_code == 403
        for seat, key in keys.items():  # a seat's link lives as long as its game
            with second.client(token=key) as c:
                state = c.get(f"/api/play/{table}/state").json()
                body = c.get(f"/api/play/{table}/state").text
            assert state["version"] == len(played) and state["seat"] == seat
            assert all(card in body for card in hands[seat]) and not any(card in body for card in unseen[1 - seat])
        again = second.studio.tables.get(table)
        assert again is not None and again.game.decisions == played and again.game.state_hash() == hashed
        _moves(second, table, keys, 3)  # and plays on
        with second.client(token=second.studio.token) as host:
            assert [g["id"] for g in host.get("/api/games").json()] == [table]


def test_a_crash_loses_no_decision(tmp_path: Path) -> None:
    """`speakeasy serve` killed (SIGKILL: nothing is flushed on the way out) and started again: the game is
    where the last answer left it, and its link opens it at the new address."""
    env = {**os.environ, "XDG_STATE_HOME": str(tmp_path / "state")}

    def start() -> tuple[subprocess.Popen[str], str]:
        proc = subprocess.Popen([sys.executable, "-m", "interpreter", "serve", "--port", "0"], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=env)
        assert proc.stdout is not None
        url = [proc.stdout.readline() for _ in range(2)][1].strip()
        assert "/?token=" in url, url
        return proc, url

    proc, url = start()
    try:
        base, token = url.split("/?token=")
        with httpx.Client(base_url=base, headers={"X-Studio-Token": token}, timeout=60) as host:
            made = host.post("/api/games", json={"players": 2, "seats": ["human", "greedy"], "seed": 3}).json()
        table, key = made["table"], made["links"]["0"].split("token=")[1]
        with httpx.Client(base_url=base, headers={"X-Studio-Token": key}, timeout=60) as seat:
            state = seat.get(f"/api/play/{table}/state").json()
            for _ in range(12):
                state = seat.post(f"/api/play/{table}/choose", json={"option": state["options"][0]["id"]}).json()
        version = state["version"]
    finally:
        proc.kill()
        proc.wait(20)
    assert (tmp_path / "state" / "speakeasy" / "studio.sqlite3").is_file()
    proc, url = start()
    try:
        base = url.split("/?token=")[0]
        with httpx.Client(base_url=base, headers={"X-Studio-Token": key}, timeout=60) as seat:
            after = seat.get(f"/api/play/{table}/state").json()
        assert after["version"] == version and after["options"] == state["options"]
    finally:
        proc.terminate()
        proc.wait(20)


def test_a_33rd_game_loses_no_game_in_progress(tmp_path: Path) -> None:
    with serving(GAME, rules_copy(tmp_path)) as running:
        first, keys = _new(running, ["human", "greedy"], seed=1)
        state = _moves(running, first, keys, 2)
        for seed in range(40):  # more than the studio holds in memory
            _new(running, ["human", "random"], seed=100 + seed)
        with running.client(token=keys[0]) as c:
            again = c.get(f"/api/play/{first}/state")
        assert again.status_code == 200 and again.json()["version"] == state["version"]
        assert len(running.studio.tables.listing()) == 41


def test_a_game_is_played_on_with_the_rules_it_started_with(tmp_path: Path) -> None:
    """The rules folder changed between two runs (a designer's edit): the game in progress is played on
    with the rules it was dealt with, kept with it; a new game gets the new rules."""
    rules, kept = rules_copy(tmp_path), tmp_path / "kept.sqlite3"
    with serving(GAME, rules, store=kept) as first:
        table, keys = _new(first, ["human", "greedy"], seed=2)
        _moves(first, table, keys, 4)
        old = first.studio.tables.get(table)
        assert old is not None
        fingerprint, hashed = old.rules.fingerprint, old.game.state_hash()
    helpers = rules / "helpers.yaml"
    helpers.write_text(helpers.read_text(encoding="utf-8").replace("gain 2 influence", "gain 3 influence"), encoding="utf-8")
    with serving(GAME, rules, store=kept) as second:
        assert second.studio.tables.rules.fingerprint != fingerprint
        with second.client(token=keys[0]) as c:
            assert c.get(f"/api/play/{table}/state").status_code == 200
        back = second.studio.tables.get(table)
        assert back is not None and back.rules.fingerprint == fingerprint and back.game.state_hash() == hashed
        newer, _ = _new(second, ["human", "greedy"], seed=2)
        made = second.studio.tables.get(newer)
        assert made is not None and made.rules.fingerprint == second.studio.tables.rules.fingerprint


def test_a_game_this_program_cannot_play_on_says_so(tmp_path: Path) -> None:
    kept = tmp_path / "kept.sqlite3"
    rules = rules_copy(tmp_path)
    with serving(GAME, rules, store=kept) as first:
        table, keys = _new(first, ["human", "greedy"], seed=2)
        _moves(first, table, keys, 2)
    with sqlite3.connect(kept) as db:  # as if the engine now played these decisions differently
        db.execute("UPDATE games SET state_hash = '0123' WHERE id = ?", (table,))
    with serving(GAME, rules, store=kept) as second, second.client(token=keys[0]) as c:
        r = c.get(f"/api/play/{table}/state")
        assert r.status_code == 410 and "no longer plays it as it was played" in r.json()["error"]
        said = c.get(f"/api/play/{table}/state", params={"lang": "zh-Hans"}).json()["error"]
        assert "不能按原样继续" in said


def test_the_games_kept_are_bounded_finished_first_then_idle_for_a_week(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [1_000_000.0]
    store = Store(tmp_path / "s.sqlite3", now=lambda: clock[0])
    monkeypatch.setattr(store_module, "MAX_GAMES", 3)

    def add(game_id: str) -> None:
        store.add(game_id, "speakeasy", "fp", [], 2, 1, ["human", "random"], {f"key-{game_id}": 0}, {"rules": {}})
        clock[0] += 60

    for name in ("a", "b", "c"):
        add(name)
    store.record("b", ["x", "y"], 0, True, "h")  # b is over
    add("d")  # b goes: the finished game first, though a is older
    assert store.load("b") is None and store.gone("key-b") is not None and store.gone("key-b").why == "finished"
    assert store.load("a") is not None
    with pytest.raises(Full):  # a, c and d are in progress and moved this week: nothing may go
        add("e")
    assert {g["id"] for g in store.listing("speakeasy")} == {"a", "c", "d"}
    clock[0] += 7 * 24 * 3600 - 60  # a week later, d has moved since; a and c are idle
    store.record("d", ["x"], 0, False, "h")
    add("e")
    assert store.load("a") is None and store.gone("key-a").why == "idle" and store.load("c") is not None
    monkeypatch.setattr(store_module, "MAX_BYTES", 200)  # and by size: the rules texts count
    with pytest.raises(Full):
        store.add("f", "speakeasy", "other", [], 2, 1, ["human"], {}, {"rules": {"x.yaml": secrets.token_hex(3000)}})
    store.close()


def test_a_link_to_a_game_that_is_gone_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_module, "MAX_GAMES", 2)
    with serving(GAME, rules_copy(tmp_path)) as running:
        table, keys = _new(running, ["human", "random"], seed=4)
        with sqlite3.connect(running.studio.kept.path) as db:
            db.execute("UPDATE games SET over = 1 WHERE id = ?", (table,))
        _new(running, ["human", "random"], seed=5)
        _new(running, ["human", "random"], seed=6)  # no room: the finished one goes
        with running.client(token=keys[0]) as c:
            page, api = c.get(f"/play/{table}"), c.get(f"/api/play/{table}/state")
        for r in (page, api):
            assert r.status_code == 410 and "it was over" in r.text and "它已经结束" in r.text, r.text
        with running.client() as c:  # every game kept is in progress: a new one is refused, none is dropped
            full = c.post("/api/games", json={"players": 2, "seats": ["human", "random"], "seed": 7})
        assert full.status_code == 400 and "every one is in progress" in full.json()["error"]
        with running.client(token="never-a-key") as c:  # a key that never opened a game: the token page
            assert c.get(f"/play/{table}").status_code == 403


def test_the_database_is_the_users_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg"))
    path = default_path()
    assert path == tmp_path / "xdg" / "speakeasy" / "studio.sqlite3"
    Store().close()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    path.chmod(0o644)
    Store().close()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600  # put right when it is opened
    planted = tmp_path / "planted.sqlite3"
    link = tmp_path / "link.sqlite3"
    link.symlink_to(planted)
    with pytest.raises(StoreError, match="cannot keep the studio's games"):
        Store(link)
    assert not planted.exists()
    broken = tmp_path / "broken.sqlite3"
    broken.write_bytes(b"not a database" * 100)
    with pytest.raises(StoreError, match="move the file away"):
        Store(broken)


def test_serve_with_a_database_it_cannot_use_says_so(tmp_path: Path) -> None:
    state = tmp_path / "state" / "speakeasy"
    state.mkdir(parents=True)
    (state / "studio.sqlite3").write_text("not a database " * 200, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "interpreter", "serve", "--port", "0"], capture_output=True, text=True,
                          timeout=120, check=False, env={**os.environ, "XDG_STATE_HOME": str(tmp_path / "state")})
    assert done.returncode == 1 and "move the file away" in done.stderr and "Traceback" not in done.stderr
