"""Speakeasy's message catalog: every message id the game asks for — of its rule text, its screens, its log, its
table and its board — and how its messages' arguments are put into words (interpreter/text/kit.py). `speakeasy
check` holds each locale to this list (a message missing in a language, or left unused); tests/test_text.py and
tests/test_terminal.py hold the lists to the code."""

from __future__ import annotations

from ...text.render import OPS
from .boardkeys import BOARD_KEYS
from .vocabulary import BUILDING_KINDS, BUSINESSES, GIFTS, RESOURCES, TRACKS

STRUCTURE_KEYS = (
    "with-range", "bonus-only", "the-number-of-districts", "q-highest-business", "unit-highest-business",
    "note-discard", "turn-order-extra", "turn-order-extra-players", "turn-order-extra-some",
    "fn-tracks_at_least", *(f"{kind}-{op}" for kind in ("districts", "tracks") for op in OPS.values()),
    "place-everywhere",
)
VERB_KEYS = (  # the messages of the verbs whose words depend on their arguments (SpeakeasyRenderer)
    "verb-gain", "verb-gain-vip", "verb-gain-dock", "verb-gain-money", "verb-gain-money-safe", "verb-hire",
    "verb-hire-free", "verb-take-card", "verb-take-card-any", "verb-take-helper", "verb-take-city_tile",
    "verb-raise", "verb-build", "verb-upgrade", "verb-take_over", "verb-take_over-ignore",
    "verb-take_over-free", "verb-take_over-ignore-free", "verb-play",
    "verb-play-any", "verb-deliver", "verb-discard", "verb-pay", "verb-pay-influence", "verb-auto_defend",
    "verb-give", "verb-give-money", "verb-move_turn_order", "verb-gain-all", "gain-item", "gain-item-money",
    "verb-build-discount", "note-give-money", "able-pay", "able-pay-influence", "able-discard",
    *(f"{kind}-{what}" for kind in ("give-all", "able-give") for what in ("money", *GIFTS)),
    "take-all-money", "take-all-card", "take-all-influence", "verb-look",
)
WORDS = sorted({*RESOURCES, *BUILDING_KINDS, "card", "helper", "city_tile", "goon", "mobster", "ship"})
COMPONENT_KEYS = (
    "comp-person", "comp-every-person", "comp-every-person-first", "comp-every-person-then", "comp-card-line",
    "comp-card-line-plain",
    "comp-card-passive", "comp-helper-bottle-once", "comp-helper-bottle-best", "comp-helper-bottle-each", "comp-crate-cash",
    "comp-crate-back", "comp-golden", "comp-mobster-line", "comp-mobster-bonus", "comp-objective", "comp-ship-line",
    "card-kinds", "comp-crate-name", "comp-objective-name",
    *(f"{prefix}-{group}" for prefix in ("objective-group", "group")
      for group in ("central_park", "borough", "docks", "city_hall", "infamy")),
)
# Messages Speakeasy asks for while a game runs (tests/test_text.py checks this list against the code).
UI_KEYS = (
    "backing",
    # why a person is not offered to a capo (why.py, issue 29): the terminal's `why`, the studio's option list
    "why-not-pay", "why-not-step", "why-not-taken", "why-not-unknown", "why-not-players",
    # the hints of `play --hints` (hints.py: why the bot would choose it, in a few words)
    "lesson-why-building", "lesson-why-cook", "lesson-why-raise", "lesson-why-sell", "lesson-why-space", "lesson-why-swap",
    "lesson-why-verb", "lesson-why-vip",
    "opt-ability",
    "opt-ambush",
    "opt-ambush-hire",
    "opt-build",
    "opt-build-plain",
    "opt-buy",
    "opt-buy-again",
    "opt-card",
    "opt-column",
    "opt-deck",
    "opt-deck-top",
    "opt-defend",
    "opt-defend-free",
    "opt-dock",
    "opt-dock-leave",
    "opt-dock-move",
    "opt-drive",
    "opt-enter",
    "opt-helper",
    "opt-ignore-defense",
    "opt-load",
    "opt-lose",
    "opt-middle-cover",
    "opt-middle-empty",
    "opt-mobster",
    "opt-no-helper",
    "opt-objective",
    "opt-place-capo",
    "opt-protect",
    "opt-raise",
    "opt-sail",
    "opt-sell",
    "opt-space",
    "opt-stay",
    "opt-stop-protect",
    "opt-stop-sell",
    "opt-stow",
    "opt-stow-still",
    "opt-swap",
    "opt-take-over",
    "opt-take-tile",
    "opt-tile",
    "opt-truck-end",
    "opt-truck-first",
    "opt-truck-first-off",
    "opt-truck-skip",
    "opt-unload",
    "opt-upgrade",
    "opt-vip",
    "prompt-ally",
    "prompt-ambush",
    "prompt-build",
    "prompt-build-space",
    "prompt-buy-again",
    "prompt-cook",
    "prompt-copy-helper",
    "prompt-defend",
    "prompt-discard",
    "prompt-dock-leave",
    "prompt-dock-reward",
    "prompt-dock-shuffle",
    "prompt-draw",
    "prompt-give-card", "prompt-give-helper", "prompt-give-city_tile",
    "prompt-look-keep", "prompt-look-order",
    "prompt-helper",
    "prompt-place-capo",
    "prompt-place-family",
    "prompt-play-card",
    "prompt-protect",
    "prompt-raise",
    "prompt-return-tile",
    "prompt-return-where",
    "prompt-sell",
    "prompt-stow",
    "prompt-swap",
    "prompt-take-card",
    "prompt-take-helper",
    "prompt-take-over",
    "prompt-take-over-backing",
    "prompt-take-over-target",
    "prompt-take-tile",
    "prompt-truck",
    "prompt-truck-enter",
    "prompt-truck-order",
    "prompt-turn-order",
    "prompt-upgrade",
    "prompt-use-tile",
)
LOG_KEYS = (  # the game's log lines (log-KEY in ui.ftl; tests/test_text.py checks this list against the code)
    "act", "act_end", "ally", "ambush", "build", "buy_barrel", "capo", "card_back", "casino_payout", "cook", "crate",
    "defended", "deliver", "discard", "dock_move", "draw_card", "family_dock", "family_home", "family_vip", "final",
    "gain", "gain_money", "give", "give_barrel", "give_card", "give_city_tile", "give_helper", "give_money",
    "goons_back", "helper_dealt", "hire", "infamy_reward",
    "load", "lost", "mob_opens", "mob_war", "mobster_arrives", "mobster_leaves", "mobster_returns", "pay",
    "pay_influence", "payout", "play_card", "police", "produce", "protect", "raise", "return_tile", "round", "safe_rule", "sell",
    "ship_sails", "stow", "stow_still", "swap_capo", "take_helper", "take_over", "take_tile", "tile_dealt", "truck",
    "turn_order", "turn_order_changed", "upgrade", "use_helper", "use_tile",
    "deck_top", "deck_empty", "crate_top", "crate_dealt", "still_barrels_back", "gain_none",  # the open table (issue 22)
    "dealt", "dealt_hand", "infamy", "trucks", "payout_none", "casino_closed", "capo_idle",  # the narration (issue 29)
    "give_card_named", "objective_met",
    "look_seen", "look_kept", "look_deck",  # decks as places (issue 27 item 3, D-300)
)

