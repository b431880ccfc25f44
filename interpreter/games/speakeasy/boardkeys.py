"""The board's own messages (locales/<lang>/board.ftl), apart from the drawing code (board/), which
`speakeasy check` and `speakeasy text` do not import."""

# The board's own messages (locales/<lang>/board.ftl); the game's text kit asks for them
# (catalog.py), so `speakeasy check` reports one missing in a language or left unused.
BOARD_KEYS = (
    "board-act-round", "board-blocked", "board-building", "board-capos", "board-cash", "board-city",
    "board-city-tiles", "board-control", "board-crates-left", "board-deck", "board-decks", "board-displays",
    "board-district", "board-dock-row", "board-docks", "board-empty-space", "board-face-down", "board-goons",
    "board-hand", "board-hand-title", "board-helpers", "board-hidden", "board-holdings", "board-infamy-value",
    "board-ledgers", "board-level", "board-leverage", "board-locations", "board-mob", "board-mob-pile",
    "board-mob-strength", "board-mob-strength-down", "board-mob-tile", "board-nothing", "board-objectives",
    "board-order", "board-order-next", "board-order-now", "board-person-closed",
    "board-police-tile", "board-police-tip", "board-port", "board-safe", "board-safe-holds", "board-setup",
    "board-slot", "board-to-open", "board-truck", "board-used-helpers", "board-vip-room", "board-you",
    "board-your-hand",
    "board-deck-top", "board-crate-top", "board-in-hand", "board-hand-unknown",  # the open table (issue 22)
    # the city's key and the city tiles' chips (issue 29 item 6): a chip is its effect's verb's message
    "board-empty-space-in", "board-legend", "board-legend-blocked", "board-legend-city-tile", "board-legend-mob-strength",
    "board-legend-mobster", "board-legend-mobster-sample", "board-legend-objective", "board-legend-police", "board-legend-port",
    "board-legend-protected", "board-legend-ship", "board-legend-truck",
    *(f"board-chip-{verb}" for verb in ("build", "deliver", "gain", "hire", "produce", "protect", "raise", "sell",
                                        "take", "take_over")),
)
