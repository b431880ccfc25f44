"""The studio's game over (issue 29 item 6): the terminal's score sheet by part, what the parts hold and where
the money came from, with every player's safe revealed — sent to each seat once the game is over, never before."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from .conftest import GAME
from .studio import Running, rules_copy, serving


@pytest.fixture(scope="module")
def studio(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    with serving(GAME, rules_copy(tmp_path_factory.mktemp("studio-over"))) as running:
        yield running


def _finished(studio: Running, lang: str) -> tuple[dict[str, Any], Any]:
    with studio.client() as c:
        made = c.post("/api/games", json={"players": 2, "seats": ["human", "greedy"], "seed": 6}).json()
    key = made["links"]["0"].split("token=")[1]
    with studio.client(token=key) as c:
        state = c.get(f"/api/play/{made['table']}/state", params={"lang": lang}).json()
        assert state["sheet"] is None  # not before the end: the safes are hidden while the game goes on
        while not state["over"]:
            state = c.post(f"/api/play/{made['table']}/choose", params={"lang": lang},
                           json={"option": state["options"][-1]["id"], "version": state["version"]}).json()
    table = studio.studio.tables.get(made["table"])
    assert table is not None
    return state, table.game


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
def test_the_game_over_sends_the_score_sheet_with_every_safe(studio: Running, lang: str) -> None:
    state, game = _finished(studio, lang)
    parts, made, money = state["sheet"]
    assert len(parts["rows"]) == len(made["rows"]) == len(money["rows"]) == 2
    safe_column = 2  # player, cash, safe, buildings, helpers, total
    for seat, row in enumerate(parts["rows"]):
        p = game.state.players[seat]
        assert row[1] == f"${p.cash}" and row[safe_column] == f"${p.safe}"  # the other player's safe too
        assert row[-1].startswith(f"${game.scores[seat]}")
    assert len(money["header"]) == 10 and all(len(r) == 10 for r in money["rows"])  # where the money came from
    assert all(r[1] for r in made["rows"])  # the buildings and helpers that scored
