"""The second test game through every tool, in its own shape: `simulate --players 5`, `compare` (its own
outcome metric moving when a variant changes it, judged by the variant's primary), `impact` by role,
`play` in the terminal (a person's own secret lines shown, no one else's), `replay`, and `serve` (its
palette, its words, its board), found by its module's name (`--game tests.teahouse`)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from interpreter.cli import app
from interpreter.harness.saves import read_save, replay

from .clirunner import runner
from .studio import serving
from .teahouse import GAME as TEA

GAME_OPT = ["--game", "tests.teahouse"]


def run(*args: str, input: str | None = None) -> Any:
    result = runner.invoke(app, [*GAME_OPT, *args], input=input)
    assert result.exit_code == 0, result.output
    return result


def test_simulate_plays_five_by_default_and_reports_every_outcome_in_the_game_s_words() -> None:
    data = json.loads(run("simulate", "--games", "12", "--bots", "greedy", "--json").output)
    assert data["players"] == 5 and all(len(r["scores"]) == 5 for r in data["results"])
    assert set(data["results"][0]["outcomes"]) == {"no_winner", "shared_win", "top_disqualified", "informant_win"}
    assert all(sorted(r["roles"]) == ["informant"] + ["merchant"] * 4 for r in data["results"])
    out = run("simulate", "--players", "5", "--games", "12", "--bots", "greedy").output
    assert "mean coins" in out and "games whose top score held stale tea" in out and "games with no winner" in out
    assert re.search(r"win rate by role: informant \d+%, merchant \d+%", out)
    refused = runner.invoke(app, [*GAME_OPT, "simulate", "--players", "2"])
    assert refused.exit_code == 2 and "teahouse is played by 3, 4, 5 players, not 2" in refused.output


def test_compare_moves_the_game_s_own_metric_the_variant_names_as_its_primary() -> None:
    data = json.loads(run("compare", "--variant", "fresh-tea", "--games", "40", "--bots", "greedy", "--workers", "1",
                          "--json").output)
    assert data["players"] == 5 and data["primary"] == "top_disqualified"  # from the variant's header
    metric = {m["key"]: m for m in data["metrics"]}
    top = metric["top_disqualified"]
    assert top["rate"] and top["significant"] and top["difference"]["mean"] < -0.2
    assert {"no_winner", "shared_win", "win_role_merchant", "win_role_informant"} <= set(metric)
    assert data["power"]["difference"] == 2.0 and "coins" in metric["mean_score"]["label"]
    asked = json.loads(run("compare", "--variant", "fresh-tea", "--games", "4", "--bots", "greedy", "--workers", "1",
                           "--primary", "no_winner", "--json").output)
    assert asked["primary"] == "no_winner"  # the command line outranks the variant


def test_impact_splits_the_players_by_role() -> None:
    data = json.loads(run("impact", "--games", "20", "--bots", "greedy", "--workers", "1", "--json").output)
    roles = {r["role"]: r for r in data["roles"]}
    assert set(roles) == {"merchant", "informant"} and roles["informant"]["seats"] == 20
    assert roles["merchant"]["seats"] == 80 and roles["merchant"]["components"]


def test_play_shows_a_person_their_own_secret_lines_and_no_one_else_s() -> None:
    result = run("play", "--seats", "human,greedy,greedy,greedy,greedy", "--seed", "3", input="1\n" * 200)
    out = result.output
    from interpreter.cli.terminal import autosave_path

    path = autosave_path(TEA.name)
    assert path.exists(), "the game a person played is autosaved"
    game = replay(TEA, TEA.load_rules(), read_save(path), path)
    mine = [a for k, a in game.log if k == "drew" and a["seat"] == 0]
    theirs = [a for k, a in game.log if k == "drew" and a["seat"] != 0]
    assert mine and theirs and out.count("(only they see which)") == len(mine)
    assert "Final scores" in out and " coins" in out
    first = out.split("Final scores", 1)[1].splitlines()[1].strip()  # the winners come first
    assert game.winners() == [] or first.startswith(f"Player {game.winners()[0] + 1}:")


def test_a_bots_only_game_plays_itself_in_chinese_and_replays(tmp_path: Path) -> None:
    out = run("play", "--seats", "greedy,strong,greedy", "--players", "3", "--lang", "zh-Hans", "--seed", "9").output
    assert "茶馆打烊了。" in out and "文" in out
    sims = json.loads(run("simulate", "--players", "3", "--games", "1", "--seed", "9", "--json",
                          "--save-dir", str(tmp_path)).output)
    replayed = run("replay", str(next(tmp_path.glob("*.json")))).output
    assert "matches the save" in replayed and "final scores (winners first)" in replayed and "coins" in replayed
    assert sims["results"][0]["state_hash"] in replayed


def test_the_studio_serves_its_palette_words_and_board_and_shows_the_outcome_winners_first() -> None:
    with serving(TEA, TEA.schema.shipped) as running, running.client() as c:  # type: ignore[arg-type]
        words = c.get("/api/words", params={"lang": "zh-Hant"}).json()
        seats = words["palette"]["seats"]
        assert len(seats) == 5 and seats[0] == {"colour": "#ffffff", "outlined": True} and not seats[1]["outlined"]
        assert words["words"]["web-metric-top_disqualified"] == "最高分手中有陳茶的對局"
        assert words["words"]["web-metric-win_role_informant"] == "眼線的勝率"
        game = c.post("/api/games", json={"players": 5, "seats": ["human"] * 4 + ["greedy"], "seed": 2}).json()
        keys = {int(s): link.split("token=")[1] for s, link in game["links"].items()}
        clients = {s: running.client(token=k) for s, k in keys.items()}
        try:
            state = clients[0].get(f"/api/play/{game['table']}/state").json()
            assert [p["key"] for p in state["panels"]] == ["seats", "hand"]
            assert 'fill="#ffffff" stroke="#1a1a1a"' in state["panels"][0]["svg"], "the white seat, outlined"
            for _ in range(200):
                if state["over"]:
                    break
                seat = state["current"]
                for other, client in clients.items():
                    if other != seat:
                        page = client.get(f"/api/play/{game['table']}/state").json()
                        assert page["options"] == [] and page["prompt"] is None
                state = clients[seat].post(f"/api/play/{game['table']}/choose",
                                           json={"option": clients[seat].get(f"/api/play/{game['table']}/state").json()
                                                 ["options"][0]["id"]}).json()
            assert state["over"] and all(p.endswith(("coin", "coins")) for p in state["points"])
            assert state["order"][: len(state["winners"])] == sorted(state["winners"], key=state["order"].index)
            assert set(state["order"][: len(state["winners"])]) == set(state["winners"])
        finally:
            for client in clients.values():
                client.close()
