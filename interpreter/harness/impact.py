"""Per-component impact: the library behind `speakeasy impact`.

For every component the game lists (Speakeasy: business cards, helpers, city tiles, crates,
associates, objectives), over many games: how often a player took or used it, and the win rate and
mean score of the players who did against those who did not, each with a 95 % interval. Only the
games where the component was in play count (an objective not on display could not be used). The
table a designer reads to find a card that is too strong, or one nobody wants. In a game that deals
roles (``SeatFacts.role``: a secret informant, a merchant) each role's players are also weighed apart —
a card that wins games for informants may lose them for merchants — beside each role's own win rate.

What it cannot say: a difference is an association, not a cause. Players who are ahead take more
(a casino's bonus helper goes to whoever could afford the casino), and a strong component may
look weak if only players in trouble reach for it. The players of one game are not independent
either, so the intervals are a little narrow. Read a large difference as a question to look into
with `compare` (change the component in a variant and play paired games), not as a verdict.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .backend import Backend
from .compare import GameStat, play_stat
from .outcomes import OutcomeWords
from .package import GamePackage
from .pool import run_jobs
from .stats import Difference, Estimate, newcombe, wilson


@dataclass(frozen=True)
class ComponentImpact:
    id: str
    group: str
    name: str
    seats: int  # player-games with the component in play
    users: int  # of which took or used it
    use: Estimate  # the share that did (Wilson interval)
    win: Difference  # win rate: users - others (a tie shares the win), Newcombe's interval
    score: Difference  # final score: users - others

    def as_json(self) -> dict[str, Any]:
        return {"id": self.id, "group": self.group, "name": self.name, "seats": self.seats, "users": self.users,
                "use_rate": self.use.as_json(), "win_rate": self.win.as_json(), "score": self.score.as_json()}


@dataclass(frozen=True)
class RoleImpact:
    """One role's players: how many player-games, their win rate (a tie shares it) and score, and every
    component's impact among them alone."""

    role: str
    name: str  # in the report's language
    seats: int
    win: Estimate
    score: Estimate
    components: tuple[ComponentImpact, ...]

    def as_json(self) -> dict[str, Any]:
        return {"role": self.role, "name": self.name, "seats": self.seats, "win_rate": self.win.as_json(),
                "score": self.score.as_json(), "components": [c.as_json() for c in self.components]}


@dataclass(frozen=True)
class Impact:
    game: str
    players: int
    seeds: tuple[int, ...]
    bots: tuple[str, ...]
    variants: tuple[str, ...]
    fingerprint: str
    components: tuple[ComponentImpact, ...]
    lang: str = "en"
    roles: tuple[RoleImpact, ...] = ()  # by role, in a game that deals roles
    score: str = "score"  # what the game calls its score, in the report's language (game-score)

    def as_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "games": len(self.seeds),
                "seed": self.seeds[0] if self.seeds else None, "bots": list(self.bots), "variants": list(self.variants),
                "fingerprint": self.fingerprint, "alpha": 0.05,
                "note": "users vs non-users among the player-games where the component was in play; association, not cause",
                "components": [c.as_json() for c in self.components], "roles": [r.as_json() for r in self.roles]}

    def ranked(self, min_users: int = 10, components: Sequence[ComponentImpact] | None = None) -> list[ComponentImpact]:
        """Components used often enough to compare (and not by everyone), the largest win-rate lift first."""
        kept = [c for c in (self.components if components is None else components)
                if c.users >= min_users and c.seats - c.users >= min_users]
        return sorted(kept, key=lambda c: (-c.win.diff.mean, c.id))


def summarize(game: GamePackage[Any], rules: Any, stats: Sequence[GameStat], names: dict[str, str],
              role: str | None = None) -> list[ComponentImpact]:
    """Each component's use and the win rate and score of its users against the rest, from games with facts
    (``role``: among the players of that role alone)."""
    assert game.components is not None, f"{game.name} does not list its components"
    out = []
    for cid, group in game.components(rules):
        used_win: list[float] = []
        used_score: list[float] = []
        other_win: list[float] = []
        other_score: list[float] = []
        for g in stats:
            if g.facts is None or cid not in g.facts.available:
                continue
            for seat, facts in enumerate(g.facts.seats):
                if role is not None and facts.role != role:
                    continue
                win, score = (used_win, used_score) if cid in facts.used else (other_win, other_score)
                win.append(g.win(seat))
                score.append(float(g.scores[seat]))
        seats = len(used_win) + len(other_win)
        if not seats:
            continue
        lift = newcombe(sum(used_win), len(used_win), sum(other_win), len(other_win))
        out.append(ComponentImpact(cid, group, names.get(cid, cid), seats, len(used_win), wilson(len(used_win), seats),
                                   lift, Difference.of(used_score, other_score)))
    return out


def _stat(state: tuple[GamePackage[Any], Any, int, list[str]], seed: int) -> GameStat:
    game, rules, players, bots = state
    return play_stat(game, rules, players, seed, bots)


def impact(game: GamePackage[Any], rules_dir: Path | None, variants: Sequence[str], players: int, seeds: Sequence[int],
           bots: list[str], workers: int | None = None, progress: Callable[[int], None] | None = None,
           lang: str = "en", backend: Backend | None = None) -> Impact:
    """Play the seeds on the rules (with the variants) on the backend (else ``workers`` local processes), then
    weigh every component."""
    folder = Path(rules_dir or game.schema.shipped or ".")
    rules = game.load_rules(folder, list(variants))
    stats = run_jobs(_stat, (game, rules, players, bots), list(seeds), workers, progress, backend)
    return of_games(game, rules, stats, bots, variants, lang)


def of_games(game: GamePackage[Any], rules: Any, stats: Sequence[GameStat], bots: Sequence[str], variants: Sequence[str],
             lang: str = "en") -> Impact:
    """The impact table of games already played (one side of a `compare`, say) on these rules."""
    names = {t.id: t.name for t in game.text.texts(rules, lang)}
    words = OutcomeWords(game, lang)
    return Impact(game.name, len(stats[0].scores) if stats else 0, tuple(g.seed for g in stats), tuple(bots),
                  tuple(variants), rules.fingerprint, tuple(summarize(game, rules, stats, names)), lang,
                  tuple(_role(game, rules, stats, names, role, words.role(role)) for role in game.roles), words.score)


def _role(game: GamePackage[Any], rules: Any, stats: Sequence[GameStat], names: dict[str, str], role: str,
          name: str) -> RoleImpact:
    wins: list[float] = []
    scores: list[float] = []
    for g in stats:
        for seat, facts in enumerate(g.facts.seats if g.facts is not None else ()):
            if facts.role == role:
                wins.append(g.win(seat))
                scores.append(float(g.scores[seat]))
    return RoleImpact(role, name, len(wins), wilson(sum(wins), len(wins)), Estimate.of(scores),
                      tuple(summarize(game, rules, stats, names, role)))


__all__ = ["ComponentImpact", "Impact", "RoleImpact", "impact", "of_games", "summarize"]
