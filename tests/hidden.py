"""The hidden-information harness for any game: every seat's responses, at every decision of whole games.

What a seat may not see is the game's to say, two ways (``GamePackage``):

* ``copy_for`` (or its search's sample): the game as the seat could imagine it — everything it cannot
  see drawn again. Whatever the seat is sent must be *the same* in the real game and in such a copy:
  its view (``View.to_dict``), and the studio's page for it (prompt, options, log lines, scores, the
  components whose text it is given; the board is drawn from the view alone, and is compared too
  every ``board_every`` decisions). A difference is something the seat was shown and may not be.
* ``secrets``: the values the seat may not be told now (a card in another hand), each with a stand-in.
  Every log line the seat may read — in its view, the terminal and the studio — must word the same, in
  every language, with them swapped. A value the seat's own view shows is no secret, whatever the game
  says (a copy of a card may lie face up).

And whatever the game: a seat that is not deciding has no decision in its view and no prompt or options
on its page (the current player's options name their hand), and the lines for other seats (``AUDIENCE``)
are in none of its responses. ``check_game`` returns what it checked, so a test can say it checked
something: copies that differed from the real game, lines read, decisions seen.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any

from interpreter.harness.package import GamePackage
from interpreter.harness.simulate import seat_bots
from interpreter.machine.counters import strings
from interpreter.machine.game import Game
from interpreter.machine.values import Msg, seen_by
from interpreter.text.messages import Messages
from interpreter.web.tables import Table


@dataclass
class Checked:
    decisions: int = 0
    seats: int = 0  # seat-decisions whose responses were compared
    differed: int = 0  # copies whose hidden part differed from the real game (else nothing was tested)
    lines: int = 0  # log lines a seat reads, each checked in every language
    swapped: int = 0  # of which named a value that is a secret of the seat's (checked to word the same swapped)
    private: int = 0  # log lines for some seats only, read by one of them
    game: Any = None  # the game played, as it ended (a test reads what happened in it)


def _swap(value: Any, secret: dict[str, str]) -> Any:
    if isinstance(value, str):
        return secret.get(value, value)
    if isinstance(value, (list, tuple)):
        return type(value)(_swap(v, secret) for v in value)
    if isinstance(value, dict):
        return {k: _swap(v, secret) for k, v in value.items()}
    if isinstance(value, Msg):
        return Msg(value.key, _swap(value.args, secret))
    return value


def languages(game_def: GamePackage[Any]) -> list[str]:
    return sorted(p.name for p in game_def.text.locales.iterdir() if p.is_dir() and any(p.glob("*.ftl")))


def _page(table: Table, seat: int, lang: str, log_from: int) -> dict[str, Any]:
    page = table.state(seat, lang, log_from)
    page.pop("table")  # the table's own id
    return page


def check_game(game_def: GamePackage[Any], rules: Any, players: int, seed: int, bots: list[str],
               board_every: int = 1, out: Checked | None = None) -> Checked:
    """Play one whole game with ``bots`` and check every seat's responses at every decision (above)."""
    out = out or Checked()
    langs = languages(game_def)
    words = {lang: Messages(game_def.text, rules, lang) for lang in langs}
    plain = dataclasses.replace(game_def, board=None) if game_def.board is not None else game_def
    game = Game.new(game_def, rules, players, seed)
    seats = seat_bots(game_def, bots, seed)
    humans = ["human"] * players
    real, mirror = Table(plain, rules, humans, game), Table(plain, rules, humans, game)
    drawn_real, drawn_mirror = Table(game_def, rules, humans, game), Table(game_def, rules, humans, game)
    rng = random.Random(seed)
    read = [0] * players  # where each seat's log stood at its last check
    n = 0
    while True:
        out.decisions += 1
        current = game.current_player
        for seat in range(players):
            _check_seat(game_def, game, seat, current, rng, real, mirror, words, langs[n % len(langs)], read, out,
                        (drawn_real, drawn_mirror) if n % board_every == 0 else None)
        if game.is_over:
            out.game = game
            return out
        decision = game.decision
        assert decision is not None and current is not None
        game.apply(seats[current](game.view(current), decision))
        n += 1


def _redraw_hidden_counters(game: Game[Any], copy: Game[Any], shown: dict[str, Any]) -> None:
    """In the copy, another value for every counter on a component the state holds where the seat's view does not
    show it (another hand, a face-down pile: machine/counters.py), worked out here from the whole state afresh."""
    placed = strings({k: v for k, v in game.state.to_data().items() if k != "counters"})
    seen = strings({k: v for k, v in shown.items() if k != "counters"})
    copy.state.counters = tuple((c, n, v % 99 + 1 if c in placed and c not in seen else v)
                                for c, n, v in copy.state.counters)
    copy.changed()


def _check_seat(game_def: GamePackage[Any], game: Game[Any], seat: int, current: int | None, rng: random.Random,
                real: Table, mirror: Table, words: dict[str, Messages], lang: str, read: list[int], out: Checked,
                drawn: tuple[Table, Table] | None) -> None:
    out.seats += 1
    view = game.view(seat)
    shown = view.to_dict()
    copy = game_def.imagined(game, seat, random.Random(rng.getrandbits(64)))
    if getattr(game.state, "counters", ()):  # the counters on what it cannot see are drawn again: they must not show
        _redraw_hidden_counters(game, copy, shown)
    out.differed += copy.state_hash() != game.state_hash()
    assert copy.view(seat).to_dict() == shown, f"seat {seat + 1}'s view shows something it cannot see"
    if seat != current:
        assert view.decision is None, f"seat {seat + 1} is given seat {current}'s decision"
        assert "decision" not in shown, f"seat {seat + 1}'s view carries another seat's decision"
    mirror.game = copy
    since = read[seat]
    page = _page(real, seat, lang, since)
    assert page == _page(mirror, seat, lang, since), f"seat {seat + 1}'s page shows something it cannot see"
    if seat != current:
        assert page["options"] == [] and page["prompt"] is None, f"seat {seat + 1}'s page has the current player's options"
    if drawn is not None:
        drawn[1].game = copy
        assert _page(drawn[0], seat, lang, len(game.log)) == _page(drawn[1], seat, lang, len(game.log)), \
            f"seat {seat + 1}'s board shows something it cannot see"
    # the log: what the seat reads is its lines alone, and tells no secret
    log = game.log
    mine = [(k, a) for k, a in log[since:] if seen_by(a, seat)]
    assert [x["text"] for x in page["log"]["lines"]] == [words[lang].log(k, a) for k, a in mine]
    assert len(view.log) == sum(1 for _, a in log if seen_by(a, seat)) and all(seen_by(a, seat) for _, a in view.log)
    public = strings(shown)
    secret = {k: v for k, v in (game_def.secrets(game, seat) if game_def.secrets is not None else {}).items()
              if k not in public}
    for key, args in mine:
        out.lines += 1
        out.private += "audience" in args
        swapped = _swap(args, secret)
        if swapped == args:
            continue
        out.swapped += 1
        for lang_, said in words.items():
            assert said.log(key, args) == said.log(key, swapped), \
                f"seat {seat + 1} reads a secret in '{key}' ({lang_}): {said.log(key, args)!r}"
    read[seat] = len(log)
