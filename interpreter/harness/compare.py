"""Base rules against base + variants on paired seeds: the library behind `speakeasy compare`.

Both rule sets play the same seeds with the same bots (by default the game's strong bot), so
each seed gives a pair of games and every per-game metric a paired difference. Means carry a 95 %
Student-t confidence interval and each difference a paired t-test. One metric is the *primary*
one, named before the games are played (by `--primary`, else the variant's header, else the game's,
else the mean score): its test is the headline, at p < 0.05. The others are secondary — the score's,
the seats', the core's outcome rates (games with no winner, with a shared win), the game's own
outcome metrics and each role's win rate — and Holm's correction holds their chance of any false
"significant" at 5 % as a family. Each side also reports where the game's workers went, where its
points came from and how long its games were (from the game's facts), and a power line says how many
pairs would show a difference of the game's ``power_delta`` in mean score at the spreads seen. Every
word of a score, a unit or a place is the game's (outcomes.OutcomeWords). See docs/variants.md.

Games run on a backend (harness/backend.py): a local process pool (every core by default) or a Ray
cluster. Workers hold the two rule sets (inherited by a fork, or read from Ray's object store) and play
chunks of seeds; results come back in the seeds' order, so they are the same whatever the backend.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..errors import InterpreterError
from ..machine.game import Game
from .backend import Backend, stream, usable_cores
from .compare_report import html_report
from .outcomes import OutcomeWords, measure, metrics_of
from .package import GameFacts, GamePackage
from .rulesdiff import DataChange, TextChange, data_changes, text_changes
from .simulate import play_game
from .stats import ALPHA, Estimate, _num, holm, paired_test, pairs_needed, t_critical, t_pvalue

PRIMARY = "mean_score"  # the default primary metric


# ------------------------------------------------------------------ games
@dataclass(frozen=True)
class GameStat:
    seed: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    first: int  # the start player: first in turn order at setup
    decisions: int
    rounds: int
    facts: GameFacts | None = None  # what each seat did (the game's `facts`), when the game tells
    outcomes: dict[str, float] | None = None  # every outcome metric's value (outcomes.py)

    def win(self, seat: int) -> float:
        """This seat's share of the win (ties share it, as in `simulate`)."""
        return 1.0 / len(self.winners) if seat in self.winners else 0.0

    def role_win(self, role: str) -> float:
        """The share of the win the seats of one role took (a team's win is the whole of it)."""
        if self.facts is None:
            return 0.0
        return sum(self.win(seat) for seat, f in enumerate(self.facts.seats) if f.role == role)


def play_stat(game_def: GamePackage[Any], rules: Any, players: int, seed: int, bots: list[str]) -> GameStat:
    first: list[int] = []

    def note_start(game: Game[Any]) -> None:
        # read after the first decision: who starts is known from setup on (the game says how it reads)
        if not first:
            first.append(game_def.first(game.state))

    game = play_game(game_def, rules, players, seed, bots, on_decision=note_start)
    if not first:
        first.append(game_def.first(Game.new(game_def, rules, players, seed).state))
    facts = game_def.facts(game) if game_def.facts is not None else None
    return GameStat(seed, tuple(game.scores or ()), tuple(game.winners()), first[0],
                    len(game.decisions), game_def.rounds(game.state), facts, measure(game_def, game))


class Stopped(Exception):
    """The comparison was asked to stop (``run_pairs``'s ``stop``): raised between two games."""


# What one comparison plays: the game, its two rule sets, the player count and the bots.
Job = tuple[GamePackage[Any], Any, Any, int, list[str]]


def _pair(job: Job, seed: int) -> tuple[GameStat, GameStat]:
    return _play_pair(job, seed)


def _play_pair(job: Job, seed: int, stop: Callable[[], bool] | None = None) -> tuple[GameStat, GameStat]:
    game, base, variant, players, bots = job
    first = play_stat(game, base, players, seed, bots)
    if stop is not None and stop():
        raise Stopped
    return first, play_stat(game, variant, players, seed, bots)


