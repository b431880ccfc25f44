"""The studio's "Learn to play": a lesson (docs/lessons.md) played at a table of the studio.

Which narration is next is the harness's ``Narrator`` (harness/lessons.py), the same one `speakeasy learn`
asks at the terminal; this module only keeps, for one table, where the lesson is and what its narrator
said last, and hands that to the lesson's seat in its language (the narration is the player's: no other
seat is sent it). The lesson's place (narration.py's ``Track``) is kept in the store with its game, written with each move:
after the studio restarts, the lesson's narration goes on where it was (D-340).
"""

from __future__ import annotations

from pathlib import Path

from ..harness.lessons import Narrator, lesson_files, lesson_variants
from ..harness.scenarios_format import Scenario, load
from ..machine.game import Game
from .narration import Track
from .tables import HUMAN, Table, Tables


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
    table = Table(tables.game_def, rules, seats, Game.new(tables.game_def, rules, sc.players, sc.seed))
    table.lesson = Track(Narrator.of(sc), seats.index(HUMAN), path.name, path.read_text(encoding="utf-8"))
    table.lesson.start(table.game)  # (the bots before the lesson's seat have moved: the table is not shared yet)
    return tables.add(table)  # kept with its lesson and place, in one transaction
