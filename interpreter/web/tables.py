"""Games in progress in the studio: seats for people and bots, what each seat is shown, saves.

A seat is shown only what its own view holds (``Game.view(seat)``): the game's board drawing
(``GamePackage.board``) is given that view and nothing else, the options are the view's decision,
and the log is rendered in the seat's language on the server, so the raw arguments of a log
entry never reach a page. A person's seat has a key of its own; the page of a seat asks with it,
so one player's link never shows another player's hand.
"""

from __future__ import annotations

import re
import secrets
import tempfile
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

from ..harness.bots import Bot
from ..harness.outcomes import OutcomeWords, standings
from ..harness.package import GamePackage
from ..harness.saves import read_save, replay, save_game
from ..machine.game import Game
from ..machine.values import seen_by
from ..text.messages import Messages
from .words import Refusal

HUMAN = "human"
MAX_TABLES = 32  # games kept at once; the oldest goes first
_COMPONENT = re.compile(r'data-component="([A-Za-z0-9_\-]+)"')


class TableError(Refusal):
    """A move or a request the table refuses, with the reason in the player's words."""


class Table:
    """One game: its seats (a person's key, or a bot), its version (moved by every decision)."""

    def __init__(self, game_def: GamePackage[Any], rules: Any, seats: list[str], game: Game[Any]) -> None:
        self.id = secrets.token_hex(6)
        self.game_def = game_def
        self.rules = rules
        self.game = game
        self.seats = seats
        makers = game_def.bot_makers()
        self.bots: dict[int, Bot] = {i: makers[who](game.seed * 31 + i) for i, who in enumerate(seats) if who != HUMAN}
        self.keys: dict[str, int] = {secrets.token_urlsafe(18): i for i, who in enumerate(seats) if who == HUMAN}
        self.version = 0
        self.lock = threading.Lock()
        self._words: dict[str, Messages] = {}
        self._sections = {c.id: s for s in game_def.text.kinds for c in rules.lists.get(s, ())}
        self.advance()

    def key_of(self, seat: int) -> str:
        return next(k for k, s in self.keys.items() if s == seat)

    def words(self, lang: str) -> Messages:
        if lang not in self._words:
            self._words[lang] = Messages(self.game_def.text, self.rules, lang)
        return self._words[lang]

    # ------------------------------------------------------------ moves
    def advance(self) -> None:
        """Let the bots play until a person is to decide or the game is over."""
        game = self.game
        while not game.is_over:
            seat = game.current_player
            if seat is None or seat not in self.bots or game.decision is None:
                break
            game.apply(self.bots[seat](game.view(seat), game.decision))
            self.version += 1

    def choose(self, seat: int, option: str, version: int | None) -> None:
        with self.lock:
            game = self.game
            if game.is_over:
                raise TableError("web-refused-game-over")
            if game.current_player != seat:
                raise TableError("web-refused-not-your-turn")
            if version is not None and version != self.version:
                raise TableError("web-refused-moved-on")
            decision = game.decision
            if decision is None or decision.option(option) is None:
                raise TableError("web-refused-not-an-option")
            game.apply(option)
            self.version += 1
            self.advance()

    # ------------------------------------------------------------ what a seat sees
    def state(self, seat: int, lang: str, log_from: int = 0) -> dict[str, Any]:
        with self.lock:
            return self._state(seat, lang, max(0, log_from))

    def _state(self, seat: int, lang: str, log_from: int) -> dict[str, Any]:
        game, words = self.game, self.words(lang)
        view = game.view(seat)  # everything below comes from this seat's view, the log's words and the rules
        data = view.to_dict()
        decision = view.decision
        options = []
        if decision is not None:
            for o in decision.options:
                comp = next((p for p in o.id.split(":") if p in self._sections), None)
                options.append({"id": o.id, "label": words.render(o.label), "component": comp})
        panels: list[dict[str, Any]] | None = None
        raw: dict[str, Any] | None = data
        if self.game_def.board is not None:
            panels = [{"key": p.key, "title": p.title, "svg": p.svg, "wide": p.wide}
                      for p in self.game_def.board(data, self.rules, words)]
            raw = None  # drawn: the page needs no raw view
        shown = set(_COMPONENT.findall("".join(str(p["svg"]) for p in panels or [])))
        shown |= {str(o["component"]) for o in options if o["component"]}
        log = game.log
        over = game.is_over
        scores = game.scores if over else None
        winners = game.winners() if over else []
        points = OutcomeWords(self.game_def, lang).points
        return {
            "game": self.game_def.name, "table": self.id, "version": self.version, "seat": seat,
            "players": game.players, "names": [words.player(i) for i in range(game.players)], "seats": self.seats,
            "current": game.current_player, "over": over,
            "scores": scores, "winners": winners,
            # the result in the game's words, winners first (the top score need not win)
            "points": [points(x) for x in scores] if scores is not None else None,
            "order": standings(scores, winners) if scores is not None else None,
            "prompt": words.render(decision.prompt) if decision is not None else None, "options": options,
            "panels": panels, "view": raw,
            "texts": {cid: self.text(cid, words) for cid in sorted(shown)},
            # the lines this seat may read (a line for other seats only is left out; `from`/`total` count every line)
            "log": {"from": log_from, "total": len(log),
                    "lines": [{"text": words.log(key, args), "seat": args.get("seat") if isinstance(args.get("seat"), int)
                               else None} for key, args in log[log_from:] if seen_by(args, seat)]},
        }

    def text(self, comp_id: str, words: Messages) -> dict[str, Any]:
        """A component's rule text for a tooltip (the rules are public)."""
        comp = self.rules.by_id.get(comp_id)
        section = self._sections.get(comp_id)
        if comp is None or section is None:
            return {"name": words.component(comp_id), "kind": "", "lines": []}
        t = words.writer.render(comp, section)
        return {"name": t.name, "kind": t.kind_label, "lines": list(t.lines)}

    # ------------------------------------------------------------ saves
    def save_text(self) -> str:
        """The game as a save file (the format of `speakeasy play`'s saves), written through the harness."""
        with self.lock, tempfile.TemporaryDirectory(prefix="speakeasy-save-") as tmp:
            path = Path(tmp) / "game.json"
            save_game(path, self.game)
            return path.read_text(encoding="utf-8")


