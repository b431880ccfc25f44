"""Nostra City's text: the words of its verbs, the lines of each kind of component, the messages its
screens ask for, and how its messages' arguments are put into words (locales/<lang>/*.ftl).

Every line of a component is generated from its rules data: the effect language's AST (an ability, a
payback, a bonus's condition) and the numbers of its fields (a bribe, a money card's value).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...text.components import ComponentWriter
from ...text.kit import TextKit
from ...text.namespaces import DERIVED, DERIVED_IDS
from ...text.render import Renderer
from .rules import COMPONENT_KINDS
from .vocabulary import COUNTED, VOCABULARY

HERE = Path(__file__).resolve().parent


class NostraRenderer(Renderer):
    """Rule text of Nostra City's calls whose words depend on their arguments."""

    counting = COUNTED  # "the most vendetta cards any of your opponents has"

    def counted(self, amount: Any) -> tuple[str, int]:
        taken = self.absorb_amount(amount)
        return taken if taken is not None else (self.number(amount), self.count_of(amount))

    def verb_gain(self, a: dict[str, Any]) -> str:
        words, count = self.counted(a["amount"])
        return self.m("verb-gain", amount=words, count=count)

    def verb_lose(self, a: dict[str, Any]) -> str:
        words, count = self.counted(a["amount"])
        return self.m("verb-lose", amount=words, count=count)

    def verb_give(self, a: dict[str, Any]) -> str:
        words, count = self.counted(a["amount"])
        return self.m("verb-give", amount=words, count=count, to=self.player(a["to"].id))

    def verb_discard(self, a: dict[str, Any]) -> str:
        words, count = self.counted(a["amount"])
        return self.m(f"verb-discard-{a['what']}", amount=words, count=count)

    def verb_draw(self, a: dict[str, Any]) -> str:
        words, count = self.counted(a["amount"])
        return self.m(f"verb-draw-{a['what']}", amount=words, count=count)

    def verb_trial(self, a: dict[str, Any]) -> str:
        words, count = self.counted(a["amount"])
        return self.m(f"verb-trial-{a['toward']}", amount=words, count=count)


class NostraWriter(ComponentWriter):
    """The lines of each kind of Nostra City's components."""

    def unnamed(self, comp: Any) -> str:
        """A turf is named by its district and business; a money card by its value and colour."""
        r = self.r
        if hasattr(comp, "district") and hasattr(comp, "type"):
            return r.m("name-turf", district=r.m(f"nc-district-name-{comp.district}"), type=r.m(f"nc-business-{comp.type}"))
        if hasattr(comp, "colour") and hasattr(comp, "value"):
            return r.m("name-money", value=self.money(comp.value), colour=r.m(f"nc-colour-{comp.colour}"))
        return str(comp.id)

    def money(self, value: int) -> str:
        unit = int(getattr(getattr(self.rules, "game", None), "money_unit", 1000))
        return self.r.m("nc-money-value", value=value * unit)

    def line(self, key: str, **args: Any) -> str:
        """One line of a component: a message in the language, as a sentence."""
        return self.r.sentence(self.r.m(key, **args))

    def run(self, node: Any) -> str:
        """An effect that is run, as words inside a line (not a sentence of its own)."""
        self.r.notes.clear()
        return self.r.effect(node)

    def stays(self, node: Any) -> str:
        """An effect that stays (an ability, an investigation's rule), as words inside a line."""
        self.r.notes.clear()
        return self.r.kept_effect(node)

    def lines_wiseguys(self, w: Any) -> list[str]:
        lines = [self.line("nc-wiseguy-family", family=self.r.m(f"nc-family-{w.family}"))]
        if w.ability is not None:
            lines.append(self.r.sentence(self.stays(w.ability)))
        return lines

    def lines_turfs(self, t: Any) -> list[str]:
        r = self.r
        return [self.line("nc-turf-line", district=r.m(f"nc-district-{t.district}"), type=r.m(f"nc-business-{t.type}"),
                          colour=r.m(f"nc-district-colour-{self.rules.district_colour(t.district)}"),
                          icon=r.m(f"nc-icon-{t.type}"))]

    def lines_respect_cards(self, c: Any) -> list[str]:
        return [self.line("nc-respect-line", effect=self.run(c.effect))]

    def lines_investigations(self, c: Any) -> list[str]:
        lines = [self.line("nc-investigation-bribe", bribe=self.money(c.bribe), effect=self.run(c.effect))]
        if c.passive is not None:
            lines.append(self.line("nc-investigation-passive", effect=self.stays(c.passive)))
        lines.append(self.line("nc-investigation-push"))
        return lines

    def lines_vendettas(self, c: Any) -> list[str]:
        lines = [self.line(f"nc-vendetta-{c.kind}")]
        if c.effect is not None:
            lines.append(self.line("nc-vendetta-play", effect=self.run(c.effect)))
        return lines

    def lines_titles(self, c: Any) -> list[str]:
        return [self.line(f"nc-title-{c.rank}", effect=self.run(c.effect))]

    def lines_zealous(self, c: Any) -> list[str]:
        return [self.line("nc-zealous-line", effect=self.run(c.effect))]

    def lines_bonuses(self, c: Any) -> list[str]:
        return [self.line("nc-bonus-line", cond=self.r.cond(c.condition), effect=self.run(c.effect))]

    def lines_money_cards(self, c: Any) -> list[str]:
        return [self.line(f"nc-money-line-{c.colour}", value=self.money(c.value), copies=c.copies)]


