"""``GAME``: every module of Nostra City handed to the core (the package's ``__init__`` imports this
module when ``GAME`` is first asked for; `check` and `text` ask only for ``WORDS``)."""

from __future__ import annotations

from typing import Any

from ...harness.package import Bench, GamePackage, Playthrough
from . import flow, verbs  # noqa: F401  (importing the verb and phase modules registers their verbs and ops)
from .bots import greedy_bot
from .invariants import violations
from .outcomes import METRICS, ROLES, facts
from .palette import PALETTE
from .persistent import inputs, persistent, spent
from .quantities import quantity, select
from .registry import OPS, VERBS, context
from .schema import SCHEMA
from .scoring import scores, winners
from .search import SEARCH, copy_for, secrets, strong_bot
from .setup import new_state
from .state import GameState, copy_state
from .statepaths import ROOT
from .terminal import SCREENS
from .text import TEXT
from .views import view


def _gain_by_hand(g: Any, seat: int) -> None:
    """`gain 2 respect`, written out: the same change and log line as the engine makes (table.change_respect;
    a gain never meets the respect floor)."""
    p = g.state.players[seat]
    p.respect += 2
    g.state.log.append(("respect", {"seat": seat, "amount": 2, "signed": "+2", "at": p.respect, "card": None}))


def _gained(g: Any, seat: int) -> tuple[Any, ...]:
    return (g.state.players[seat].respect,)


# Nostra City's own targets of `speakeasy bench` (issue 25), beside the core's: a 5,000-game soak in minutes and
# `compare` of a few hundred paired greedy games within two; a human at a table with the strong bot waits at most
# 10 s a game for it (one strong seat against three greedy). Speakeasy's (games/s at 4 players, its strong bot's
# figures) are its own and do not apply here.
GOALS: dict[str, list[tuple[bool, float, str]]] = {
    "games_per_s_5p_random": [(True, 10, "≥ 10")],
    "games_per_s_5p_greedy": [(True, 5, "≥ 5")],
    "strong_s_per_game_4p": [(False, 10.0, "≤ 10 s per core")],
}


def _board(view: dict[str, Any], rules: Any, words: Any) -> Any:
    from .board import draw  # the studio's alone: the terminal and the tools never import it

    return draw(view, rules, words)


GAME: GamePackage[GameState] = GamePackage(
    name="nostra_city",
    schema=SCHEMA,
    verbs=VERBS,
    ops=OPS,
    new_state=new_state,
    start=flow.game,
    context=context,
    quantity=quantity,
    select=select,
    functions={},
    role=lambda g, ctx, role: None,  # no role of its own: an effect names players by `you` and `opponent`
    turn_order=lambda g: g.state.order(),
    persistent=persistent,
    persistent_inputs=inputs,
    spent=spent,
    view=view,
    scores=scores,
    winners=winners,
    invariants=violations,
    copy_state=copy_state,
    text=TEXT,
    players=(3, 4, 5),
    palette=PALETTE,
    metrics=METRICS,
    primary="acquitted",
    roles=ROLES,
    power_delta=1.0,  # a respect point
    copy_for=copy_for,
    secrets=secrets,
    search=SEARCH,
    bots={"greedy": greedy_bot, "strong": strong_bot},
    strong_bot="strong",
    facts=facts,
    components=lambda rules: [(c.id, rules.kind_of(c.id)) for section in ("wiseguys", "turfs", "respect_cards",
                                                                           "investigations", "vendettas")
                              for c in rules.lists.get(section, ())],
    paths=ROOT,
    rounds=lambda state: state.month,
    first=lambda state: state.opener,
    screens=SCREENS,
    board=_board,
    bench=Bench("gain 2 respect", _gain_by_hand, _gained, variant="hard-jury", goals=GOALS, strong_players=4),
    # whole games replayed on every test run: 3, 4 and 5 players, both bots, alone and at one table
    playthroughs=(
        Playthrough("3p-greedy-seed-3", 3, 3, ("greedy", "greedy", "greedy")),
        Playthrough("4p-mixed-seed-4", 4, 4, ("greedy", "random", "greedy", "random")),
        Playthrough("5p-greedy-seed-5", 5, 5, ("greedy", "greedy", "greedy", "greedy", "greedy")),
        Playthrough("5p-random-seed-55", 5, 55, ("random", "random", "random", "random", "random")),
    ),
)
