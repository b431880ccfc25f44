"""The generic game engine: state, decisions and the interpreter of the effect language.

The engine may be compiled with mypyc (tools/compile_engine.py); `compiled()` tells.
"""

from __future__ import annotations

from .. import NATIVE_SUFFIXES


def compiled() -> bool:
    """Whether the engine in use is the mypyc-compiled one."""
    from . import machine

    return str(machine.__file__).endswith(NATIVE_SUFFIXES)
