"""A lesson's narration at one table of the studio: the seat it teaches, where it stands, what was said last.

Which narration is next is the harness's ``Narrator`` (harness/lessons.py); a ``Track`` only remembers its
answers for one table, and is kept in the store with the game (store.py ``Place``, written with each move), so
that after a restart the lesson comes back with the narration it was started with (its file's text is kept
with it, as a game's rules texts are) at the place it had reached (D-340).
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..harness.lessons import Narrator, Said
from ..harness.scenarios_format import load
from ..machine.values import Msg, seen_by
from ..text.messages import Messages
from .store import Place

MAX_SHOWN = 4  # narration lines a lesson's panel holds at once


@dataclass
class Track:
    """One table's lesson: the seat it teaches, where it stands, what its narrator said last."""

    narrator: Narrator
    seat: int
    name: str  # the lesson's file name
    source: str  # its file's text (kept with the game: it comes back with this narration)
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

    def place(self) -> Place:
        return Place(self.name, self.source, self.seat, self.at, self.said, self.heard_at)

    @classmethod
    def of(cls, place: Place) -> Track:
        """A lesson brought back from the store: its narrator read again from the text it was started with."""
        with tempfile.TemporaryDirectory(prefix="speakeasy-lesson-") as tmp:
            path = Path(tmp) / Path(place.name).name
            path.write_text(place.source, encoding="utf-8")
            narrator = Narrator.of(load(path).scenario)
        return cls(narrator, place.seat, place.name, place.source, place.at, place.said, place.heard_at)