def run_pairs(game: GamePackage[Any], base: Any, variant: Any, rules_dir: Path | None, players: int, seeds: Sequence[int],
              bots: list[str], workers: int | None = None, progress: Callable[[int], None] | None = None,
              stop: Callable[[], bool] | None = None, backend: Backend | None = None) -> list[tuple[GameStat, GameStat]]:
    """Play every seed on both rule sets; in the seeds' order, identical for any backend and number of workers
    (``backend``: where, harness/backend.py; else ``workers`` local processes). In-process (one local worker),
    progress is told after every pair and ``stop`` asked after every game: when it says so, Stopped is raised
    before the next game starts; on a pool it is asked as chunks finish."""
    backend = backend or Backend(workers=workers)
    job: Job = (game, base, variant, players, bots)
    out: list[tuple[GameStat, GameStat]] = []
    if len(seeds) <= 1 or (backend.kind == "local" and (backend.workers or usable_cores()) == 1):
        for seed in seeds:
            if stop is not None and stop():
                raise Stopped
            out.append(_play_pair(job, seed, stop))
            if progress:
                progress(1)
        return out
    results: list[Any] = [None] * len(seeds)
    chunks = stream(_pair, job, list(seeds), backend)
    try:
        for start, pairs in chunks:
            results[start:start + len(pairs)] = pairs
            if progress:
                progress(len(pairs))
            if stop is not None and stop():
                raise Stopped
    finally:
        chunks.close()  # a stop or a failed game: the chunks still queued are not played
    return results


# ------------------------------------------------------------------ comparison
@dataclass(frozen=True)
class Metric:
    key: str
    label: str
    base: Estimate
    variant: Estimate
    diff: Estimate  # variant - base, per seed
    p: float | None
    p_adjusted: float | None = None  # Holm's, for a secondary metric; the primary's own p for the primary
    primary: bool = False
    rate: bool = False  # a share of games (a win rate, an outcome rate): shown as a percentage

    @property
    def significant(self) -> bool:
        """Significant after the correction: the primary at p < 0.05, a secondary at Holm's adjusted p < 0.05."""
        return self.p_adjusted is not None and self.p_adjusted < ALPHA

    def as_json(self) -> dict[str, Any]:
        return {"key": self.key, "label": self.label, "base": self.base.as_json(), "variant": self.variant.as_json(),
                "difference": self.diff.as_json(), "p": _num(self.p), "significant": self.significant, "rate": self.rate}


@dataclass(frozen=True)
class Side:
    """One rule set's games in words a designer reads: the share of capo placements (or the game's
    workers) by place, the mean final score by part, the mean income over the game by source."""

    places: dict[str, float]
    points: dict[str, float]
    income: dict[str, float]
    rounds: float
    decisions: float

    @classmethod
    def of(cls, stats: Sequence[GameStat]) -> Side:
        places: Counter[str] = Counter()
        points: Counter[str] = Counter()
        income: Counter[str] = Counter()
        seats = 0
        for g in stats:
            for f in g.facts.seats if g.facts is not None else ():
                seats += 1
                places.update(f.places)
                points.update(f.points)
                income.update(f.income)
        total = sum(places.values()) or 1
        return cls({k: v / total for k, v in sorted(places.items())}, {k: v / max(seats, 1) for k, v in points.items()},
                   {k: v / max(seats, 1) for k, v in income.items()},
                   statistics.fmean(g.rounds for g in stats) if stats else 0.0,
                   statistics.fmean(g.decisions for g in stats) if stats else 0.0)

    def as_json(self) -> dict[str, Any]:
        return {"place_shares": {k: _num(v) for k, v in self.places.items()},
                "points": {k: _num(v) for k, v in self.points.items()},
                "income": {k: _num(v) for k, v in self.income.items()}, "rounds": _num(self.rounds),
                "decisions": _num(self.decisions)}


