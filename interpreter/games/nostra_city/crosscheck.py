"""Checks across Nostra City's components and files: the box's counts, references, what each kind of
effect may say. Each problem names the place of the offending value."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...errors import Diagnostic
from ...language import ast as A
from ...language.vocabulary import EVERYONE, MODIFY
from ...loading.schema import Where
from ...machine.passives import kept_steps
from .vocabulary import BUSINESS_TYPES, DISTRICTS

if TYPE_CHECKING:
    from .rules import NostraRules


def cross_check(rules: NostraRules, where: Where) -> list[Diagnostic]:
    out: list[Diagnostic] = []

    # at the value's place: in the variant whose `change:` wrote it, if one did (loading/schema.py Where)
    # (``reads``: the item's other values the check compares it with, which a variant may be the one to change)
    def at_item(item: Any, *sub: Any, reads: tuple[tuple[Any, ...], ...] = ()) -> Callable[[str], None]:
        return lambda msg: out.append(where.at(item, *sub, reads=reads)(msg))

    def at_single(section: str, *sub: Any, reads: tuple[tuple[Any, ...], ...] = ()) -> Callable[[str], None]:
        return lambda msg: out.append(where.at_single(section, *sub, reads=reads)(msg))

    game = rules.game
    counts = rules.counts()
    for kind, expected in game.components.items():
        got = counts.get(kind)
        if got is None:
            at_single("game", "components", kind)(f"unknown component kind '{kind}'; kinds: {', '.join(sorted(counts))}")
        elif got != expected:
            at_single("game", "components", kind)(f"the box has {expected} {kind} components, the rules define {got}")
    if counts["money_value"] != game.money_total:
        at_single("game", "money_total")(f"the money cards add up to {counts['money_value']}, not {game.money_total}")

    for n in game.players:
        if n not in rules.setups:
            at_single("game", "players")(f"no setup for {n} players")
    most = max(game.players, default=0)
    copies = {c.id: c.copies for c in rules.lists["money_cards"]}
    for i, money in enumerate(game.start_money):
        if money not in copies:
            at_single("game", "start_money", i)(f"'{money}' is not a money card")
    for money in set(game.start_money) & set(copies):
        if game.start_money.count(money) * most > copies[money]:
            at_single("game", "start_money")(f"{most} players need {game.start_money.count(money) * most} '{money}' "
                                             f"cards to start; the box has {copies[money]}")
    for section, per in (("wiseguys", game.start_wiseguys), ("turfs", game.start_turfs)):
        have = len(rules.deck(section))
        if per * most > have:
            at_single("game", f"start_{section}")(f"{most} players are dealt {per * most} {section}; the box has {have}")
    if game.street_spaces > len(rules.deck("respect_cards")) + len(rules.deck("wiseguys")):
        at_single("game", "street_spaces")("more street spaces than cards that are not investigations to fill them")

    named = {str(d.id) for d in rules.lists["districts"]}
    for district in DISTRICTS:
        if district not in named:
            out.append(Diagnostic(where.file("game").display, 1, 1, f"the district '{district}' has no colour (districts:)"))
    typed = {str(t.id) for t in rules.lists["business_types"]}
    for kind in BUSINESS_TYPES:
        if kind not in typed:
            out.append(Diagnostic(where.file("game").display, 1, 1,
                                  f"the business type '{kind}' is not listed (business_types:)"))

    for w in rules.lists["wiseguys"]:
        if w.ability is not None:
            for event, _ in kept_steps(w.ability):
                if event is None:
                    at_item(w, "ability")("a wiseguy's ability says when it works: `when this_deals:`, "
                                          "`when this_bids:` or `when this_bribes:`")
    for inv in rules.lists["investigations"]:
        if inv.passive is not None:
            for _, step in kept_steps(inv.passive):
                if not (isinstance(step, A.Call) and step.verb == MODIFY) or not _everyone(step):
                    at_item(inv, "passive")("an investigation on the street changes a rule for every player: "
                                            "write `modify NAME N everyone`")
    for v in rules.lists["vendettas"]:
        if v.kind == "payback" and v.effect is None:
            at_item(v, "kind", reads=(("effect",),))("a payback card needs an effect")
        if v.kind in ("snitch", "anger") and v.effect is not None:
            at_item(v, "effect", reads=(("kind",),))(
                f"a{'n' if v.kind == 'anger' else ''} {v.kind} card has no effect (003 §cards)")
    if not any(v.kind == "snitch" for v in rules.lists["vendettas"]):
        out.append(Diagnostic(where.file("game").display, 1, 1, "no FBI snitch among the vendetta cards: nobody could "
                                                              "become an informant"))
    ranks = [t.rank for t in rules.lists["titles"]]
    for t in rules.lists["titles"]:
        if ranks.count(t.rank) > 1:
            at_item(t, "rank")(f"two titles share rank {t.rank}: the tie-break needs an order")
    if rules.lists["titles"] and max(ranks) != 3:
        out.append(Diagnostic(where.file("game").display, 1, 1, "the Underboss (rank 3) is missing among the titles"))
    return out


def _everyone(step: A.Call) -> bool:
    return any(isinstance(a.value, A.Name) and a.value.id == EVERYONE for a in step.args[2:])