# The messages the screens, prompts, options and log lines ask for (every one is used: the locale check
# reports a message nothing asks for), written here without the game's prefix, which KEYS adds to every id
# that is not a word of the game's own names (text/namespaces.py).
PREFIX = "nc-"
_IDS = frozenset({
    "game-name", "verb-gain", "verb-lose", "verb-give", "name-turf", "name-money", "money-value", "wiseguy-family",
    "turf-line", "respect-line",
    "investigation-bribe", "investigation-passive", "investigation-push", "vendetta-play", "zealous-line", "bonus-line",
    *(f"vendetta-{k}" for k in ("payback", "snitch", "anger", "special")), *(f"title-{n}" for n in (1, 2, 3)),
    "money-line-red", "money-line-blue",
    *(f"family-{f}" for f in ("baldini", "russo", "esposito", "greco")),
    *(f"district-{d}" for d in ("brooklyn", "queens", "staten_island", "bronx")),
    *(f"district-name-{d}" for d in ("brooklyn", "queens", "staten_island", "bronx")),
    *(f"district-colour-{c}" for c in ("blue", "green", "yellow", "red")),
    *(f"business-{b}" for b in ("dice", "capsule", "heel")), *(f"icon-{b}" for b in ("dice", "capsule", "heel")),
    *(f"colour-{c}" for c in ("red", "blue")),
    *(f"verb-discard-{w}" for w in ("wiseguy", "turf")), *(f"verb-draw-{w}" for w in ("vendetta", "money")),
    *(f"verb-trial-{d}" for d in ("guilty", "innocent")),
    # prompts and options
    "prompt-deal", "opt-deal", "opt-pass", "prompt-wiseguy-deal", "prompt-wiseguy-bid", "prompt-wiseguy-bribe",
    "opt-wiseguy", "prompt-share", "opt-give", "opt-withhold", "prompt-start-card", "opt-start-give", "opt-start-keep",
    "prompt-bid", "opt-bid", "prompt-bid-money", "opt-put", "opt-bid-done", "prompt-keep", "opt-keep",
    "prompt-consigliere", "prompt-primo_capo", "opt-title-player", "prompt-loser-draw", "opt-loser-draw",
    "prompt-bribe", "opt-bribe", "prompt-bribe-more", "opt-bribe-done", "prompt-hand-limit", "opt-discard",
    "prompt-vendetta", "opt-play", "opt-vendetta-done", "prompt-lose-card", "opt-card",
    *(f"attribute-{a}" for a in ("dice", "capsule", "heel", "brooklyn", "queens", "staten_island", "bronx")),
    *(f"what-{w}" for w in ("wiseguy", "turf")),
    *(f"why-{w}" for w in ("short", "title", "meeting", "card", "investigation", "bribe", "raid", "empty", "first",
                          "final")),
    *(f"phase-{p}" for p in ("business", "meeting", "influence", "social")),
    *(f"verdict-{v}" for v in ("acquitted", "jailed")),
    *(f"outcome-{o}" for o in ("acquitted", "jailed", "everyone_loses", "nobody_wins")),
    *(f"which-{w}" for w in ("first", "final")),
    # the terminal (terminal.py), and its bots as the terminal and the studio name them
    "term-bot-greedy", "term-bot-strong", "bot-greedy", "bot-strong",
    # the balance tools' words: the outcome (overrides of the core's), the metrics and the roles (outcomes.py)
    "game-score", "game-points", "game-places", *(f"metric-{m}" for m in ("acquitted", "informants", "informant_win")),
    *(f"seat-role-{r}" for r in ("loyal", "informant")),
    "status-head", "status-seat", "status-seat-you", "status-seat-state", "table-setup-time", "table-time",
    "table-trial-guilty", "table-trial-innocent", "status-trial-guilty", "status-trial-innocent", "table-trial",
    "table-piles", "table-bribes", "table-bids-placed",
    "table-bribes-of", "table-street", "table-space", "table-empty", "table-card", "table-investigation", "table-beside",
    "table-players", "table-you", "table-respect", "table-titles", "table-wiseguys", "table-turfs", "table-won",
    "table-money", "table-vendettas", "table-played", "table-lying-low", "table-cards", "table-tapped", "table-yours",
    "table-your-money", "table-role", "table-role-informant", "table-role-loyal", "table-bids", "table-your-bid",
    "table-standings", "table-respect-of", "table-verdict-acquitted", "table-verdict-jailed", "table-final",
    "table-player", "table-result", "board-table", "board-hand", "table-won-game", "table-lost-game",
    *(f"table-outcome-{o}" for o in ("acquitted", "jailed", "everyone_loses", "nobody_wins", "undecided")),
    # the log
    *(f"log-{k}" for k in (
        "month", "month_end", "phase", "deal", "drew", "raid", "raid_ignored", "money_out", "money_shuffled", "share",
        "start_card", "vendetta", "vendetta_lost", "bid", "bids_on", "revealed", "won", "tie", "kept", "not_bribed",
        "investigation_removed", "bribed_away", "title", "bribe", "zealous", "hand_limit", "street", "trial",
        "trial_begins", "reveal", "final_trial", "played", "give_money", "lost", "lie_low", "zealous_removed",
        "bonus", "bonus_none", "informant", "no_informant", "verdict", "outcome", "respect")),
})
OVERRIDES = frozenset({"game-score", "game-points", "game-places"})  # the core's words of an outcome, declared
KEYS = frozenset(key if key.startswith(DERIVED) or key in DERIVED_IDS | OVERRIDES else PREFIX + key for key in _IDS)


def named(rules: Any) -> list[str]:
    """The name messages a rule set needs: every component but turfs and money cards (named by their parts)."""
    return [f"name-{c.id}" for section in COMPONENT_KINDS if section not in ("turfs", "money_cards")
            for c in rules.lists.get(section, ())]


TEXT = TextKit(
    vocabulary=VOCABULARY,
    renderer=NostraRenderer,
    writer=NostraWriter,
    kinds=COMPONENT_KINDS,
    keys=KEYS,
    named=named,
    locales=HERE / "locales",
    args={"card": "component", "wiseguy": "component", "turf": "component", "seats": "players", "lost": "component",
          "start": "player",
          **{arg: f"message:{PREFIX}{arg}-" for arg in ("attribute", "phase", "why", "colour", "verdict", "outcome",
                                                      "which", "what")}},
    prefix=PREFIX,
    overrides=OVERRIDES,
)
