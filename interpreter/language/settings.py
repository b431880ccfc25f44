"""The checker's reading of `set PATH VALUE` (D-310): a setting of the rules that is not a number.

The shape of the call (a known path, a value, `everyone`) is the checker's as for every verb; what
only a setting says is read here: a switch takes `on` or `off`, a limit a number written out within
its bounds, and a setting of the table (``Setting.table``) is refused wherever a component writes it,
with why and how a variant changes it instead.
"""

from __future__ import annotations

from collections.abc import Callable

from . import ast as A
from .vocabulary import EVERYONE, SWITCH, Vocabulary

Report = Callable[[str, A.Pos], None]


def check_set(v: Vocabulary, n: A.Call, problem: Report) -> None:
    """Report what is wrong with a `set` whose path is known (an unknown one is reported as any unknown word)."""
    args = [a for a in n.args if a.key is None and not (isinstance(a.value, A.Name) and a.value.id == EVERYONE)]
    if not args or not isinstance(args[0].value, A.Name) or args[0].value.id not in v.settings:
        return
    path, setting = args[0].value.id, v.settings[args[0].value.id]
    if setting.table:
        problem(f"'{path}' is a setting of the table, which a component cannot change: {setting.table}", args[0].pos)
        return
    if len(args) < 2:
        return  # reported as a missing value
    written = args[1].value
    if setting.kind == "switch":
        if not (isinstance(written, A.Name) and written.id in SWITCH):
            problem(f"'{path}' is a switch: its value is on or off, not {_shown(written)}", args[1].pos)
        return
    lo, hi = setting.bounds
    if not isinstance(written, A.Num):
        problem(f"'{path}' is a limit: its value is a number from {lo} to {hi} written out, not {_shown(written)}",
                args[1].pos)
    elif not lo <= written.value <= hi:
        problem(f"'{path}' is a limit from {lo} to {hi}, not {written.value}", args[1].pos)


def _shown(node: A.Node) -> str:
    if isinstance(node, A.Name):
        return f"'{node.id}'"
    if isinstance(node, A.Num):
        return str(node.value)
    return "a number worked out in play"