@dataclass(frozen=True)
class Comparison:
    game: str
    players: int
    seeds: tuple[int, ...]
    bots: tuple[str, ...]
    variants: tuple[str, ...]
    fingerprints: tuple[str, str]
    pairs: tuple[tuple[GameStat, GameStat], ...]
    metrics: tuple[Metric, ...]
    primary: str = PRIMARY
    sides: tuple[Side, Side] | None = None
    changes: tuple[DataChange, ...] = ()
    texts: tuple[TextChange, ...] = ()
    lang: str = "en"
    # the game's words (outcomes.OutcomeWords, English): "score", the power line's difference as a score
    # is written ("$5"), and what its places count ("capos")
    words: dict[str, str] = field(default_factory=lambda: {"score": "score", "delta": "5 points", "places": "places"})
    power_delta: float = 5.0  # the difference in mean score the power line speaks of (the game's)

    def metric(self, key: str) -> Metric:
        return next(m for m in self.metrics if m.key == key)

    @property
    def power(self) -> int | None:
        """Pairs a paired t-test needs to find a true difference of ``power_delta`` in mean score 80 % of
        the time (two-sided, 5 %), at the spread of the per-seed differences seen here."""
        diffs = [statistics.fmean(y.scores) - statistics.fmean(x.scores) for x, y in self.pairs]
        return pairs_needed(statistics.stdev(diffs), self.power_delta) if len(diffs) > 1 else None

    def as_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "games": len(self.seeds),
                "seed": self.seeds[0] if self.seeds else None,
                "bots": list(self.bots), "variants": list(self.variants),
                "fingerprints": {"base": self.fingerprints[0], "variant": self.fingerprints[1]},
                "alpha": ALPHA, "test": "paired t-test on per-seed differences",
                "primary": self.primary, "correction": "holm (secondary metrics)",
                "p_adjusted": {m.key: _num(m.p_adjusted) for m in self.metrics},
                "power": {"difference": self.power_delta, "metric": "mean_score", "pairs_needed": self.power},
                "metrics": [m.as_json() for m in self.metrics],
                "sides": {"base": self.sides[0].as_json(), "variant": self.sides[1].as_json()} if self.sides else None,
                "changes": {"data": [vars(c) for c in self.changes],
                            "text": [{**vars(t), "before": list(t.before), "after": list(t.after)} for t in self.texts],
                            "lang": self.lang}}


def _seat_win(seat: int) -> Callable[[GameStat], float]:
    return lambda g: g.win(seat)


def _role_win(role: str) -> Callable[[GameStat], float]:
    return lambda g: g.role_win(role)


def _outcome(key: str) -> Callable[[GameStat], float]:
    return lambda g: (g.outcomes or {}).get(key, 0.0)


MetricDef = tuple[str, str, Callable[[GameStat], float], bool]  # key, label, value of one game, a rate


def _metric_defs(players: int, game: GamePackage[Any] | None = None, words: OutcomeWords | None = None) -> list[MetricDef]:
    """Every metric of a comparison, in its table's order: the score's, the seats' win rates, the start
    player's, the length of a game, then (given the game) the outcome rates and metrics and each role's win rate."""
    score = words.score if words is not None else "score"
    defs: list[MetricDef] = [
        ("mean_score", f"mean {score}", lambda g: statistics.fmean(g.scores), False),
        ("spread", f"{score} spread (sd)", lambda g: statistics.pstdev(g.scores), False),
        ("winner_score", f"winning {score}", lambda g: float(max(g.scores)), False),
    ]
    defs += [(f"win_seat_{i + 1}", f"win rate seat {i + 1}", _seat_win(i), True) for i in range(players)]
    defs += [
        ("first_player_win", "win rate start player", lambda g: g.win(g.first), True),
        ("decisions", "decisions per game", lambda g: float(g.decisions), False),
        ("rounds", "rounds per game", lambda g: float(g.rounds), False),
    ]
    if game is not None:
        defs += [(m.key, words.metric(m.key) if words is not None else m.key, _outcome(m.key), m.rate)
                 for m in metrics_of(game)]
        defs += [(f"win_role_{role}", f"win rate {words.role(role) if words is not None else role}", _role_win(role), True)
                 for role in game.roles]
    return defs


def metric_keys(players: int, game: GamePackage[Any] | None = None) -> list[str]:
    return [key for key, _, _, _ in _metric_defs(players, game)]


