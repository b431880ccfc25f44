"""The generic machine: the agenda of tasks, decisions and options, the interpreter of effects,
passives, clone and replay. It knows no game: a ``GameDefinition`` gives it one.

The machine may be compiled with mypyc (tools/compile_engine.py); `compiled()` tells.
"""

from __future__ import annotations

from .. import NATIVE_SUFFIXES


def compiled() -> bool:
    """Whether the engine in use is the mypyc-compiled one."""
    from . import engine

    return str(engine.__file__).endswith(NATIVE_SUFFIXES)
