"""Hidden information, for every game (tests/hidden.py): at every decision of whole games, every seat's
view, studio page, board and log lines are the same in the real game and in a copy in which everything
that seat cannot see was drawn again; no seat but the one deciding is sent a decision or options; the
lines for other seats reach no one else; and no line a seat reads names a value hidden from it.

The harness is tested too: a view that shows another hand, a page that shows every seat the current
player's options, a log line made public that was for two players — each planted, each caught."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from interpreter.harness.package import available, load_game
from interpreter.machine.game import Game
from interpreter.machine.values import AUDIENCE
from interpreter.web import tables

from . import hidden, teahouse
from .hidden import Checked, check_game
from .teahouse import GAME as TEA
from .tinygame import GAME as TINY


def _seats(bots: list[str], players: int) -> list[str]:
    """``bots`` repeated round the table to fill ``players`` seats."""
    return [bots[i % len(bots)] for i in range(players)]


# (game, players, seed, bots, board every N decisions): whole games; Speakeasy's board is drawn every 25th
# decision (its view, from which the board alone is drawn, is compared at every one). An installed game is
# played at its two smallest player counts, as the game declares them (GamePackage.players).
INSTALLED = [load_game(name) for name in available()]
CASES = [
    (TEA, 5, 1, ["greedy", "random", "greedy", "strong", "random"], 1),
    (TEA, 3, 2, ["random"] * 3, 1),
    (TEA, 4, 3, ["greedy"] * 4, 1),
    (TINY, 3, 4, ["random"] * 3, 1),
    *((game, n, 5, _seats(["greedy", "random"], n), 25) for game in INSTALLED for n in sorted(game.players)[:1]),
    *((game, n, 6, _seats(["random", "greedy", "random"], n), 50) for game in INSTALLED for n in sorted(game.players)[1:2]),
]


@pytest.mark.parametrize(("game", "players", "seed", "bots", "every"), CASES,
                         ids=[f"{c[0].name}-{c[1]}p-seed{c[2]}" for c in CASES])
def test_every_seat_is_sent_only_what_it_may_see(game: Any, players: int, seed: int, bots: list[str], every: int) -> None:
    done = check_game(game, game.load_rules(), players, seed, bots, board_every=every)
    assert done.decisions > 10 and done.seats == done.decisions * players
    if game.copy_for is not None or game.search is not None:  # a game that hides something
        assert done.differed > done.seats // 2, "the copies hid nothing: the test would see no leak"
    assert done.lines > 0
    if game is TEA or game.name == "speakeasy":  # its lines for some seats (the tea house's for two; Speakeasy's
        assert done.private > 0  # starting hands, D-240) were read by them (and by no one else: the planted leak below)


def _tea_fails(monkeypatch: pytest.MonkeyPatch, match: str) -> None:
    with pytest.raises(AssertionError, match=match):
        check_game(TEA, TEA.load_rules(), 4, 3, ["greedy"] * 4)


def test_the_harness_sees_a_view_that_shows_another_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    shown = teahouse.TeaView.to_dict

    def leaky(self: Any) -> dict[str, Any]:
        data = shown(self)
        data["seats"][(self.seat + 1) % len(data["seats"])]["hand"] = sorted(self._g.state.seats[
            (self.seat + 1) % len(data["seats"])].hand)
        return data

    monkeypatch.setattr(teahouse.TeaView, "to_dict", leaky)
    _tea_fails(monkeypatch, "view shows something it cannot see")


def test_the_harness_sees_every_page_given_the_current_player_s_options(monkeypatch: pytest.MonkeyPatch) -> None:
    state = tables.Table._state

    def leaky(self: Any, seat: int, lang: str, log_from: int) -> dict[str, Any]:
        page = state(self, seat, lang, log_from)
        decision = self.game.decision
        if decision is not None and not page["options"]:  # the mutant of issue 24: every seat gets them
            words = self.words(lang)
            page["options"] = [{"id": o.id, "label": words.render(o.label), "component": None} for o in decision.options]
        return page

    monkeypatch.setattr(tables.Table, "_state", leaky)
    _tea_fails(monkeypatch, "page shows something it cannot see|current player's options")


def test_the_harness_sees_a_line_for_two_made_public(monkeypatch: pytest.MonkeyPatch) -> None:
    log = teahouse.Engine.log

    def public(self: Any, key: str, **args: Any) -> None:
        args.pop(AUDIENCE, None)
        log(self, key, **args)

    monkeypatch.setattr(teahouse.Engine, "log", public)
    _tea_fails(monkeypatch, "reads a secret")


def test_a_seat_s_link_never_opens_the_save_that_holds_every_hand() -> None:
    """A save holds the seed, so every hidden card: the studio gives it to its host only (test_web_server.py
    asks it of Speakeasy; the same route serves every game)."""
    from .studio import serving

    with serving(TEA, TEA.schema.shipped) as running, running.client() as c:  # type: ignore[arg-type]
        game = c.post("/api/games", json={"players": 5, "seats": ["human"] * 5, "seed": 1}).json()
        key = game["links"]["2"].split("token=")[1]
        with running.client(token=key) as seat:
            assert seat.get(f"/api/play/{game['table']}/save").status_code == 403
            assert seat.get(f"/api/play/{game['table']}/state").status_code == 200
        assert c.get(f"/api/play/{game['table']}/save").status_code == 200


def test_cases_cover_every_installed_game() -> None:
    assert {c[0].name for c in CASES} >= {load_game(n).name for n in available()} | {TEA.name, TINY.name}
    assert dataclasses.is_dataclass(Checked)



# every card-taking helper and city tile of the shipped rules looks at a deck instead (D-300): a whole game in
# which the looks happen, on top of the house-decks variant
LOOKS = """variant: {name: looks-everywhere, description: "every card taken is looked for", reconstructed: test}
change:
""" + "".join(f'  {kind}_take_card_{deck}.effect: "look {n} card {look} keep={k}{how}"\n'
              for kind in ("helper", "city_tile") for deck, look, n, k, how in
              (("vip", "vip", 3, 1, ""), ("party", "party", 4, 1, " ordered"), ("still", "still", 2, 0, ""),
               ("fleet", "fleet", 5, 5, ""), ("any", "vip", 5, 2, " ordered")))


def test_a_deck_looked_at_is_seen_by_the_looker_alone(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cards under a deck's top are named to the looker alone: every other seat's view, page, board and log
    stay the same when they are drawn again, and no line another seat reads names them (tests/hidden.py)."""
    game_def = load_game("speakeasy")
    variant = tmp_path / "looks.yaml"
    variant.write_text(LOOKS, encoding="utf-8")
    rules = game_def.load_rules(variants=["house-decks", str(variant)])
    asked: set[str] = set()
    apply = Game.apply

    def answer(self: Game[Any], option: Any) -> None:
        asked.add(str(self.decision.kind) if self.decision is not None else "")
        apply(self, option)

    monkeypatch.setattr(hidden.Game, "apply", answer)
    done = check_game(game_def, rules, 3, 7, ["consigliere", "random", "greedy"], board_every=25)
    looks = [a for k, a in done.game.log if k == "look_deck"]
    seen = [a for k, a in done.game.log if k == "look_seen"]
    assert looks and len(seen) == len(looks) and any(a["looked"] > 1 for a in looks), "no deck was looked at"
    assert "look_order" in asked and "look_keep" in asked, "no card was chosen, or no order"
    assert all(a["audience"] == (a["seat"],) for a in seen) and done.private > len(seen)


