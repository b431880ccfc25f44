"""Formatting rules and variant files (`speakeasy fmt`): comments, key order and quotes kept, indentation
normalised, with ruamel.yaml's round-trip loader (the checker reads files with PyYAML's faster one)."""

from __future__ import annotations

import io
from typing import Any


def _yaml() -> Any:
    """A ruamel round-trip YAML in the house style: 2-space mappings, `- ` items indented by 2, no rewrapping."""
    from ruamel.yaml import YAML
    from ruamel.yaml.constructor import RoundTripConstructor
    from ruamel.yaml.representer import RoundTripRepresenter
    from ruamel.yaml.scalarint import ScalarInt

    class PlusInt(ScalarInt):
        """An integer written with its sign (`war_modifier: +1`): ruamel would drop the '+'."""

    def construct_int(loader: Any, node: Any) -> Any:
        value = RoundTripConstructor.construct_yaml_int(loader, node)
        if str(node.value).startswith("+") and type(value) is int:
            return PlusInt(value)
        return value

    def represent_plus(dumper: Any, data: Any) -> Any:
        return dumper.represent_scalar("tag:yaml.org,2002:int", f"+{int(data)}")

    class Constructor(RoundTripConstructor):
        pass

    class Representer(RoundTripRepresenter):
        pass

    Constructor.add_constructor("tag:yaml.org,2002:int", construct_int)
    Representer.add_representer(PlusInt, represent_plus)
    y = YAML(typ="rt")
    y.Constructor, y.Representer = Constructor, Representer
    y.preserve_quotes = True
    y.indent(mapping=2, sequence=4, offset=2)
    y.width = 4096
    return y


def round_trip_yaml() -> Any:
    """The round-trip YAML of `fmt`, for a tool that edits a rules or variant file in place (the studio):
    what it loads keeps its comments, quotes and signs, and what it dumps is in the house style."""
    return _yaml()


def format_text(text: str) -> str:
    """The formatted text of a rules or variant file (comments, key order and quotes kept)."""
    y = _yaml()
    buf = io.StringIO()
    y.dump(y.load(text), buf)
    return buf.getvalue()
