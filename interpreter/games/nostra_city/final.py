"""The Final Trial (003 §final-trial), instead of month 6's Social phase: vendetta cards, the Zealous
cards not given leave, the End of Game Bonus cards, the bribe pile's reveal, the investigations' push,
the informants' reveal and the verdict.
"""

from __future__ import annotations

from ...machine.effects import effect_task
from ...machine.evaluate import holds
from ...machine.values import Option, Task, msg
from .registry import OPS, Ask, Engine, context
from .scoring import decide
from .social import push_investigations, reveal_bribes


@OPS.op()
def final_trial(g: Engine, t: Task) -> None:
    s = g.state
    s.phase = "final_trial"
    g.log("final_trial")
    ctx = context(-1)
    g.push(*(Task(vendetta_turn, context(seat)) for seat in s.order()),  # one pass from the start player (ND-42)
           Task(zealous_leave, ctx), Task(end_bonuses, ctx), Task(final_reveal, ctx), Task(final_push, ctx),
           Task(reveal_informants, ctx), Task(verdict, ctx))


def playable(g: Engine, seat: int) -> list[str]:
    """The vendetta cards a player may play now, one of each: paybacks and the special card (ND-48)."""
    hand = g.state.players[seat].vendettas
    return sorted({c for c in hand if g.rules.card(c).effect is not None and g.rules.card(c).timing == "final_trial"})


@OPS.op(reads_only=True)
def vendetta_turn(g: Engine, t: Task) -> None:
    seat = t.ctx.seat
    cards = playable(g, seat)
    if not cards:
        return
    g.ask(seat, Ask.vendetta, msg("nc-prompt-vendetta"),
          [*(Option(f"play:{card}", msg("nc-opt-play", card=card, node=g.rules.card(card).effect),
                    (Task(play_vendetta, t.ctx, None, card), Task(vendetta_turn, t.ctx))) for card in cards),
           Option("done", msg("nc-opt-vendetta-done"))])


@OPS.op()
def play_vendetta(g: Engine, t: Task) -> None:
    card: str = t.data
    p = g.state.players[t.ctx.seat]
    p.vendettas.remove(card)
    p.played.append(card)  # shown: a played card is public
    g.log("played", seat=t.ctx.seat, card=card)
    g.push(effect_task(g.rules.card(card).effect, context(t.ctx.seat, source=card)))


@OPS.op()
def zealous_leave(g: Engine, t: Task) -> None:
    s = g.state
    if s.zealous_supply:
        g.log("zealous_removed", count=len(s.zealous_supply))
        s.removed.extend(s.zealous_supply)
        s.zealous_supply.clear()


@OPS.op()
def end_bonuses(g: Engine, t: Task) -> None:
    """Each bonus card on its own, against the table after steps 1-2 (ND-44): only a lone qualifier gains it."""
    s = g.state
    winners: list[tuple[int, str]] = []
    for card in list(s.bonus_supply):
        bonus = g.rules.card(card)
        qualify = [seat for seat in range(s.n) if holds(g, bonus.condition, context(seat, source=card))]
        if len(qualify) == 1:
            winners.append((qualify[0], card))
        else:
            g.log("bonus_none", card=card, seats=qualify)
    tasks = []
    for seat, card in winners:
        s.bonus_supply.remove(card)
        s.players[seat].bonuses.append(card)
        g.log("bonus", seat=seat, card=card)
        tasks.append(effect_task(g.rules.card(card).effect, context(seat, source=card)))
    g.push(*tasks)  # in the rules' order


@OPS.op()
def final_reveal(g: Engine, t: Task) -> None:
    reveal_bribes(g, "final")


@OPS.op()
def final_push(g: Engine, t: Task) -> None:
    push_investigations(g)


@OPS.op()
def reveal_informants(g: Engine, t: Task) -> None:
    s = g.state
    s.revealed = True
    informants = [p.seat for p in s.players if p.informant]
    for seat in informants:
        g.log("informant", seat=seat)
    if not informants:
        g.log("no_informant")


@OPS.op()
def verdict(g: Engine, t: Task) -> None:
    decide(g)