def test_a_helper_seen_used_is_no_secret_while_its_copy_lies_face_down() -> None:
    """Helpers come in copies: once "Gain $5" was used in the open, a line naming it tells nothing of the other
    "Gain $5" still in the helper deck (a whole 4-player game, seed 2, found the harness calling it a secret)."""
    from interpreter.games.speakeasy.secrets import secrets
    speakeasy = load_game("speakeasy")
    game = Game.new(speakeasy, speakeasy.load_rules(), 4, 2)
    s = game.state
    laid = s.helper_deck + s.helper_display
    twice = next(h for h in laid if laid.count(h) > 1)  # a helper of which the game holds two copies
    if twice in s.helper_display:
        s.helper_display.remove(twice)
    else:
        s.helper_deck.remove(twice)
    s.players[0].used_helpers.append(twice)  # one copy used, the other face down in the deck
    assert twice in s.helper_deck
    assert twice in secrets(game, 1)  # used, but no line has said so: still nobody else's to know
    game.log.append(("use_helper", {"seat": 0, "helper": twice}))
    assert twice not in secrets(game, 1)


def _counters_everywhere(game_def: Any) -> str:
    """A variant in which every business card keeps a coin a round on its board and every helper counts its uses
    (issue 27 item 7): cards covered go back under their deck with their coins, helpers used lie face down in the
    safe with theirs — counters on hidden components."""
    from interpreter.language import ast as A
    from interpreter.language.unparse import unparse

    rules = game_def.load_rules()
    lines = []
    for card in rules.lists["business_cards"]:
        kept = f"{unparse(card.passive)}; " if card.passive is not None else ""
        lines.append(f'  {card.id}.passive: "{kept}when round_end: add 1 coin to this"\n')
    for helper in rules.lists["helpers"]:
        if any(isinstance(n, A.Call) and n.verb == "copy" for n in A.walk(helper.effect)):
            continue  # a helper that copies is `copy helper` alone (the checker refuses more)
        lines.append(f'  {helper.id}.effect: "add 1 use to this; ({unparse(helper.effect)})"\n')
    words = "".join(f"  {lang}:\n    counter-coin: coin\n    counter-use: use\n" for lang in ("en", "zh-Hans", "zh-Hant"))
    return ('variant: {name: counters-everywhere, description: "counters on every card and helper", reconstructed: test}\n'
            "change:\n" + "".join(lines) + "messages:\n" + words)


def test_a_counter_on_a_hidden_component_is_hidden_with_it(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every seat's view, page and board are the same in the real game and in a copy with what it cannot see drawn
    again, while cards and helpers carrying counters go out of its sight (tests/hidden.py): a counter is shown with
    its component and hidden with it."""
    game_def = load_game("speakeasy")
    variant = tmp_path / "counters.yaml"
    variant.write_text(_counters_everywhere(game_def), encoding="utf-8")
    rules = game_def.load_rules(variants=[str(variant)])
    done = check_game(game_def, rules, 3, 7, ["greedy", "random", "consigliere"], board_every=25)
    g = done.game
    assert done.differed > 0 and g.state.counters, "no counter was kept"
    used = {h for p in g.state.players for h in p.used_helpers}
    decks = {c for deck in g.state.decks.values() for c in deck[:-1]}
    hidden_counted = {c for c, _, _ in g.state.counters if c in used or c in decks}
    assert hidden_counted, "no counter lay on a hidden component: the test would see no leak"
    for seat in range(3):  # and in the end, in each view, none of the hidden ones another seat holds
        shown = g.view(seat).to_dict().get("counters", {})
        theirs = {h for p in g.state.players if p.seat != seat for h in p.used_helpers} | decks
        assert not set(shown) & theirs
