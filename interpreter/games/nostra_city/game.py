"""``GAME``: every module of Nostra City handed to the core (the package's ``__init__`` imports this
module when ``GAME`` is first asked for; `check` and `text` ask only for ``WORDS``)."""

from __future__ import annotations

from typing import Any

from ...harness.package import GamePackage, Playthrough
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
    # whole games replayed on every test run: 3, 4 and 5 players, both bots, alone and at one table
    playthroughs=(
        Playthrough("3p-greedy-seed-3", 3, 3, ("greedy", "greedy", "greedy")),
        Playthrough("4p-mixed-seed-4", 4, 4, ("greedy", "random", "greedy", "random")),
        Playthrough("5p-greedy-seed-5", 5, 5, ("greedy", "greedy", "greedy", "greedy", "greedy")),
        Playthrough("5p-random-seed-55", 5, 55, ("random", "random", "random", "random", "random")),
    ),
)