# Words of the game's table in the terminal (table.ftl; tests/test_terminal.py checks this list against the code).
TABLE_KEYS = (
    "game-name", "table-associate", "table-associate-is", "table-barrel", "table-big-kind", "table-blocked",
    "table-board-cards", "table-building", "table-building-points", "table-buildings-are", "table-capos",
    "table-card-in-hand", "table-card-on-board", "table-cards", "table-cash", "table-closed", "table-control",
    "table-control-in", "table-crate", "table-crates", "table-deck", "table-decks", "table-defense", "table-displays",
    "table-district", "table-district-is", "table-dock-row", "table-dock-row-is", "table-docks", "table-docks-of",
    "table-family", "table-family-count", "table-final", "table-goons", "table-hand", "table-helper-display",
    "table-helper-points", "table-helper-spare", "table-helpers", "table-helpers-are", "table-hidden", "table-income",
    "table-income-bonuses", "table-income-casinos", "table-income-crates", "table-income-luciano",
    "table-income-objectives", "table-income-paid", "table-income-received", "table-income-sales",
    "table-income-start", "table-infamy", "table-influence", "table-influence-count", "table-info-hint",
    "table-kind-count", "table-ledger-count", "table-ledgers", "table-ledgers-on", "table-location",
    "table-locations", "table-made-of", "table-map", "table-map-key", "table-mob", "table-mob-board",
    "table-mob-control", "table-mob-speakeasy", "table-mob-strength", "table-mob-strength-down",
    "table-mobster-at", "table-moving",
    "table-next-to", "table-no-buildings", "table-no-helpers", "table-not-operating", "table-objective",
    "table-objective-in", "table-objectives", "table-on-map", "table-once",
    "table-counters", "table-counters-table", "table-part-buildings", "table-part-cash",
    "table-part-helpers", "table-part-safe", "table-persons", "table-player", "table-players", "table-police",
    "table-police-next", "table-port", "table-price", "table-protected", "table-safe", "table-safe-yours",
    "table-setup-time", "table-ship", "table-ship-barrels", "table-ship-here", "table-ships", "table-slot-kind",
    "table-so-far", "table-space-empty", "table-space-free", "table-spaces", "table-stacks", "table-stacks-are",
    "table-standings", "table-standings-note", "table-status", "table-status-you", "table-still-barrels",
    "table-supply", "table-tile-covers", "table-tile-display", "table-tile-middle", "table-tiles", "table-time", "table-to-open",
    "table-total", "table-truck-at", "table-truck-here", "table-truck-off", "table-trucks", "table-turn-order",
    "table-used", "table-used-helpers", "table-war-next", "table-winner", "table-with-marks", "table-you",
    "table-yours", "term-bot-greedy", "term-bot-consigliere",
    "table-deck-top", "table-spare-crates", "table-spare-crates-are", "table-hand-known",  # the open table (issue 22)
)


