"""The interactive terminal game behind `speakeasy play`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from .logtext import player_name, render
from .simulate import BOTS

if TYPE_CHECKING:
    from .engine.game import Game
    from .loader import RuleSet

HELP = """Type the number of an option or its id.
  view         show the table again
  log          show the whole game log
  save FILE    save the game (continue later with: speakeasy play --load FILE)
  help         this text
  quit         leave the game"""


def describe_table(game: Game, seat: int, console: Console) -> None:
    s = game.state
    p = s.players[seat]
    rules = game.rules
    console.print(f"[bold]Act {s.act}, round {s.round}[/bold] — turn order: " + ", ".join(player_name(x) for x in s.order()))
    levels = ", ".join(f"{k} {v}" for k, v in p.levels.items())
    console.print(f"[bold]{player_name(seat)}[/bold]: cash ${p.cash}, safe ${p.safe}, infamy {p.infamy} ({levels})")
    console.print(
        f"  goons {p.goons}, VIP Room {p.vip}, ledgers {p.ledgers}, influence tokens {p.influence_tokens}, capos left {p.capos}"
    )
    console.print("  hand: " + (", ".join(f"{c} ({rules.by_id[c].kind})" for c in p.hand) or "empty"))  # type: ignore[attr-defined]
    board = [c for c in p.board_cards.values() if c]
    console.print("  on your board: " + (", ".join(board) or "no cards"))
    if p.helpers:
        console.print("  helpers: " + ", ".join(p.helpers))
    if p.city_tiles:
        console.print("  city tiles: " + ", ".join(p.city_tiles))
    if p.crates or p.associate:
        console.print(f"  crates: {', '.join(p.crates) or 'none'}; associate: {p.associate or 'none'}")
    table = Table(show_header=True, header_style="bold", box=None)
    for col in ("district", "borough", "police", "mob", "buildings"):
        table.add_column(col)
    for d in s.districts.values():
        spaces = []
        for b in d.spaces:
            if b is None:
                spaces.append("·")
            elif b.owner < 0:
                spaces.append("mob")
            else:
                spaces.append(f"P{b.owner + 1} {b.kind}{' +fm' if b.protected else ''}{' +barrel' if b.barrel else ''}")
        table.add_row(
            str(d.id), d.borough, str(d.police or ""), str(d.mob_strength or ""), "blocked" if d.blocked else ", ".join(spaces)
        )
    console.print(table)


def run_play(
    rules: RuleSet,
    players: int,
    seats: list[str],
    seed: int,
    load: Path | None,
    stdin: TextIO,
    console: Console,
    lang: str = "en",
) -> int:
    from .engine.game import Game
    from .saves import read_save, replay, save_game
    from .text.ui import render_msg, use_rules

    use_rules(rules)

    if load is not None:
        save = read_save(load)
        game = replay(rules, save, load)
        players = game.players
        if len(seats) != players:
            seats = ["human"] + ["greedy"] * (players - 1)
    else:
        game = Game.new(rules, players, seed)
    bots = {i: BOTS[name](seed * 31 + i) for i, name in enumerate(seats) if name != "human"}
    humans = [i for i, name in enumerate(seats) if name == "human"]
    shown = 0
    console.print(
        f"Speakeasy — {players} players, seed {game.seed}; "
        + ", ".join(f"{player_name(i)}: {name}" for i, name in enumerate(seats))
    )
    if humans:
        console.print("Type 'help' for commands.")
    while not game.is_over:
        for key, args in game.log[shown:]:
            console.print(render(key, args, lang), markup=False)
        shown = len(game.log)
        seat = game.current_player
        decision = game.decision
        assert seat is not None and decision is not None
        if seat in bots:
            game.apply(bots[seat](game.view(seat), decision))
            continue
        console.print(f"\n[bold]{player_name(seat, lang)}[/bold]: {render_msg(decision.prompt, lang)}", markup=True)
        for n, o in enumerate(decision.options, 1):
            console.print(f"  {n:>2}. {escape(render_msg(o.label, lang))}  [dim]({escape(o.id)})[/dim]")
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
                describe_table(game, seat, console)
                continue
            if cmd == "log":
                for key, args in game.log:
                    console.print(render(key, args, lang), markup=False)
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
        console.print(render(key, args, lang), markup=False)
    console.print("\n[bold]Final scores[/bold]")
    for i, score in enumerate(game.scores or []):
        console.print(f"  {player_name(i)} ({seats[i]}): ${score}")
    console.print("Winner: " + " and ".join(player_name(w) for w in game.winners()))
    return 0
