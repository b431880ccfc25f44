"""English lines for the game log and the state summary shown to a player."""

from __future__ import annotations

from typing import Any

LINES: dict[str, str] = {
    "act": "Act {act} ({years}) begins.",
    "round": "Round {round} of act {act}.",
    "capo": "{who} sends a capo to {location} (person {person_no}).",
    "gain": "{who} gains {amount} {what}.",
    "gain_money": "{who} gains ${amount}{to_safe}.",
    "hire": "{who} hires a goon for ${cost}.",
    "draw_card": "{who} draws a {kind} card.",
    "take_helper": "{who} takes the helper {helper}.",
    "take_tile": "{who} takes the city tile {tile}.",
    "raise": "{who} raises {track} to {level}.",
    "discard": "{who} discards a business card.",
    "play_card": "{who} plays {card}.",
    "use_tile": "{who} uses the city tile {tile}.",
    "use_helper": "{who} uses the helper {helper}.",
    "cook": "{who} cooks the books: a ledger on {objective}.",
    "protect": "{who} protects a building in district {district}.",
    "produce": "{who}'s still produces {barrels} barrels.",
    "sell": "{who} sells a barrel in district {district} for ${price}.",
    "build": "{who} opens a {kind} in district {district}.",
    "take_over": "{who} takes over a mob speakeasy in district {district} with a {kind}.",
    "upgrade": "{who} upgrades a speakeasy in district {district} to a {kind}.",
    "family_vip": "{who} puts a family member in the VIP Room.",
    "family_dock": "{who} sends a family member to the docks ({space}).",
    "ambush": "{who} ambushes the ship {ship}.",
    "crate": "{who} wins the crate {crate}: ${cash}.",
    "buy_barrel": "{who} buys a barrel from {ship}.",
    "deliver": "{who} delivers a barrel in district {district}.",
    "turn_order": "{who} moves to space {column} of the lower turn-order row.",
    "turn_order_changed": "New turn order: {order_names}.",
    "casino_payout": "{who}'s casinos pay ${amount}.",
    "ally": "{who} takes {mobster} as an associate.",
    "swap_capo": "{who} swaps capos with {other_name} at {at}.",
    "infamy_reward": "{who} reaches infamy {at} and takes its reward.",
    "mob_war": "Lucky Luciano phase: the mob war comes to districts {districts}.",
    "mobster_arrives": "{mobster} arrives in district {district} (war strength {war}).",
    "mobster_leaves": "{mobster} finds no room in district {district} and leaves.",
    "defended": "{who} holds a building in district {district}.",
    "lost": "{who} loses a {kind} in district {district}.",
    "police": "The police patrol districts {police}.",
    "payout": "{who} takes ${amount} from Lucky Luciano ({borough}, place {place}).",
    "final": "Final scores: {scores}.",
}


def player_name(seat: int) -> str:
    return f"Player {seat + 1}"


def render(key: str, args: dict[str, Any]) -> str:
    fmt = LINES.get(key)
    if fmt is None:
        return f"{key}: {args}"
    values = dict(args)
    if "seat" in values:
        values["who"] = player_name(values["seat"])
    if "other" in values:
        values["other_name"] = player_name(values["other"])
    if "order" in values:
        values["order_names"] = ", ".join(player_name(s) for s in values["order"])
    values["to_safe"] = " to the safe" if values.get("safe") else ""
    if "person" in values:
        values["person_no"] = values["person"] + 1
    try:
        return fmt.format(**values)
    except (KeyError, IndexError):
        return f"{key}: {args}"
