"""Games in progress in the studio: seats for people and bots, what each seat is shown, saves.

A seat is shown only what its own view holds (``Game.view(seat)``): the game's board drawing
(``GamePackage.board``) is given that view and nothing else, the options are the view's decision,
and the log is rendered in the seat's language on the server, so the raw arguments of a log
entry never reach a page. A person's seat has a key of its own; the page of a seat asks with it,
so one player's link never shows another player's hand.

Every game is kept in the studio's database (store.py) from its first move, each decision written
before its answer goes back: a restart, a crash or a thousand other games lose none of them. The
tables in memory are a cache of the ones played lately; any other is replayed from the database
when its link is opened, on the rules it was played with.
"""

from __future__ import annotations

import json
import logging
import re
import secrets
import sqlite3
import tempfile
import threading
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..errors import InterpreterError
from ..harness.bots import Bot
from ..harness.hints import Hint, hinter
from ..harness.outcomes import OutcomeWords, standings
from ..harness.package import GamePackage
from ..harness.saves import read_save, replay, save_game
from ..machine.engine import RunawayRules
from ..machine.game import Game
from ..machine.values import msg, seen_by
from ..text.messages import Messages
from .narration import Track
from .store import MAX_DECISIONS, MAX_GAMES, Full, Store, Stored
from .words import Refusal

_log = logging.getLogger("speakeasy.studio")
HUMAN = "human"
MAX_LOADED = 32  # tables held in memory at once (the least recently played goes back to the database only)
MAX_RULE_SETS = 4  # rule sets of older games loaded besides the studio's own
# why a key opens no game any more: dropped to make room (finished, idle), or kept but not playable here
_GONE = {"finished": "web-gone-finished", "idle": "web-gone-idle", "rules": "web-gone-rules", "changed": "web-gone-changed"}
_COMPONENT = re.compile(r'data-component="([A-Za-z0-9_\-]+)"')


def in_page(state: dict[str, Any]) -> str:
    """A seat's state as JSON to put in its page's ``<script type="application/json">``: no ``<``, ``>`` or
    ``&`` that could end the script early (each written as its JSON escape)."""
    return json.dumps(state, ensure_ascii=False).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


class TableError(Refusal):
    """A move or a request the table refuses, with the reason in the player's words."""


