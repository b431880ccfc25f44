"""speakeasy-rules: a rules-as-data interpreter for board games, with Speakeasy as its game package."""

from __future__ import annotations

import warnings
from pathlib import Path

__version__ = "0.1.0"

NATIVE_SUFFIXES = (".so", ".pyd")


def stale_compiled_modules(package: Path | None = None) -> list[str]:
    """Sources edited after tools/compile_engine.py compiled them: Python still imports the compiled module."""
    here = package or Path(__file__).resolve().parent
    stale = []
    for native in sorted(p for p in here.rglob("*") if p.suffix in NATIVE_SUFFIXES):
        source = native.with_name(native.name.split(".")[0] + ".py")
        if source.exists() and source.stat().st_mtime > native.stat().st_mtime:
            stale.append(str(source.relative_to(here.parent)))
    return stale


if _stale := stale_compiled_modules():
    warnings.warn(
        f"compiled modules are older than {', '.join(_stale)}: edits there are ignored until you run "
        "`python tools/compile_engine.py` (rebuild) or `python tools/compile_engine.py --clean` (pure Python)",
        RuntimeWarning,
        stacklevel=2,
    )
