"""What one player may see: everything public, their own hand and safe, nothing else hidden."""

from __future__ import annotations

from typing import Any

from .machine import Engine

HIDDEN_PLAYER_FIELDS = ("hand", "safe", "used_helpers")


def player_view(g: Engine, seat: int) -> dict[str, Any]:
    data = g.state.to_data()
    for key in ("decks", "helper_deck", "tile_stack", "crate_stack", "mob_piles", "mob_tile_stacks", "police_stacks", "rng"):
        stack = data.pop(key, None)
        if isinstance(stack, dict):
            data[key + "_sizes"] = {k: len(v) for k, v in stack.items()}
        elif isinstance(stack, list):
            data[key + "_size"] = len(stack)
    for p in data["players"]:
        if p["seat"] != seat:
            p["hand_size"] = len(p.pop("hand"))
            p.pop("safe")
            p["used_helpers_size"] = len(p.pop("used_helpers"))
    # face-down tiles on the map: only that a tile waits there is public, not which
    data["seat"] = seat
    pending = g.pending
    if pending is not None and pending.seat == seat:
        data["decision"] = {"kind": pending.kind, "prompt": pending.prompt,
                            "options": [{"id": o.id, "label": o.label} for o in pending.options]}
    return data