def summarize(game: str, players: int, bots: list[str], variants: Sequence[str], fingerprints: tuple[str, str],
              pairs: list[tuple[GameStat, GameStat]], primary: str = PRIMARY, package: GamePackage[Any] | None = None,
              words: OutcomeWords | None = None) -> Comparison:
    """Every metric of the paired games, the primary's test alone and the others Holm-corrected; ``package``:
    the game, whose outcome metrics and roles join the table (in its ``words``)."""
    defs = _metric_defs(players, package, words)
    keys = [key for key, _, _, _ in defs]
    if primary not in keys:
        raise ValueError(f"unknown metric {primary!r}; metrics: {', '.join(keys)}")
    rows = []
    for key, label, fn, rate in defs:
        b = [fn(x) for x, _ in pairs]
        v = [fn(y) for _, y in pairs]
        d = [y - x for x, y in zip(b, v, strict=True)]
        rows.append((key, label, b, v, d, paired_test(d), rate))
    adjusted = holm({key: p for key, _, _, _, _, p, _ in rows if key != primary})
    adjusted[primary] = next(p for key, _, _, _, _, p, _ in rows if key == primary)
    metrics = tuple(Metric(key, label, Estimate.of(b), Estimate.of(v), Estimate.of(d), p, adjusted[key], key == primary, rate)
                    for key, label, b, v, d, p, rate in rows)
    sides = (Side.of([x for x, _ in pairs]), Side.of([y for _, y in pairs]))
    return Comparison(game, players, tuple(x.seed for x, _ in pairs), tuple(bots), tuple(variants), fingerprints,
                      tuple(pairs), metrics, primary, sides)


def variant_primary(rules: Any) -> str | None:
    """The metric the last variant naming one (`primary: KEY` in its `variant:` header) is to be judged by."""
    named = None
    for f in getattr(rules, "files", {}).values():
        header = f.data.get("variant") if isinstance(getattr(f, "data", None), dict) else None
        if isinstance(header, dict) and isinstance(header.get("primary"), str):
            named = header["primary"]
    return named


def primary_of(game: GamePackage[Any], players: int, asked: str | None, variant: Any = None) -> str:
    """The primary metric: the one asked for, else the variant's, else the game's, else the mean score; an unknown
    one is a ValueError naming the metrics there are."""
    primary = asked or (variant_primary(variant) if variant is not None else None) or game.primary or PRIMARY
    keys = metric_keys(players, game)
    if primary not in keys:
        raise ValueError(f"unknown metric {primary!r}; metrics: {', '.join(keys)}")
    return primary


def words_of(game: GamePackage[Any]) -> tuple[OutcomeWords, dict[str, str]]:
    """The game's outcome words in English (the language of the comparison's table) and the few the report needs."""
    words = OutcomeWords(game, "en")
    return words, {"score": words.score, "delta": words.points(game.power_delta), "places": words.places}


def compare(game: GamePackage[Any], rules_dir: Path | None, variants: Sequence[str], players: int, seeds: Sequence[int],
            bots: list[str], workers: int | None = None, progress: Callable[[int], None] | None = None,
            primary: str | None = None, lang: str = "en", backend: Backend | None = None) -> Comparison:
    """Load both rule sets (bad rules raise RulesError before any game), play, summarize; what the
    variant changes is read from both rule sets, its rule text in ``lang``. ``primary``: the metric asked
    for (None: the variant's, else the game's, else the mean score; an unknown one is an error before any game)."""
    folder = Path(rules_dir or game.schema.shipped or ".")
    base, variant = game.load_rules(folder), game.load_rules(folder, list(variants))
    try:
        chosen = primary_of(game, players, primary, variant)
    except ValueError as e:
        raise InterpreterError(str(e)) from None
    pairs = run_pairs(game, base, variant, folder, players, seeds, bots, workers, progress, backend=backend)
    words, said = words_of(game)
    c = summarize(game.name, players, bots, variants, (base.fingerprint, variant.fingerprint), pairs, chosen, game, words)
    return replace(c, changes=tuple(data_changes(base, variant)), texts=tuple(text_changes(game, base, variant, lang)),
                   lang=lang, words=said, power_delta=game.power_delta)

__all__ = ["ALPHA", "Comparison", "Estimate", "GameStat", "Metric", "Side", "compare", "html_report", "paired_test",
           "play_stat", "run_pairs", "summarize", "t_critical", "t_pvalue", "usable_cores"]