class Table:
    """One game: its seats (a person's key, or a bot), its version (moved by every decision)."""

    def __init__(self, game_def: GamePackage[Any], rules: Any, seats: list[str], game: Game[Any],
                 table_id: str | None = None, keys: dict[str, int] | None = None) -> None:
        self.id = table_id or secrets.token_hex(6)
        self.game_def = game_def
        self.rules = rules
        self.game = game
        self.seats = seats
        makers = game_def.bot_makers()
        self.bots: dict[int, Bot] = {i: makers[who](game.seed * 31 + i) for i, who in enumerate(seats) if who != HUMAN}
        self.keys: dict[str, int] = keys if keys is not None else {
            secrets.token_urlsafe(18): i for i, who in enumerate(seats) if who == HUMAN}
        self.lock = threading.Lock()
        self.store: Store | None = None  # where each move is kept (set by Tables)
        self.kept = 0  # decisions already in the store
        self.stale = False  # another copy of this table moved first: this one is to be read again
        self._words: dict[str, Messages] = {}
        self._sections = {c.id: s for s in game_def.text.kinds for c in rules.lists.get(s, ())}
        self.lesson: Track | None = None  # a lesson's narration (web/narration.py), said to its seat only
        # hints (issue 29 item 1): before a person's decision, what the game's first bot would choose and why, asked
        # on that seat's view only (harness/hints.py, as `play --hints`); None: a game without hints
        self.hint: Callable[[Any, Any], Hint] | None = None
        self._hinted: tuple[int, Hint] | None = None  # the hint of a version: asked once (the bot breaks ties at random)
        self.langs: dict[int, str] = {}  # the language chosen for a seat when the game was started (kept in the store)
        self.advance()

    def with_hints(self) -> Table:
        self.hint = hinter(self.game_def, self.game.seed * 31 + 97)
        return self

    @property
    def version(self) -> int:
        """Moved by every decision, and the same after a restart: the number of decisions taken."""
        return len(self.game.decisions)

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
        while not game.is_over and len(game.decisions) < MAX_DECISIONS:
            seat = game.current_player
            if seat is None or seat not in self.bots or game.decision is None:
                break
            game.apply(self.bots[seat](game.view(seat), game.decision))

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
            if len(game.decisions) >= MAX_DECISIONS:
                raise TableError("web-refused-too-many-decisions", limit=MAX_DECISIONS)
            before = game.clone()
            try:
                game.apply(option)
                self.advance()
            except RunawayRules as err:  # rules that loop: the move is undone, the game kept as it was before it
                self.game = before
                raise TableError("web-refused-rules-loop", components=", ".join(err.chain) or "-") from None
            if self.lesson is not None and seat == self.lesson.seat:
                self.lesson.answered(str(decision.kind), game)
            self.keep()

    def keep(self) -> None:
        """Write the decisions not yet kept to the store (the caller holds the lock, or the table is new). A
        store that cannot be written is tried again after the next move: the game plays on meanwhile."""
        if self.store is None or self.kept == len(self.game.decisions):
            return
        try:
            self.kept = self.store.record(self.id, self.game.decisions, self.kept, self.game.is_over,
                                          self.game.state_hash(), self.lesson.place() if self.lesson is not None else None)
        except sqlite3.IntegrityError:  # a second copy of this table (read again meanwhile) kept its move first
            self.stale = True
            raise TableError("web-refused-moved-on") from None
        except (sqlite3.Error, OSError) as err:  # a full disk: said on the console, and the game plays on
            _log.warning("the studio could not keep a move of game %s in %s: %s", self.id, self.store.path, err)

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
                options.append({"id": o.id, "label": words.option(o.label), "component": comp})
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
            # the score sheet by part and where the money came from, every safe revealed (the game is over)
            "sheet": screens.sheet(game, words) if over and (screens := self.game_def.screens) is not None
            and screens.sheet is not None else None,
            "prompt": words.render(decision.prompt) if decision is not None else None, "options": options,
            # a lesson's narration, to the seat it teaches only (its words in this seat's language)
            "lesson": self.lesson.shown(words) if self.lesson is not None and self.lesson.seat == seat else None,
            "hint": self._hint(view, seat, words),
            # the options this seat's own question does not offer, with why (the game's, from what the seat may know)
            "not_offered": [{"label": words.render(label), "why": words.render(why)} for label, why in
                            screens.not_offered(game, seat)] if decision is not None and game.current_player == seat
            and (screens := self.game_def.screens) is not None and screens.not_offered is not None else [],
            "panels": panels, "view": raw,
            "texts": {cid: self.text(cid, words) for cid in sorted(shown)},
            # the lines this seat may read (a line for other seats only is left out; `from`/`total` count every line)
            "log": {"from": log_from, "total": len(log),
                    "lines": [{"text": words.log(key, args), "seat": args.get("seat") if isinstance(args.get("seat"), int)
                               else None} for key, args in log[log_from:] if seen_by(args, seat)]},
        }

    def _hint(self, view: Any, seat: int, words: Messages) -> dict[str, Any] | None:
        """This seat's hint for its own pending decision, from its view alone: the option and why, in its words."""
        decision = view.decision
        if self.hint is None or decision is None or self.game.current_player != seat or seat in self.bots:
            return None
        if self._hinted is None or self._hinted[0] != self.version:  # every poll of one decision reads the same hint
            self._hinted = (self.version, self.hint(view, decision))
        found = self._hinted[1]
        option = decision.options[found.number - 1]
        bot = words.render(msg(f"bot-{found.bot}")) if words.r.loc.has(f"bot-{found.bot}") else found.bot
        why = words.render(found.why) if found.why is not None else ""
        return {"option": option.id, "text": words.render(msg("web-hint-why" if why else "web-hint", bot=bot,
                                                              option=words.option(option.label), why=why))}

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


