"""The interactive terminal game behind `speakeasy play`."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TextIO

from rich.console import Console
from rich.markup import escape

from ..harness.package import GamePackage
from ..harness.simulate import make_bot
from ..machine.game import Game
from ..text.messages import Messages

HELP = """Type the number of an option or its id.
  view         show the table again
  log          show the whole game log
  save FILE    save the game (continue later with: speakeasy play --load FILE)
  help         this text
  quit         leave the game"""


def run_play(
    game_def: GamePackage[Any],
    rules: Any,
    players: int,
    seats: list[str],
    seed: int,
    load: Path | None,
    stdin: TextIO,
    console: Console,
    lang: str = "en",
    locales: Path | None = None,
) -> int:
    from ..harness.saves import read_save, replay, save_game

    words = Messages(game_def.text, rules, lang, locales)
    english = Messages(game_def.text, rules, "en", locales)
    player_name = english.player

    game: Game[Any]
    if load is not None:
        save = read_save(load)
        game = replay(game_def, rules, save, load)
        players = game.players
        if len(seats) != players:
            seats = ["human"] + [next(iter(game_def.bots), "random")] * (players - 1)
    else:
        game = Game.new(game_def, rules, players, seed)
    bots = {i: make_bot(game_def, name, seed * 31 + i) for i, name in enumerate(seats) if name != "human"}
    humans = [i for i, name in enumerate(seats) if name == "human"]
    shown = 0
    console.print(
        f"{game_def.name.capitalize()} — {players} players, seed {game.seed}; "
        + ", ".join(f"{player_name(i)}: {name}" for i, name in enumerate(seats))
    )
    if humans:
        console.print("Type 'help' for commands.")
    while not game.is_over:
        for key, args in game.log[shown:]:
            console.print(words.log(key, args), markup=False)
        shown = len(game.log)
        seat = game.current_player
        decision = game.decision
        assert seat is not None and decision is not None
        if seat in bots:
            game.apply(bots[seat](game.view(seat), decision))
            continue
        console.print(f"\n[bold]{words.player(seat)}[/bold]: {words.render(decision.prompt)}", markup=True)
        for n, o in enumerate(decision.options, 1):
            console.print(f"  {n:>2}. {escape(words.render(o.label))}  [dim]({escape(o.id)})[/dim]")
        while True:
            console.print("> ", end="")
            line = stdin.readline()
            if not line:
                console.print("\n(end of input: leaving the game)")
                return 0
            cmd = line.strip()
            if cmd in ("quit", "exit"):
                return 0
            if cmd == "help":
                console.print(HELP, markup=False)
                continue
            if cmd == "view":
                if game_def.describe is not None:
                    game_def.describe(game, seat, console, english)
                continue
            if cmd == "log":
                for key, args in game.log:
                    console.print(words.log(key, args), markup=False)
                continue
            if cmd.startswith("save"):
                parts = cmd.split(maxsplit=1)
                if len(parts) != 2:
                    console.print("usage: save FILE")
                    continue
                save_game(Path(parts[1]), game)
                console.print(f"saved to {parts[1]}")
                continue
            choice = None
            if cmd.isdigit() and 1 <= int(cmd) <= len(decision.options):
                choice = decision.options[int(cmd) - 1].id
            elif decision.option(cmd) is not None:
                choice = cmd
            if choice is None:
                console.print(f"'{cmd}' is not an option: type 1-{len(decision.options)}, an option id, or 'help'", markup=False)
                continue
            game.apply(choice)
            break
    for key, args in game.log[shown:]:
        console.print(words.log(key, args), markup=False)
    console.print("\n[bold]Final scores[/bold]")
    for i, score in enumerate(game.scores or []):
        console.print(f"  {player_name(i)} ({seats[i]}): ${score}")
    console.print("Winner: " + " and ".join(player_name(w) for w in game.winners()))
    return 0