# Kinds of component without rule text, named by the studio's editor when it lists every component.
TOKEN_KINDS = ("mob_district_tile", "strength_token", "police_tile")
# the parts of the table `view NAME` shows alone in the terminal (terminal.py's SECTIONS): `term-view-NAME`
VIEW_PARTS = ("me", "players", "map", "locations", "displays", "docks", "ships", "objectives")
KEYS = frozenset({
    *(f"term-view-{part}" for part in VIEW_PARTS),
    *STRUCTURE_KEYS, *VERB_KEYS, *COMPONENT_KEYS, *UI_KEYS, *TABLE_KEYS, *(f"log-{k}" for k in LOG_KEYS),
    *BOARD_KEYS, *(f"kind-{k}" for k in TOKEN_KINDS), "bot-greedy", "bot-consigliere",
    *(f"word-{w}" for w in WORDS), *(f"track-{t}" for t in (*TRACKS, "business")),
    *(f"card-kind-{k}" for k in BUSINESSES), *(f"level-{t}" for t in TRACKS),
})
ARGS = {  # how the arguments of Speakeasy's messages are put into words (interpreter/text/kit.py)
    "kind": "word", "what": "word", "building": "word", "deck": "message:card-kind-", "track": "message:level-",
    "borough": "message:place-", "to_borough": "message:place-", "loc": "component", "districts": "list",
    "police": "list", "scores": "list", "bottle": "message:bottle-", "years": "range",
    "owners": "players", "dealt_cards": "components", "looked_cards": "components", "kept_cards": "components",
    "bottom_cards": "components",
    **dict.fromkeys(("card", "helper", "tile", "objective", "mobster", "ship", "crate"), "component"),
}
