"""Teahouse (茶馆), a game written only for the tests: what the core's contracts claim of *every* game,
shown on one that is not Speakeasy (docs/architecture.md, "What a game provides": this is its model).

Three to five merchants (five by default) trade teas over four rounds. On your turn you play a tea
from your hidden hand (its effect runs; a tea marked `keep` stays in front of you: a trigger, a
modifier; then you may draw one), ask another player for tea — a question to *them*: give you a card of their choice, in
secret, or refuse and pay you — or pour a tea out for two coins. Whoever holds stale tea at the end
cannot win; and when a round ends with too much stale tea poured out, the inspectors close the
teahouse and nobody wins. One player is secretly the informant, who wins alone when every merchant
holds stale tea; if the informant holds some too, nobody wins. So the winner need not be the top scorer, a win may
be shared (a tie) and a game may end with no winner at all.

What it exercises: hidden hands and a secret role (``view``, ``copy_for``, ``secrets``), log lines for
two seats only (``AUDIENCE``), a question to another seat, triggers on a player's event and on
everyone's (`when asked:`, `when round_end:`), a personal modifier (`modify refusal +2`), a selector
of one's own things (`count(tea[kept])`), five seats in its own palette (one of them white), its own
words in three languages with the prefix ``th-``, its outcome metrics and roles, a greedy bot and a
strong bot on the core's search, and a board drawn with the core's kit (board.py).
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from interpreter.harness.bots import Bot
from interpreter.harness.outcomes import Metric
from interpreter.harness.package import GameFacts, GamePackage, SeatFacts
from interpreter.harness.palette import Palette
from interpreter.harness.search import SearchSpec, search_bot
from interpreter.language import ast as A
from interpreter.language.vocabulary import Event, NounSpec, Param, Verb, Vocabulary
from interpreter.loading.fields import Effect, Model, Sourced
from interpreter.loading.ruleset import RuleSet
from interpreter.loading.schema import Parts, RulesSchema
from interpreter.machine.definition import Ops, Verbs
from interpreter.machine.effects import effect_task
from interpreter.machine.engine import Engine
from interpreter.machine.evaluate import value
from interpreter.machine.game import Game, View
from interpreter.machine.kinds import Kind
from interpreter.machine.ops import SHARED_OPS
from interpreter.machine.passives import modifier
from interpreter.machine.triggers import fire
from interpreter.machine.values import Ctx, Decision, Option, Task, msg
from interpreter.text.components import ComponentWriter
from interpreter.text.kit import TextKit
from interpreter.text.render import Renderer

HERE = Path(__file__).resolve().parent
MERCHANT, INFORMANT = "merchant", "informant"

# ---------------------------------------------------------------- the words
VOCABULARY = Vocabulary.of(
    verbs={
        "gain": Verb((Param("amount", "amount"), Param("what", "word", ("coin",))), doc="gain coins"),
        "lose": Verb((Param("amount", "amount"), Param("what", "word", ("coin",))), doc="lose coins (not below 0)"),
        "draw": Verb((Param("amount", "amount"), Param("what", "word", ("card",))), doc="draw cards from the deck"),
    },
    nouns={"coin": NounSpec(), "card": NounSpec(), "tea": NounSpec(flags=("kept",), owned=True)},
    quantities={"coins": "your coins", "hand": "the cards in your hand"},
    modifiers={"refusal": "coins you take more from a player who refuses you"},
    events={"asked": Event("you are asked for tea", lasts=False, binds=("asker",)),
            "round_end": Event("a round ends", lasts=False, everyone=True)},
    roles={"asker": "the player who asked for tea"},
)


# ---------------------------------------------------------------- the rules
class Rules(Sourced):
    name: str
    rounds: int
    hand: int
    coins: int
    refusal: int  # coins a player who refuses tea pays the asker
    pour: int  # coins it costs to pour a tea out
    raid: int  # stale teas poured out by a round's end that bring the inspectors: the game ends, nobody wins


class Tea(Sourced):
    id: str
    copies: int = 1
    keep: bool = False  # stays in front of its player once played (its effect is a trigger or a modifier)
    stale: bool = False  # cannot be played; whoever holds one at the end cannot win
    effect: Effect | None = None  # run when played, or (a kept tea) what stays: a trigger, a modifier


class TeaFile(Model):
    game: Rules | None = None
    teas: list[Tea] = []  # noqa: RUF012  (pydantic copies a field's default for every model)


@dataclass
class TeaRules(RuleSet):
    game: Rules = None  # type: ignore[assignment]

    @classmethod
    def build(cls, parts: Parts) -> TeaRules:
        return cls(parts.singles, parts.lists, parts.by_id, parts.components, parts.fingerprint, files=parts.files,
                   game=parts.singles["game"])


SCHEMA = RulesSchema(file_model=TeaFile, components={"teas": "tea"}, singletons=("game",), key_fields={},
                     vocabulary=VOCABULARY, build=TeaRules.build, cross_check=lambda rules, where: [],
                     shipped=HERE / "rules")


# ---------------------------------------------------------------- the state
@dataclass(eq=False)
class Seat:
    coins: int
    hand: list[str]
    role: str
    kept: list[str] = field(default_factory=list)
    spent: list[str] = field(default_factory=list)  # `once:` used (no tea has one; the core asks)


@dataclass(eq=False)
class TeaState:
    seats: list[Seat]
    deck: list[str]  # face down; the end of the list is the top
    rng: random.Random
    first: int
    discard: list[str] = field(default_factory=list)
    round: int = 0
    raided: bool = False
    over: bool = False
    log: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    def order(self) -> list[int]:
        n = len(self.seats)
        return [(self.first + i) % n for i in range(n)]

    def to_data(self) -> dict[str, Any]:
        return {"seats": [{"seat": i, "coins": s.coins, "hand": list(s.hand), "role": s.role, "kept": list(s.kept)}
                          for i, s in enumerate(self.seats)],
                "deck": list(self.deck), "discard": list(self.discard), "first": self.first, "round": self.round,
                "raided": self.raided, "over": self.over}

    def state_hash(self) -> str:
        return hashlib.sha256(json.dumps(self.to_data(), sort_keys=True).encode()).hexdigest()[:16]


def copy_state(s: TeaState) -> TeaState:
    twin = TeaState([Seat(p.coins, list(p.hand), p.role, list(p.kept), list(p.spent)) for p in s.seats], list(s.deck),
                    random.Random(), s.first, list(s.discard), s.round, s.raided, s.over, list(s.log))
    twin.rng.setstate(s.rng.getstate())
    return twin


def new_state(rules: TeaRules, players: int, seed: int) -> TeaState:
    rng = random.Random(seed)
    deck = [t.id for t in rules.lists["teas"] for _ in range(t.copies)]
    rng.shuffle(deck)
    roles = [MERCHANT] * players
    roles[rng.randrange(players)] = INFORMANT
    g = rules.game
    seats = [Seat(g.coins, [deck.pop() for _ in range(g.hand)], roles[i]) for i in range(players)]
    return TeaState(seats, deck, rng, rng.randrange(players))


# ---------------------------------------------------------------- verbs and flow
VERBS: Verbs[Ctx] = Verbs()
OPS = Ops(*SHARED_OPS)
TeaEngine = Engine[TeaState, TeaRules]


class Ask(Kind):
    turn = "turn"
    answer = "answer"  # asked for tea: give a card or refuse
    refill = "refill"  # draw a tea after playing one, or not


@VERBS.verb("gain")
def gain(g: TeaEngine, ctx: Ctx, a: dict[str, Any]) -> None:
    n = value(g, a["amount"], ctx)
    g.state.seats[ctx.seat].coins += n
    g.log("gain", seat=ctx.seat, amount=n)


@VERBS.verb("lose", can=lambda g, ctx, a: g.state.seats[ctx.seat].coins > 0)
def lose(g: TeaEngine, ctx: Ctx, a: dict[str, Any]) -> None:
    p = g.state.seats[ctx.seat]
    n = min(p.coins, value(g, a["amount"], ctx))
    p.coins -= n
    g.log("lose", seat=ctx.seat, amount=n)


@VERBS.verb("draw", can=lambda g, ctx, a: bool(g.state.deck))
def draw(g: TeaEngine, ctx: Ctx, a: dict[str, Any]) -> None:
    s = g.state
    taken = [s.deck.pop() for _ in range(min(len(s.deck), value(g, a["amount"], ctx)))]
    s.seats[ctx.seat].hand += taken
    g.log("draw", seat=ctx.seat, amount=len(taken))  # how many is public, which is the drawer's
    for card in taken:
        g.log("drew", seat=ctx.seat, card=card, audience=(ctx.seat,))


@OPS.op(reads_only=True)
def play(g: TeaEngine, t: Task) -> None:
    """The rounds, each a turn of every player in turn order, then its end (everyone's `when round_end:`)."""
    s = g.state
    if s.round >= g.rules.game.rounds or s.raided:
        g.push(Task(finish, t.ctx))
        return
    g.push(Task(next_round, t.ctx), *(Task(turn, Ctx(seat)) for seat in s.order()),
           Task(round_end, Ctx(s.order()[-1])), Task(play, t.ctx))


@OPS.op()
def next_round(g: TeaEngine, t: Task) -> None:
    g.state.round += 1


@OPS.op(reads_only=True)
def turn(g: TeaEngine, t: Task) -> None:
    s, seat = g.state, t.ctx.seat
    me = s.seats[seat]
    options = [Option(f"play:{c}", msg("th-opt-play", card=c), (Task(play_tea, t.ctx, None, c),))
               for c in sorted(set(me.hand)) if not g.rules.by_id[c].stale]
    options += [Option(f"ask:{other}", msg("th-opt-ask", other=other), (Task(ask, t.ctx, None, other),))
                for other in s.order() if other != seat and s.seats[other].hand]
    cost = g.rules.game.pour
    if me.coins >= cost:
        options += [Option(f"pour:{c}", msg("th-opt-pour", card=c, amount=cost), (Task(pour, t.ctx, None, c),))
                    for c in sorted(set(me.hand))]
    if not options:
        g.log("pass", seat=seat)
    g.ask(seat, Ask.turn, msg("th-prompt-turn"), options)


@OPS.op()
def play_tea(g: TeaEngine, t: Task) -> None:
    card = g.rules.by_id[t.data]
    g.state.seats[t.ctx.seat].hand.remove(card.id)
    g.log("play", seat=t.ctx.seat, card=card.id)
    ctx = Ctx(t.ctx.seat, source=card.id)
    g.push(*([effect_task(card.effect, ctx)] if card.effect is not None and not card.keep else []),
           Task(settle, t.ctx, None, card.id), Task(refill, t.ctx))


@OPS.op()
def settle(g: TeaEngine, t: Task) -> None:
    """A played tea goes in front of its player (`keep`: from now on its trigger or modifier is theirs) or away."""
    s = g.state
    (s.seats[t.ctx.seat].kept if g.rules.by_id[t.data].keep else s.discard).append(t.data)


@OPS.op(reads_only=True)
def refill(g: TeaEngine, t: Task) -> None:
    """After playing, a player may draw a tea (the deck may hold stale ones: late in the game a full hand is a risk)."""
    if g.state.deck:
        g.ask(t.ctx.seat, Ask.refill, msg("th-prompt-refill"),
              [Option("draw", msg("th-opt-draw"), (Task(draw_one, t.ctx),)), Option("no_draw", msg("th-opt-no-draw"))])


@OPS.op()
def draw_one(g: TeaEngine, t: Task) -> None:
    s = g.state
    card = s.deck.pop()
    s.seats[t.ctx.seat].hand.append(card)
    g.log("draw", seat=t.ctx.seat, amount=1)
    g.log("drew", seat=t.ctx.seat, card=card, audience=(t.ctx.seat,))


@OPS.op(reads_only=True)
def ask(g: TeaEngine, t: Task) -> None:
    """The asker names a player, who answers: a card of their choice (only the two of them learn which), or no
    (then they pay). Either way they were asked: their `when asked:` runs, with the asker as `asker`."""
    asker, asked = t.ctx.seat, t.data
    g.log("ask", seat=asker, other=asked)
    them = g.state.seats[asked]
    price = min(them.coins, g.rules.game.refusal + modifier(g, asker, "refusal"))  # the asker's modifier, not theirs
    after = fire(g, Ctx(asker), "asked", subject=asked, roles=(("asker", asker),))
    options = [Option(f"give:{c}", msg("th-opt-give", card=c), (Task(give, Ctx(asked), None, (c, asker)), *after))
               for c in sorted(set(them.hand))]
    options.append(Option("refuse", msg("th-opt-refuse", amount=price), (Task(refuse, Ctx(asked), None, (asker, price)),
                                                                          *after)))
    g.ask(asked, Ask.answer, msg("th-prompt-asked", asker=asker), options)


@OPS.op()
def give(g: TeaEngine, t: Task) -> None:
    card, asker = t.data
    s = g.state
    s.seats[t.ctx.seat].hand.remove(card)
    s.seats[asker].hand.append(card)
    g.log("give", seat=t.ctx.seat, to=asker)
    g.log("given", seat=t.ctx.seat, to=asker, card=card, audience=(t.ctx.seat, asker))


@OPS.op()
def refuse(g: TeaEngine, t: Task) -> None:
    asker, price = t.data
    s = g.state
    s.seats[t.ctx.seat].coins -= price
    s.seats[asker].coins += price
    g.log("refuse", seat=t.ctx.seat, to=asker, amount=price)


@OPS.op()
def pour(g: TeaEngine, t: Task) -> None:
    me = g.state.seats[t.ctx.seat]
    me.hand.remove(t.data)
    me.coins -= g.rules.game.pour
    g.state.discard.append(t.data)
    g.log("pour", seat=t.ctx.seat, card=t.data)


@OPS.op(reads_only=True)
def round_end(g: TeaEngine, t: Task) -> None:
    """The end of a round happens to everyone: each kept `when round_end:` runs, in turn order from the last player."""
    g.log("round_end", round=g.state.round)
    g.push(*fire(g, t.ctx, "round_end"), Task(inspect, t.ctx))


@OPS.op()
def inspect(g: TeaEngine, t: Task) -> None:
    """Too much stale tea poured out by a round's end brings the inspectors: the teahouse is closed, nobody wins."""
    s = g.state
    poured = sum(1 for c in s.discard if g.rules.by_id[c].stale)
    if poured >= g.rules.game.raid:
        s.raided = True
        g.log("raid", stale=poured)


@OPS.op()
def finish(g: TeaEngine, t: Task) -> None:
    s = g.state
    s.over = True
    for seat, p in enumerate(s.seats):
        if p.role == INFORMANT:
            g.log("reveal", seat=seat)  # at the end the informant is known to all
    g.log("final")


# ---------------------------------------------------------------- what effects read, what stays, the outcome
def quantity(g: TeaEngine, ctx: Ctx, name: str) -> int:
    me = g.state.seats[ctx.seat]
    return me.coins if name == "coins" else len(me.hand)


def select(ev: Any, sel: A.Selector) -> list[tuple[int, str]]:
    """`tea[kept]`: the teas in front of the acting player (a tea is always one's own: NounSpec.owned)."""
    assert sel.noun == "tea"
    return list(enumerate(ev.g.state.seats[ev.ctx.seat].kept))


def stale_in_hand(s: TeaState, seat: int, rules: TeaRules) -> int:
    return sum(1 for c in s.seats[seat].hand if rules.by_id[c].stale)


def winners(g: TeaEngine) -> list[int]:
    """The richest players holding no stale tea; if every merchant holds some, the informant alone — unless the
    informant holds some too: then nobody. Nobody wins a raided teahouse."""
    s = g.state
    if not s.over or s.raided:
        return []
    clean = [i for i in range(len(s.seats)) if not stale_in_hand(s, i, g.rules)]
    if not any(s.seats[i].role == MERCHANT for i in clean):
        return [i for i in clean if s.seats[i].role == INFORMANT]
    top = max(s.seats[i].coins for i in clean)
    return [i for i in clean if s.seats[i].coins == top]


def violations(g: TeaEngine) -> list[str]:
    s = g.state
    out = [f"seat {i + 1} has {p.coins} coins" for i, p in enumerate(s.seats) if p.coins < 0]
    held = Counter(s.deck + s.discard + [c for p in s.seats for c in (*p.hand, *p.kept)])
    if held != Counter({t.id: t.copies for t in g.rules.lists["teas"] if t.copies}):
        out.append(f"the teas do not add up: {dict(held)}")
    if [p.role for p in s.seats].count(INFORMANT) != 1:
        out.append("not exactly one informant")
    return out


class TeaView(View):
    """What a seat sees: every coin and kept tea, the size of each hand and of the deck, the discard pile; its
    own hand and role (the others' only once the game is over)."""

    def to_dict(self) -> dict[str, Any]:
        s: TeaState = self._g.state
        data: dict[str, Any] = {
            "seat": self.seat, "round": s.round, "first": s.first, "over": s.over, "raided": s.raided,
            "deck_size": len(s.deck),
            "discard": list(s.discard),
            "seats": [{"seat": i, "coins": p.coins, "kept": list(p.kept), "hand_size": len(p.hand),
                       **({"hand": sorted(p.hand), "role": p.role} if i == self.seat or s.over else {})}
                      for i, p in enumerate(s.seats)],
        }
        decision = self.decision
        if decision is not None:
            data["decision"] = {"kind": str(decision.kind), "options": [o.id for o in decision.options]}
        return data

    def imagined(self, rng: random.Random) -> Game[Any]:
        """A copy of the game as this seat could imagine it (``copy_for``), for a bot to look ahead in."""
        return copy_for(Game(self._g, 0, self._g.players), self.seat, rng)


def copy_for(game: Game[Any], seat: int, rng: random.Random) -> Game[Any]:
    """The game as ``seat`` could imagine it: the other hands and the deck dealt again from the teas it cannot see
    (each hand keeps its size), the informant chosen again among the others (if it is not the informant itself),
    a new RNG. The cards it handed to a player or was handed are not remembered: a sample of what it saw, not all."""
    twin = game.clone()
    s: TeaState = twin.state
    if s.over:
        return twin
    others = [i for i in range(len(s.seats)) if i != seat]
    pool = s.deck + [c for i in others for c in s.seats[i].hand]
    pool.sort()
    rng.shuffle(pool)
    for i in others:
        s.seats[i].hand = [pool.pop() for _ in s.seats[i].hand]
    s.deck = pool
    if s.seats[seat].role != INFORMANT:
        spy = rng.choice(others)
        for i in others:
            s.seats[i].role = INFORMANT if i == spy else MERCHANT
    s.rng = random.Random(rng.getrandbits(64))
    twin.changed()
    return twin


def secrets(game: Game[Any], seat: int) -> dict[str, str]:
    """What ``seat`` may not be told now, each value with a stand-in of its kind: the teas in other hands and in the
    deck that it cannot see anywhere itself nor handed over itself, and (while the game lasts) the others' roles."""
    s: TeaState = game.state
    if s.over:
        return {}
    seen = set(s.discard) | {c for p in s.seats for c in p.kept} | set(s.seats[seat].hand)
    seen |= {a["card"] for key, a in s.log if key == "given" and a["seat"] == seat}  # it knows what it gave
    hidden = sorted({c for i, p in enumerate(s.seats) if i != seat for c in p.hand} | set(s.deck))
    ids = sorted(t.id for t in game.rules.lists["teas"])
    out = {c: ids[(ids.index(c) + 1) % len(ids)] for c in hidden if c not in seen}
    if s.seats[seat].role != INFORMANT:
        out[INFORMANT] = MERCHANT
    return out


# ---------------------------------------------------------------- bots
TASTE = {"tea_longjing": 2.0, "tea_oolong": 2.2, "tea_jasmine": 1.8, "tea_puer": 2.6, "tea_white": 2.4,
         "tea_chrysanthemum": 1.6}


def greedy_score(view: View, decision: Decision, option: Option) -> float:
    """The greedy bot's one-step liking: the coins an option brings now, stale tea kept away from oneself."""
    me = view.to_dict()["seats"][view.seat]
    rules = view.rules
    kind, _, what = option.id.partition(":")
    stale = sum(1 for c in me["hand"] if rules.by_id[c].stale)
    if kind == "play":
        return len(me["kept"]) + 0.5 if what == "tea_tieguanyin" else TASTE.get(what, 1.0)
    if kind == "ask":
        return 1.5
    if kind == "pour":  # stale tea away, unless it is the one that brings the inspectors
        poured = sum(1 for c in view.to_dict()["discard"] if rules.by_id[c].stale)
        return (3.0 if poured + 1 < rules.game.raid else -3.0) if rules.by_id[what].stale else -1.0
    if kind == "give":
        return 4.0 if rules.by_id[what].stale else -TASTE.get(what, 1.0)
    if kind == "refuse":
        return -float(option.label.get("amount", 1)) - (0.5 if stale else 0.0)
    if kind == "draw":
        return 1.0  # a full hand is more to play
    return 0.0


def greedy_bot(seed: int) -> Bot:
    rng = random.Random(seed)

    def choose(view: View, decision: Decision) -> Option:
        scored = [(greedy_score(view, decision, o) + rng.random() * 0.01, i) for i, o in enumerate(decision.options)]
        return decision.options[max(scored)[1]]

    return choose


def _sample(view: View, belief: Any, rng: random.Random) -> Game[Any]:
    assert isinstance(view, TeaView)
    return view.imagined(rng)


def _to_the_end(decision: Decision, seen: int) -> Any:
    """A game is short (some 25 decisions): a rollout plays it out to the end."""
    return lambda game: False


def _worth(game: Game[Any], seat: int, memo: dict[Any, Any]) -> float:
    s: TeaState = game.state
    if s.over:
        return 100.0 * (seat in winners(game.engine)) + s.seats[seat].coins
    me = s.seats[seat]
    stale = stale_in_hand(s, seat, game.rules)
    if me.role == INFORMANT:
        dirty = sum(1 for i in range(len(s.seats)) if i != seat and stale_in_hand(s, i, game.rules))
        return me.coins + 6.0 * dirty - 8.0 * stale
    return me.coins + 1.0 * (len(me.hand) - stale) + 1.5 * len(me.kept) - 8.0 * stale


STRONG_BUDGET = 12  # rollouts per decision: a game of five strong bots takes a tenth of a second or so
SEARCH = SearchSpec(sample=_sample, horizon=_to_the_end, evaluate=_worth, policy=greedy_bot, prior=greedy_score,
                    max_worlds=4)


# ---------------------------------------------------------------- facts for compare and impact
def top_disqualified(game: Game[Any]) -> float:
    """1 when a player with the top score held stale tea at the end: the top score did not win."""
    s: TeaState = game.state
    top = max(p.coins for p in s.seats)
    return float(any(p.coins == top and stale_in_hand(s, i, game.rules) for i, p in enumerate(s.seats)))


def informant_win(game: Game[Any]) -> float:
    s: TeaState = game.state
    return float(any(s.seats[w].role == INFORMANT for w in game.winners()))


def facts(game: Game[Any]) -> GameFacts:
    s: TeaState = game.state
    seats = []
    for seat, p in enumerate(s.seats):
        acts = Counter(key for key, a in s.log if a.get("seat") == seat and key in ("play", "ask", "pour"))
        used = frozenset(a["card"] for key, a in s.log if key == "play" and a.get("seat") == seat)
        income = Counter({"teas": sum(a["amount"] for k, a in s.log if k == "gain" and a.get("seat") == seat),
                          "refusals": sum(a["amount"] for k, a in s.log if k == "refuse" and a.get("to") == seat)})
        seats.append(SeatFacts(dict(acts), used, {"coins": p.coins}, dict(income), p.role))
    return GameFacts(tuple(seats), frozenset(t.id for t in game.rules.lists["teas"] if t.copies))


# ---------------------------------------------------------------- text
class TeaRenderer(Renderer):
    def _coins(self, key: str, a: dict[str, Any]) -> str:
        """`gain 2 coin`, and as a rate, `gain (1 * count(tea[kept])) coin`: "gain 1 coin for each of your kept teas"."""
        return self.rated(a["amount"], False, lambda words: self.m(key, amount=words,
                                                                   count=int(words) if words.isdigit() else 2))

    def verb_gain(self, a: dict[str, Any]) -> str:
        return self._coins("verb-gain", a)

    def verb_lose(self, a: dict[str, Any]) -> str:
        return self._coins("verb-lose", a)

    def verb_draw(self, a: dict[str, Any]) -> str:
        return self.m("verb-draw", amount=self.number(a["amount"]), count=self.count_of(a["amount"]))


class TeaWriter(ComponentWriter):
    def lines_teas(self, tea: Tea) -> list[str]:
        if tea.stale:
            return [self.r.m("th-stale")]
        text = self.effect(tea.effect)
        return [self.r.m("th-kept", effect=text)] if tea.keep else [text]


KEYS = frozenset({
    "verb-gain", "verb-lose", "verb-draw", "game-name", "th-prompt-turn", "th-opt-play", "th-opt-ask", "th-opt-pour",
    "th-prompt-asked", "th-opt-give",
    "th-opt-refuse", "th-prompt-refill", "th-opt-draw", "th-opt-no-draw", "th-stale", "th-kept", "game-score",
    "game-points", "game-places", "metric-top_disqualified",
    "metric-informant_win", "seat-role-merchant", "seat-role-informant", "bot-greedy", "bot-strong", "term-bot-greedy",
    "term-bot-strong", "th-board-seats", "th-board-hand", "th-board-hand-title", "th-board-deck", "th-board-role",
    *(f"log-{k}" for k in ("gain", "lose", "draw", "drew", "play", "ask", "give", "given", "refuse", "pour", "pass",
                           "round_end", "raid", "reveal", "final")),
})

TEXT = TextKit(vocabulary=VOCABULARY, renderer=TeaRenderer, writer=TeaWriter, kinds={"teas": "tea"}, keys=KEYS,
               named=lambda rules: [f"name-{t.id}" for t in rules.lists["teas"]], locales=HERE / "locales",
               args={"card": "component", "asker": "player"}, prefix="th-",
               overrides=frozenset({"game-score", "game-points", "game-places"}))

# five seats on paper: white (outlined), ink black, vermillion, blue, bluish green — apart under every vision
PALETTE = Palette(("#ffffff", "#1a1a1a", "#d55e00", "#0072b2", "#009e73"), nobody="#8c8c8c", ink="#1a1a1a",
                  paper="#f7f3e8")


def _board(view: dict[str, Any], rules: Any, words: Any) -> Any:
    from .board import draw

    return draw(view, rules, words)


GAME: GamePackage[TeaState] = GamePackage(
    name="teahouse",
    schema=SCHEMA,
    verbs=VERBS,
    ops=OPS,
    new_state=new_state,
    start=play,
    context=lambda seat, **bindings: Ctx(seat, **bindings),
    quantity=quantity,
    select=select,
    functions={},
    role=lambda g, ctx, role: None,  # `asker` is bound by its event
    turn_order=lambda g: g.state.order(),
    persistent=lambda g, seat: [(c, g.rules.by_id[c].effect) for c in g.state.seats[seat].kept],
    persistent_inputs=lambda g, seat: tuple(g.state.seats[seat].kept),
    spent=lambda g, seat: g.state.seats[seat].spent,
    view=TeaView,
    scores=lambda g: [p.coins for p in g.state.seats] if g.state.over else None,
    winners=winners,
    invariants=violations,
    copy_state=copy_state,
    text=TEXT,
    players=(3, 4, 5),
    default_players=5,
    palette=PALETTE,
    metrics=(Metric("top_disqualified", top_disqualified, rate=True), Metric("informant_win", informant_win, rate=True)),
    roles=(MERCHANT, INFORMANT),
    power_delta=2.0,
    copy_for=copy_for,
    secrets=secrets,
    search=SEARCH,
    bots={"greedy": greedy_bot, "strong": search_bot(SEARCH, default_budget=STRONG_BUDGET)},
    strong_bot="strong",
    facts=facts,
    components=lambda rules: [(t.id, "tea") for t in rules.lists["teas"]],
    rounds=lambda state: state.round,
    first=lambda state: state.first,
    board=_board,
)

__all__ = ["GAME", "INFORMANT", "MERCHANT", "greedy_score"]
