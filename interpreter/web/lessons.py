"""The studio's "Learn to play": a lesson (docs/lessons.md) played at a table of the studio.

Which narration is next is the harness's ``Narrator`` (harness/lessons.py), the same one `speakeasy learn`
asks at the terminal; this module only keeps, for one table, where the lesson is and what its narrator
said last, and hands that to the lesson's seat in its language (the narration is the player's: no other
seat is sent it). The lesson's position lives in the studio's memory (``Tables.lessons``), beside the
game that the store keeps: after the studio restarts, a lesson's game plays on as a normal game.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..harness.lessons import Narrator, Said, lesson_files, lesson_variants
from ..harness.scenarios_format import Scenario, load
from ..machine.game import Game
from ..machine.values import Msg, seen_by
from ..text.messages import Messages
from .tables import HUMAN, Table, Tables

MAX_SHOWN = 4  # narration lines a lesson's panel holds at once


def shipped_lesson(rules_dir: Path, shipped: Path | None) -> Path | None:
    """The first lesson of the studio's rules folder, else of the game's shipped rules; None when neither has one."""
    for folder in (rules_dir, shipped):
        found = lesson_files(folder) if folder is not None else []
        if found:
            return found[0]
    return None


def start_lesson(tables: Tables, path: Path) -> Table:
    """A new table playing the lesson: its variants, players, seed and seats; the lesson's seat is its person."""
    sc: Scenario = load(path).scenario
    variants = lesson_variants(path, sc)
    key = "\n".join(variants)
    rules = tables.lesson_rules.get(key)
    if rules is None:  # read once: every lesson after plays on the same rules
        rules = tables.lesson_rules[key] = tables.game_def.load_rules(tables.rules_dir, variants)
    seats = tables.seats_of(sc.players, list(sc.seats or [HUMAN] + [next(iter(tables.game_def.bots), "random")] *
                                             (sc.players - 1)))
    table = tables.add(Table(tables.game_def, rules, seats, Game.new(tables.game_def, rules, sc.players, sc.seed)))
    track = Track(Narrator.of(sc), seats.index(HUMAN))
    with table.lock:
        track.start(table.game)
        table.lesson = track
    tables.remember_lesson(table.id, track)
    return table


@dataclass
class Track:
    """One table's lesson: the seat it teaches, where it stands, what its narrator said last."""

    narrator: Narrator
    seat: int
    at: int = 0
    said: tuple[str, ...] = ()
    heard_at: int = 0  # the log lines the narrator has been told of

    def heard(self, game: Any) -> list[str]:
        """The keys of the log lines the lesson's seat may read, written since the narrator was last asked."""
        keys = [key for key, args in game.log[self.heard_at:] if seen_by(args, self.seat)]
        self.heard_at = len(game.log)
        return keys

    def start(self, game: Any) -> None:
        """The lesson begins (the bots before the player have moved): its intro, and what leads to the first decision."""
        self._say(self.narrator.start() + self._now(game))

    def answered(self, kind: str, game: Any) -> None:
        """The lesson's seat answered a decision of ``kind``, and the bots have moved since: the step's after, then
        what leads to the seat's next decision (or the outro, at the game's end)."""
        after = self.narrator.after(self.at, kind, self.heard(game))
        self.at = after.at
        self._say(after.keys + self._now(game), fresh=after.here)

    def _now(self, game: Any) -> tuple[str, ...]:
        said: Said | None = None
        if game.is_over:
            said = self.narrator.finish(self.at, self.heard(game))
        elif game.current_player == self.seat and game.decision is not None:
            said = self.narrator.before(self.at, str(game.decision.kind), self.heard(game))
        if said is None:
            return ()
        self.at = said.at
        return said.keys

    def _say(self, keys: tuple[str, ...], fresh: bool = False) -> None:
        """The panel keeps what was said since the player last answered a step's decision (a list of locations said
        a turn early is still there when the question it explains comes), the latest MAX_SHOWN lines."""
        kept = () if fresh else self.said
        self.said = tuple(dict.fromkeys(kept + keys))[-MAX_SHOWN:]

    def shown(self, words: Messages) -> dict[str, Any]:
        steps = len(self.narrator.steps)
        afters = {step.after for step in self.narrator.steps}  # the lines on the choice just made, shown apart
        return {"lines": [words.render(Msg(key, {})) for key in self.said],
                "after": [key in afters for key in self.said],
                "step": min(self.at, steps), "steps": steps, "over": self.narrator.over(self.at)}
