"""``GAME``: every module of Speakeasy handed to the core (the package's ``__init__`` imports this
module when ``GAME`` is first asked for; `check` and `text` ask only for ``WORDS``)."""

from __future__ import annotations

from typing import Any

from ...harness.package import Bench, GamePackage, Playthrough
from . import (  # noqa: F401  (importing the verb modules registers their verbs and ops)
    flow,
    verbs_basic,
    verbs_build,
    verbs_cards,
    verbs_decks,
    verbs_docks,
    verbs_social,
    verbs_trucks,
)
from .board import draw as draw_board
from .bots import SEARCH, consigliere_bot, greedy_bot
from .facts import component_groups, game_facts
from .hints import greedy_reason
from .invariants import violations
from .palette import PALETTE
from .persistent import inputs, persistent, spent
from .quantities import FUNCTIONS, quantity, select
from .registry import OPS, VERBS, Engine, after_cost, context
from .schema import SCHEMA
from .scoring import scores, winners
from .secrets import secrets
from .setup import new_state
from .state import GameState, copy_state
from .statepaths import ROOT
from .terminal import SCREENS
from .text import TEXT
from .views import view


def _gain_by_hand(g: Engine, seat: int) -> None:
    """`gain 2 ledger; gain $5`, written out: the same change and log lines as the engine makes."""
    p = g.state.players[seat]
    p.ledgers += 2
    p.cash += 5
    g.state.log.append(("gain", {"seat": seat, "amount": 2, "what": "ledger"}))
    g.state.log.append(("gain_money", {"seat": seat, "amount": 5, "safe": False, "source": None}))


def _gained(g: Engine, seat: int) -> tuple[Any, ...]:
    p = g.state.players[seat]
    return (p.ledgers, p.cash)


# Speakeasy's own targets of `speakeasy bench` (issue 6's games per second, issue 17's strong bot): figure ->
# [(at least?, bound, how it reads)]
GOALS: dict[str, list[tuple[bool, float, str]]] = {
    "games_per_s_4p_random": [(True, 50, "bar ≥ 50"), (True, 100, "goal ≥ 100")],
    "duel_win_rate": [(True, 0.60, "≥ 60 %")],
    "selfplay_mean_score": [(True, 150, "≥ $150")],
    "selfplay_min_place_share": [(True, 0.03, "every place ≥ 3 %")],
    "selfplay_s_per_game": [(False, 2.0, "≤ 2 s per core")],
}

GAME: GamePackage[GameState] = GamePackage(
    name="speakeasy",
    schema=SCHEMA,
    verbs=VERBS,
    ops=OPS,
    new_state=new_state,
    start=flow.game,
    context=context,
    quantity=quantity,
    select=select,
    functions=FUNCTIONS,
    role=verbs_social.role,
    turn_order=lambda g: g.state.order(),
    persistent=persistent,
    persistent_inputs=inputs,
    spent=spent,
    view=view,
    scores=scores,
    winners=winners,
    invariants=violations,
    copy_state=copy_state,
    after_cost=after_cost,
    text=TEXT,
    players=(2, 3, 4),
    default_players=4,
    palette=PALETTE,
    bots={"greedy": greedy_bot, "consigliere": consigliere_bot},
    strong_bot="consigliere",
    hint_reason=greedy_reason,  # why the greedy bot likes an option, for `play --hints` (harness/hints.py)
    search=SEARCH,  # its determinization is what the hidden-information contracts check against
    secrets=secrets,
    facts=game_facts,
    components=component_groups,
    paths=ROOT,
    scenario_tasks=("act", "round", "turn", "helper_step", "place_capo", "draw_step", "end_turn", "end_round", "luciano",
                    "war", "police", "payouts", "final"),
    bench=Bench("gain 2 ledger; gain $5", _gain_by_hand, _gained, variant="short-game", goals=GOALS),
    rounds=lambda state: state.round,
    first=lambda state: state.order()[0],
    board=draw_board,
    screens=SCREENS,
    # 2: the business decks and the spare crate tiles lie face up, every draw a choice between the top
    # cards; the player chooses who leaves the docks after an ambush (issue 22, D-60 to D-62)
    engine_version=2,
    # Small on purpose: each is a full game, replayed on every test run. Between
    # them they cover 2, 3 and 4 players and both bots, alone and at one table.
    playthroughs=(
        Playthrough("2p-random-seed-11", 2, 11, ("random", "random")),
        Playthrough("3p-greedy-seed-22", 3, 22, ("greedy", "greedy", "greedy")),
        Playthrough("4p-mixed-seed-33", 4, 33, ("greedy", "random", "greedy", "random")),
        Playthrough("4p-random-seed-44", 4, 44, ("random", "random", "random", "random")),
    ),
)
