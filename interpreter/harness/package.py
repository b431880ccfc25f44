"""A game as the tools know it: what the machine plays (``GameDefinition``) plus its text, its bots,
the paths scenarios read its state by, the effect the interpreter benchmark times, and its shape as
every tool reads it: its player counts, its colours, its outcome metrics and roles, how a seat could
imagine what it cannot see, and its strong bot's search (docs/architecture.md, "What a game provides").

A game package (``interpreter/games/<name>/``) exposes one ``GamePackage`` as ``GAME``; the tools
find it by name (``load_game``), so the core never imports a game. With several games installed, a
tool given no name plays ``DEFAULT_GAME``, the game this project names as its own; a name with a dot
(``tests.teahouse``) is a module holding ``GAME``, so a game can be tried before it is installed.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..errors import InterpreterError, close_names
from ..loading.loader import load_rules
from ..loading.ruleset import RuleSet
from ..loading.schema import RulesSchema
from ..machine.definition import GameDefinition
from ..machine.values import State
from ..text.kit import TextKit
from ..text.messages import Messages
from .palette import DEFAULT, Palette

if TYPE_CHECKING:  # imported when a tool asks for them (the bots bring the machine's game): `check` and
    from ..machine.game import Game  # `text` load a game's words through this module
    from .bots import Bot
    from .outcomes import Metric
    from .search import SearchSpec
    from .statepath import Spec

S = TypeVar("S", bound=State)

ENTRY_POINTS = "interpreter.games"  # other distributions may add games under this entry-point group
GAMES_PACKAGE = "interpreter.games"  # and the games shipped with the project are its subpackages
DEFAULT_GAME = "speakeasy"  # the game this project is named after: the tools' game when none is named


@dataclass(frozen=True)
class Playthrough:
    """A regression game of a game package: recorded once, replayed by the tests (playthrough.py)."""

    name: str
    players: int
    seed: int
    bots: tuple[str, ...]  # one per seat


@dataclass(frozen=True)
class Bench:
    """What `speakeasy bench` times in a game beyond whole games: an ``effect`` run through the engine
    against the same change made by hand (``by_hand(engine, seat)``: it must change the state and the
    log alike, tests check it through ``reads(engine, seat)``), and the ``variant`` that `compare`
    plays against the base rules to measure its scaling over workers."""

    effect: str
    by_hand: Callable[[Any, int], None]
    reads: Callable[[Any, int], tuple[Any, ...]]
    variant: str | None = None
    # the game's own targets of `speakeasy bench` figures: figure -> [(at least?, bound, how it reads)]
    goals: Mapping[str, list[tuple[bool, float, str]]] = field(default_factory=dict)
    # players of the games in which `speakeasy bench` also times the strong bot (one strong seat against the
    # game's quick bot, seats rotated): figure ``strong_s_per_game_<N>p``; None: only `bench --strength` times it
    strong_players: int | None = None


@dataclass(frozen=True)
class BoardPanel:
    """One drawn part of a game's table, as the studio's board page shows it (``speakeasy serve``).

    ``svg`` is one ``<svg>`` element with a ``viewBox``, drawn from a seat's view only; its places
    carry ``data-option="ID"`` (one of the seat's options: a click chooses it) or ``data-options="ID
    ID"`` (several: a click offers them), ``data-component="ID"`` (hovering or tapping shows that
    component's rule text) or ``data-tip="words"``. ``title`` is in the player's language; ``wide``
    asks for the full width of a wide screen (the main board)."""

    key: str
    title: str
    svg: str
    wide: bool = False


# A game's board drawing: (a seat's view as `View.to_dict()` gives it, the rules, the words of the
# player's language) -> its panels. Only the view: what it draws is what the seat may see.
BoardDrawing = Callable[[dict[str, Any], Any, Messages], list[BoardPanel]]


@dataclass(frozen=True)
class Screens:
    """What a game shows a player in the terminal (`speakeasy play`); the core's terminal asks for each
    at its moment and knows nothing of what is on them. Each is drawn with rich on a ``console`` in the
    player's ``words`` (a ``text.messages.Messages``) and takes the ``seat`` of the player looking:
    their own hidden things are shown and marked as theirs, other players' never (``None``: a
    spectator, who sees only what is public).

    ``table(game, seat, console, words)``: `view`, everything public on the table.
    ``status(game, seat, words)``: one compact line before each question (a rich renderable).
    ``standings(game, seat, console, words)``: after a log line whose key is in ``standings_after``
    (the end of an act).
    ``scores(game, console, words)``: the end, every player's score by part.
    ``sections``: the parts of ``table`` a player may ask for alone (`view map`), by name."""

    table: Callable[[Any, int | None, Any, Any], None]
    status: Callable[[Any, int | None, Any], Any]
    standings: Callable[[Any, int | None, Any, Any], None]
    scores: Callable[[Any, Any, Any], None]
    standings_after: frozenset[str] = frozenset()
    # `view NAME`: a part of the table alone (name -> drawn as ``table`` is); its word is `term-view-NAME`
    sections: Mapping[str, Callable[[Any, int | None, Any, Any], None]] = field(default_factory=dict)
    # the end as tables of words for the studio's game-over page: (game, words) -> [{title, header, rows}]
    sheet: Callable[[Any, Any], list[dict[str, Any]]] | None = None
    # why options are not offered (issue 29): (game, seat) -> [(label, why)] as messages, for the seat's own pending
    # question only and from what it may know; the terminal's `why` and the studio's option list say them (bounded)
    not_offered: Callable[[Any, int], list[tuple[Any, Any]]] | None = None


@dataclass(frozen=True)
class SeatFacts:
    """What one seat did in a finished game, as its game tells the tools that speak about balance:
    ``places`` where its workers went (place -> times), ``used`` the components it took or used,
    ``points`` its final score by part (the parts add up to the score), ``income`` the money it
    gained over the game by source, ``role`` the role it played when the game deals roles (an
    informant, a merchant: one of ``GamePackage.roles``; `compare` and `impact` split by it)."""

    places: dict[str, int]
    used: frozenset[str]
    points: dict[str, int]
    income: dict[str, int]
    role: str | None = None


@dataclass(frozen=True)
class GameFacts:
    """Every seat's facts, and the components that were in play (an objective not on display could
    not be used, so the impact table compares only the games it was in)."""

    seats: tuple[SeatFacts, ...]
    available: frozenset[str]


@dataclass(frozen=True, eq=False, kw_only=True)
class GamePackage(GameDefinition[S], Generic[S]):
    """A game with everything the tools need: ``text`` (its words), ``bots`` (name -> maker from a seed;
    "random" is every game's), ``paths`` (the root of its state paths), ``bench`` (what the benchmarks
    time), two facts of a game's state that simulations report: ``rounds(state)`` played so far
    and ``first(state)``, the seat that started; ``playthroughs``, its recorded regression games;
    ``screens``, its table and scores in the terminal; and ``board``, its table drawn for the studio
    (without one, the studio shows a seat its options as a list and its view as data).

    Its shape, which every tool reads rather than assumes: ``players`` (the counts it may have) and
    ``default_players`` (the count a tool plays when none is asked for: the largest unless given),
    ``palette`` (a colour per seat: harness/palette.py), ``metrics`` and ``primary`` (its outcome
    metrics and the one `compare` judges by: harness/outcomes.py), ``roles`` (the roles its
    ``SeatFacts`` may carry), ``copy_for`` (the game as a seat could imagine it: everything that seat
    cannot see drawn again, consistently with its view) and ``secrets`` (the values a seat may not be told,
    with stand-ins) — what the hidden-information contract tests check every seat's responses against —
    and ``search`` (its strong bot's spec: harness/search.py)."""

    text: TextKit
    players: tuple[int, ...] = (2, 3, 4)  # the player counts a game may have
    default_players: int | None = None  # the count tools play by default (None: the largest of ``players``)
    palette: Palette = DEFAULT
    metrics: tuple[Metric, ...] = ()  # beside the core's (no winner, shared win); words: metric-KEY
    primary: str | None = None  # the metric `compare` judges by unless told (None: the mean score)
    roles: tuple[str, ...] = ()  # the roles a seat may play (SeatFacts.role), for win rates by role; words: seat-role-ROLE
    power_delta: float = 5.0  # the difference in mean score `compare`'s power line speaks of, in the game's points
    # (game, seat, rng) -> a copy of the game with everything ``seat`` cannot see sampled again (TAG's
    # copy(playerId)); None: nothing is hidden from anyone. A game with a ``search`` gets its sample.
    copy_for: Callable[[Game[Any], int, random.Random], Game[Any]] | None = None
    # (game, seat) -> every value the seat may not be told now (a card in another hand, a face-down card, a secret
    # role), each with a stand-in of its kind: a log line the seat reads must word the same with them swapped
    secrets: Callable[[Game[Any], int], Mapping[str, str]] | None = None
    search: SearchSpec | None = None
    bots: Mapping[str, Callable[..., Bot]] = field(default_factory=dict)
    paths: Spec | None = None
    bench: Bench | None = None
    rounds: Callable[[Any], int] = lambda state: 0
    first: Callable[[Any], int] = lambda state: 0
    playthroughs: tuple[Playthrough, ...] = ()  # its regression games (interpreter/harness/playthrough.py)
    screens: Screens | None = None  # what a terminal player sees (`speakeasy play`): the table, status, scores
    board: BoardDrawing | None = None  # the studio's board (interpreter/web), see BoardPanel
    # the bot that plays best: the default of `compare` and `impact`. It searches, so it is far slower
    # than the others; tools that play thousands of games (soak, bench's games per second) leave it out
    strong_bot: str | None = None
    # the tools that speak about balance: what each seat did in a finished game (`facts(game)`), and
    # (id, group) of every component the impact table reports (`components(rules)`)
    facts: Callable[[Any], GameFacts] | None = None
    components: Callable[[Any], list[tuple[str, str]]] | None = None
    # the tasks a scenario may start by name (`task: {op: war, …}`; docs/scenarios.md lists them): the building
    # blocks of the game's flow, not the steps inside a verb; empty, every task of the game
    scenario_tasks: tuple[str, ...] = ()
    # the version of how the game's engine plays its rules: raised when a change makes the same decisions
    # another game (saves record it and refuse another version: harness/saves.py)
    engine_version: int = 1
    # (view, decision, option) -> a message saying in a few words why the game's first bot likes that option (the
    # factor its own score weighed), for `play --hints` (harness/hints.py); None: a hint names the choice only
    hint_reason: Callable[[Any, Any, Any], Any] | None = None

    def bot_makers(self) -> dict[str, Callable[..., Bot]]:
        """Every bot by name: a maker from a seed (and, for a bot that takes one, a parameter string)."""
        from .bots import random_bot

        return {"random": random_bot, **self.bots}

    def quick_bots(self) -> list[str]:
        """The bots fast enough for thousands of games: all but the strong one."""
        return [name for name in self.bot_makers() if name != self.strong_bot]

    @property
    def players_default(self) -> int:
        """The player count a tool plays when none is asked for."""
        return self.default_players if self.default_players is not None else max(self.players)

    def check_players(self, players: int) -> int:
        """``players`` if the game can be played by so many, else ValueError naming the counts it can."""
        if players not in self.players:
            counts = ", ".join(map(str, self.players))
            raise ValueError(f"{self.name} is played by {counts} players, not {players}")
        return players

    def __reduce__(self) -> tuple[Any, ...]:
        """A game pickles as the name it is loaded by (harness/backend.py sends it to a Ray worker so): its
        functions are the installed package's, never sent as code."""
        return (load_game, (game_ref(self),))

    def imagined(self, game: Game[Any], seat: int, rng: random.Random) -> Game[Any]:
        """The game as ``seat`` could imagine it (``copy_for``, else its search's sample, else a clone: nothing
        is hidden)."""
        if self.copy_for is not None:
            copied = self.copy_for(game, seat, rng)
        elif self.search is not None:
            copied = self.search.copy_for(game, seat, rng)
        else:
            copied = game.clone()
        copied.reseed_chance(random.Random(rng.getrandbits(64)))  # no seat knows the dice still to be thrown
        return copied


@dataclass(frozen=True, kw_only=True)
class GameWords:
    """What `check` and `text` need of a game: its name, its rules' ``schema`` and its ``text`` — the
    same objects as its ``GAME``'s. A game package may expose one as ``WORDS`` so that those commands
    do not import what only playing needs (its verbs, flow, bots, terminal); ``load_words`` makes
    one from ``GAME`` for a package that does not."""

    name: str
    schema: RulesSchema
    text: TextKit

    def load_rules(self, folder: Any = None, variants: Any = ()) -> RuleSet:
        """The checked rules of this game (its shipped folder by default), or RulesError: as ``GAME.load_rules``."""
        return load_rules(self.schema, folder, variants)


def available() -> list[str]:
    """The names of the games that can be loaded: the shipped ones and any an installed distribution adds."""
    shipped = [m.name for m in pkgutil.iter_modules(importlib.import_module(GAMES_PACKAGE).__path__) if m.ispkg]
    added = [ep.name for ep in entry_points(group=ENTRY_POINTS)]
    return sorted(set(shipped) | set(added))


def load_game(name: str | None = None) -> GamePackage[Any]:
    """A game by name; with no name, the only game there is, or ``DEFAULT_GAME`` among several (an error
    naming them when it is not one of them); a dotted name is a module holding ``GAME``."""
    found = _load(name, words=False)
    assert isinstance(found, GamePackage)  # WORDS only when they are asked for
    return found


def load_words(name: str | None = None) -> GameWords:
    """What `check` and `text` need of a game by name (as ``load_game`` finds it, with the same errors):
    the package's ``WORDS`` when it has them, else made from its ``GAME``."""
    found = _load(name, words=True)
    if isinstance(found, GameWords):
        return found
    return GameWords(name=found.name, schema=found.schema, text=found.text)


def _load(name: str | None, words: bool) -> GamePackage[Any] | GameWords:
    names = available()
    if name is None:
        if len(names) != 1 and DEFAULT_GAME not in names:
            raise InterpreterError(f"choose a game with --game ({', '.join(names) or 'none installed'})")
        name = names[0] if len(names) == 1 else DEFAULT_GAME
    if "." in name and name not in names:
        return _from_module(name, words)
    added = {ep.name: ep for ep in entry_points(group=ENTRY_POINTS)}
    if name in added:
        game = added[name].load()
    elif name in names:
        module = importlib.import_module(f"{GAMES_PACKAGE}.{name}")
        kept = getattr(module, "WORDS", None) if words else None
        if isinstance(kept, GameWords):
            return kept
        game = getattr(module, "GAME", None)
    else:
        raise InterpreterError(f"unknown game '{name}'{close_names(name, names)}; games: {', '.join(names)}")
    if not isinstance(game, GamePackage):
        raise InterpreterError(f"game '{name}' does not define GAME as a GamePackage")
    return game


def _from_module(name: str, words: bool) -> GamePackage[Any] | GameWords:
    """A game not installed, by its module's dotted name (a game being written, the tests' games)."""
    try:
        module = importlib.import_module(name)
    except ImportError as err:
        raise InterpreterError(f"no game module '{name}' ({err})") from None
    kept = getattr(module, "WORDS", None) if words else None
    if isinstance(kept, GameWords):
        return kept
    game = getattr(module, "GAME", None)
    if not isinstance(game, GamePackage):
        raise InterpreterError(f"module '{name}' does not define GAME as a GamePackage")
    return game


def game_ref(game: GamePackage[Any]) -> str:
    """The name ``load_game`` finds this very game by: its own name when installed, else the module holding it as
    ``GAME`` (a game being written, the tests' games); an InterpreterError for a game loaded by no name."""
    import sys

    if game.name in available() and _load(game.name, words=False) is game:
        return game.name
    for name, module in list(sys.modules.items()):
        if getattr(module, "GAME", None) is game:
            return name
    raise InterpreterError(f"game '{game.name}' is not loaded by a name, so it cannot be sent to another process")


def game_of_program(program: str) -> str | None:
    """The game a program's own name starts (`nostra-city` for nostra_city: a game's console script
    runs the same command line with itself as the game), or None when the name is no game's."""
    stem = program.replace("\\", "/").rsplit("/", 1)[-1].removesuffix(".exe").replace("-", "_")
    if stem in (DEFAULT_GAME, "__main__", "interpreter", "") or not stem.isidentifier():
        return None  # the project's own command (or `python -m interpreter`): its default, found without a search
    return stem if stem in available() else None
