"""How a finished game came out, as every tool reports it: the game's own outcome metrics beside the core's,
the seats in the order a result lists them, and the words a game gives its score, its unit and its places.

* A **metric** is a number of a finished game (``Metric.of(game)``): a rate when it is 0 or 1 per game
  (did the informants win?), else a mean (how many rounds the police needed). A game declares its own
  (``GamePackage.metrics``), with their words in its locale (``metric-KEY``, three languages);
  `simulate` reports them, `compare` tests them with the rest (Holm-corrected), and a command line
  (`compare --primary KEY`) or a variant (`primary: KEY` in its header) may name one as the primary.
* The core always reports two rates of its own, whatever the game: games that ended with **no winner**
  (everyone loses) and games whose win was **shared** (a tie, or a team).
* **Standings** list the winners first, then everyone else by score: in a game where the top score
  does not win (a traitor's team), the page and the terminal still open with who won.
* A game's **words** for its outcome are messages of its locale, over the core's defaults
  (``interpreter/text/locales/*/ui.ftl``, which a game overrides on purpose — docs/architecture.md):
  ``game-score`` (what its score is called), ``game-points`` (a score as written: "$7", "7 points")
  and ``game-places`` (what its seats' ``SeatFacts.places`` count: "capos", "workers"); a role's name
  is ``seat-role-ROLE``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..text.locale import Locale, locale

if TYPE_CHECKING:
    from ..machine.game import Game
    from .package import GamePackage

NO_WINNER = "no_winner"
SHARED_WIN = "shared_win"


@dataclass(frozen=True)
class Metric:
    """An outcome a game measures: ``key`` (its words are the message ``metric-KEY``), ``of(game)`` its value
    in a finished game, ``rate``: 0 or 1 per game, shown as a share of games (a percentage)."""

    key: str
    of: Callable[[Game[Any]], float]
    rate: bool = False


def _no_winner(game: Game[Any]) -> float:
    return 1.0 if not game.winners() else 0.0


def _shared(game: Game[Any]) -> float:
    return 1.0 if len(game.winners()) > 1 else 0.0


# the core's, reported for every game (their words are the core's messages metric-no_winner, metric-shared_win)
CORE_METRICS = (Metric(NO_WINNER, _no_winner, rate=True), Metric(SHARED_WIN, _shared, rate=True))


def metrics_of(game: GamePackage[Any]) -> tuple[Metric, ...]:
    """Every outcome metric of a game: the core's, then its own (a game's key may not be one of the core's)."""
    return (*CORE_METRICS, *game.metrics)


def measure(game_def: GamePackage[Any], game: Game[Any]) -> dict[str, float]:
    """Every metric's value for one finished game."""
    return {m.key: float(m.of(game)) for m in metrics_of(game_def)}


def standings(scores: Sequence[int], winners: Sequence[int]) -> list[int]:
    """The seats as a result lists them: the winners first, then by score (highest first), then by seat."""
    won = set(winners)
    return sorted(range(len(scores)), key=lambda seat: (seat not in won, -scores[seat], seat))


class OutcomeWords:
    """A game's words for its outcome in one language (its locale over the core's)."""

    def __init__(self, game: GamePackage[Any], lang: str = "en", locales: Path | None = None) -> None:
        self.loc: Locale = locale(locales or game.text.locales, lang)

    @property
    def score(self) -> str:
        """What the game's score is called ("score")."""
        return self.loc.format("game-score")

    def points(self, amount: float) -> str:
        """A score as the game writes it: "$7", "7 points"."""
        shown: Any = int(amount) if float(amount).is_integer() else round(amount, 1)
        return self.loc.format("game-points", {"score": shown})

    @property
    def places(self) -> str:
        """What a seat's places count ("capos", "workers")."""
        return self.loc.format("game-places")

    def metric(self, key: str) -> str:
        """A metric's label; the key itself when the locale has no words for it."""
        return self.loc.format(f"metric-{key}") if self.loc.has(f"metric-{key}") else key.replace("_", " ")

    def role(self, role: str) -> str:
        """A role's name (``seat-role-ROLE``): "informant"; the role itself when the locale has no words for it."""
        return self.loc.format(f"seat-role-{role}") if self.loc.has(f"seat-role-{role}") else role

    def player(self, seat: int) -> str:
        return self.loc.format("player", {"number": seat + 1})
