"""A coverage-guided fuzz target for the rules loader (atheris, libFuzzer's engine for Python; issue 23).

    pip install -e '.[fuzz]'
    python tools/fuzz_loader.py tests/fuzz_corpus/loader            # until stopped; finds go in the folder
    python tools/fuzz_loader.py -atheris_runs=2000 tests/fuzz_corpus/loader

Each input is read as a YAML file of rules or of a variant (interpreter/loading/yamlsrc.parse_yaml: the
bounds on nesting, aliases, tags, control characters), validated as a variant (loading/variants.Overlay),
and each of its strings parsed as an effect (the DSL parser). Anything but the project's own diagnostics
— an exception escaping, a RecursionError, a crash of libyaml — is a find. tests/test_fuzz_atheris.py
runs it for a bounded number of inputs in CI, and `one_input` on the kept corpus without atheris.
"""

from __future__ import annotations

import contextlib
import sys
from typing import Any

from pydantic import ValidationError

try:  # the `fuzz` extra; without it `one_input` still runs (the test of the kept corpus)
    import atheris
except ImportError:  # pragma: no cover - depends on the environment
    atheris = None

# Only the project's loading and language modules are instrumented (every module: minutes before the
# first input). Imported inside the block so atheris sees their code.
with atheris.instrument_imports(include=["interpreter.loading", "interpreter.language"]) if atheris and __name__ == "__main__" \
        else contextlib.nullcontext():
    from interpreter.errors import DslError
    from interpreter.language.parser import parse
    from interpreter.loading.variants import Overlay
    from interpreter.loading.yamlsrc import parse_yaml


def _strings(node: Any, out: list[str], limit: int = 200) -> list[str]:
    stack = [node]
    while stack and len(out) < limit:
        x = stack.pop()
        if isinstance(x, dict):
            stack += list(x.values())
        elif isinstance(x, list):
            stack += x
        elif isinstance(x, str):
            out.append(x)
    return out


def one_input(data: bytes) -> None:
    """One input through the loader; returns quietly when it ends in the project's diagnostics."""
    text = data.decode("utf-8", errors="replace")
    src, diags = parse_yaml(text, "fuzz.yaml")
    for d in diags:
        assert d.line >= 1 and d.column >= 1 and d.message, d
    if src is None:
        return
    try:
        Overlay.model_validate(src.data)
    except ValidationError:
        pass
    for s in _strings(src.data, []):
        try:
            parse(s[:2000], "effect")
        except DslError as err:
            assert err.line >= 1 and err.column >= 1, err


def main(argv: list[str]) -> None:
    if atheris is None:
        sys.exit("tools/fuzz_loader.py needs atheris: pip install -e '.[fuzz]'")
    atheris.Setup(argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main(sys.argv)
