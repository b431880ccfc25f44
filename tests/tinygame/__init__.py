"""Take-away, a game written only for the tests: players take tokens from a pile in turn, and whoever
takes the last token wins. Its cards are effects in the same language as Speakeasy's, read with its
own vocabulary — where `gain` means something else — so the tests can show that the core carries
any game and that two games share a process without clashing (tests/test_games.py)."""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from interpreter.harness.package import GamePackage
from interpreter.language.vocabulary import NounSpec, Param, Verb, Vocabulary
from interpreter.loading.fields import Model, Runs, Sourced
from interpreter.loading.ruleset import RuleSet
from interpreter.loading.schema import Parts, RulesSchema
from interpreter.machine.definition import Ops, Verbs
from interpreter.machine.effects import effect_task
from interpreter.machine.engine import Engine
from interpreter.machine.evaluate import value
from interpreter.machine.game import View
from interpreter.machine.kinds import Kind
from interpreter.machine.ops import SHARED_OPS
from interpreter.machine.values import Ctx, Option, Task, msg
from interpreter.text.components import ComponentWriter
from interpreter.text.kit import TextKit
from interpreter.text.render import Renderer

HERE = Path(__file__).resolve().parent

# ---------------------------------------------------------------- the words
VOCABULARY = Vocabulary.of(
    verbs={
        "take": Verb((Param("amount", "amount"), Param("what", "word", ("token",))), doc="take tokens from the pile"),
        "gain": Verb((Param("amount", "amount"), Param("what", "word", ("coin",))), doc="gain coins"),
    },
    nouns={"token": NounSpec(), "coin": NounSpec()},
    quantities={"tokens": "tokens left in the pile", "coins": "your coins"},
)


# ---------------------------------------------------------------- the rules
class TinyGame(Sourced):
    name: str
    pile: int
    players: list[int]


class Card(Sourced):
    id: str
    copies: int = 1
    effect: Runs


class TinyFile(Model):
    game: TinyGame | None = None
    cards: list[Card] = []


@dataclass
class TinyRules(RuleSet):
    game: TinyGame = None  # type: ignore[assignment]

    @classmethod
    def build(cls, parts: Parts) -> TinyRules:
        return cls(parts.singles, parts.lists, parts.by_id, parts.components, parts.fingerprint, files=parts.files,
                   game=parts.singles["game"])


SCHEMA = RulesSchema(file_model=TinyFile, components={"cards": "card"}, singletons=("game",), key_fields={},
                     vocabulary=VOCABULARY, build=TinyRules.build, cross_check=lambda rules, where: [],
                     shipped=HERE / "rules")


# ---------------------------------------------------------------- the state
@dataclass(eq=False)
class TinyState:
    pile: int
    coins: list[int]
    rng: random.Random
    turn: int = 0
    winner: int | None = None
    over: bool = False
    log: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    def to_data(self) -> dict[str, Any]:
        return {"pile": self.pile, "coins": self.coins, "turn": self.turn, "winner": self.winner, "over": self.over}

    def state_hash(self) -> str:
        return hashlib.sha256(json.dumps(self.to_data(), sort_keys=True).encode()).hexdigest()[:16]


def new_state(rules: TinyRules, players: int, seed: int) -> TinyState:
    return TinyState(rules.game.pile, [0] * players, random.Random(seed))


# ---------------------------------------------------------------- its verbs and flow
VERBS: Verbs[Ctx] = Verbs()
OPS = Ops(*SHARED_OPS)


class Ask(Kind):
    turn = "turn"


@VERBS.verb("take", can=lambda g, ctx, a: g.state.pile > 0)
def take(g: Engine[TinyState, TinyRules], ctx: Ctx, a: dict[str, Any]) -> None:
    n = min(value(g, a["amount"], ctx), g.state.pile)
    g.state.pile -= n
    g.log("take", seat=ctx.seat, amount=n)
    if g.state.pile == 0:
        g.state.winner = ctx.seat
        g.log("won", seat=ctx.seat)


@VERBS.verb("gain")
def gain(g: Engine[TinyState, TinyRules], ctx: Ctx, a: dict[str, Any]) -> None:
    g.state.coins[ctx.seat] += value(g, a["amount"], ctx)
    g.log("gain", seat=ctx.seat, amount=value(g, a["amount"], ctx))


@OPS.op(reads_only=True)
def play(g: Engine[TinyState, TinyRules], t: Task) -> None:
    """Turns until the pile is empty."""
    if g.state.pile > 0:
        g.push(Task(turn, Ctx(g.state.turn % g.players)), Task(play, t.ctx))
    else:
        g.push(Task(finish, t.ctx))


@OPS.op(reads_only=True)
def turn(g: Engine[TinyState, TinyRules], t: Task) -> None:
    cards = g.rules.lists["cards"]
    g.ask(t.ctx.seat, Ask.turn, msg("tiny-prompt-turn"),
          [Option(f"card:{c.id}", msg("tiny-opt-card", card=c.id), (effect_task(c.effect, t.ctx), Task(next_turn, t.ctx)))
           for c in cards])


@OPS.op()
def next_turn(g: Engine[TinyState, TinyRules], t: Task) -> None:
    g.state.turn += 1


@OPS.op()
def finish(g: Engine[TinyState, TinyRules], t: Task) -> None:
    g.state.over = True


def quantity(g: Engine[TinyState, TinyRules], ctx: Ctx, name: str) -> int:
    return g.state.pile if name == "tokens" else g.state.coins[ctx.seat]


class TinyView(View):
    def to_dict(self) -> dict[str, Any]:
        return {**self._g.state.to_data(), "seat": self.seat}


class TinyWriter(ComponentWriter):
    def lines_cards(self, card: Card) -> list[str]:
        return [self.effect(card.effect)]


GAME: GamePackage[TinyState] = GamePackage(
    name="take-away",
    schema=SCHEMA,
    verbs=VERBS,
    ops=OPS,
    new_state=new_state,
    start=play,
    context=lambda seat, **bindings: Ctx(seat, **bindings),
    quantity=quantity,
    select=lambda ev, sel: (),
    functions={},
    role=lambda g, ctx, role: None,
    turn_order=lambda g: range(g.players),
    persistent=lambda g, seat: (),
    persistent_inputs=lambda g, seat: (),
    spent=lambda g, seat: [],  # no `once:` in this game: nothing is ever kept
    view=TinyView,
    scores=lambda g: [100 if seat == g.state.winner else c for seat, c in enumerate(g.state.coins)] if g.state.over
    else None,
    winners=lambda g: [] if g.state.winner is None else [g.state.winner],
    invariants=lambda g: [] if g.state.pile >= 0 else [f"pile: {g.state.pile} < 0"],
    text=TextKit(vocabulary=VOCABULARY, renderer=Renderer, writer=TinyWriter, kinds={"cards": "card"},
                 keys=frozenset({"tiny-prompt-turn", "tiny-opt-card", "log-take", "log-gain", "log-won"}), named=lambda rules: [],
                 locales=HERE / "locales", args={"card": "component"}, prefix="tiny-"),
    players=(2, 3),
    rounds=lambda state: state.turn,
)