class Tables:
    """The studio's games, by id and by seat key."""

    def __init__(self, game_def: GamePackage[Any], rules: Any) -> None:
        self.game_def = game_def
        self.rules = rules
        self.tables: OrderedDict[str, Table] = OrderedDict()
        self.lock = threading.Lock()

    def seats_of(self, players: int, seats: list[str]) -> list[str]:
        if players not in self.game_def.players:
            raise TableError("web-refused-players", players=", ".join(map(str, self.game_def.players)))
        known = [HUMAN, *self.game_def.bot_makers()]
        if len(seats) != players or any(s not in known for s in seats):
            raise TableError("web-refused-seats", kinds=", ".join(known))
        if HUMAN not in seats:
            raise TableError("web-refused-no-person")
        return seats

    def new(self, players: int, seats: list[str], seed: int) -> Table:
        seats = self.seats_of(players, seats)
        return self._add(Table(self.game_def, self.rules, seats, Game.new(self.game_def, self.rules, players, seed)))

    def load(self, text: str, seats: list[str] | None) -> Table:
        """A game from a save file's text: replayed (and so checked) against the studio's rules."""
        with tempfile.TemporaryDirectory(prefix="speakeasy-load-") as tmp:
            path = Path(tmp) / "save.json"
            path.write_text(text, encoding="utf-8")
            save = read_save(path)
            if list(save.variants) != list(self.rules.variants):
                raise TableError("web-refused-save-variants", saved=", ".join(save.variants) or "—",
                                 studio=", ".join(self.rules.variants) or "—")
            game = replay(self.game_def, self.rules, save, "the save")
        default = [HUMAN] + [next(iter(self.game_def.bots), "random")] * (game.players - 1)
        return self._add(Table(self.game_def, self.rules, self.seats_of(game.players, seats or default), game))

    def _add(self, table: Table) -> Table:
        with self.lock:
            self.tables[table.id] = table
            while len(self.tables) > MAX_TABLES:
                self.tables.popitem(last=False)
        return table

    def get(self, table_id: str) -> Table | None:
        with self.lock:
            return self.tables.get(table_id)

    def by_key(self, key: str) -> tuple[Table, int] | None:
        with self.lock:
            for table in self.tables.values():
                if key in table.keys:
                    return table, table.keys[key]
        return None

    def listing(self) -> list[dict[str, Any]]:
        with self.lock:
            return [{"id": t.id, "players": t.game.players, "seats": t.seats, "over": t.game.is_over,
                     "keys": {str(s): k for k, s in t.keys.items()}} for t in reversed(self.tables.values())]

