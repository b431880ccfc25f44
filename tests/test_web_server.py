"""The studio's server, without a browser: its token, seat keys, limits and folders; the editor's
check, text and save; the quick comparison; games with bots and people, each seat shown only its own
view; saves; a second game (Take-away) played with the plain fallback of a game with no board."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from interpreter.web.guard import Refused, inside

from .conftest import GAME
from .studio import TOKEN, Running, rules_copy, serving
from .tinygame import GAME as TINY


@pytest.fixture(scope="module")
def studio(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    with serving(GAME, rules_copy(tmp_path_factory.mktemp("studio"))) as running:
        yield running


def _game(studio: Running, seats: list[str], seed: int = 5) -> dict[str, Any]:
    with studio.client() as c:
        r = c.post("/api/games", json={"players": len(seats), "seats": seats, "seed": seed})
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    data["keys"] = {int(s): link.split("token=")[1] for s, link in data["links"].items()}
    return data


# ------------------------------------------------------------------ the guard
@pytest.mark.parametrize("path", ["/", "/editor", "/static/studio.css", "/api/editor/index", "/api/words", "/api/studio"])
def test_every_request_needs_the_launch_token(studio: Running, path: str) -> None:
    with studio.client(token=None) as c:
        refused = c.get(path)
        assert refused.status_code == 403 and "speakeasy serve" in refused.text
        assert "令牌" in refused.text and "權杖" in refused.text  # said in every language: whose it is, nobody knows
        assert c.get(path, params={"token": "not-the-token"}).status_code == 403
    with studio.client() as c:  # the header
        assert c.get(path).status_code == 200
    with studio.client(token=None) as c:  # or the query, as in the printed address
        assert c.get(path, params={"token": TOKEN}).status_code == 200


def test_pages_carry_the_token_to_their_assets_and_send_no_referrer(studio: Running) -> None:
    with studio.client(token=None) as c:
        r = c.get("/editor", params={"token": TOKEN})
    assert f'/static/studio.css?token={TOKEN}' in r.text and f'/static/editor.js?token={TOKEN}' in r.text
    assert r.headers["referrer-policy"] == "no-referrer"
    assert "script-src 'self'" in r.headers["content-security-policy"]


def test_a_seat_key_opens_its_own_game_and_nothing_else(studio: Running) -> None:
    one, other = _game(studio, ["human", "human"]), _game(studio, ["human", "random"])
    key = one["keys"][1]
    with studio.client(token=key) as c:
        assert c.get(f"/api/play/{one['table']}/state").status_code == 200
        assert c.get(f"/play/{one['table']}").status_code == 200
        assert c.get("/static/board.js").status_code == 200
        assert c.get(f"/api/play/{other['table']}/state").status_code == 403  # another game
        assert c.get(f"/api/play/{one['table']}/save").status_code == 403  # a save holds the seed: every hidden card
        for path in ("/", "/editor", "/api/editor/index", "/api/studio", "/api/games"):
            assert c.get(path).status_code == 403, path
        assert c.post("/api/editor/check", json={"id": "helper_take_over", "source": ""}).status_code == 403


def test_paths_stay_inside_their_folders(studio: Running, tmp_path: Path) -> None:
    before = {p for p in tmp_path.parent.rglob("*")}
    with studio.client() as c:
        c.post("/api/editor/check", json={"id": "helper_gain_cash",
                                          "source": studio.studio.editor.entry("helper_gain_cash").source + "\n# edited"})
        for name in ("../escaped", "../../etc/x", "/tmp/abs", "a/b", "..", "évil", ""):
            r = c.post("/api/editor/save", json={"name": name, "description": "x"})
            assert r.status_code == 400 and "name" in r.json()["error"], (name, r.text)
        assert c.get("/static/../app.py").status_code == 404
        assert c.get("/static/%2e%2e/app.py").status_code == 404
        c.post("/api/editor/revert", json={"id": "helper_gain_cash"})
    assert {p for p in tmp_path.parent.rglob("*")} == before
    folder = tmp_path / "variants"
    folder.mkdir()
    (tmp_path / "outside").mkdir()
    (folder / "link").symlink_to(tmp_path / "outside")
    with pytest.raises(Refused):
        inside(folder, "../x.yaml")
    with pytest.raises(Refused):
        inside(folder, "link/x.yaml")  # a link out of the folder is refused once resolved
    assert inside(folder, "ok.yaml") == (folder / "ok.yaml").resolve()


def test_request_bodies_are_size_limited(studio: Running) -> None:
    big = "x" * 1_200_000
    with studio.client() as c:
        r = c.post("/api/editor/check", content=json.dumps({"id": "helper_take_over", "source": big}),
                   headers={"content-type": "application/json"})
        assert r.status_code == 413
        chunked = c.post("/api/games/load", content=iter([b"{" * 500_000, b" " * 700_000]))  # no length given
        assert chunked.status_code == 413
        long_source = "id: helper_take_over\n# " + "y" * 70_000
        r = c.post("/api/editor/check", json={"id": "helper_take_over", "source": long_source})
        assert r.status_code == 400 and "too long" in r.json()["error"]


def test_bad_requests_get_words_not_tracebacks(studio: Running) -> None:
    with studio.client() as c:
        for path, body in (("/api/editor/check", b"{not json"), ("/api/editor/check", b"[1, 2]"),
                           ("/api/games", b'{"players": "two"}'), ("/api/games/load", b"garbage")):
            r = c.post(path, content=body, headers={"content-type": "application/json"})
            assert r.status_code == 400 and r.json()["error"] and "Traceback" not in r.text, (path, r.text)
        assert c.get("/api/editor/component", params={"id": "helper_nope"}).json()["error"] == \
            "There is no component 'helper_nope'."
        said = c.get("/api/editor/component", params={"id": "helper_nope", "lang": "zh-Hant"}).json()["error"]
        assert said == "沒有配件「helper_nope」。"  # a refusal in the reader's language


# ------------------------------------------------------------------ the editor
def test_a_typo_is_placed_and_the_fix_is_rendered_in_three_languages(studio: Running) -> None:
    with studio.client() as c:
        opened = c.get("/api/editor/component", params={"id": "helper_gain_influence"}).json()
        assert opened["source"].splitlines()[1] == 'effect: "gain 2 influence"' and opened["dsl_keys"] == ["effect"]
        typo = opened["source"].replace("gain 2 influence", "gain 2 influnce")
        r = c.post("/api/editor/check", json={"id": "helper_gain_influence", "source": typo})
        assert r.json()["errors"] == [{"line": 2, "column": 17,
                                       "message": "unexpected argument 'influnce' to 'gain' (did you mean 'influence'?)"}]
        assert r.json()["texts"] is None and float(r.headers["server-timing"].split("dur=")[1]) < 100
        fixed = opened["source"].replace("gain 2 influence", "gain 3 influence")
        texts = c.post("/api/editor/check", json={"id": "helper_gain_influence", "source": fixed}).json()["texts"]
        assert texts["en"]["lines"][0] == "Gain 3 Leverage tokens."
        assert texts["zh-Hans"]["lines"][0].startswith("获得 3 个影响力")
        assert texts["zh-Hant"]["lines"][0].startswith("獲得 3 個影響力")
        c.post("/api/editor/revert", json={"id": "helper_gain_influence"})


@pytest.mark.parametrize(("edit", "line", "message"), [
    (lambda s: s.replace("id: helper_take_over", "id: helper_taken_over"), 1, "the id stays 'helper_take_over'"),
    (lambda s: s.replace("value: ", "valeu: "), 4, "unknown field 'valeu' (did you mean 'value'?)"),
    (lambda s: s.replace('effect: "take_over', 'effect: "take_over ('), 2, ""),
    (lambda s: s + "\nbad: [", 10, "YAML"),
    (lambda s: s + "\nnote: !!python/object/apply:os.system ['echo pwned']", 10, "tags are not allowed"),
])
def test_errors_are_placed_in_the_components_own_text(studio: Running, edit: Any, line: int, message: str) -> None:
    with studio.client() as c:
        source = c.get("/api/editor/component", params={"id": "helper_take_over"}).json()["source"]
        errors = c.post("/api/editor/check", json={"id": "helper_take_over", "source": edit(source)}).json()["errors"]
        c.post("/api/editor/revert", json={"id": "helper_take_over"})
    assert any(e["line"] == line and message in e["message"] for e in errors), errors


def test_every_component_opens_as_it_stands_in_its_file_and_checks_clean(studio: Running) -> None:
    editor = studio.studio.editor
    index = editor.index()
    assert len(index) == 176 + 16 + 20 + 16 and {e["kind"] for e in index} >= {"helper", "location", "police_tile"}
    for entry in index:
        assert editor.check(entry["id"], editor.entry(entry["id"]).source).errors == [], entry["id"]
    garage = editor.entry("loc_garage").source
    assert garage.startswith("id: loc_garage") and "# Leftmost person" in garage  # its comments come along
    search = {e["id"]: e["search"] for e in index}
    assert "获得" in search["helper_gain_influence"] and "influence" in search["helper_gain_influence"]


def test_a_saved_variant_is_a_plain_file_the_cli_accepts(studio: Running) -> None:
    editor = studio.studio.editor
    with studio.client() as c:
        source = editor.entry("helper_gain_influence").source.replace("gain 2 influence", "gain 3 influence")
        assert c.post("/api/editor/check", json={"id": "helper_gain_influence", "source": source}).json()["errors"] == []
        first = c.post("/api/editor/save", json={"name": "more-influence", "description": "A stronger helper"}).json()
        assert first["ok"] and first["command"].endswith("--variant more-influence"), first
        path = Path(first["path"])
        text = path.read_text(encoding="utf-8")
        assert 'helper_gain_influence.effect: "gain 3 influence"' in text and text.startswith("# A variant made in the studio")
        path.write_text(text.replace("variant:", "# the designer's own note, kept by the next save\nvariant:"), encoding="utf-8")
        cash = editor.entry("helper_gain_cash").source.replace("value: 20", "value: 10")
        c.post("/api/editor/check", json={"id": "helper_gain_cash", "source": cash})
        second = c.post("/api/editor/save", json={"name": "more-influence", "description": "A stronger helper"}).json()
        assert second["ok"], second
        c.post("/api/editor/revert", json={"id": "helper_gain_influence"})
        c.post("/api/editor/revert", json={"id": "helper_gain_cash"})
    text = path.read_text(encoding="utf-8")
    assert "# the designer's own note, kept by the next save" in text and "helper_gain_cash.value: 10" in text
    rules = studio.studio.rules_dir
    done = subprocess.run([sys.executable, "-m", "interpreter", "check", "--rules", str(rules), "--variant", "more-influence"],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    formatted = subprocess.run([sys.executable, "-m", "interpreter", "fmt", "--check", str(path)],
                               capture_output=True, text=True, timeout=60, check=False)
    assert formatted.returncode == 0, formatted.stdout  # saved in `fmt` style


def test_a_save_that_breaks_the_rules_writes_nothing(studio: Running) -> None:
    """The component checks alone, but the box's count of helpers no longer matches: the cross-checks
    of a full check find it, and the variant is not written."""
    editor = studio.studio.editor
    with studio.client() as c:
        more = editor.entry("helper_gain_cash").source.replace("copies: 2", "copies: 3")
        assert c.post("/api/editor/check", json={"id": "helper_gain_cash", "source": more}).json()["errors"] == []
        r = c.post("/api/editor/save", json={"name": "three-cash", "description": "a third $5 helper"}).json()
        everything = c.post("/api/editor/check-all", json={}).json()
        c.post("/api/editor/revert", json={"id": "helper_gain_cash"})
    assert not r["ok"] and "the box has 22 helper components, the rules define 23" in r["errors"][0]["message"]
    assert not (studio.studio.rules_dir / "variants" / "three-cash.yaml").exists()
    assert not everything["ok"] and "23" in everything["errors"][0]["text"]


def test_the_quick_comparison_reports_progress_and_can_be_cancelled(studio: Running) -> None:
    editor = studio.studio.editor
    source = editor.entry("helper_gain_cash").source
    with studio.client() as c:
        assert c.post("/api/editor/compare", json={"players": 2, "games": 6, "bots": "random", "seed": 0}).status_code == 400
        rich = source.replace('effect: "gain $5"', 'effect: "gain $40"')
        assert c.post("/api/editor/check", json={"id": "helper_gain_cash", "source": rich}).json()["errors"] == []
        job = c.post("/api/editor/compare", json={"players": 2, "games": 12, "bots": "random", "seed": 0}).json()
        status = job
        while status["state"] == "running":
            time.sleep(0.2)
            status = c.get(f"/api/editor/compare/{job['id']}").json()
        assert status["state"] == "done" and status["done"] == 12, status
        mean = next(m for m in status["result"]["metrics"] if m["key"] == "mean_score")
        assert mean["difference"]["mean"] != 0 and "<svg" in status["report"] and "<script" not in status["report"]
        long = c.post("/api/editor/compare", json={"players": 4, "games": 400, "bots": "greedy", "seed": 0}).json()
        c.post(f"/api/editor/compare/{long['id']}/cancel", json={})
        deadline = time.monotonic() + 60
        while (s := c.get(f"/api/editor/compare/{long['id']}").json())["state"] == "running" and time.monotonic() < deadline:
            time.sleep(0.2)
        assert s["state"] == "cancelled" and s["done"] < 400
        c.post("/api/editor/revert", json={"id": "helper_gain_cash"})


def test_the_quick_comparison_defaults_to_the_strong_bot_says_its_time_and_whether_the_edit_was_used(
        studio: Running) -> None:
    """Issue 26 item 5: the studio's default is the strong bot (random bots say nothing of balance); an estimate
    before it starts, the time left while it runs, and in how many of the edited games the edited component was used
    (the rich helper nobody took is said to say nothing)."""
    editor = studio.studio.editor
    source = editor.entry("helper_gain_cash").source
    with studio.client() as c:
        assert c.get("/api/studio").json()["quick_bot"] == GAME.strong_bot == "consigliere"
        e = c.post("/api/editor/compare/estimate", json={"players": 2, "games": 10, "bots": "greedy"}).json()
        assert e["games"] == 10 and e["per_game"] > 0 and e["seconds"] == pytest.approx(20 * e["per_game"], abs=0.2)
        assert c.post("/api/editor/compare/estimate", json={"players": 9, "games": 10, "bots": "greedy"}).status_code == 400
        assert c.post("/api/editor/compare/estimate", json={"players": 2, "games": 10, "bots": "nobody"}).status_code == 400
        rich = source.replace('effect: "gain $5"', 'effect: "gain $40"')
        assert c.post("/api/editor/check", json={"id": "helper_gain_cash", "source": rich}).json()["errors"] == []
        job = c.post("/api/editor/compare", json={"players": 2, "games": 8, "bots": "greedy", "seed": 0}).json()
        assert job["remaining"] is None  # nothing played yet: not known
        seen_left = []
        status = job
        while status["state"] == "running":
            time.sleep(0.1)
            status = c.get(f"/api/editor/compare/{job['id']}").json()
            if status["state"] == "running" and status["done"]:
                seen_left.append(status["remaining"])
        assert status["state"] == "done", status
        usage = status["usage"]
        assert usage["components"] == ["helper_gain_cash"] and usage["games"] == 8
        # the count is the games' own facts: some seat of the edited game took or used the helper
        pairs = status["result"]["pairs"] if "pairs" in status["result"] else None
        assert 0 <= usage["used"] <= 8 and (pairs is None or len(pairs) == 8)
        assert all(left is None or left >= 0 for left in seen_left)
        c.post("/api/editor/revert", json={"id": "helper_gain_cash"})


def test_used_in_counts_the_edited_games_that_used_an_edited_component() -> None:
    from interpreter.harness.compare import GameStat
    from interpreter.harness.package import GameFacts, SeatFacts
    from interpreter.web.comparing import edited_components, used_in

    def stat(*used: frozenset[str]) -> GameStat:
        seats = tuple(SeatFacts(places={}, used=u, points={}, income={}) for u in used)
        return GameStat(0, (1, 1), (0,), 0, 1, 1, GameFacts(seats, frozenset()))

    a, b, none = frozenset({"helper_x"}), frozenset({"tile_y"}), frozenset()
    pairs = [(stat(none, none), stat(a, none)), (stat(a, none), stat(none, none)), (stat(none, none), stat(none, b))]
    assert used_in(pairs, ("helper_x",)) == {"components": ["helper_x"], "games": 3, "used": 1}  # the edited side only
    assert used_in(pairs, ("helper_x", "tile_y"))["used"] == 2
    assert used_in(pairs, ("nothing",))["used"] == 0 and used_in(pairs, ()) is None
    rules = GAME.load_rules()
    assert edited_components(rules, rules) == ()
    assert edited_components(rules, GAME.load_rules(None, ["cheap-casino"])) == ()  # a board number: no component
    assert edited_components(rules, GAME.load_rules(None, ["house-trades"])) == (
        "card_still_union_dockers", "card_vip_insurance_man", "helper_the_fence", "helper_the_moonshiner")


def test_into_the_rules_files_only_when_asked_keeping_their_comments(tmp_path: Path) -> None:
    rules = rules_copy(tmp_path)
    helpers = (rules / "helpers.yaml").read_text(encoding="utf-8")
    with serving(GAME, rules) as running, running.client() as c:
        editor = running.studio.editor
        source = editor.entry("helper_gain_influence").source.replace("gain 2 influence", "gain 3 influence")
        c.post("/api/editor/check", json={"id": "helper_gain_influence", "source": source})
        assert c.post("/api/editor/into-rules", json={}).status_code == 400  # not without a confirmation
        assert (rules / "helpers.yaml").read_text(encoding="utf-8") == helpers
        r = c.post("/api/editor/into-rules", json={"confirm": True}).json()
        assert r["ok"], r
        after = c.get("/api/editor/component", params={"id": "helper_gain_influence"}).json()
    text = (rules / "helpers.yaml").read_text(encoding="utf-8")
    assert 'effect: "gain 3 influence"' in text and text.count("\n#") == helpers.count("\n#")
    assert after["source"] == source and not after["edited"]  # the studio reads the rules again


# ------------------------------------------------------------------ games
def test_each_seat_is_sent_its_own_view_only(studio: Running) -> None:
    game = _game(studio, ["human", "human"], seed=9)
    table = studio.studio.tables.get(game["table"])
    assert table is not None
    for _ in range(40):  # into the game, so that both hands hold cards
        seat = table.game.current_player
        assert seat is not None
        option = table.game.legal_options()[0].id
        with studio.client(token=game["keys"][seat]) as c:
            assert c.post(f"/api/play/{game['table']}/choose", json={"option": option}).status_code == 200
    hands = [set(p.hand) for p in table.game.state.players]
    assert hands[0] and hands[1] and not hands[0] & hands[1]
    for seat, key in game["keys"].items():
        with studio.client(token=key) as c:
            for lang in ("en", "zh-Hans"):
                body = c.get(f"/api/play/{game['table']}/state", params={"lang": lang}).text
                assert all(card in body for card in hands[seat]), "a seat sees its own hand"
                # the other's cards taken from a face-up deck are public (D-60); the ones dealt unseen are not
                known = set(table.game.view(seat).to_dict()["players"][1 - seat]["hand_known"])
                assert all(card in body for card in known)
                hidden = hands[1 - seat] - known
                assert hidden, "the other hand still holds a card dealt at setup"
                assert not any(card in body for card in hidden), f"seat {seat} was sent the other hand"
                other_safe = table.game.state.players[1 - seat].safe
                state = json.loads(body)
                assert state["seat"] == seat and state["view"] is None and state["panels"]
                assert f"${other_safe}<" not in body or other_safe == table.game.state.players[seat].safe


def test_moves_out_of_turn_or_not_offered_are_refused(studio: Running) -> None:
    game = _game(studio, ["human", "human"], seed=2)
    table = studio.studio.tables.get(game["table"])
    assert table is not None and table.game.current_player is not None
    now = table.game.current_player
    with studio.client(token=game["keys"][1 - now]) as c:
        assert "not your turn" in c.post(f"/api/play/{game['table']}/choose",
                                         json={"option": table.game.legal_options()[0].id}).json()["error"]
    with studio.client(token=game["keys"][now]) as c:
        assert "not one of your options" in c.post(f"/api/play/{game['table']}/choose", json={"option": "nope"}).json()["error"]
        stale = c.post(f"/api/play/{game['table']}/choose", json={"option": table.game.legal_options()[0].id, "version": 99})
        assert "moved on" in stale.json()["error"]


def test_a_game_with_hints_tells_its_person_what_the_greedy_bot_would_choose(studio: Running) -> None:
    """Issue 29 item 1: the studio's game with hints (the lesson's end offers one): before each of the person's
    decisions, the option the game's first bot would choose on that seat's view and why, in the seat's language;
    a game without hints, and a seat that is not to decide, get none."""
    from interpreter.harness.hints import hinter

    with studio.client() as c:
        r = c.post("/api/games", json={"players": 2, "seats": ["human", "greedy"], "seed": 6, "hints": True})
        assert r.status_code == 200, r.text
        plain = c.post("/api/games", json={"players": 2, "seats": ["human", "greedy"], "seed": 6}).json()
        assert c.post("/api/games", json={"players": 2, "seats": ["human", "greedy"], "seed": 6,
                                          "hints": "yes"}).status_code == 400
    game = r.json()
    key = game["links"]["0"].split("token=")[1]
    table = studio.studio.tables.get(game["table"])
    assert table is not None
    own = hinter(GAME, table.game.seed * 31 + 97)
    assert own is not None
    with studio.client(token=key) as c:
        for _ in range(6):
            state = c.get(f"/api/play/{game['table']}/state", params={"lang": "zh-Hans"}).json()
            if state["over"]:
                break
            hint = state["hint"]
            assert hint is not None and hint["option"] in [o["id"] for o in state["options"]]
            assert hint["text"].startswith("提示：") and "贪心" in hint["text"]
            # the bot's own choice on this seat's view (a second hinter with the same seed agrees)
            found = own(table.game.view(0), table.game.decision)
            assert table.game.decision.options[found.number - 1].id == hint["option"]
            c.post(f"/api/play/{game['table']}/choose", json={"option": state["options"][-1]["id"],
                                                               "version": state["version"]})
    plain_key = plain["links"]["0"].split("token=")[1]
    with studio.client(token=plain_key) as c:
        assert c.get(f"/api/play/{plain['table']}/state").json()["hint"] is None


def test_a_game_against_bots_plays_to_its_end_and_saves_and_loads(studio: Running) -> None:
    game = _game(studio, ["human", "greedy"], seed=4)
    key = game["keys"][0]
    with studio.client(token=key) as c:
        state = c.get(f"/api/play/{game['table']}/state").json()
        moves = 0
        while not state["over"]:
            assert state["current"] == 0 and state["options"], state["prompt"]
            state = c.post(f"/api/play/{game['table']}/choose", json={"option": state["options"][0]["id"], "version":
                                                                    state["version"]}).json()
            moves += 1
        assert moves > 50 and state["scores"] and state["winners"]
        log = c.get(f"/api/play/{game['table']}/state", params={"lang": "zh-Hant"}).json()["log"]["lines"]
        assert any("支付" in line["text"] and "現金" in line["text"] for line in log)  # every payment, and where from
    with studio.client() as c:
        saved = c.get(f"/api/play/{game['table']}/save")
        assert "attachment" in saved.headers["content-disposition"] and json.loads(saved.text)["over"] is True
        loaded = c.post("/api/games/load", content=saved.content).json()
        assert c.post("/api/games/load", content=saved.text.replace('"seed": 4', '"seed": 5')).status_code == 400
    again = studio.studio.tables.get(loaded["table"])
    first = studio.studio.tables.get(game["table"])
    assert again is not None and first is not None and again.game.state_hash() == first.game.state_hash()


def test_the_long_poll_answers_when_the_table_moves(studio: Running) -> None:
    game = _game(studio, ["human", "human"], seed=3)
    table = studio.studio.tables.get(game["table"])
    assert table is not None
    now = table.game.current_player
    assert now is not None
    with studio.client(token=game["keys"][1 - now]) as waiting, studio.client(token=game["keys"][now]) as mover:
        version = waiting.get(f"/api/play/{game['table']}/state").json()["version"]
        start = time.monotonic()
        import threading

        moved = threading.Timer(0.5, lambda: mover.post(f"/api/play/{game['table']}/choose",
                                                         json={"option": table.game.legal_options()[0].id}))
        moved.start()
        answer = waiting.get(f"/api/play/{game['table']}/state", params={"after": version}).json()
        moved.join()
    assert answer["version"] > version and 0.4 < time.monotonic() - start < 10


def test_a_game_without_a_board_is_played_from_its_options_and_view(tmp_path: Path) -> None:
    with serving(TINY, TINY.schema.shipped) as running, running.client() as c:  # type: ignore[arg-type]
        words = c.get("/api/words").json()
        assert words["languages"] == ["en"] and words["game"] == "take-away"
        game = c.post("/api/games", json={"players": 2, "seats": ["human", "random"], "seed": 1}).json()
        key = game["links"]["0"].split("token=")[1]
        with running.client(token=key) as seat:
            state = seat.get(f"/api/play/{game['table']}/state").json()
            assert state["panels"] is None and state["view"]["pile"] > 0 and state["options"]
            while not state["over"]:
                state = seat.post(f"/api/play/{game['table']}/choose", json={"option": state["options"][0]["id"]}).json()
            assert state["winners"] and any("wins" in line["text"] for line in state["log"]["lines"])
        assert len(c.get("/api/editor/index").json()) == 3


# ------------------------------------------------------------------ the command
def test_serve_prints_a_tokened_address_on_127_0_0_1_and_serves_it() -> None:
    import httpx

    proc = subprocess.Popen([sys.executable, "-m", "interpreter", "serve", "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        lines = [proc.stdout.readline() for _ in range(2)]
        url = lines[1].strip()
        assert url.startswith("http://127.0.0.1:") and "/?token=" in url, lines
        assert httpx.get(url, timeout=30).status_code == 200
        assert httpx.get(url.split("?")[0], timeout=30).status_code == 403
    finally:
        proc.terminate()
        proc.wait(20)


def test_serve_on_a_port_in_use_says_so() -> None:
    import socket

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "interpreter", "serve", "--port", str(port)], capture_output=True,
                              text=True, timeout=120, check=False)
    assert done.returncode == 1 and f"port {port} is in use" in done.stderr and "Traceback" not in done.stderr


def test_the_listening_socket_lets_asyncio_turn_nagle_off() -> None:
    """A socket made without IPPROTO_TCP keeps Nagle's algorithm on in asyncio, and every answer of the studio
    then waited ~40 ms for a delayed acknowledgement (measured: 44 ms a request, 0.5 ms without)."""
    import socket

    from interpreter.cli.serve import _bind

    sock = _bind("127.0.0.1", 0)
    try:
        assert sock.proto == socket.IPPROTO_TCP and sock.getsockname()[0] == "127.0.0.1"
    finally:
        sock.close()
