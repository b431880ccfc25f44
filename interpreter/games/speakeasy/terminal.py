"""Speakeasy's table in the terminal: what `view` shows a player (`speakeasy play`)."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from ...machine.game import Game
from ...text.messages import Messages
from .state import GameState


def describe_table(game: Game[GameState], seat: int, console: Console, words: Messages) -> None:
    """What `view` shows in the terminal: the round, the player's own board and hand, the map."""
    player_name = words.player
    s = game.state
    p = s.players[seat]
    rules = game.rules
    console.print(f"[bold]Act {s.act}, round {s.round}[/bold] — turn order: " + ", ".join(player_name(x) for x in s.order()))
    levels = ", ".join(f"{k} {v}" for k, v in p.levels.items())
    console.print(f"[bold]{player_name(seat)}[/bold]: cash ${p.cash}, safe ${p.safe}, infamy {p.infamy} ({levels})")
    console.print(
        f"  goons {p.goons}, VIP Room {p.vip}, ledgers {p.ledgers}, influence tokens {p.influence_tokens}, capos left {p.capos}"
    )
    console.print("  hand: " + (", ".join(f"{c} ({rules.by_id[c].kind})" for c in p.hand) or "empty"))
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
        strength = "▽" if d.strength_face_down else str(d.mob_strength or "")  # a face-down tile shows no number
        table.add_row(str(d.id), d.borough, str(d.police or ""), strength, "blocked" if d.blocked else ", ".join(spaces))
    console.print(table)
