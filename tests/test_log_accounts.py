"""Every change of money, goons, cards, city tiles, helpers, ledgers, influence and buildings is in
the log (issue 16): seeded bot games are played decision by decision, and what each player holds is
compared with what the log lines written since say changed. A change the log does not explain, or
a line that claims a change that did not happen, fails with the decision and the lines.

Payments are checked to the dollar and to their source: a `pay` line's cash and safe money must be
what left the cash and the safe; the laundering rule is stated once per player, the first time they
pay from the safe (000 P.7).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from interpreter.games.speakeasy.state import MOB, GameState
from interpreter.language.parser import parse
from interpreter.machine.game import Game
from interpreter.text.messages import Messages

from .conftest import GAME, load, quiet_game, shipped_rules

GAMES = [  # (players, seed, variants, bots)
    (2, 3, (), ("random", "random")),
    (3, 8, (), ("greedy", "random", "greedy")),
    (4, 12, ("house-cards",), ("random", "greedy", "random", "random")),
]
ACCOUNTS = ("cash", "safe", "goons", "hand", "helpers", "tiles", "ledgers", "influence", "buildings")


def holdings(game: Game[GameState]) -> dict[int, Counter[str]]:
    """What each player holds, by account (seat MOB: the mob's speakeasies on the map)."""
    s = game.state
    out: dict[int, Counter[str]] = {}
    for p in s.players:
        out[p.seat] = Counter({
            "cash": p.cash, "safe": p.safe, "goons": p.goons, "hand": len(p.hand),
            "helpers": len(p.helpers) + len(p.used_helpers), "tiles": len(p.city_tiles) + len(p.used_tiles),
            "ledgers": p.ledgers, "influence": p.influence_tokens, "buildings": len(s.buildings(p.seat)),
        })
    out[MOB] = Counter({"buildings": len(s.buildings(MOB))})
    return out


def logged(entries: list[tuple[str, dict[str, Any]]]) -> dict[int, Counter[str]]:
    """The changes the log lines claim, by player and account."""
    out: dict[int, Counter[str]] = {}

    def add(seat: int, account: str, n: int) -> None:
        out.setdefault(seat, Counter())[account] += n

    for key, a in entries:
        seat = a.get("seat", -2)
        if key == "gain_money":
            add(seat, "safe" if a["safe"] else "cash", a["amount"])
        elif key == "gain" and a["what"] in ("ledger", "influence"):
            add(seat, "ledgers" if a["what"] == "ledger" else "influence", a["amount"])
        elif key in ("pay", "give_money"):
            add(seat, "cash", -a["cash"])
            add(seat, "safe", -a["safe"])
            if a.get("to") is not None:
                add(a["to"], "cash", a["money"])
        elif key in ("sell", "crate", "casino_payout", "payout"):
            add(seat, "safe" if key == "payout" else "cash", a.get("price", a.get("cash", a.get("amount", 0))))
        elif key == "hire":
            add(seat, "goons", 1)
        elif key == "goons_back":
            add(seat, "goons", -a["amount"])
        elif key == "give" and a["what"] in ("goon", "influence"):
            account = "goons" if a["what"] == "goon" else "influence"
            add(seat, account, -a["amount"])
            add(a["to"], account, a["amount"])
        elif key == "draw_card":
            add(seat, "hand", 1)
        elif key in ("discard", "play_card"):
            add(seat, "hand", -1)
        elif key == "give_card":
            add(seat, "hand", -1)
            add(a["to"], "hand", 1)
        elif key == "take_helper":
            add(seat, "helpers", 1)
        elif key in ("take_tile", "return_tile"):
            add(seat, "tiles", 1 if key == "take_tile" else -1)
        elif key == "cook":
            add(seat, "ledgers", -1)
        elif key == "pay_influence":
            add(seat, "influence", -a["amount"])
        elif key == "protect":
            add(seat, "influence", -a["tokens"])
        elif key in ("build", "take_over"):
            add(seat, "buildings", 1)
            if key == "take_over":
                add(MOB, "buildings", -1)
        elif key == "lost":
            add(seat, "buildings", -1)
        elif key == "mob_opens":
            add(MOB, "buildings", a["amount"])
    return out


@pytest.mark.parametrize(("players", "seed", "variants", "bots"), GAMES)
def test_every_change_is_in_the_log(players: int, seed: int, variants: tuple[str, ...], bots: tuple[str, ...]) -> None:
    rules = load(None, list(variants)) if variants else shipped_rules()
    game = Game.new(GAME, rules, players, seed)
    seats = [GAME.bot_makers()[name](seed * 31 + i) for i, name in enumerate(bots)]
    seen: Counter[str] = Counter()
    before, shown = holdings(game), len(game.log)
    while not game.is_over:
        seat = game.current_player
        assert seat is not None and game.decision is not None
        choice = seats[seat](game.view(seat), game.decision)
        game.apply(choice)
        new = game.log[shown:]
        after, claimed = holdings(game), logged(new)
        for who in after:
            actual = {k: after[who][k] - before[who][k] for k in ACCOUNTS}
            said = {k: claimed.get(who, Counter())[k] for k in ACCOUNTS}
            assert actual == said, f"after {choice!r}, seat {who}: changed {actual}, the log says {said}: {new}"
        seen.update(k for k, _ in new)
        before, shown = after, len(game.log)
    assert {"pay", "draw_card", "hire"} <= set(seen), seen  # the games met the lines that matter


def test_a_payment_says_where_its_money_came_from() -> None:
    """$17 with $4 in cash and $30 in the safe: $4 in cash, $13 from the safe at 2:1 ($26); the
    laundering rule is stated the first time only, and in every language."""
    game = quiet_game(2, 1)
    p = game.state.players[0]
    p.cash, p.safe = 4, 30
    game.state.log.clear()
    game.perform(parse("pay $17"), 0)
    game.perform(parse("pay $1"), 0)
    assert (p.cash, p.safe) == (0, 2)
    keys = [k for k, _ in game.log]
    assert keys == ["pay", "safe_rule", "pay"], keys
    pay = game.log[0][1]
    assert (pay["money"], pay["cash"], pay["worth"], pay["safe"], pay["rate"]) == (17, 4, 13, 26, 2)
    en = Messages(GAME.text, game.rules, "en")
    assert en.log(*game.log[0]) == "Player 1 pays $17: $4 in cash and $13 from the safe at 2:1 ($26 from the safe)."
    assert "2:1" in en.log(*game.log[1])
    assert en.log(*game.log[2]) == "Player 1 pays $1, all from the safe at 2:1 ($2 from the safe)."
    for lang in ("zh-Hans", "zh-Hant"):
        text = Messages(GAME.text, game.rules, lang).log(*game.log[0])
        assert "$17" in text and "$4" in text and "$13" in text and "$26" in text, text


def test_what_a_payment_is_for_is_named() -> None:
    """A building's cost names the building; an effect's cost names the component that asks it."""
    game = quiet_game(2, 1)
    p = game.state.players[0]
    p.cash, p.safe = 50, 0
    game.state.log.clear()
    game.perform(parse("build speakeasy"), 0)
    while game.decision is not None:
        game.apply(game.decision.options[0].id)
    en = Messages(GAME.text, game.rules, "en")
    said = [en.log(k, a) for k, a in game.log]
    assert any(line.startswith("Player 1 pays $3 for the speakeasy in cash") for line in said), said
    game.state.log.clear()
    game.perform(parse("pay $2"), 0, source="loc_restaurant")
    assert en.log(*game.log[0]) == "Player 1 pays $2 for the Restaurant in cash."
