"""`speakeasy play`, `simulate` and `replay`."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from ..errors import InterpreterError
from ..harness.outcomes import metrics_of
from ..sanitize import json_text
from ..text.languages import SELECTABLE
from .common import (
    AddressOpt,
    BackendOpt,
    LocalesOpt,
    PlayersOpt,
    RulesOpt,
    VariantOpt,
    app,
    backend_of,
    chosen_game,
    err,
    load,
    locales_folder,
    out,
    output_folder,
    players_of,
    seed_option,
    seed_span,
)


@app.command()
def simulate(
    players: PlayersOpt = None,
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="number of games")] = 10,
    seed: Annotated[int, seed_option("seed of the first game; game k uses seed+k")] = 0,
    bots: Annotated[str, typer.Option("--bots", help="random, a bot of the game, or one per seat: greedy,random,...; "
                                      "NAME:PARAM passes a parameter (consigliere:16)")] = "random",
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    save_dir: Annotated[Optional[Path], typer.Option("--save-dir", help="write each game's save file here")] = None,
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
    variant: VariantOpt = None,
    workers: Annotated[Optional[int], typer.Option("--workers", "-w", min=1, help="processes (default: 1, in this "
                                                   "process; with --backend ray: every CPU of the cluster)")] = None,
    backend: BackendOpt = "local",
    address: AddressOpt = None,
) -> None:
    """Play K games with bots on seeds S, S+1, ... and summarise them: each seat's score and win rate, and
    every outcome metric (the core's: games with no winner, with a shared win; and the game's own)."""
    from ..harness.outcomes import OutcomeWords
    from ..harness.simulate import parse_bots, run_games, summary

    game = chosen_game()
    seeds = seed_span(seed, games)
    players = players_of(game, players)
    try:
        seats = parse_bots(game, bots, players)
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--bots") from None
    locales_folder(game, locales)  # nothing here is in words, but a wrong --locales is still said
    if save_dir is not None:
        output_folder(save_dir, "--save-dir")
    where = backend_of(backend, address, workers)
    if save_dir is not None and (backend != "local" or (workers or 1) > 1):
        raise typer.BadParameter("save files are written as the games are played here: leave out --workers and "
                                 "--backend", param_hint="--save-dir")
    pool = where if backend != "local" or (workers or 1) > 1 else None
    ruleset = load(game, rules, variant)
    if as_json:
        results = run_games(game, ruleset, players, seeds, seats, save_dir, backend=pool)
        print(json_text({"players": players, "games": games, "results": [r.as_json() for r in results]}))
        return
    # no refresh thread: worker processes may be forked while the bar is live
    with Progress(TextColumn("simulating"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(), console=err,
                  transient=True, auto_refresh=False) as bar:
        task = bar.add_task("games", total=games)

        def advance() -> None:
            bar.advance(task)
            bar.refresh()

        results = run_games(game, ruleset, players, seeds, seats, save_dir, progress=advance, backend=pool)
    s = summary(results, players, game)
    words = OutcomeWords(game, "en", locales_folder(game, locales))
    table = Table(title=f"{games} games, {players} players, bots {','.join(seats)}")
    table.add_column("seat")
    table.add_column("bot")
    table.add_column(f"mean {words.score}", justify="right")
    table.add_column("win rate", justify="right")
    for i in range(players):
        table.add_row(str(i + 1), seats[i], f"{s['mean_by_seat'][i]:.1f}", f"{s['win_rate_by_seat'][i]:.0%}")
    out.print(table)
    out.print(
        f"{words.score}: mean {s['mean_score']:.1f}, spread (sd) {s['score_stdev']:.1f}; "
        f"decisions per game {s['decisions_per_game']:.0f}; rounds per game {s['rounds_per_game']:.0f}"
    )
    rates = {m.key: m.rate for m in metrics_of(game)}
    out.print("outcomes: " + "; ".join(f"{words.metric(key)} {value:.0%}" if rates[key] else f"{words.metric(key)} {value:.2f}"
                                        for key, value in s["metrics"].items()), markup=False)
    if s["win_rate_by_role"]:
        out.print("win rate by role: " + ", ".join(f"{words.role(role)} {rate:.0%}"
                                                   for role, rate in s["win_rate_by_role"].items()), markup=False)


@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="a save file")],
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
    variant: Annotated[Optional[list[str]], typer.Option(
        "--variant", help="a variant file the save was played with (a save never opens a file it names)")] = None,
) -> None:
    """Replay a save file and check that it ends in the saved state."""
    from ..harness.outcomes import OutcomeWords, standings
    from ..harness.saves import read_save, variants_for
    from ..harness.saves import replay as do_replay

    game_def = chosen_game()
    folder = locales_folder(game_def, locales)
    save = read_save(file)
    ruleset = load(game_def, rules, variants_for(save, variant, file))
    game = do_replay(game_def, ruleset, save, file)
    out.print(f"replayed {len(save.decisions)} decisions: state {game.state_hash()} matches the save", markup=False)
    if game.is_over:
        words = OutcomeWords(game_def, "en", folder)
        scores = game.scores or []
        out.print("final scores (winners first): " + ", ".join(
            f"{words.player(i)}: {words.points(scores[i])}" for i in standings(scores, game.winners())), markup=False)


@app.command()
def play(
    players: PlayersOpt = None,
    seats: Annotated[Optional[str], typer.Option("--seats", help="one per seat: human, random or a bot of the game "
                                                 "(NAME:PARAM with a parameter)")] = None,
    seed: Annotated[int, seed_option("the game's seed")] = 0,
    lang: Annotated[str, typer.Option("--lang", help="language of the game's text: " + ", ".join(SELECTABLE))] = "en",
    load_file: Annotated[Optional[Path], typer.Option("--load", help="continue a saved game")] = None,
    resume: Annotated[bool, typer.Option("--resume", help="continue the game autosaved while you played")] = False,
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
    variant: VariantOpt = None,
    hints: Annotated[bool, typer.Option("--hints", help="before each of your decisions, what the game's bot "
                                        "would choose and why")] = False,
) -> None:
    """Play in the terminal (default: the game's own player count, you are player 1, the game's own bot at the
    other seats). While you play, the game is autosaved after every decision (see `--resume`)."""
    from ..harness.saves import read_save, variants_for
    from ..harness.simulate import check_bot
    from .terminal import autosave_path, previous_autosave, run_play

    game = chosen_game()
    asked = players
    names_given = [s.strip() for s in seats.split(",") if s.strip()] if seats is not None else None
    if names_given is not None and asked is not None and len(names_given) != asked:
        raise typer.BadParameter(f"--seats names {len(names_given)} seats but --players says {asked}; give one of "
                                 "them, or make them agree", param_hint="--seats/--players")
    # --seats sets the player count: one seat per player (D-111)
    players = players_of(game, len(names_given) if names_given is not None and asked is None else asked,
                         "--seats" if names_given is not None and asked is None else "--players")
    if lang not in SELECTABLE:
        raise typer.BadParameter(f"unknown language {lang!r}; languages: {', '.join(SELECTABLE)}", param_hint="--lang")
    if resume and load_file is not None:
        raise typer.BadParameter("give --load FILE or --resume, not both", param_hint="--resume")
    folder = locales_folder(game, locales, [lang])
    autosave = autosave_path(game.name)
    if resume:
        if not autosave.exists():
            raise InterpreterError(f"no autosaved game to resume ({autosave})")
        load_file = autosave
    saved = read_save(load_file) if load_file is not None else None
    if saved is not None and saved.over:
        raise InterpreterError(f"{load_file}: the saved game is over")
    if saved is not None:
        players, variant = saved.players, variants_for(saved, variant, load_file or "save")
    opponent = next(iter(game.bots), "random")
    default = saved.seats if saved is not None and saved.seats else ["human"] + [opponent] * (players - 1)
    names = names_given if names_given is not None else list(default)
    if len(names) != players:
        raise typer.BadParameter(f"{len(names)} seats for {players} players", param_hint="--seats")
    where = "--seats" if seats is not None else f"the seats of {load_file}"
    for name in dict.fromkeys(n for n in names if n != "human"):
        try:
            check_bot(game, name)
        except ValueError as e:
            raise typer.BadParameter(f"{e}; a seat is human or a bot", param_hint=where) from None
    ruleset = load(game, rules, variant)
    if not resume and "human" in names:  # a new game, or another saved one: the autosave is about to be theirs
        _keep_unfinished(autosave, previous_autosave(autosave), folder, lang)
    code = run_play(game, ruleset, players, names, seed, saved, sys.stdin, out, lang, folder, load_file or "save",
                    autosave, hints)
    raise typer.Exit(code)


def _keep_unfinished(autosave: Path, previous: Path, folder: Path, lang: str) -> None:
    """A new game autosaves where an unfinished one may be: move that one aside first, and say where (in the
    player's language: it is the first line of their game)."""
    from ..harness.saves import SaveError, read_save
    from ..text.locale import locale

    try:
        unfinished = autosave.exists() and not read_save(autosave).over
    except SaveError:
        unfinished = True  # keep even a save this program cannot read: it may be another version's
    if unfinished:
        try:
            os.replace(autosave, previous)
        except OSError as err:
            raise InterpreterError(f"cannot keep the unfinished autosaved game {autosave}: {err.strerror}") from None
        out.print(locale(folder, lang).format("term-kept-previous", {"file": str(previous)}), markup=False)