class Unplayable(Exception):
    """A kept game this program cannot bring back: ``why`` is "rules" (its rules no longer load) or
    "changed" (its replay does not end where the game stood: the program plays differently now)."""

    def __init__(self, why: str, detail: str) -> None:
        super().__init__(detail)
        self.why = why


class Tables:
    """The studio's games, by id and by seat key: kept in the store, the ones played lately in memory."""

    def __init__(self, game_def: GamePackage[Any], rules: Any, store: Store, rules_dir: Path) -> None:
        self.game_def = game_def
        self.rules = rules  # what new games are played with (the studio's rules; reload() changes them)
        self.store = store
        self.rules_dir = rules_dir
        self.tables: OrderedDict[str, Table] = OrderedDict()  # in memory, the least recently used first
        self.rule_sets: OrderedDict[str, Any] = OrderedDict()  # older games' rules, by fingerprint
        self.unplayable: dict[str, str] = {}  # game id -> why it cannot be brought back
        self.lock = threading.Lock()
        self.lesson_rules: dict[str, Any] = {}  # the rules lessons are played with, by their variants

    def seats_of(self, players: int, seats: list[str]) -> list[str]:
        if players not in self.game_def.players:
            raise TableError("web-refused-players", players=", ".join(map(str, self.game_def.players)))
        known = [HUMAN, *self.game_def.bot_makers()]
        if len(seats) != players or any(s not in known for s in seats):
            raise TableError("web-refused-seats", kinds=", ".join(known))
        if HUMAN not in seats:
            raise TableError("web-refused-no-person")
        return seats

    def new(self, players: int, seats: list[str], seed: int, hints: bool = False,
            langs: dict[int, str] | None = None) -> Table:
        """A new game; ``langs``: the language chosen for a seat, which its link opens in (D-341)."""
        seats = self.seats_of(players, seats)
        table = Table(self.game_def, self.rules, seats, Game.new(self.game_def, self.rules, players, seed))
        table.langs = {seat: lang for seat, lang in (langs or {}).items() if seats[seat] == HUMAN}
        return self.add(table.with_hints() if hints else table)

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
        return self.add(Table(self.game_def, self.rules, self.seats_of(game.players, seats or default), game))

    def add(self, table: Table) -> Table:
        """Keep a new table: in the store first (refused when it is full of games in progress), then in memory. Its
        hints switch and its lesson's place are kept with it: a restart brings them back (D-340)."""
        rules = table.rules
        try:
            self.store.add(table.id, self.game_def.name, rules.fingerprint, list(rules.variants), table.game.players,
                           table.game.seed, table.seats, table.keys, rules_texts(rules, self.rules_dir),
                           table.hint is not None, table.lesson.place() if table.lesson is not None else None,
                           table.langs)
        except Full:
            raise TableError("web-refused-full", games=MAX_GAMES) from None
        table.store = self.store
        table.keep()
        with self.lock:
            self._remember(table)
        return table

    def _remember(self, table: Table) -> None:
        self.tables[table.id] = table
        self.tables.move_to_end(table.id)
        while len(self.tables) > MAX_LOADED:  # it stays in the store: opening its link reads it again
            self.tables.popitem(last=False)

    def get(self, table_id: str) -> Table | None:
        """A table by id: from memory, or brought back from the store (None if it is not kept, or cannot be)."""
        with self.lock:
            table = self.tables.get(table_id)
            if table is not None and not table.stale:
                self.tables.move_to_end(table_id)
                return table
            if table_id in self.unplayable:
                return None
            stored = self.store.load(table_id)
            if stored is None or stored.game != self.game_def.name:
                return None
            try:
                table = self._bring_back(stored)
            except Unplayable as err:
                _log.warning("the studio cannot bring back game %s: %s", table_id, err)
                self.unplayable[table_id] = err.why
                return None
            self._remember(table)
            return table

    def by_key(self, key: str) -> tuple[Table, int] | None:
        found = self.store.game_of(key)
        table = self.get(found[0]) if found is not None else None
        return (table, found[1]) if table is not None and found is not None else None

    def dropped(self, key: str) -> Refusal | None:
        """What became of the game a key opened, when it was dropped to make room (finished, or idle for a week)."""
        gone = self.store.gone(key)
        return TableError(_GONE[gone.why]) if gone is not None else None

    def unopenable(self, key: str) -> Refusal | None:
        """Why a key of a kept game opens nothing: its game cannot be brought back by this program."""
        found = self.store.game_of(key)
        if found is not None and self.get(found[0]) is None and found[0] in self.unplayable:
            return TableError(_GONE[self.unplayable[found[0]]])
        return None

    def listing(self) -> list[dict[str, Any]]:
        return self.store.listing(self.game_def.name)

    # ------------------------------------------------------------ bringing a game back
    def _bring_back(self, stored: Stored) -> Table:
        rules = self._rules(stored.rules)
        try:
            game = Game.new(self.game_def, rules, stored.players, stored.seed)
            for option in stored.moves:
                game.apply(option)
        except Exception as err:  # an illegal decision, a setup that fails: the game cannot come back as it was
            raise Unplayable("changed", f"its replay stops: {err}") from None
        if stored.state_hash and game.state_hash() != stored.state_hash:
            raise Unplayable("changed", "its replay does not end where the game stood")
        table = Table(self.game_def, rules, stored.seats, game, stored.id, stored.keys)
        if stored.hints:
            table.with_hints()
        if stored.lesson is not None:  # its narration at the place it had reached
            try:
                table.lesson = Track.of(stored.lesson)
            except InterpreterError as err:  # (its text was checked when it started: a program that reads it otherwise)
                _log.warning("the studio brings back game %s without its lesson: %s", stored.id, err)
        table.store, table.kept = self.store, len(stored.moves)
        table.keep()  # a bot to move when the game was left (not so far: bots move before a move is kept)
        return table

    def _rules(self, fingerprint: str) -> Any:
        """The rules a kept game is played with: the studio's, or the ones kept with it, loaded again."""
        if fingerprint == self.rules.fingerprint:
            return self.rules
        if fingerprint in self.rule_sets:
            self.rule_sets.move_to_end(fingerprint)
            return self.rule_sets[fingerprint]
        texts = self.store.rules_files(fingerprint)
        if texts is None:
            raise Unplayable("rules", "its rules are not kept")
        with tempfile.TemporaryDirectory(prefix="speakeasy-kept-rules-") as tmp:
            folder = Path(tmp) / "rules"
            folder.mkdir()
            for name, text in texts["rules"].items():
                (folder / Path(name).name).write_text(text, encoding="utf-8")
            paths = []
            for i, (name, text) in enumerate(texts["variants"]):
                path = Path(tmp) / f"variant-{i}" / Path(name).name
                path.parent.mkdir()
                path.write_text(text, encoding="utf-8")
                paths.append(str(path))
            try:
                rules = self.game_def.load_rules(folder, paths)
            except InterpreterError as err:
                raise Unplayable("rules", f"its rules no longer check: {str(err).splitlines()[0]}") from None
        if rules.fingerprint != fingerprint:
            raise Unplayable("rules", "its rules read differently now")
        rules.variants = tuple(texts["names"])
        self.rule_sets[fingerprint] = rules
        while len(self.rule_sets) > MAX_RULE_SETS:
            self.rule_sets.popitem(last=False)
        return rules


def rules_texts(rules: Any, rules_dir: Path) -> dict[str, Any]:
    """The texts of the files a rule set was read from: the rules folder's, then each variant's in order
    (kept with a game, so that it can be played on after the files change)."""
    folder = rules_dir.resolve()
    files: dict[str, Any] = {"rules": {}, "variants": [], "names": list(rules.variants)}
    for src in rules.files.values():
        if src.path.resolve().parent == folder:
            files["rules"][src.path.name] = src.text
        else:
            files["variants"].append([src.path.name, src.text])
    return files
