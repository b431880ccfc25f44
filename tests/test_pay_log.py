"""Every payment is in the log with where its money came from: cash first, the rest from the safe at its rate
(000 P.7). What left the safe is public (the player counts it out); what stays behind the screen is not."""

from __future__ import annotations

from interpreter.text.messages import Messages

from .conftest import GAME, perform, quiet_game


def test_a_payment_says_how_much_came_from_cash_and_from_the_safe() -> None:
    game = quiet_game(2, 1)
    p = game.state.players[0]
    p.cash, p.safe = 3, 10
    game.changed()
    perform(game, 0, "pay $5 -> gain 1 ledger")
    paid = [args for key, args in game.log if key == "pay"]
    assert [{k: a[k] for k in ("seat", "money", "cash", "safe", "worth", "rate")} for a in paid] == [
        {"seat": 0, "money": 5, "cash": 3, "safe": 4, "worth": 2, "rate": 2}] and (p.cash, p.safe) == (0, 6)
    words = {lang: Messages(GAME.text, game.rules, lang).log("pay", paid[0]) for lang in ("en", "zh-Hans", "zh-Hant")}
    assert words["en"] == "Player 1 pays $5: $3 in cash and $2 from the safe at 2:1 ($4 from the safe)."
    assert "保险箱取出 $4" in words["zh-Hans"] and "保險箱取出 $4" in words["zh-Hant"]
    perform(game, 0, "pay $0 -> gain 1 ledger")
    p.cash = 7
    game.changed()
    perform(game, 0, "pay $2 -> gain 1 ledger")
    assert [args["money"] for key, args in game.log if key == "pay"] == [5, 2]  # nothing paid, nothing logged
    last = next(args for key, args in reversed(game.log) if key == "pay")
    assert Messages(GAME.text, game.rules).log("pay", last) == "Player 1 pays $2 in cash."
