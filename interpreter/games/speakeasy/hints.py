"""Why the greedy bot likes an option, in a few words (harness/hints.py): the factor of its own score
(bots.greedy_score) the option won on, read from the same tables and conditions — never a second judgement."""

from __future__ import annotations

from ...machine.kinds import Control
from ...machine.values import Decision, Msg, Option, msg
from .bots import BUILD_TASTE, CHOOSE_TASTE, TRACK_TASTE, VERB_TASTE, _node_verbs, _person_verbs
from .registry import Ask
from .views import SpeakeasyView


def greedy_reason(view: SpeakeasyView, decision: Decision, o: Option) -> Msg | None:
    kind, parts = decision.kind, o.id.split(":")
    if kind == Ask.place_capo:
        verbs = _person_verbs(view, parts[0], int(parts[1]))
        if "swap_capo" in verbs:
            return msg("lesson-why-swap")
        if "cook" in verbs and view.me.ledgers >= 2:
            return msg("lesson-why-cook")
        best = max(verbs, key=lambda v: VERB_TASTE.get(v, 1.0), default=None)
        return msg("lesson-why-verb", verb=best) if best in VERB_TASTE else None
    if kind == Control.choose and o.id not in ("no", "stop", "done"):
        best = max(_node_verbs(o.label.get("node")), key=lambda v: CHOOSE_TASTE.get(v, 1.0), default=None)
        return msg("lesson-why-verb", verb=best) if best in VERB_TASTE else None
    if kind in (Ask.build, Ask.take_over) and o.label.get("kind") in BUILD_TASTE:
        return msg("lesson-why-building", opened=o.label.get("kind"))
    if kind in (Ask.build_space, Ask.take_over_target):
        d = view.district(parts[1])
        return msg("lesson-why-space", calm=int(d.police == 0), free=int(not d.mob_tile), rich=int(d.borough == "uptown"))
    if kind == Ask.raise_ and parts[1] in TRACK_TASTE:
        return msg("lesson-why-raise", level=parts[1])
    if kind == Ask.sell and o.id != "stop":
        return msg("lesson-why-sell")
    if kind == Ask.place_family:
        return msg("lesson-why-vip" if o.id == "vip" else "lesson-why-docks")
    return None
