"""Speakeasy's board as the studio draws it (interpreter/games/speakeasy/board/): from one seat's view
and nothing else, in the seat's language, with the seat's options at their places on it."""

from __future__ import annotations

import json
import random
import re
from collections import Counter, defaultdict

import pytest

from interpreter.games.speakeasy.board import BOARD_KEYS, draw
from interpreter.machine.game import Game
from interpreter.text.messages import Messages

from .conftest import GAME, ROOT, shipped_rules

WORDS = {lang: Messages(GAME.text, shipped_rules(), lang) for lang in ("en", "zh-Hans", "zh-Hant")}


def _svg(game: Game, seat: int, lang: str = "en") -> str:
    return "".join(p.svg for p in draw(game.view(seat).to_dict(), game.rules, WORDS[lang]))


def _games(players: int, seed: int, every: int = 9):  # type: ignore[no-untyped-def]
    """A seeded random game, paused every few decisions."""
    game = Game.new(GAME, shipped_rules(), players, seed)
    rng = random.Random(seed)
    n = 0
    while not game.is_over:
        if n % every == 0:
            yield game
        game.apply(rng.choice(game.legal_options()))
        n += 1
    yield game


def test_the_board_draws_a_seats_view_and_nothing_else() -> None:
    """The drawing is a function of the view's data (the JSON a page could be sent), and a seat's
    drawing holds none of another seat's cards in hand."""
    for game in _games(3, 4, every=23):
        for seat in range(game.players):
            view = game.view(seat).to_dict()
            panels = draw(view, game.rules, WORDS["en"])
            assert panels == draw(json.loads(json.dumps(view)), game.rules, WORDS["en"])
            drawn = "".join(p.svg for p in panels)
            # another seat's cards taken from a face-up deck are public (D-60); the rest must not show
            known = {c for p in view["players"] for c in p.get("hand_known", [])}
            others = {c for p in game.state.players if p.seat != seat for c in p.hand} - known
            assert not [c for c in others if c in drawn], f"seat {seat} is drawn another seat's hand"
            assert all(c in drawn for c in game.state.players[seat].hand)


# The decisions whose options are things on the table: each must be offered on the board.
PLACED = {"build", "build_space", "take_over", "take_over_target", "upgrade", "place_capo", "place_family", "draw",
          "take_card", "take_helper", "take_tile", "raise", "play_card", "discard", "turn_order", "ally", "protect",
          "truck", "truck_enter", "swap_capo", "return_tile", "cook", "sell", "attack_ship", "helper"}


def test_the_seats_options_have_their_places_on_the_board() -> None:
    seen: dict[str, Counter[str]] = defaultdict(Counter)
    for players, seed in ((2, 1), (4, 3)):
        for n, game in enumerate(_games(players, seed, every=1)):
            decision = game.decision
            if decision is None or n % 2:  # every other decision: some 350 drawings
                continue
            svg = _svg(game, decision.seat)
            placed = set(re.findall(r'data-option="([^"]+)"', svg))
            placed |= {o for group in re.findall(r'data-options="([^"]+)"', svg) for o in group.split()}
            ids = {o.id for o in decision.options}
            assert placed <= ids, f"the board offers what the seat may not choose: {placed - ids}"
            kind = str(decision.kind)
            seen[kind]["decisions"] += 1
            seen[kind]["placed"] += bool(placed)
    unplaced = {k: dict(c) for k, c in seen.items() if k in PLACED and c["placed"] < c["decisions"]}
    assert not unplaced, f"decisions whose options are not on the board: {unplaced}"
    assert {"build_space", "place_capo", "raise", "play_card", "truck", "take_tile"} <= set(seen)


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_every_word_on_the_board_is_in_the_players_language(lang: str) -> None:
    game = next(g for i, g in enumerate(_games(4, 5, every=40)) if i == 3)
    svg = _svg(game, 0, lang)
    shown = re.findall(r"<text[^>]*>([^<]*)</text>", svg) + re.findall(r'data-tip="([^"]*)"', svg)
    latin = sorted({w for text in shown for w in re.findall(r"[A-Za-z]{3,}", text)} - {"VIP"})
    assert not latin, f"English on the {lang} board: {latin}"
    assert not [t for t in shown if "board-" in t], "a message id instead of its words"


def test_the_board_asks_for_exactly_the_messages_it_declares() -> None:
    """BOARD_KEYS (which `speakeasy check` requires of every language) is what the drawing code asks for."""
    code = ""
    for path in sorted((ROOT / "interpreter/games/speakeasy/board").glob("*.py")):
        text = path.read_text(encoding="utf-8")
        code += text.split("BOARD_KEYS = (")[0]
    asked = set(re.findall(r"""["'](board-[a-z-]+)["']""", code)) - {"board-svg"}  # (that one is the SVG's CSS class)
    prefixes = {k for k in asked if k.endswith("-")}  # a family of messages, one per verb (a city tile's chip)
    assert prefixes == {"board-chip-"}
    assert asked - prefixes == {k for k in BOARD_KEYS if not k.startswith("board-chip-")}
    assert any(k.startswith("board-chip-") for k in BOARD_KEYS)


def test_a_game_with_no_board_has_no_drawing() -> None:
    from .tinygame import GAME as TINY

    assert TINY.board is None and GAME.board is draw


def test_the_decks_show_their_top_cards_and_the_cards_known_in_hands() -> None:
    """The four decks lie face up (D-60): the displays panel draws each top card by name, its rule text on
    hover (`data-component`), a click on it taking it when a draw is asked; each other player's panel
    draws the cards known in their hand, and the top spare crate tile shows (D-61)."""
    checked = 0
    for game in _games(3, 8, every=17):
        view = game.view(0).to_dict()
        panels = {p.key: p.svg for p in draw(view, game.rules, WORDS["en"])}
        for kind, top in view["deck_tops"].items():
            if top is None:
                continue
            assert f'data-component="{top}"' in panels["displays"], (kind, top)
            name = WORDS["en"].component(top).replace("'", "&#x27;")
            assert name in panels["displays"] or name.split()[0] in panels["displays"]
        if view["crate_top"]:
            assert f'data-component="{view["crate_top"]}"' in panels["displays"]
        for p in view["players"][1:]:
            for card in p["hand_known"]:
                assert f'data-component="{card}"' in panels[f"player-{p['seat']}"]
                checked += 1
        if game.decision is not None and game.decision.kind == "draw" and game.current_player == 0:
            for o in game.decision.options:
                assert f'data-option="{o.id}"' in panels["displays"]
    assert checked, "no card known in another hand was met"
