"""Which messages a locale must define: derived from the vocabulary and the rules.

A message is required when some AST node, component or screen can ask for it.
The check reports missing ones (per locale, with what needs them), messages
with other variables than English, and messages nothing can ask for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..dsl import vocab as V

if TYPE_CHECKING:
    from ..loader import RuleSet

OPS = ("at-least", "more-than", "at-most", "less-than", "exactly", "not")
STRUCTURE = (
    "seq",
    "may",
    "may-repeat-up-to",
    "choose-one",
    "choose-different",
    "repeat",
    "repeat-up-to",
    "if",
    "once",
    "when",
    "as",
    "paid",
    "list-or",
    "list-or-long",
    "list-and",
    "with-range",
    "bonus-only",
    "money",
    "per-players",
    "capped",
    "per-each",
    "per-unit",
    "op-plus",
    "op-minus",
    "op-times",
    "op-divided",
    "the-number-of",
    "the-number-of-districts",
    "q-highest-business",
    "unit-highest-business",
    "fn-highest",
    "fn-lowest",
    "fn-tracks_at_least",
    "cond-and",
    "cond-or",
    "cond-not",
    "cond-true",
    "cond-false",
    "some-district",
    "all-district",
    "some-borough",
    "all-borough",
)
VERB_KEYS = (
    "verb-gain",
    "verb-gain-vip",
    "verb-gain-dock",
    "verb-gain-money",
    "verb-gain-money-safe",
    "verb-hire",
    "verb-hire-free",
    "verb-take-card",
    "verb-take-card-any",
    "verb-take-helper",
    "verb-take-city_tile",
    "verb-raise",
    "verb-build",
    "verb-upgrade",
    "verb-take_over",
    "verb-take_over-ignore",
    "verb-play",
    "verb-play-any",
    "verb-produce",
    "verb-sell",
    "verb-deliver",
    "verb-protect",
    "verb-discard",
    "verb-pay",
    "verb-pay-influence",
    "verb-move_turn_order",
    "verb-cook",
    "verb-use",
    "verb-copy",
    "verb-swap_capo",
    "verb-act",
    "verb-ally",
    "verb-attack",
    "verb-auto_defend",
    "verb-free_assist",
)
WORDS = sorted({*V.RESOURCES, *V.BUILDING_KINDS, "card", "helper", "city_tile", "goon", "mobster", "ship", *V.NOUNS})
TRACK_WORDS = (*V.TRACKS, "business")
PLACES = ("here", "attacked", *V.BOROUGHS)
KEYED = ("borough", "district", "dock")
COMPONENT_KEYS = (
    "kind-location",
    "kind-business_card",
    "kind-helper",
    "kind-city_tile",
    "kind-crate",
    "kind-mobster",
    "kind-objective",
    "kind-ship",
    "comp-person",
    "comp-every-person",
    "comp-card-line",
    "comp-card-passive",
    "comp-helper-bottle",
    "comp-crate-cash",
    "comp-crate-back",
    "comp-golden",
    "comp-mobster-line",
    "comp-mobster-bonus",
    "comp-objective",
    "comp-ship-line",
    "card-kind-vip",
    "card-kind-party",
    "card-kind-still",
    "card-kind-fleet", "card-kinds",
    "comp-crate-name",
    "comp-objective-name",
    "objective-group-central_park",
    "objective-group-borough",
    "objective-group-docks",
    "objective-group-city_hall",
    "objective-group-infamy",
    "group-central_park",
    "group-borough",
    "group-docks",
    "group-city_hall",
    "group-infamy",
)


# Messages the engine asks for while a game runs (tests check this list against the engine's code).
UI_KEYS = (
    "backing",
    "opt-again",
    "opt-ambush",
    "opt-build",
    "opt-build-plain",
    "opt-buy",
    "opt-buy-again",
    "opt-card",
    "opt-column",
    "opt-deck",
    "opt-defend",
    "opt-defend-free",
    "opt-dock",
    "opt-dock-move",
    "opt-done",
    "opt-drive",
    "opt-enter",
    "opt-helper",
    "opt-ignore-defense",
    "opt-load",
    "opt-lose",
    "opt-mobster",
    "opt-no",
    "opt-no-helper",
    "opt-node",
    "opt-objective",
    "opt-place-capo",
    "opt-protect",
    "opt-raise",
    "opt-sail",
    "opt-sell",
    "opt-space",
    "opt-stay",
    "opt-stop",
    "opt-stop-protect",
    "opt-stop-sell",
    "opt-stow",
    "opt-stow-still",
    "opt-swap",
    "opt-take-over",
    "opt-tile",
    "opt-truck-end",
    "opt-truck-skip",
    "opt-unload",
    "opt-upgrade",
    "opt-vip",
    "opt-yes",
    "prompt-ally",
    "prompt-ambush",
    "prompt-build",
    "prompt-build-space",
    "prompt-buy-again",
    "prompt-choose",
    "prompt-cook",
    "prompt-copy-helper",
    "prompt-defend",
    "prompt-discard",
    "prompt-dock-reward",
    "prompt-dock-shuffle",
    "prompt-draw",
    "prompt-helper",
    "prompt-may",
    "prompt-place-capo",
    "prompt-place-family",
    "prompt-play-card",
    "prompt-protect",
    "prompt-raise",
    "prompt-repeat",
    "prompt-return-tile",
    "prompt-sell",
    "prompt-stow",
    "prompt-swap",
    "prompt-take-card",
    "prompt-take-helper",
    "prompt-take-over",
    "prompt-take-tile",
    "prompt-truck",
    "prompt-truck-enter",
    "prompt-turn-order",
    "prompt-upgrade",
    "prompt-use-tile",
    "player",
)
LOG_KEYS = (
    "act",
    "ally",
    "ambush",
    "build",
    "buy_barrel",
    "capo",
    "casino_payout",
    "cook",
    "crate",
    "defended",
    "deliver",
    "discard",
    "draw_card",
    "family_dock",
    "family_vip",
    "final",
    "gain",
    "gain_money",
    "hire",
    "infamy_reward",
    "lost",
    "mob_war",
    "mobster_arrives",
    "mobster_leaves",
    "payout",
    "play_card",
    "police",
    "produce",
    "protect",
    "raise",
    "round",
    "sell",
    "swap_capo",
    "take_helper",
    "take_over",
    "take_tile",
    "turn_order",
    "turn_order_changed",
    "upgrade",
    "use_helper",
    "use_tile",
)


def structural() -> set[str]:
    keys = set(STRUCTURE) | set(VERB_KEYS) | set(COMPONENT_KEYS)
    keys |= {f"word-{w}" for w in WORDS} | {f"track-{t}" for t in TRACK_WORDS}
    keys |= {f"card-kind-{k}" for k in V.BUSINESSES} | {f"level-{t}" for t in V.TRACKS}
    keys |= set(UI_KEYS) | {f"log-{k}" for k in LOG_KEYS}
    keys |= {f"q-{q}" for q in V.QUANTITIES} | {f"unit-{q}" for q in V.QUANTITIES}
    keys |= {f"mod-{m}" for m in V.MODIFIERS} | {f"event-{e}" for e in V.EVENTS} | {f"role-{r}" for r in V.ROLES}
    keys |= {f"{kind}-{op}" for kind in ("have", "districts", "tracks", "is") for op in OPS}
    keys |= {f"qual-{k}-is" for k in KEYED} | {f"qual-{k}-bound" for k in KEYED} | {f"place-{p}" for p in PLACES}
    return keys


def filter_choices() -> list[tuple[str, str]]:
    """(noun, flag) pairs: each needs one of adj-NOUN-FLAG, adj-FLAG, qual-NOUN-FLAG, qual-FLAG."""
    return [(noun, flag) for noun, spec in V.NOUNS.items() for flag in spec.flags]


def named_components(rules: RuleSet) -> list[str]:
    """Components whose name is text: locations, cards, mobsters, ships, bottles."""
    keys = [f"name-{c.id}" for key in ("locations", "business_cards", "mobsters", "ships") for c in rules.lists[key]]
    keys += [f"bottle-{b}" for b in sorted({h.bottle for h in rules.lists["helpers"]})]
    return keys
